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
export type GetIncomeQueryVariables = Exact<{
  applicantIncomeId: number;
}>;


export type GetIncomeQuery = { getIncome: { error: boolean, errorText: string | null, income: { applicantIncomeId: number, incomeMonthly: number, incomeMonthlyFormated: string, incomeName: string | null, incomeTypeId: number, validTo: string | null, created: string, updated: string, incomeType: { incomeTypeId: number, name: string, contentCode: string, description: string, title: string | null, titleDescription: string | null, titlePlaceholder: string | null, requiresValidTo: boolean, disabled: boolean } | null } | null, validationErrors: Array<{ code: string, text: string }> } };


export const GetIncomeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getIncome"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicantIncomeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getIncome"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicantIncomeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicantIncomeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultFields"}},{"kind":"Field","name":{"kind":"Name","value":"income"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IncomeFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Result"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"validationErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IncomeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Income"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicantIncomeId"}},{"kind":"Field","name":{"kind":"Name","value":"incomeMonthly"}},{"kind":"Field","name":{"kind":"Name","value":"incomeMonthlyFormated"}},{"kind":"Field","name":{"kind":"Name","value":"incomeName"}},{"kind":"Field","name":{"kind":"Name","value":"incomeTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"incomeType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IncomeTypeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"updated"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IncomeTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IncomeType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"incomeTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"contentCode"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"titleDescription"}},{"kind":"Field","name":{"kind":"Name","value":"titlePlaceholder"}},{"kind":"Field","name":{"kind":"Name","value":"requiresValidTo"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}}]}}]} as unknown as DocumentNode;

/**
 * __useGetIncomeQuery__
 *
 * To run a query within a React component, call `useGetIncomeQuery` and pass it any options that fit your needs.
 * When your component renders, `useGetIncomeQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGetIncomeQuery({
 *   variables: {
 *      applicantIncomeId: // value for 'applicantIncomeId'
 *   },
 * });
 */
export function useGetIncomeQuery(baseOptions: ApolloReactHooks.QueryHookOptions<GetIncomeQuery, GetIncomeQueryVariables> & ({ variables: GetIncomeQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<GetIncomeQuery, GetIncomeQueryVariables>(GetIncomeDocument, options);
      }
export function useGetIncomeLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<GetIncomeQuery, GetIncomeQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<GetIncomeQuery, GetIncomeQueryVariables>(GetIncomeDocument, options);
        }
// @ts-ignore
export function useGetIncomeSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<GetIncomeQuery, GetIncomeQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetIncomeQuery, GetIncomeQueryVariables>;
export function useGetIncomeSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetIncomeQuery, GetIncomeQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetIncomeQuery | undefined, GetIncomeQueryVariables>;
export function useGetIncomeSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetIncomeQuery, GetIncomeQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<GetIncomeQuery, GetIncomeQueryVariables>(GetIncomeDocument, options);
        }
export type GetIncomeQueryHookResult = ReturnType<typeof useGetIncomeQuery>;
export type GetIncomeLazyQueryHookResult = ReturnType<typeof useGetIncomeLazyQuery>;
export type GetIncomeSuspenseQueryHookResult = ReturnType<typeof useGetIncomeSuspenseQuery>;
export type GetIncomeQueryResult = ApolloReactCommon.QueryResult<GetIncomeQuery, GetIncomeQueryVariables>;