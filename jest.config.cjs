/** All test projects; `npm test` (scripts/test.mjs) selects them and builds first. */
module.exports = {
  projects: [
    '<rootDir>/packages/shared/jest.config.cjs',
    '<rootDir>/server/jest.config.cjs',
    '<rootDir>/server/jest.timed.config.cjs',
    '<rootDir>/server/jest.postgres15.config.cjs',
    '<rootDir>/web/jest.config.cjs',
    '<rootDir>/web/e2e/jest.config.cjs',
    '<rootDir>/web/e2e/jest.timed.config.cjs',
  ],
  // Test files run in a worker that is replaced once it holds this much after a file. On two cores
  // jest would otherwise run each lane in its own process, which keeps every file's modules: the
  // server lane's heap passed 3 GB by the middle of a run, its collections grew with it, and a
  // PostgreSQL connection's 5-second timeout fired in change-events.test.ts (run 77).
  workerIdleMemoryLimit: '1GB',
};
