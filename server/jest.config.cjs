/** Server tests: real PostgreSQL (one embedded cluster per run, a fresh database per test file). */
const swc = ['@swc/jest', require('./swc.config.cjs')];

module.exports = {
  displayName: 'server',
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  // The fuzz tests hold answers to a time budget: their own project (jest.timed.config.cjs).
  testPathIgnorePatterns: ['/node_modules/', '/test/fuzz/'],
  transform: { '^.+\\.(t|j|mj)s$': swc },
  // The shared package's sources, not its build: a test sees an edit at once; test-support is only sources.
  moduleNameMapper: {
    '^@plumbing/shared$': '<rootDir>/../packages/shared/src/index.ts',
    '^@plumbing/test-support$': '<rootDir>/../packages/test-support/src/index.ts',
  },
  // ES modules only (FormatJS: the shared package's messages): compiled to CommonJS like the sources.
  transformIgnorePatterns: ['/node_modules/(?!(graphql-upload|fs-capacitor|@formatjs|intl-messageformat)/)'],
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  setupFiles: ['reflect-metadata'],
  setupFilesAfterEnv: ['<rootDir>/test/jest-timeout.ts'],
};
