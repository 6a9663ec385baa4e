import type { EntityManager } from 'typeorm';
import { formatInZone, WebhookMessages } from '@plumbing/shared';
import type { Config } from '../../config/env';
import type { BusinessProfileService } from '../business';
import { renderEmail, type OutboxService } from '../mail';
import type { WebhookEndpoint } from './webhook-endpoint.entity';

/**
 * The owner's e-mail when the site turns an endpoint off after 24 hours of failures, queued in the
 * transaction that turns it off (so once); answers its delivery, to call after commit.
 */
export async function queueDisabledEmail(
  { config, business, outbox }: { config: Config; business: BusinessProfileService; outbox: OutboxService },
  manager: EntityManager,
  endpoint: Pick<WebhookEndpoint, 'url' | 'failingSince'>,
): Promise<() => void> {
  const facts = await business.facts();
  const subject = WebhookMessages.disabledEmailSubject(endpoint.url);
  const since = formatInZone(endpoint.failingSince ?? new Date(), config.timeZone);
  const body = renderEmail(
    {
      greeting: subject,
      paragraphs: [WebhookMessages.disabledEmailText(endpoint.url, since)],
      action: { lead: '', label: 'Open Webhooks', url: `${config.publicUrl}/admin/webhooks` },
    },
    facts,
  );
  const emails = await outbox.enqueue(manager, [{ kind: 'webhook-disabled', to: business.adminNotifyEmail(facts), subject, ...body }]);
  return () => void outbox.deliver(emails.map((email) => email.id)).catch(() => undefined);
}
