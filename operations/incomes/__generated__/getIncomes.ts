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
export type GetIncomesQueryVariables = Exact<{ [key: string]: never; }>;


export type GetIncomesQuery = { getIncomes: { error: boolean, errorText: string | null, incomes: Array<{ applicantIncomeId: number, incomeMonthly: number, incomeMonthlyFormated: string, incomeName: string | null, incomeTypeId: number, validTo: string | null, created: string, updated: string, incomeType: { incomeTypeId: number, name: string, contentCode: string, description: string, title: string | null, titleDescription: string | null, titlePlaceholder: string | null, requiresValidTo: boolean, disabled: boolean } | null }>, validationErrors: Array<{ code: string, text: string }> } };


export const GetIncomesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getIncomes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getIncomes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultFields"}},{"kind":"Field","name":{"kind":"Name","value":"incomes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IncomeFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Result"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"validationErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IncomeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Income"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicantIncomeId"}},{"kind":"Field","name":{"kind":"Name","value":"incomeMonthly"}},{"kind":"Field","name":{"kind":"Name","value":"incomeMonthlyFormated"}},{"kind":"Field","name":{"kind":"Name","value":"incomeName"}},{"kind":"Field","name":{"kind":"Name","value":"incomeTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"incomeType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IncomeTypeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"updated"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IncomeTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IncomeType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"incomeTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"contentCode"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"titleDescription"}},{"kind":"Field","name":{"kind":"Name","value":"titlePlaceholder"}},{"kind":"Field","name":{"kind":"Name","value":"requiresValidTo"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}}]}}]} as unknown as DocumentNode;

/**
 * __useGetIncomesQuery__
 *
 * To run a query within a React component, call `useGetIncomesQuery` and pass it any options that fit your needs.
 * When your component renders, `useGetIncomesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGetIncomesQuery({
 *   variables: {
 *   },
 * });
 */
export function useGetIncomesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<GetIncomesQuery, GetIncomesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<GetIncomesQuery, GetIncomesQueryVariables>(GetIncomesDocument, options);
      }
export function useGetIncomesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<GetIncomesQuery, GetIncomesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<GetIncomesQuery, GetIncomesQueryVariables>(GetIncomesDocument, options);
        }
// @ts-ignore
export function useGetIncomesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<GetIncomesQuery, GetIncomesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetIncomesQuery, GetIncomesQueryVariables>;
export function useGetIncomesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetIncomesQuery, GetIncomesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetIncomesQuery | undefined, GetIncomesQueryVariables>;
export function useGetIncomesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetIncomesQuery, GetIncomesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<GetIncomesQuery, GetIncomesQueryVariables>(GetIncomesDocument, options);
        }
export type GetIncomesQueryHookResult = ReturnType<typeof useGetIncomesQuery>;
export type GetIncomesLazyQueryHookResult = ReturnType<typeof useGetIncomesLazyQuery>;
export type GetIncomesSuspenseQueryHookResult = ReturnType<typeof useGetIncomesSuspenseQuery>;
export type GetIncomesQueryResult = ApolloReactCommon.QueryResult<GetIncomesQuery, GetIncomesQueryVariables>;