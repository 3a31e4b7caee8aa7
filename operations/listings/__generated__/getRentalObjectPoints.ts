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
/** The list page's filter (src/rules/listings.ts ListingFilter). Missing fields do not filter; bounds are inclusive. */
export type RentalObjectFilterInput = {
  /** A saved search's categories: a category of any of the five lists matches (the two above each look at one list). */
  anyCategoryIds?: Array<string> | null | undefined;
  areaMax?: number | null | undefined;
  areaMin?: number | null | undefined;
  balcony?: boolean | null | undefined;
  categoryIds?: Array<string> | null | undefined;
  districtIds?: Array<number> | null | undefined;
  elevator?: boolean | null | undefined;
  landlordIds?: Array<number> | null | undefined;
  objectTypeIds?: Array<string> | null | undefined;
  onlyOpenForApplication?: boolean | null | undefined;
  regionIds?: Array<number> | null | undefined;
  rentMax?: number | null | undefined;
  /** Kronor per month. */
  rentMin?: number | null | undefined;
  roomsMax?: number | null | undefined;
  roomsMin?: number | null | undefined;
};

export type GetRentalObjectPointsQueryVariables = Exact<{
  filter?: Types.RentalObjectFilterInput | null | undefined;
}>;


export type GetRentalObjectPointsQuery = { getRentalObjectPoints: { error: boolean, errorText: string | null, points: { rentalObjectIds: Array<string>, latitudes: Array<number>, longitudes: Array<number>, rents: Array<number>, rooms: Array<number> } } };


export const GetRentalObjectPointsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getRentalObjectPoints"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RentalObjectFilterInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getRentalObjectPoints"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rentalObjectIds"}},{"kind":"Field","name":{"kind":"Name","value":"latitudes"}},{"kind":"Field","name":{"kind":"Name","value":"longitudes"}},{"kind":"Field","name":{"kind":"Name","value":"rents"}},{"kind":"Field","name":{"kind":"Name","value":"rooms"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useGetRentalObjectPointsQuery__
 *
 * To run a query within a React component, call `useGetRentalObjectPointsQuery` and pass it any options that fit your needs.
 * When your component renders, `useGetRentalObjectPointsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGetRentalObjectPointsQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *   },
 * });
 */
export function useGetRentalObjectPointsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<GetRentalObjectPointsQuery, GetRentalObjectPointsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<GetRentalObjectPointsQuery, GetRentalObjectPointsQueryVariables>(GetRentalObjectPointsDocument, options);
      }
export function useGetRentalObjectPointsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<GetRentalObjectPointsQuery, GetRentalObjectPointsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<GetRentalObjectPointsQuery, GetRentalObjectPointsQueryVariables>(GetRentalObjectPointsDocument, options);
        }
// @ts-ignore
export function useGetRentalObjectPointsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<GetRentalObjectPointsQuery, GetRentalObjectPointsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetRentalObjectPointsQuery, GetRentalObjectPointsQueryVariables>;
export function useGetRentalObjectPointsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetRentalObjectPointsQuery, GetRentalObjectPointsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetRentalObjectPointsQuery | undefined, GetRentalObjectPointsQueryVariables>;
export function useGetRentalObjectPointsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetRentalObjectPointsQuery, GetRentalObjectPointsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<GetRentalObjectPointsQuery, GetRentalObjectPointsQueryVariables>(GetRentalObjectPointsDocument, options);
        }
export type GetRentalObjectPointsQueryHookResult = ReturnType<typeof useGetRentalObjectPointsQuery>;
export type GetRentalObjectPointsLazyQueryHookResult = ReturnType<typeof useGetRentalObjectPointsLazyQuery>;
export type GetRentalObjectPointsSuspenseQueryHookResult = ReturnType<typeof useGetRentalObjectPointsSuspenseQuery>;
export type GetRentalObjectPointsQueryResult = ApolloReactCommon.QueryResult<GetRentalObjectPointsQuery, GetRentalObjectPointsQueryVariables>;