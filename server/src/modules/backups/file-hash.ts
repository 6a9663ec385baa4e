import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { BackupFileEntry } from './backup-manifest';

/** Measures chunks as they come: their total size and SHA-256. */
export function measure(): { update(chunk: Buffer): void; entry(): BackupFileEntry } {
  const hash = createHash('sha256');
  let size = 0;
  return {
    update(chunk) {
      hash.update(chunk);
      size += chunk.length;
    },
    entry: () => ({ size, sha256: hash.digest('hex') }),
  };
}

/** A pass-through that measures what flows through it. */
export function measuring(): Transform & { entry(): BackupFileEntry } {
  const measured = measure();
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      measured.update(chunk);
      done(null, chunk);
    },
  });
  return Object.assign(transform, { entry: measured.entry });
}

/** Writes `source` to `file` (its folder made first); answers its size and SHA-256. */
export async function writeMeasured(source: Readable, file: string): Promise<BackupFileEntry> {
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  const measure = measuring();
  await pipeline(source, measure, fs.createWriteStream(file));
  return measure.entry();
}
