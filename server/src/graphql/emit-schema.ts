import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { emitSchemaDefinitionFile } from 'type-graphql';
import { REPO_ROOT } from '../config/env';
import { writeWebhookDocs } from '../modules/webhooks';
import { buildAppSchema } from './build-schema';
import { scopeTable } from './operation-access';

/** Writes the contract the web app's codegen reads (`npm run codegen`). */
export const SCHEMA_FILE = path.join(REPO_ROOT, 'schema.graphql');

/** The developers' page, whose table of scopes and operations is written from the resolvers, so it cannot drift. */
export const API_DOC_FILE = path.join(REPO_ROOT, 'docs', 'api.md');
const TABLE_START = '<!-- scope table: `npm run codegen` writes it from the resolvers -->';
const TABLE_END = '<!-- end of scope table -->';

/** The page's text with its scope table as the resolvers declare it now. */
export function withScopeTable(page: string): string {
  const start = page.indexOf(TABLE_START);
  const end = page.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`${API_DOC_FILE} lacks the markers of its scope table: ${TABLE_START} … ${TABLE_END}`);
  return `${page.slice(0, start + TABLE_START.length)}\n${scopeTable()}\n${page.slice(end)}`;
}

async function main() {
  await emitSchemaDefinitionFile(SCHEMA_FILE, await buildAppSchema());
  fs.writeFileSync(API_DOC_FILE, withScopeTable(fs.readFileSync(API_DOC_FILE, 'utf8')));
  // The webhook events' payloads are documented from the same types the sender uses.
  writeWebhookDocs();
  process.stdout.write(
    `wrote ${path.relative(process.cwd(), SCHEMA_FILE)}, the scope table of ${path.relative(process.cwd(), API_DOC_FILE)} and the events of docs/webhooks.md\n`,
  );
}

if (require.main === module) {
  main().catch((error) => {
    process.stderr.write(`${error.stack ?? error}\n`);
    process.exit(1);
  });
}
