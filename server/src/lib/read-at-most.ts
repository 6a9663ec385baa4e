import type { Readable } from 'node:stream';

/**
 * Whether `error`, met while an upload was read, is the upload breaking off: its body ended before
 * its closing boundary, or its connection went (the client's doing), rather than the server's own
 * disk failing (a system error names its syscall).
 */
export function uploadBrokeOff(error: unknown): boolean {
  return !(error as NodeJS.ErrnoException).syscall;
}

/** A stream's bytes, or null as soon as they pass `maxBytes` (the rest is not read; the caller decides what becomes of the stream). */
export async function readAtMost(stream: Readable, maxBytes: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
