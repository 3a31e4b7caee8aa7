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
export const AccountType = {
  CoApplicantAccount: 'CO_APPLICANT_ACCOUNT',
  QueueAccount: 'QUEUE_ACCOUNT'
} as const;

export type AccountType = typeof AccountType[keyof typeof AccountType];
export type GetApplicantQueryVariables = Exact<{ [key: string]: never; }>;


export type GetApplicantQuery = { getApplicant: { error: boolean, errorText: string | null, applicant: { personalIdentityNumber: string | null, dateOfBirth: string | null, hasPaid: boolean, queueDate: string | null, queueFeeValidToDate: string | null, pendingQueueFeeOrderDueDate: string | null, isStudent: boolean, subscribeNewsletter: boolean, doNotWantPhysicalMail: boolean, identificationDocumentStatus: string | null, accountType: Types.AccountType, paymentPeriod: string | null, applicantId: number, firstName: string, lastName: string, email: string | null, emailSecondary: string | null, phone: string | null, mobile: string | null, needToUpdateContact: boolean, applicantStatus: { applicantStatusId: number, name: string }, address: { careOf: string | null, street: string | null, zipcode: string | null, city: string | null, country: string | null } | null } | null, validationErrors: Array<{ code: string, text: string }> } };


export const GetApplicantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getApplicant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getApplicant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultFields"}},{"kind":"Field","name":{"kind":"Name","value":"applicant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicantContactFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicantAddressFields"}},{"kind":"Field","name":{"kind":"Name","value":"personalIdentityNumber"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"hasPaid"}},{"kind":"Field","name":{"kind":"Name","value":"queueDate"}},{"kind":"Field","name":{"kind":"Name","value":"queueFeeValidToDate"}},{"kind":"Field","name":{"kind":"Name","value":"pendingQueueFeeOrderDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"isStudent"}},{"kind":"Field","name":{"kind":"Name","value":"subscribeNewsletter"}},{"kind":"Field","name":{"kind":"Name","value":"doNotWantPhysicalMail"}},{"kind":"Field","name":{"kind":"Name","value":"identificationDocumentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"paymentPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"applicantStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicantStatusId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Result"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"validationErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicantContactFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Applicant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicantId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailSecondary"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"needToUpdateContact"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicantAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Applicant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicantId"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"careOf"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"zipcode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useGetApplicantQuery__
 *
 * To run a query within a React component, call `useGetApplicantQuery` and pass it any options that fit your needs.
 * When your component renders, `useGetApplicantQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGetApplicantQuery({
 *   variables: {
 *   },
 * });
 */
export function useGetApplicantQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<GetApplicantQuery, GetApplicantQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<GetApplicantQuery, GetApplicantQueryVariables>(GetApplicantDocument, options);
      }
export function useGetApplicantLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<GetApplicantQuery, GetApplicantQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<GetApplicantQuery, GetApplicantQueryVariables>(GetApplicantDocument, options);
        }
// @ts-ignore
export function useGetApplicantSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<GetApplicantQuery, GetApplicantQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetApplicantQuery, GetApplicantQueryVariables>;
export function useGetApplicantSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetApplicantQuery, GetApplicantQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetApplicantQuery | undefined, GetApplicantQueryVariables>;
export function useGetApplicantSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetApplicantQuery, GetApplicantQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<GetApplicantQuery, GetApplicantQueryVariables>(GetApplicantDocument, options);
        }
export type GetApplicantQueryHookResult = ReturnType<typeof useGetApplicantQuery>;
export type GetApplicantLazyQueryHookResult = ReturnType<typeof useGetApplicantLazyQuery>;
export type GetApplicantSuspenseQueryHookResult = ReturnType<typeof useGetApplicantSuspenseQuery>;
export type GetApplicantQueryResult = ApolloReactCommon.QueryResult<GetApplicantQuery, GetApplicantQueryVariables>;