import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { isAlive, postgresPid, spawnServer, type ServerProcess } from '@plumbing/test-support';
import { REPO_ROOT } from '../src/config/env';
import { graphqlAt, LOGIN, postGraphql, PROJECTS } from './operations';
import { tempDirs } from './temp-dirs';

const dataDir = tempDirs();

interface Command {
  child: ReturnType<typeof spawn>;
  output: () => string;
  exited: Promise<number | null>;
}

/** `npm run <script> -- args` as an operator types it, with the server's settings in `env`. */
function npmRun(script: string, args: string[], env: Record<string, string>): Command {
  const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  return { child, output: () => output, exited: new Promise((resolve) => child.on('exit', (code) => resolve(code))) };
}

async function finished(command: Command): Promise<{ code: number | null; output: string }> {
  const code = await command.exited;
  return { code, output: command.output() };
}

async function stop(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  await server.exited;
}

/** What a visitor and the owner see: the projects, their photos' bytes, and a working sign-in. */
async function siteState(url: string) {
  const { body } = await postGraphql<{ projects: Array<{ id: string; title: string; imageUrl: string }> }, object>(
    url,
    '{ projects { id title imageUrl } }',
  );
  const photos: Record<string, string> = {};
  for (const { imageUrl } of body.data.projects.filter((project) => project.imageUrl)) {
    photos[imageUrl] = createHash('sha256')
      .update(Buffer.from(await (await fetch(`${url}${imageUrl}`)).arrayBuffer()))
      .digest('hex');
  }
  const { login } = await graphqlAt(url, LOGIN, { email: 'owner@example.com', password: 'long enough' });
  return { projects: body.data.projects, photos, signedIn: login.success };
}

describe('npm run backup and npm run restore', () => {
  it('backs up the embedded database while the server serves; restores on a fresh data directory; refuses what it must', async () => {
    const source = dataDir('plumbing-backup-source-');
    const server = await spawnServer({ DATA_DIR: source });
    let original: Awaited<ReturnType<typeof siteState>>;
    const file = path.join(dataDir('plumbing-backup-out-'), 'site.tar.gz');
    try {
      await fetch(`${server.url}/api/admin/setup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'owner@example.com', password: 'long enough' }),
      });
      // The sample projects are added with their photos in the background after the first start.
      for (let tries = 0; (await graphqlAt(server.url, PROJECTS, {})).projects.length < 4 && tries < 100; tries++)
        await new Promise((r) => setTimeout(r, 100));
      original = await siteState(server.url);
      expect(original.projects.length).toBeGreaterThanOrEqual(4);

      const backup = await finished(npmRun('backup', ['--out', file], { DATA_DIR: source }));
      expect(backup).toMatchObject({ code: 0, output: expect.stringContaining(`Backup written: ${file}`) });
      expect(await siteState(server.url)).toEqual(original); // still serving

      // The server holds its database: a restore there waits for it to stop.
      const busy = await finished(npmRun('restore', [file], { DATA_DIR: source }));
      expect(busy.code).toBe(1);
      expect(busy.output).toContain('is in use by another running server');
    } finally {
      await stop(server);
    }

    const fresh = dataDir('plumbing-backup-fresh-');
    // A cut archive is refused in plain words and leaves no unpacked folder behind (issue #36).
    const cut = path.join(dataDir('plumbing-backup-cut-'), 'cut.tar.gz');
    fs.writeFileSync(cut, fs.readFileSync(file).subarray(0, Math.floor(fs.statSync(file).size / 2)));
    const tmp = dataDir('plumbing-backup-tmp-');
    // A new machine has no backup key: the signature cannot be checked without the old site's (issue #37).
    const keyless = await finished(npmRun('restore', [file], { DATA_DIR: fresh }));
    expect(keyless.code).toBe(1);
    expect(keyless.output).toContain(
      "so the archive's signature cannot be checked. Give the key of the site that made it with --key-file=KEYFILE",
    );
    const keyFile = `--key-file=${path.join(source, 'backup-key')}`;
    const refused = await finished(npmRun('restore', [cut, keyFile], { DATA_DIR: fresh, TMPDIR: tmp }));
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('cut.tar.gz is damaged or incomplete and was not restored');
    expect(fs.readdirSync(tmp).filter((name) => name.startsWith('plumbing-restore-'))).toEqual([]);

    const restore = await finished(npmRun('restore', [file, keyFile], { DATA_DIR: fresh }));
    expect(restore.output).toMatch(/Restored site\.tar\.gz \(made .+ by version 1\.0\.0\): \d+ rows, \d+ photos in/);
    expect(restore.code).toBe(0);
    // The key given is this site's now: its backups are signed as the old site's were.
    expect(fs.readFileSync(path.join(fresh, 'backup-key'), 'utf8')).toBe(fs.readFileSync(path.join(source, 'backup-key'), 'utf8'));

    // Once it holds data, only --force replaces it, and only when confirmed.
    const again = await finished(npmRun('restore', [file], { DATA_DIR: fresh }));
    expect(again.code).toBe(1);
    expect(again.output).toMatch(
      /The database already holds data \(.*rows in project.*photos\)\. Nothing was restored; to replace it with the backup, run again with --force\./,
    );
    const unconfirmed = await finished(npmRun('restore', [file, '--force'], { DATA_DIR: fresh }));
    expect(unconfirmed.code).toBe(1);
    expect(unconfirmed.output).toContain('Not on a terminal: add --yes to confirm.');
    expect(await finished(npmRun('restore', [file, '--force', '--yes'], { DATA_DIR: fresh }))).toMatchObject({ code: 0 });

    const restored = await spawnServer({ DATA_DIR: fresh });
    try {
      expect(await siteState(restored.url)).toEqual(original!);
    } finally {
      await stop(restored);
    }
  }, 120_000);

  it('a SIGTERM sent to npm reaches the backup: it stops, stops the database it started and leaves no partial file', async () => {
    const source = dataDir('plumbing-backup-stop-');
    const server = await spawnServer({ DATA_DIR: source });
    await stop(server);
    const out = dataDir('plumbing-backup-stop-out-');
    const command = npmRun('backup', ['--out', path.join(out, 'site.tar.gz')], { DATA_DIR: source });
    while (postgresPid(source) === undefined && command.child.exitCode === null) await new Promise((r) => setTimeout(r, 10));
    const postgres = postgresPid(source)!;
    command.child.kill('SIGTERM');
    const { code, output } = await finished(command);
    expect(output).toContain('SIGTERM: stopping...');
    // Stopped mid-way (exit 1, nothing written) or, on a fast machine, just done (exit 0, a whole archive).
    expect(fs.readdirSync(out)).toEqual(code === 0 ? ['site.tar.gz'] : []);
    if (code !== 0) expect(output).toContain('Backup stopped (Stopped by SIGTERM): nothing was written.');
    expect(isAlive(postgres)).toBe(false);
  }, 60_000);
});
