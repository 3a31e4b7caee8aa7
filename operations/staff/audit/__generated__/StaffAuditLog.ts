// @ts-nocheck -- generated; call sites stay typed (src/graphql/hooks.typetest.ts)
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../../src/staff/graphql/__generated__/types';

import type { DocumentNode } from 'graphql';
import type * as ApolloReactCommon from '@apollo/client/react';
import * as ApolloReactHooks from '@apollo/client/react';
const defaultOptions = {} as const;
export type StaffAuditLogQueryVariables = Exact<{
  staffUserId?: number | null | undefined;
  applicantId?: number | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
  first?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type StaffAuditLogQuery = { staffAuditLog: { error: boolean, errorText: string | null, totalCount: number, validationErrors: Array<{ code: string, text: string }>, entries: Array<{ auditId: string, at: string, staffUserId: number, staffName: string | null, action: string, actionText: string, applicantId: number | null, subject: string | null, before: string | null, after: string | null }> } };


export const StaffAuditLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffAuditLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"staffUserId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffAuditLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"staffUserId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"staffUserId"}}},{"kind":"Argument","name":{"kind":"Name","value":"applicantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicantId"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"validationErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditId"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"staffUserId"}},{"kind":"Field","name":{"kind":"Name","value":"staffName"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"actionText"}},{"kind":"Field","name":{"kind":"Name","value":"applicantId"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useStaffAuditLogQuery__
 *
 * To run a query within a React component, call `useStaffAuditLogQuery` and pass it any options that fit your needs.
 * When your component renders, `useStaffAuditLogQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useStaffAuditLogQuery({
 *   variables: {
 *      staffUserId: // value for 'staffUserId'
 *      applicantId: // value for 'applicantId'
 *      from: // value for 'from'
 *      to: // value for 'to'
 *      first: // value for 'first'
 *      offset: // value for 'offset'
 *   },
 * });
 */
export function useStaffAuditLogQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<StaffAuditLogQuery, StaffAuditLogQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<StaffAuditLogQuery, StaffAuditLogQueryVariables>(StaffAuditLogDocument, options);
      }
export function useStaffAuditLogLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<StaffAuditLogQuery, StaffAuditLogQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<StaffAuditLogQuery, StaffAuditLogQueryVariables>(StaffAuditLogDocument, options);
        }
// @ts-ignore
export function useStaffAuditLogSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<StaffAuditLogQuery, StaffAuditLogQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StaffAuditLogQuery, StaffAuditLogQueryVariables>;
export function useStaffAuditLogSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StaffAuditLogQuery, StaffAuditLogQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StaffAuditLogQuery | undefined, StaffAuditLogQueryVariables>;
export function useStaffAuditLogSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StaffAuditLogQuery, StaffAuditLogQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<StaffAuditLogQuery, StaffAuditLogQueryVariables>(StaffAuditLogDocument, options);
        }
export type StaffAuditLogQueryHookResult = ReturnType<typeof useStaffAuditLogQuery>;
export type StaffAuditLogLazyQueryHookResult = ReturnType<typeof useStaffAuditLogLazyQuery>;
export type StaffAuditLogSuspenseQueryHookResult = ReturnType<typeof useStaffAuditLogSuspenseQuery>;
export type StaffAuditLogQueryResult = ApolloReactCommon.QueryResult<StaffAuditLogQuery, StaffAuditLogQueryVariables>;