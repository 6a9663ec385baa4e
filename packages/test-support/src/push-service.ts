// The server's and the browser tests' projects compile this file through its import, without this package's include: the reference brings http_ece's types along.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./http_ece.d.ts" />
import { createECDH, createPublicKey, randomBytes, randomUUID, verify } from 'node:crypto';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';

/** One request the push service received, and the status it answered. */
export interface PushRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  status: number;
}

/** A browser's side of a push subscription: what it hands the app, and what it would show. */
export interface TestDevice {
  /** What the browser's `PushSubscription.toJSON()` gives, as the app saves it. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** The payloads the push service accepted for this device, decrypted with its keys (RFC 8291) as the browser does. */
  payloads(): unknown[];
}

/** What a VAPID `Authorization: vapid t=…, k=…` header proves, its signature checked against its key (RFC 8292). */
export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
  publicKey: string;
}

/**
 * A push service (RFC 8030) on 127.0.0.1 over plain HTTP, which the app sends to only with
 * OUTBOUND_ALLOW_LOOPBACK: it records every request and answers 201 Created, or the status it is told to.
 */
export interface PushServiceDouble {
  url: string;
  /** Every request received, accepted or not, in order. */
  requests: PushRequest[];
  /** A new device subscribed at this service, with its own key pair and auth secret. */
  device(): TestDevice;
  /** The status answered from now on: 201 by default, 410 Gone once the device unsubscribed, 503 when overloaded. */
  answerWith(status: number): void;
  /** Resolves with the accepted requests once `count` have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<PushRequest[]>;
  stop(): Promise<void>;
  /** Listens again on the same port (after `stop`). */
  start(): Promise<void>;
}

const accepted = (request: PushRequest) => request.status >= 200 && request.status < 300;

export function vapidClaims(request: PushRequest): VapidClaims {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(String(request.headers.authorization));
  if (!match) throw new Error(`not a VAPID authorization: ${request.headers.authorization}`);
  const [, token, publicKey] = match;
  const [header, claims, signature] = token.split('.');
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('the VAPID signature does not match its key');
  return { ...JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')), publicKey };
}

export async function startPushService(): Promise<PushServiceDouble> {
  const requests: PushRequest[] = [];
  let status = 201;
  let port = 0;
  let server: http.Server | undefined;
  const listen = async () => {
    server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        requests.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks), status });
        res.writeHead(status, status === 201 ? { location: `/message/${randomUUID()}` } : {}).end();
      });
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  };
  await listen();
  const url = () => `http://127.0.0.1:${port}`;
  return {
    get url() {
      return url();
    },
    requests,
    device() {
      const keys = createECDH('prime256v1');
      keys.generateKeys();
      const auth = randomBytes(16);
      const path = `/push/${randomUUID()}`;
      return {
        subscription: {
          endpoint: `${url()}${path}`,
          keys: { p256dh: keys.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
        },
        payloads: () =>
          requests
            .filter((request) => request.path === path && accepted(request))
            .map((request) =>
              JSON.parse(decrypt(request.body, { version: 'aes128gcm', privateKey: keys, authSecret: auth }).toString('utf8')),
            ),
      };
    },
    answerWith(next) {
      status = next;
    },
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (requests.filter(accepted).length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} pushes, got ${requests.filter(accepted).length}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return requests.filter(accepted);
    },
    // A connection kept alive is closed too, as a service going down closes it.
    stop: () =>
      new Promise<void>((resolve) => {
        server!.close(() => resolve());
        server!.closeAllConnections();
      }),
    start: listen,
  };
}
