// @ts-nocheck -- generated; call sites stay typed (src/graphql/hooks.typetest.ts)
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../../src/staff/graphql/__generated__/types';

import type { DocumentNode } from 'graphql';
import type * as ApolloReactCommon from '@apollo/client/react';
import * as ApolloReactHooks from '@apollo/client/react';
const defaultOptions = {} as const;
export type StaffListingsQueryVariables = Exact<{
  skip?: number | null | undefined;
  take?: number | null | undefined;
  search?: string | null | undefined;
}>;


export type StaffListingsQuery = { staffListings: { totalCount: number, items: Array<{ rentalObjectId: string, street: string, city: string, districtName: string, rooms: number, area: number, rent: number, startDate: string, endDate: string, lastReplyDate: string, published: boolean, onApplicantList: boolean }> } };


export const StaffListingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffListings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffListings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rentalObjectId"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"districtName"}},{"kind":"Field","name":{"kind":"Name","value":"rooms"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"rent"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastReplyDate"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"onApplicantList"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useStaffListingsQuery__
 *
 * To run a query within a React component, call `useStaffListingsQuery` and pass it any options that fit your needs.
 * When your component renders, `useStaffListingsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useStaffListingsQuery({
 *   variables: {
 *      skip: // value for 'skip'
 *      take: // value for 'take'
 *      search: // value for 'search'
 *   },
 * });
 */
export function useStaffListingsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<StaffListingsQuery, StaffListingsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<StaffListingsQuery, StaffListingsQueryVariables>(StaffListingsDocument, options);
      }
export function useStaffListingsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<StaffListingsQuery, StaffListingsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<StaffListingsQuery, StaffListingsQueryVariables>(StaffListingsDocument, options);
        }
// @ts-ignore
export function useStaffListingsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<StaffListingsQuery, StaffListingsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StaffListingsQuery, StaffListingsQueryVariables>;
export function useStaffListingsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StaffListingsQuery, StaffListingsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StaffListingsQuery | undefined, StaffListingsQueryVariables>;
export function useStaffListingsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StaffListingsQuery, StaffListingsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<StaffListingsQuery, StaffListingsQueryVariables>(StaffListingsDocument, options);
        }
export type StaffListingsQueryHookResult = ReturnType<typeof useStaffListingsQuery>;
export type StaffListingsLazyQueryHookResult = ReturnType<typeof useStaffListingsLazyQuery>;
export type StaffListingsSuspenseQueryHookResult = ReturnType<typeof useStaffListingsSuspenseQuery>;
export type StaffListingsQueryResult = ApolloReactCommon.QueryResult<StaffListingsQuery, StaffListingsQueryVariables>;