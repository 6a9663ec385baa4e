/** Web unit tests: jsdom + Testing Library, TypeScript compiled by SWC. */
module.exports = {
  displayName: 'web',
  rootDir: __dirname,
  roots: ['<rootDir>/src'],
  // jsdom with Node's own fetch globals (Request, Response, ...), which React Router's data router builds requests with.
  testEnvironment: 'jest-fixed-jsdom',
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        swcrc: false,
        jsc: {
          target: 'es2022',
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
        },
      },
    ],
  },
  moduleNameMapper: {
    // The shared package's sources, as Vite bundles them (vite.config.ts).
    '^@plumbing/shared$': '<rootDir>/../packages/shared/src/index.ts',
    '\\.css$': '<rootDir>/test/style-stub.cjs',
    // @ant-design/icons' CommonJS build requires the ESM build of this file by path.
    '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1',
  },
  // FormatJS ships ES modules only: compiled to CommonJS like the sources.
  transformIgnorePatterns: ['/node_modules/(?!(@formatjs|intl-messageformat)/)'],
  setupFilesAfterEnv: ['<rootDir>/test/setup-tests.ts'],
};
