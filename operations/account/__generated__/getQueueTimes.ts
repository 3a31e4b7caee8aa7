// @ts-nocheck -- generated; call sites stay typed (src/graphql/hooks.typetest.ts)
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../src/graphql/__generated__/types';

import type { DocumentNode } from 'graphql';
import type * as ApolloReactCommon from '@apollo/client/react';
import * as ApolloReactHooks from '@apollo/client/react';
const defaultOptions = {} as const;
export type GetQueueTimesQueryVariables = Exact<{ [key: string]: never; }>;


export type GetQueueTimesQuery = { getQueueTimes: { error: boolean, errorText: string | null, queueTimes: Array<{ name: string, queueDate: string | null, type: string }>, validationErrors: Array<{ code: string, text: string }> } };


export const GetQueueTimesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getQueueTimes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getQueueTimes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultFields"}},{"kind":"Field","name":{"kind":"Name","value":"queueTimes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"queueDate"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Result"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"validationErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useGetQueueTimesQuery__
 *
 * To run a query within a React component, call `useGetQueueTimesQuery` and pass it any options that fit your needs.
 * When your component renders, `useGetQueueTimesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGetQueueTimesQuery({
 *   variables: {
 *   },
 * });
 */
export function useGetQueueTimesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<GetQueueTimesQuery, GetQueueTimesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<GetQueueTimesQuery, GetQueueTimesQueryVariables>(GetQueueTimesDocument, options);
      }
export function useGetQueueTimesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<GetQueueTimesQuery, GetQueueTimesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<GetQueueTimesQuery, GetQueueTimesQueryVariables>(GetQueueTimesDocument, options);
        }
// @ts-ignore
export function useGetQueueTimesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<GetQueueTimesQuery, GetQueueTimesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetQueueTimesQuery, GetQueueTimesQueryVariables>;
export function useGetQueueTimesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetQueueTimesQuery, GetQueueTimesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetQueueTimesQuery | undefined, GetQueueTimesQueryVariables>;
export function useGetQueueTimesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetQueueTimesQuery, GetQueueTimesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<GetQueueTimesQuery, GetQueueTimesQueryVariables>(GetQueueTimesDocument, options);
        }
export type GetQueueTimesQueryHookResult = ReturnType<typeof useGetQueueTimesQuery>;
export type GetQueueTimesLazyQueryHookResult = ReturnType<typeof useGetQueueTimesLazyQuery>;
export type GetQueueTimesSuspenseQueryHookResult = ReturnType<typeof useGetQueueTimesSuspenseQuery>;
export type GetQueueTimesQueryResult = ApolloReactCommon.QueryResult<GetQueueTimesQuery, GetQueueTimesQueryVariables>;