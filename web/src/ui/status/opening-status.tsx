import { useEffect, useState } from 'react';
import { closureNotice, openingStatusText, type OpeningStatus } from '@plumbing/shared';
import { useWords } from '../../platform/i18n/words';
import { siteConfig } from '../../platform/site-config';
import './opening-status.css';

/** Timers hold 32-bit milliseconds: a change further away is looked at again after this long. */
const LONGEST_WAIT_MS = 2 ** 31 - 1;

/**
 * The state now by the browser's own reckoning, which needs the zone's clock rules (@date-fns/tz):
 * loaded when first needed, as a page the server rendered a moment ago starts with its state.
 */
const statusNow = async (): Promise<OpeningStatus> => (await import('./opening-status-now')).openingStatusNow();

/** Until the browser has reckoned it (a page served without a state): closed, to be worked out at once. */
const UNKNOWN: OpeningStatus = { openNow: false, nextChange: new Date(0).toISOString(), closure: null };

/**
 * Whether the office is open now: the state the server rendered the page with (so the hydrated
 * text is the same), then the browser's own, turning over when the office opens or closes.
 */
export function useOpeningStatus(): OpeningStatus {
  const [status, setStatus] = useState(() => siteConfig.openingStatus ?? UNKNOWN);
  useEffect(() => {
    // A state holds until its next change, so the clock alone tells whether a page kept open,
    // restored from the back/forward cache or started offline from an old copy is past it; only
    // then is the state worked out again (by Intl, which a page being adopted must not wait for).
    if (status.nextChange === null) return;
    let current = true;
    const turnOver = () => void statusNow().then((next) => current && setStatus(next));
    const left = Date.parse(status.nextChange) - Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (left <= 0) turnOver();
    else timer = setTimeout(turnOver, Math.min(left + 1000, LONGEST_WAIT_MS));
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [status]);
  return status;
}

/**
 * "Open now · until 6 PM" / "Closed now · emergency line 24/7 (813) 555-0199", with a coloured dot;
 * below it a closure coming within the week ("Closed Thu, Nov 26 for Thanksgiving Day.").
 */
export function OpeningStatusLine({ status, className }: { status: OpeningStatus; className?: string }) {
  const t = useWords();
  return (
    <>
      <p className={['opening-status', status.openNow ? 'is-open' : 'is-closed', className].filter(Boolean).join(' ')}>
        <span className="opening-status-dot" aria-hidden="true" />
        {openingStatusText(siteConfig.business, status, t)}
      </p>
      {status.closure && !status.closure.current && <p className="closure-notice">{closureNotice(status.closure, t)}</p>}
    </>
  );
}
