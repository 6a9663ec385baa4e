import { Router } from 'express';
import type { DataSource, EntityManager } from 'typeorm';
import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import { plainPage } from '../../lib/html';
import { newSecretToken, secretTokenHash } from '../../lib/secret-token';
import type { SecretLinkMinter } from './secret-links';

/** A one-click unsubscribe link of one address (RFC 8058), kept as its hash. */
@Entity('email_unsubscribe_token')
export class EmailUnsubscribeToken {
  @PrimaryColumn({ name: 'token_hash', type: 'bytea' })
  tokenHash: Buffer;

  @Column({ type: 'varchar', length: 254 })
  address: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** An address that wants no more reminders or review requests. */
@Entity('email_unsubscribed')
export class EmailUnsubscribed {
  @PrimaryColumn({ type: 'varchar', length: 254 })
  address: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** Mints the unsubscribe link of an e-mail's recipient as it goes out (its hash saved first). */
export function unsubscribeLinkMinter(publicUrl: string): SecretLinkMinter {
  return async (manager, { to }) => {
    const token = newSecretToken();
    await manager.getRepository(EmailUnsubscribeToken).insert({ tokenHash: secretTokenHash(token), address: to });
    return `${publicUrl}/unsubscribe/${token}`;
  };
}

export async function isUnsubscribed(manager: EntityManager, address: string): Promise<boolean> {
  return (await manager.getRepository(EmailUnsubscribed).countBy({ address: address.toLowerCase() })) > 0;
}

/** Records the unsubscribe of the link's address; false for an unknown link. */
async function unsubscribe(db: DataSource, token: string): Promise<boolean> {
  const link = await db.getRepository(EmailUnsubscribeToken).findOneBy({ tokenHash: secretTokenHash(token) });
  if (!link) return false;
  await db.query(`INSERT INTO email_unsubscribed (address) VALUES ($1) ON CONFLICT (address) DO NOTHING`, [link.address.toLowerCase()]);
  return true;
}

/**
 * /unsubscribe/{token}: a GET shows a button and changes nothing (link scanners fetch links); the
 * button, and a mail app's one-click POST (RFC 8058, List-Unsubscribe-Post), unsubscribe.
 */
export function unsubscribeRouter(db: DataSource): Router {
  const router = Router();
  router.get('/:token', (req, res) => {
    res
      .set('Cache-Control', 'no-store')
      .type('html')
      .send(
        plainPage(
          'Unsubscribe',
          `<p>Stop reminders and review requests to this address? E-mails about your bookings themselves still come.</p>
<form method="post" action="/unsubscribe/${encodeURIComponent(req.params.token)}"><button type="submit">Unsubscribe</button></form>`,
        ),
      );
  });
  router.post('/:token', async (req, res) => {
    const done = await unsubscribe(db, req.params.token);
    res
      .status(done ? 200 : 404)
      .set('Cache-Control', 'no-store')
      .type('html')
      .send(
        done
          ? plainPage('You are unsubscribed', '<p>We will send no more reminders or review requests to this address.</p>')
          : plainPage('Link not valid', '<p>This unsubscribe link is not valid.</p>'),
      );
  });
  return router;
}
