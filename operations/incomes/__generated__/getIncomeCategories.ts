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
export type GetIncomeCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type GetIncomeCategoriesQuery = { getIncomeCategories: { error: boolean, errorText: string | null, incomeCategories: Array<{ incomeCategoryId: number, name: string, incomeTypes: Array<{ incomeTypeId: number, name: string, contentCode: string, description: string, title: string | null, titleDescription: string | null, titlePlaceholder: string | null, requiresValidTo: boolean, disabled: boolean }> }>, validationErrors: Array<{ code: string, text: string }> } };


export const GetIncomeCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getIncomeCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getIncomeCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultFields"}},{"kind":"Field","name":{"kind":"Name","value":"incomeCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"incomeCategoryId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"incomeTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IncomeTypeFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Result"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"validationErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IncomeTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IncomeType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"incomeTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"contentCode"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"titleDescription"}},{"kind":"Field","name":{"kind":"Name","value":"titlePlaceholder"}},{"kind":"Field","name":{"kind":"Name","value":"requiresValidTo"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}}]}}]} as unknown as DocumentNode;

/**
 * __useGetIncomeCategoriesQuery__
 *
 * To run a query within a React component, call `useGetIncomeCategoriesQuery` and pass it any options that fit your needs.
 * When your component renders, `useGetIncomeCategoriesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGetIncomeCategoriesQuery({
 *   variables: {
 *   },
 * });
 */
export function useGetIncomeCategoriesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<GetIncomeCategoriesQuery, GetIncomeCategoriesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<GetIncomeCategoriesQuery, GetIncomeCategoriesQueryVariables>(GetIncomeCategoriesDocument, options);
      }
export function useGetIncomeCategoriesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<GetIncomeCategoriesQuery, GetIncomeCategoriesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<GetIncomeCategoriesQuery, GetIncomeCategoriesQueryVariables>(GetIncomeCategoriesDocument, options);
        }
// @ts-ignore
export function useGetIncomeCategoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<GetIncomeCategoriesQuery, GetIncomeCategoriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetIncomeCategoriesQuery, GetIncomeCategoriesQueryVariables>;
export function useGetIncomeCategoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetIncomeCategoriesQuery, GetIncomeCategoriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetIncomeCategoriesQuery | undefined, GetIncomeCategoriesQueryVariables>;
export function useGetIncomeCategoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetIncomeCategoriesQuery, GetIncomeCategoriesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<GetIncomeCategoriesQuery, GetIncomeCategoriesQueryVariables>(GetIncomeCategoriesDocument, options);
        }
export type GetIncomeCategoriesQueryHookResult = ReturnType<typeof useGetIncomeCategoriesQuery>;
export type GetIncomeCategoriesLazyQueryHookResult = ReturnType<typeof useGetIncomeCategoriesLazyQuery>;
export type GetIncomeCategoriesSuspenseQueryHookResult = ReturnType<typeof useGetIncomeCategoriesSuspenseQuery>;
export type GetIncomeCategoriesQueryResult = ApolloReactCommon.QueryResult<GetIncomeCategoriesQuery, GetIncomeCategoriesQueryVariables>;