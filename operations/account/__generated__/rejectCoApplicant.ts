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
export type RejectCoApplicantMutationVariables = Exact<{
  coApplicantId: number;
}>;


export type RejectCoApplicantMutation = { rejectCoApplicant: { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }> } };


export const RejectCoApplicantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"rejectCoApplicant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"coApplicantId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectCoApplicant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"coApplicantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"coApplicantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Result"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"validationErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useRejectCoApplicantMutation__
 *
 * To run a mutation, you first call `useRejectCoApplicantMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRejectCoApplicantMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [rejectCoApplicantMutation, { data, loading, error }] = useRejectCoApplicantMutation({
 *   variables: {
 *      coApplicantId: // value for 'coApplicantId'
 *   },
 * });
 */
export function useRejectCoApplicantMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RejectCoApplicantMutation, RejectCoApplicantMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RejectCoApplicantMutation, RejectCoApplicantMutationVariables>(RejectCoApplicantDocument, options);
      }
export type RejectCoApplicantMutationHookResult = ReturnType<typeof useRejectCoApplicantMutation>;
export type RejectCoApplicantMutationResult = ApolloReactCommon.MutationResult<RejectCoApplicantMutation>;