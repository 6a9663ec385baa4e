import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Webhook } from 'standardwebhooks';
import { freePort } from '@plumbing/test-support';
import { REPO_ROOT } from '../../config/env';
import { WEBHOOK_DOCS_FILE, webhookDocsWithEvents } from './webhook-docs';
import { newWebhookSecret, signedHeaders } from './webhook-secret';

describe('webhook docs (docs/webhooks.md)', () => {
  it('document every event with the data the sender types it with (npm run codegen writes them)', () => {
    const docs = fs.readFileSync(WEBHOOK_DOCS_FILE, 'utf8');
    if (webhookDocsWithEvents(docs) !== docs)
      throw new Error('docs/webhooks.md is out of date: run `npm run codegen` and commit the result');
  });

  it('give a receiver that takes a signed delivery once and refuses a forged one', async () => {
    const secret = newWebhookSecret();
    const port = await freePort();
    const receiver = spawn(process.execPath, [path.join(REPO_ROOT, 'docs', 'examples', 'webhook-receiver.mjs')], {
      env: { ...process.env, WEBHOOK_SECRET: secret, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      let output = '';
      await new Promise<void>((resolve, reject) => {
        receiver.stdout!.on('data', (chunk) => {
          output += chunk;
          if (output.includes('listening')) resolve();
        });
        receiver.once('exit', (code) => reject(new Error(`the example receiver exited (${code})`)));
      });
      const body = JSON.stringify({ version: 1, type: 'page.published', timestamp: new Date().toISOString(), data: { id: 'p1' } });
      const post = (headers: Record<string, string>) =>
        fetch(`http://127.0.0.1:${port}/`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
      const headers = signedHeaders('msg_docs', new Date(), body, [secret]);
      expect((await post(headers)).status).toBe(204);
      expect((await post(headers)).status).toBe(204); // a repeat is taken, not processed again
      expect(
        (await post({ ...headers, 'webhook-signature': new Webhook(newWebhookSecret()).sign('msg_docs', new Date(), body) })).status,
      ).toBe(400);
      expect(output.match(/page\.published/g)).toHaveLength(1);
    } finally {
      receiver.kill();
    }
  });
});
