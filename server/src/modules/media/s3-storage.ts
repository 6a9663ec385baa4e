import type { Client, ClientOptions } from 'minio';
import type { S3Settings } from '../../config/env';
import { contentTypeOf } from './image-format';
import { assertObjectKey, type ListOptions, type MediaStorage, type StoredObject } from './media-storage';

const NOT_FOUND_CODES = new Set(['NoSuchKey', 'NotFound', 'NoSuchObject']);
/** How long a health check waits for the bucket. */
const CHECK_TIMEOUT_MS = 3_000;

/** An S3 bucket through the MinIO client: MinIO itself, or any S3-compatible service. */
export class S3Storage implements MediaStorage {
  private readonly options: ClientOptions;
  private readonly bucket: string;
  private loading?: Promise<Client>;
  private bucketReady?: Promise<void>;

  constructor(settings: S3Settings) {
    const endpoint = new URL(settings.endpoint);
    const useSSL = endpoint.protocol === 'https:';
    this.options = {
      endPoint: endpoint.hostname,
      port: endpoint.port ? Number(endpoint.port) : useSSL ? 443 : 80,
      useSSL,
      accessKey: settings.accessKey,
      secretKey: settings.secretKey,
      region: settings.region,
      // Bucket in the path: works with MinIO and any host name, no wildcard DNS needed.
      pathStyle: true,
    };
    this.bucket = settings.bucket;
  }

  /** The MinIO client, its library loaded with the first request to the bucket: a site on local disk never loads it. */
  private client(): Promise<Client> {
    this.loading ??= import('minio').then(({ Client }) => new Client(this.options));
    return this.loading;
  }

  /** Creates the bucket on first write when it does not exist yet (a fresh MinIO). */
  private ensureBucket(): Promise<void> {
    this.bucketReady ??= (async () => {
      const client = await this.client();
      if (!(await client.bucketExists(this.bucket))) await client.makeBucket(this.bucket);
    })().catch((error) => {
      this.bucketReady = undefined; // try again on the next write
      throw error;
    });
    return this.bucketReady;
  }

  async put(key: string, body: Buffer): Promise<void> {
    assertObjectKey(key);
    await this.ensureBucket();
    await (await this.client()).putObject(this.bucket, key, body, body.length, { 'Content-Type': contentTypeOf(key) });
  }

  async putFile(key: string, file: string): Promise<void> {
    assertObjectKey(key);
    await this.ensureBucket();
    await (await this.client()).fPutObject(this.bucket, key, file, { 'Content-Type': contentTypeOf(key) });
  }

  async get(key: string): Promise<StoredObject | null> {
    assertObjectKey(key);
    try {
      const client = await this.client();
      const stat = await client.statObject(this.bucket, key);
      const body = await client.getObject(this.bucket, key);
      return { body, size: stat.size, contentType: contentTypeOf(key) };
    } catch (error) {
      if (NOT_FOUND_CODES.has((error as { code?: string }).code ?? '')) return null;
      throw error;
    }
  }

  async list(prefix: string, { storedBefore }: ListOptions = {}): Promise<string[]> {
    const keys: string[] = [];
    try {
      for await (const item of (await this.client()).listObjectsV2(this.bucket, prefix, true)) {
        if (item.name && !(storedBefore && item.lastModified >= storedBefore)) keys.push(item.name);
      }
    } catch (error) {
      if ((error as { code?: string }).code === 'NoSuchBucket') return [];
      throw error;
    }
    return keys.sort();
  }

  /** A bucket not made yet is fine (the first write makes it); an endpoint that does not answer in time is not. */
  async check(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`S3 did not answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
    });
    try {
      await Promise.race([this.client().then((client) => client.bucketExists(this.bucket)), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  async delete(keys: string[]): Promise<void> {
    keys.forEach(assertObjectKey);
    if (keys.length > 0) await (await this.client()).removeObjects(this.bucket, keys);
  }
}
