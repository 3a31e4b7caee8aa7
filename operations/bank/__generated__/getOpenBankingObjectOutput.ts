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
/** FETCHING: consent given, data being fetched; ACTIVE: fetched, counts until the consent expires; FAILED; EXPIRED. */
export const OpenBankingStatus = {
  Active: 'ACTIVE',
  Expired: 'EXPIRED',
  Failed: 'FAILED',
  Fetching: 'FETCHING'
} as const;

export type OpenBankingStatus = typeof OpenBankingStatus[keyof typeof OpenBankingStatus];
export type GetOpenBankingObjectOutputQueryVariables = Exact<{ [key: string]: never; }>;


export type GetOpenBankingObjectOutputQuery = { getOpenBankingObjectOutput: { verifiedMonthlyIncome: number | null, error: boolean, errorText: string | null, connections: Array<{ dataId: number, bank: string, account: string, connected: string, lastFetch: string | null, consentExpires: string, consentDaysLeft: number, status: Types.OpenBankingStatus }>, data: Array<{ dataId: number, bankName: string, providerId: string, connected: string, lastFetch: string | null, consentExpires: string, status: Types.OpenBankingStatus, accounts: Array<{ name: string, accountNumber: string, type: string }> }>, transactions: Array<{ year: number, month: number, monthIncomeSummary: { salary: number, studentAid: number, pension: number, socialInsurance: number, otherIncome: number, total: number, verifiable: number }, transactions: Array<{ amount: number, description: string, transactionAt: string, category: string, internalTransfer: boolean }> }>, validationErrors: Array<{ code: string, text: string }> } };


export const GetOpenBankingObjectOutputDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getOpenBankingObjectOutput"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getOpenBankingObjectOutput"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultFields"}},{"kind":"Field","name":{"kind":"Name","value":"connections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dataId"}},{"kind":"Field","name":{"kind":"Name","value":"bank"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"lastFetch"}},{"kind":"Field","name":{"kind":"Name","value":"consentExpires"}},{"kind":"Field","name":{"kind":"Name","value":"consentDaysLeft"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dataId"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"providerId"}},{"kind":"Field","name":{"kind":"Name","value":"accounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"lastFetch"}},{"kind":"Field","name":{"kind":"Name","value":"consentExpires"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"monthIncomeSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salary"}},{"kind":"Field","name":{"kind":"Name","value":"studentAid"}},{"kind":"Field","name":{"kind":"Name","value":"pension"}},{"kind":"Field","name":{"kind":"Name","value":"socialInsurance"}},{"kind":"Field","name":{"kind":"Name","value":"otherIncome"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"verifiable"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"transactionAt"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"internalTransfer"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"verifiedMonthlyIncome"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Result"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"validationErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useGetOpenBankingObjectOutputQuery__
 *
 * To run a query within a React component, call `useGetOpenBankingObjectOutputQuery` and pass it any options that fit your needs.
 * When your component renders, `useGetOpenBankingObjectOutputQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGetOpenBankingObjectOutputQuery({
 *   variables: {
 *   },
 * });
 */
export function useGetOpenBankingObjectOutputQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<GetOpenBankingObjectOutputQuery, GetOpenBankingObjectOutputQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<GetOpenBankingObjectOutputQuery, GetOpenBankingObjectOutputQueryVariables>(GetOpenBankingObjectOutputDocument, options);
      }
export function useGetOpenBankingObjectOutputLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<GetOpenBankingObjectOutputQuery, GetOpenBankingObjectOutputQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<GetOpenBankingObjectOutputQuery, GetOpenBankingObjectOutputQueryVariables>(GetOpenBankingObjectOutputDocument, options);
        }
// @ts-ignore
export function useGetOpenBankingObjectOutputSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<GetOpenBankingObjectOutputQuery, GetOpenBankingObjectOutputQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetOpenBankingObjectOutputQuery, GetOpenBankingObjectOutputQueryVariables>;
export function useGetOpenBankingObjectOutputSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetOpenBankingObjectOutputQuery, GetOpenBankingObjectOutputQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetOpenBankingObjectOutputQuery | undefined, GetOpenBankingObjectOutputQueryVariables>;
export function useGetOpenBankingObjectOutputSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetOpenBankingObjectOutputQuery, GetOpenBankingObjectOutputQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<GetOpenBankingObjectOutputQuery, GetOpenBankingObjectOutputQueryVariables>(GetOpenBankingObjectOutputDocument, options);
        }
export type GetOpenBankingObjectOutputQueryHookResult = ReturnType<typeof useGetOpenBankingObjectOutputQuery>;
export type GetOpenBankingObjectOutputLazyQueryHookResult = ReturnType<typeof useGetOpenBankingObjectOutputLazyQuery>;
export type GetOpenBankingObjectOutputSuspenseQueryHookResult = ReturnType<typeof useGetOpenBankingObjectOutputSuspenseQuery>;
export type GetOpenBankingObjectOutputQueryResult = ApolloReactCommon.QueryResult<GetOpenBankingObjectOutputQuery, GetOpenBankingObjectOutputQueryVariables>;