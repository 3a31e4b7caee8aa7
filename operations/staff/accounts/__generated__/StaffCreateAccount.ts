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
/**
 * An account's fields. personalNumber: 12 digits with or without the dash; empty: none when creating, the current one
 * kept when changing (the app never holds a full personnummer). password: required when creating (the applicants'
 * password rule); empty keeps the current one when changing.
 */
export type StaffAccountInput = {
  email: string;
  name: string;
  password: string;
  personalNumber: string;
  role: StaffRole;
};

/** A staff member's role: HANDLAGGARE (case handler) or ADMINISTRATOR (also manages staff accounts). */
export const StaffRole = {
  Administrator: 'ADMINISTRATOR',
  Handlaggare: 'HANDLAGGARE'
} as const;

export type StaffRole = typeof StaffRole[keyof typeof StaffRole];
export type StaffCreateAccountMutationVariables = Exact<{
  input: Types.StaffAccountInput;
}>;


export type StaffCreateAccountMutation = { staffCreateAccount: { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }>, account: { staffUserId: number, name: string, email: string, role: Types.StaffRole, roleText: string, personalNumberMasked: string | null, active: boolean, createdAt: string } | null } };


export const StaffCreateAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffCreateAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffCreateAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffAccountResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffAccountResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffAccountResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"validationErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffAccountFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffUserId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleText"}},{"kind":"Field","name":{"kind":"Name","value":"personalNumberMasked"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useStaffCreateAccountMutation__
 *
 * To run a mutation, you first call `useStaffCreateAccountMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useStaffCreateAccountMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [staffCreateAccountMutation, { data, loading, error }] = useStaffCreateAccountMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useStaffCreateAccountMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<StaffCreateAccountMutation, StaffCreateAccountMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<StaffCreateAccountMutation, StaffCreateAccountMutationVariables>(StaffCreateAccountDocument, options);
      }
export type StaffCreateAccountMutationHookResult = ReturnType<typeof useStaffCreateAccountMutation>;
export type StaffCreateAccountMutationResult = ApolloReactCommon.MutationResult<StaffCreateAccountMutation>;