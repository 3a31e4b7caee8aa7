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
export type SaveAutopayAgreementMutationVariables = Exact<{
  agreementRef: string;
  applicantId?: number | null | undefined;
}>;


export type SaveAutopayAgreementMutation = { saveAutopayAgreement: { error: boolean, errorText: string | null } };


export const SaveAutopayAgreementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"saveAutopayAgreement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"agreementRef"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveAutopayAgreement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"agreementRef"},"value":{"kind":"Variable","name":{"kind":"Name","value":"agreementRef"}}},{"kind":"Argument","name":{"kind":"Name","value":"applicantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useSaveAutopayAgreementMutation__
 *
 * To run a mutation, you first call `useSaveAutopayAgreementMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSaveAutopayAgreementMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [saveAutopayAgreementMutation, { data, loading, error }] = useSaveAutopayAgreementMutation({
 *   variables: {
 *      agreementRef: // value for 'agreementRef'
 *      applicantId: // value for 'applicantId'
 *   },
 * });
 */
export function useSaveAutopayAgreementMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SaveAutopayAgreementMutation, SaveAutopayAgreementMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SaveAutopayAgreementMutation, SaveAutopayAgreementMutationVariables>(SaveAutopayAgreementDocument, options);
      }
export type SaveAutopayAgreementMutationHookResult = ReturnType<typeof useSaveAutopayAgreementMutation>;
export type SaveAutopayAgreementMutationResult = ApolloReactCommon.MutationResult<SaveAutopayAgreementMutation>;