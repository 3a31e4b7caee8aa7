// @ts-nocheck -- generated; call sites stay typed (src/graphql/hooks.typetest.ts)
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentNode } from 'graphql';
import type * as ApolloReactCommon from '@apollo/client/react';
import * as ApolloReactHooks from '@apollo/client/react';
const defaultOptions = {} as const;
export const AccountType = {
  CoApplicantAccount: 'CO_APPLICANT_ACCOUNT',
  QueueAccount: 'QUEUE_ACCOUNT'
} as const;

export type AccountType = typeof AccountType[keyof typeof AccountType];
export type ApplicantContactInput = {
  careOf?: string | null | undefined;
  city: string;
  country: string;
  street: string;
  zipcode: string;
};

export type ApplicantPasswordInput = {
  currentPassword: string;
  password: string;
  passwordRepeat: string;
};

export type ResetPasswordUserInput = {
  password: string;
  resetToken: string;
};

export type SendResetPasswordUserInput = {
  /** A 12-digit personnummer or an e-mail. */
  emailOrPnr: string;
};

/** Leaving the queue: the typed confirmation word and the proof of the BankID signature. */
export type UnregisterApplicantInput = {
  bankIdToken: string;
  confirmationWord: string;
};

export type GetApplicantQueryVariables = Exact<{ [key: string]: never; }>;


export type GetApplicantQuery = { getApplicant: { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }>, applicant: { applicantId: number, firstName: string, lastName: string, personalIdentityNumber: string | null, dateOfBirth: string | null, email: string | null, emailSecondary: string | null, phone: string | null, mobile: string | null, hasPaid: boolean, queueDate: string | null, queueFeeValidToDate: string | null, pendingQueueFeeOrderDueDate: string | null, isStudent: boolean, subscribeNewsletter: boolean, doNotWantPhysicalMail: boolean, needToUpdateContact: boolean, identificationDocumentStatus: string | null, accountType: AccountType, paymentPeriod: string | null, address: { careOf: string | null, street: string | null, zipcode: string | null, city: string | null, country: string | null } | null, applicantStatus: { applicantStatusId: number, name: string } } | null } };

export type GetIsNewsletterSubscriberQueryVariables = Exact<{
  list_id: string;
  email: string;
}>;


export type GetIsNewsletterSubscriberQuery = { getIsNewsletterSubscriber: { error: boolean, errorText: string | null, isSubscriber: boolean | null } };

export type NewsletterSubscribeMutationVariables = Exact<{
  email: string;
  list_id: string;
}>;


export type NewsletterSubscribeMutation = { newsletterSubscribe: { error: boolean, errorText: string | null, success: boolean } };

export type NewsletterUnsubscribeMutationVariables = Exact<{
  email: string;
  list_id: string;
}>;


export type NewsletterUnsubscribeMutation = { newsletterUnsubscribe: { error: boolean, errorText: string | null, success: boolean } };

export type ResetPasswordMutationVariables = Exact<{
  user: ResetPasswordUserInput;
}>;


export type ResetPasswordMutation = { resetPassword: { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }> } };

export type SendResetPasswordMutationVariables = Exact<{
  user: SendResetPasswordUserInput;
}>;


export type SendResetPasswordMutation = { sendResetPassword: { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }> } };

export type UnregisterApplicantMutationVariables = Exact<{
  applicant: UnregisterApplicantInput;
}>;


export type UnregisterApplicantMutation = { unregisterApplicant: { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }> } };

export type UpdateApplicantBasicInformationMutationVariables = Exact<{
  email: string;
  emailRepeat?: string | null | undefined;
  phone?: string | null | undefined;
  mobile: string;
  emailSecondary?: string | null | undefined;
  firstName: string;
  lastName: string;
}>;


export type UpdateApplicantBasicInformationMutation = { updateApplicantBasicInformation: { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }>, applicant: { applicantId: number, firstName: string, lastName: string, email: string | null, emailSecondary: string | null, phone: string | null, mobile: string | null, needToUpdateContact: boolean } | null } };

export type UpdateApplicantContactMutationVariables = Exact<{
  contact: ApplicantContactInput;
}>;


export type UpdateApplicantContactMutation = { updateApplicantContact: { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }>, applicant: { applicantId: number, address: { careOf: string | null, street: string | null, zipcode: string | null, city: string | null, country: string | null } | null } | null } };

