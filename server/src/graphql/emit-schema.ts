import 'reflect-metadata';
import path from 'node:path';
import { emitSchemaDefinitionFile } from 'type-graphql';
import { REPO_ROOT } from '../config/env';
import { writeWebhookDocs } from '../modules/webhooks';
import { buildAppSchema } from './build-schema';

/** Writes the contract the web app's codegen reads (`npm run codegen`). */
export const SCHEMA_FILE = path.join(REPO_ROOT, 'schema.graphql');

async function main() {
  await emitSchemaDefinitionFile(SCHEMA_FILE, await buildAppSchema());
  process.stdout.write(`wrote ${path.relative(process.cwd(), SCHEMA_FILE)}\n`);
  // The webhook events' payloads are documented from the same types as the API.
  writeWebhookDocs();
  process.stdout.write('wrote the events of docs/webhooks.md\n');
}

if (require.main === module) {
  main().catch((error) => {
    process.stderr.write(`${error.stack ?? error}\n`);
    process.exit(1);
  });
}
