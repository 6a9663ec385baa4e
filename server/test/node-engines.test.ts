import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { REPO_ROOT } from '../src/config/env';

const read = (file: string) => JSON.parse(fs.readFileSync(path.join(REPO_ROOT, file), 'utf8'));

// Issue #54, item 5: `npm install` on the oldest Node the project accepts warns of no package (EBADENGINE).
describe('the packages installed', () => {
  it('each accept the oldest Node the project runs on', () => {
    const oldest = semver.minVersion(read('package.json').engines.node)!.version;
    const packages: Record<string, { version?: string; engines?: { node?: string } }> = read('package-lock.json').packages;
    const refusing = Object.entries(packages)
      .filter(([, entry]) => entry.engines?.node && !semver.satisfies(oldest, entry.engines.node))
      .map(([where, entry]) => `${where}@${entry.version} wants Node ${entry.engines!.node}`);
    expect(refusing).toEqual([]);
  });
});

// npm 11 lists the install scripts not yet approved on every install, and npm 12 skips them: the
// embedded PostgreSQL, bcrypt and the compilers need theirs.
describe('the install scripts', () => {
  it('are each approved in package.json (allowScripts), for every platform the lockfile holds', () => {
    const approved: Record<string, boolean> = read('package.json').allowScripts ?? {};
    const packages: Record<string, { hasInstallScript?: boolean }> = read('package-lock.json').packages;
    const unapproved = Object.entries(packages)
      .filter(([, entry]) => entry.hasInstallScript)
      .map(([where]) => where.replace(/^.*node_modules\//, ''))
      .filter((name) => approved[name] !== true);
    expect(unapproved).toEqual([]);
  });
});
