import type { CodegenConfig } from '@graphql-codegen/cli';

// schema.graphql is the contract; operations/**/*.graphql are what the SPA sends.
// Generated files are committed; CI fails when regenerating changes them (npm run codegen:check).
const scalars = {
  Date: 'string',
  DateTime: 'string',
  Upload: 'File',
};

const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['operations/**/*.graphql'],
  overwrite: true,
  hooks: { afterAllFileWrite: ['tsx scripts/codegen-barrel.ts'] },
  generates: {
    // The schema's types the operation modules refer to.
    'src/graphql/__generated__/types.ts': {
      plugins: [{ add: { content: '// @ts-nocheck -- generated' } }, 'typescript'],
      config: { scalars, enumsAsTypes: true, useTypeImports: true, avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false } },
    },
    // Typed Apollo hooks for the SPA, one module per operation file (operations/x/__generated__/y.ts), so each page's
    // chunk carries only the documents it sends. src/graphql/__generated__/hooks.ts re-exports them all.
    'operations/': {
      preset: 'near-operation-file',
      presetConfig: { extension: '.ts', folder: '__generated__', baseTypesPath: '../src/graphql/__generated__/types.ts' },
      plugins: [
        { add: { content: '// @ts-nocheck -- generated; call sites stay typed (src/graphql/hooks.typetest.ts)' } },
        'typescript-operations',
        'typescript-react-apollo',
      ],
      config: {
        scalars,
        enumType: 'const',
        documentMode: 'documentNode',
        apolloReactCommonImportFrom: '@apollo/client/react',
        apolloReactHooksImportFrom: '@apollo/client/react',
        withMutationFn: false,
        withMutationOptionsType: false,
        withHooks: true,
        useTypeImports: true,
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
      },
    },
    // Resolver types for the server, with mappers onto Drizzle rows.
    'server/graphql/__generated__/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        scalars: { ...scalars, DateTime: 'Date | string', Upload: 'Promise<File>' },
        contextType: '../context#GraphQLContext',
        useIndexSignature: true,
        useTypeImports: true,
        enumsAsTypes: true,
        mappers: {
          Applicant: '../../account/applicant-view#ApplicantView',
          AgencyProfile: '../../db/schema#AgencyProfileRow',
          MaintenanceMessage: '../../db/schema#MaintenanceMessageRow',
          // The list and detail reply without the detail-only fields, which RentalObject's own resolvers read when asked.
          RentalObject: '../../listings/rental-object-view#RentalObjectView',
        },
      },
    },
  },
};

export default config;
