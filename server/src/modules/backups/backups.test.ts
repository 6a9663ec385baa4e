import fs from 'node:fs';
import path from 'node:path';
import { AuthMessages, BackupMessages, wallClock } from '@plumbing/shared';
import { BACK_UP_NOW, BACKUP_KEY, BACKUP_KEY_FILE, BACKUP_STATUS, BACKUPS, type BackupStatusAnswer } from '../../../test/operations';
import { fillSite, SITE_CONTENT_NOW } from '../../../test/site-content';
import { tempDirs } from '../../../test/temp-dirs';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { backupsToDelete } from './retention';

const tempDir = tempDirs();

async function settled(server: TestServer, token: string): Promise<BackupStatusAnswer> {
  for (;;) {
    const status = (await server.graphql(BACKUP_STATUS, {}, token)).body.data.backupStatus;
    if (!status.running && status.lastRun) return status;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('backups in the admin', () => {
  let server: TestServer;
  let token: string;
  let clock = SITE_CONTENT_NOW;
  const backupDir = tempDir('backups-admin-');

  beforeAll(async () => {
    server = await startTestServer({
      env: { BACKUP_DIR: backupDir },
      overrides: { appointments: { now: () => SITE_CONTENT_NOW }, backups: { now: () => clock } },
    });
    token = await server.adminToken();
    await fillSite(server, token);
  });
  afterAll(() => server.close());

  it('every backup operation and the download are refused without a valid admin token', async () => {
    for (const operation of [BACKUPS, BACKUP_STATUS, BACK_UP_NOW]) {
      const answer = await server.graphql(operation, {}, 'not-a-token');
      expect(answer.body.errors?.[0].message).toBe('User is not authenticated');
    }
    const name = 'backup-2026-03-02T1500Z.tar.gz';
    fs.writeFileSync(path.join(backupDir, name), 'archive');
    expect((await fetch(`${server.url}/api/admin/backups/${name}`)).status).toBe(401);
    expect((await fetch(`${server.url}/api/admin/backups/${name}`, { headers: { authorization: 'Bearer forged' } })).status).toBe(401);
    const form = await fetch(`${server.url}/api/admin/backups/${name}`, { method: 'POST', body: new URLSearchParams({ token: 'forged' }) });
    expect(form.status).toBe(401);
    fs.rmSync(path.join(backupDir, name));
  });

  it('says where the backup key is, and hands it to the owner who gives the password again, to no one else (issue #51)', async () => {
    const keyFile = path.join(server.config.dataDir, 'backup-key');
    expect((await server.graphql(BACKUP_KEY_FILE, {}, token)).body.data.backupStatus.keyFile).toBe(keyFile);
    expect((await server.graphql(BACKUP_KEY, { password: 'not the password' }, token)).body.errors?.[0].message).toBe(
      AuthMessages.wrongPassword,
    );
    expect((await server.graphql(BACKUP_KEY, { password: 'owner password' }, 'not-a-token')).body.errors?.[0].message).toBe(
      'User is not authenticated',
    );
    const answer = await server.graphql(BACKUP_KEY, { password: 'owner password' }, token);
    expect(answer.body.data.backupKey).toBe(fs.readFileSync(keyFile, 'utf8').trim());
  });

  it('"Back up now" makes a backup in the background, one at a time; it is listed with what it holds and downloads whole', async () => {
    const [first, second] = await Promise.all([server.graphql(BACK_UP_NOW, {}, token), server.graphql(BACK_UP_NOW, {}, token)]);
    expect([first.body.data.backUpNow, second.body.data.backUpNow]).toEqual(
      expect.arrayContaining([
        { ok: true, error: null },
        { ok: false, error: BackupMessages.alreadyRunning },
      ]),
    );
    const status = await settled(server, token);
    expect(status).toMatchObject({
      running: false,
      progress: null,
      warning: null,
      lastRun: { trigger: 'manual', status: 'succeeded', error: null },
    });

    const [backup] = (await server.graphql(BACKUPS, {}, token)).body.data.backups;
    expect(backup.name).toBe('backup-2026-03-02T1500Z.tar.gz');
    expect(backup.name).toBe(status.lastRun!.fileName);
    expect(backup.rows).toBeGreaterThan(20);
    expect(backup.photos).toBeGreaterThan(4);
    const bytes = fs.readFileSync(path.join(backupDir, backup.name));
    expect(backup.size).toBe(bytes.length);
    // Customers' details and the owner's password hash: readable by the site's own user only (issue #37).
    expect((fs.statSync(path.join(backupDir, backup.name)).mode & 0o777).toString(8)).toBe('600');
    expect((fs.statSync(backupDir).mode & 0o777).toString(8)).toBe('700');

    const byHeader = await fetch(`${server.url}/api/admin/backups/${backup.name}`, { headers: { authorization: `Bearer ${token}` } });
    expect(byHeader.headers.get('content-disposition')).toBe(`attachment; filename="${backup.name}"`);
    expect(Buffer.from(await byHeader.arrayBuffer())).toEqual(bytes);
    const byForm = await fetch(`${server.url}/api/admin/backups/${backup.name}`, { method: 'POST', body: new URLSearchParams({ token }) });
    expect(Buffer.from(await byForm.arrayBuffer())).toEqual(bytes);

    for (const name of ['backup-x.tar.gz', '..%2F..%2Fjwt-secret', 'backup-2026-03-02T1500Z.tar.gz%00']) {
      expect((await fetch(`${server.url}/api/admin/backups/${name}`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(404);
    }
  });

  it('warns on every admin screen when the newest backup is older than 48 hours or the last one failed', async () => {
    clock = new Date(SITE_CONTENT_NOW.getTime() + 49 * 3600 * 1000);
    expect((await server.graphql(BACKUP_STATUS, {}, token)).body.data.backupStatus.warning).toBe(
      BackupMessages.stale('Mon, Mar 2, 2026, 10:00 AM ET'),
    );

    // A backup that cannot be written (BACKUP_DIR's place taken by a file) fails, and says why.
    const blocked = await startTestServer({
      env: { BACKUP_DIR: path.join(tempDir('backups-blocked-'), 'file') },
      databaseUrl: server.databaseUrl,
    });
    try {
      fs.writeFileSync(blocked.config.backups.dir, 'not a folder');
      const blockedToken = await blocked.adminToken(); // its own signing secret (DATA_DIR)
      expect((await blocked.graphql(BACK_UP_NOW, {}, blockedToken)).body.data.backUpNow.ok).toBe(true);
      const status = await settled(blocked, blockedToken);
      expect(status.lastRun).toMatchObject({ status: 'failed', error: expect.stringContaining('EEXIST') });
      expect(status.warning).toMatch(/^The last backup failed \(.+\): EEXIST/);
    } finally {
      await blocked.close();
    }
  });

  it('the nightly backup runs at 03:00 business time', async () => {
    const { nextRunAt, scheduled } = (await server.graphql(BACKUP_STATUS, {}, token)).body.data.backupStatus;
    expect(scheduled).toBe(true);
    expect(wallClock(new Date(nextRunAt!), 'America/New_York').time).toBe('03:00');
    expect(new Date(nextRunAt!).getTime() - Date.now()).toBeLessThanOrEqual(24 * 3600 * 1000);
  });
});

describe('a site never backed up', () => {
  it('is not nagged on its first days; after 48 hours without any backup, the owner is warned', async () => {
    let clock = new Date();
    const server = await startTestServer({ env: { BACKUP_DIR: tempDir('backups-none-') }, overrides: { backups: { now: () => clock } } });
    try {
      const token = await server.adminToken();
      expect((await server.graphql(BACKUP_STATUS, {}, token)).body.data.backupStatus.warning).toBeNull();
      clock = new Date(Date.now() + 49 * 3600 * 1000);
      expect((await server.graphql(BACKUP_STATUS, {}, token)).body.data.backupStatus.warning).toBe(BackupMessages.never);
    } finally {
      await server.close();
    }
  });
});

describe('the nightly backup with two instances', () => {
  it('is made once, by one of them, even when both run it at once or one runs it late; retention keeps the right files', async () => {
    const backupDir = tempDir('backups-shared-');
    // Nights gone by: one backup a night for 60 nights, and a second one on some nights.
    const night = new Date('2026-03-02T08:00:00Z'); // 03:00 in New York
    const old: string[] = [];
    for (let day = 1; day <= 60; day++) {
      const at = new Date(night.getTime() - day * 24 * 3600 * 1000);
      const stamp = at.toISOString().slice(0, 16).replace(':', '');
      old.push(`backup-${stamp}Z.tar.gz`);
      if (day % 10 === 0) old.push(`backup-${stamp}Z-2.tar.gz`);
    }
    for (const name of old) fs.writeFileSync(path.join(backupDir, name), name);
    fs.writeFileSync(path.join(backupDir, 'notes.txt'), 'not a backup: left alone');

    const env = { BACKUP_DIR: backupDir };
    const overrides = { backups: { now: () => night } };
    const first = await startTestServer({ env, overrides });
    const second = await startTestServer({ env, overrides, databaseUrl: first.databaseUrl });
    try {
      await Promise.all([first.app.services.backups.runScheduled(), second.app.services.backups.runScheduled()]);
      await second.app.services.backups.runScheduled(); // late: the night is made already
      const runs = await first.app.services.db.query(`SELECT trigger, night::text, status FROM backup_run`);
      expect(runs).toEqual([{ trigger: 'scheduled', night: '2026-03-02', status: 'succeeded' }]);

      // Kept: tonight's (a Monday) and the 6 nights before (7 days); the newest of each of the last 4 weeks: this one
      // (tonight's), the week of Feb 23 (its Sunday, Mar 1, kept already), of Feb 16 and of Feb 9 (their Sundays).
      expect(fs.readdirSync(backupDir).sort()).toEqual(
        [
          ...['03-02', '03-01', '02-28', '02-27', '02-26', '02-25', '02-24'].map((day) => `backup-2026-${day}T0800Z.tar.gz`),
          'backup-2026-02-22T0800Z.tar.gz',
          'backup-2026-02-15T0800Z.tar.gz',
          'notes.txt',
        ].sort(),
      );
    } finally {
      await second.close();
      await first.close();
    }
  });
});

describe('retention', () => {
  const at = (iso: string) => ({ name: iso, createdAt: new Date(iso) });
  const rule = { keepDaily: 2, keepWeekly: 2, timeZone: 'America/New_York' };

  it('keeps the newest of each of the last days and weeks, in the business time zone', () => {
    const backups = [
      at('2026-03-04T08:00:00Z'), // Wed
      at('2026-03-03T20:00:00Z'), // Tue evening: newest of Tuesday
      at('2026-03-03T08:00:00Z'), // Tue night
      at('2026-03-02T08:00:00Z'), // Mon
      at('2026-03-01T08:00:00Z'), // Sun: newest of the week before
      at('2026-02-27T08:00:00Z'),
      at('2026-02-22T08:00:00Z'), // Sun of the week of Feb 16
    ];
    expect(backupsToDelete(backups, rule).map((b) => b.name)).toEqual([
      '2026-03-03T08:00:00Z',
      '2026-03-02T08:00:00Z',
      '2026-02-27T08:00:00Z',
      '2026-02-22T08:00:00Z',
    ]);
  });

  it('counts a late-evening backup in its own day where the business is, not in UTC', () => {
    // 2026-03-04T02:00Z is still Tuesday evening in New York.
    const backups = [at('2026-03-04T02:00:00Z'), at('2026-03-03T12:00:00Z')];
    expect(backupsToDelete(backups, { ...rule, keepWeekly: 0, keepDaily: 1 }).map((b) => b.name)).toEqual(['2026-03-03T12:00:00Z']);
  });
});
