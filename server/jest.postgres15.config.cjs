/**
 * The tests whose verdict may differ between PostgreSQL versions, again on Debian's 15 (`.ci/run`
 * installs it), a throwaway cluster per run reached through its URL as DATABASE_URL would be: the
 * migrations, the constraints and locks that keep bookings apart (the crews' exclusion constraint,
 * the day's advisory lock), the outboxes' row claims (SKIP LOCKED), two instances on one database,
 * the busy times' ranges, and a backup of the embedded PostgreSQL 18 restored into 15. The rest of
 * the server suite reads and writes plain rows through TypeORM: once, on the embedded database,
 * is enough (issue #54: CI within 10 minutes on two cores).
 */
const server = require('./jest.config.cjs');

const onBothVersions = [
  'src/db/migrations',
  'src/modules/appointments/(appointment|crews|owner-schedule|manage-appointment)',
  'src/modules/calendar-sync/busy-calendars',
  'src/modules/mail/outbox-recovery',
  'src/modules/webhooks/webhooks',
  'src/modules/backups/backup-restore',
  'test/multi-instance',
];

module.exports = {
  ...server,
  displayName: 'server-postgres15',
  testMatch: [`<rootDir>/(${onBothVersions.join('|')}).test.ts`, '**/*.postgres15.ts'],
  setupFiles: [...server.setupFiles, '<rootDir>/test/use-postgres15.ts'],
  globalSetup: '<rootDir>/test/global-setup-postgres15.ts',
  globalTeardown: '<rootDir>/test/global-teardown-postgres15.ts',
};
