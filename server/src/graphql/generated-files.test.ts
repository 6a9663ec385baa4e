import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { emitSchemaDefinitionFile } from 'type-graphql';
import { REPO_ROOT } from '../config/env';
import { buildAppSchema } from './build-schema';
import { API_DOC_FILE, SCHEMA_FILE, withGeneratedParts } from './emit-schema';

const STALE = 'is out of date: run `npm run codegen` and commit the result';

function filesUnder(dir: string): Map<string, string> {
  return new Map(
    fs
      .readdirSync(dir)
      .sort()
      .map((name) => [name, fs.readFileSync(path.join(dir, name), 'utf8')]),
  );
}

describe('generated files', () => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'generated-'));
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

  it('schema.graphql is what the server emits', async () => {
    const fresh = path.join(scratch, 'schema.graphql');
    await emitSchemaDefinitionFile(fresh, await buildAppSchema());
    if (fs.readFileSync(SCHEMA_FILE, 'utf8') !== fs.readFileSync(fresh, 'utf8')) throw new Error(`schema.graphql ${STALE}`);
  });

  it("docs/api.md's table of scopes and operations is what the resolvers declare, its webhook events what their types say", () => {
    const page = fs.readFileSync(API_DOC_FILE, 'utf8');
    if (withGeneratedParts(page) !== page) throw new Error(`the scope table or webhook events of docs/api.md ${STALE}`);
  });

  it('web/src/gql is what codegen makes of schema.graphql and the web operations', () => {
    const out = path.join(scratch, 'gql') + path.sep;
    execFileSync(path.join(REPO_ROOT, 'node_modules', '.bin', 'graphql-codegen'), ['--config', 'codegen.ts', '--silent'], {
      cwd: REPO_ROOT,
      env: { ...process.env, CODEGEN_OUT: out },
      stdio: 'pipe',
    });
    const expected = filesUnder(out);
    const committed = filesUnder(path.join(REPO_ROOT, 'web', 'src', 'gql'));
    expect([...committed.keys()]).toEqual([...expected.keys()]);
    for (const [name, content] of expected) {
      if (committed.get(name) !== content) throw new Error(`web/src/gql/${name} ${STALE}`);
    }
  }, 60_000);
});
