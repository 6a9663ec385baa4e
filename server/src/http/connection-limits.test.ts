import net from 'node:net';
import { startTestServer, type TestServer } from '../../test/test-server';

/** A raw connection to the server: what it answered, and whether it hung up before the client was done. */
function connect(server: TestServer) {
  const { hostname, port } = new URL(server.url);
  const socket = net.connect(Number(port), hostname);
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
  socket.on('error', () => undefined); // a reset by the server is what some tests wait for
  let hungUp = false;
  socket.once('close', () => (hungUp = true));
  return {
    socket,
    answer: () => answer,
    /** Whether the server hung up within a few seconds. */
    async hangsUp(): Promise<boolean> {
      for (let i = 0; i < 100 && !hungUp; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
      return hungUp;
    },
    /** Sends `parts` one by one, a little apart, as a slow or hostile client would; stops when the server hangs up. */
    async drip(parts: string[], gapMs = 100): Promise<'cut off' | 'all sent'> {
      await new Promise((resolve) => socket.once('connect', resolve));
      for (const part of parts) {
        if (hungUp) return 'cut off';
        socket.write(part);
        await new Promise((resolve) => setTimeout(resolve, gapMs));
      }
      return hungUp ? 'cut off' : 'all sent';
    },
  };
}

describe('connection limits: slow clients are cut off, connections are capped', () => {
  it('runs production with short header and request timeouts that still let a slow phone upload a photo, and a connection cap', async () => {
    const server = await startTestServer();
    try {
      const { httpServer } = server.app;
      // Node's defaults were 60 s for headers, 300 s per request, and no cap.
      expect(httpServer.headersTimeout).toBeLessThanOrEqual(15_000);
      // UPLOAD_MAX_MB (10) at 1 Mbit/s takes 80 s.
      expect(httpServer.requestTimeout).toBeGreaterThanOrEqual(server.config.uploadMaxMb * 8_000);
      expect(httpServer.requestTimeout).toBeLessThan(300_000);
      expect(httpServer.maxConnections).toBeGreaterThan(0);
      expect(httpServer.maxConnections).toBeLessThan(Infinity);
    } finally {
      await server.close();
    }
  });

  describe('with short timeouts', () => {
    let server: TestServer;
    beforeAll(
      async () => (server = await startTestServer({ httpLimits: { headersTimeoutMs: 500, requestTimeoutMs: 1_000, checkIntervalMs: 50 } })),
    );
    afterAll(() => server.close());

    it('cuts off a client that sends its headers slowly', async () => {
      const client = connect(server);
      const headers = ['GET /healthz HTTP/1.1\r\nHost: localhost\r\n', ...Array.from({ length: 100 }, (_, i) => `X-Slow-${i}: 1\r\n`)];
      expect(await client.drip(headers)).toBe('cut off');
      expect(client.answer()).toMatch(/^HTTP\/1\.1 408/);
    });

    it('cuts off a client that sends its body slowly', async () => {
      const client = connect(server);
      const head = 'POST /api/admin/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n';
      expect(await client.drip([head, ...' '.repeat(100)])).toBe('cut off');
      expect(client.answer()).toMatch(/^HTTP\/1\.1 408/);
    });

    it('still answers a client that sends in time', async () => {
      expect(await (await fetch(`${server.url}/healthz`)).json()).toMatchObject({ status: 'ok', db: 'up' });
    });
  });

  it('refuses connections over the cap and serves those it holds', async () => {
    const server = await startTestServer({ httpLimits: { maxConnections: 3 } });
    try {
      const held = [connect(server), connect(server), connect(server)];
      await Promise.all(held.map((client) => new Promise((resolve) => client.socket.once('connect', resolve))));
      const connections = () => new Promise<number>((resolve) => server.app.httpServer.getConnections((_error, count) => resolve(count)));
      for (let i = 0; i < 100 && (await connections()) < 3; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));

      const extra = connect(server);
      expect([await extra.hangsUp(), extra.answer()]).toEqual([true, '']);

      held[0].socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
      expect(await held[0].hangsUp()).toBe(true);
      expect(held[0].answer()).toMatch(/^HTTP\/1\.1 200/);
      for (const client of held) client.socket.destroy();
    } finally {
      await server.close();
    }
  });
});
