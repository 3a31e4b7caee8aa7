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
export type GetRegionsAndDistrictsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetRegionsAndDistrictsQuery = { getRegionsAndDistricts: { error: boolean, errorText: string | null, regions: Array<{ regionId: number, name: string }>, districts: Array<{ districtId: number, name: string, label: string, latitude: number, longitude: number, region: { regionId: number, name: string } }> } };


export const GetRegionsAndDistrictsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getRegionsAndDistricts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getRegionsAndDistricts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"regions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"districts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DistrictFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DistrictFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"District"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"districtId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"region"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useGetRegionsAndDistrictsQuery__
 *
 * To run a query within a React component, call `useGetRegionsAndDistrictsQuery` and pass it any options that fit your needs.
 * When your component renders, `useGetRegionsAndDistrictsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGetRegionsAndDistrictsQuery({
 *   variables: {
 *   },
 * });
 */
export function useGetRegionsAndDistrictsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<GetRegionsAndDistrictsQuery, GetRegionsAndDistrictsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<GetRegionsAndDistrictsQuery, GetRegionsAndDistrictsQueryVariables>(GetRegionsAndDistrictsDocument, options);
      }
export function useGetRegionsAndDistrictsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<GetRegionsAndDistrictsQuery, GetRegionsAndDistrictsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<GetRegionsAndDistrictsQuery, GetRegionsAndDistrictsQueryVariables>(GetRegionsAndDistrictsDocument, options);
        }
// @ts-ignore
export function useGetRegionsAndDistrictsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<GetRegionsAndDistrictsQuery, GetRegionsAndDistrictsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetRegionsAndDistrictsQuery, GetRegionsAndDistrictsQueryVariables>;
export function useGetRegionsAndDistrictsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetRegionsAndDistrictsQuery, GetRegionsAndDistrictsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetRegionsAndDistrictsQuery | undefined, GetRegionsAndDistrictsQueryVariables>;
export function useGetRegionsAndDistrictsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetRegionsAndDistrictsQuery, GetRegionsAndDistrictsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<GetRegionsAndDistrictsQuery, GetRegionsAndDistrictsQueryVariables>(GetRegionsAndDistrictsDocument, options);
        }
export type GetRegionsAndDistrictsQueryHookResult = ReturnType<typeof useGetRegionsAndDistrictsQuery>;
export type GetRegionsAndDistrictsLazyQueryHookResult = ReturnType<typeof useGetRegionsAndDistrictsLazyQuery>;
export type GetRegionsAndDistrictsSuspenseQueryHookResult = ReturnType<typeof useGetRegionsAndDistrictsSuspenseQuery>;
export type GetRegionsAndDistrictsQueryResult = ApolloReactCommon.QueryResult<GetRegionsAndDistrictsQuery, GetRegionsAndDistrictsQueryVariables>;