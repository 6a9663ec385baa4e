// A receiver of the site's webhooks: verifies each request's signature (Standard Webhooks, with the
// `standardwebhooks` package), drops a repeat of a message it already took, and answers 204 at once.
//
//   npm install standardwebhooks@1.1.1
//   WEBHOOK_SECRET=whsec_... PORT=8787 node webhook-receiver.mjs
//
// Answer quickly (within 10 s) and do the slow work afterwards: the site retries any answer that is
// not 2xx, and a timeout, for 24 hours.
import http from 'node:http';
import { Webhook } from 'standardwebhooks';

const webhook = new Webhook(process.env.WEBHOOK_SECRET ?? '');
const port = Number(process.env.PORT ?? 8787);
/** Message ids taken lately: a retry of one whose answer was lost arrives again with the same id. Keep them in your database. */
const taken = new Set();

const server = http.createServer((request, response) => {
  /** @type {Buffer[]} */
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8'); // the raw body: a re-serialised JSON would not verify
    /** The envelope (docs/webhooks.md): version, type, timestamp and the event's data. @type {{ type: string; data: unknown }} */
    let event;
    const headers = /** @type {Record<string, string>} */ (request.headers); // the three webhook-* headers come once each
    try {
      event = /** @type {{ type: string; data: unknown }} */ (webhook.verify(body, headers)); // also refuses a timestamp more than 5 minutes off
    } catch {
      response.writeHead(400).end('bad signature');
      return;
    }
    const id = request.headers['webhook-id'];
    if (!taken.has(id)) {
      taken.add(id);
      process.stdout.write(`${event.type} ${JSON.stringify(event.data)}\n`);
    }
    response.writeHead(204).end();
  });
});
server.listen(port, () => process.stdout.write(`listening on ${port}\n`));
process.on('SIGTERM', () => server.close());
