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
export type StaffJobsQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffJobsQuery = { staffJobs: Array<{ name: string, lastStartedAt: string | null, lastFinishedAt: string | null, outcome: string | null, message: string | null, attempts: number, maxAttempts: number, nextAttemptAt: string | null }> };


export const StaffJobsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffJobs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffJobs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffJobFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"lastStartedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastFinishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttempts"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useStaffJobsQuery__
 *
 * To run a query within a React component, call `useStaffJobsQuery` and pass it any options that fit your needs.
 * When your component renders, `useStaffJobsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useStaffJobsQuery({
 *   variables: {
 *   },
 * });
 */
export function useStaffJobsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<StaffJobsQuery, StaffJobsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<StaffJobsQuery, StaffJobsQueryVariables>(StaffJobsDocument, options);
      }
export function useStaffJobsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<StaffJobsQuery, StaffJobsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<StaffJobsQuery, StaffJobsQueryVariables>(StaffJobsDocument, options);
        }
// @ts-ignore
export function useStaffJobsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<StaffJobsQuery, StaffJobsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StaffJobsQuery, StaffJobsQueryVariables>;
export function useStaffJobsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StaffJobsQuery, StaffJobsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StaffJobsQuery | undefined, StaffJobsQueryVariables>;
export function useStaffJobsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StaffJobsQuery, StaffJobsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<StaffJobsQuery, StaffJobsQueryVariables>(StaffJobsDocument, options);
        }
export type StaffJobsQueryHookResult = ReturnType<typeof useStaffJobsQuery>;
export type StaffJobsLazyQueryHookResult = ReturnType<typeof useStaffJobsLazyQuery>;
export type StaffJobsSuspenseQueryHookResult = ReturnType<typeof useStaffJobsSuspenseQuery>;
export type StaffJobsQueryResult = ApolloReactCommon.QueryResult<StaffJobsQuery, StaffJobsQueryVariables>;