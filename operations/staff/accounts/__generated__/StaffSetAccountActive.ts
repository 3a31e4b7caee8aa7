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
/** A staff member's role: HANDLAGGARE (case handler) or ADMINISTRATOR (also manages staff accounts). */
export const StaffRole = {
  Administrator: 'ADMINISTRATOR',
  Handlaggare: 'HANDLAGGARE'
} as const;

export type StaffRole = typeof StaffRole[keyof typeof StaffRole];
export type StaffSetAccountActiveMutationVariables = Exact<{
  staffUserId: number;
  active: boolean;
}>;


export type StaffSetAccountActiveMutation = { staffSetAccountActive: { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }>, account: { staffUserId: number, name: string, email: string, role: Types.StaffRole, roleText: string, personalNumberMasked: string | null, active: boolean, createdAt: string } | null } };


export const StaffSetAccountActiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffSetAccountActive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"staffUserId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"active"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffSetAccountActive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"staffUserId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"staffUserId"}}},{"kind":"Argument","name":{"kind":"Name","value":"active"},"value":{"kind":"Variable","name":{"kind":"Name","value":"active"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffAccountResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffAccountResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffAccountResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"validationErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffAccountFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffUserId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleText"}},{"kind":"Field","name":{"kind":"Name","value":"personalNumberMasked"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useStaffSetAccountActiveMutation__
 *
 * To run a mutation, you first call `useStaffSetAccountActiveMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useStaffSetAccountActiveMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [staffSetAccountActiveMutation, { data, loading, error }] = useStaffSetAccountActiveMutation({
 *   variables: {
 *      staffUserId: // value for 'staffUserId'
 *      active: // value for 'active'
 *   },
 * });
 */
export function useStaffSetAccountActiveMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<StaffSetAccountActiveMutation, StaffSetAccountActiveMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<StaffSetAccountActiveMutation, StaffSetAccountActiveMutationVariables>(StaffSetAccountActiveDocument, options);
      }
export type StaffSetAccountActiveMutationHookResult = ReturnType<typeof useStaffSetAccountActiveMutation>;
export type StaffSetAccountActiveMutationResult = ApolloReactCommon.MutationResult<StaffSetAccountActiveMutation>;