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
export type StaffMaintenanceMessageInput = {
  message: string;
  /** datetime-local, Stockholm time: 2026-12-01T08:00. */
  start: string;
  stop: string;
};

export type StaffSaveMaintenanceMessageMutationVariables = Exact<{
  input: Types.StaffMaintenanceMessageInput;
}>;


export type StaffSaveMaintenanceMessageMutation = { staffSaveMaintenanceMessage: { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }> } };


export const StaffSaveMaintenanceMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffSaveMaintenanceMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffMaintenanceMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffSaveMaintenanceMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"validationErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useStaffSaveMaintenanceMessageMutation__
 *
 * To run a mutation, you first call `useStaffSaveMaintenanceMessageMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useStaffSaveMaintenanceMessageMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [staffSaveMaintenanceMessageMutation, { data, loading, error }] = useStaffSaveMaintenanceMessageMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useStaffSaveMaintenanceMessageMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<StaffSaveMaintenanceMessageMutation, StaffSaveMaintenanceMessageMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<StaffSaveMaintenanceMessageMutation, StaffSaveMaintenanceMessageMutationVariables>(StaffSaveMaintenanceMessageDocument, options);
      }
export type StaffSaveMaintenanceMessageMutationHookResult = ReturnType<typeof useStaffSaveMaintenanceMessageMutation>;
export type StaffSaveMaintenanceMessageMutationResult = ApolloReactCommon.MutationResult<StaffSaveMaintenanceMessageMutation>;