import { openingStatusAt, type OpeningStatus } from '@plumbing/shared';
import { siteConfig } from '../../platform/site-config';

/** Whether the office is open now, by the browser's clock: a chunk of its own (opening-status.tsx). */
export function openingStatusNow(): OpeningStatus {
  return openingStatusAt(siteConfig.business, new Date());
}
