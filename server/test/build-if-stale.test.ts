import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../src/config/env';

const SOURCES = [
  'tsconfig.json',
  'packages/shared/src/appointments/zoned-time.ts',
  'packages/test-support/src/index.ts',
  'server/src/main.ts',
  'web/src/main.tsx',
  'web/index.html',
];
const OUTPUTS = ['packages/shared/dist/index.js', 'server/dist/main.js', 'web/dist/index.html'];
const BUILT = new Date('2026-03-10T12:00:00Z');
const EARLIER = new Date('2026-03-10T11:00:00Z');
const LATER = new Date('2026-03-10T13:00:00Z');

/** A scratch checkout holding scripts/build-if-stale.mjs: every part built after its last edit. */
function builtTree(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-if-stale-'));
  const script = path.join(root, 'scripts', 'build-if-stale.mjs');
  fs.mkdirSync(path.dirname(script));
  fs.copyFileSync(path.join(REPO_ROOT, 'scripts', 'build-if-stale.mjs'), script);
  for (const file of [...SOURCES, ...OUTPUTS]) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), '');
  }
  for (const entry of ['', ...fs.readdirSync(root, { recursive: true, encoding: 'utf8' })])
    fs.utimesSync(path.join(root, entry), EARLIER, EARLIER);
  for (const file of OUTPUTS) fs.utimesSync(path.join(root, file), BUILT, BUILT);
  return root;
}

/** The parts `npm test` and `npm start` would build now. */
function stale(root: string): string[] {
  const out = execFileSync(process.execPath, [path.join(root, 'scripts', 'build-if-stale.mjs'), '--dry-run'], { encoding: 'utf8' });
  return [...out.matchAll(/^Building the (\w+)/gm)].map((match) => match[1]);
}

describe('the build staleness check (scripts/build-if-stale.mjs)', () => {
  let root: string;
  beforeEach(() => (root = builtTree()));
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('builds nothing when every part is newer than its sources', () => {
    expect(stale(root)).toEqual([]);
  });

  it('rebuilds the shared package and both sides when a shared source changes', () => {
    fs.utimesSync(path.join(root, 'packages/shared/src/appointments/zoned-time.ts'), LATER, LATER);
    expect(stale(root)).toEqual(['shared', 'server', 'web']);
  });

  it('rebuilds nothing when a test-support source changes: only tests read it, as sources', () => {
    fs.utimesSync(path.join(root, 'packages/test-support/src/index.ts'), LATER, LATER);
    expect(stale(root)).toEqual([]);
  });

  it('rebuilds only the web app when a web source changes', () => {
    fs.utimesSync(path.join(root, 'web/src/main.tsx'), LATER, LATER);
    expect(stale(root)).toEqual(['web']);
  });
});
