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
export type RecurrenceVerificationInfoQueryVariables = Exact<{
  paymentReference: string;
}>;


export type RecurrenceVerificationInfoQuery = { recurrenceVerificationInfo: { error: boolean, errorText: string | null, hasVerification: boolean } };


export const RecurrenceVerificationInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"recurrenceVerificationInfo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentReference"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recurrenceVerificationInfo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"paymentReference"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentReference"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"hasVerification"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useRecurrenceVerificationInfoQuery__
 *
 * To run a query within a React component, call `useRecurrenceVerificationInfoQuery` and pass it any options that fit your needs.
 * When your component renders, `useRecurrenceVerificationInfoQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useRecurrenceVerificationInfoQuery({
 *   variables: {
 *      paymentReference: // value for 'paymentReference'
 *   },
 * });
 */
export function useRecurrenceVerificationInfoQuery(baseOptions: ApolloReactHooks.QueryHookOptions<RecurrenceVerificationInfoQuery, RecurrenceVerificationInfoQueryVariables> & ({ variables: RecurrenceVerificationInfoQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<RecurrenceVerificationInfoQuery, RecurrenceVerificationInfoQueryVariables>(RecurrenceVerificationInfoDocument, options);
      }
export function useRecurrenceVerificationInfoLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<RecurrenceVerificationInfoQuery, RecurrenceVerificationInfoQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<RecurrenceVerificationInfoQuery, RecurrenceVerificationInfoQueryVariables>(RecurrenceVerificationInfoDocument, options);
        }
// @ts-ignore
export function useRecurrenceVerificationInfoSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<RecurrenceVerificationInfoQuery, RecurrenceVerificationInfoQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<RecurrenceVerificationInfoQuery, RecurrenceVerificationInfoQueryVariables>;
export function useRecurrenceVerificationInfoSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<RecurrenceVerificationInfoQuery, RecurrenceVerificationInfoQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<RecurrenceVerificationInfoQuery | undefined, RecurrenceVerificationInfoQueryVariables>;
export function useRecurrenceVerificationInfoSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<RecurrenceVerificationInfoQuery, RecurrenceVerificationInfoQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<RecurrenceVerificationInfoQuery, RecurrenceVerificationInfoQueryVariables>(RecurrenceVerificationInfoDocument, options);
        }
export type RecurrenceVerificationInfoQueryHookResult = ReturnType<typeof useRecurrenceVerificationInfoQuery>;
export type RecurrenceVerificationInfoLazyQueryHookResult = ReturnType<typeof useRecurrenceVerificationInfoLazyQuery>;
export type RecurrenceVerificationInfoSuspenseQueryHookResult = ReturnType<typeof useRecurrenceVerificationInfoSuspenseQuery>;
export type RecurrenceVerificationInfoQueryResult = ApolloReactCommon.QueryResult<RecurrenceVerificationInfoQuery, RecurrenceVerificationInfoQueryVariables>;