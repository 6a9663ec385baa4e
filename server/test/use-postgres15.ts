// A test file of the server-postgres15 project reaches Debian's PostgreSQL 15, whatever the server
// project's global setup wrote into TEST_DATABASE_URL (each test file has its own copy of process.env).
const url = process.env.TEST_DATABASE_URL_POSTGRES15;
if (!url) throw new Error('TEST_DATABASE_URL_POSTGRES15 is not set: run the tests through jest (server/jest.postgres15.config.cjs)');
process.env.TEST_DATABASE_URL = url;
