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
export type GetOpenBankingProvidersQueryVariables = Exact<{ [key: string]: never; }>;


export type GetOpenBankingProvidersQuery = { getOpenBankingProviders: { error: boolean, errorText: string | null, providers: Array<{ id: string, displayName: string, icon: string, group: string }>, validationErrors: Array<{ code: string, text: string }> } };


export const GetOpenBankingProvidersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getOpenBankingProviders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getOpenBankingProviders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultFields"}},{"kind":"Field","name":{"kind":"Name","value":"providers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"group"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Result"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"validationErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useGetOpenBankingProvidersQuery__
 *
 * To run a query within a React component, call `useGetOpenBankingProvidersQuery` and pass it any options that fit your needs.
 * When your component renders, `useGetOpenBankingProvidersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGetOpenBankingProvidersQuery({
 *   variables: {
 *   },
 * });
 */
export function useGetOpenBankingProvidersQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<GetOpenBankingProvidersQuery, GetOpenBankingProvidersQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<GetOpenBankingProvidersQuery, GetOpenBankingProvidersQueryVariables>(GetOpenBankingProvidersDocument, options);
      }
export function useGetOpenBankingProvidersLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<GetOpenBankingProvidersQuery, GetOpenBankingProvidersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<GetOpenBankingProvidersQuery, GetOpenBankingProvidersQueryVariables>(GetOpenBankingProvidersDocument, options);
        }
// @ts-ignore
export function useGetOpenBankingProvidersSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<GetOpenBankingProvidersQuery, GetOpenBankingProvidersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetOpenBankingProvidersQuery, GetOpenBankingProvidersQueryVariables>;
export function useGetOpenBankingProvidersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetOpenBankingProvidersQuery, GetOpenBankingProvidersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetOpenBankingProvidersQuery | undefined, GetOpenBankingProvidersQueryVariables>;
export function useGetOpenBankingProvidersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetOpenBankingProvidersQuery, GetOpenBankingProvidersQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<GetOpenBankingProvidersQuery, GetOpenBankingProvidersQueryVariables>(GetOpenBankingProvidersDocument, options);
        }
export type GetOpenBankingProvidersQueryHookResult = ReturnType<typeof useGetOpenBankingProvidersQuery>;
export type GetOpenBankingProvidersLazyQueryHookResult = ReturnType<typeof useGetOpenBankingProvidersLazyQuery>;
export type GetOpenBankingProvidersSuspenseQueryHookResult = ReturnType<typeof useGetOpenBankingProvidersSuspenseQuery>;
export type GetOpenBankingProvidersQueryResult = ApolloReactCommon.QueryResult<GetOpenBankingProvidersQuery, GetOpenBankingProvidersQueryVariables>;