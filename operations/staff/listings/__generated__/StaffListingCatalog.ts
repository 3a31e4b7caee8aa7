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
export type StaffListingCatalogQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffListingCatalogQuery = { staffListingCatalog: { newStartDate: string, newEndDate: string, newLastReplyDate: string, districts: Array<{ districtId: number, label: string }>, landlords: Array<{ landlordId: number, name: string }>, categories: Array<{ rentalObjectCategoryId: string, name: string, list: string }> } };


export const StaffListingCatalogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffListingCatalog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffListingCatalog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"districts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"districtId"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"landlords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"landlordId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rentalObjectCategoryId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"list"}}]}},{"kind":"Field","name":{"kind":"Name","value":"newStartDate"}},{"kind":"Field","name":{"kind":"Name","value":"newEndDate"}},{"kind":"Field","name":{"kind":"Name","value":"newLastReplyDate"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useStaffListingCatalogQuery__
 *
 * To run a query within a React component, call `useStaffListingCatalogQuery` and pass it any options that fit your needs.
 * When your component renders, `useStaffListingCatalogQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useStaffListingCatalogQuery({
 *   variables: {
 *   },
 * });
 */
export function useStaffListingCatalogQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<StaffListingCatalogQuery, StaffListingCatalogQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<StaffListingCatalogQuery, StaffListingCatalogQueryVariables>(StaffListingCatalogDocument, options);
      }
export function useStaffListingCatalogLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<StaffListingCatalogQuery, StaffListingCatalogQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<StaffListingCatalogQuery, StaffListingCatalogQueryVariables>(StaffListingCatalogDocument, options);
        }
// @ts-ignore
export function useStaffListingCatalogSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<StaffListingCatalogQuery, StaffListingCatalogQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StaffListingCatalogQuery, StaffListingCatalogQueryVariables>;
export function useStaffListingCatalogSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StaffListingCatalogQuery, StaffListingCatalogQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StaffListingCatalogQuery | undefined, StaffListingCatalogQueryVariables>;
export function useStaffListingCatalogSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StaffListingCatalogQuery, StaffListingCatalogQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<StaffListingCatalogQuery, StaffListingCatalogQueryVariables>(StaffListingCatalogDocument, options);
        }
export type StaffListingCatalogQueryHookResult = ReturnType<typeof useStaffListingCatalogQuery>;
export type StaffListingCatalogLazyQueryHookResult = ReturnType<typeof useStaffListingCatalogLazyQuery>;
export type StaffListingCatalogSuspenseQueryHookResult = ReturnType<typeof useStaffListingCatalogSuspenseQuery>;
export type StaffListingCatalogQueryResult = ApolloReactCommon.QueryResult<StaffListingCatalogQuery, StaffListingCatalogQueryVariables>;