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
export type GetSubscriptionFilterQueryVariables = Exact<{ [key: string]: never; }>;


export type GetSubscriptionFilterQuery = { getSubscriptionFilter: { error: boolean, errorText: string | null, subscriptionFilter: { categories: Array<{ rentalObjectCategoryId: string, name: string }>, objectTypes: Array<{ rentalObjectCategoryId: string, name: string }>, landlords: Array<{ landlordId: number, name: string }>, regions: Array<{ regionId: number, name: string }>, districts: Array<{ districtId: number, name: string, label: string, latitude: number, longitude: number, region: { regionId: number, name: string } }>, areaSteps: Array<{ value: number, label: string }>, rentSteps: Array<{ value: number, label: string }>, roomSteps: Array<{ value: number, label: string }> } | null } };


export const GetSubscriptionFilterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getSubscriptionFilter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getSubscriptionFilter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionFilter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rentalObjectCategoryId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"objectTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rentalObjectCategoryId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"landlords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"landlordId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"regions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"districts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DistrictFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"areaSteps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rentSteps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"roomSteps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DistrictFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"District"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"districtId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"region"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useGetSubscriptionFilterQuery__
 *
 * To run a query within a React component, call `useGetSubscriptionFilterQuery` and pass it any options that fit your needs.
 * When your component renders, `useGetSubscriptionFilterQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGetSubscriptionFilterQuery({
 *   variables: {
 *   },
 * });
 */
export function useGetSubscriptionFilterQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<GetSubscriptionFilterQuery, GetSubscriptionFilterQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<GetSubscriptionFilterQuery, GetSubscriptionFilterQueryVariables>(GetSubscriptionFilterDocument, options);
      }
export function useGetSubscriptionFilterLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<GetSubscriptionFilterQuery, GetSubscriptionFilterQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<GetSubscriptionFilterQuery, GetSubscriptionFilterQueryVariables>(GetSubscriptionFilterDocument, options);
        }
// @ts-ignore
export function useGetSubscriptionFilterSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<GetSubscriptionFilterQuery, GetSubscriptionFilterQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetSubscriptionFilterQuery, GetSubscriptionFilterQueryVariables>;
export function useGetSubscriptionFilterSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetSubscriptionFilterQuery, GetSubscriptionFilterQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetSubscriptionFilterQuery | undefined, GetSubscriptionFilterQueryVariables>;
export function useGetSubscriptionFilterSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetSubscriptionFilterQuery, GetSubscriptionFilterQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<GetSubscriptionFilterQuery, GetSubscriptionFilterQueryVariables>(GetSubscriptionFilterDocument, options);
        }
export type GetSubscriptionFilterQueryHookResult = ReturnType<typeof useGetSubscriptionFilterQuery>;
export type GetSubscriptionFilterLazyQueryHookResult = ReturnType<typeof useGetSubscriptionFilterLazyQuery>;
export type GetSubscriptionFilterSuspenseQueryHookResult = ReturnType<typeof useGetSubscriptionFilterSuspenseQuery>;
export type GetSubscriptionFilterQueryResult = ApolloReactCommon.QueryResult<GetSubscriptionFilterQuery, GetSubscriptionFilterQueryVariables>;