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
export type AddCoApplicantMutationVariables = Exact<{
  pnrOrEmail: string;
}>;


export type AddCoApplicantMutation = { addCoApplicant: { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }> } };


export const AddCoApplicantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"addCoApplicant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pnrOrEmail"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addCoApplicant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pnrOrEmail"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pnrOrEmail"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Result"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"validationErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useAddCoApplicantMutation__
 *
 * To run a mutation, you first call `useAddCoApplicantMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAddCoApplicantMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [addCoApplicantMutation, { data, loading, error }] = useAddCoApplicantMutation({
 *   variables: {
 *      pnrOrEmail: // value for 'pnrOrEmail'
 *   },
 * });
 */
export function useAddCoApplicantMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AddCoApplicantMutation, AddCoApplicantMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AddCoApplicantMutation, AddCoApplicantMutationVariables>(AddCoApplicantDocument, options);
      }
export type AddCoApplicantMutationHookResult = ReturnType<typeof useAddCoApplicantMutation>;
export type AddCoApplicantMutationResult = ApolloReactCommon.MutationResult<AddCoApplicantMutation>;