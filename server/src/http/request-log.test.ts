import pino from 'pino';
import { newSecretToken } from '../lib/secret-token';
import { startTestServer, type TestServer } from '../../test/test-server';
import { createLogger } from '../logger';
import { loggableUrl } from './request-log';

describe('the request log writes no credential in a form that works, its details (debug) included', () => {
  let server: TestServer;
  const lines: string[] = [];
  beforeAll(async () => {
    server = await startTestServer({ logger: pino({ level: 'debug' }, { write: (line: string) => void lines.push(line) }) });
  });
  afterAll(() => server.close());

  it('manage links, photo signatures and upload tokens are logged redacted; ids stay readable', async () => {
    const manageToken = newSecretToken();
    await fetch(`${server.url}/appointments/${manageToken}`);
    const { token: uploadToken } = await (await fetch(`${server.url}/api/customer-photos/token`, { method: 'POST' })).json();
    await fetch(`${server.url}/api/customer-photos`, { method: 'POST', headers: { 'x-upload-token': uploadToken }, body: 'not a photo' });
    const id = '6f1c2b9e-3d4a-4b5c-8d7e-9f0a1b2c3d4e';
    const photoPath = `/api/customer-photos/${id}/full`;
    const signed = `${photoPath}?${server.app.services.customerPhotos.signatures.viewQuery(photoPath, 600)}`;
    const signature = new URLSearchParams(signed.split('?')[1]).get('signature')!;
    await fetch(`${server.url}${signed}`);

    const log = lines.join('\n');
    expect(log).toContain('/appointments/[redacted]');
    expect(log).toContain(photoPath);
    for (const secret of [manageToken, uploadToken, signature]) expect(log).not.toContain(secret);
  });

  it('keeps an address without secrets as it is', () => {
    expect(loggableUrl('/projects/6f1c2b9e-3d4a-4b5c-8d7e-9f0a1b2c3d4e?view=list')).toBe(
      '/projects/6f1c2b9e-3d4a-4b5c-8d7e-9f0a1b2c3d4e?view=list',
    );
    expect(loggableUrl('/calendar/abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ.ics')).toBe('/calendar/[redacted].ics');
  });
});

describe('the request log: one short line per request at info, the details at debug (issue #51)', () => {
  /** A server whose log at `level` is kept line by line. */
  async function serverLogging(level: string) {
    const lines: string[] = [];
    const server = await startTestServer({ logger: createLogger(level, { write: (line: string) => void lines.push(line) }) });
    return { server, lines };
  }
  const requestLines = (lines: string[]) => lines.filter((line) => line.includes('"request completed"'));

  it('at info: the method, the address, the status and the time, in a line of at most 300 bytes', async () => {
    const { server, lines } = await serverLogging('info');
    try {
      await fetch(`${server.url}/healthz-not-here?view=list`, {
        headers: { 'user-agent': 'A browser '.repeat(20), authorization: 'Bearer x' },
      });
      const [line] = requestLines(lines);
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(300);
      expect(JSON.parse(line)).toMatchObject({
        level: 30,
        req: { method: 'GET', url: '/healthz-not-here?view=list' },
        res: { statusCode: 404 },
        responseTime: expect.any(Number),
      });
      expect(line).not.toContain('user-agent');
    } finally {
      await server.close();
    }
  });

  it('at debug: the headers too, credentials redacted', async () => {
    const { server, lines } = await serverLogging('debug');
    try {
      await fetch(`${server.url}/healthz-not-here`, { headers: { 'user-agent': 'Test browser', authorization: 'Bearer secret-value' } });
      const logged = JSON.parse(requestLines(lines)[0]);
      expect(logged.req.headers).toMatchObject({ 'user-agent': 'Test browser', authorization: '[redacted]' });
      expect(logged.res.headers).toBeDefined();
      expect(lines.join('\n')).not.toContain('secret-value');
    } finally {
      await server.close();
    }
  });
});
