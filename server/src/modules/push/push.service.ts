import { DomainError, ErrorCode, PushMessages } from '@plumbing/shared';
import type { EntityManager } from 'typeorm';
import webpush from 'web-push';
import { OutboxQueue } from '../../db/outbox-queue';
import type { OutboxOptions } from '../../db/outbox-options';
import { Undeliverable, type Handed } from '../../db/outbox-outcomes';
import { DeliveryStatus } from '../../db/outbox-row';
import { lockForTransaction } from '../../db/transaction-lock';
import { postOutbound } from '../../lib/outbound-request';
import {
  checkEnteredUrl,
  checkOutboundUrl,
  isLastingRefusal,
  systemLookup,
  type AddressLookup,
  type OutboundRules,
} from '../../lib/outbound-url';
import type { BusinessProfileService } from '../business';
import type { ModuleDeps } from '../domain-module';
import { PushMessage, type PushNotification } from './push-message.entity';
import { PushSubscription } from './push-subscription.entity';
import type { PushSubscriptionInput } from './push.inputs';
import type { TestNotificationPayload } from './push.types';
import { resolveVapidKeys } from './vapid-keys';

export interface PushOptions extends OutboxOptions {
  /** How long a push service gets to take one notification. */
  timeoutMs?: number;
  /** How push services' names are resolved (tests point them where they like). */
  lookup?: AddressLookup;
}

/** The business's name is the test notification's. */
export type PushDeps = ModuleDeps<{ business: BusinessProfileService }>;

/** Devices the owner may have notified: each costs a request per notification. */
const MAX_DEVICES = 20;
/** How often the devices notifyDirect reaches are read again. */
const KNOWN_DEVICES_REFRESH_MS = 60_000;

/** What is read of a push service's answer: its status says it all. */
const MAX_ANSWER_BYTES = 1024;

/** A day: a booking alert older than that is news no more. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;

/**
 * Web Push to the owner's devices (RFC 8030, VAPID RFC 8292, payloads encrypted per RFC 8291 by
 * the web-push library): each notification is one row per device in a transactional outbox
 * (db/outbox-queue.ts), written with the change it announces, sent after commit, retried with
 * backoff, sent once across instances. A push service answering 404 or 410 drops that device.
 * Its address is a request the server makes: held to the webhooks' rules (lib/outbound-url.ts),
 * checked when the device subscribes and before every send.
 */
export class PushService extends OutboxQueue<PushMessage> {
  /** The key a browser subscribes with (its applicationServerKey). */
  readonly publicKey: string;
  private readonly vapidDetails: { subject: string; publicKey: string; privateKey: string };
  private readonly timeoutMs: number;
  private readonly rules: OutboundRules;
  /** The devices as the database last told them, for notifyDirect. */
  private knownDevices: PushSubscription[] = [];
  private refreshTimer?: NodeJS.Timeout;

  constructor(
    private readonly deps: PushDeps,
    options: PushOptions = {},
  ) {
    super(deps.db, PushMessage, 'push', deps.logger, options);
    const keys = resolveVapidKeys(deps.config);
    this.publicKey = keys.publicKey;
    this.vapidDetails = { subject: deps.config.vapidSubject, ...keys };
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.rules = { allowLoopback: deps.config.outboundAllowLoopback, lookup: options.lookup ?? systemLookup };
  }

  /** The owner's devices, newest first, each with when it last took a notification. */
  async devices(): Promise<PushSubscription[]> {
    const devices = await this.deps.db.getRepository(PushSubscription).find({ order: { createdAt: 'DESC' } });
    const lastSent: Array<{ id: string; sent_at: Date }> = await this.deps.db.query(
      `SELECT subscription_id AS id, max(sent_at) AS sent_at FROM push_message WHERE status = $1 GROUP BY subscription_id`,
      [DeliveryStatus.sent],
    );
    const sentAt = new Map(lastSent.map((row) => [row.id, row.sent_at]));
    return devices.map((device) => Object.assign(device, { lastSentAt: sentAt.get(device.id) ?? null }));
  }

  /** Adds a device (at most MAX_DEVICES), or renews its keys when it subscribes again. */
  async saveDevice({ endpoint, keys, label }: PushSubscriptionInput): Promise<PushSubscription> {
    await checkEnteredUrl(endpoint, this.rules, 'endpoint');
    await this.deps.db.transaction(async (manager) => {
      await lockForTransaction(manager, 'push_subscription');
      const repository = manager.getRepository(PushSubscription);
      if (!(await repository.existsBy({ endpoint })) && (await repository.count()) >= MAX_DEVICES) {
        throw new DomainError(ErrorCode.BAD_USER_INPUT, PushMessages.tooManyDevices);
      }
      await repository.upsert({ endpoint, p256dh: keys.p256dh, auth: keys.auth, label: label?.trim() || 'Unnamed device' }, ['endpoint']);
    });
    const [saved] = (await this.devices()).filter((device) => device.endpoint === endpoint);
    await this.refreshKnownDevices();
    return saved;
  }

