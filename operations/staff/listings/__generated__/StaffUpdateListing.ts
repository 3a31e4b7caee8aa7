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
export type StaffListingCriteriaInput = {
  general?: Array<StaffListingCriterionInput> | null | undefined;
  income?: Array<StaffListingCriterionInput> | null | undefined;
  special?: Array<StaffListingCriterionInput> | null | undefined;
};

export type StaffListingCriterionInput = {
  text?: string | null | undefined;
  textLong?: string | null | undefined;
};

/**
 * Every field of an object as the editor sends it; the server checks it with the same schema as the form (each problem
 * comes back in validationErrors with the field's path as its code).
 */
export type StaffListingInput = {
  agencyFee?: number | null | undefined;
  apartmentNumber?: string | null | undefined;
  area?: number | null | undefined;
  balcony?: boolean | null | undefined;
  canCalculateQueueplace?: boolean | null | undefined;
  categoryIds?: Array<string> | null | undefined;
  city?: string | null | undefined;
  criteria?: StaffListingCriteriaInput | null | undefined;
  description?: string | null | undefined;
  districtId?: number | null | undefined;
  elevator?: boolean | null | undefined;
  endDate?: string | null | undefined;
  floor?: number | null | undefined;
  floorTotal?: number | null | undefined;
  hasDigitalShowing?: boolean | null | undefined;
  incomeTypeIds?: Array<number> | null | undefined;
  keepQueueDate?: boolean | null | undefined;
  landlordId?: number | null | undefined;
  lastReplyDate?: string | null | undefined;
  maxNumberOfPeople?: number | null | undefined;
  moveInDate?: string | null | undefined;
  moveInEarlier?: boolean | null | undefined;
  objectNumber?: string | null | undefined;
  openForApplication?: boolean | null | undefined;
  properties?: Array<StaffListingPropertyInput> | null | undefined;
  queueDefault?: boolean | null | undefined;
  queueTenant?: boolean | null | undefined;
  queueTransfer?: boolean | null | undefined;
  queueTypeId?: number | null | undefined;
  rent?: number | null | undefined;
  rentDescription?: string | null | undefined;
  rooms?: number | null | undefined;
  roomsDescription?: string | null | undefined;
  showing?: boolean | null | undefined;
  showingIsMandatory?: boolean | null | undefined;
  showingText?: string | null | undefined;
  startDate?: string | null | undefined;
  street?: string | null | undefined;
  zipcode?: string | null | undefined;
};

export type StaffListingPropertyInput = {
  key?: string | null | undefined;
  values?: Array<string> | null | undefined;
};

export type StaffUpdateListingMutationVariables = Exact<{
  rentalObjectId: string | number;
  input: Types.StaffListingInput;
}>;


export type StaffUpdateListingMutation = { staffUpdateListing: { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }>, listing: { rentalObjectId: string, published: boolean, onApplicantList: boolean, street: string, zipcode: string, city: string, objectNumber: string, apartmentNumber: string, districtId: number, landlordId: number, rooms: number, roomsDescription: string, area: number, rent: number, rentDescription: string | null, floor: number | null, floorTotal: number | null, elevator: boolean, balcony: boolean, maxNumberOfPeople: number | null, description: string | null, startDate: string, endDate: string, lastReplyDate: string, moveInDate: string | null, moveInEarlier: boolean, agencyFee: number | null, showing: boolean, hasDigitalShowing: boolean, showingIsMandatory: boolean, showingText: string | null, openForApplication: boolean, keepQueueDate: boolean, queueTypeId: number, queueDefault: boolean, queueTenant: boolean, queueTransfer: boolean, canCalculateQueueplace: boolean, categoryIds: Array<string>, incomeTypeIds: Array<number>, properties: Array<{ key: string, values: Array<string> }>, criteria: { general: Array<{ text: string, textLong: string | null }>, income: Array<{ text: string, textLong: string | null }>, special: Array<{ text: string, textLong: string | null }> }, images: Array<{ imageId: string, description: string, kind: string, sortingOrder: number, url: string, uploaded: boolean }> } | null } };


export const StaffUpdateListingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffUpdateListing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rentalObjectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffListingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffUpdateListing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"rentalObjectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rentalObjectId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffListingResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffListingResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffListingResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"validationErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"listing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffListingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffListingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffListing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rentalObjectId"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"onApplicantList"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"zipcode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"objectNumber"}},{"kind":"Field","name":{"kind":"Name","value":"apartmentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"districtId"}},{"kind":"Field","name":{"kind":"Name","value":"landlordId"}},{"kind":"Field","name":{"kind":"Name","value":"rooms"}},{"kind":"Field","name":{"kind":"Name","value":"roomsDescription"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"rent"}},{"kind":"Field","name":{"kind":"Name","value":"rentDescription"}},{"kind":"Field","name":{"kind":"Name","value":"floor"}},{"kind":"Field","name":{"kind":"Name","value":"floorTotal"}},{"kind":"Field","name":{"kind":"Name","value":"elevator"}},{"kind":"Field","name":{"kind":"Name","value":"balcony"}},{"kind":"Field","name":{"kind":"Name","value":"maxNumberOfPeople"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastReplyDate"}},{"kind":"Field","name":{"kind":"Name","value":"moveInDate"}},{"kind":"Field","name":{"kind":"Name","value":"moveInEarlier"}},{"kind":"Field","name":{"kind":"Name","value":"agencyFee"}},{"kind":"Field","name":{"kind":"Name","value":"showing"}},{"kind":"Field","name":{"kind":"Name","value":"hasDigitalShowing"}},{"kind":"Field","name":{"kind":"Name","value":"showingIsMandatory"}},{"kind":"Field","name":{"kind":"Name","value":"showingText"}},{"kind":"Field","name":{"kind":"Name","value":"openForApplication"}},{"kind":"Field","name":{"kind":"Name","value":"keepQueueDate"}},{"kind":"Field","name":{"kind":"Name","value":"queueTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"queueDefault"}},{"kind":"Field","name":{"kind":"Name","value":"queueTenant"}},{"kind":"Field","name":{"kind":"Name","value":"queueTransfer"}},{"kind":"Field","name":{"kind":"Name","value":"canCalculateQueueplace"}},{"kind":"Field","name":{"kind":"Name","value":"categoryIds"}},{"kind":"Field","name":{"kind":"Name","value":"incomeTypeIds"}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}},{"kind":"Field","name":{"kind":"Name","value":"criteria"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"general"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"textLong"}}]}},{"kind":"Field","name":{"kind":"Name","value":"income"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"textLong"}}]}},{"kind":"Field","name":{"kind":"Name","value":"special"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"textLong"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"sortingOrder"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"uploaded"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useStaffUpdateListingMutation__
 *
 * To run a mutation, you first call `useStaffUpdateListingMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useStaffUpdateListingMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [staffUpdateListingMutation, { data, loading, error }] = useStaffUpdateListingMutation({
 *   variables: {
 *      rentalObjectId: // value for 'rentalObjectId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useStaffUpdateListingMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<StaffUpdateListingMutation, StaffUpdateListingMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<StaffUpdateListingMutation, StaffUpdateListingMutationVariables>(StaffUpdateListingDocument, options);
      }
export type StaffUpdateListingMutationHookResult = ReturnType<typeof useStaffUpdateListingMutation>;
export type StaffUpdateListingMutationResult = ApolloReactCommon.MutationResult<StaffUpdateListingMutation>;