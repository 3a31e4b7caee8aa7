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
export type StaffReviewInboxQueryVariables = Exact<{
  first?: number | null | undefined;
}>;


export type StaffReviewInboxQuery = { staffReviewInbox: { documents: { count: number, oldest: Array<{ id: string, applicantId: number, applicantName: string, type: string, status: string, waitingSince: string }> }, idDocuments: { count: number, oldest: Array<{ id: string, applicantId: number, applicantName: string, type: string, status: string, waitingSince: string }> }, incomeCertificates: { count: number, oldest: Array<{ id: string, applicantId: number, applicantName: string, type: string, status: string, waitingSince: string }> }, missingReasons: { count: number, oldest: Array<{ id: string, applicantId: number, applicantName: string, type: string, status: string, waitingSince: string }> }, rejectedIds: { count: number, oldest: Array<{ id: string, applicantId: number, applicantName: string, type: string, status: string, waitingSince: string }> } } };


export const StaffReviewInboxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffReviewInbox"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffReviewInbox"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffReviewQueueFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"idDocuments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffReviewQueueFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"incomeCertificates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffReviewQueueFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"missingReasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffReviewQueueFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rejectedIds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffReviewQueueFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffReviewQueueFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffReviewQueue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"oldest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicantId"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"waitingSince"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useStaffReviewInboxQuery__
 *
 * To run a query within a React component, call `useStaffReviewInboxQuery` and pass it any options that fit your needs.
 * When your component renders, `useStaffReviewInboxQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useStaffReviewInboxQuery({
 *   variables: {
 *      first: // value for 'first'
 *   },
 * });
 */
export function useStaffReviewInboxQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<StaffReviewInboxQuery, StaffReviewInboxQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<StaffReviewInboxQuery, StaffReviewInboxQueryVariables>(StaffReviewInboxDocument, options);
      }
export function useStaffReviewInboxLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<StaffReviewInboxQuery, StaffReviewInboxQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<StaffReviewInboxQuery, StaffReviewInboxQueryVariables>(StaffReviewInboxDocument, options);
        }
// @ts-ignore
export function useStaffReviewInboxSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<StaffReviewInboxQuery, StaffReviewInboxQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StaffReviewInboxQuery, StaffReviewInboxQueryVariables>;
export function useStaffReviewInboxSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StaffReviewInboxQuery, StaffReviewInboxQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StaffReviewInboxQuery | undefined, StaffReviewInboxQueryVariables>;
export function useStaffReviewInboxSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StaffReviewInboxQuery, StaffReviewInboxQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<StaffReviewInboxQuery, StaffReviewInboxQueryVariables>(StaffReviewInboxDocument, options);
        }
export type StaffReviewInboxQueryHookResult = ReturnType<typeof useStaffReviewInboxQuery>;
export type StaffReviewInboxLazyQueryHookResult = ReturnType<typeof useStaffReviewInboxLazyQuery>;
export type StaffReviewInboxSuspenseQueryHookResult = ReturnType<typeof useStaffReviewInboxSuspenseQuery>;
export type StaffReviewInboxQueryResult = ApolloReactCommon.QueryResult<StaffReviewInboxQuery, StaffReviewInboxQueryVariables>;