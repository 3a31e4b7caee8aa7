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
export type GetTenantReferenceQueryVariables = Exact<{ [key: string]: never; }>;


export type GetTenantReferenceQuery = { getTenantReference: { error: boolean, errorText: string | null, tenantReference: { landlordReference: string, landlordId: number | null, tenantReferenceUpdated: string } | null, validationErrors: Array<{ code: string, text: string }> } };


export const GetTenantReferenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getTenantReference"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getTenantReference"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultFields"}},{"kind":"Field","name":{"kind":"Name","value":"tenantReference"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TenantReferenceFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Result"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"validationErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TenantReferenceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TenantReference"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"landlordReference"}},{"kind":"Field","name":{"kind":"Name","value":"landlordId"}},{"kind":"Field","name":{"kind":"Name","value":"tenantReferenceUpdated"}}]}}]} as unknown as DocumentNode;

/**
 * __useGetTenantReferenceQuery__
 *
 * To run a query within a React component, call `useGetTenantReferenceQuery` and pass it any options that fit your needs.
 * When your component renders, `useGetTenantReferenceQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGetTenantReferenceQuery({
 *   variables: {
 *   },
 * });
 */
export function useGetTenantReferenceQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<GetTenantReferenceQuery, GetTenantReferenceQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<GetTenantReferenceQuery, GetTenantReferenceQueryVariables>(GetTenantReferenceDocument, options);
      }
export function useGetTenantReferenceLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<GetTenantReferenceQuery, GetTenantReferenceQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<GetTenantReferenceQuery, GetTenantReferenceQueryVariables>(GetTenantReferenceDocument, options);
        }
// @ts-ignore
export function useGetTenantReferenceSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<GetTenantReferenceQuery, GetTenantReferenceQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetTenantReferenceQuery, GetTenantReferenceQueryVariables>;
export function useGetTenantReferenceSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetTenantReferenceQuery, GetTenantReferenceQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetTenantReferenceQuery | undefined, GetTenantReferenceQueryVariables>;
export function useGetTenantReferenceSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetTenantReferenceQuery, GetTenantReferenceQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<GetTenantReferenceQuery, GetTenantReferenceQueryVariables>(GetTenantReferenceDocument, options);
        }
export type GetTenantReferenceQueryHookResult = ReturnType<typeof useGetTenantReferenceQuery>;
export type GetTenantReferenceLazyQueryHookResult = ReturnType<typeof useGetTenantReferenceLazyQuery>;
export type GetTenantReferenceSuspenseQueryHookResult = ReturnType<typeof useGetTenantReferenceSuspenseQuery>;
export type GetTenantReferenceQueryResult = ApolloReactCommon.QueryResult<GetTenantReferenceQuery, GetTenantReferenceQueryVariables>;