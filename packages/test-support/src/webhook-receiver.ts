import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/** One request as the receiver got it, and what it answered. */
export interface ReceivedWebhook {
  id: string;
  headers: Record<string, string>;
  body: string;
  /** When it arrived (Date.now()). */
  at: number;
  /** The status answered; 0 until then. */
  answered: number;
  /** When the sender gave up on it (closed the connection before an answer, as at its time limit); 0 unless it did. */
  droppedAt: number;
}

/** How the receiver answers a request: its status, after `delayMs`. */
export type WebhookAnswer = (request: ReceivedWebhook, index: number) => { status: number; delayMs?: number };

/** A real HTTP receiver on 127.0.0.1 that keeps every request and verifies them as Standard Webhooks say (with the `standardwebhooks` package). */
export interface WebhookReceiver {
  url: string;
  requests: ReceivedWebhook[];
  /** How it answers from now on (200 at once unless set). */
  answer(with_: WebhookAnswer): void;
  /** The requests it answered 2xx, once `count` of them came. */
  waitForDelivered(count: number, timeoutMs?: number): Promise<ReceivedWebhook[]>;
  stop(): Promise<void>;
}

/** The envelope of a request whose signature `secret` verifies (throws WebhookVerificationError otherwise, e.g. a stale timestamp). */
export function verifyWebhook(secret: string, request: Pick<ReceivedWebhook, 'body' | 'headers'>): unknown {
  return new Webhook(secret).verify(request.body, request.headers);
}

export async function startWebhookReceiver(path = '/hooks'): Promise<WebhookReceiver> {
  const requests: ReceivedWebhook[] = [];
  let answerOf: WebhookAnswer = () => ({ status: 200 });
  const waiters = new Set<() => void>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const headers = Object.fromEntries(Object.entries(req.headers).map(([name, value]) => [name, String(value)]));
      const request: ReceivedWebhook = {
        id: headers['webhook-id'] ?? '',
        headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
        answered: 0,
        droppedAt: 0,
      };
      const { status, delayMs = 0 } = answerOf(request, requests.length);
      requests.push(request);
      const reply = () => {
        request.answered = status;
        res.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'not now');
        waiters.forEach((wake) => wake());
      };
      const later = delayMs > 0 ? setTimeout(reply, delayMs) : undefined;
      res.on('close', () => {
        if (request.answered) return;
        request.droppedAt = Date.now();
        clearTimeout(later);
      });
      if (!later) reply();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    requests,
    answer(with_) {
      answerOf = with_;
    },
    async waitForDelivered(count, timeoutMs = 10_000) {
      const delivered = () => requests.filter((request) => request.answered >= 200 && request.answered < 300);
      const deadline = Date.now() + timeoutMs;
      while (delivered().length < count) {
        if (Date.now() > deadline)
          throw new Error(`expected ${count} webhooks delivered, got ${delivered().length} (${requests.length} requests)`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(wake, 50);
          waiters.add(wake);
        });
      }
      return delivered();
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
