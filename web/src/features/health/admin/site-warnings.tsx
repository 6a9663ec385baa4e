import { useQuery } from '@apollo/client/react';
import { Alert } from 'antd';
import { SiteWarningsDocument } from './health-operations';
import './site-warnings.css';

/** Asked again every minute, so a screen left open learns when a part of the site fails or comes back. */
const RECHECK_MS = 60 * 1000;

/**
 * On every admin screen, at the top where the owner looks first (on a phone too): each part of the
 * site that does not work as it should (e-mail not set up, ...), with what to do. Nothing when all is well.
 */
export function SiteWarnings() {
  const { data } = useQuery(SiteWarningsDocument, { pollInterval: RECHECK_MS, fetchPolicy: 'cache-and-network' });
  return data?.siteWarnings.map(({ part, title, action }) => (
    <Alert key={part} className="site-warning" type="warning" showIcon role="alert" title={title} description={action} />
  ));
}
