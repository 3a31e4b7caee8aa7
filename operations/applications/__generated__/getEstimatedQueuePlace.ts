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
export type GetEstimatedQueuePlaceQueryVariables = Exact<{
  rentalObjectId: string;
}>;


export type GetEstimatedQueuePlaceQuery = { getEstimatedQueuePlace: { error: boolean, errorText: string | null, estimatedQueuePlace: { estimatedQueuePlace: number | null, totalApplications: number, hasApplication: boolean, queuePlaceReason: string | null } | null } };


export const GetEstimatedQueuePlaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getEstimatedQueuePlace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rentalObjectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getEstimatedQueuePlace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"rentalObjectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rentalObjectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedQueuePlace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"estimatedQueuePlace"}},{"kind":"Field","name":{"kind":"Name","value":"totalApplications"}},{"kind":"Field","name":{"kind":"Name","value":"hasApplication"}},{"kind":"Field","name":{"kind":"Name","value":"queuePlaceReason"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useGetEstimatedQueuePlaceQuery__
 *
 * To run a query within a React component, call `useGetEstimatedQueuePlaceQuery` and pass it any options that fit your needs.
 * When your component renders, `useGetEstimatedQueuePlaceQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGetEstimatedQueuePlaceQuery({
 *   variables: {
 *      rentalObjectId: // value for 'rentalObjectId'
 *   },
 * });
 */
export function useGetEstimatedQueuePlaceQuery(baseOptions: ApolloReactHooks.QueryHookOptions<GetEstimatedQueuePlaceQuery, GetEstimatedQueuePlaceQueryVariables> & ({ variables: GetEstimatedQueuePlaceQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<GetEstimatedQueuePlaceQuery, GetEstimatedQueuePlaceQueryVariables>(GetEstimatedQueuePlaceDocument, options);
      }
export function useGetEstimatedQueuePlaceLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<GetEstimatedQueuePlaceQuery, GetEstimatedQueuePlaceQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<GetEstimatedQueuePlaceQuery, GetEstimatedQueuePlaceQueryVariables>(GetEstimatedQueuePlaceDocument, options);
        }
// @ts-ignore
export function useGetEstimatedQueuePlaceSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<GetEstimatedQueuePlaceQuery, GetEstimatedQueuePlaceQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetEstimatedQueuePlaceQuery, GetEstimatedQueuePlaceQueryVariables>;
export function useGetEstimatedQueuePlaceSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetEstimatedQueuePlaceQuery, GetEstimatedQueuePlaceQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetEstimatedQueuePlaceQuery | undefined, GetEstimatedQueuePlaceQueryVariables>;
export function useGetEstimatedQueuePlaceSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetEstimatedQueuePlaceQuery, GetEstimatedQueuePlaceQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<GetEstimatedQueuePlaceQuery, GetEstimatedQueuePlaceQueryVariables>(GetEstimatedQueuePlaceDocument, options);
        }
export type GetEstimatedQueuePlaceQueryHookResult = ReturnType<typeof useGetEstimatedQueuePlaceQuery>;
export type GetEstimatedQueuePlaceLazyQueryHookResult = ReturnType<typeof useGetEstimatedQueuePlaceLazyQuery>;
export type GetEstimatedQueuePlaceSuspenseQueryHookResult = ReturnType<typeof useGetEstimatedQueuePlaceSuspenseQuery>;
export type GetEstimatedQueuePlaceQueryResult = ApolloReactCommon.QueryResult<GetEstimatedQueuePlaceQuery, GetEstimatedQueuePlaceQueryVariables>;