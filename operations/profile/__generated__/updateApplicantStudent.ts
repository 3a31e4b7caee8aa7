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
export type StudentInput = {
  newlyAdmitted?: boolean | null | undefined;
  student?: boolean | null | undefined;
  studyLocationId?: number | null | undefined;
  typeOfEducation?: string | null | undefined;
};

export type UpdateApplicantStudentMutationVariables = Exact<{
  student: Types.StudentInput;
}>;


export type UpdateApplicantStudentMutation = { updateApplicantStudent: { error: boolean, errorText: string | null, information: { housing: { currentTypeId: string, subCurrentTypeId: string | null, currentOwnershipTypeId: string, landlordId: number | null, landlordOther: string | null, landlordOtherPhone: string | null, landlordPhone: string | null, landlordEmail: string | null, landlordContact: string | null, moveInDate: string, adults: number, children: number, housingDescription: string, generalContact: string | null, generalPhone: string | null, generalEmail: string | null, housingUpdated: string, update: boolean } | null, capital: { deposition: boolean, depositionTotal: number | null, capital: boolean, capitalTotal: number | null, guarantee: boolean, capitalUpdated: string, update: boolean } | null, debt: { hasPaymentRemarks: boolean, paymentCount: number | null, hasDebt: boolean, debt: number | null, debtRestructering: boolean, seizure: boolean, debtUpdated: string, update: boolean } | null, student: { student: boolean, typeOfEducation: string | null, studyLocationId: number | null, studyLocationName: string | null, newlyAdmitted: boolean, studentCertificationDocumentId: number | null, studentUpdated: string, update: boolean } | null, misc: { support: boolean, supportDocumentId: number | null, regionId: number | null, miscUpdated: string, update: boolean } | null, reducedIncome: { reducedIncomeRequirement: string, capitalTotal: number | null, reducedIncomeUpdated: string } | null } | null, validationErrors: Array<{ code: string, text: string }> } };


export const UpdateApplicantStudentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"updateApplicantStudent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"student"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StudentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateApplicantStudent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"student"},"value":{"kind":"Variable","name":{"kind":"Name","value":"student"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultFields"}},{"kind":"Field","name":{"kind":"Name","value":"information"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InformationFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Result"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"validationErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InformationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Information"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"housing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HousingFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"capital"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deposition"}},{"kind":"Field","name":{"kind":"Name","value":"depositionTotal"}},{"kind":"Field","name":{"kind":"Name","value":"capital"}},{"kind":"Field","name":{"kind":"Name","value":"capitalTotal"}},{"kind":"Field","name":{"kind":"Name","value":"guarantee"}},{"kind":"Field","name":{"kind":"Name","value":"capitalUpdated"}},{"kind":"Field","name":{"kind":"Name","value":"update"}}]}},{"kind":"Field","name":{"kind":"Name","value":"debt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasPaymentRemarks"}},{"kind":"Field","name":{"kind":"Name","value":"paymentCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasDebt"}},{"kind":"Field","name":{"kind":"Name","value":"debt"}},{"kind":"Field","name":{"kind":"Name","value":"debtRestructering"}},{"kind":"Field","name":{"kind":"Name","value":"seizure"}},{"kind":"Field","name":{"kind":"Name","value":"debtUpdated"}},{"kind":"Field","name":{"kind":"Name","value":"update"}}]}},{"kind":"Field","name":{"kind":"Name","value":"student"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"student"}},{"kind":"Field","name":{"kind":"Name","value":"typeOfEducation"}},{"kind":"Field","name":{"kind":"Name","value":"studyLocationId"}},{"kind":"Field","name":{"kind":"Name","value":"studyLocationName"}},{"kind":"Field","name":{"kind":"Name","value":"newlyAdmitted"}},{"kind":"Field","name":{"kind":"Name","value":"studentCertificationDocumentId"}},{"kind":"Field","name":{"kind":"Name","value":"studentUpdated"}},{"kind":"Field","name":{"kind":"Name","value":"update"}}]}},{"kind":"Field","name":{"kind":"Name","value":"misc"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"support"}},{"kind":"Field","name":{"kind":"Name","value":"supportDocumentId"}},{"kind":"Field","name":{"kind":"Name","value":"regionId"}},{"kind":"Field","name":{"kind":"Name","value":"miscUpdated"}},{"kind":"Field","name":{"kind":"Name","value":"update"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reducedIncome"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reducedIncomeRequirement"}},{"kind":"Field","name":{"kind":"Name","value":"capitalTotal"}},{"kind":"Field","name":{"kind":"Name","value":"reducedIncomeUpdated"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HousingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Housing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"subCurrentTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"currentOwnershipTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"landlordId"}},{"kind":"Field","name":{"kind":"Name","value":"landlordOther"}},{"kind":"Field","name":{"kind":"Name","value":"landlordOtherPhone"}},{"kind":"Field","name":{"kind":"Name","value":"landlordPhone"}},{"kind":"Field","name":{"kind":"Name","value":"landlordEmail"}},{"kind":"Field","name":{"kind":"Name","value":"landlordContact"}},{"kind":"Field","name":{"kind":"Name","value":"moveInDate"}},{"kind":"Field","name":{"kind":"Name","value":"adults"}},{"kind":"Field","name":{"kind":"Name","value":"children"}},{"kind":"Field","name":{"kind":"Name","value":"housingDescription"}},{"kind":"Field","name":{"kind":"Name","value":"generalContact"}},{"kind":"Field","name":{"kind":"Name","value":"generalPhone"}},{"kind":"Field","name":{"kind":"Name","value":"generalEmail"}},{"kind":"Field","name":{"kind":"Name","value":"housingUpdated"}},{"kind":"Field","name":{"kind":"Name","value":"update"}}]}}]} as unknown as DocumentNode;

/**
 * __useUpdateApplicantStudentMutation__
 *
 * To run a mutation, you first call `useUpdateApplicantStudentMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateApplicantStudentMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateApplicantStudentMutation, { data, loading, error }] = useUpdateApplicantStudentMutation({
 *   variables: {
 *      student: // value for 'student'
 *   },
 * });
 */
export function useUpdateApplicantStudentMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateApplicantStudentMutation, UpdateApplicantStudentMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateApplicantStudentMutation, UpdateApplicantStudentMutationVariables>(UpdateApplicantStudentDocument, options);
      }
export type UpdateApplicantStudentMutationHookResult = ReturnType<typeof useUpdateApplicantStudentMutation>;
export type UpdateApplicantStudentMutationResult = ApolloReactCommon.MutationResult<UpdateApplicantStudentMutation>;