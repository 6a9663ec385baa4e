import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** An upload's size limit, and the refusals of one over it or one that does not arrive whole. */
export interface UploadLimits {
  maxBytes: number;
  tooLarge: () => Error;
  brokeOff: () => Error;
}

const OVER_LIMIT = new Error('over the size limit');

/** Passes bytes on until they pass `maxBytes`, then fails (the rest is not read). */
function atMost(maxBytes: number): Transform {
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      done(size > maxBytes ? OVER_LIMIT : null, chunk);
    },
  });
}

/** Why an upload could not be received: too large, broken off (the client's doing), or the server's own disk failing (a system error names its syscall). */
function refusalOf(error: unknown, limits: UploadLimits): unknown {
  // graphql-upload cuts a file at its own limit (the same) and fails its stream, or its opening, with 413.
  if (error === OVER_LIMIT || (error as { status?: number }).status === 413) return limits.tooLarge();
  return (error as NodeJS.ErrnoException).syscall ? error : limits.brokeOff();
}

/** Runs `work` with the path of a private temporary file it may write; the file is removed after, if it was. */
export async function withTempFile<T>(work: (file: string) => Promise<T>): Promise<T> {
  const file = path.join(os.tmpdir(), `plumbing-${randomUUID()}`);
  try {
    return await work(file);
  } finally {
    await rm(file, { force: true });
  }
}

/**
 * Receives an upload into a private temporary file as it arrives, never holding it whole in memory
 * (issue #49: twenty photos of 15 MB at once), then runs `work` on the file once it is all there;
 * the file is removed after. `open` answers the upload's stream (its failure is the upload's too).
 */
export function withSpooledUpload<T>(
  open: () => Readable | Promise<Readable>,
  limits: UploadLimits,
  work: (file: string) => Promise<T>,
): Promise<T> {
  return withTempFile(async (file) => {
    try {
      await pipeline(await open(), atMost(limits.maxBytes), createWriteStream(file, { flags: 'wx', mode: 0o600 }));
    } catch (error) {
      throw refusalOf(error, limits);
    }
    return work(file);
  });
}
