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
export type StaffClosePeriodMutationVariables = Exact<{
  rentalObjectId: string | number;
}>;


export type StaffClosePeriodMutation = { staffClosePeriod: { error: boolean, errorText: string | null, unchanged: boolean, validationErrors: Array<{ code: string, text: string }>, applications: Array<{ applicationId: number, applicantId: number, stage: string, stageText: string, queuePlace: number | null }>, notInvited: Array<{ applicationId: number }> } };


export const StaffClosePeriodDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffClosePeriod"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rentalObjectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffClosePeriod"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"rentalObjectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rentalObjectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffBrokerageResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffBrokerageResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffBrokerageResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"validationErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"applications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"applicantId"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"stageText"}},{"kind":"Field","name":{"kind":"Name","value":"queuePlace"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notInvited"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unchanged"}}]}}]} as unknown as DocumentNode;

/**
 * __useStaffClosePeriodMutation__
 *
 * To run a mutation, you first call `useStaffClosePeriodMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useStaffClosePeriodMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [staffClosePeriodMutation, { data, loading, error }] = useStaffClosePeriodMutation({
 *   variables: {
 *      rentalObjectId: // value for 'rentalObjectId'
 *   },
 * });
 */
export function useStaffClosePeriodMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<StaffClosePeriodMutation, StaffClosePeriodMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<StaffClosePeriodMutation, StaffClosePeriodMutationVariables>(StaffClosePeriodDocument, options);
      }
export type StaffClosePeriodMutationHookResult = ReturnType<typeof useStaffClosePeriodMutation>;
export type StaffClosePeriodMutationResult = ApolloReactCommon.MutationResult<StaffClosePeriodMutation>;