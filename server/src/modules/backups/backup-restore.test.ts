import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { buffer } from 'node:stream/consumers';
import * as tar from 'tar';
import { databaseSnapshot } from '../../../test/database-snapshot';
import {
  CONTACT_MESSAGES,
  LOGIN,
  PAGES,
  PROJECTS,
  SEND_CONTACT_MESSAGE,
  SEO_SETTINGS,
  APPOINTMENTS,
  APPOINTMENT_SETTINGS,
} from '../../../test/operations';
import { startS3TestServer, type S3TestServer } from '../../../test/s3-test-server';
import { fillSite, SITE_CONTENT_NOW } from '../../../test/site-content';
import { createTestDatabase } from '../../../test/test-database';
import { tempDirs } from '../../../test/temp-dirs';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { webDistFixture } from '../../../test/web-dist-fixture';
import { testPhoto } from '@plumbing/test-support';
import { buildContactMessage } from '../../../test/factories';
import { openAppDatabase } from '../../database';
import { createLogger } from '../../logger';
import type { MediaStorage } from '../media';
import { createMediaStorage } from '../media';
import { readConfig } from '../../config/env';
import { BACKUP_FORMAT, MANIFEST_FILE } from './backup-manifest';
import { signManifest, SIGNATURE_FILE } from './backup-signature';
import { BackupRefused, openBackup } from './backup-reader';
import { existingData, restoreBackup } from './backup-restore';
import { writeBackup } from './backup-writer';
import { TEST_BACKUP_KEY } from '../../../test/backup-key';

const silent = createLogger('silent');
const OWNER_PASSWORD = 'owner password';
const web = webDistFixture();
afterAll(() => web.remove());

const tempDir = tempDirs();

async function photosOf(storage: MediaStorage): Promise<Record<string, Buffer>> {
  const photos: Record<string, Buffer> = {};
  for (const key of await storage.list('')) photos[key] = await buffer((await storage.get(key))!.body);
  return photos;
}

/** Requests a visitor and the owner make, over and over until stopped; answers how many were served and any that failed. */
function keepServing(server: TestServer, photoUrl: string) {
  let stopped = false;
  const failures: string[] = [];
  let served = 0;
  const loop = async () => {
    while (!stopped) {
      for (const url of ['/sitemap.xml', photoUrl, '/pages/drain-cleaning', '/graphql?query=%7Bprojects%7Bid%20title%7D%7D']) {
        const response = await fetch(`${server.url}${url}`, { headers: { 'apollo-require-preflight': 'true' } });
        await response.arrayBuffer();
        if (response.status !== 200) failures.push(`${url}: ${response.status}`);
        served++;
      }
    }
  };
  const loops = [loop(), loop()];
  return {
    async stop() {
      stopped = true;
      await Promise.all(loops);
      return { served, failures };
    },
  };
}

/** What a visitor and the owner see of a site: its pages, its answers, its photos. */
async function whatTheSiteServes(server: TestServer, photoUrls: string[]) {
  const token = (await server.graphql(LOGIN, { email: 'owner@example.com', password: OWNER_PASSWORD })).body.data.login.token!;
  const pages: Record<string, unknown> = {};
  for (const url of ['/pages/drain-cleaning', '/pages/water-heater-services', '/drains', '/sitemap.xml', '/robots.txt', ...photoUrls]) {
    const response = await fetch(`${server.url}${url}`, { redirect: 'manual' });
    const body = Buffer.from(await response.arrayBuffer());
    pages[url] = {
      status: response.status,
      location: response.headers.get('location'),
      body: url.startsWith('/uploads/') ? body : body.toString(),
    };
  }
  return {
    pages,
    projects: (await server.graphql(PROJECTS, {})).body.data,
    contentPages: (await server.graphql(PAGES, {})).body.data,
    seo: (await server.graphql(SEO_SETTINGS, {})).body.data,
    scheduling: (await server.graphql(APPOINTMENT_SETTINGS, {})).body.data,
    appointments: (await server.graphql(APPOINTMENTS, {}, token)).body.data,
    messages: (await server.graphql(CONTACT_MESSAGES, {}, token)).body.data,
  };
}

