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
export type TenantReferenceInput = {
  landlordId?: number | null | undefined;
  landlordReference?: string | null | undefined;
};

export type UpdateTenantReferenceMutationVariables = Exact<{
  tenantReference: Types.TenantReferenceInput;
}>;


export type UpdateTenantReferenceMutation = { updateTenantReference: { error: boolean, errorText: string | null, tenantReference: { landlordReference: string, landlordId: number | null, tenantReferenceUpdated: string } | null, validationErrors: Array<{ code: string, text: string }> } };


export const UpdateTenantReferenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"updateTenantReference"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantReference"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TenantReferenceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTenantReference"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tenantReference"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantReference"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultFields"}},{"kind":"Field","name":{"kind":"Name","value":"tenantReference"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TenantReferenceFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Result"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"validationErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TenantReferenceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TenantReference"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"landlordReference"}},{"kind":"Field","name":{"kind":"Name","value":"landlordId"}},{"kind":"Field","name":{"kind":"Name","value":"tenantReferenceUpdated"}}]}}]} as unknown as DocumentNode;

/**
 * __useUpdateTenantReferenceMutation__
 *
 * To run a mutation, you first call `useUpdateTenantReferenceMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateTenantReferenceMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateTenantReferenceMutation, { data, loading, error }] = useUpdateTenantReferenceMutation({
 *   variables: {
 *      tenantReference: // value for 'tenantReference'
 *   },
 * });
 */
export function useUpdateTenantReferenceMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateTenantReferenceMutation, UpdateTenantReferenceMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateTenantReferenceMutation, UpdateTenantReferenceMutationVariables>(UpdateTenantReferenceDocument, options);
      }
export type UpdateTenantReferenceMutationHookResult = ReturnType<typeof useUpdateTenantReferenceMutation>;
export type UpdateTenantReferenceMutationResult = ApolloReactCommon.MutationResult<UpdateTenantReferenceMutation>;