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
