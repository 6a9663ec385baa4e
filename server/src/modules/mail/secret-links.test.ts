import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import * as tar from 'tar';
import pino from 'pino';
import { startSmtpCatcher, type SmtpCatcher } from '@plumbing/test-support';
import { buildAppointment, buildBusinessProfile } from '../../../test/factories';
import {
  APPOINTMENT_BY_TOKEN,
  APPOINTMENTS,
  REQUEST_APPOINTMENT,
  SAVE_BUSINESS_PROFILE,
  SET_APPOINTMENT_STATUS,
} from '../../../test/operations';
import { createTestDatabase } from '../../../test/test-database';
import { tempDirs } from '../../../test/temp-dirs';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { openAppDatabase } from '../../database';
import { migrations } from '../../db/migrations';
import { createLogger } from '../../logger';
import { secretTokenHash } from '../../lib/secret-token';
import { writeBackup } from '../backups';
import { TEST_BACKUP_KEY } from '../../../test/backup-key';

// Monday 2026-03-02, 10:00 in New York: the booked visit is ahead, its reminder and review request are written.
const NOW = new Date('2026-03-02T15:00:00Z');
const TOKEN = /[A-Za-z0-9_-]{43}/g;
const tempDir = tempDirs();

/** A log destination that keeps every line in `lines`. */
const lineCollector = (lines: string[]) =>
  new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });

/** Every 43-character run in `text` that is a live manage, unsubscribe or calendar-feed token of the site. */
async function workingTokensIn(text: string, server: TestServer): Promise<string[]> {
  const rows: Array<{ hash: Buffer }> = await server.app.services.db.query(
    `SELECT token_hash AS hash FROM appointment_manage_token UNION ALL SELECT token_hash FROM email_unsubscribe_token`,
  );
  const live = new Set(rows.map((row) => row.hash.toString('hex')));
  return [...new Set(text.match(TOKEN) ?? [])].filter((candidate) => live.has(secretTokenHash(candidate).toString('hex')));
}

