/** The browser test files `npm test` runs alone after the two lanes (jest.timed.config.cjs); the lane's project leaves them out. */
module.exports = ['owner-feedback.e2e.ts', 'phone-admin.e2e.ts'];
