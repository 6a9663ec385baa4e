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
};
