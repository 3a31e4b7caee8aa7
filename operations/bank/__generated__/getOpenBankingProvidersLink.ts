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
export type GetOpenBankingProvidersLinkQueryVariables = Exact<{
  providerIds?: Array<string> | string | null | undefined;
}>;


export type GetOpenBankingProvidersLinkQuery = { getOpenBankingProvidersLink: { link: string | null, caseId: string | null, error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }> } };


export const GetOpenBankingProvidersLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getOpenBankingProvidersLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"providerIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getOpenBankingProvidersLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"providerIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"providerIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultFields"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"caseId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Result"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"validationErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useGetOpenBankingProvidersLinkQuery__
 *
 * To run a query within a React component, call `useGetOpenBankingProvidersLinkQuery` and pass it any options that fit your needs.
 * When your component renders, `useGetOpenBankingProvidersLinkQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGetOpenBankingProvidersLinkQuery({
 *   variables: {
 *      providerIds: // value for 'providerIds'
 *   },
 * });
 */
export function useGetOpenBankingProvidersLinkQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<GetOpenBankingProvidersLinkQuery, GetOpenBankingProvidersLinkQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<GetOpenBankingProvidersLinkQuery, GetOpenBankingProvidersLinkQueryVariables>(GetOpenBankingProvidersLinkDocument, options);
      }
export function useGetOpenBankingProvidersLinkLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<GetOpenBankingProvidersLinkQuery, GetOpenBankingProvidersLinkQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<GetOpenBankingProvidersLinkQuery, GetOpenBankingProvidersLinkQueryVariables>(GetOpenBankingProvidersLinkDocument, options);
        }
// @ts-ignore
export function useGetOpenBankingProvidersLinkSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<GetOpenBankingProvidersLinkQuery, GetOpenBankingProvidersLinkQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetOpenBankingProvidersLinkQuery, GetOpenBankingProvidersLinkQueryVariables>;
export function useGetOpenBankingProvidersLinkSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetOpenBankingProvidersLinkQuery, GetOpenBankingProvidersLinkQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetOpenBankingProvidersLinkQuery | undefined, GetOpenBankingProvidersLinkQueryVariables>;
export function useGetOpenBankingProvidersLinkSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetOpenBankingProvidersLinkQuery, GetOpenBankingProvidersLinkQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<GetOpenBankingProvidersLinkQuery, GetOpenBankingProvidersLinkQueryVariables>(GetOpenBankingProvidersLinkDocument, options);
        }
export type GetOpenBankingProvidersLinkQueryHookResult = ReturnType<typeof useGetOpenBankingProvidersLinkQuery>;
export type GetOpenBankingProvidersLinkLazyQueryHookResult = ReturnType<typeof useGetOpenBankingProvidersLinkLazyQuery>;
export type GetOpenBankingProvidersLinkSuspenseQueryHookResult = ReturnType<typeof useGetOpenBankingProvidersLinkSuspenseQuery>;
export type GetOpenBankingProvidersLinkQueryResult = ApolloReactCommon.QueryResult<GetOpenBankingProvidersLinkQuery, GetOpenBankingProvidersLinkQueryVariables>;