import fs from 'node:fs';
import path from 'node:path';
import { postgresPid, tempDataDir } from '@plumbing/test-support';

// CI once read a lock file postgres had created but not yet written: its pid came out as 0, which
// process.kill(0, 0) takes for the whole process group, so the database counted as running still.
describe("the test helper that reads the embedded database's pid (postgresPid)", () => {
  const dataDir = tempDataDir('postgres-pid-');
  const lock = path.join(dataDir, 'postgres', 'postmaster.pid');
  beforeAll(() => fs.mkdirSync(path.dirname(lock), { recursive: true }));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('answers no pid for no lock, and for a lock still being written', () => {
    expect(postgresPid(dataDir)).toBeUndefined();
    fs.writeFileSync(lock, '');
    expect(postgresPid(dataDir)).toBeUndefined();
  });

  it("answers the pid on a written lock's first line", () => {
    fs.writeFileSync(lock, `4242\n${path.dirname(lock)}\n1700000000\n5432\n`);
    expect(postgresPid(dataDir)).toBe(4242);
  });
});