export type UpdateApplicantDoNotWantPhysicalMailMutationVariables = Exact<{
  doNotWantPhysicalMail: boolean;
}>;


export type UpdateApplicantDoNotWantPhysicalMailMutation = { updateApplicantDoNotWantPhysicalMail: { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }>, applicant: { applicantId: number, doNotWantPhysicalMail: boolean } | null } };

export type UpdateApplicantPasswordMutationVariables = Exact<{
  password: ApplicantPasswordInput;
}>;


export type UpdateApplicantPasswordMutation = { updateApplicantPassword: { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }> } };

export type GetAgencyProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type GetAgencyProfileQuery = { getAgencyProfile: { error: boolean, errorText: string | null, agencyProfile: { agencyCode: string, productName: string, queueFeePrice: number, maxWarnings: number, newsletterEnabled: boolean, queueTimeHidden: boolean, newsletterListId: string } | null } };

export type GetMaintenanceMessageQueryVariables = Exact<{ [key: string]: never; }>;


export type GetMaintenanceMessageQuery = { getMaintenanceMessage: { error: boolean, errorText: string | null, maintenanceMessage: { maintenanceMessageId: number, message: string, start: string, stop: string } | null } };

export type GetStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type GetStatusQuery = { getStatus: { error: boolean, errorText: string | null, status: { culture: string, database: string, databaseVersion: string, status: string, timezone: string } | null } };


