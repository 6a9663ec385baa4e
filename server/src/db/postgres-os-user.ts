import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import { constants as fsConstants } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

// The system user the embedded PostgreSQL runs as, and its commands run as that user (embedded.ts).

const exec = promisify(execFile);

export interface RunAs {
  uid?: number;
  gid?: number;
}

/** PostgreSQL refuses to run as root: then it runs as a `postgres` system user, created if missing. */
export async function postgresUser(): Promise<RunAs> {
  if (process.getuid?.() !== 0) return {};
  const lookup = async () => ({
    uid: Number((await exec('id', ['-u', 'postgres'])).stdout.trim()),
    gid: Number((await exec('id', ['-g', 'postgres'])).stdout.trim()),
  });
  try {
    return await lookup();
  } catch {
    await exec('groupadd', ['--system', 'postgres']).catch(() => undefined);
    await exec('useradd', ['--system', '--gid', 'postgres', '--no-create-home', 'postgres']);
    return lookup();
  }
}

/** As root, every folder above the data directory must be reachable by the postgres user (its own, its group's, or open to all). */
export async function assertReachable(dir: string, runAs: RunAs): Promise<void> {
  if (runAs.uid === undefined) return;
  for (let current = path.dirname(dir); ; current = path.dirname(current)) {
    const stat = await fs.stat(current);
    const reachable =
      stat.uid === runAs.uid ||
      (stat.gid === runAs.gid && (stat.mode & fsConstants.S_IXGRP) !== 0) ||
      (stat.mode & fsConstants.S_IXOTH) !== 0;
    if (!reachable) {
      throw new Error(
        `The embedded database runs as the "postgres" user, which cannot reach ${dir}: ${current} is mode ` +
          `${(stat.mode & 0o777).toString(8)}. Set DATA_DIR to a folder outside it (e.g. /var/lib/plumbing-site) or run as a normal user.`,
      );
    }
    if (current === path.dirname(current)) return;
  }
}

/** Runs `command` as `runAs`; answers its output, or rejects with it when it fails. */
export function run(command: string, args: string[], runAs: RunAs): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...runAs, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LC_ALL: 'C' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${path.basename(command)} failed (${code}): ${output}`)),
    );
  });
}
