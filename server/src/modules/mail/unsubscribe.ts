import { Router } from 'express';
import type { DataSource, EntityManager } from 'typeorm';
import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import { DEFAULT_LOCALE, escapeHtml, telHref, type Locale, type MessageId } from '@plumbing/shared';
import { isDatabaseUnreachable } from '../../db/postgres-errors';
import { plainPage } from '../../lib/html';
import { newSecretToken, secretTokenHash } from '../../lib/secret-token';
import { siteWords } from '../../lib/site-words';
import type { BusinessProfileService } from '../business';
import type { SecretLinkMinter } from './secret-links';

/**
 * Where an unsubscribe link's page is, by the language of the e-mail it was minted for (issue #41):
 * the page, its answers and an unknown link's too, speak the language its address says.
 */
export const UNSUBSCRIBE_PATHS: Readonly<Record<Locale, string>> = { en: '/unsubscribe', es: '/es/baja' };

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

/** Mints the unsubscribe link of an e-mail's recipient as it goes out (its hash saved first), to the page in the e-mail's language. */
export function unsubscribeLinkMinter(publicUrl: string): SecretLinkMinter {
  return async (manager, { to, locale = DEFAULT_LOCALE }) => {
    const token = newSecretToken();
    await manager.getRepository(EmailUnsubscribeToken).insert({ tokenHash: secretTokenHash(token), address: to });
    return `${publicUrl}${UNSUBSCRIBE_PATHS[locale]}/${token}`;
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
 * /unsubscribe/{token} (UNSUBSCRIBE_PATHS: /es/baja/{token} in Spanish): a GET shows a button and
 * changes nothing (link scanners fetch links); the button, and a mail app's one-click POST
 * (RFC 8058, List-Unsubscribe-Post), unsubscribe. Every answer in `locale`.
 */
export function unsubscribeRouter(db: DataSource, business: BusinessProfileService, locale: Locale): Router {
  const router = Router();
  const t = siteWords(locale);
  /** A page of a title and one paragraph. */
  const notice = (title: MessageId, text: MessageId) => plainPage(t(title), `<p>${escapeHtml(t(text))}</p>`, locale);
  /** The button that unsubscribes the link's address. */
  const button = (token: string) =>
    `<form method="post" action="${escapeHtml(`${UNSUBSCRIBE_PATHS[locale]}/${encodeURIComponent(token)}`)}"><button type="submit">${escapeHtml(t('mail.unsubscribePage.button'))}</button></form>`;
  router.get('/:token', (req, res) => {
    res
      .set('Cache-Control', 'no-store')
      .type('html')
      .send(
        plainPage(
          t('mail.unsubscribePage.title'),
          `<p>${escapeHtml(t('mail.unsubscribePage.question'))}</p>\n${button(req.params.token)}`,
          locale,
        ),
      );
  });
  router.post('/:token', async (req, res) => {
    res.set('Cache-Control', 'no-store').type('html');
    try {
      const done = await unsubscribe(db, req.params.token);
      res
        .status(done ? 200 : 404)
        .send(
          done
            ? notice('mail.unsubscribePage.doneTitle', 'mail.unsubscribePage.doneText')
            : notice('mail.unsubscribePage.invalidTitle', 'mail.unsubscribePage.invalidText'),
        );
    } catch (error) {
      if (!isDatabaseUnreachable(error)) throw error;
      // Not done, and said so: the button to press again, and the phone (the facts last read) for who would rather call.
      const phone = await business.facts().then(
        (facts) => facts.phone,
        () => null,
      );
      const call = phone ? `<p><a href="${escapeHtml(telHref(phone))}">${escapeHtml(phone)}</a></p>` : '';
      res
        .status(503)
        .set('Retry-After', '60')
        .send(
          plainPage(
            t('mail.unsubscribePage.unreachableTitle'),
            `<p>${escapeHtml(t('mail.unsubscribePage.unreachableText'))}</p>\n${button(req.params.token)}${call}`,
            locale,
          ),
        );
    }
  });
  return router;
}
