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
export type CheckOpenBankingActiveAgreementOutputTypeQueryVariables = Exact<{
  caseId: string;
}>;


export type CheckOpenBankingActiveAgreementOutputTypeQuery = { checkOpenBankingActiveAgreementOutputType: { hasActiveOpenBankingAgreement: boolean, status: Types.OpenBankingStatus | null, failureReason: string | null, error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }> } };


export const CheckOpenBankingActiveAgreementOutputTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"checkOpenBankingActiveAgreementOutputType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkOpenBankingActiveAgreementOutputType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultFields"}},{"kind":"Field","name":{"kind":"Name","value":"hasActiveOpenBankingAgreement"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Result"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"validationErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useCheckOpenBankingActiveAgreementOutputTypeQuery__
 *
 * To run a query within a React component, call `useCheckOpenBankingActiveAgreementOutputTypeQuery` and pass it any options that fit your needs.
 * When your component renders, `useCheckOpenBankingActiveAgreementOutputTypeQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCheckOpenBankingActiveAgreementOutputTypeQuery({
 *   variables: {
 *      caseId: // value for 'caseId'
 *   },
 * });
 */
export function useCheckOpenBankingActiveAgreementOutputTypeQuery(baseOptions: ApolloReactHooks.QueryHookOptions<CheckOpenBankingActiveAgreementOutputTypeQuery, CheckOpenBankingActiveAgreementOutputTypeQueryVariables> & ({ variables: CheckOpenBankingActiveAgreementOutputTypeQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CheckOpenBankingActiveAgreementOutputTypeQuery, CheckOpenBankingActiveAgreementOutputTypeQueryVariables>(CheckOpenBankingActiveAgreementOutputTypeDocument, options);
      }
export function useCheckOpenBankingActiveAgreementOutputTypeLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CheckOpenBankingActiveAgreementOutputTypeQuery, CheckOpenBankingActiveAgreementOutputTypeQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CheckOpenBankingActiveAgreementOutputTypeQuery, CheckOpenBankingActiveAgreementOutputTypeQueryVariables>(CheckOpenBankingActiveAgreementOutputTypeDocument, options);
        }
// @ts-ignore
export function useCheckOpenBankingActiveAgreementOutputTypeSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CheckOpenBankingActiveAgreementOutputTypeQuery, CheckOpenBankingActiveAgreementOutputTypeQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CheckOpenBankingActiveAgreementOutputTypeQuery, CheckOpenBankingActiveAgreementOutputTypeQueryVariables>;
export function useCheckOpenBankingActiveAgreementOutputTypeSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CheckOpenBankingActiveAgreementOutputTypeQuery, CheckOpenBankingActiveAgreementOutputTypeQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CheckOpenBankingActiveAgreementOutputTypeQuery | undefined, CheckOpenBankingActiveAgreementOutputTypeQueryVariables>;
export function useCheckOpenBankingActiveAgreementOutputTypeSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CheckOpenBankingActiveAgreementOutputTypeQuery, CheckOpenBankingActiveAgreementOutputTypeQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<CheckOpenBankingActiveAgreementOutputTypeQuery, CheckOpenBankingActiveAgreementOutputTypeQueryVariables>(CheckOpenBankingActiveAgreementOutputTypeDocument, options);
        }
export type CheckOpenBankingActiveAgreementOutputTypeQueryHookResult = ReturnType<typeof useCheckOpenBankingActiveAgreementOutputTypeQuery>;
export type CheckOpenBankingActiveAgreementOutputTypeLazyQueryHookResult = ReturnType<typeof useCheckOpenBankingActiveAgreementOutputTypeLazyQuery>;
export type CheckOpenBankingActiveAgreementOutputTypeSuspenseQueryHookResult = ReturnType<typeof useCheckOpenBankingActiveAgreementOutputTypeSuspenseQuery>;
export type CheckOpenBankingActiveAgreementOutputTypeQueryResult = ApolloReactCommon.QueryResult<CheckOpenBankingActiveAgreementOutputTypeQuery, CheckOpenBankingActiveAgreementOutputTypeQueryVariables>;