import type { DataSource, EntityManager } from 'typeorm';
import { ChangeCollection, WebhookMessages } from '@plumbing/shared';
import { OutboxQueue } from '../../db/outbox-queue';
import type { OutboxOptions } from '../../db/outbox-options';
import { Undeliverable, Withdrawn, type Handed } from '../../db/outbox-outcomes';
import { DeliveryStatus } from '../../db/outbox-row';
import { postOutbound, type OutboundLimits } from '../../lib/outbound-request';
import { checkOutboundUrl, isLastingRefusal, type OutboundRules } from '../../lib/outbound-url';
import type { Logger } from '../../logger';
import { ChangeOperation, type ChangeEventService } from '../events';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import type { SecretBox } from '../../lib/secret-box';
import { signedHeaders } from './webhook-secret';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** Waits between tries, doubling or so, about 24 hours in all (23 h 43 min): then a delivery has failed. */
const WEBHOOK_RETRY_SCHEDULE_MS = [
  5_000,
  30_000,
  2 * MINUTE_MS,
  10 * MINUTE_MS,
  30 * MINUTE_MS,
  HOUR_MS,
  2 * HOUR_MS,
  4 * HOUR_MS,
  8 * HOUR_MS,
  8 * HOUR_MS,
];

/** An endpoint failing this long is turned off and the owner told. */
const FAILING_LIMIT_MS = 24 * HOUR_MS;
/** How many deliveries one endpoint is sent at once: a receiver that hangs holds up only these. */
const PER_ENDPOINT = 10;
/** How many deliveries an instance sends at once, to all endpoints. */
const CONCURRENCY = 40;

export interface WebhookSenderOptions extends Pick<OutboxOptions, 'pollMs'> {
  /** The waits between tries; tests shorten them. */
  retryScheduleMs?: readonly number[];
  /** The clock of "failing for 24 hours" and of a rotated secret's expiry; tests move it. */
  now?: () => Date;
  /** How host names are resolved (tests point names at private addresses). */
  lookup?: OutboundRules['lookup'];
  limits?: Partial<OutboundLimits>;
}

interface WebhookSenderDeps {
  db: DataSource;
  logger: Logger;
  changeEvents: ChangeEventService;
  secrets: SecretBox;
  rules: OutboundRules;
  /** Tells the owner the sender turned an endpoint off: queues in its transaction, answers what to do after commit. */
  onDisabled: (manager: EntityManager, endpoint: WebhookEndpoint) => Promise<() => void>;
}

/**
 * The webhook outbox (db/outbox-queue.ts: each delivery held by one instance while it is sent, so
 * instances never send one twice): each delivery signed (Standard Webhooks) and POSTed to its
 * endpoint's address, checked again on every try. Each endpoint is its own way out: one that hangs
 * takes at most PER_ENDPOINT sends and delays no other endpoint, one that answers again after
 * failing gets its kept deliveries at once.
 */
export class WebhookSender extends OutboxQueue<WebhookDelivery> {
  /** A resend of a delivered one sends it again (same id and body): the owner asked for it. */
  protected override readonly resendable = [DeliveryStatus.failed, DeliveryStatus.pending, DeliveryStatus.sent];
  private readonly clock: () => Date;
  private readonly limits: OutboundLimits;
  private stopListening?: () => void;

  constructor(
    private readonly deps: WebhookSenderDeps,
    options: WebhookSenderOptions = {},
  ) {
    const schedule = options.retryScheduleMs ?? WEBHOOK_RETRY_SCHEDULE_MS;
    super(deps.db, WebhookDelivery, 'webhook', deps.logger, {
      pollMs: options.pollMs,
      maxAttempts: schedule.length + 1,
      retryDelayMs: (attempts) => schedule[Math.min(attempts, schedule.length) - 1] ?? 0,
      concurrency: CONCURRENCY,
      wayOut: 'endpoint_id',
      perWayOut: PER_ENDPOINT,
    });
    this.clock = options.now ?? (() => new Date());
    this.limits = { timeoutMs: 10_000, maxResponseBytes: 4096, ...options.limits };
  }

  /** Polls, and drains at once when deliveries committed on any instance are announced (the claim lets one send each). */
  override start(): void {
    this.stopListening ??= this.deps.changeEvents.listen((event) => {
      if (event.collection === ChangeCollection.webhooks && event.operation === ChangeOperation.created) this.wake();
    });
    super.start();
  }

  override async stop(): Promise<void> {
    this.stopListening?.();
    this.stopListening = undefined;
    await super.stop();
  }

