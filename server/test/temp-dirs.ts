import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** For a test file (call at its top level): makes folders under the temp directory, all removed after the file's tests. */
export function tempDirs(): (prefix: string) => string {
  const made: string[] = [];
  afterAll(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
  return (prefix) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    made.push(dir);
    return dir;
  };
}
