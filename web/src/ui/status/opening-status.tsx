import { useEffect, useState } from 'react';
import { openingStatusText, type OpeningStatus } from '@plumbing/shared';
import { openingStatusAt, siteConfig } from '../../platform/site-config';
import './opening-status.css';

/** Timers hold 32-bit milliseconds: a change further away is looked at again after this long. */
const LONGEST_WAIT_MS = 2 ** 31 - 1;

/**
 * Whether the office is open now: the state the server rendered the page with (so the hydrated
 * text is the same), then the browser's own, turning over when the office opens or closes.
 */
export function useOpeningStatus(): OpeningStatus {
  const [status, setStatus] = useState(() => siteConfig.openingStatus ?? openingStatusAt(siteConfig.business, new Date()));
  useEffect(() => {
    const now = new Date();
    // A page kept open (or restored from the back/forward cache) may already be past its change.
    const current = openingStatusAt(siteConfig.business, now);
    if (current.openNow !== status.openNow || current.nextChange !== status.nextChange) {
      setStatus(current);
      return;
    }
    if (!status.nextChange) return;
    const wait = Math.min(Date.parse(status.nextChange) - now.getTime() + 1000, LONGEST_WAIT_MS);
    const timer = setTimeout(() => setStatus(openingStatusAt(siteConfig.business, new Date())), Math.max(wait, 1000));
    return () => clearTimeout(timer);
  }, [status]);
  return status;
}

/** "Open now · until 6 PM" / "Closed now · emergency line 24/7 (813) 555-0199", with a coloured dot. */
export function OpeningStatusLine({ status, className }: { status: OpeningStatus; className?: string }) {
  return (
    <p className={['opening-status', status.openNow ? 'is-open' : 'is-closed', className].filter(Boolean).join(' ')}>
      <span className="opening-status-dot" aria-hidden="true" />
      {openingStatusText(siteConfig.business, status)}
    </p>
  );
}
