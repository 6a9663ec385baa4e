import { useQuery } from '@apollo/client/react';
import { Alert } from 'antd';
import { Link } from 'react-router-dom';
import type { SiteWarningsQuery } from '../../../gql/graphql';
import { SiteWarningsDocument } from './health-operations';
import { useHiddenWarnings } from './use-hidden-warnings';
import './site-warnings.css';

type Warning = SiteWarningsQuery['siteWarnings'][number];

/** Asked again every minute, so a screen left open learns when a part of the site fails or comes back. */
const RECHECK_MS = 60 * 1000;

function WarningLink({ link }: { link: Warning['link'] }) {
  return link && <Link to={link.to}>{link.label}</Link>;
}

/**
 * On every admin screen, at the top where the owner looks first (on a phone too): each part of the
 * site that does not work as it should, with what to do and, when an admin screen does it, a link
 * there. A standing choice (e-mail not set up) is one line with its link, which the owner may hide
 * until the next sign-in (issue #51); a failure stays whole until it is fixed. Nothing when all is well.
 */
export function SiteWarnings() {
  const { data } = useQuery(SiteWarningsDocument, { pollInterval: RECHECK_MS, fetchPolicy: 'cache-and-network' });
  const { hidden, hide } = useHiddenWarnings();
  // A part may say several things (two webhooks turned off, two calendars not read).
  return data?.siteWarnings.map((warning) => {
    const { part, title, action, link, dismissible } = warning;
    const key = `${part}:${title}`;
    if (dismissible) {
      if (hidden.includes(key)) return null;
      return (
        <Alert
          key={key}
          className="site-warning is-one-line"
          type="warning"
          showIcon
          role="alert"
          title={
            <>
              {title}. <WarningLink link={link} />
            </>
          }
          closable={{ 'aria-label': 'Hide until the next sign-in', onClose: () => hide(key) }}
        />
      );
    }
    return (
      <Alert
        key={key}
        className="site-warning"
        type="warning"
        showIcon
        role="alert"
        title={title}
        description={
          <>
            {action} <WarningLink link={link} />
          </>
        }
      />
    );
  });
}
