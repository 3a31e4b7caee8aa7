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
export type GetHasActiveAutopayAgreementQueryVariables = Exact<{
  applicantId?: number | null | undefined;
}>;


export type GetHasActiveAutopayAgreementQuery = { getHasActiveAutopayAgreement: { error: boolean, errorText: string | null, hasActiveAutopayAgreement: boolean } };


export const GetHasActiveAutopayAgreementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getHasActiveAutopayAgreement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getHasActiveAutopayAgreement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"hasActiveAutopayAgreement"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useGetHasActiveAutopayAgreementQuery__
 *
 * To run a query within a React component, call `useGetHasActiveAutopayAgreementQuery` and pass it any options that fit your needs.
 * When your component renders, `useGetHasActiveAutopayAgreementQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGetHasActiveAutopayAgreementQuery({
 *   variables: {
 *      applicantId: // value for 'applicantId'
 *   },
 * });
 */
export function useGetHasActiveAutopayAgreementQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<GetHasActiveAutopayAgreementQuery, GetHasActiveAutopayAgreementQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<GetHasActiveAutopayAgreementQuery, GetHasActiveAutopayAgreementQueryVariables>(GetHasActiveAutopayAgreementDocument, options);
      }
export function useGetHasActiveAutopayAgreementLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<GetHasActiveAutopayAgreementQuery, GetHasActiveAutopayAgreementQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<GetHasActiveAutopayAgreementQuery, GetHasActiveAutopayAgreementQueryVariables>(GetHasActiveAutopayAgreementDocument, options);
        }
// @ts-ignore
export function useGetHasActiveAutopayAgreementSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<GetHasActiveAutopayAgreementQuery, GetHasActiveAutopayAgreementQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetHasActiveAutopayAgreementQuery, GetHasActiveAutopayAgreementQueryVariables>;
export function useGetHasActiveAutopayAgreementSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetHasActiveAutopayAgreementQuery, GetHasActiveAutopayAgreementQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetHasActiveAutopayAgreementQuery | undefined, GetHasActiveAutopayAgreementQueryVariables>;
export function useGetHasActiveAutopayAgreementSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetHasActiveAutopayAgreementQuery, GetHasActiveAutopayAgreementQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<GetHasActiveAutopayAgreementQuery, GetHasActiveAutopayAgreementQueryVariables>(GetHasActiveAutopayAgreementDocument, options);
        }
export type GetHasActiveAutopayAgreementQueryHookResult = ReturnType<typeof useGetHasActiveAutopayAgreementQuery>;
export type GetHasActiveAutopayAgreementLazyQueryHookResult = ReturnType<typeof useGetHasActiveAutopayAgreementLazyQuery>;
export type GetHasActiveAutopayAgreementSuspenseQueryHookResult = ReturnType<typeof useGetHasActiveAutopayAgreementSuspenseQuery>;
export type GetHasActiveAutopayAgreementQueryResult = ApolloReactCommon.QueryResult<GetHasActiveAutopayAgreementQuery, GetHasActiveAutopayAgreementQueryVariables>;