  protected describe({ endpointId, eventType, messageId }: WebhookDelivery) {
    return { endpointId, eventType, messageId };
  }

  protected async send(delivery: WebhookDelivery, manager: EntityManager): Promise<Handed> {
    const endpoint = await manager.getRepository(WebhookEndpoint).findOneBy({ id: delivery.endpointId });
    if (!endpoint) throw new Withdrawn('the endpoint was deleted');
    if (!endpoint.enabled) throw new Undeliverable(WebhookMessages.endpointDisabled);
    const sentAt = new Date();
    Object.assign(delivery, { lastResponseCode: null, lastAttemptAt: sentAt });
    try {
      // Checked on every try: the name may point elsewhere since it was saved. Nothing is sent to a refused address.
      const target = await checkOutboundUrl(endpoint.url, this.deps.rules);
      const body = JSON.stringify(delivery.payload);
      const answer = await postOutbound(
        target,
        body,
        { 'content-type': 'application/json', ...signedHeaders(delivery.messageId, sentAt, body, this.secretsOf(endpoint)) },
        this.limits,
      );
      delivery.lastResponseCode = answer.status;
      if (answer.status < 200 || answer.status > 299) throw new Error(answerProblem(answer.status, answer.body));
    } catch (error) {
      await this.endpointFailed(endpoint);
      // A refused address is not tried again; a name not resolved now may be (DNS down for a while).
      throw isLastingRefusal(error) ? new Undeliverable(error.message) : error;
    }
    if (endpoint.failingSince) await this.deps.db.getRepository(WebhookEndpoint).update(endpoint.id, { failingSince: null });
    return DeliveryStatus.sent;
  }

  /** The try's answer code and time, with its outcome; heard on every instance once committed: the admin's list refreshes. */
  protected override async recorded({ id, lastResponseCode, lastAttemptAt }: WebhookDelivery, manager: EntityManager): Promise<void> {
    await manager.getRepository(WebhookDelivery).update(id, { lastResponseCode, lastAttemptAt });
    await this.deps.changeEvents.publish(ChangeCollection.webhooks, ChangeOperation.updated, id, manager);
  }

  /** The secrets deliveries are signed with now: the current one, and the one before a rotation until it expires. */
  private secretsOf(endpoint: WebhookEndpoint): string[] {
    const previousValid = endpoint.previousSecret && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > this.clock();
    return [endpoint.secret, ...(previousValid ? [endpoint.previousSecret!] : [])].map((sealed) => this.deps.secrets.open(sealed));
  }

  /**
   * Notes when the endpoint started failing and, failing for 24 hours, turns it off and tells the
   * owner, once across instances (the update that turns it off wins once). Written apart from the
   * delivery's transaction: the endpoint's row is never held while receivers are waited for.
   */
  private async endpointFailed(endpoint: WebhookEndpoint): Promise<void> {
    const now = this.clock();
    const [rows] = (await this.deps.db.query(
      `UPDATE webhook_endpoint SET failing_since = coalesce(failing_since, $2) WHERE id = $1 RETURNING failing_since`,
      [endpoint.id, now],
    )) as [Array<{ failing_since: Date }>, number];
    const failingSince = rows[0]?.failing_since;
    if (!failingSince || now.getTime() - failingSince.getTime() < FAILING_LIMIT_MS) return;
    const afterCommit = await this.deps.db.transaction(async (manager) => {
      const [turnedOff] = (await manager.query(
        `UPDATE webhook_endpoint SET enabled = false, disabled_for_failing_at = $2 WHERE id = $1 AND enabled RETURNING id`,
        [endpoint.id, now],
      )) as [Array<{ id: string }>, number];
      if (turnedOff.length === 0) return null;
      this.deps.logger.warn({ endpointId: endpoint.id, failingSince }, 'webhook endpoint turned off after failing for 24 hours');
      await this.deps.changeEvents.publish(ChangeCollection.webhooks, ChangeOperation.updated, endpoint.id, manager);
      return this.deps.onDisabled(manager, { ...endpoint, failingSince, enabled: false, disabledForFailingAt: now });
    });
    afterCommit?.();
  }
}

/** Why an answer is not a delivery, with the start of what the receiver said. */
function answerProblem(status: number, body: string): string {
  const said = body.trim().slice(0, 200);
  const redirect = status >= 300 && status < 400 ? ' (redirects are not followed)' : '';
  return `The receiver answered ${status}${redirect}${said ? `: ${said}` : ''}`;
}
