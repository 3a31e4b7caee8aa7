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
export type MissingCertificationInput = {
  applicantIncomeId: number;
  certificationTypeId: number;
  /** false undoes the mark; true or left out marks the certificate missing. */
  missing?: boolean | null | undefined;
  /** Why the certificate is missing (required when marking). */
  missingReason?: string | null | undefined;
  slot: number;
};

export type MissingCertificationMutationVariables = Exact<{
  certification: Types.MissingCertificationInput;
}>;


export type MissingCertificationMutation = { missingCertification: { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }> } };


export const MissingCertificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"missingCertification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"certification"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MissingCertificationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"missingCertification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"certification"},"value":{"kind":"Variable","name":{"kind":"Name","value":"certification"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Result"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"validationErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMissingCertificationMutation__
 *
 * To run a mutation, you first call `useMissingCertificationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useMissingCertificationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [missingCertificationMutation, { data, loading, error }] = useMissingCertificationMutation({
 *   variables: {
 *      certification: // value for 'certification'
 *   },
 * });
 */
export function useMissingCertificationMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<MissingCertificationMutation, MissingCertificationMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<MissingCertificationMutation, MissingCertificationMutationVariables>(MissingCertificationDocument, options);
      }
export type MissingCertificationMutationHookResult = ReturnType<typeof useMissingCertificationMutation>;
export type MissingCertificationMutationResult = ApolloReactCommon.MutationResult<MissingCertificationMutation>;