export const GetApplicantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getApplicant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getApplicant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"validationErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"applicant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicantId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"personalIdentityNumber"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailSecondary"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"hasPaid"}},{"kind":"Field","name":{"kind":"Name","value":"queueDate"}},{"kind":"Field","name":{"kind":"Name","value":"queueFeeValidToDate"}},{"kind":"Field","name":{"kind":"Name","value":"pendingQueueFeeOrderDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"isStudent"}},{"kind":"Field","name":{"kind":"Name","value":"subscribeNewsletter"}},{"kind":"Field","name":{"kind":"Name","value":"doNotWantPhysicalMail"}},{"kind":"Field","name":{"kind":"Name","value":"needToUpdateContact"}},{"kind":"Field","name":{"kind":"Name","value":"identificationDocumentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"paymentPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"careOf"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"zipcode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}},{"kind":"Field","name":{"kind":"Name","value":"applicantStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicantStatusId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode;

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
export const GetIsNewsletterSubscriberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getIsNewsletterSubscriber"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list_id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getIsNewsletterSubscriber"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list_id"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"isSubscriber"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useGetIsNewsletterSubscriberQuery__
 *
 * To run a query within a React component, call `useGetIsNewsletterSubscriberQuery` and pass it any options that fit your needs.
 * When your component renders, `useGetIsNewsletterSubscriberQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGetIsNewsletterSubscriberQuery({
 *   variables: {
 *      list_id: // value for 'list_id'
 *      email: // value for 'email'
 *   },
 * });
 */
export function useGetIsNewsletterSubscriberQuery(baseOptions: ApolloReactHooks.QueryHookOptions<GetIsNewsletterSubscriberQuery, GetIsNewsletterSubscriberQueryVariables> & ({ variables: GetIsNewsletterSubscriberQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<GetIsNewsletterSubscriberQuery, GetIsNewsletterSubscriberQueryVariables>(GetIsNewsletterSubscriberDocument, options);
      }
export function useGetIsNewsletterSubscriberLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<GetIsNewsletterSubscriberQuery, GetIsNewsletterSubscriberQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<GetIsNewsletterSubscriberQuery, GetIsNewsletterSubscriberQueryVariables>(GetIsNewsletterSubscriberDocument, options);
        }
// @ts-ignore
export function useGetIsNewsletterSubscriberSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<GetIsNewsletterSubscriberQuery, GetIsNewsletterSubscriberQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetIsNewsletterSubscriberQuery, GetIsNewsletterSubscriberQueryVariables>;
export function useGetIsNewsletterSubscriberSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetIsNewsletterSubscriberQuery, GetIsNewsletterSubscriberQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetIsNewsletterSubscriberQuery | undefined, GetIsNewsletterSubscriberQueryVariables>;
export function useGetIsNewsletterSubscriberSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetIsNewsletterSubscriberQuery, GetIsNewsletterSubscriberQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<GetIsNewsletterSubscriberQuery, GetIsNewsletterSubscriberQueryVariables>(GetIsNewsletterSubscriberDocument, options);
        }
export type GetIsNewsletterSubscriberQueryHookResult = ReturnType<typeof useGetIsNewsletterSubscriberQuery>;
export type GetIsNewsletterSubscriberLazyQueryHookResult = ReturnType<typeof useGetIsNewsletterSubscriberLazyQuery>;
export type GetIsNewsletterSubscriberSuspenseQueryHookResult = ReturnType<typeof useGetIsNewsletterSubscriberSuspenseQuery>;
export type GetIsNewsletterSubscriberQueryResult = ApolloReactCommon.QueryResult<GetIsNewsletterSubscriberQuery, GetIsNewsletterSubscriberQueryVariables>;
export const NewsletterSubscribeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"newsletterSubscribe"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list_id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsletterSubscribe"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"list_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list_id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useNewsletterSubscribeMutation__
 *
 * To run a mutation, you first call `useNewsletterSubscribeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useNewsletterSubscribeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [newsletterSubscribeMutation, { data, loading, error }] = useNewsletterSubscribeMutation({
 *   variables: {
 *      email: // value for 'email'
 *      list_id: // value for 'list_id'
 *   },
 * });
 */
export function useNewsletterSubscribeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<NewsletterSubscribeMutation, NewsletterSubscribeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<NewsletterSubscribeMutation, NewsletterSubscribeMutationVariables>(NewsletterSubscribeDocument, options);
      }
export type NewsletterSubscribeMutationHookResult = ReturnType<typeof useNewsletterSubscribeMutation>;
export type NewsletterSubscribeMutationResult = ApolloReactCommon.MutationResult<NewsletterSubscribeMutation>;
export const NewsletterUnsubscribeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"newsletterUnsubscribe"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list_id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsletterUnsubscribe"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"list_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list_id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useNewsletterUnsubscribeMutation__
 *
 * To run a mutation, you first call `useNewsletterUnsubscribeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useNewsletterUnsubscribeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [newsletterUnsubscribeMutation, { data, loading, error }] = useNewsletterUnsubscribeMutation({
 *   variables: {
 *      email: // value for 'email'
 *      list_id: // value for 'list_id'
 *   },
 * });
 */
export function useNewsletterUnsubscribeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<NewsletterUnsubscribeMutation, NewsletterUnsubscribeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<NewsletterUnsubscribeMutation, NewsletterUnsubscribeMutationVariables>(NewsletterUnsubscribeDocument, options);
      }
export type NewsletterUnsubscribeMutationHookResult = ReturnType<typeof useNewsletterUnsubscribeMutation>;
export type NewsletterUnsubscribeMutationResult = ApolloReactCommon.MutationResult<NewsletterUnsubscribeMutation>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"resetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"user"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"user"},"value":{"kind":"Variable","name":{"kind":"Name","value":"user"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"validationErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useResetPasswordMutation__
 *
 * To run a mutation, you first call `useResetPasswordMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useResetPasswordMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [resetPasswordMutation, { data, loading, error }] = useResetPasswordMutation({
 *   variables: {
 *      user: // value for 'user'
 *   },
 * });
 */
export function useResetPasswordMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ResetPasswordMutation, ResetPasswordMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ResetPasswordMutation, ResetPasswordMutationVariables>(ResetPasswordDocument, options);
      }
export type ResetPasswordMutationHookResult = ReturnType<typeof useResetPasswordMutation>;
export type ResetPasswordMutationResult = ApolloReactCommon.MutationResult<ResetPasswordMutation>;
export const SendResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"sendResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"user"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendResetPasswordUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendResetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"user"},"value":{"kind":"Variable","name":{"kind":"Name","value":"user"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"validationErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useSendResetPasswordMutation__
 *
 * To run a mutation, you first call `useSendResetPasswordMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSendResetPasswordMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [sendResetPasswordMutation, { data, loading, error }] = useSendResetPasswordMutation({
 *   variables: {
 *      user: // value for 'user'
 *   },
 * });
 */
export function useSendResetPasswordMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SendResetPasswordMutation, SendResetPasswordMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SendResetPasswordMutation, SendResetPasswordMutationVariables>(SendResetPasswordDocument, options);
      }
export type SendResetPasswordMutationHookResult = ReturnType<typeof useSendResetPasswordMutation>;
export type SendResetPasswordMutationResult = ApolloReactCommon.MutationResult<SendResetPasswordMutation>;
export const UnregisterApplicantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"unregisterApplicant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicant"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UnregisterApplicantInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unregisterApplicant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicant"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicant"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"validationErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useUnregisterApplicantMutation__
 *
 * To run a mutation, you first call `useUnregisterApplicantMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUnregisterApplicantMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [unregisterApplicantMutation, { data, loading, error }] = useUnregisterApplicantMutation({
 *   variables: {
 *      applicant: // value for 'applicant'
 *   },
 * });
 */
