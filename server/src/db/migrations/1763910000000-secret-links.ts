import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A manage or unsubscribe link as e-mails were written with it: the site's address, the path and a 43-character token. */
const LINKS: Array<[pattern: string, placeholder: string]> = [
  ['https?://[^[:space:]"<>]+/appointments/[A-Za-z0-9_-]{43}', '{{secret-link:manage}}'],
  ['https?://[^[:space:]"<>]+/unsubscribe/[A-Za-z0-9_-]{43}', '{{secret-link:unsubscribe}}'],
];

/**
 * Issue #37: e-mails kept working manage and unsubscribe links in the outbox (and so in every dump
 * and backup). Links are now minted when an e-mail is sent; the links stored so far are replaced by
 * the placeholder a new e-mail holds, so one still to be sent (a reminder) gets a fresh link then,
 * and one sent keeps no working link. Their tokens' hashes stay: the links in customers' mailboxes work.
 */
export class SecretLinks1763910000000 implements MigrationInterface {
  name = 'SecretLinks1763910000000';

  async up(q: QueryRunner): Promise<void> {
    for (const [pattern, placeholder] of LINKS) {
      await q.query(
        `UPDATE outbox_email
            SET text = regexp_replace(text, $1, $2, 'g'),
                html = regexp_replace(html, $1, $2, 'g'),
                headers = regexp_replace(headers::text, $1, $2, 'g')::jsonb
          WHERE text ~ $1 OR html ~ $1 OR headers::text ~ $1`,
        [pattern, placeholder],
      );
    }
  }

  async down(): Promise<void> {
    // The links are gone for good; the placeholders stay (an older version sends them as they are).
  }
}
