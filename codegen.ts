import type { CodegenConfig } from '@graphql-codegen/cli';

// The web app's typed documents are generated from the schema the server emits.
// CODEGEN_OUT lets the staleness test generate elsewhere and compare.
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    [process.env.CODEGEN_OUT ?? 'web/src/gql/']: {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTimeISO: 'string' },
      },
    },
  },
};

export default config;
