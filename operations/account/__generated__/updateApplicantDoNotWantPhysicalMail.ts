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
export type UpdateApplicantDoNotWantPhysicalMailMutationVariables = Exact<{
  doNotWantPhysicalMail: boolean;
}>;


export type UpdateApplicantDoNotWantPhysicalMailMutation = { updateApplicantDoNotWantPhysicalMail: { error: boolean, errorText: string | null, applicant: { applicantId: number, doNotWantPhysicalMail: boolean } | null, validationErrors: Array<{ code: string, text: string }> } };


export const UpdateApplicantDoNotWantPhysicalMailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"updateApplicantDoNotWantPhysicalMail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"doNotWantPhysicalMail"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateApplicantDoNotWantPhysicalMail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"doNotWantPhysicalMail"},"value":{"kind":"Variable","name":{"kind":"Name","value":"doNotWantPhysicalMail"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultFields"}},{"kind":"Field","name":{"kind":"Name","value":"applicant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicantId"}},{"kind":"Field","name":{"kind":"Name","value":"doNotWantPhysicalMail"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Result"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"validationErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useUpdateApplicantDoNotWantPhysicalMailMutation__
 *
 * To run a mutation, you first call `useUpdateApplicantDoNotWantPhysicalMailMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateApplicantDoNotWantPhysicalMailMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateApplicantDoNotWantPhysicalMailMutation, { data, loading, error }] = useUpdateApplicantDoNotWantPhysicalMailMutation({
 *   variables: {
 *      doNotWantPhysicalMail: // value for 'doNotWantPhysicalMail'
 *   },
 * });
 */
export function useUpdateApplicantDoNotWantPhysicalMailMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateApplicantDoNotWantPhysicalMailMutation, UpdateApplicantDoNotWantPhysicalMailMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateApplicantDoNotWantPhysicalMailMutation, UpdateApplicantDoNotWantPhysicalMailMutationVariables>(UpdateApplicantDoNotWantPhysicalMailDocument, options);
      }
export type UpdateApplicantDoNotWantPhysicalMailMutationHookResult = ReturnType<typeof useUpdateApplicantDoNotWantPhysicalMailMutation>;
export type UpdateApplicantDoNotWantPhysicalMailMutationResult = ApolloReactCommon.MutationResult<UpdateApplicantDoNotWantPhysicalMailMutation>;