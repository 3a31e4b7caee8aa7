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
/** What kind of item is opened. */
export const StaffReviewKind = {
  Document: 'DOCUMENT',
  IdDocument: 'ID_DOCUMENT',
  IncomeCertificate: 'INCOME_CERTIFICATE',
  MissingReason: 'MISSING_REASON'
} as const;

export type StaffReviewKind = typeof StaffReviewKind[keyof typeof StaffReviewKind];
export type StaffApproveDocumentMutationVariables = Exact<{
  id: string | number;
}>;


export type StaffApproveDocumentMutation = { staffApproveDocument: { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }>, item: { id: string, kind: Types.StaffReviewKind, applicantId: number, applicantName: string, type: string, typeText: string, status: string, statusText: string, uploaded: string, missingReason: string | null, rejectedReason: string | null, canDecide: boolean, canStartReview: boolean, files: Array<{ name: string, mediaType: string, size: number, uploaded: string, url: string, previewable: boolean }>, previousDecisions: Array<{ approved: boolean, reason: string | null, at: string, staffName: string | null, fileName: string | null }> } | null } };


export const StaffApproveDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffApproveDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffApproveDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"documentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffReviewResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffReviewResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffReviewResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"validationErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffReviewItemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffReviewItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffReviewItemDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"applicantId"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"typeText"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusText"}},{"kind":"Field","name":{"kind":"Name","value":"uploaded"}},{"kind":"Field","name":{"kind":"Name","value":"missingReason"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedReason"}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mediaType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"uploaded"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"previewable"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previousDecisions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"staffName"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canDecide"}},{"kind":"Field","name":{"kind":"Name","value":"canStartReview"}}]}}]} as unknown as DocumentNode;

/**
 * __useStaffApproveDocumentMutation__
 *
 * To run a mutation, you first call `useStaffApproveDocumentMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useStaffApproveDocumentMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [staffApproveDocumentMutation, { data, loading, error }] = useStaffApproveDocumentMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useStaffApproveDocumentMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<StaffApproveDocumentMutation, StaffApproveDocumentMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<StaffApproveDocumentMutation, StaffApproveDocumentMutationVariables>(StaffApproveDocumentDocument, options);
      }
export type StaffApproveDocumentMutationHookResult = ReturnType<typeof useStaffApproveDocumentMutation>;
export type StaffApproveDocumentMutationResult = ApolloReactCommon.MutationResult<StaffApproveDocumentMutation>;