// @ts-nocheck -- generated; call sites stay typed (src/graphql/hooks.typetest.ts)
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../src/graphql/__generated__/types';

import type { DocumentNode } from 'graphql';
export type ResultFields_AgencyProfileResult_Fragment = { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }> };

export type ResultFields_ApplicantResult_Fragment = { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }> };

export type ResultFields_ApplicationResult_Fragment = { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }> };

export type ResultFields_ApplicationValidationResult_Fragment = { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }> };

export type ResultFields_ApplicationsResult_Fragment = { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }> };

export type ResultFields_AutopayAgreementResult_Fragment = { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }> };

export type ResultFields_CoApplicantRequestResult_Fragment = { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }> };

export type ResultFields_CoApplicantResult_Fragment = { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }> };

export type ResultFields_CompleteOrderResult_Fragment = { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }> };

export type ResultFields_DigitalShowingAccessResult_Fragment = { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }> };

export type ResultFields_DocumentsResult_Fragment = { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }> };

export type ResultFields_EstimatedQueuePlaceResult_Fragment = { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }> };

export type ResultFields_HasActiveAutopayAgreementResult_Fragment = { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }> };

export type ResultFields_HousingResult_Fragment = { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }> };

export type ResultFields_IncomeCategoriesResult_Fragment = { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }> };

export type ResultFields_IncomeCertificationsResult_Fragment = { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }> };

export type ResultFields_IncomeResult_Fragment = { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }> };

export type ResultFields_IncomesResult_Fragment = { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }> };

export type ResultFields_IndicatorsResult_Fragment = { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }> };

export type ResultFields_InformationResult_Fragment = { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }> };

export type ResultFields_MaintenanceMessageResult_Fragment = { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }> };

export type ResultFields_MutationResult_Fragment = { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }> };

export type ResultFields_NewsletterResult_Fragment = { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }> };

export type ResultFields_NewsletterSubscriberResult_Fragment = { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }> };

export type ResultFields_OpenBankingAgreementResult_Fragment = { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }> };

export type ResultFields_OpenBankingObjectOutputResult_Fragment = { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }> };

export type ResultFields_OpenBankingProvidersLinkResult_Fragment = { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }> };

export type ResultFields_OpenBankingProvidersResult_Fragment = { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }> };

export type ResultFields_OrdersResult_Fragment = { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }> };

export type ResultFields_PaymentRedirectResult_Fragment = { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }> };

export type ResultFields_ProfileDocumentResult_Fragment = { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }> };

export type ResultFields_QueueTimesResult_Fragment = { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }> };

export type ResultFields_RecurrenceVerificationResult_Fragment = { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }> };

export type ResultFields_RegionsAndDistrictsResult_Fragment = { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }> };

export type ResultFields_RenewSubscriptionResult_Fragment = { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }> };

export type ResultFields_RentalObjectPointsResult_Fragment = { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }> };

export type ResultFields_RentalObjectResult_Fragment = { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }> };

export type ResultFields_RentalObjectsResult_Fragment = { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }> };

export type ResultFields_SaveSubscriptionResult_Fragment = { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }> };

export type ResultFields_StatusResult_Fragment = { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }> };

export type ResultFields_StudyLocationsResult_Fragment = { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }> };

export type ResultFields_SubscriptionFilterResult_Fragment = { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }> };

export type ResultFields_SubscriptionsResult_Fragment = { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }> };

export type ResultFields_TenantReferenceResult_Fragment = { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }> };

export type ResultFields_UpgradeOrderResult_Fragment = { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }> };

export type ResultFields_WarningsAndBlocksResult_Fragment = { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }> };

export type ResultFieldsFragment =
  | ResultFields_AgencyProfileResult_Fragment
  | ResultFields_ApplicantResult_Fragment
  | ResultFields_ApplicationResult_Fragment
  | ResultFields_ApplicationValidationResult_Fragment
  | ResultFields_ApplicationsResult_Fragment
  | ResultFields_AutopayAgreementResult_Fragment
  | ResultFields_CoApplicantRequestResult_Fragment
  | ResultFields_CoApplicantResult_Fragment
  | ResultFields_CompleteOrderResult_Fragment
  | ResultFields_DigitalShowingAccessResult_Fragment
  | ResultFields_DocumentsResult_Fragment
  | ResultFields_EstimatedQueuePlaceResult_Fragment
  | ResultFields_HasActiveAutopayAgreementResult_Fragment
  | ResultFields_HousingResult_Fragment
  | ResultFields_IncomeCategoriesResult_Fragment
  | ResultFields_IncomeCertificationsResult_Fragment
  | ResultFields_IncomeResult_Fragment
  | ResultFields_IncomesResult_Fragment
  | ResultFields_IndicatorsResult_Fragment
  | ResultFields_InformationResult_Fragment
  | ResultFields_MaintenanceMessageResult_Fragment
  | ResultFields_MutationResult_Fragment
  | ResultFields_NewsletterResult_Fragment
  | ResultFields_NewsletterSubscriberResult_Fragment
  | ResultFields_OpenBankingAgreementResult_Fragment
  | ResultFields_OpenBankingObjectOutputResult_Fragment
  | ResultFields_OpenBankingProvidersLinkResult_Fragment
  | ResultFields_OpenBankingProvidersResult_Fragment
  | ResultFields_OrdersResult_Fragment
  | ResultFields_PaymentRedirectResult_Fragment
  | ResultFields_ProfileDocumentResult_Fragment
  | ResultFields_QueueTimesResult_Fragment
  | ResultFields_RecurrenceVerificationResult_Fragment
  | ResultFields_RegionsAndDistrictsResult_Fragment
  | ResultFields_RenewSubscriptionResult_Fragment
  | ResultFields_RentalObjectPointsResult_Fragment
  | ResultFields_RentalObjectResult_Fragment
  | ResultFields_RentalObjectsResult_Fragment
  | ResultFields_SaveSubscriptionResult_Fragment
  | ResultFields_StatusResult_Fragment
  | ResultFields_StudyLocationsResult_Fragment
  | ResultFields_SubscriptionFilterResult_Fragment
  | ResultFields_SubscriptionsResult_Fragment
  | ResultFields_TenantReferenceResult_Fragment
  | ResultFields_UpgradeOrderResult_Fragment
  | ResultFields_WarningsAndBlocksResult_Fragment
;

export const ResultFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Result"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"validationErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode;