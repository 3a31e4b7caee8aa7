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
export type CreateAutopayAgreementMutationVariables = Exact<{
  redirectUrl: string;
  cancelUrl: string;
  userAgent?: string | null | undefined;
}>;


export type CreateAutopayAgreementMutation = { createAutopayAgreement: { error: boolean, errorText: string | null, autopayAgreementRef: string | null, redirectUrl: string | null, paymentReference: string | null } };


export const CreateAutopayAgreementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"createAutopayAgreement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"redirectUrl"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cancelUrl"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userAgent"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAutopayAgreement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"redirectUrl"},"value":{"kind":"Variable","name":{"kind":"Name","value":"redirectUrl"}}},{"kind":"Argument","name":{"kind":"Name","value":"cancelUrl"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cancelUrl"}}},{"kind":"Argument","name":{"kind":"Name","value":"userAgent"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userAgent"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"autopayAgreementRef"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"paymentReference"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useCreateAutopayAgreementMutation__
 *
 * To run a mutation, you first call `useCreateAutopayAgreementMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateAutopayAgreementMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createAutopayAgreementMutation, { data, loading, error }] = useCreateAutopayAgreementMutation({
 *   variables: {
 *      redirectUrl: // value for 'redirectUrl'
 *      cancelUrl: // value for 'cancelUrl'
 *      userAgent: // value for 'userAgent'
 *   },
 * });
 */
export function useCreateAutopayAgreementMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateAutopayAgreementMutation, CreateAutopayAgreementMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateAutopayAgreementMutation, CreateAutopayAgreementMutationVariables>(CreateAutopayAgreementDocument, options);
      }
export type CreateAutopayAgreementMutationHookResult = ReturnType<typeof useCreateAutopayAgreementMutation>;
export type CreateAutopayAgreementMutationResult = ApolloReactCommon.MutationResult<CreateAutopayAgreementMutation>;