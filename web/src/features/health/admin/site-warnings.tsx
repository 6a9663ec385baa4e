import { useQuery } from '@apollo/client/react';
import { Alert } from 'antd';
import { Link } from 'react-router-dom';
import { SiteWarningsDocument } from './health-operations';
import './site-warnings.css';

/** Asked again every minute, so a screen left open learns when a part of the site fails or comes back. */
const RECHECK_MS = 60 * 1000;

/**
 * On every admin screen, at the top where the owner looks first (on a phone too): each part of the
 * site that does not work as it should (e-mail not set up, ...), with what to do and, when an admin
 * screen does it, a link there. Nothing when all is well.
 */
export function SiteWarnings() {
  const { data } = useQuery(SiteWarningsDocument, { pollInterval: RECHECK_MS, fetchPolicy: 'cache-and-network' });
  // A part may say several things (two webhooks turned off, two calendars not read).
  return data?.siteWarnings.map(({ part, title, action, link }) => (
    <Alert
      key={`${part}:${title}`}
      className="site-warning"
      type="warning"
      showIcon
      role="alert"
      title={title}
      description={
        <>
          {action}
          {link && (
            <>
              {' '}
              <Link to={link.to}>{link.label}</Link>
            </>
          )}
        </>
      }
    />
  ));
}
