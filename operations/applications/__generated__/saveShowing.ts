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
/** A registration's stage (server/domain/application-stages.ts): INTEREST … CONTRACT while it goes on, or how it ended. */
export const ApplicationStage = {
  Accepted: 'ACCEPTED',
  Cancelled: 'CANCELLED',
  Check: 'CHECK',
  CheckFailed: 'CHECK_FAILED',
  Contract: 'CONTRACT',
  Declined: 'DECLINED',
  EvaluationFailed: 'EVALUATION_FAILED',
  Interest: 'INTEREST',
  LandlordApproved: 'LANDLORD_APPROVED',
  Lost: 'LOST',
  NotInvited: 'NOT_INVITED',
  Offered: 'OFFERED',
  Proposed: 'PROPOSED',
  Ranked: 'RANKED',
  ShowingDone: 'SHOWING_DONE',
  ShowingInvited: 'SHOWING_INVITED',
  SignFailed: 'SIGN_FAILED',
  Withdrawn: 'WITHDRAWN'
} as const;

export type ApplicationStage = typeof ApplicationStage[keyof typeof ApplicationStage];
/** The tab of the applications page a registration is listed under. */
export const ApplicationTab = {
  Answers: 'ANSWERS',
  Applications: 'APPLICATIONS',
  Checks: 'CHECKS',
  Contracts: 'CONTRACTS',
  Showings: 'SHOWINGS'
} as const;

export type ApplicationTab = typeof ApplicationTab[keyof typeof ApplicationTab];
/** The answer to a showing invitation or an offer (spec 001 §3). An offer takes YES or NO. */
export const InterestAnswer = {
  No: 'NO',
  NoButStillInterested: 'NO_BUT_STILL_INTERESTED',
  Yes: 'YES'
} as const;

export type InterestAnswer = typeof InterestAnswer[keyof typeof InterestAnswer];
export type ShowingInput = {
  rentalObjectId: string;
  showingAnswer: InterestAnswer;
};

export type SaveShowingMutationVariables = Exact<{
  showing: Types.ShowingInput;
}>;


export type SaveShowingMutation = { saveShowing: { cancelledApplications: number, error: boolean, errorText: string | null, application: { applicationId: number, rentalObjectId: string, tab: Types.ApplicationTab, stage: Types.ApplicationStage, stageText: string, endText: string | null, registeredAt: string, queuePlace: number | null, totalApplications: number, queuePlaceReason: string | null, statusNotInvited: boolean, needToUpdateCertifications: boolean, statusWaitingForAnswer: boolean, statusHasAnsweredYes: boolean, statusHasAnsweredNoButStillInterested: boolean, showingAnswer: Types.InterestAnswer | null, lastShowingReplyTime: string | null, canChangeAnswer: boolean, showStarts: string | null, showEnds: string | null, showingCanceled: boolean, showingIsMandatory: boolean, hasDigitalShowing: boolean, lastReplyTime: string | null, canAnswer: boolean, applicantMustUpdate: boolean, coApplicantMustUpdate: boolean, noShowingRegistration: boolean, showingRegistrationMissed: boolean, statusContractSignFailed: boolean, statusYouAreNotSentAsContractProposal: boolean, statusYouAreSentAsContractProposal: boolean, statusEvaluationFailed: boolean, statusSomeOtherIsEvaluated: boolean, statusYouAreEvaluated: boolean, reasonContractSignFailed: string | null, unmetRequirements: Array<string>, canDelete: boolean, cantDeleteMessage: string | null, rentalObject: { rentalObjectId: string, street: string, districtName: string, rooms: number, areaFormated: string, rentFormated: string, moveInDateFormated: string | null, lastReplyDate: string, showingIsMandatory: boolean }, coApplicants: Array<{ applicantId: number, name: string, confirmed: boolean }>, reasonsForRefusal: Array<{ title: string, reason: string }> } | null, validationErrors: Array<{ code: string, text: string }> } };