  /** Forgets a device and what was still waiting for it. */
  async removeDevice(endpoint: string): Promise<boolean> {
    const removed = await this.deps.db.transaction(async (manager) => {
      const device = await manager.getRepository(PushSubscription).findOneBy({ endpoint });
      if (!device) return false;
      await manager.getRepository(PushSubscription).delete(device.id);
      await manager.getRepository(PushMessage).delete({ subscriptionId: device.id, status: DeliveryStatus.pending });
      return true;
    });
    await this.refreshKnownDevices();
    return removed;
  }

  /** Queues `notification` for every device inside the caller's transaction; answers the messages' ids, to deliver after commit. */
  async notifyDevices(manager: EntityManager, kind: string, notification: PushNotification): Promise<string[]> {
    const devices = await manager.getRepository(PushSubscription).find({ select: { id: true } });
    const messages = await this.enqueue(
      manager,
      devices.map((device) => ({ subscriptionId: device.id, kind, payload: notification })),
    );
    return messages.map((message) => message.id);
  }

  /** "Send test notification": one to every device, now. */
  async sendTest(): Promise<TestNotificationPayload> {
    const notification: PushNotification = {
      title: 'Test notification',
      body: `Notifications from ${(await this.deps.business.facts()).name} work on this device.`,
      url: '/admin',
      tag: 'test',
    };
    const ids = await this.deps.db.transaction((manager) => this.notifyDevices(manager, 'test', notification));
    if (ids.length === 0) throw new DomainError(ErrorCode.BAD_USER_INPUT, PushMessages.noDevices);
    const report = await this.deliver(ids);
    return { devices: ids.length, ...report };
  }

  protected describe({ kind, subscriptionId }: PushMessage) {
    return { kind, subscriptionId };
  }

  protected async send(message: PushMessage, manager: EntityManager): Promise<Handed> {
    const device = await manager.getRepository(PushSubscription).findOneBy({ id: message.subscriptionId });
    if (!device) throw new Undeliverable(PushMessages.deviceRemoved);
    const status = await this.post(device, message.payload).catch((error: unknown) => {
      // An address not public is refused again on every try; a name not resolved now may be later.
      throw isLastingRefusal(error) ? new Undeliverable(error.message) : error;
    });
    if (status === 404 || status === 410) {
      // Another instance dropping the same device holds its row: it deletes it, this one need not wait (nor deadlock).
      await manager.query(
        `DELETE FROM push_subscription WHERE id = (SELECT id FROM push_subscription WHERE id = $1 FOR UPDATE SKIP LOCKED)`,
        [device.id],
      );
      throw new Undeliverable(PushMessages.gone(status));
    }
    if (status >= 300) {
      // Busy or down: later. Anything else (a key or payload it refuses) fails the same way every time.
      const later = status === 408 || status === 429 || status >= 500;
      throw later ? new Error(PushMessages.refused(status)) : new Undeliverable(PushMessages.refused(status));
    }
    return DeliveryStatus.sent;
  }

  /**
   * Sends `notification` straight to every device known when the database last answered, writing
   * nothing: for what must reach the owner while it is unreachable (a lead kept on disk, an outage).
   * Answers how many devices took it.
   */
  async notifyDirect(notification: PushNotification): Promise<number> {
    const statuses = await Promise.all(
      this.knownDevices.map((device) =>
        this.post(device, notification).catch((error: unknown) => {
          this.deps.logger.warn({ err: error, subscriptionId: device.id }, 'direct push failed');
          return 0;
        }),
      ),
    );
    return statuses.filter((status) => status >= 200 && status < 300).length;
  }

  /** Reads the devices again for notifyDirect; kept as they were while the database does not answer. */
  async refreshKnownDevices(): Promise<void> {
    this.knownDevices = await this.deps.db.getRepository(PushSubscription).find();
  }

  override start(): void {
    super.start();
    const refresh = () => this.refreshKnownDevices().catch(() => undefined);
    void refresh();
    this.refreshTimer ??= setInterval(refresh, KNOWN_DEVICES_REFRESH_MS);
    this.refreshTimer.unref();
  }

  override async stop(): Promise<void> {
    clearInterval(this.refreshTimer);
    this.refreshTimer = undefined;
    await super.stop();
  }

  /**
   * One encrypted notification to one device's push service, to the address checked just now (a
   * redirect is an answer, never followed); answers its HTTP status.
   */
  private async post(device: PushSubscription, payload: PushNotification): Promise<number> {
    const target = await checkOutboundUrl(device.endpoint, this.rules);
    const request = webpush.generateRequestDetails(
      { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
      JSON.stringify(payload),
      { vapidDetails: this.vapidDetails, TTL: TIME_TO_LIVE_SECONDS, urgency: 'high', contentEncoding: 'aes128gcm' },
    );
    // postOutbound writes the length itself.
    const { 'Content-Length': _length, ...headers } = request.headers;
    const answer = await postOutbound(target, request.body, headers, { timeoutMs: this.timeoutMs, maxResponseBytes: MAX_ANSWER_BYTES });
    return answer.status;
  }
}
