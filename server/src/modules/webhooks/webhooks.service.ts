import { randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import {
  ChangeCollection,
  DomainError,
  ErrorCode,
  formatInZone,
  isWebhookEventType,
  WEBHOOK_PAYLOAD_VERSION,
  WebhookMessages,
  type WebhookEnvelope,
  type WebhookEventData,
  type WebhookEventType,
} from '@plumbing/shared';
import type { Config } from '../../config/env';
import type { DeliveryReport } from '../../db/outbox-outcomes';
import { isUuid } from '../../lib/uuid';
import { checkEnteredUrl, type OutboundRules } from '../../lib/outbound-url';
import { ChangeOperation, type ChangeEventService } from '../events';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import type { SecretBox } from '../../lib/secret-box';
import { newWebhookSecret } from './webhook-secret';
import type { WebhookSender } from './webhook-sender.service';
import type { WebhookEndpointInput } from './webhook.inputs';

/** How long deliveries are also signed with the secret before a rotation. */
const PREVIOUS_SECRET_VALID_MS = 24 * 60 * 60 * 1000;
/** How many endpoints a site keeps: each event is one delivery per endpoint. */
const MAX_ENDPOINTS = 20;
/** How many of an endpoint's deliveries the admin lists, newest first. */
const DELIVERIES_LISTED = 100;

interface WebhookServiceDeps {
  db: DataSource;
  config: Config;
  changeEvents: ChangeEventService;
  sender: WebhookSender;
  secrets: SecretBox;
  rules: OutboundRules;
  now: () => Date;
}

/** An endpoint with its signing secret, answered once: when it is added and when its secret is rotated. */
export interface EndpointWithSecret {
  endpoint: WebhookEndpoint;
  secret: string;
}

/** What the admin says as a site warning: an endpoint the site turned off. */
export interface DisabledEndpointWarning {
  title: string;
  action: string;
}

/**
 * Webhooks (issue #43): the owner's endpoints, the events other domains queue inside their own
 * transactions, and the deliveries the admin lists and resends. Sending is WebhookSender's.
 */
export class WebhookService {
  constructor(private readonly deps: WebhookServiceDeps) {}

  /**
   * Queues `type` for every enabled endpoint that wants it, inside the caller's transaction: nothing
   * goes out unless it commits, and the change event it commits with wakes a sender on every instance.
   */
  async queue<Type extends WebhookEventType>(manager: EntityManager, type: Type, data: WebhookEventData[Type]): Promise<void> {
    const endpoints = await manager
      .getRepository(WebhookEndpoint)
      .createQueryBuilder('endpoint')
      .where('endpoint.enabled AND :type = ANY(endpoint.events)', { type })
      .getMany();
    if (endpoints.length === 0) return;
    const payload: WebhookEnvelope<Type> = { version: WEBHOOK_PAYLOAD_VERSION, type, timestamp: this.deps.now().toISOString(), data };
    const deliveries = await this.deps.sender.enqueue(
      manager,
      endpoints.map((endpoint) => ({ endpointId: endpoint.id, eventType: type, messageId: newMessageId(), payload })),
    );
    await this.deps.changeEvents.publish(ChangeCollection.webhooks, ChangeOperation.created, deliveries[0].id, manager);
  }

  endpoints(): Promise<WebhookEndpoint[]> {
    return this.deps.db.getRepository(WebhookEndpoint).find({ order: { createdAt: 'ASC' } });
  }

  async create(input: WebhookEndpointInput): Promise<EndpointWithSecret> {
    const values = await this.checkedValues(input);
    if ((await this.deps.db.getRepository(WebhookEndpoint).count()) >= MAX_ENDPOINTS)
      throw new DomainError(ErrorCode.BAD_USER_INPUT, WebhookMessages.tooManyEndpoints(MAX_ENDPOINTS));
    const secret = newWebhookSecret();
    const repository = this.deps.db.getRepository(WebhookEndpoint);
    const endpoint = await repository.save(repository.create({ ...values, secret: this.deps.secrets.seal(secret) }));
    await this.announce(endpoint.id, ChangeOperation.created);
    return { endpoint, secret };
  }

  async update(id: string, input: WebhookEndpointInput): Promise<WebhookEndpoint> {
    const values = await this.checkedValues(input);
    return this.change(id, (endpoint) => Object.assign(endpoint, values));
  }

  /** A new secret; the one before stays valid (deliveries carry both signatures) for 24 hours, while the receiver switches. */
  async rotateSecret(id: string): Promise<EndpointWithSecret> {
    const secret = newWebhookSecret();
    const endpoint = await this.change(id, (endpoint) =>
      Object.assign(endpoint, {
        previousSecret: endpoint.secret,
        previousSecretExpiresAt: new Date(this.deps.now().getTime() + PREVIOUS_SECRET_VALID_MS),
        secret: this.deps.secrets.seal(secret),
      }),
    );
    return { endpoint, secret };
  }

  /** Turning it on again starts afresh: failures before count no more. */
  setEnabled(id: string, enabled: boolean): Promise<WebhookEndpoint> {
    return this.change(id, (endpoint) =>
      Object.assign(endpoint, { enabled, ...(enabled && { failingSince: null, disabledForFailingAt: null }) }),
    );
  }

  async delete(id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const deleted = await this.deps.db.transaction(async (manager) => {
      const { affected } = await manager.getRepository(WebhookEndpoint).delete({ id });
      // Those a sender holds now are withdrawn by it (their endpoint is gone); deleting them must not wait for it.
      await manager.query(
        `DELETE FROM webhook_delivery WHERE id IN (SELECT id FROM webhook_delivery WHERE endpoint_id = $1 FOR UPDATE SKIP LOCKED)`,
        [id],
      );
      return Boolean(affected);
    });
    if (deleted) await this.announce(id, ChangeOperation.deleted);
    return deleted;
  }

  deliveries(endpointId: string): Promise<WebhookDelivery[]> {
    return this.deps.db
      .getRepository(WebhookDelivery)
      .find({ where: { endpointId }, order: { createdAt: 'DESC' }, take: DELIVERIES_LISTED });
  }

  /** Sends a delivery again now, as it was (same id and body, signed anew); answers it after the try. */
  async resend(id: string): Promise<WebhookDelivery> {
    const repository = this.deps.db.getRepository(WebhookDelivery);
    if (!(await repository.existsBy({ id }))) throw new DomainError(ErrorCode.BAD_USER_INPUT, WebhookMessages.deliveryNotFound);
    const report: DeliveryReport = await this.deps.sender.resend(id);
    const delivery = await repository.findOneByOrFail({ id });
    if (!report.sent) delivery.lastError ??= report.error ?? null;
    return delivery;
  }

  /** Every endpoint the site turned off, as a warning on every admin screen. */
  async warnings(): Promise<DisabledEndpointWarning[]> {
    const turnedOff = await this.deps.db
      .getRepository(WebhookEndpoint)
      .createQueryBuilder('endpoint')
      .where('NOT endpoint.enabled AND endpoint.disabled_for_failing_at IS NOT NULL')
      .getMany();
    return turnedOff.map((endpoint) => ({
      title: WebhookMessages.disabledWarning(endpoint.url, this.when(endpoint.failingSince ?? endpoint.disabledForFailingAt!)),
      action: WebhookMessages.disabledWarningHint,
    }));
  }

  private when(instant: Date): string {
    return formatInZone(instant, this.deps.config.timeZone);
  }

  /** The input cleaned, its events known and its address allowed (checked now, and again on every delivery). */
  private async checkedValues(input: WebhookEndpointInput): Promise<Pick<WebhookEndpoint, 'url' | 'events' | 'description'>> {
    const url = input.url.trim();
    await checkEnteredUrl(url, this.deps.rules, 'url');
    const events = [...new Set(input.events)];
    if (events.length === 0) throw new DomainError(ErrorCode.BAD_USER_INPUT, WebhookMessages.noEvents, 'events');
    const unknown = events.find((type) => !isWebhookEventType(type));
    if (unknown !== undefined) throw new DomainError(ErrorCode.BAD_USER_INPUT, WebhookMessages.unknownEvent(unknown), 'events');
    return { url, events: events as WebhookEventType[], description: input.description.trim() };
  }

  /** Changes one endpoint under its lock and announces it. */
  private async change(id: string, edit: (endpoint: WebhookEndpoint) => WebhookEndpoint): Promise<WebhookEndpoint> {
    const endpoint = await this.deps.db.transaction(async (manager) => {
      const repository = manager.getRepository(WebhookEndpoint);
      const found = isUuid(id) ? await repository.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } }) : null;
      if (!found) throw new DomainError(ErrorCode.BAD_USER_INPUT, WebhookMessages.notFound);
      return repository.save(edit(found));
    });
    await this.announce(endpoint.id, ChangeOperation.updated);
    return endpoint;
  }

  private announce(id: string, operation: ChangeOperation): Promise<void> {
    return this.deps.changeEvents.publish(ChangeCollection.webhooks, operation, id);
  }
}

/** Standard Webhooks' message id: msg_ and 20 random bytes, the same on every try of one delivery. */
function newMessageId(): string {
  return `msg_${randomBytes(20).toString('base64url')}`;
}
