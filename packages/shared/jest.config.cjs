/** Shared package tests: plain TypeScript, no Node or DOM APIs beyond what both sides have. */
module.exports = {
  displayName: 'shared',
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.(t|j)s$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  // FormatJS ships ES modules only: compiled to CommonJS like the sources.
  transformIgnorePatterns: ['/node_modules/(?!(@formatjs|intl-messageformat)/)'],
};