describe.each([
  ['local disk', false],
  ['S3 (s3rver)', true],
])('backup and restore, photos on %s', (_name, useS3) => {
  let s3: S3TestServer | undefined;
  let source: TestServer;
  let token: string;
  const options = (dataDir: string, bucket: string, databaseUrl?: string) => ({
    webDistDir: web.dir,
    databaseUrl,
    env: { DATA_DIR: dataDir, ...(s3 && { ...s3.env, S3_BUCKET: bucket }) },
    overrides: { appointments: { now: () => SITE_CONTENT_NOW }, mail: { pollMs: 60_000 } },
  });
  const storageOf = (dataDir: string, bucket: string) => {
    const { config } = readConfig({ DATA_DIR: dataDir, ...(s3 && { ...s3.env, S3_BUCKET: bucket }) });
    return createMediaStorage(config!);
  };

  beforeAll(async () => {
    if (useS3) s3 = await startS3TestServer();
    source = await startTestServer(options(tempDir('backup-source-'), 'photos'));
    token = await source.adminToken();
    await fillSite(source, token);
    // A customer's photo with a message (issue #40): private, and carried like every stored file.
    const { token: photoToken } = await (await fetch(`${source.url}/api/customer-photos/token`, { method: 'POST' })).json();
    const sent = await fetch(`${source.url}/api/customer-photos`, {
      method: 'POST',
      headers: { 'x-upload-token': photoToken },
      body: new Uint8Array(await testPhoto(900, 600)),
    });
    expect(sent.status).toBe(201);
    await source.graphql(SEND_CONTACT_MESSAGE, { input: buildContactMessage({ name: 'Photo Sender', photoToken }) }, undefined, {
      'x-forwarded-for': '10.7.0.1',
    });
    // Its alert goes out just after the answer: the backup below is then of a site at rest, as the test compares it with.
    const alertWaiting = `SELECT count(*)::int AS n FROM outbox_email WHERE status = 'pending' AND text LIKE '%Photo Sender%'`;
    while ((await source.app.services.db.query(alertWaiting))[0].n > 0) await new Promise((resolve) => setTimeout(resolve, 50));
  });
  afterAll(async () => {
    await source.close();
    await s3?.stop();
  });

  it('a backup taken while the site serves restores into a fresh data directory: every row equal, every photo byte-identical, the same pages', async () => {
    const sourcePhotos = await photosOf(source.app.services.media.storage);
    expect(Object.keys(sourcePhotos).filter((key) => key.startsWith('customer-photos/'))).toHaveLength(2); // the photo and its thumbnail
    const photoUrls = Object.keys(sourcePhotos)
      .filter((key) => key.startsWith('projects/'))
      .map((key) => `/uploads/${key}`);
    expect(photoUrls.length).toBeGreaterThanOrEqual(4);

    const load = keepServing(source, photoUrls[0]);
    const file = path.join(tempDir('backup-file-'), 'backup.tar.gz');
    const summary = await writeBackup({
      db: source.app.services.db,
      storage: source.app.services.media.storage,
      file,
      key: TEST_BACKUP_KEY,
    });
    const { served, failures } = await load.stop();
    expect(failures).toEqual([]);
    expect(served).toBeGreaterThan(0);
    expect(summary.manifest).toMatchObject({ format: BACKUP_FORMAT, photos: Object.keys(sourcePhotos) });
    expect(summary.manifest.tables.find((t) => t.name === 'appointment')!.rows).toBe(5);
    expect(fs.readdirSync(path.dirname(file))).toEqual(['backup.tar.gz']); // no temporary files left

    const target = await createTestDatabase([]);
    const targetDir = tempDir('backup-target-');
    const targetStorage = storageOf(targetDir, 'restored');
    const backup = await openBackup(file, { key: TEST_BACKUP_KEY, tempParent: tempDir('backup-open-') });
    await restoreBackup({ url: target.url, storage: targetStorage, backup });
    await (await openAppDatabase(target.url, silent)).destroy(); // as the restore command does: newer migrations (none here)

    const exclude = ['backup_run'];
    expect(await databaseSnapshot(target.db, { exclude })).toEqual(await databaseSnapshot(source.app.services.db, { exclude }));
    expect(await photosOf(targetStorage)).toEqual(sourcePhotos);

    const restored = await startTestServer(options(targetDir, 'restored', target.url));
    try {
      const original = await whatTheSiteServes(source, photoUrls);
      expect(original.pages).toMatchObject({
        '/pages/drain-cleaning': { status: 200 },
        '/drains': { status: 301 },
        [photoUrls[0]]: { status: 200 },
      });
      expect(await whatTheSiteServes(restored, photoUrls)).toEqual(original);
      // The owner of the restored site opens the customer's photo.
      const { contactMessages } = (await restored.graphql('{ contactMessages { name photos { url } } }', {}, await restored.adminToken()))
        .body.data;
      const [photo] = contactMessages.find((m: { name: string }) => m.name === 'Photo Sender').photos;
      const opened = await fetch(`${restored.url}${photo.url}`);
      expect(opened.status).toBe(200);
      expect(
        Buffer.from(await opened.arrayBuffer()).equals(
          Object.entries(sourcePhotos).find(([key]) => key.startsWith('customer-photos/') && !key.includes('thumb'))![1],
        ),
      ).toBe(true);
    } finally {
      await restored.close();
      await target.drop();
    }
  });

  it('writes during the backup: the archive holds one consistent moment (every message with its e-mail)', async () => {
    let sent = 0;
    let writing = true;
    const writer = (async () => {
      while (writing) {
        const input = buildContactMessage({ name: `Visitor ${sent}` });
        await source.graphql(SEND_CONTACT_MESSAGE, { input }, undefined, {
          'x-forwarded-for': `10.9.${Math.floor(sent / 250)}.${sent % 250}`,
        });
        sent++;
      }
    })();
    const file = path.join(tempDir('backup-file-'), 'backup.tar.gz');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await writeBackup({ db: source.app.services.db, storage: source.app.services.media.storage, file, key: TEST_BACKUP_KEY });
    writing = false;
    await writer;

    const target = await createTestDatabase([]);
    try {
      const backup = await openBackup(file, { key: TEST_BACKUP_KEY, tempParent: tempDir('backup-open-') });
      await restoreBackup({ url: target.url, storage: storageOf(tempDir('backup-target-'), 'consistent'), backup });
      const [{ messages }] = await target.db.query(`SELECT count(*)::int AS messages FROM contact_message`);
      const [{ emails }] = await target.db.query(`SELECT count(*)::int AS emails FROM outbox_email WHERE kind LIKE 'contact%'`);
      expect(messages).toBeGreaterThan(2);
      expect(emails).toBe(messages);
    } finally {
      await target.drop();
    }
  });
});

