import fs from 'node:fs';
import path from 'node:path';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_EVENTS, WEBHOOK_PAYLOAD_VERSION, type WebhookEnvelope } from '@plumbing/shared';
import { REPO_ROOT } from '../../config/env';

/** The developer docs of webhooks; the part between the markers is written from the shared event types (`npm run codegen`). */
export const WEBHOOK_DOCS_FILE = path.join(REPO_ROOT, 'docs', 'webhooks.md');
const START = '<!-- events: written by `npm run codegen` from packages/shared/src/webhooks/webhook-events.ts -->';
const END = '<!-- end of events -->';

/** Each event: what it means and an example of the body a receiver gets, from the examples typed by the sender's own types. */
function webhookEventsMarkdown(): string {
  const sections = WEBHOOK_EVENT_TYPES.map((type) => {
    const { description, example } = WEBHOOK_EVENTS[type];
    const envelope: WebhookEnvelope = { version: WEBHOOK_PAYLOAD_VERSION, type, timestamp: '2026-03-02T15:04:05.000Z', data: example };
    return [`### \`${type}\``, '', description, '', '```json', JSON.stringify(envelope, null, 2), '```'].join('\n');
  });
  return [START, '', ...sections.flatMap((section) => [section, '']), END].join('\n');
}

/** The docs with their events section as the types say now. */
export function webhookDocsWithEvents(docs: string): string {
  const start = docs.indexOf(START);
  const end = docs.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${WEBHOOK_DOCS_FILE} has lost its events markers`);
  return docs.slice(0, start) + webhookEventsMarkdown() + docs.slice(end + END.length);
}

/** Rewrites the events section of docs/webhooks.md (npm run codegen). */
export function writeWebhookDocs(): void {
  fs.writeFileSync(WEBHOOK_DOCS_FILE, webhookDocsWithEvents(fs.readFileSync(WEBHOOK_DOCS_FILE, 'utf8')));
}
