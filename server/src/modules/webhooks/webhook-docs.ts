import fs from 'node:fs';
import path from 'node:path';
import {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_EVENTS,
  WEBHOOK_PAYLOAD_VERSION,
  type WebhookEnvelope,
  type WebhookEventType,
} from '@plumbing/shared';
import { REPO_ROOT } from '../../config/env';
import { withGeneratedSection } from '../../lib/generated-section';

/** The developer docs of webhooks; the part between the markers is written from the shared event types (`npm run codegen`). */
export const WEBHOOK_DOCS_FILE = path.join(REPO_ROOT, 'docs', 'webhooks.md');
const EVENTS = {
  file: WEBHOOK_DOCS_FILE,
  start: '<!-- events: written by `npm run codegen` from packages/shared/src/webhooks/webhook-events.ts -->',
  end: '<!-- end of events -->',
};
/** docs/api.md's list of the events, each linked to its section of docs/webhooks.md. */
const API_EVENT_LIST = {
  file: 'docs/api.md',
  start: '<!-- webhook events: written by `npm run codegen` from packages/shared/src/webhooks/webhook-events.ts -->',
  end: '<!-- end of webhook events -->',
};

/** The body a receiver gets for `type`, as the docs show it: the example typed by the sender's own types (a test sends each and compares). */
export function documentedEnvelope(type: WebhookEventType): WebhookEnvelope {
  return { version: WEBHOOK_PAYLOAD_VERSION, type, timestamp: '2026-03-02T15:04:05.000Z', data: WEBHOOK_EVENTS[type].example };
}

/** The docs with each event's section as the types say now: what it means and an example of the body a receiver gets. */
export function webhookDocsWithEvents(docs: string): string {
  const sections = WEBHOOK_EVENT_TYPES.map((type) => {
    const envelope = documentedEnvelope(type);
    return [`### \`${type}\``, '', WEBHOOK_EVENTS[type].description, '', '```json', JSON.stringify(envelope, null, 2), '```'].join('\n');
  });
  return withGeneratedSection(docs, EVENTS, `\n${sections.join('\n\n')}\n`);
}

/** docs/api.md with its list of the events as the types say now. */
export function apiDocsWithWebhookEvents(page: string): string {
  // GitHub's anchor of a heading `### \`page.published\``: its words, the dots dropped.
  const list = WEBHOOK_EVENT_TYPES.map(
    (type) => `- [\`${type}\`](webhooks.md#${type.replace(/[^\w-]/g, '')}): ${WEBHOOK_EVENTS[type].description}`,
  );
  return withGeneratedSection(page, API_EVENT_LIST, list.join('\n'));
}

/** Rewrites the events section of docs/webhooks.md (npm run codegen). */
export function writeWebhookDocs(): void {
  fs.writeFileSync(WEBHOOK_DOCS_FILE, webhookDocsWithEvents(fs.readFileSync(WEBHOOK_DOCS_FILE, 'utf8')));
}
