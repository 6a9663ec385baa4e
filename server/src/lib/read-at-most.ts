import type { Readable } from 'node:stream';

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
