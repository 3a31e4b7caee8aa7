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
export type DeleteOpenBankingDataMutationVariables = Exact<{
  dataId: number;
}>;


export type DeleteOpenBankingDataMutation = { deleteOpenBankingData: { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }> } };


export const DeleteOpenBankingDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"deleteOpenBankingData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dataId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteOpenBankingData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dataId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dataId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Result"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"validationErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useDeleteOpenBankingDataMutation__
 *
 * To run a mutation, you first call `useDeleteOpenBankingDataMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteOpenBankingDataMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteOpenBankingDataMutation, { data, loading, error }] = useDeleteOpenBankingDataMutation({
 *   variables: {
 *      dataId: // value for 'dataId'
 *   },
 * });
 */
export function useDeleteOpenBankingDataMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteOpenBankingDataMutation, DeleteOpenBankingDataMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteOpenBankingDataMutation, DeleteOpenBankingDataMutationVariables>(DeleteOpenBankingDataDocument, options);
      }
export type DeleteOpenBankingDataMutationHookResult = ReturnType<typeof useDeleteOpenBankingDataMutation>;
export type DeleteOpenBankingDataMutationResult = ApolloReactCommon.MutationResult<DeleteOpenBankingDataMutation>;