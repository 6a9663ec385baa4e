import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { emitSchemaDefinitionFile } from 'type-graphql';
import { REPO_ROOT } from '../config/env';
import { writeConfigurationDoc } from '../lib/configuration-doc';
import { withGeneratedSection } from '../lib/generated-section';
import { apiDocsWithWebhookEvents, writeWebhookDocs } from '../modules/webhooks';
import { buildAppSchema } from './build-schema';
import { scopeTable } from './operation-access';

/** Writes the contract the web app's codegen reads (`npm run codegen`). */
export const SCHEMA_FILE = path.join(REPO_ROOT, 'schema.graphql');

/** The developers' page, whose table of scopes and operations is written from the resolvers, and its list of webhook events from their types, so they cannot drift. */
export const API_DOC_FILE = path.join(REPO_ROOT, 'docs', 'api.md');
const SCOPE_TABLE = {
  file: API_DOC_FILE,
  start: '<!-- scope table: `npm run codegen` writes it from the resolvers -->',
  end: '<!-- end of scope table -->',
};

/** The page's text with its scope table as the resolvers declare it now, and its webhook events as their types say. */
export function withGeneratedParts(page: string): string {
  return apiDocsWithWebhookEvents(withGeneratedSection(page, SCOPE_TABLE, scopeTable()));
}

async function main() {
  await emitSchemaDefinitionFile(SCHEMA_FILE, await buildAppSchema());
  fs.writeFileSync(API_DOC_FILE, withGeneratedParts(fs.readFileSync(API_DOC_FILE, 'utf8')));
  // The webhook events' payloads are documented from the same types the sender uses.
  writeWebhookDocs();
  // The table of environment variables, from the list readConfig reads.
  writeConfigurationDoc();
  process.stdout.write(
    `wrote ${path.relative(process.cwd(), SCHEMA_FILE)}, the scope table and webhook events of ${path.relative(process.cwd(), API_DOC_FILE)}, the events of docs/webhooks.md and the settings of docs/configuration.md\n`,
  );
}

if (require.main === module) {
  main().catch((error) => {
    process.stderr.write(`${error.stack ?? error}\n`);
    process.exit(1);
  });
}
