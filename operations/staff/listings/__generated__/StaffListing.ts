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
export type StaffListingQueryVariables = Exact<{
  rentalObjectId: string | number;
}>;


export type StaffListingQuery = { staffListing: { rentalObjectId: string, published: boolean, onApplicantList: boolean, street: string, zipcode: string, city: string, objectNumber: string, apartmentNumber: string, districtId: number, landlordId: number, rooms: number, roomsDescription: string, area: number, rent: number, rentDescription: string | null, floor: number | null, floorTotal: number | null, elevator: boolean, balcony: boolean, maxNumberOfPeople: number | null, description: string | null, startDate: string, endDate: string, lastReplyDate: string, moveInDate: string | null, moveInEarlier: boolean, agencyFee: number | null, showing: boolean, hasDigitalShowing: boolean, showingIsMandatory: boolean, showingText: string | null, openForApplication: boolean, keepQueueDate: boolean, queueTypeId: number, queueDefault: boolean, queueTenant: boolean, queueTransfer: boolean, canCalculateQueueplace: boolean, categoryIds: Array<string>, incomeTypeIds: Array<number>, properties: Array<{ key: string, values: Array<string> }>, criteria: { general: Array<{ text: string, textLong: string | null }>, income: Array<{ text: string, textLong: string | null }>, special: Array<{ text: string, textLong: string | null }> }, images: Array<{ imageId: string, description: string, kind: string, sortingOrder: number, url: string, uploaded: boolean }> } | null };


export const StaffListingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffListing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rentalObjectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffListing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"rentalObjectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rentalObjectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffListingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffListingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffListing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rentalObjectId"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"onApplicantList"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"zipcode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"objectNumber"}},{"kind":"Field","name":{"kind":"Name","value":"apartmentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"districtId"}},{"kind":"Field","name":{"kind":"Name","value":"landlordId"}},{"kind":"Field","name":{"kind":"Name","value":"rooms"}},{"kind":"Field","name":{"kind":"Name","value":"roomsDescription"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"rent"}},{"kind":"Field","name":{"kind":"Name","value":"rentDescription"}},{"kind":"Field","name":{"kind":"Name","value":"floor"}},{"kind":"Field","name":{"kind":"Name","value":"floorTotal"}},{"kind":"Field","name":{"kind":"Name","value":"elevator"}},{"kind":"Field","name":{"kind":"Name","value":"balcony"}},{"kind":"Field","name":{"kind":"Name","value":"maxNumberOfPeople"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastReplyDate"}},{"kind":"Field","name":{"kind":"Name","value":"moveInDate"}},{"kind":"Field","name":{"kind":"Name","value":"moveInEarlier"}},{"kind":"Field","name":{"kind":"Name","value":"agencyFee"}},{"kind":"Field","name":{"kind":"Name","value":"showing"}},{"kind":"Field","name":{"kind":"Name","value":"hasDigitalShowing"}},{"kind":"Field","name":{"kind":"Name","value":"showingIsMandatory"}},{"kind":"Field","name":{"kind":"Name","value":"showingText"}},{"kind":"Field","name":{"kind":"Name","value":"openForApplication"}},{"kind":"Field","name":{"kind":"Name","value":"keepQueueDate"}},{"kind":"Field","name":{"kind":"Name","value":"queueTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"queueDefault"}},{"kind":"Field","name":{"kind":"Name","value":"queueTenant"}},{"kind":"Field","name":{"kind":"Name","value":"queueTransfer"}},{"kind":"Field","name":{"kind":"Name","value":"canCalculateQueueplace"}},{"kind":"Field","name":{"kind":"Name","value":"categoryIds"}},{"kind":"Field","name":{"kind":"Name","value":"incomeTypeIds"}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}},{"kind":"Field","name":{"kind":"Name","value":"criteria"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"general"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"textLong"}}]}},{"kind":"Field","name":{"kind":"Name","value":"income"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"textLong"}}]}},{"kind":"Field","name":{"kind":"Name","value":"special"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"textLong"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"sortingOrder"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"uploaded"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useStaffListingQuery__
 *
 * To run a query within a React component, call `useStaffListingQuery` and pass it any options that fit your needs.
 * When your component renders, `useStaffListingQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useStaffListingQuery({
 *   variables: {
 *      rentalObjectId: // value for 'rentalObjectId'
 *   },
 * });
 */
export function useStaffListingQuery(baseOptions: ApolloReactHooks.QueryHookOptions<StaffListingQuery, StaffListingQueryVariables> & ({ variables: StaffListingQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<StaffListingQuery, StaffListingQueryVariables>(StaffListingDocument, options);
      }
export function useStaffListingLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<StaffListingQuery, StaffListingQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<StaffListingQuery, StaffListingQueryVariables>(StaffListingDocument, options);
        }
// @ts-ignore
export function useStaffListingSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<StaffListingQuery, StaffListingQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StaffListingQuery, StaffListingQueryVariables>;
export function useStaffListingSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StaffListingQuery, StaffListingQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StaffListingQuery | undefined, StaffListingQueryVariables>;
export function useStaffListingSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StaffListingQuery, StaffListingQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<StaffListingQuery, StaffListingQueryVariables>(StaffListingDocument, options);
        }
export type StaffListingQueryHookResult = ReturnType<typeof useStaffListingQuery>;
export type StaffListingLazyQueryHookResult = ReturnType<typeof useStaffListingLazyQuery>;
export type StaffListingSuspenseQueryHookResult = ReturnType<typeof useStaffListingSuspenseQuery>;
export type StaffListingQueryResult = ApolloReactCommon.QueryResult<StaffListingQuery, StaffListingQueryVariables>;