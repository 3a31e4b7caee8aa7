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
export type StaffShowingInput = {
  digital: boolean;
  ends: string;
  mandatory: boolean;
  starts: string;
  /** How many of the best placed not yet invited to invite. */
  topN: number;
};

export type StaffInviteToShowingMutationVariables = Exact<{
  rentalObjectId: string | number;
  showing: Types.StaffShowingInput;
}>;


export type StaffInviteToShowingMutation = { staffInviteToShowing: { error: boolean, errorText: string | null, unchanged: boolean, validationErrors: Array<{ code: string, text: string }>, applications: Array<{ applicationId: number, applicantId: number, stage: string, stageText: string, queuePlace: number | null }>, notInvited: Array<{ applicationId: number }> } };


export const StaffInviteToShowingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffInviteToShowing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rentalObjectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"showing"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffShowingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffInviteToShowing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"rentalObjectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rentalObjectId"}}},{"kind":"Argument","name":{"kind":"Name","value":"showing"},"value":{"kind":"Variable","name":{"kind":"Name","value":"showing"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffBrokerageResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffBrokerageResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffBrokerageResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"validationErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"applications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"applicantId"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"stageText"}},{"kind":"Field","name":{"kind":"Name","value":"queuePlace"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notInvited"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unchanged"}}]}}]} as unknown as DocumentNode;

/**
 * __useStaffInviteToShowingMutation__
 *
 * To run a mutation, you first call `useStaffInviteToShowingMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useStaffInviteToShowingMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [staffInviteToShowingMutation, { data, loading, error }] = useStaffInviteToShowingMutation({
 *   variables: {
 *      rentalObjectId: // value for 'rentalObjectId'
 *      showing: // value for 'showing'
 *   },
 * });
 */
export function useStaffInviteToShowingMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<StaffInviteToShowingMutation, StaffInviteToShowingMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<StaffInviteToShowingMutation, StaffInviteToShowingMutationVariables>(StaffInviteToShowingDocument, options);
      }
export type StaffInviteToShowingMutationHookResult = ReturnType<typeof useStaffInviteToShowingMutation>;
export type StaffInviteToShowingMutationResult = ApolloReactCommon.MutationResult<StaffInviteToShowingMutation>;