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
export type StaffRunJobMutationVariables = Exact<{
  name: string;
}>;


export type StaffRunJobMutation = { staffRunJob: { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }>, job: { name: string, lastStartedAt: string | null, lastFinishedAt: string | null, outcome: string | null, message: string | null, attempts: number, maxAttempts: number, nextAttemptAt: string | null } | null } };


export const StaffRunJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffRunJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffRunJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"validationErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"job"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffJobFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"lastStartedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastFinishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttempts"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useStaffRunJobMutation__
 *
 * To run a mutation, you first call `useStaffRunJobMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useStaffRunJobMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [staffRunJobMutation, { data, loading, error }] = useStaffRunJobMutation({
 *   variables: {
 *      name: // value for 'name'
 *   },
 * });
 */
export function useStaffRunJobMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<StaffRunJobMutation, StaffRunJobMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<StaffRunJobMutation, StaffRunJobMutationVariables>(StaffRunJobDocument, options);
      }
export type StaffRunJobMutationHookResult = ReturnType<typeof useStaffRunJobMutation>;
export type StaffRunJobMutationResult = ApolloReactCommon.MutationResult<StaffRunJobMutation>;