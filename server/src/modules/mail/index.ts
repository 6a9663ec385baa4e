import { LOCALES } from '@plumbing/shared';
import type { AuthService } from '../auth';
import type { BusinessProfileService } from '../business';
import { domainModule, type ModuleDeps } from '../domain-module';
import { createMailTransport, type Sender } from './mail-transport';
import { OutboxEmail } from './outbox-email.entity';
import { OutboxService, type OutboxOptions } from './outbox.service';
import { sendEmailRouter } from './send-email.rest';
import { EmailUnsubscribed, EmailUnsubscribeToken, UNSUBSCRIBE_PATHS, unsubscribeRouter } from './unsubscribe';

/** The transactional outbox: e-mail recorded with the change that causes it, sent after commit, retried. */
export const mailModule = domainModule({
  name: 'mail',
  entities: [OutboxEmail, EmailUnsubscribeToken, EmailUnsubscribed],
  createServices: (
    { db, config, logger, business }: ModuleDeps<{ auth: AuthService; business: BusinessProfileService }>,
    options: OutboxOptions = {},
  ) => {
    // MAIL_FROM, else the business as its profile reads when the message goes out: an address object,
    // so no character of the name (quotes, angle brackets, line breaks) can change the sender.
    const from = async (): Promise<Sender> => {
      if (config.mailFrom) return config.mailFrom;
      const { name, email } = await business.facts();
      return { name, address: email };
    };
    return { outbox: new OutboxService(db, createMailTransport(config.smtpUrl, from, logger), config.publicUrl, logger, options) };
  },
  routers: ({ auth, business, outbox }, { db }) => [
    { path: '/api/send-email', jsonLimit: '1mb', router: sendEmailRouter(auth, outbox) },
    ...LOCALES.map((locale) => ({ path: UNSUBSCRIBE_PATHS[locale], router: unsubscribeRouter(db, business, locale) })),
  ],
  start: ({ outbox }) => outbox.start(),
  stop: ({ outbox }) => outbox.stop(),
});

export { renderEmail, type EmailBody, type EmailDetail } from './email-layout';
export { calendarInvite } from './ics';
export { OutboxEmail, type NewEmail } from './outbox-email.entity';
export { secretLink, type SecretLinkMinter } from './secret-links';
export type { OutboxService } from './outbox.service';
