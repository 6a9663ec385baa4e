import type { DeliveryStatus } from './outbox-row';

/** What sending rows now says to the caller (deliver, resend). */
export interface DeliveryReport {
  sent: boolean;
  /** Kept in the outbox only: the site has no way to send it (e-mail without SMTP_URL). */
  recorded: boolean;
  error?: string;
}

/** What became of a row handed over: out, or only recorded because there is no way out. */
export type Handed = typeof DeliveryStatus.sent | typeof DeliveryStatus.recorded;

/** A failure no retry can mend (the recipient is gone for good): the row is given up at once. */
export class Undeliverable extends Error {}

/** Not to be sent after all (its recipient opted out since it was written): the row is withdrawn (cancelled). */
export class Withdrawn extends Error {}
