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
export type SubscriptionFilterInput = {
  areaMax?: number | null | undefined;
  areaMin?: number | null | undefined;
  balcony?: boolean | null | undefined;
  districtIds?: Array<number> | null | undefined;
  elevator?: boolean | null | undefined;
  landlordIds?: Array<number> | null | undefined;
  regionIds?: Array<number> | null | undefined;
  rentMax?: number | null | undefined;
  rentMin?: number | null | undefined;
  rentalObjectCategoryIds?: Array<string> | null | undefined;
  roomsMax?: number | null | undefined;
  roomsMin?: number | null | undefined;
};

export type SubscriptionInput = {
  filter?: SubscriptionFilterInput | null | undefined;
  /** Required ('Du måste namnge bevakningen'); nullable so the server can say so. */
  name?: string | null | undefined;
  sendNotifications?: boolean | null | undefined;
  /** Absent: a new saved search. */
  subscriptionId?: number | null | undefined;
};

export type SaveSubscriptionMutationVariables = Exact<{
  subscription: Types.SubscriptionInput;
}>;


export type SaveSubscriptionMutation = { saveSubscription: { subscriptionId: number | null, error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }> } };


export const SaveSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"saveSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subscription"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriptionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subscription"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subscription"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultFields"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Result"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"validationErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useSaveSubscriptionMutation__
 *
 * To run a mutation, you first call `useSaveSubscriptionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSaveSubscriptionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [saveSubscriptionMutation, { data, loading, error }] = useSaveSubscriptionMutation({
 *   variables: {
 *      subscription: // value for 'subscription'
 *   },
 * });
 */
export function useSaveSubscriptionMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SaveSubscriptionMutation, SaveSubscriptionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SaveSubscriptionMutation, SaveSubscriptionMutationVariables>(SaveSubscriptionDocument, options);
      }
export type SaveSubscriptionMutationHookResult = ReturnType<typeof useSaveSubscriptionMutation>;
export type SaveSubscriptionMutationResult = ApolloReactCommon.MutationResult<SaveSubscriptionMutation>;