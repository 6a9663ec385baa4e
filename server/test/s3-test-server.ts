import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../src/config/env';
import { startTestServer, type TestServer } from './test-server';

export interface S3TestServer {
  settings: S3Settings;
  /** The same settings as the app reads them from the environment. */
  env: Record<string, string>;
  stop(): Promise<void>;
  /** Goes away as if the network or the S3 service failed; `resume` brings it back on the same port and data. */
  pause(): Promise<void>;
  resume(): Promise<void>;
}

/** A real S3 protocol server (s3rver) on 127.0.0.1 with an empty directory; the bucket is not created. */
export async function startS3TestServer(bucket = 'photos'): Promise<S3TestServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  let server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  let running = true;
  // s3rver accepts these fixed credentials.
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    accessKey: 'S3RVER',
    secretKey: 'S3RVER',
    region: 'us-east-1',
  };
  return {
    settings,
    env: { S3_ENDPOINT: settings.endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY: settings.accessKey, S3_SECRET_KEY: settings.secretKey },
    async stop() {
      if (running) await server.close();
      running = false;
      fs.rmSync(directory, { recursive: true, force: true });
    },
    async pause() {
      await server.close();
      running = false;
    },
    async resume() {
      server = new S3rver({ address: '127.0.0.1', port, silent: true, directory });
      await server.run();
      running = true;
    },
  };
}

/** The app with its photos in a bucket of its own, for a describe block: started before its tests, stopped after them. */
export function appOnS3(): { readonly s3: S3TestServer; readonly server: TestServer } {
  const running = {} as { s3: S3TestServer; server: TestServer };
  beforeAll(async () => {
    running.s3 = await startS3TestServer('site-photos');
    running.server = await startTestServer({ env: running.s3.env });
  });
  afterAll(async () => {
    await running.server?.close();
    await running.s3?.stop();
  });
  return running;
}