export const SaveShowingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"saveShowing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"showing"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ShowingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveShowing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"showing"},"value":{"kind":"Variable","name":{"kind":"Name","value":"showing"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultFields"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledApplications"}},{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Result"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"validationErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"rentalObjectId"}},{"kind":"Field","name":{"kind":"Name","value":"rentalObject"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rentalObjectId"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"districtName"}},{"kind":"Field","name":{"kind":"Name","value":"rooms"}},{"kind":"Field","name":{"kind":"Name","value":"areaFormated"}},{"kind":"Field","name":{"kind":"Name","value":"rentFormated"}},{"kind":"Field","name":{"kind":"Name","value":"moveInDateFormated"}},{"kind":"Field","name":{"kind":"Name","value":"lastReplyDate"}},{"kind":"Field","name":{"kind":"Name","value":"showingIsMandatory"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tab"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"stageText"}},{"kind":"Field","name":{"kind":"Name","value":"endText"}},{"kind":"Field","name":{"kind":"Name","value":"registeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"queuePlace"}},{"kind":"Field","name":{"kind":"Name","value":"totalApplications"}},{"kind":"Field","name":{"kind":"Name","value":"queuePlaceReason"}},{"kind":"Field","name":{"kind":"Name","value":"coApplicants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicantId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statusNotInvited"}},{"kind":"Field","name":{"kind":"Name","value":"needToUpdateCertifications"}},{"kind":"Field","name":{"kind":"Name","value":"statusWaitingForAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"statusHasAnsweredYes"}},{"kind":"Field","name":{"kind":"Name","value":"statusHasAnsweredNoButStillInterested"}},{"kind":"Field","name":{"kind":"Name","value":"showingAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"lastShowingReplyTime"}},{"kind":"Field","name":{"kind":"Name","value":"canChangeAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"showStarts"}},{"kind":"Field","name":{"kind":"Name","value":"showEnds"}},{"kind":"Field","name":{"kind":"Name","value":"showingCanceled"}},{"kind":"Field","name":{"kind":"Name","value":"showingIsMandatory"}},{"kind":"Field","name":{"kind":"Name","value":"hasDigitalShowing"}},{"kind":"Field","name":{"kind":"Name","value":"lastReplyTime"}},{"kind":"Field","name":{"kind":"Name","value":"canAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"applicantMustUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"coApplicantMustUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"noShowingRegistration"}},{"kind":"Field","name":{"kind":"Name","value":"showingRegistrationMissed"}},{"kind":"Field","name":{"kind":"Name","value":"statusContractSignFailed"}},{"kind":"Field","name":{"kind":"Name","value":"statusYouAreNotSentAsContractProposal"}},{"kind":"Field","name":{"kind":"Name","value":"statusYouAreSentAsContractProposal"}},{"kind":"Field","name":{"kind":"Name","value":"statusEvaluationFailed"}},{"kind":"Field","name":{"kind":"Name","value":"reasonsForRefusal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statusSomeOtherIsEvaluated"}},{"kind":"Field","name":{"kind":"Name","value":"statusYouAreEvaluated"}},{"kind":"Field","name":{"kind":"Name","value":"reasonContractSignFailed"}},{"kind":"Field","name":{"kind":"Name","value":"unmetRequirements"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}},{"kind":"Field","name":{"kind":"Name","value":"cantDeleteMessage"}}]}}]} as unknown as DocumentNode;

/**
 * __useSaveShowingMutation__
 *
 * To run a mutation, you first call `useSaveShowingMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSaveShowingMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [saveShowingMutation, { data, loading, error }] = useSaveShowingMutation({
 *   variables: {
 *      showing: // value for 'showing'
 *   },
 * });
 */
export function useSaveShowingMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SaveShowingMutation, SaveShowingMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SaveShowingMutation, SaveShowingMutationVariables>(SaveShowingDocument, options);
      }
export type SaveShowingMutationHookResult = ReturnType<typeof useSaveShowingMutation>;
export type SaveShowingMutationResult = ApolloReactCommon.MutationResult<SaveShowingMutation>;