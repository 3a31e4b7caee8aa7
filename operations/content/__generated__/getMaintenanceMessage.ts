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
export type GetMaintenanceMessageQueryVariables = Exact<{ [key: string]: never; }>;


export type GetMaintenanceMessageQuery = { getMaintenanceMessage: { error: boolean, errorText: string | null, maintenanceMessage: { maintenanceMessageId: number, message: string, start: string, stop: string } | null } };


export const GetMaintenanceMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getMaintenanceMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getMaintenanceMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"maintenanceMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maintenanceMessageId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"stop"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useGetMaintenanceMessageQuery__
 *
 * To run a query within a React component, call `useGetMaintenanceMessageQuery` and pass it any options that fit your needs.
 * When your component renders, `useGetMaintenanceMessageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGetMaintenanceMessageQuery({
 *   variables: {
 *   },
 * });
 */
export function useGetMaintenanceMessageQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<GetMaintenanceMessageQuery, GetMaintenanceMessageQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<GetMaintenanceMessageQuery, GetMaintenanceMessageQueryVariables>(GetMaintenanceMessageDocument, options);
      }
export function useGetMaintenanceMessageLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<GetMaintenanceMessageQuery, GetMaintenanceMessageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<GetMaintenanceMessageQuery, GetMaintenanceMessageQueryVariables>(GetMaintenanceMessageDocument, options);
        }
// @ts-ignore
export function useGetMaintenanceMessageSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<GetMaintenanceMessageQuery, GetMaintenanceMessageQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetMaintenanceMessageQuery, GetMaintenanceMessageQueryVariables>;
export function useGetMaintenanceMessageSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetMaintenanceMessageQuery, GetMaintenanceMessageQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetMaintenanceMessageQuery | undefined, GetMaintenanceMessageQueryVariables>;
export function useGetMaintenanceMessageSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetMaintenanceMessageQuery, GetMaintenanceMessageQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<GetMaintenanceMessageQuery, GetMaintenanceMessageQueryVariables>(GetMaintenanceMessageDocument, options);
        }
export type GetMaintenanceMessageQueryHookResult = ReturnType<typeof useGetMaintenanceMessageQuery>;
export type GetMaintenanceMessageLazyQueryHookResult = ReturnType<typeof useGetMaintenanceMessageLazyQuery>;
export type GetMaintenanceMessageSuspenseQueryHookResult = ReturnType<typeof useGetMaintenanceMessageSuspenseQuery>;
export type GetMaintenanceMessageQueryResult = ApolloReactCommon.QueryResult<GetMaintenanceMessageQuery, GetMaintenanceMessageQueryVariables>;