export function useUnregisterApplicantMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UnregisterApplicantMutation, UnregisterApplicantMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UnregisterApplicantMutation, UnregisterApplicantMutationVariables>(UnregisterApplicantDocument, options);
      }
export type UnregisterApplicantMutationHookResult = ReturnType<typeof useUnregisterApplicantMutation>;
export type UnregisterApplicantMutationResult = ApolloReactCommon.MutationResult<UnregisterApplicantMutation>;
export const UpdateApplicantBasicInformationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"updateApplicantBasicInformation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"emailRepeat"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phone"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mobile"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"emailSecondary"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"firstName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lastName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateApplicantBasicInformation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"emailRepeat"},"value":{"kind":"Variable","name":{"kind":"Name","value":"emailRepeat"}}},{"kind":"Argument","name":{"kind":"Name","value":"phone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phone"}}},{"kind":"Argument","name":{"kind":"Name","value":"mobile"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mobile"}}},{"kind":"Argument","name":{"kind":"Name","value":"emailSecondary"},"value":{"kind":"Variable","name":{"kind":"Name","value":"emailSecondary"}}},{"kind":"Argument","name":{"kind":"Name","value":"firstName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"firstName"}}},{"kind":"Argument","name":{"kind":"Name","value":"lastName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lastName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"validationErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"applicant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicantId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailSecondary"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"needToUpdateContact"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useUpdateApplicantBasicInformationMutation__
 *
 * To run a mutation, you first call `useUpdateApplicantBasicInformationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateApplicantBasicInformationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateApplicantBasicInformationMutation, { data, loading, error }] = useUpdateApplicantBasicInformationMutation({
 *   variables: {
 *      email: // value for 'email'
 *      emailRepeat: // value for 'emailRepeat'
 *      phone: // value for 'phone'
 *      mobile: // value for 'mobile'
 *      emailSecondary: // value for 'emailSecondary'
 *      firstName: // value for 'firstName'
 *      lastName: // value for 'lastName'
 *   },
 * });
 */
export function useUpdateApplicantBasicInformationMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateApplicantBasicInformationMutation, UpdateApplicantBasicInformationMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateApplicantBasicInformationMutation, UpdateApplicantBasicInformationMutationVariables>(UpdateApplicantBasicInformationDocument, options);
      }
export type UpdateApplicantBasicInformationMutationHookResult = ReturnType<typeof useUpdateApplicantBasicInformationMutation>;
export type UpdateApplicantBasicInformationMutationResult = ApolloReactCommon.MutationResult<UpdateApplicantBasicInformationMutation>;
export const UpdateApplicantContactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"updateApplicantContact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contact"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicantContactInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateApplicantContact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"contact"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contact"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"validationErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"applicant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicantId"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"careOf"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"zipcode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useUpdateApplicantContactMutation__
 *
 * To run a mutation, you first call `useUpdateApplicantContactMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateApplicantContactMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateApplicantContactMutation, { data, loading, error }] = useUpdateApplicantContactMutation({
 *   variables: {
 *      contact: // value for 'contact'
 *   },
 * });
 */
export function useUpdateApplicantContactMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateApplicantContactMutation, UpdateApplicantContactMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateApplicantContactMutation, UpdateApplicantContactMutationVariables>(UpdateApplicantContactDocument, options);
      }
