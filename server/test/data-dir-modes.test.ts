import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { spawnServer, tempDataDir, testPhoto } from '@plumbing/test-support';

/** Every folder and file under `dir` (not `dir` itself), each with its permission bits in octal; one removed meanwhile is left out. */
function modesUnder(dir: string): { entry: string; folder: boolean; mode: string }[] {
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).flatMap((entry) => {
    const stat = fs.lstatSync(path.join(dir, entry), { throwIfNoEntry: false });
    return stat ? [{ entry, folder: stat.isDirectory(), mode: (stat.mode & 0o777).toString(8) }] : [];
  });
}

/**
 * Issue #49: customers' photos, their details and the site's secrets are on disk under DATA_DIR:
 * no other user of the machine may read them. An install from before (DATA_DIR 0755, photos 0644 in
 * folders 0755) is tightened when it starts.
 */
describe('the modes of what the site keeps under DATA_DIR', () => {
  it('a photo uploaded through the server is 0600 in folders 0700, and DATA_DIR is private; an older install is tightened', async () => {
    const dataDir = tempDataDir('plumbing-modes-');
    fs.chmodSync(dataDir, 0o755); // as earlier versions made it
    const earlier = path.join(dataDir, 'uploads', 'projects', 'earlier');
    fs.mkdirSync(earlier, { recursive: true, mode: 0o755 });
    fs.writeFileSync(path.join(earlier, 'photo.jpg'), await testPhoto(40, 30), { mode: 0o644 });
    const server = await spawnServer({ DATA_DIR: dataDir });
    try {
      const { token } = await (await fetch(`${server.url}/api/customer-photos/token`, { method: 'POST' })).json();
      const upload = await fetch(`${server.url}/api/customer-photos`, {
        method: 'POST',
        headers: { 'content-type': 'image/jpeg', 'x-upload-token': token },
        body: new Uint8Array(await testPhoto(800, 600)),
      });
      expect(upload.status).toBe(201);

      const uploads = modesUnder(path.join(dataDir, 'uploads'));
      expect(uploads.filter(({ entry }) => entry.startsWith('customer-photos/') && entry.endsWith('.jpg')).length).toBeGreaterThan(0);
      expect(uploads.filter(({ folder, mode }) => mode !== (folder ? '700' : '600'))).toEqual([]);
      // Nothing anywhere under DATA_DIR (secrets, database, spool, backups) is open to group or others.
      expect(modesUnder(dataDir).filter(({ mode }) => !mode.endsWith('00'))).toEqual([]);
      // As root the database runs as the postgres user, which must pass through DATA_DIR to its own
      // folder: DATA_DIR is then of the postgres group, which may pass but not look (as /etc/ssl/private is of ssl-cert).
      const stat = fs.statSync(dataDir);
      const postgresGroup = () => Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
      expect([(stat.mode & 0o777).toString(8), stat.gid]).toEqual(
        process.getuid?.() === 0 ? ['710', postgresGroup()] : ['700', process.getgid?.()],
      );
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
