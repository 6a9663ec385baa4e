import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';

/**
 * A photo to read: its bytes (the sample projects' own), or the file an upload was received into,
 * which is never read whole into memory (issue #49); sharp takes either.
 */
export type PhotoInput = Buffer | string;

/** Enough leading bytes to tell a photo's format (sniffImageFormat). */
const HEAD_BYTES = 4096;

export async function sizeOf(photo: PhotoInput): Promise<number> {
  return typeof photo === 'string' ? (await stat(photo)).size : photo.length;
}

/** The photo's leading bytes, which tell its format. */
export async function headOf(photo: PhotoInput): Promise<Buffer> {
  if (typeof photo !== 'string') return photo.subarray(0, HEAD_BYTES);
  const file = await open(photo);
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(HEAD_BYTES), 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/** The SHA-256 of the photo's bytes, in hex. */
export async function sha256Of(photo: PhotoInput): Promise<string> {
  const hash = createHash('sha256');
  if (typeof photo !== 'string') return hash.update(photo).digest('hex');
  for await (const chunk of createReadStream(photo)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
