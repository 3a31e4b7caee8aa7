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
export type StaffClearMaintenanceMessageMutationVariables = Exact<{ [key: string]: never; }>;


export type StaffClearMaintenanceMessageMutation = { staffClearMaintenanceMessage: { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }> } };


export const StaffClearMaintenanceMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffClearMaintenanceMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffClearMaintenanceMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"validationErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useStaffClearMaintenanceMessageMutation__
 *
 * To run a mutation, you first call `useStaffClearMaintenanceMessageMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useStaffClearMaintenanceMessageMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [staffClearMaintenanceMessageMutation, { data, loading, error }] = useStaffClearMaintenanceMessageMutation({
 *   variables: {
 *   },
 * });
 */
export function useStaffClearMaintenanceMessageMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<StaffClearMaintenanceMessageMutation, StaffClearMaintenanceMessageMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<StaffClearMaintenanceMessageMutation, StaffClearMaintenanceMessageMutationVariables>(StaffClearMaintenanceMessageDocument, options);
      }
export type StaffClearMaintenanceMessageMutationHookResult = ReturnType<typeof useStaffClearMaintenanceMessageMutation>;
export type StaffClearMaintenanceMessageMutationResult = ApolloReactCommon.MutationResult<StaffClearMaintenanceMessageMutation>;