/**
 * The browser tests whose verdict hangs on a busy machine's timing (a result in view and focused
 * within the wait, phones throttled 8×): `npm test` runs them after the two lanes, with the
 * machine to themselves. Under the other lane's load they failed now and then, never alone.
 */
const browser = require('./jest.config.cjs');
const timedTests = require('./timed-tests.cjs');

module.exports = {
  ...browser,
  displayName: 'browser-timed',
  testMatch: timedTests.map((file) => `<rootDir>/${file}`),
  testPathIgnorePatterns: ['/node_modules/'],
};