export type UpdateApplicantContactMutationHookResult = ReturnType<typeof useUpdateApplicantContactMutation>;
export type UpdateApplicantContactMutationResult = ApolloReactCommon.MutationResult<UpdateApplicantContactMutation>;
export const UpdateApplicantDoNotWantPhysicalMailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"updateApplicantDoNotWantPhysicalMail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"doNotWantPhysicalMail"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateApplicantDoNotWantPhysicalMail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"doNotWantPhysicalMail"},"value":{"kind":"Variable","name":{"kind":"Name","value":"doNotWantPhysicalMail"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"validationErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"applicant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicantId"}},{"kind":"Field","name":{"kind":"Name","value":"doNotWantPhysicalMail"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useUpdateApplicantDoNotWantPhysicalMailMutation__
 *
 * To run a mutation, you first call `useUpdateApplicantDoNotWantPhysicalMailMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateApplicantDoNotWantPhysicalMailMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateApplicantDoNotWantPhysicalMailMutation, { data, loading, error }] = useUpdateApplicantDoNotWantPhysicalMailMutation({
 *   variables: {
 *      doNotWantPhysicalMail: // value for 'doNotWantPhysicalMail'
 *   },
 * });
 */
export function useUpdateApplicantDoNotWantPhysicalMailMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateApplicantDoNotWantPhysicalMailMutation, UpdateApplicantDoNotWantPhysicalMailMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateApplicantDoNotWantPhysicalMailMutation, UpdateApplicantDoNotWantPhysicalMailMutationVariables>(UpdateApplicantDoNotWantPhysicalMailDocument, options);
      }
export type UpdateApplicantDoNotWantPhysicalMailMutationHookResult = ReturnType<typeof useUpdateApplicantDoNotWantPhysicalMailMutation>;
export type UpdateApplicantDoNotWantPhysicalMailMutationResult = ApolloReactCommon.MutationResult<UpdateApplicantDoNotWantPhysicalMailMutation>;
export const UpdateApplicantPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"updateApplicantPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicantPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateApplicantPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"validationErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useUpdateApplicantPasswordMutation__
 *
 * To run a mutation, you first call `useUpdateApplicantPasswordMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateApplicantPasswordMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateApplicantPasswordMutation, { data, loading, error }] = useUpdateApplicantPasswordMutation({
 *   variables: {
 *      password: // value for 'password'
 *   },
 * });
 */
export function useUpdateApplicantPasswordMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateApplicantPasswordMutation, UpdateApplicantPasswordMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateApplicantPasswordMutation, UpdateApplicantPasswordMutationVariables>(UpdateApplicantPasswordDocument, options);
      }
export type UpdateApplicantPasswordMutationHookResult = ReturnType<typeof useUpdateApplicantPasswordMutation>;
export type UpdateApplicantPasswordMutationResult = ApolloReactCommon.MutationResult<UpdateApplicantPasswordMutation>;
export const GetAgencyProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getAgencyProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getAgencyProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"agencyProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"queueFeePrice"}},{"kind":"Field","name":{"kind":"Name","value":"maxWarnings"}},{"kind":"Field","name":{"kind":"Name","value":"newsletterEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"queueTimeHidden"}},{"kind":"Field","name":{"kind":"Name","value":"newsletterListId"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useGetAgencyProfileQuery__
 *
 * To run a query within a React component, call `useGetAgencyProfileQuery` and pass it any options that fit your needs.
 * When your component renders, `useGetAgencyProfileQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGetAgencyProfileQuery({
 *   variables: {
 *   },
 * });
 */
export function useGetAgencyProfileQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<GetAgencyProfileQuery, GetAgencyProfileQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<GetAgencyProfileQuery, GetAgencyProfileQueryVariables>(GetAgencyProfileDocument, options);
      }
export function useGetAgencyProfileLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<GetAgencyProfileQuery, GetAgencyProfileQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<GetAgencyProfileQuery, GetAgencyProfileQueryVariables>(GetAgencyProfileDocument, options);
        }
// @ts-ignore
export function useGetAgencyProfileSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<GetAgencyProfileQuery, GetAgencyProfileQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetAgencyProfileQuery, GetAgencyProfileQueryVariables>;
export function useGetAgencyProfileSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetAgencyProfileQuery, GetAgencyProfileQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetAgencyProfileQuery | undefined, GetAgencyProfileQueryVariables>;
export function useGetAgencyProfileSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetAgencyProfileQuery, GetAgencyProfileQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<GetAgencyProfileQuery, GetAgencyProfileQueryVariables>(GetAgencyProfileDocument, options);
        }
export type GetAgencyProfileQueryHookResult = ReturnType<typeof useGetAgencyProfileQuery>;
export type GetAgencyProfileLazyQueryHookResult = ReturnType<typeof useGetAgencyProfileLazyQuery>;
export type GetAgencyProfileSuspenseQueryHookResult = ReturnType<typeof useGetAgencyProfileSuspenseQuery>;
export type GetAgencyProfileQueryResult = ApolloReactCommon.QueryResult<GetAgencyProfileQuery, GetAgencyProfileQueryVariables>;
export const GetMaintenanceMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getMaintenanceMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getMaintenanceMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"maintenanceMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maintenanceMessageId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"stop"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useGetMaintenanceMessageQuery__
 *
 * To run a query within a React component, call `useGetMaintenanceMessageQuery` and pass it any options that fit your needs.
 * When your component renders, `useGetMaintenanceMessageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGetMaintenanceMessageQuery({
 *   variables: {
 *   },
 * });
 */
export function useGetMaintenanceMessageQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<GetMaintenanceMessageQuery, GetMaintenanceMessageQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<GetMaintenanceMessageQuery, GetMaintenanceMessageQueryVariables>(GetMaintenanceMessageDocument, options);
      }
export function useGetMaintenanceMessageLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<GetMaintenanceMessageQuery, GetMaintenanceMessageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<GetMaintenanceMessageQuery, GetMaintenanceMessageQueryVariables>(GetMaintenanceMessageDocument, options);
        }
