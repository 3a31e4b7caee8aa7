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
export type StaffMenuItemInput = {
  children?: Array<StaffMenuLinkInput> | null | undefined;
  name: string;
  url: string;
};

export type StaffMenuLinkInput = {
  name: string;
  url: string;
};

export type StaffSaveMenuMutationVariables = Exact<{
  items: Array<Types.StaffMenuItemInput> | Types.StaffMenuItemInput;
}>;


export type StaffSaveMenuMutation = { staffSaveMenu: { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }> } };


export const StaffSaveMenuDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffSaveMenu"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"items"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffMenuItemInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffSaveMenu"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"items"},"value":{"kind":"Variable","name":{"kind":"Name","value":"items"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"validationErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useStaffSaveMenuMutation__
 *
 * To run a mutation, you first call `useStaffSaveMenuMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useStaffSaveMenuMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [staffSaveMenuMutation, { data, loading, error }] = useStaffSaveMenuMutation({
 *   variables: {
 *      items: // value for 'items'
 *   },
 * });
 */
export function useStaffSaveMenuMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<StaffSaveMenuMutation, StaffSaveMenuMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<StaffSaveMenuMutation, StaffSaveMenuMutationVariables>(StaffSaveMenuDocument, options);
      }
export type StaffSaveMenuMutationHookResult = ReturnType<typeof useStaffSaveMenuMutation>;
export type StaffSaveMenuMutationResult = ApolloReactCommon.MutationResult<StaffSaveMenuMutation>;