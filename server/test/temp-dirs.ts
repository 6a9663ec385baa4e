import fs from 'node:fs';
import { tempDataDir } from '@plumbing/test-support';

/**
 * For a test file (call at its top level): makes folders under the temp directory (each usable as
 * a DATA_DIR, by the embedded database too), all removed after the file's tests.
 */
export function tempDirs(): (prefix: string) => string {
  const made: string[] = [];
  afterAll(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
  return (prefix) => {
    const dir = tempDataDir(prefix);
    made.push(dir);
    return dir;
  };
}
