/**
 * How SWC compiles the server's TypeScript, for its build (scripts/build-server.mjs) and its tests
 * (jest.config.cjs) alike: type-graphql and TypeORM read the decorators' design-time types, which
 * tsc's emitDecoratorMetadata wrote before.
 */
module.exports = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};
