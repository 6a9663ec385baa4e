import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { AuthMessages } from '@plumbing/shared';
import { buildAppointment, buildAppointmentSettings } from '../../../test/factories';
import {
  APPOINTMENTS,
  DATA_CHANGED,
  REQUEST_APPOINTMENT,
  SAVE_APPOINTMENT_SETTINGS,
  SET_APPOINTMENT_STATUS,
} from '../../../test/operations';
import { startTestServer, type TestServer } from '../../../test/test-server';

// One secret for both instances, as a scale-out deployment sets JWT_SECRET.
const SHARED_ENV = { JWT_SECRET: 'a shared secret of at least thirty-two characters' };

// Monday 2026-03-02 in New York; 2026-03-10 is a bookable Tuesday.
const NOW = new Date('2026-03-02T15:00:00Z');
// Minutes after 9:00 AM on a Tuesday: a repair and the drive after it hold the one crew for 150 (issue #50).
const slot = (minutes: number) => new Date(Date.parse('2026-03-10T13:00:00Z') + minutes * 60_000).toISOString();
const customer = (preferredDate: string) => buildAppointment({ preferredDate });

interface Subscriber {
  events: unknown[];
  errors: unknown[];
  /** Resolves with the events once `count` arrived. */
  waitFor(count: number): Promise<unknown[]>;
  /** Resolves with the subscription's first event, which says the server listens. */
  ready: Promise<unknown>;
}

describe('change events: dataChanged over graphql-ws, fanned out through Postgres', () => {
  let first: TestServer;
  let second: TestServer;
  const clients: Client[] = [];

  function subscribe(server: TestServer, collection: string, token?: string): Subscriber {
    const client = createClient({
      url: `${server.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: token ? { authorization: `Bearer ${token}` } : {},
      retryAttempts: 0,
    });
    clients.push(client);
    const events: unknown[] = [];
    const errors: unknown[] = [];
    const waiters: Array<() => void> = [];
    // Every subscription's first event says the server listens: what is written from then on is heard.
    let listening!: (event: unknown) => void;
    const ready = new Promise<unknown>((resolve) => (listening = resolve));
    const notify = () => waiters.splice(0).forEach((wake) => wake());
    client.subscribe(
      { query: DATA_CHANGED, variables: { collection } },
      {
        next: (result) => {
          if (result.errors) errors.push(...result.errors);
          else if ((result.data?.dataChanged as { operation: string }).operation === 'subscribed') listening(result.data?.dataChanged);
          else events.push(result.data?.dataChanged);
          notify();
        },
        error: (error) => {
          errors.push(error);
          notify();
        },
        complete: notify,
      },
    );
    return {
      events,
      errors,
      ready,
      async waitFor(count) {
        while (events.length < count && errors.length === 0) await new Promise<void>((wake) => waiters.push(wake));
        return events;
      },
    };
  }

  beforeAll(async () => {
    first = await startTestServer({ env: SHARED_ENV, overrides: { appointments: { now: () => NOW } } });
    second = await startTestServer({ env: SHARED_ENV, databaseUrl: first.databaseUrl, overrides: { appointments: { now: () => NOW } } });
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.dispose()));
    await second.close();
    await first.close();
  });

  it('a booking on one instance reaches the owner subscribed on the other, once', async () => {
    const token = await first.adminToken();
    const owner = subscribe(first, 'appointments', token);
    await owner.ready;

    expect(
      (await second.graphql(REQUEST_APPOINTMENT, { input: customer(slot(0)) }, undefined, { 'x-forwarded-for': '10.0.1.1' })).body.data
        .requestAppointment.success,
    ).toBe(true);
    const [created] = await owner.waitFor(1);
    const [{ id }] = (await first.graphql(APPOINTMENTS, {}, token)).body.data.appointments;
    expect(created).toEqual({ collection: 'appointments', operation: 'created', id });

    await second.graphql(SET_APPOINTMENT_STATUS, { id, status: 'completed' }, token);
    expect((await owner.waitFor(2))[1]).toEqual({ collection: 'appointments', operation: 'updated', id });
    expect(owner.errors).toEqual([]);
  });

  it('a write that is rolled back is never announced: of two requests for one slot, one event', async () => {
    const token = await first.adminToken();
    const owner = subscribe(second, 'appointments', token);
    await owner.ready;
    const answers = await Promise.all(
      [first, second].map((server, i) =>
        server.graphql(REQUEST_APPOINTMENT, { input: customer(slot(150)) }, undefined, { 'x-forwarded-for': `10.0.2.${i}` }),
      ),
    );
    expect(answers.map((a) => a.body.data.requestAppointment.success).sort()).toEqual([false, true]);
    await owner.waitFor(1);
    // Another event after it proves the stream is live; nothing else came in between.
    await first.graphql(REQUEST_APPOINTMENT, { input: customer(slot(300)) }, undefined, { 'x-forwarded-for': '10.0.2.9' });
    const events = (await owner.waitFor(2)) as Array<{ operation: string; id: string }>;
    expect(events.map((event) => event.operation)).toEqual(['created', 'created']);
    // Both announced appointments exist: the loser's rolled-back row was never announced.
    const stored = new Set((await first.graphql(APPOINTMENTS, {}, token)).body.data.appointments.map((a) => a.id));
    expect(events.every((event) => stored.has(event.id))).toBe(true);
    expect(new Set(events.map((event) => event.id)).size).toBe(2);
  });

  it('the public may not listen to appointments', async () => {
    const stranger = subscribe(first, 'appointments');
    await stranger.waitFor(1);
    expect(stranger.events).toEqual([]);
    expect(stranger.errors).toEqual([
      expect.objectContaining({ message: AuthMessages.notAuthenticated, extensions: { code: 'UNAUTHENTICATED' } }),
    ]);
  });

  it('a public collection is open to everyone: the scheduling rules', async () => {
    const visitor = subscribe(second, 'settings');
    // A screen refetches on it: a write between its first read and this moment is not lost.
    expect(await visitor.ready).toEqual({ collection: 'settings', operation: 'subscribed', id: '' });
    const token = await first.adminToken();
    const input = buildAppointmentSettings({ availableDays: [1, 2, 3], availableHours: { start: '08:00', end: '17:00' } });
    const saved = await first.graphql(SAVE_APPOINTMENT_SETTINGS, { input }, token);
    expect(saved.body.errors).toBeUndefined();
    expect(await visitor.waitFor(1)).toEqual([{ collection: 'settings', operation: 'updated', id: 'appointment_settings' }]);
  });
});
