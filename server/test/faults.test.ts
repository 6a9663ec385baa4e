import { adminSetup, freeSlots, requestSlot } from './booking-client';
import { APPOINTMENT_SETTINGS, APPOINTMENTS, graphqlAt } from './operations';
import { startPostgresProcess } from './postgres-process';
import { isAlive, postgresPid, spawnServer } from '@plumbing/test-support';
import { tempDirs } from './temp-dirs';

const tempDir = tempDirs();

async function healthStatus(url: string): Promise<number> {
  return fetch(`${url}/healthz`).then((response) => response.status, () => 0);
}

async function waitForHealth(url: string, status: number, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await healthStatus(url)) !== status) {
    if (Date.now() > deadline) throw new Error(`/healthz did not answer ${status} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('faults: nothing acknowledged is lost', () => {
  it('the database restarted under load: /healthz says 503 meanwhile, then the app carries on by itself', async () => {
    const clusterDir = tempDir('plumbing-fault-db-');
    let postgres = await startPostgresProcess(clusterDir);
    const port = Number(new URL(postgres.url).port);
    const app = await spawnServer({ DATABASE_URL: postgres.url, DATA_DIR: tempDir('plumbing-fault-app-'), LOG_LEVEL: 'fatal' });
    try {
      const slots = await freeSlots(app.url, 2);
      expect((await requestSlot(app.url, slots[0])).success).toBe(true);

      // Load during the outage: every answer is an answer (no hang, no crash of the process).
      let stop = false;
      const load = (async () => {
        let answered = 0;
        while (!stop) {
          await fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: APPOINTMENT_SETTINGS }) }).then(
            () => (answered += 1),
            () => undefined,
          );
        }
        return answered;
      })();

      await postgres.stop();
      await waitForHealth(app.url, 503);
      postgres = await startPostgresProcess(clusterDir, port);
      await waitForHealth(app.url, 200);
      stop = true;
      expect(await load).toBeGreaterThan(0);
      expect(app.child.exitCode).toBeNull();

      // The pool reconnected: writes work again, and the first booking survived.
      expect((await requestSlot(app.url, slots[1])).success).toBe(true);
      const token = await adminSetup(app.url);
      const { appointments } = await graphqlAt(app.url, APPOINTMENTS, {}, { token });
      expect(appointments).toHaveLength(2);
    } finally {
      app.child.kill('SIGTERM');
      await app.exited;
      await postgres.stop();
    }
  });

  it('the embedded database killed with SIGKILL under load: the site starts it again and carries on within 15 s, without a restart of Node', async () => {
    const dataDir = tempDir('plumbing-fault-embedded-');
    const app = await spawnServer({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
    try {
      const slots = await freeSlots(app.url, 2);
      expect((await requestSlot(app.url, slots[0])).success).toBe(true);
      let stop = false;
      const load = (async () => {
        while (!stop) await fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: APPOINTMENT_SETTINGS }) }).catch(() => undefined);
      })();

      const killed = postgresPid(dataDir)!;
      process.kill(killed, 'SIGKILL');
      await waitForHealth(app.url, 503, 5_000);
      await waitForHealth(app.url, 200, 15_000);
      stop = true;
      await load;
      expect(isAlive(killed)).toBe(false);
      expect(postgresPid(dataDir)).not.toBe(killed);
      expect(app.child.exitCode).toBeNull();
      expect(app.output()).toContain('embedded PostgreSQL running again');

      // Writes work again, and the booking committed before the kill survived it (crash recovery).
      expect((await requestSlot(app.url, slots[1])).success).toBe(true);
      const token = await adminSetup(app.url);
      expect((await graphqlAt(app.url, APPOINTMENTS, {}, { token })).appointments.map((a) => a.preferredDate).sort()).toEqual(slots);
    } finally {
      app.child.kill('SIGTERM');
      await app.exited;
    }
    // The stop stopped the restarted database too.
    expect(postgresPid(dataDir)).toBeUndefined();
  });

  it('the app killed with SIGKILL during a booking burst: every booking it acknowledged is there after the restart', async () => {
    const dataDir = tempDir('plumbing-fault-kill-');
    const first = await spawnServer({ DATA_DIR: dataDir, LOG_LEVEL: 'fatal' });
    const token = await adminSetup(first.url);
    const slots = await freeSlots(first.url, 40);

    const acknowledged: string[] = [];
    const burst = slots.map(async (slot, i) => {
      await new Promise((resolve) => setTimeout(resolve, i * 10)); // spread over ~0.4 s
      const answer = await requestSlot(first.url, slot).catch(() => undefined);
      if (answer?.success) acknowledged.push(slot);
    });
    // Kill it mid-burst, once some bookings are through.
    while (acknowledged.length < 5) await new Promise((resolve) => setTimeout(resolve, 5));
    first.child.kill('SIGKILL');
    await Promise.all(burst);
    expect(await first.exited).toBeNull();
    expect(acknowledged.length).toBeLessThan(slots.length); // the kill really cut the burst short

    // The next start finds the orphaned database, stops it, and starts it again on the same data.
    const second = await spawnServer({ DATA_DIR: dataDir, LOG_LEVEL: 'fatal' });
    try {
      const { appointments } = await graphqlAt(second.url, APPOINTMENTS, {}, { token });
      const stored = new Set(appointments.map((appointment) => appointment.preferredDate));
      expect(acknowledged.filter((slot) => !stored.has(slot))).toEqual([]);
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }
  });
});
