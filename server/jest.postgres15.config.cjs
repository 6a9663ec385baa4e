/**
 * The server's integration suite on a second PostgreSQL: Debian's 15 (`.ci/run` installs it), a
 * throwaway cluster per run, reached through its URL as DATABASE_URL would be. Every test that
 * works on the database through the app (server/src, the scale-out test) runs here too, and a
 * backup made on the embedded PostgreSQL 18 is restored into it. Left out: tests that are about
 * the embedded database itself (server processes on DATA_DIR, npm run backup/restore, the
 * database going away), the fuzz tests (the inputs' handling, 60 s, no database difference) and
 * the checks of files and imports.
 */
const server = require('./jest.config.cjs');

module.exports = {
  ...server,
  displayName: 'server-postgres15',
  testMatch: ['**/*.test.ts', '**/*.postgres15.ts'],
  testPathIgnorePatterns: [
    '/node_modules/',
    '/test/fuzz/',
    '/test/(server-process|stop-signals|data-dir-modes|backup-commands|faults|build-if-stale|import-boundaries)\\.test\\.ts$',
    '/src/graphql/generated-files\\.test\\.ts$',
    '/src/modules/health/outage\\.test\\.ts$',
    '/src/config/',
  ],
  setupFiles: [...server.setupFiles, '<rootDir>/test/use-postgres15.ts'],
  globalSetup: '<rootDir>/test/global-setup-postgres15.ts',
  globalTeardown: '<rootDir>/test/global-teardown-postgres15.ts',
};
