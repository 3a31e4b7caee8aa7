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
export type StaffApplicationHistoryQueryVariables = Exact<{
  applicationId: number;
}>;


export type StaffApplicationHistoryQuery = { staffApplicationHistory: { applicationId: number, applicantName: string, steps: Array<{ type: string, stepText: string, toStageText: string, by: string, at: string }> } | null };


export const StaffApplicationHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffApplicationHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffApplicationHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"stepText"}},{"kind":"Field","name":{"kind":"Name","value":"toStageText"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useStaffApplicationHistoryQuery__
 *
 * To run a query within a React component, call `useStaffApplicationHistoryQuery` and pass it any options that fit your needs.
 * When your component renders, `useStaffApplicationHistoryQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useStaffApplicationHistoryQuery({
 *   variables: {
 *      applicationId: // value for 'applicationId'
 *   },
 * });
 */
export function useStaffApplicationHistoryQuery(baseOptions: ApolloReactHooks.QueryHookOptions<StaffApplicationHistoryQuery, StaffApplicationHistoryQueryVariables> & ({ variables: StaffApplicationHistoryQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<StaffApplicationHistoryQuery, StaffApplicationHistoryQueryVariables>(StaffApplicationHistoryDocument, options);
      }
export function useStaffApplicationHistoryLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<StaffApplicationHistoryQuery, StaffApplicationHistoryQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<StaffApplicationHistoryQuery, StaffApplicationHistoryQueryVariables>(StaffApplicationHistoryDocument, options);
        }
// @ts-ignore
export function useStaffApplicationHistorySuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<StaffApplicationHistoryQuery, StaffApplicationHistoryQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StaffApplicationHistoryQuery, StaffApplicationHistoryQueryVariables>;
export function useStaffApplicationHistorySuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StaffApplicationHistoryQuery, StaffApplicationHistoryQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StaffApplicationHistoryQuery | undefined, StaffApplicationHistoryQueryVariables>;
export function useStaffApplicationHistorySuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StaffApplicationHistoryQuery, StaffApplicationHistoryQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<StaffApplicationHistoryQuery, StaffApplicationHistoryQueryVariables>(StaffApplicationHistoryDocument, options);
        }
export type StaffApplicationHistoryQueryHookResult = ReturnType<typeof useStaffApplicationHistoryQuery>;
export type StaffApplicationHistoryLazyQueryHookResult = ReturnType<typeof useStaffApplicationHistoryLazyQuery>;
export type StaffApplicationHistorySuspenseQueryHookResult = ReturnType<typeof useStaffApplicationHistorySuspenseQuery>;
export type StaffApplicationHistoryQueryResult = ApolloReactCommon.QueryResult<StaffApplicationHistoryQuery, StaffApplicationHistoryQueryVariables>;