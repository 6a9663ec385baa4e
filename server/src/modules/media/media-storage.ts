import type { Readable } from 'node:stream';

/** One stored file, ready to stream to a client. */
export interface StoredObject {
  body: Readable;
  size: number;
  contentType: string;
}

export interface ListOptions {
  storedBefore?: Date;
}

/**
 * Where photos live: local disk under DATA_DIR/uploads (the embedded default) or an S3 bucket
 * (MinIO or any S3). Both adapters pass the same contract test (media-storage.test.ts).
 */
export interface MediaStorage {
  /** Stores (or overwrites) the object under `key`; its content type follows from the key's extension. */
  put(key: string, body: Buffer): Promise<void>;
  /** As put, the body read from a local file as it is sent (a photo's original is never held whole in memory). */
  putFile(key: string, file: string): Promise<void>;
  /** The object under `key`, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** Every key that starts with `prefix`, sorted; with `storedBefore`, only the objects stored before then. */
  list(prefix: string, options?: ListOptions): Promise<string[]>;
  /** Removes the objects; keys that do not exist are ignored. */
  delete(keys: string[]): Promise<void>;
  /** Resolves when the storage can be reached (and written, for a disk); throws why not. */
  check(): Promise<void>;
}

/** Lowercase path segments of letters, digits, dots, dashes and underscores; never "." or "..". */
const OBJECT_KEY = /^(?!.*(^|\/)\.{1,2}(\/|$))[a-z0-9._-]+(\/[a-z0-9._-]+)*$/;

export function isObjectKey(key: string): boolean {
  return key.length <= 512 && OBJECT_KEY.test(key);
}

/** Refuses a key that could escape the storage root or is not ours to write, before any adapter sees it. */
export function assertObjectKey(key: string): void {
  if (!isObjectKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}
