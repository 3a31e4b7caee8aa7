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
export type CancelQueueFeeOrderMutationVariables = Exact<{
  orderId: number;
}>;


export type CancelQueueFeeOrderMutation = { cancelQueueFeeOrder: { error: boolean, errorText: string | null } };


export const CancelQueueFeeOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"cancelQueueFeeOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelQueueFeeOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useCancelQueueFeeOrderMutation__
 *
 * To run a mutation, you first call `useCancelQueueFeeOrderMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCancelQueueFeeOrderMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [cancelQueueFeeOrderMutation, { data, loading, error }] = useCancelQueueFeeOrderMutation({
 *   variables: {
 *      orderId: // value for 'orderId'
 *   },
 * });
 */
export function useCancelQueueFeeOrderMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CancelQueueFeeOrderMutation, CancelQueueFeeOrderMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CancelQueueFeeOrderMutation, CancelQueueFeeOrderMutationVariables>(CancelQueueFeeOrderDocument, options);
      }
export type CancelQueueFeeOrderMutationHookResult = ReturnType<typeof useCancelQueueFeeOrderMutation>;
export type CancelQueueFeeOrderMutationResult = ApolloReactCommon.MutationResult<CancelQueueFeeOrderMutation>;