describe('a damaged or foreign archive is refused and changes nothing', () => {
  let source: TestServer;
  let good: string;
  let target: Awaited<ReturnType<typeof createTestDatabase>>;
  let targetStorage: MediaStorage;

  beforeAll(async () => {
    source = await startTestServer({ overrides: { appointments: { now: () => SITE_CONTENT_NOW }, mail: { pollMs: 60_000 } } });
    await fillSite(source, await source.adminToken());
    good = path.join(tempDir('backup-file-'), 'backup.tar.gz');
    await writeBackup({ db: source.app.services.db, storage: source.app.services.media.storage, file: good, key: TEST_BACKUP_KEY });
    // The target already holds a site of its own: whatever is refused must leave it as it is.
    target = await createTestDatabase();
    await target.db.query(`INSERT INTO page (title, slug) VALUES ('Ours', 'ours')`);
    targetStorage = storageOf(tempDir('backup-target-'));
    await targetStorage.put('projects/kept/main-image/ours.webp', Buffer.from('ours'));
  });
  afterAll(async () => {
    await target.drop();
    await source.close();
  });

  function storageOf(dataDir: string) {
    return createMediaStorage(readConfig({ DATA_DIR: dataDir }).config!);
  }

  /** Repacks the good archive after `change` edits its unpacked files, in the order the site writes them. */
  async function repacked(change: (folder: string) => void, name = 'edited.tar.gz'): Promise<string> {
    const folder = tempDir('backup-edit-');
    await tar.x({ file: good, cwd: folder });
    change(folder);
    const file = path.join(tempDir('backup-file-'), name);
    const order = [MANIFEST_FILE, SIGNATURE_FILE, 'database', 'photos'];
    const entries = fs.readdirSync(folder).sort((a, b) => (order.indexOf(a) + 1 || 99) - (order.indexOf(b) + 1 || 99));
    await tar.c({ gzip: true, file, cwd: folder }, entries);
    return file;
  }

  /** An attacker's edit of the unpacked archive that recomputes the manifest's checksums (and its signature, with `key`). */
  function forged(folder: string, key?: string) {
    const users = path.join(folder, 'database', 'admin_user.tsv');
    const [row] = fs.readFileSync(users, 'utf8').split('\n');
    fs.writeFileSync(users, `${row.replace(/owner@example\.com/, 'attacker@evil.example')}\n`);
    // Every page's HTML: its content, its Spanish version's, its draft's and its revisions' (issue #52).
    for (const table of ['page', 'page_revision']) {
      const file = path.join(folder, 'database', `${table}.tsv`);
      fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replaceAll('<p>', '<p><script>alert(1)</script>'));
    }
    const manifestFile = path.join(folder, MANIFEST_FILE);
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    for (const relative of ['database/admin_user.tsv', 'database/page.tsv', 'database/page_revision.tsv']) {
      const bytes = fs.readFileSync(path.join(folder, relative));
      manifest.files[relative] = { size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
    }
    const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 2));
    fs.writeFileSync(manifestFile, manifestBytes);
    if (key) fs.writeFileSync(path.join(folder, SIGNATURE_FILE), signManifest(manifestBytes, key));
  }

  const cases: Array<[string, () => Promise<string>, RegExp]> = [
    [
      'truncated',
      async () => {
        const file = path.join(tempDir('backup-file-'), 'truncated.tar.gz');
        const bytes = fs.readFileSync(good);
        fs.writeFileSync(file, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
        return file;
      },
      /truncated\.tar\.gz is damaged or incomplete and was not restored/,
    ],
    [
      'tampered (a row changed)',
      () =>
        repacked((folder) => {
          const table = path.join(folder, 'database', 'appointment.tsv');
          fs.writeFileSync(table, fs.readFileSync(table, 'utf8').replace('Customer pending', 'Customer pwned!'));
        }),
      /edited\.tar\.gz is damaged: database\/appointment\.tsv does not match its checksum/,
    ],
    [
      'tampered (a file added)',
      () => repacked((folder) => fs.writeFileSync(path.join(folder, 'database', 'extra.tsv'), 'x')),
      /holds files its manifest does not list \(database\/extra\.tsv\)/,
    ],
    [
      'foreign (no manifest)',
      () => repacked((folder) => fs.rmSync(path.join(folder, MANIFEST_FILE))),
      /is not a backup of this site \(it does not begin with a readable manifest\.json\)/,
    ],
    // Issue #37: SHA-256 proves an archive whole, the signature who made it.
    [
      'tampered, its checksums recomputed',
      () => repacked((folder) => forged(folder)),
      /edited\.tar\.gz was not signed with this site's backup key/,
    ],
    [
      'tampered and signed with another key',
      () => repacked((folder) => forged(folder, "another site's key, thirty-two characters or more")),
      /edited\.tar\.gz was not signed with this site's backup key/,
    ],
    ['unsigned', () => repacked((folder) => fs.rmSync(path.join(folder, SIGNATURE_FILE))), /edited\.tar\.gz carries no signature/],
    [
      'foreign (not an archive)',
      async () => {
        const file = path.join(tempDir('backup-file-'), 'notes.tar.gz');
        fs.writeFileSync(file, 'just some notes\n'.repeat(100));
        return file;
      },
      /notes\.tar\.gz is damaged or incomplete and was not restored/,
    ],
  ];

  it.each(cases)('%s', async (_name, make, message) => {
    const file = await make();
    const before = await databaseSnapshot(target.db);
    const photosBefore = await photosOf(targetStorage);
    const unpackInto = tempDir('backup-open-');
    const attempt = openBackup(file, { key: TEST_BACKUP_KEY, tempParent: unpackInto }).then((backup) =>
      restoreBackup({ url: target.url, storage: targetStorage, backup }),
    );
    await expect(attempt).rejects.toThrow(BackupRefused);
    await expect(attempt).rejects.toThrow(message);
    expect(await databaseSnapshot(target.db)).toEqual(before);
    expect(await photosOf(targetStorage)).toEqual(photosBefore);
    expect(fs.readdirSync(unpackInto)).toEqual([]);
  });

  /** Opening `file` is refused with `message`, and nothing was unpacked: nothing at all under TMPDIR. */
  async function refusedWithNothingWritten(file: string, message: RegExp) {
    const before = await databaseSnapshot(target.db);
    const unpackInto = tempDir('backup-open-');
    await expect(openBackup(file, { key: TEST_BACKUP_KEY, tempParent: unpackInto })).rejects.toThrow(message);
    expect(fs.readdirSync(unpackInto)).toEqual([]);
    expect(await databaseSnapshot(target.db)).toEqual(before);
  }

  it('a decompression bomb (100 MB of zeros in a few hundred KB) is refused at its header, before any of it is inflated or written (issue #37)', async () => {
    const file = await repacked(
      (folder) => fs.writeFileSync(path.join(folder, 'database', 'zeros.tsv'), Buffer.alloc(100 * 1024 * 1024)),
      'bomb.tar.gz',
    );
    expect(fs.statSync(file).size).toBeLessThan(2 * 1024 * 1024);
    await refusedWithNothingWritten(file, /bomb\.tar\.gz holds files its manifest does not list \(database\/zeros\.tsv\)/);
  });

  it('a tar header that declares an 8 GB table is refused at that header, nothing unpacked (issue #37)', async () => {
    // The good archive's manifest and signature, then a header claiming 8 GB for a table it lists, and a few bytes.
    const raw = zlib.gunzipSync(fs.readFileSync(good));
    const headerAt = (offset: number) => new tar.Header(raw.subarray(offset, offset + 512));
    let offset = 0;
    for (let entry = 0; entry < 2; entry += 1) offset += 512 + Math.ceil(headerAt(offset).size! / 512) * 512;
    const header = new tar.Header({ path: 'database/page.tsv', type: 'File', mode: 0o644, size: 8 * 1024 ** 3 - 1, mtime: new Date() });
    const block = Buffer.alloc(512);
    header.encode(block);
    const file = path.join(tempDir('backup-file-'), 'huge.tar.gz');
    fs.writeFileSync(file, zlib.gzipSync(Buffer.concat([raw.subarray(0, offset), block, Buffer.alloc(4096, 'x')])));
    await refusedWithNothingWritten(file, /huge\.tar\.gz is damaged: database\/page\.tsv does not match its checksum/);
  });

  it('restored --unsigned (the operator warned), a page is still cut down as a save would: no script reaches it (issue #37)', async () => {
    const file = await repacked((folder) => forged(folder), 'forged.tar.gz');
    const fresh = await createTestDatabase([]);
    try {
      const backup = await openBackup(file, { key: null, tempParent: tempDir('backup-open-') });
      await restoreBackup({ url: fresh.url, storage: storageOf(tempDir('backup-target-')), backup });
      await backup.close();
      const pages: Array<{ html: string }> = await fresh.db.query(
        `SELECT content || translations::text || coalesce(draft::text, '') AS html FROM page
          UNION ALL SELECT version::text FROM page_revision`,
      );
      expect(pages.map((page) => page.html).join('')).toContain('<p>Same-day drain cleaning.</p>');
      expect(pages.map((page) => page.html).join('')).not.toContain('<script');
    } finally {
      await fresh.drop();
    }
  });

  // Issue #36: a cut at any point is refused in the same plain words, and no unpacked file stays behind.
  it.each(Array.from({ length: 10 }, (_, i) => (i + 0.5) / 10))(
    'cut at %p of its length: refused as damaged, nothing left behind',
    async (fraction) => {
      const bytes = fs.readFileSync(good);
      const file = path.join(tempDir('backup-file-'), 'cut.tar.gz');
      fs.writeFileSync(file, bytes.subarray(0, Math.floor(bytes.length * fraction)));
      const unpackInto = tempDir('backup-unpack-');
      await expect(openBackup(file, { key: TEST_BACKUP_KEY, tempParent: unpackInto })).rejects.toThrow(
        /^cut\.tar\.gz is damaged or incomplete and was not restored/,
      );
      await new Promise((resolve) => setTimeout(resolve, 100)); // anything still being written would show by now
      expect(fs.readdirSync(unpackInto)).toEqual([]);
    },
  );

  it('a backup from a newer version (an unknown migration) is refused before anything is touched', async () => {
    const file = await repacked((folder) => {
      const manifestFile = path.join(folder, MANIFEST_FILE);
      const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
      manifest.migrations.push('Invoices1999999999999');
      // Made and signed by this site after an update that was rolled back.
      const manifestBytes = Buffer.from(JSON.stringify(manifest));
      fs.writeFileSync(manifestFile, manifestBytes);
      fs.writeFileSync(path.join(folder, SIGNATURE_FILE), signManifest(manifestBytes, TEST_BACKUP_KEY));
    });
    const before = await databaseSnapshot(target.db);
    const backup = await openBackup(file, { key: TEST_BACKUP_KEY, tempParent: tempDir('backup-open-') });
    await expect(restoreBackup({ url: target.url, storage: targetStorage, backup })).rejects.toThrow(
      /made by a newer version of the site \(its schema has Invoices1999999999999/,
    );
    expect(await databaseSnapshot(target.db)).toEqual(before);
  });

  it('tells what a restore would replace', async () => {
    expect(await existingData(target.url, targetStorage)).toEqual({ tables: [{ name: 'page', rows: 1 }], photos: 1 });
  });
});
