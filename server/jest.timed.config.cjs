/**
 * The server tests whose verdict holds answers to a time budget (the fuzz tests: every answer in
 * under 2 s): `npm test` runs them after the two lanes, with the machine to itself.
 */
const server = require('./jest.config.cjs');

module.exports = {
  ...server,
  displayName: 'server-timed',
  testMatch: ['<rootDir>/test/fuzz/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
};
