import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { openAppDatabase } from '../src/database';
import { createLogger } from '../src/logger';
import { openBackup, restoreBackup, writeBackup } from '../src/modules/backups';
import { LocalDiskStorage } from '../src/modules/media/local-disk-storage';
import { databaseSnapshot } from './database-snapshot';
import { startPostgresProcess } from './postgres-process';
import { fillSite, SITE_CONTENT_NOW } from './site-content';
import { tempDirs } from './temp-dirs';
import { createTestDatabase } from './test-database';
import { startTestServer } from './test-server';
import { TEST_BACKUP_KEY } from './backup-key';

const tempDir = tempDirs();

/** Run by jest.postgres15.config.cjs only: TEST_DATABASE_URL is Debian's PostgreSQL 15 there. */
describe('a backup made on the embedded PostgreSQL 18 restores into PostgreSQL 15', () => {
  it('every row equal, every photo byte-identical', async () => {
    const embeddedDir = tempDir('plumbing-pg18-');
    const embedded = await startPostgresProcess(embeddedDir);
    const source = await startTestServer({
      databaseUrl: embedded.url,
      overrides: { appointments: { now: () => SITE_CONTENT_NOW }, mail: { pollMs: 60_000 } },
    });
    const target = await createTestDatabase([]);
    try {
      await fillSite(source, await source.adminToken());
      const file = path.join(tempDir('pg15-backup-'), 'backup.tar.gz');
      const { manifest } = await writeBackup({
        db: source.app.services.db,
        storage: source.app.services.media.storage,
        file,
        key: TEST_BACKUP_KEY,
      });
      expect(manifest.postgresVersion).toMatch(/^18\./);

      const storage = new LocalDiskStorage(tempDir('pg15-uploads-'));
      await restoreBackup({
        url: target.url,
        storage,
        backup: await openBackup(file, { key: TEST_BACKUP_KEY, tempParent: tempDir('pg15-open-') }),
      });
      await (await openAppDatabase(target.url, createLogger('silent'))).destroy();
      expect((await target.db.query('SHOW server_version'))[0].server_version).toMatch(/^15\./);

      const exclude = ['backup_run'];
      expect(await databaseSnapshot(target.db, { exclude })).toEqual(await databaseSnapshot(source.app.services.db, { exclude }));
      for (const key of manifest.photos) {
        expect(await buffer((await storage.get(key))!.body)).toEqual(
          await buffer((await source.app.services.media.storage.get(key))!.body),
        );
      }
      expect(manifest.photos.length).toBeGreaterThan(4);
    } finally {
      await source.close();
      await target.drop();
      await embedded.stop();
    }
  }, 60_000);
});
