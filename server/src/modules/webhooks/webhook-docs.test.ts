import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Webhook } from 'standardwebhooks';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_EVENTS, type WebhookEnvelope, type WebhookEventType } from '@plumbing/shared';
import { freePort, startWebhookReceiver, verifyWebhook, type WebhookReceiver } from '@plumbing/test-support';
import {
  CANCEL_APPOINTMENT_BY_TOKEN,
  CREATE_WEBHOOK_ENDPOINT,
  REQUEST_APPOINTMENT,
  RESCHEDULE_APPOINTMENT_BY_TOKEN,
  SAVE_PAGE,
  SAVE_PROJECT,
  SEND_CONTACT_MESSAGE,
  SET_APPOINTMENT_STATUS,
  SET_APPOINTMENT_STATUS_WITH_NOTE,
} from '../../../test/operations';
import { buildProject } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { REPO_ROOT } from '../../config/env';
import { documentedEnvelope, WEBHOOK_DOCS_FILE, webhookDocsWithEvents } from './webhook-docs';
import { newWebhookSecret, signedHeaders } from './webhook-secret';

describe('webhook docs (docs/webhooks.md)', () => {
  it('document every event with the data the sender types it with (npm run codegen writes them)', () => {
    const docs = fs.readFileSync(WEBHOOK_DOCS_FILE, 'utf8');
    if (webhookDocsWithEvents(docs) !== docs)
      throw new Error('docs/webhooks.md is out of date: run `npm run codegen` and commit the result');
  });

  it('give a receiver that takes a signed delivery once and refuses a forged one', async () => {
    const secret = newWebhookSecret();
    const port = await freePort();
    const receiver = spawn(process.execPath, [path.join(REPO_ROOT, 'docs', 'examples', 'webhook-receiver.mjs')], {
      env: { ...process.env, WEBHOOK_SECRET: secret, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      let output = '';
      await new Promise<void>((resolve, reject) => {
        receiver.stdout!.on('data', (chunk) => {
          output += chunk;
          if (output.includes('listening')) resolve();
        });
        receiver.once('exit', (code) => reject(new Error(`the example receiver exited (${code})`)));
      });
      const body = JSON.stringify({ version: 1, type: 'page.published', timestamp: new Date().toISOString(), data: { id: 'p1' } });
      const post = (headers: Record<string, string>) =>
        fetch(`http://127.0.0.1:${port}/`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
      const headers = signedHeaders('msg_docs', new Date(), body, [secret]);
      expect((await post(headers)).status).toBe(204);
      expect((await post(headers)).status).toBe(204); // a repeat is taken, not processed again
      expect(
        (await post({ ...headers, 'webhook-signature': new Webhook(newWebhookSecret()).sign('msg_docs', new Date(), body) })).status,
      ).toBe(400);
      expect(output.match(/page\.published/g)).toHaveLength(1);
    } finally {
      receiver.kill();
    }
  });
});

// Issue #49, item 12: the examples are what the site itself sends, so docs/webhooks.md cannot drift from the payload code.
describe('the documented examples (docs/webhooks.md)', () => {
  // Monday 2026-03-02 in New York: the examples' visit, Tuesday 2026-03-10 at 9:00 AM, is bookable.
  const NOW = new Date('2026-03-02T15:00:00Z');
  let server: TestServer;
  let receiver: WebhookReceiver;
  let admin: string;
  let secret: string;
  let delivered = 0;
  let ip = 0;
  const from = () => ({ 'x-forwarded-for': `10.12.0.${++ip}` });

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    server = await startTestServer({
      env: { OUTBOUND_ALLOW_LOOPBACK: 'true', PUBLIC_URL: 'https://www.example.com' },
      overrides: { appointments: { now: () => NOW } },
    });
    admin = await server.adminToken();
    const created = await server.graphql(
      CREATE_WEBHOOK_ENDPOINT,
      { input: { url: receiver.url, events: WEBHOOK_EVENT_TYPES, description: '' } },
      admin,
    );
    secret = created.body.data.createWebhookEndpoint.secret;
  });
  afterAll(async () => {
    await server?.close();
    await receiver?.stop();
  });

  const nextDelivery = async () => verifyWebhook(secret, (await receiver.waitForDelivered(++delivered))[delivered - 1]) as WebhookEnvelope;

  /** The next delivery, checked against the documented one: only what the site makes up (the record's id, when it happened) may differ. */
  async function sentAsDocumented(type: WebhookEventType): Promise<string> {
    const envelope = await nextDelivery();
    const documented = documentedEnvelope(type);
    const { id } = envelope.data;
    const made = { id: documented.data.id, ...('receivedAt' in documented.data && { receivedAt: documented.data.receivedAt }) };
    const data = JSON.parse(JSON.stringify({ ...envelope.data, ...made }).replaceAll(id, documented.data.id));
    expect({ ...envelope, timestamp: documented.timestamp, data }).toEqual(documented);
    return id;
  }

  /** What a customer types to book the documented visit. */
  async function book(): Promise<string> {
    const { customer, service, startsAt, serviceAddress } = WEBHOOK_EVENTS['appointment.requested'].example;
    const input = {
      customerName: customer.name,
      customerEmail: customer.email,
      customerPhone: customer.phone,
      serviceType: service,
      serviceAddress,
      preferredDate: startsAt,
      locale: customer.locale,
    };
    expect((await server.graphql(REQUEST_APPOINTMENT, { input }, undefined, from())).body.data.requestAppointment.success).toBe(true);
    return sentAsDocumented('appointment.requested');
  }
  const setStatus = async (id: string, status: string, type: WebhookEventType) => {
    expect((await server.graphql(SET_APPOINTMENT_STATUS, { id, status }, admin)).body.errors).toBeUndefined();
    await sentAsDocumented(type);
  };
  /** The customer's manage link for `id` (its token, stored as its hash, as the confirmation e-mail would carry it). */
  async function manageToken(id: string): Promise<string> {
    const token = `the-manage-link-of-${id}`;
    await server.app.services.db.query(`INSERT INTO appointment_manage_token (token_hash, appointment_id) VALUES ($1, $2)`, [
      createHash('sha256').update(token).digest(),
      id,
    ]);
    return token;
  }

  it('every event as the site sends it for the documented input', async () => {
    // Each visit is the documented one, at the same time: each frees the slot for the next. The rejection
    // carries the documented reason and other times (held for the customer, not the documented slot).
    const { reason, proposedTimes } = WEBHOOK_EVENTS['appointment.rejected'].example;
    const rejected = await server.graphql(
      SET_APPOINTMENT_STATUS_WITH_NOTE,
      { id: await book(), status: 'rejected', note: { reason: reason!, proposedTimes } },
      admin,
    );
    expect(rejected.body.errors).toBeUndefined();
    await sentAsDocumented('appointment.rejected');
    const cancelled = await server.graphql(CANCEL_APPOINTMENT_BY_TOKEN, { token: await manageToken(await book()) }, undefined, from());
    expect(cancelled.body.data.cancelAppointmentByToken.success).toBe(true);
    await sentAsDocumented('appointment.cancelled');
    const { startsAt } = WEBHOOK_EVENTS['appointment.rescheduled'].example;
    const moved = await server.graphql(
      RESCHEDULE_APPOINTMENT_BY_TOKEN,
      { token: await manageToken(await book()), preferredDate: startsAt },
      undefined,
      from(),
    );
    expect(moved.body.data.rescheduleAppointmentByToken.success).toBe(true);
    await sentAsDocumented('appointment.rescheduled');
    const visit = await book();
    await setStatus(visit, 'confirmed', 'appointment.confirmed');
    await setStatus(visit, 'completed', 'appointment.completed');

    const { name, email, phone, service, message, locale } = WEBHOOK_EVENTS['contact_message.received'].example;
    const input = { name, email, phone, service, message, locale };
    expect((await server.graphql(SEND_CONTACT_MESSAGE, { input }, undefined, from())).body.errors).toBeUndefined();
    await sentAsDocumented('contact_message.received');

    const { title, category, completionDate } = WEBHOOK_EVENTS['project.published'].example;
    expect(
      (await server.graphql(SAVE_PROJECT, { input: buildProject({ title, category, completionDate }) }, admin)).body.errors,
    ).toBeUndefined();
    await sentAsDocumented('project.published');

    // A page saved again: firstPublished is false, as documented.
    const page = WEBHOOK_EVENTS['page.published'].example;
    const saved = (await server.graphql(SAVE_PAGE, { input: { title: page.title, slug: page.slug } }, admin)).body.data.savePage;
    await nextDelivery();
    const again = { id: saved.id, expectedUpdatedAt: saved.updatedAt, title: page.title, slug: page.slug };
    expect((await server.graphql(SAVE_PAGE, { input: again }, admin)).body.errors).toBeUndefined();
    await sentAsDocumented('page.published');
  });
});
