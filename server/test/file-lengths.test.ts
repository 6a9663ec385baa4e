import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../src/config/env';

/** A source file does one job: past this many lines it is split by responsibility (issue #54). */
const MAX_LINES = 250;

const SOURCE_DIRS = ['server/src', 'web/src', 'packages/shared/src', 'packages/test-support/src'];

/** The non-test TypeScript sources under `dir` (generated documents aside), relative to the repository. */
function sources(dir: string): string[] {
  return fs
    .readdirSync(path.join(REPO_ROOT, dir), { recursive: true, encoding: 'utf8' })
    .map((file) => path.posix.join(dir, file.split(path.sep).join('/')))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith('web/src/gql/'));
}

/** Lines as `wc -l` counts them. */
const lineCount = (file: string) => fs.readFileSync(path.join(REPO_ROOT, file), 'utf8').split('\n').length - 1;

describe('source file lengths', () => {
  it(`keeps every non-test source file within ${MAX_LINES} lines`, () => {
    const tooLong = SOURCE_DIRS.flatMap(sources)
      .map((file) => ({ file, lines: lineCount(file) }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(tooLong).toEqual([]);
  });
});
