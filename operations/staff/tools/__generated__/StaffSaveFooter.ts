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
export type StaffFooterColumnInput = {
  /** Lines of text and [links](/address); never HTML. */
  body: string;
  title?: string | null | undefined;
};

export type StaffSaveFooterMutationVariables = Exact<{
  columns: Array<Types.StaffFooterColumnInput> | Types.StaffFooterColumnInput;
}>;


export type StaffSaveFooterMutation = { staffSaveFooter: { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }> } };


export const StaffSaveFooterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffSaveFooter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"columns"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffFooterColumnInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffSaveFooter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"columns"},"value":{"kind":"Variable","name":{"kind":"Name","value":"columns"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"validationErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useStaffSaveFooterMutation__
 *
 * To run a mutation, you first call `useStaffSaveFooterMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useStaffSaveFooterMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [staffSaveFooterMutation, { data, loading, error }] = useStaffSaveFooterMutation({
 *   variables: {
 *      columns: // value for 'columns'
 *   },
 * });
 */
export function useStaffSaveFooterMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<StaffSaveFooterMutation, StaffSaveFooterMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<StaffSaveFooterMutation, StaffSaveFooterMutationVariables>(StaffSaveFooterDocument, options);
      }
export type StaffSaveFooterMutationHookResult = ReturnType<typeof useStaffSaveFooterMutation>;
export type StaffSaveFooterMutationResult = ApolloReactCommon.MutationResult<StaffSaveFooterMutation>;