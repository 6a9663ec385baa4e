import type { BusinessProfileService } from '../business';
import { systemLookup, type OutboundRules } from '../../lib/outbound-url';
import { SecretBox } from '../../lib/secret-box';
import { backupKey } from '../../lib/site-key';
import { domainModule, type ModuleDeps } from '../domain-module';
import type { ChangeEventService } from '../events';
import type { SiteHealthService } from '../health';
import type { OutboxService } from '../mail';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { queueDisabledEmail } from './webhook-disabled-email';
import { WebhookSender, type WebhookSenderOptions } from './webhook-sender.service';
import { WebhookResolver } from './webhook.resolver';
import { WebhookService } from './webhooks.service';

/**
 * Webhooks (issue #43): the owner's endpoints hear of the site's events, signed (Standard
 * Webhooks), queued in the transaction of the change and sent after commit through an outbox.
 */
export const webhooksModule = domainModule({
  name: 'webhooks',
  entities: [WebhookEndpoint, WebhookDelivery],
  resolvers: [WebhookResolver],
  createServices: (
    deps: ModuleDeps<{
      changeEvents: ChangeEventService;
      outbox: OutboxService;
      business: BusinessProfileService;
      siteHealth: SiteHealthService;
    }>,
    options: WebhookSenderOptions = {},
  ) => {
    const now = options.now ?? (() => new Date());
    const secrets = new SecretBox('webhook signing secrets', () => backupKey(deps.config.backups, deps.config.dataDir));
    const rules: OutboundRules = { allowLoopback: deps.config.outboundAllowLoopback, lookup: options.lookup ?? systemLookup };
    const webhookSender = new WebhookSender(
      { ...deps, secrets, rules, onDisabled: (manager, endpoint) => queueDisabledEmail(deps, manager, endpoint) },
      options,
    );
    const webhooks = new WebhookService({ ...deps, sender: webhookSender, secrets, rules, now });
    deps.siteHealth.addWarnings(async () => (await webhooks.warnings()).map((warning) => ({ part: 'webhooks', ...warning })));
    return { webhooks, webhookSender };
  },
  start: ({ webhookSender }) => webhookSender.start(),
  stop: ({ webhookSender }) => webhookSender.stop(),
});

export type { WebhookService } from './webhooks.service';
export { apiDocsWithWebhookEvents, writeWebhookDocs } from './webhook-docs';
