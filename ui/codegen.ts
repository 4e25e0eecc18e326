import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed GraphQL operations from the server's schema (style rule 11).
 * `npm run codegen` writes src/gql/; `npm run codegen:check` regenerates into a temporary
 * directory (CODEGEN_OUT) and fails when the committed files differ.
 */
const out = process.env.CODEGEN_OUT ?? 'src/gql/';

const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['src/**/*.{ts,tsx}', '!src/gql/**/*'],
  ignoreNoDocuments: false,
  generates: {
    [out]: {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        documentMode: 'string',
        useTypeImports: true,
        enumsAsTypes: true,
        skipTypename: true,
        avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
      },
    },
    // The server's error codes (`extensions.code`, REST `code`): no operation selects them, so
    // the client preset leaves them out; this file has every enum of the schema.
    [`${out}errorCodes.ts`]: {
      plugins: ['typescript'],
      config: { onlyEnums: true, enumsAsTypes: true },
    },
  },
};

export default config;
