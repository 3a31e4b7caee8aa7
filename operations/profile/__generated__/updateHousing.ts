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
export type HousingInput = {
  adults?: string | null | undefined;
  children?: string | null | undefined;
  currentOwnershipTypeId?: string | null | undefined;
  currentTypeId?: string | null | undefined;
  housingDescription?: string | null | undefined;
  landlordEmail?: string | null | undefined;
  landlordOther?: string | null | undefined;
  landlordPhone?: string | null | undefined;
  /** The move-in month, YYYY-MM. */
  moveInDate?: string | null | undefined;
};

export type UpdateHousingMutationVariables = Exact<{
  housing: Types.HousingInput;
}>;


export type UpdateHousingMutation = { updateHousing: { error: boolean, errorText: string | null, housing: { currentTypeId: string, subCurrentTypeId: string | null, currentOwnershipTypeId: string, landlordId: number | null, landlordOther: string | null, landlordOtherPhone: string | null, landlordPhone: string | null, landlordEmail: string | null, landlordContact: string | null, moveInDate: string, adults: number, children: number, housingDescription: string, generalContact: string | null, generalPhone: string | null, generalEmail: string | null, housingUpdated: string, update: boolean } | null, validationErrors: Array<{ code: string, text: string }> } };


export const UpdateHousingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"updateHousing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"housing"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HousingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateHousing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"housing"},"value":{"kind":"Variable","name":{"kind":"Name","value":"housing"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultFields"}},{"kind":"Field","name":{"kind":"Name","value":"housing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HousingFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Result"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"validationErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HousingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Housing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"subCurrentTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"currentOwnershipTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"landlordId"}},{"kind":"Field","name":{"kind":"Name","value":"landlordOther"}},{"kind":"Field","name":{"kind":"Name","value":"landlordOtherPhone"}},{"kind":"Field","name":{"kind":"Name","value":"landlordPhone"}},{"kind":"Field","name":{"kind":"Name","value":"landlordEmail"}},{"kind":"Field","name":{"kind":"Name","value":"landlordContact"}},{"kind":"Field","name":{"kind":"Name","value":"moveInDate"}},{"kind":"Field","name":{"kind":"Name","value":"adults"}},{"kind":"Field","name":{"kind":"Name","value":"children"}},{"kind":"Field","name":{"kind":"Name","value":"housingDescription"}},{"kind":"Field","name":{"kind":"Name","value":"generalContact"}},{"kind":"Field","name":{"kind":"Name","value":"generalPhone"}},{"kind":"Field","name":{"kind":"Name","value":"generalEmail"}},{"kind":"Field","name":{"kind":"Name","value":"housingUpdated"}},{"kind":"Field","name":{"kind":"Name","value":"update"}}]}}]} as unknown as DocumentNode;

/**
 * __useUpdateHousingMutation__
 *
 * To run a mutation, you first call `useUpdateHousingMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateHousingMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateHousingMutation, { data, loading, error }] = useUpdateHousingMutation({
 *   variables: {
 *      housing: // value for 'housing'
 *   },
 * });
 */
export function useUpdateHousingMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateHousingMutation, UpdateHousingMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateHousingMutation, UpdateHousingMutationVariables>(UpdateHousingDocument, options);
      }
export type UpdateHousingMutationHookResult = ReturnType<typeof useUpdateHousingMutation>;
export type UpdateHousingMutationResult = ApolloReactCommon.MutationResult<UpdateHousingMutation>;