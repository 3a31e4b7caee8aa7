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
export type StaffApplicantBankIncomeQueryVariables = Exact<{
  applicantId: number;
}>;


export type StaffApplicantBankIncomeQuery = { staffApplicantBankIncome: { error: boolean, errorText: string | null, verifiedMonthlyIncomeFormated: string | null, connections: Array<{ connectionId: number, bank: string, accounts: Array<string>, connected: string, lastFetch: string | null, consentExpires: string, status: string, statusText: string, counts: boolean }>, months: Array<{ year: number, month: number, salaryFormated: string, studentAidFormated: string, pensionFormated: string, socialInsuranceFormated: string, otherIncomeFormated: string, totalFormated: string, verifiableFormated: string }>, verifiedMonths: Array<{ year: number, month: number, verifiableFormated: string }> } };


export const StaffApplicantBankIncomeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffApplicantBankIncome"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicantId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffApplicantBankIncome"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"connections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connectionId"}},{"kind":"Field","name":{"kind":"Name","value":"bank"}},{"kind":"Field","name":{"kind":"Name","value":"accounts"}},{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"lastFetch"}},{"kind":"Field","name":{"kind":"Name","value":"consentExpires"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusText"}},{"kind":"Field","name":{"kind":"Name","value":"counts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"months"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"salaryFormated"}},{"kind":"Field","name":{"kind":"Name","value":"studentAidFormated"}},{"kind":"Field","name":{"kind":"Name","value":"pensionFormated"}},{"kind":"Field","name":{"kind":"Name","value":"socialInsuranceFormated"}},{"kind":"Field","name":{"kind":"Name","value":"otherIncomeFormated"}},{"kind":"Field","name":{"kind":"Name","value":"totalFormated"}},{"kind":"Field","name":{"kind":"Name","value":"verifiableFormated"}}]}},{"kind":"Field","name":{"kind":"Name","value":"verifiedMonthlyIncomeFormated"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedMonths"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"verifiableFormated"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useStaffApplicantBankIncomeQuery__
 *
 * To run a query within a React component, call `useStaffApplicantBankIncomeQuery` and pass it any options that fit your needs.
 * When your component renders, `useStaffApplicantBankIncomeQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useStaffApplicantBankIncomeQuery({
 *   variables: {
 *      applicantId: // value for 'applicantId'
 *   },
 * });
 */
export function useStaffApplicantBankIncomeQuery(baseOptions: ApolloReactHooks.QueryHookOptions<StaffApplicantBankIncomeQuery, StaffApplicantBankIncomeQueryVariables> & ({ variables: StaffApplicantBankIncomeQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<StaffApplicantBankIncomeQuery, StaffApplicantBankIncomeQueryVariables>(StaffApplicantBankIncomeDocument, options);
      }
export function useStaffApplicantBankIncomeLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<StaffApplicantBankIncomeQuery, StaffApplicantBankIncomeQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<StaffApplicantBankIncomeQuery, StaffApplicantBankIncomeQueryVariables>(StaffApplicantBankIncomeDocument, options);
        }
// @ts-ignore
export function useStaffApplicantBankIncomeSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<StaffApplicantBankIncomeQuery, StaffApplicantBankIncomeQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StaffApplicantBankIncomeQuery, StaffApplicantBankIncomeQueryVariables>;
export function useStaffApplicantBankIncomeSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StaffApplicantBankIncomeQuery, StaffApplicantBankIncomeQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StaffApplicantBankIncomeQuery | undefined, StaffApplicantBankIncomeQueryVariables>;
export function useStaffApplicantBankIncomeSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StaffApplicantBankIncomeQuery, StaffApplicantBankIncomeQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<StaffApplicantBankIncomeQuery, StaffApplicantBankIncomeQueryVariables>(StaffApplicantBankIncomeDocument, options);
        }
export type StaffApplicantBankIncomeQueryHookResult = ReturnType<typeof useStaffApplicantBankIncomeQuery>;
export type StaffApplicantBankIncomeLazyQueryHookResult = ReturnType<typeof useStaffApplicantBankIncomeLazyQuery>;
export type StaffApplicantBankIncomeSuspenseQueryHookResult = ReturnType<typeof useStaffApplicantBankIncomeSuspenseQuery>;
export type StaffApplicantBankIncomeQueryResult = ApolloReactCommon.QueryResult<StaffApplicantBankIncomeQuery, StaffApplicantBankIncomeQueryVariables>;