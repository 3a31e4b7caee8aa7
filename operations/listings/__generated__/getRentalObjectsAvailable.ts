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

export type GetRentalObjectsAvailableQueryVariables = Exact<{
  filter?: Types.RentalObjectFilterInput | null | undefined;
  sort?: string | null | undefined;
  skip?: number | null | undefined;
  take?: number | null | undefined;
}>;


export type GetRentalObjectsAvailableQuery = { getRentalObjectsAvailable: { error: boolean, errorText: string | null, totalCount: number, rentalObjects: Array<{ rentalObjectId: string, street: string, rooms: number, areaFormated: string, rentFormated: string, floor: number | null, isOpenForApplication: boolean, lastReplyDate: string, moveInDateFormated: string | null, district: { districtId: number, name: string, region: { regionId: number, name: string } }, images: Array<{ imageId: string, description: string, listUrl: string }> }> } };


export const GetRentalObjectsAvailableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getRentalObjectsAvailable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RentalObjectFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getRentalObjectsAvailable"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"rentalObjects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RentalObjectListItem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RentalObjectListItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RentalObject"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rentalObjectId"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"rooms"}},{"kind":"Field","name":{"kind":"Name","value":"areaFormated"}},{"kind":"Field","name":{"kind":"Name","value":"rentFormated"}},{"kind":"Field","name":{"kind":"Name","value":"floor"}},{"kind":"Field","name":{"kind":"Name","value":"isOpenForApplication"}},{"kind":"Field","name":{"kind":"Name","value":"lastReplyDate"}},{"kind":"Field","name":{"kind":"Name","value":"moveInDateFormated"}},{"kind":"Field","name":{"kind":"Name","value":"district"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"districtId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"region"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kinds"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"primary"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"listUrl"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useGetRentalObjectsAvailableQuery__
 *
 * To run a query within a React component, call `useGetRentalObjectsAvailableQuery` and pass it any options that fit your needs.
 * When your component renders, `useGetRentalObjectsAvailableQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGetRentalObjectsAvailableQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      sort: // value for 'sort'
 *      skip: // value for 'skip'
 *      take: // value for 'take'
 *   },
 * });
 */
export function useGetRentalObjectsAvailableQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<GetRentalObjectsAvailableQuery, GetRentalObjectsAvailableQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<GetRentalObjectsAvailableQuery, GetRentalObjectsAvailableQueryVariables>(GetRentalObjectsAvailableDocument, options);
      }
export function useGetRentalObjectsAvailableLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<GetRentalObjectsAvailableQuery, GetRentalObjectsAvailableQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<GetRentalObjectsAvailableQuery, GetRentalObjectsAvailableQueryVariables>(GetRentalObjectsAvailableDocument, options);
        }
// @ts-ignore
export function useGetRentalObjectsAvailableSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<GetRentalObjectsAvailableQuery, GetRentalObjectsAvailableQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetRentalObjectsAvailableQuery, GetRentalObjectsAvailableQueryVariables>;
export function useGetRentalObjectsAvailableSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetRentalObjectsAvailableQuery, GetRentalObjectsAvailableQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetRentalObjectsAvailableQuery | undefined, GetRentalObjectsAvailableQueryVariables>;
export function useGetRentalObjectsAvailableSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetRentalObjectsAvailableQuery, GetRentalObjectsAvailableQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<GetRentalObjectsAvailableQuery, GetRentalObjectsAvailableQueryVariables>(GetRentalObjectsAvailableDocument, options);
        }
export type GetRentalObjectsAvailableQueryHookResult = ReturnType<typeof useGetRentalObjectsAvailableQuery>;
export type GetRentalObjectsAvailableLazyQueryHookResult = ReturnType<typeof useGetRentalObjectsAvailableLazyQuery>;
export type GetRentalObjectsAvailableSuspenseQueryHookResult = ReturnType<typeof useGetRentalObjectsAvailableSuspenseQuery>;
export type GetRentalObjectsAvailableQueryResult = ApolloReactCommon.QueryResult<GetRentalObjectsAvailableQuery, GetRentalObjectsAvailableQueryVariables>;