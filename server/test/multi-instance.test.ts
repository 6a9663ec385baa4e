import { createClient, type Client } from 'graphql-ws';
import fs from 'node:fs';
import webpush from 'web-push';
import WebSocket from 'ws';
import { adminSetup, freeSlots, requestSlot } from './booking-client';
import { buildBusinessProfile } from './factories';
import { APPOINTMENTS, DATA_CHANGED, graphqlAt, SAVE_BUSINESS_PROFILE, SAVE_PUSH_SUBSCRIPTION } from './operations';
import {
  spawnServer,
  startPushService,
  startSmtpCatcher,
  tempDataDir,
  type PushServiceDouble,
  type ServerProcess,
  type SmtpCatcher,
  type TestDevice,
} from '@plumbing/test-support';
import { createTestDatabase } from './test-database';

/** Two app processes on one database, as behind a load balancer: nothing may tell them apart. */
describe('scale-out: two instances on one database', () => {
  let smtp: SmtpCatcher;
  let pushService: PushServiceDouble;
  let phone: TestDevice;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let instances: ServerProcess[];
  let token: string;
  const dataDirs: string[] = [];
  let subscriber: Client | undefined;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    pushService = await startPushService();
    database = await createTestDatabase();
    // Devices subscribe with the public key: every instance sends with the same pair.
    const vapid = webpush.generateVAPIDKeys();
    const env = {
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      DATABASE_URL: database.url,
      JWT_SECRET: 'one secret shared by every instance of the site',
      SMTP_URL: smtp.url,
      ADMIN_NOTIFY_EMAIL: 'office@example.com',
      // The push service is on 127.0.0.1.
      OUTBOUND_ALLOW_LOOPBACK: 'true',
      LOG_LEVEL: 'warn',
    };
    instances = await Promise.all(
      [0, 1].map(() => {
        const dataDir = tempDataDir('plumbing-instance-');
        dataDirs.push(dataDir);
        return spawnServer({ ...env, DATA_DIR: dataDir });
      }),
    );
    token = await adminSetup(instances[0].url);
    phone = pushService.device();
    await graphqlAt(instances[1].url, SAVE_PUSH_SUBSCRIPTION, { input: { ...phone.subscription, label: 'Owner phone' } }, { token });
  });
  afterAll(async () => {
    await subscriber?.dispose();
    await Promise.all(instances.map((instance) => (instance.child.kill('SIGTERM'), instance.exited)));
    await database.drop();
    await smtp.stop();
    await pushService.stop();
    dataDirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
  });

  it('a write on one instance reaches a subscriber of the other, and a token of one works on the other', async () => {
    const [first, second] = instances;
    const events: unknown[] = [];
    subscriber = createClient({
      url: `${first.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${token}` },
    });
    const arrivals: Array<() => void> = [];
    const eventNumber = (n: number) => new Promise<void>((resolve) => (arrivals[n] = resolve));
    const [listening, arrived] = [eventNumber(0), eventNumber(1)];
    const received = (event: unknown) => arrivals[events.push(event) - 1]?.();
    subscriber.subscribe(
      { query: DATA_CHANGED, variables: { collection: 'appointments' } },
      { next: (result) => received(result.data?.dataChanged ?? result.errors), error: received, complete: () => undefined },
    );
    await listening; // the first event: the server listens

    const [slot] = await freeSlots(second.url, 1);
    expect(await requestSlot(second.url, slot)).toEqual({ success: true, error: null, code: null });
    await arrived;
    const { appointments } = await graphqlAt(second.url, APPOINTMENTS, {}, { token });
    expect(events).toEqual([
      { collection: 'appointments', operation: 'subscribed', id: '' },
      { collection: 'appointments', operation: 'created', id: appointments[0].id },
    ]);
  });

  it('a burst for one slot split over both instances books it exactly once', async () => {
    const [slot] = await freeSlots(instances[0].url, 1);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => requestSlot(instances[i % 2].url, slot)));
    expect(answers.filter((answer) => answer.success)).toHaveLength(1);
    expect(new Set(answers.filter((answer) => !answer.success).map((answer) => answer.code))).toEqual(new Set(['SLOT_TAKEN']));
  });

  it('the outbox drained by both instances sends every message exactly once', async () => {
    const slots = await freeSlots(instances[0].url, 10);
    const answers = await Promise.all(slots.map((slot, i) => requestSlot(instances[i % 2].url, slot, `Burst Customer ${i}`)));
    expect(answers.every((answer) => answer.success)).toBe(true);

    // Each of the 12 bookings of this file e-mails a receipt and an alert.
    const rows = (await database.db.query('SELECT count(*)::int AS count FROM outbox_email')) as Array<{ count: number }>;
    expect(rows[0].count).toBe(24);
    await smtp.waitFor(24);
    // Both instances' workers had time to pick up anything twice; nothing more arrives.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.messages).toHaveLength(rows[0].count);
    const keys = smtp.messages.map((message) => `${message.messageId}`);
    expect(new Set(keys).size).toBe(keys.length);
    const unsent = (await database.db.query(`SELECT count(*)::int AS count FROM outbox_email WHERE status <> 'sent'`)) as Array<{
      count: number;
    }>;
    expect(unsent[0].count).toBe(0);
  });

  it('the owner saves a new phone on one instance: the other shows it on its next page', async () => {
    const [first, second] = instances;
    const page = async () => (await fetch(`${second.url}/`)).text();
    expect(await page()).not.toContain('(813) 555-0177'); // now kept in the second instance's response cache

    // Its change event reaches the second instance's subscribers after the instance itself has heard it.
    const listener = createClient({ url: `${second.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket });
    try {
      let listening!: () => void;
      const listened = new Promise<void>((resolve) => (listening = resolve));
      const heard = new Promise<void>((resolve, reject) => {
        let count = 0;
        // The first event says the server listens; the second is the write.
        const next = () => (++count === 1 ? listening() : resolve());
        listener.subscribe(
          { query: DATA_CHANGED, variables: { collection: 'businessProfile' } },
          { next, error: reject, complete: () => undefined },
        );
      });
      await listened;
      await graphqlAt(first.url, SAVE_BUSINESS_PROFILE, { input: buildBusinessProfile({ phone: '813-555-0177' }) }, { token });
      await heard;
    } finally {
      await listener.dispose();
    }
    const html = await page();
    expect(html).toContain('"phone":"(813) 555-0177"'); // the site-config script
    expect(html).toContain('>(813) 555-0177</a>'); // the server-rendered footer and call buttons
  });

  it('each booking reaches the owner’s phone once, though both instances drain the push outbox', async () => {
    const [{ count }] = (await database.db.query('SELECT count(*)::int AS count FROM appointment')) as Array<{ count: number }>;
    await pushService.waitFor(count);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(pushService.requests).toHaveLength(count);
    const tags = phone.payloads().map((payload) => (payload as { tag: string }).tag);
    expect(new Set(tags).size).toBe(count);
    const unsent = (await database.db.query(`SELECT count(*)::int AS count FROM push_message WHERE status <> 'sent'`)) as Array<{
      count: number;
    }>;
    expect(unsent[0].count).toBe(0);
  });
});
