import type { CodegenConfig } from '@graphql-codegen/cli';

// schema.graphql is the contract; operations/**/*.graphql are what the SPA sends.
// Generated files are committed; CI fails when regenerating changes them (npm run codegen:check).
const scalars = {
  Date: 'string',
  DateTime: 'string',
  Upload: 'File',
};

// Each output names its schema: the applicants' (schema.graphql) or the staff API's (staff.graphql), never both.
const applicants = { schema: 'schema.graphql', documents: ['operations/**/*.graphql', '!operations/staff/**'] };
// The back office's: its own schema (staff.graphql + staff-schema/<area>.graphql) and operations (operations/staff).
const staff = { schema: ['staff.graphql', 'staff-schema/*.graphql'], documents: ['operations/staff/**/*.graphql'] };

type Sources = { schema: string | string[]; documents: string[] };

const avoidOptionals = { field: true, inputValue: false, object: false, defaultValue: false };

/** The TypeScript types of a schema, which the operation modules refer to. */
const schemaTypes = (sources: Sources) => ({
  ...sources,
  plugins: [{ add: { content: '// @ts-nocheck -- generated' } }, 'typescript'],
  config: { scalars, enumsAsTypes: true, useTypeImports: true, avoidOptionals },
});

/** Typed Apollo hooks, one module beside each operation file (<folder>/__generated__/<Op>.ts), over the schema's types. */
const operationHooks = (sources: Sources, baseTypesPath: string) => ({
  ...sources,
  preset: 'near-operation-file' as const,
  presetConfig: { extension: '.ts', folder: '__generated__', baseTypesPath },
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
    avoidOptionals,
  },
});

const config: CodegenConfig = {
  overwrite: true,
  hooks: { afterAllFileWrite: ['tsx scripts/codegen-barrel.ts', 'tsx scripts/trusted-documents.ts'] },
  generates: {
    // The schema's types the operation modules refer to.
    'src/graphql/__generated__/types.ts': schemaTypes(applicants),
    // Typed Apollo hooks for the SPA, one module per operation file (operations/x/__generated__/y.ts), so each page's
    // chunk carries only the documents it sends. src/graphql/__generated__/hooks.ts re-exports them all.
    'operations/': operationHooks(applicants, '../src/graphql/__generated__/types.ts'),
    // The staff schema's types the back office's operation modules refer to.
    'src/staff/graphql/__generated__/types.ts': schemaTypes(staff),
    // The back office's typed hooks, one module per operation file (operations/staff/<area>/__generated__/<Op>.ts), imported
    // from there (no barrel), over the staff schema's types.
    'operations/staff/': operationHooks(staff, '../../src/staff/graphql/__generated__/types.ts'),
    // The staff API's resolver types (staff.graphql + staff-schema/, served at /staff/api/graphql), with mappers onto views.
    'server/graphql/staff/__generated__/resolvers.ts': {
      schema: staff.schema,
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        scalars: { DateTime: 'Date | string' },
        contextType: '../staff-context#StaffGraphQLContext',
        useIndexSignature: true,
        useTypeImports: true,
        enumsAsTypes: true,
        mappers: {
          StaffReviewItem: '../../../staff/review-inbox.repository#WaitingItemRow',
          StaffApplicantCard: '../../../staff/applicants/applicant-card#ApplicantCard',
          StaffMember: '../../../staff/staff-view#StaffView',
          StaffAccount: '../../../staff/accounts/staff-account-view#StaffAccountView',
          StaffBrokerageListing: '../../../applications/staff-brokerage.service#BrokerageListingView',
          StaffBrokeragePipeline: '../../../applications/staff-brokerage.service#PipelineView',
          StaffPipelineApplicant: '../../../applications/staff-brokerage.service#PipelineApplicantView',
          StaffBrokerageStep: '../../../applications/staff-brokerage.service#BrokerageStepView',
          StaffSteppedApplication: '../../../applications/staff-brokerage.service#SteppedView',
        },
      },
    },
    // Resolver types for the server, with mappers onto Drizzle rows.
    'server/graphql/__generated__/resolvers.ts': {
      ...applicants,
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
