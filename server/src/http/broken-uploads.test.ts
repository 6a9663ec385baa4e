import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import net from 'node:net';
import pino from 'pino';
import { MediaMessages } from '@plumbing/shared';
import { testPhoto } from '@plumbing/test-support';
import { startTestServer, type TestServer } from '../../test/test-server';

const BOUNDARY = 'photo-boundary';
const mainImageKey = () => `projects/${randomUUID()}/main-image`;

/** A GraphQL multipart upload under `key`: its fields, then the file's part when given, then the closing boundary when `closed`. */
function multipart(key: string, file: Buffer | null, { closed = false } = {}): Buffer {
  const operations = JSON.stringify({
    query: 'mutation ($file: Upload!, $key: String!) { uploadImage(file: $file, key: $key) }',
    variables: { file: null, key },
  });
  const part = (headers: string, body: string | Buffer) => [Buffer.from(`--${BOUNDARY}\r\n${headers}\r\n\r\n`), Buffer.from(body)];
  return Buffer.concat([
    ...part('Content-Disposition: form-data; name="operations"', `${operations}\r\n`),
    ...part('Content-Disposition: form-data; name="map"', '{"0":["variables.file"]}\r\n'),
    ...(file ? part('Content-Disposition: form-data; name="0"; filename="photo.jpg"\r\nContent-Type: image/jpeg', file) : []),
    Buffer.from(closed ? `--${BOUNDARY}--\r\n` : ''),
  ]);
}

/**
 * Sends a request as raw bytes: its head, then `body`; `hangUp` ends the connection there (the rest
 * of a longer declared body never comes). Answers what came back before the server closed.
 */
function rawRequest(url: string, head: string[], body: Buffer, { hangUp = false } = {}): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(`${[...head, 'Host: 127.0.0.1', 'Connection: close'].join('\r\n')}\r\n\r\n`);
      socket.write(body);
      if (hangUp) socket.end();
    });
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

// Issue #49: an upload that does not arrive whole is the client's mistake, refused in plain words, never a server failure.
describe('uploads whose body breaks off', () => {
  let server: TestServer;
  let owner: string;
  /** What the app logged at warn level and above. */
  const logged: Array<{ level: number; msg: string }> = [];
  const stored = () => server.app.services.media.storage.list('');

  beforeAll(async () => {
    const logger = pino({ level: 'warn' }, { write: (line: string) => void logged.push(JSON.parse(line)) });
    server = await startTestServer({ logger });
    owner = await server.adminToken();
  });
  afterAll(() => server.close());
  beforeEach(() => void (logged.length = 0));

  it.each([
    ['ends in the file, without its closing boundary', async () => multipart(mainImageKey(), await testPhoto(600, 400))],
    ['closes without the file its map names', async () => multipart(mainImageKey(), null, { closed: true })],
  ])('a project photo whose multipart body %s: bad input in plain words, nothing stored or logged', async (_case, bodyOf) => {
    const body = await bodyOf();
    const answer = await rawRequest(
      server.url,
      [
        'POST /graphql HTTP/1.1',
        `Authorization: Bearer ${owner}`,
        'Apollo-Require-Preflight: true',
        `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
        `Content-Length: ${body.length}`,
      ],
      body,
    );
    const [head, json] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 200 /);
    expect(JSON.parse(json)).toEqual({
      data: null,
      errors: [expect.objectContaining({ message: MediaMessages.cutShort, extensions: { code: 'BAD_USER_INPUT' } })],
    });
    expect(await stored()).toEqual([]);
    expect(logged).toEqual([]);
  });

  it('a customer’s photo whose connection ends before its declared length is refused as bad input: nothing kept, nothing logged', async () => {
    // The client has gone and reads no answer: what the app answered is seen on the server's side.
    const answered: ServerResponse[] = [];
    const watch = (_req: IncomingMessage, res: ServerResponse) => void answered.push(res);
    server.app.httpServer.prependListener('request', watch);
    const { token } = await (await fetch(`${server.url}/api/customer-photos/token`, { method: 'POST' })).json();
    answered.length = 0;
    const photo = await testPhoto(600, 400);
    await rawRequest(
      server.url,
      ['POST /api/customer-photos HTTP/1.1', `X-Upload-Token: ${token}`, 'Content-Type: image/jpeg', `Content-Length: ${photo.length}`],
      photo.subarray(0, photo.length / 2),
      { hangUp: true },
    );
    server.app.httpServer.off('request', watch);
    // Express answers 200 until a handler says otherwise.
    for (let i = 0; i < 250 && answered[0]?.statusCode === 200; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answered.map((res) => res.statusCode)).toEqual([400]);
    expect(await stored()).toEqual([]);
    expect(logged).toEqual([]);
  });
});
