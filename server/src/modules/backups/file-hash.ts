import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform, Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { BackupFileEntry } from './backup-manifest';

/** A pass-through that measures what flows through it. */
export function measuring(): Transform & { entry(): BackupFileEntry } {
  const hash = createHash('sha256');
  let size = 0;
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  return Object.assign(transform, { entry: () => ({ size, sha256: hash.digest('hex') }) });
}

/** Writes `source` to `file` (its folder made first); answers its size and SHA-256. */
export async function writeMeasured(source: Readable, file: string): Promise<BackupFileEntry> {
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  const measure = measuring();
  await pipeline(source, measure, fs.createWriteStream(file));
  return measure.entry();
}

/** The size and SHA-256 of a file on disk. */
export async function measureFile(file: string): Promise<BackupFileEntry> {
  const measure = measuring();
  // Drained into nothing: the measure is all we want.
  await pipeline(fs.createReadStream(file), measure, new Writable({ write: (_chunk, _encoding, done) => done() }));
  return measure.entry();
}