// Issue #37, item 1: a link that is a credential is minted when its e-mail goes out and is never stored.
describe('manage and unsubscribe links are never kept in a working form', () => {
  let smtp: SmtpCatcher;
  let server: TestServer;
  let token: string;
  const logged: string[] = [];

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    server = await startTestServer({
      env: { SMTP_URL: smtp.url, ADMIN_NOTIFY_EMAIL: 'office@example.com' },
      overrides: { appointments: { now: () => NOW }, mail: { pollMs: 60_000, now: () => NOW } },
      logger: pino({ level: 'info' }, lineCollector(logged)),
    });
    token = await server.adminToken();
    await server.graphql(
      SAVE_BUSINESS_PROFILE,
      { input: buildBusinessProfile({ reviewUrl: 'https://g.page/r/gulf-coast-plumbing/review' }) },
      token,
    );
  });
  afterAll(async () => {
    await server.close();
    await smtp.stop();
  });

  it('the customer gets working links; the outbox, the log and a backup of every table hold none', async () => {
    expect(
      (await server.graphql(REQUEST_APPOINTMENT, { input: buildAppointment() }, undefined, { 'x-forwarded-for': '10.5.0.1' })).body.data
        .requestAppointment.success,
    ).toBe(true);
    const [{ id }] = (await server.graphql(APPOINTMENTS, {}, token)).body.data.appointments;
    await server.graphql(SET_APPOINTMENT_STATUS, { id, status: 'confirmed' }, token);
    await server.graphql(SET_APPOINTMENT_STATUS, { id, status: 'completed' }, token);
    await server.graphql(SET_APPOINTMENT_STATUS, { id, status: 'confirmed' }, token);
    // The reminder and the review request (withdrawn by the second confirmation) carry an unsubscribe link: send them now.
    await server.app.services.db.query(`UPDATE outbox_email SET status = 'pending' WHERE kind = 'review-request'`);
    await server.app.services.db.query(
      `UPDATE outbox_email SET next_attempt_at = '2026-03-01', scheduled_for = '2026-03-01' WHERE status = 'pending' AND scheduled_for IS NOT NULL`,
    );
    await server.app.services.outbox.drainDue();
    const mails = await smtp.waitFor(6);

    // What reached the customer works.
    const received = mails.find((mail) => mail.subject?.startsWith('We received'))!;
    const manage = /\/appointments\/([\w-]{43})/.exec(received.text ?? '')![1];
    expect((await server.graphql(APPOINTMENT_BY_TOKEN, { token: manage })).body.data.appointmentByToken).toMatchObject({
      status: 'confirmed',
    });
    const withUnsubscribe = mails.filter((mail) => /\/unsubscribe\/[\w-]{43}/.test(mail.text ?? ''));
    expect(withUnsubscribe.map((mail) => mail.subject).sort()).toEqual([
      expect.stringMatching(/^How did we do\?/),
      expect.stringMatching(/^Reminder:/),
    ]);
    const customerLinks = mails.flatMap((mail) => (mail.text ?? '').match(TOKEN) ?? []);
    expect(await workingTokensIn(customerLinks.join(' '), server)).not.toEqual([]);

    // What the site keeps holds placeholders only: the outbox's text, HTML and headers ...
    const outbox: Array<{ text: string; html: string; headers: unknown }> = await server.app.services.db.query(
      `SELECT text, html, headers FROM outbox_email`,
    );
    const stored = JSON.stringify(outbox);
    expect(stored).toContain('{{secret-link:manage}}');
    expect(stored).toContain('{{secret-link:unsubscribe}}');
    expect(await workingTokensIn(stored, server)).toEqual([]);
    // ... the log ...
    expect(await workingTokensIn(logged.join('\n'), server)).toEqual([]);
    // ... and every table of a backup.
    const file = path.join(tempDir('secret-links-backup-'), 'site.tar.gz');
    await writeBackup({ db: server.app.services.db, storage: server.app.services.media.storage, file, key: TEST_BACKUP_KEY });
    const unpacked = tempDir('secret-links-unpacked-');
    await tar.x({ file, cwd: unpacked });
    const tables = fs.readdirSync(path.join(unpacked, 'database'));
    expect(tables).toEqual(expect.arrayContaining(['outbox_email.tsv', 'appointment_manage_token.tsv', 'email_unsubscribe_token.tsv']));
    const everything = tables.map((table) => fs.readFileSync(path.join(unpacked, 'database', table), 'utf8')).join('\n');
    expect(await workingTokensIn(everything, server)).toEqual([]);
  });

  it('without SMTP_URL an e-mail is recorded with its placeholder: no link is minted, none is logged', async () => {
    const lines: string[] = [];
    const offline = await startTestServer({
      overrides: { appointments: { now: () => NOW }, mail: { pollMs: 60_000 } },
      logger: pino({ level: 'info' }, lineCollector(lines)),
    });
    try {
      expect(
        (await offline.graphql(REQUEST_APPOINTMENT, { input: buildAppointment() }, undefined, { 'x-forwarded-for': '10.5.0.2' })).body.data
          .requestAppointment.success,
      ).toBe(true);
      for (const deadline = Date.now() + 5_000; !lines.some((line) => line.includes('e-mail recorded, not sent')) && Date.now() < deadline;)
        await new Promise((resolve) => setTimeout(resolve, 20));
      const recorded = lines.find((line) => line.includes('appointment-received') && line.includes('e-mail recorded, not sent'))!;
      expect(recorded).toContain('{{secret-link:manage}}');
      expect(await offline.app.services.db.query(`SELECT count(*)::int AS n FROM appointment_manage_token`)).toEqual([{ n: 0 }]);
    } finally {
      await offline.close();
    }
  });
});

describe('the migration of e-mails written before', () => {
  it('replaces every stored manage and unsubscribe link by its placeholder, in text, HTML and headers', async () => {
    const before = migrations.findIndex((migration) => migration.name === 'SecretLinks1763910000000');
    const database = await createTestDatabase(migrations.slice(0, before));
    try {
      const manage = 'http://localhost:4000/appointments/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
      const unsubscribe = 'https://plumbing.example/unsubscribe/ZyXwVuTsRqPoNmLkJiHgFeDcBa9876543210-_abcde';
      await database.db.query(
        `INSERT INTO outbox_email (kind, to_address, subject, text, html, headers) VALUES ('appointment-reminder', 'dana@example.com', 'Reminder', $1, $2, $3)`,
        [
          `Manage your appointment: ${manage}\nUnsubscribe: ${unsubscribe}\n`,
          `<a href="${manage}">Manage</a> <a href="${unsubscribe}">Unsubscribe</a>`,
          { 'List-Unsubscribe': `<${unsubscribe}>` },
        ],
      );
      await (await openAppDatabase(database.url, createLogger('silent'))).destroy();
      expect(await database.db.query(`SELECT text, html, headers FROM outbox_email`)).toEqual([
        {
          text: 'Manage your appointment: {{secret-link:manage}}\nUnsubscribe: {{secret-link:unsubscribe}}\n',
          html: '<a href="{{secret-link:manage}}">Manage</a> <a href="{{secret-link:unsubscribe}}">Unsubscribe</a>',
          headers: { 'List-Unsubscribe': '<{{secret-link:unsubscribe}}>' },
        },
      ]);
    } finally {
      await database.drop();
    }
  });
});
