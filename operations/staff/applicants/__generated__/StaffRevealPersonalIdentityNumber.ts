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
export type StaffRevealPersonalIdentityNumberMutationVariables = Exact<{
  applicantId: number;
}>;


export type StaffRevealPersonalIdentityNumberMutation = { staffRevealPersonalIdentityNumber: { error: boolean, errorText: string | null, personalIdentityNumber: string | null, validationErrors: Array<{ code: string, text: string }> } };


export const StaffRevealPersonalIdentityNumberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffRevealPersonalIdentityNumber"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicantId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffRevealPersonalIdentityNumber"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"validationErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"personalIdentityNumber"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useStaffRevealPersonalIdentityNumberMutation__
 *
 * To run a mutation, you first call `useStaffRevealPersonalIdentityNumberMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useStaffRevealPersonalIdentityNumberMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [staffRevealPersonalIdentityNumberMutation, { data, loading, error }] = useStaffRevealPersonalIdentityNumberMutation({
 *   variables: {
 *      applicantId: // value for 'applicantId'
 *   },
 * });
 */
export function useStaffRevealPersonalIdentityNumberMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<StaffRevealPersonalIdentityNumberMutation, StaffRevealPersonalIdentityNumberMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<StaffRevealPersonalIdentityNumberMutation, StaffRevealPersonalIdentityNumberMutationVariables>(StaffRevealPersonalIdentityNumberDocument, options);
      }
export type StaffRevealPersonalIdentityNumberMutationHookResult = ReturnType<typeof useStaffRevealPersonalIdentityNumberMutation>;
export type StaffRevealPersonalIdentityNumberMutationResult = ApolloReactCommon.MutationResult<StaffRevealPersonalIdentityNumberMutation>;