/** Browser tests: Debian's Chromium (playwright-core) against the built server, one site per file. */
module.exports = {
  displayName: 'browser',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.e2e.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  setupFilesAfterEnv: ['<rootDir>/jest-timeout.ts'],
};
