const timedTests = require('./timed-tests.cjs');

/** Browser tests: Debian's Chromium (playwright-core) against the built server, one site per file, their databases on one cluster. */
module.exports = {
  displayName: 'browser',
  rootDir: __dirname,
  testEnvironment: '<rootDir>/browser-environment.cjs',
  testMatch: ['<rootDir>/**/*.e2e.ts'],
  testPathIgnorePatterns: ['/node_modules/', ...timedTests.map((file) => `/${file.replaceAll('.', '\\.')}$`)],
  transform: {
    '^.+\\.(t|j)s$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  // FormatJS (the shared package's messages) ships ES modules only: compiled to CommonJS like the sources.
  transformIgnorePatterns: ['/node_modules/(?!(@formatjs|intl-messageformat)/)'],
  // The server process, SMTP catcher and test photos the server tests use too: TypeScript sources.
  moduleNameMapper: { '^@plumbing/test-support$': '<rootDir>/../../packages/test-support/src/index.ts' },
  globalSetup: '<rootDir>/global-setup.ts',
  globalTeardown: '<rootDir>/global-teardown.ts',
  setupFilesAfterEnv: ['<rootDir>/jest-timeout.ts'],
};
