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
export type StaffCheckFailedMutationVariables = Exact<{
  applicationId: number;
  unmetRequirements: Array<string> | string;
}>;


export type StaffCheckFailedMutation = { staffCheckFailed: { error: boolean, errorText: string | null, unchanged: boolean, validationErrors: Array<{ code: string, text: string }>, applications: Array<{ applicationId: number, applicantId: number, stage: string, stageText: string, queuePlace: number | null }>, notInvited: Array<{ applicationId: number }> } };


export const StaffCheckFailedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffCheckFailed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"unmetRequirements"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffCheckFailed"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"unmetRequirements"},"value":{"kind":"Variable","name":{"kind":"Name","value":"unmetRequirements"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffBrokerageResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffBrokerageResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffBrokerageResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"validationErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"applications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"applicantId"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"stageText"}},{"kind":"Field","name":{"kind":"Name","value":"queuePlace"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notInvited"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unchanged"}}]}}]} as unknown as DocumentNode;

/**
 * __useStaffCheckFailedMutation__
 *
 * To run a mutation, you first call `useStaffCheckFailedMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useStaffCheckFailedMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [staffCheckFailedMutation, { data, loading, error }] = useStaffCheckFailedMutation({
 *   variables: {
 *      applicationId: // value for 'applicationId'
 *      unmetRequirements: // value for 'unmetRequirements'
 *   },
 * });
 */
export function useStaffCheckFailedMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<StaffCheckFailedMutation, StaffCheckFailedMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<StaffCheckFailedMutation, StaffCheckFailedMutationVariables>(StaffCheckFailedDocument, options);
      }
export type StaffCheckFailedMutationHookResult = ReturnType<typeof useStaffCheckFailedMutation>;
export type StaffCheckFailedMutationResult = ApolloReactCommon.MutationResult<StaffCheckFailedMutation>;