// @ts-ignore
export function useGetMaintenanceMessageSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<GetMaintenanceMessageQuery, GetMaintenanceMessageQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetMaintenanceMessageQuery, GetMaintenanceMessageQueryVariables>;
export function useGetMaintenanceMessageSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetMaintenanceMessageQuery, GetMaintenanceMessageQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetMaintenanceMessageQuery | undefined, GetMaintenanceMessageQueryVariables>;
export function useGetMaintenanceMessageSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetMaintenanceMessageQuery, GetMaintenanceMessageQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<GetMaintenanceMessageQuery, GetMaintenanceMessageQueryVariables>(GetMaintenanceMessageDocument, options);
        }
export type GetMaintenanceMessageQueryHookResult = ReturnType<typeof useGetMaintenanceMessageQuery>;
export type GetMaintenanceMessageLazyQueryHookResult = ReturnType<typeof useGetMaintenanceMessageLazyQuery>;
export type GetMaintenanceMessageSuspenseQueryHookResult = ReturnType<typeof useGetMaintenanceMessageSuspenseQuery>;
export type GetMaintenanceMessageQueryResult = ApolloReactCommon.QueryResult<GetMaintenanceMessageQuery, GetMaintenanceMessageQueryVariables>;
export const GetStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"culture"}},{"kind":"Field","name":{"kind":"Name","value":"database"}},{"kind":"Field","name":{"kind":"Name","value":"databaseVersion"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useGetStatusQuery__
 *
 * To run a query within a React component, call `useGetStatusQuery` and pass it any options that fit your needs.
 * When your component renders, `useGetStatusQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGetStatusQuery({
 *   variables: {
 *   },
 * });
 */
export function useGetStatusQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<GetStatusQuery, GetStatusQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<GetStatusQuery, GetStatusQueryVariables>(GetStatusDocument, options);
      }
export function useGetStatusLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<GetStatusQuery, GetStatusQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<GetStatusQuery, GetStatusQueryVariables>(GetStatusDocument, options);
        }
// @ts-ignore
export function useGetStatusSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<GetStatusQuery, GetStatusQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetStatusQuery, GetStatusQueryVariables>;
export function useGetStatusSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetStatusQuery, GetStatusQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetStatusQuery | undefined, GetStatusQueryVariables>;
export function useGetStatusSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetStatusQuery, GetStatusQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<GetStatusQuery, GetStatusQueryVariables>(GetStatusDocument, options);
        }
export type GetStatusQueryHookResult = ReturnType<typeof useGetStatusQuery>;
export type GetStatusLazyQueryHookResult = ReturnType<typeof useGetStatusLazyQuery>;
export type GetStatusSuspenseQueryHookResult = ReturnType<typeof useGetStatusSuspenseQuery>;
export type GetStatusQueryResult = ApolloReactCommon.QueryResult<GetStatusQuery, GetStatusQueryVariables>;