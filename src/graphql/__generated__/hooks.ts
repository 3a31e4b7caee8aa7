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

/** The list page's filter (src/rules/listings.ts ListingFilter). Missing fields do not filter; bounds are inclusive. */
export type RentalObjectFilterInput = {
  areaMax?: number | null | undefined;
  areaMin?: number | null | undefined;
  balcony?: boolean | null | undefined;
  categoryIds?: Array<string> | null | undefined;
  districtIds?: Array<number> | null | undefined;
  elevator?: boolean | null | undefined;
  landlordIds?: Array<number> | null | undefined;
  objectTypeIds?: Array<string> | null | undefined;
  onlyOpenForApplication?: boolean | null | undefined;
  regionIds?: Array<number> | null | undefined;
  rentMax?: number | null | undefined;
  /** Kronor per month. */
  rentMin?: number | null | undefined;
  roomsMax?: number | null | undefined;
  roomsMin?: number | null | undefined;
};

export const RentalObjectImageKind = {
  Layout: 'layout',
  Other: 'other',
  Primary: 'primary',
  Showing: 'showing'
} as const;

export type RentalObjectImageKind = typeof RentalObjectImageKind[keyof typeof RentalObjectImageKind];
export type ResetPasswordUserInput = {
  password: string;
  resetToken: string;
};

export type SendResetPasswordUserInput = {
  /** A 12-digit personnummer or an e-mail. */
  emailOrPnr: string;
};

export type SubscriptionFilterInput = {
  areaMax?: number | null | undefined;
  areaMin?: number | null | undefined;
  balcony?: boolean | null | undefined;
  districtIds?: Array<number> | null | undefined;
  elevator?: boolean | null | undefined;
  landlordIds?: Array<number> | null | undefined;
  regionIds?: Array<number> | null | undefined;
  rentMax?: number | null | undefined;
  rentMin?: number | null | undefined;
  rentalObjectCategoryIds?: Array<string> | null | undefined;
  roomsMax?: number | null | undefined;
  roomsMin?: number | null | undefined;
};

export type SubscriptionInput = {
  filter?: SubscriptionFilterInput | null | undefined;
  /** Required ('Du måste namnge bevakningen'); nullable so the server can say so. */
  name?: string | null | undefined;
  sendNotifications?: boolean | null | undefined;
  /** Absent: a new saved search. */
  subscriptionId?: number | null | undefined;
};

/** Leaving the queue: the typed confirmation word and the proof of the BankID signature. */
export type UnregisterApplicantInput = {
  bankIdToken: string;
  confirmationWord: string;
};

export type AcceptCoApplicantMutationVariables = Exact<{
  coApplicantId: number;
}>;


export type AcceptCoApplicantMutation = { acceptCoApplicant: { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }> } };

export type AddCoApplicantMutationVariables = Exact<{
  pnrOrEmail: string;
}>;


export type AddCoApplicantMutation = { addCoApplicant: { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }> } };

export type DeleteCoApplicantMutationVariables = Exact<{ [key: string]: never; }>;


export type DeleteCoApplicantMutation = { deleteCoApplicant: { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }> } };

export type GetApplicantQueryVariables = Exact<{ [key: string]: never; }>;


export type GetApplicantQuery = { getApplicant: { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }>, applicant: { applicantId: number, firstName: string, lastName: string, personalIdentityNumber: string | null, dateOfBirth: string | null, email: string | null, emailSecondary: string | null, phone: string | null, mobile: string | null, hasPaid: boolean, queueDate: string | null, queueFeeValidToDate: string | null, pendingQueueFeeOrderDueDate: string | null, isStudent: boolean, subscribeNewsletter: boolean, doNotWantPhysicalMail: boolean, needToUpdateContact: boolean, identificationDocumentStatus: string | null, accountType: AccountType, paymentPeriod: string | null, address: { careOf: string | null, street: string | null, zipcode: string | null, city: string | null, country: string | null } | null, applicantStatus: { applicantStatusId: number, name: string } } | null } };

export type GetApplicantWarningsAndBlocksQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type GetApplicantWarningsAndBlocksQueryQuery = { getApplicantWarningsAndBlocksQuery: { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }>, warningsAndBlocks: { warnings: Array<{ reason: string, created: string, validFromDate: string, validToDate: string }>, blocks: Array<{ landlord: string | null, start: string, end: string, reason: string }>, applicantMyPagesBlock: Array<{ landlord: string }> } | null } };

export type GetCoApplicantQueryVariables = Exact<{ [key: string]: never; }>;


export type GetCoApplicantQuery = { getCoApplicant: { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }>, coApplicant: { coApplicantFound: boolean, applicantId: number | null, applicantName: string | null, isHead: boolean } | null } };

export type GetCoApplicantRequestQueryVariables = Exact<{ [key: string]: never; }>;


export type GetCoApplicantRequestQuery = { getCoApplicantRequest: { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }>, coApplicantRequest: { coApplicantRequestFound: boolean, applicantId: number | null, applicantName: string | null } | null, sentRequest: { coApplicantRequestFound: boolean, applicantId: number | null, applicantName: string | null } | null } };

export type GetIndicatorsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetIndicatorsQuery = { getIndicators: { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }>, indicators: { header: boolean, showingDecision: boolean, answerDecision: boolean, needToUpdateCapital: boolean, needToUpdateDebt: boolean, needToUpdateHousing: boolean, needToUpdateStudent: boolean, needToUpdateStudentCertification: boolean, needToUpdateSupportDocument: boolean, needToUpdateSubscription: boolean, hasAgencyFee: boolean, hasQueueFee: boolean, hasCoApplicantRequest: boolean, hasRejectedIdDocument: boolean, rejectedIdDocumentReason: string | null } | null } };

export type GetIsNewsletterSubscriberQueryVariables = Exact<{
  list_id: string;
  email: string;
}>;


export type GetIsNewsletterSubscriberQuery = { getIsNewsletterSubscriber: { error: boolean, errorText: string | null, isSubscriber: boolean | null, validationErrors: Array<{ code: string, text: string }> } };

export type GetQueueTimesQueryVariables = Exact<{ [key: string]: never; }>;


export type GetQueueTimesQuery = { getQueueTimes: { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }>, queueTimes: Array<{ name: string, queueDate: string | null, type: string }> } };

export type NewsletterSubscribeMutationVariables = Exact<{
  email: string;
  list_id: string;
}>;


export type NewsletterSubscribeMutation = { newsletterSubscribe: { error: boolean, errorText: string | null, success: boolean, validationErrors: Array<{ code: string, text: string }> } };

export type NewsletterUnsubscribeMutationVariables = Exact<{
  email: string;
  list_id: string;
}>;


export type NewsletterUnsubscribeMutation = { newsletterUnsubscribe: { error: boolean, errorText: string | null, success: boolean, validationErrors: Array<{ code: string, text: string }> } };

export type RejectCoApplicantMutationVariables = Exact<{
  coApplicantId: number;
}>;


export type RejectCoApplicantMutation = { rejectCoApplicant: { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }> } };

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

export type DistrictFieldsFragment = { districtId: number, name: string, label: string, latitude: number, longitude: number, region: { regionId: number, name: string } };

export type GetDigitalShowingAccessQueryVariables = Exact<{
  rentalObjectId: string;
}>;


export type GetDigitalShowingAccessQuery = { getDigitalShowingAccess: { error: boolean, errorText: string | null, digitalShowingAccess: { access: boolean, reason: string | null, showingText: string | null, images: Array<{ imageId: string, description: string, sortingOrder: number, kind: RentalObjectImageKind, listUrl: string, galleryUrl: string }> } | null } };

export type GetEstimatedQueuePlaceQueryVariables = Exact<{
  rentalObjectId: string;
}>;


export type GetEstimatedQueuePlaceQuery = { getEstimatedQueuePlace: { error: boolean, errorText: string | null, estimatedQueuePlace: { estimatedQueuePlace: number | null, totalApplications: number, hasApplication: boolean } | null } };

export type GetRegionsAndDistrictsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetRegionsAndDistrictsQuery = { getRegionsAndDistricts: { error: boolean, errorText: string | null, regions: Array<{ regionId: number, name: string }>, districts: Array<{ districtId: number, name: string, label: string, latitude: number, longitude: number, region: { regionId: number, name: string } }> } };

export type GetRentalObjectQueryVariables = Exact<{
  rentalObjectId: string;
}>;


export type GetRentalObjectQuery = { getRentalObject: { error: boolean, errorText: string | null, rentalObject: { objectNumber: string, apartmentNumber: string, posSystem: string, description: string | null, roomsDescription: string, floorTotal: number | null, rentDescription: string | null, rentCurrency: string, maxNumberOfPeople: number | null, startDateFormated: string, endDate: string, endDateFormated: string, moveInEarlier: boolean, showing: boolean, showingType: string, hasDigitalShowing: boolean, showingIsMandatory: boolean, showingText: string | null, keepQueueDate: boolean, projectId: number | null, projectName: string | null, queueTypeId: number, queueDefault: boolean, queueTenant: boolean, queueTransfer: boolean, firstQueuePlace: string | null, siteDescription: string | null, canCalculateQueueplace: boolean, rentalObjectId: string, street: string, city: string, zipcode: string, latitude: number, longitude: number, rooms: number, area: number, areaFormated: string, rent: number, rentFormated: string, floor: number | null, balcony: boolean, elevator: boolean, isOpenForApplication: boolean, applicationTimeExpired: boolean, startDate: string, lastReplyDate: string, moveInDate: string | null, moveInDateFormated: string | null, applicationCount: number, districtName: string, regionName: string, agencyFee: { currency: string, value: number } | null, landlord: { landlordId: number, logoImageId: string | null, name: string }, allImages: Array<{ imageId: string, description: string, cdn: string, sortingOrder: number, kind: RentalObjectImageKind, listUrl: string, galleryUrl: string }>, properties: Array<{ key: string, ordinal: number, values: Array<{ value: string, type: string, ordinal: number }> }>, adCriteria: { general: Array<{ text: string, textLong: string | null }>, income: Array<{ text: string, textLong: string | null }>, special: Array<{ text: string, textLong: string | null }> }, incomeTypes: Array<{ incomeTypeId: number, name: string }>, landlordCategories: Array<{ rentalObjectCategoryId: string, name: string }>, district: { districtId: number, name: string, region: { regionId: number, name: string } }, images: Array<{ imageId: string, description: string, listUrl: string }>, boendeTyp: Array<{ rentalObjectCategoryId: string, name: string }>, bostadsTyp: Array<{ rentalObjectCategoryId: string, name: string }>, kontraktsTyp: Array<{ rentalObjectCategoryId: string, name: string }>, formedlingsTyp: Array<{ rentalObjectCategoryId: string, name: string }>, fastighetsStatus: Array<{ rentalObjectCategoryId: string, name: string }> } | null } };

export type GetRentalObjectsAvailableQueryVariables = Exact<{
  filter?: RentalObjectFilterInput | null | undefined;
  sort?: string | null | undefined;
  skip?: number | null | undefined;
  take?: number | null | undefined;
}>;


export type GetRentalObjectsAvailableQuery = { getRentalObjectsAvailable: { error: boolean, errorText: string | null, totalCount: number, rentalObjects: Array<{ rentalObjectId: string, street: string, city: string, zipcode: string, latitude: number, longitude: number, rooms: number, area: number, areaFormated: string, rent: number, rentFormated: string, floor: number | null, balcony: boolean, elevator: boolean, isOpenForApplication: boolean, applicationTimeExpired: boolean, startDate: string, lastReplyDate: string, moveInDate: string | null, moveInDateFormated: string | null, applicationCount: number, districtName: string, regionName: string, district: { districtId: number, name: string, region: { regionId: number, name: string } }, landlord: { landlordId: number, name: string }, images: Array<{ imageId: string, description: string, listUrl: string }>, boendeTyp: Array<{ rentalObjectCategoryId: string, name: string }>, bostadsTyp: Array<{ rentalObjectCategoryId: string, name: string }>, kontraktsTyp: Array<{ rentalObjectCategoryId: string, name: string }>, formedlingsTyp: Array<{ rentalObjectCategoryId: string, name: string }>, fastighetsStatus: Array<{ rentalObjectCategoryId: string, name: string }> }> } };

export type GetSubscriptionFilterQueryVariables = Exact<{ [key: string]: never; }>;


export type GetSubscriptionFilterQuery = { getSubscriptionFilter: { error: boolean, errorText: string | null, subscriptionFilter: { categories: Array<{ rentalObjectCategoryId: string, name: string }>, objectTypes: Array<{ rentalObjectCategoryId: string, name: string }>, landlords: Array<{ landlordId: number, name: string }>, regions: Array<{ regionId: number, name: string }>, districts: Array<{ districtId: number, name: string, label: string, latitude: number, longitude: number, region: { regionId: number, name: string } }>, areaSteps: Array<{ value: number, label: string }>, rentSteps: Array<{ value: number, label: string }>, roomSteps: Array<{ value: number, label: string }> } | null } };

export type RentalObjectListItemFragment = { rentalObjectId: string, street: string, city: string, zipcode: string, latitude: number, longitude: number, rooms: number, area: number, areaFormated: string, rent: number, rentFormated: string, floor: number | null, balcony: boolean, elevator: boolean, isOpenForApplication: boolean, applicationTimeExpired: boolean, startDate: string, lastReplyDate: string, moveInDate: string | null, moveInDateFormated: string | null, applicationCount: number, districtName: string, regionName: string, district: { districtId: number, name: string, region: { regionId: number, name: string } }, landlord: { landlordId: number, name: string }, images: Array<{ imageId: string, description: string, listUrl: string }>, boendeTyp: Array<{ rentalObjectCategoryId: string, name: string }>, bostadsTyp: Array<{ rentalObjectCategoryId: string, name: string }>, kontraktsTyp: Array<{ rentalObjectCategoryId: string, name: string }>, formedlingsTyp: Array<{ rentalObjectCategoryId: string, name: string }>, fastighetsStatus: Array<{ rentalObjectCategoryId: string, name: string }> };

export type CancelQueueFeeOrderMutationVariables = Exact<{
  orderId: number;
}>;


export type CancelQueueFeeOrderMutation = { cancelQueueFeeOrder: { error: boolean, errorText: string | null } };

export type CompleteOrderMutationVariables = Exact<{
  orderId: number;
  paymentId: string;
  calledFromPaymentLink?: boolean | null | undefined;
}>;


export type CompleteOrderMutation = { completeOrder: { error: boolean, errorText: string | null, isCoApplicantUpgrade: boolean, order: { orderId: number, isPaid: boolean, orderStatus: string, orderStatusId: number, paidDate: string | null, paidDateFormated: string | null } | null } };

export type CreateAutopayAgreementMutationVariables = Exact<{
  redirectUrl: string;
  cancelUrl: string;
  userAgent?: string | null | undefined;
}>;


export type CreateAutopayAgreementMutation = { createAutopayAgreement: { error: boolean, errorText: string | null, autopayAgreementRef: string | null, redirectUrl: string | null, paymentReference: string | null } };

export type CreateUpgradeCoApplicantOrderMutationVariables = Exact<{ [key: string]: never; }>;


export type CreateUpgradeCoApplicantOrderMutation = { createUpgradeCoApplicantOrder: { error: boolean, errorText: string | null, orderId: number } };

export type DeleteAutopayAgreementMutationVariables = Exact<{ [key: string]: never; }>;


export type DeleteAutopayAgreementMutation = { deleteAutopayAgreement: { error: boolean, errorText: string | null } };

export type GetHasActiveAutopayAgreementQueryVariables = Exact<{
  applicantId?: number | null | undefined;
}>;


export type GetHasActiveAutopayAgreementQuery = { getHasActiveAutopayAgreement: { error: boolean, errorText: string | null, hasActiveAutopayAgreement: boolean } };

export type GetOrdersQueryVariables = Exact<{ [key: string]: never; }>;


export type GetOrdersQuery = { getOrders: { error: boolean, errorText: string | null, orders: Array<{ orderId: number, amount: number, amountFormated: string, netAmountFormated: string, vatAmountFormated: string, lateAgencyFee: number, lateAgencyFeeFormated: string, totalAmountFormated: string, description: string, dueDate: string, dueDateFormated: string, paidDate: string | null, paidDateFormated: string | null, ocr: string | null, orderStatus: string, orderStatusId: number, paymentMethod: string, paymentMethodId: number, feeStartDate: string | null, feeStartDateFormated: string | null, feeEndDate: string | null, feeEndDateFormated: string | null, product: string, productId: number, name: string, isPaid: boolean, isQueueFeeOrder: boolean, isAgencyFeeOrder: boolean, isCoApplicantUpgrade: boolean, bankgiroNumber: string, canChangePaymentMethod: boolean }> } };

export type PayOrderMutationVariables = Exact<{
  orderId: number;
  redirectUrl: string;
  cancelUrl: string;
  userAgent?: string | null | undefined;
  directPaymentUseAutoPay?: boolean | null | undefined;
  paymentMethodId?: number | null | undefined;
}>;


export type PayOrderMutation = { payOrder: { error: boolean, errorText: string | null, paymentRedirectUrl: string | null } };

export type RecurrenceVerificationInfoQueryVariables = Exact<{
  paymentReference: string;
}>;


export type RecurrenceVerificationInfoQuery = { recurrenceVerificationInfo: { error: boolean, errorText: string | null, hasVerification: boolean } };

export type SaveAutopayAgreementMutationVariables = Exact<{
  agreementRef: string;
  applicantId?: number | null | undefined;
}>;


export type SaveAutopayAgreementMutation = { saveAutopayAgreement: { error: boolean, errorText: string | null } };

export type SetPaymentMethodMutationVariables = Exact<{
  paymentType: string;
}>;


export type SetPaymentMethodMutation = { setPaymentMethod: { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }> } };

export type GetStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type GetStatusQuery = { getStatus: { error: boolean, errorText: string | null, status: { culture: string, database: string, databaseVersion: string, status: string, timezone: string } | null } };

export type DeleteSubscriptionMutationVariables = Exact<{
  subscriptionId: number;
}>;


export type DeleteSubscriptionMutation = { deleteSubscription: { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }> } };

export type GetSubscriptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetSubscriptionsQuery = { getSubscriptions: { error: boolean, errorText: string | null, subscriptions: Array<{ subscriptionId: number, name: string, sendNotifications: boolean, daysRemainToExpire: number, warningIntervalDays: number, isExpired: boolean, expiresAt: string, created: string, filter: { areaMin: number | null, areaMax: number | null, roomsMin: number | null, roomsMax: number | null, rentMin: number | null, rentMax: number | null, balcony: boolean, elevator: boolean, districtIds: Array<number>, landlordIds: Array<number>, regionIds: Array<number>, rentalObjectCategoryIds: Array<string> } }> } };

export type RenewSubscriptionMutationVariables = Exact<{
  subscriptionId: number;
}>;


export type RenewSubscriptionMutation = { renewSubscription: { error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }>, subscription: { subscriptionId: number, name: string, sendNotifications: boolean, daysRemainToExpire: number, warningIntervalDays: number, isExpired: boolean, expiresAt: string, created: string, filter: { areaMin: number | null, areaMax: number | null, roomsMin: number | null, roomsMax: number | null, rentMin: number | null, rentMax: number | null, balcony: boolean, elevator: boolean, districtIds: Array<number>, landlordIds: Array<number>, regionIds: Array<number>, rentalObjectCategoryIds: Array<string> } } | null } };

export type SaveSubscriptionMutationVariables = Exact<{
  subscription: SubscriptionInput;
}>;


export type SaveSubscriptionMutation = { saveSubscription: { error: boolean, errorText: string | null, subscriptionId: number | null, validationErrors: Array<{ code: string, text: string }> } };

export type SubscriptionFieldsFragment = { subscriptionId: number, name: string, sendNotifications: boolean, daysRemainToExpire: number, warningIntervalDays: number, isExpired: boolean, expiresAt: string, created: string, filter: { areaMin: number | null, areaMax: number | null, roomsMin: number | null, roomsMax: number | null, rentMin: number | null, rentMax: number | null, balcony: boolean, elevator: boolean, districtIds: Array<number>, landlordIds: Array<number>, regionIds: Array<number>, rentalObjectCategoryIds: Array<string> } };

export const DistrictFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DistrictFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"District"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"districtId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"region"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;
export const RentalObjectListItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RentalObjectListItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RentalObject"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rentalObjectId"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"zipcode"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"rooms"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"areaFormated"}},{"kind":"Field","name":{"kind":"Name","value":"rent"}},{"kind":"Field","name":{"kind":"Name","value":"rentFormated"}},{"kind":"Field","name":{"kind":"Name","value":"floor"}},{"kind":"Field","name":{"kind":"Name","value":"balcony"}},{"kind":"Field","name":{"kind":"Name","value":"elevator"}},{"kind":"Field","name":{"kind":"Name","value":"isOpenForApplication"}},{"kind":"Field","name":{"kind":"Name","value":"applicationTimeExpired"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastReplyDate"}},{"kind":"Field","name":{"kind":"Name","value":"moveInDate"}},{"kind":"Field","name":{"kind":"Name","value":"moveInDateFormated"}},{"kind":"Field","name":{"kind":"Name","value":"applicationCount"}},{"kind":"Field","name":{"kind":"Name","value":"districtName"}},{"kind":"Field","name":{"kind":"Name","value":"regionName"}},{"kind":"Field","name":{"kind":"Name","value":"district"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"districtId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"region"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"landlord"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"landlordId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kinds"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"primary"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"listUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"boendeTyp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rentalObjectCategoryId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bostadsTyp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rentalObjectCategoryId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"kontraktsTyp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rentalObjectCategoryId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"formedlingsTyp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rentalObjectCategoryId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fastighetsStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rentalObjectCategoryId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;
export const SubscriptionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RentalObjectSubscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sendNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"daysRemainToExpire"}},{"kind":"Field","name":{"kind":"Name","value":"warningIntervalDays"}},{"kind":"Field","name":{"kind":"Name","value":"isExpired"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"filter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"areaMin"}},{"kind":"Field","name":{"kind":"Name","value":"areaMax"}},{"kind":"Field","name":{"kind":"Name","value":"roomsMin"}},{"kind":"Field","name":{"kind":"Name","value":"roomsMax"}},{"kind":"Field","name":{"kind":"Name","value":"rentMin"}},{"kind":"Field","name":{"kind":"Name","value":"rentMax"}},{"kind":"Field","name":{"kind":"Name","value":"balcony"}},{"kind":"Field","name":{"kind":"Name","value":"elevator"}},{"kind":"Field","name":{"kind":"Name","value":"districtIds"}},{"kind":"Field","name":{"kind":"Name","value":"landlordIds"}},{"kind":"Field","name":{"kind":"Name","value":"regionIds"}},{"kind":"Field","name":{"kind":"Name","value":"rentalObjectCategoryIds"}}]}}]}}]} as unknown as DocumentNode;
export const AcceptCoApplicantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"acceptCoApplicant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"coApplicantId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptCoApplicant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"coApplicantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"coApplicantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"validationErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useAcceptCoApplicantMutation__
 *
 * To run a mutation, you first call `useAcceptCoApplicantMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAcceptCoApplicantMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [acceptCoApplicantMutation, { data, loading, error }] = useAcceptCoApplicantMutation({
 *   variables: {
 *      coApplicantId: // value for 'coApplicantId'
 *   },
 * });
 */
export function useAcceptCoApplicantMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AcceptCoApplicantMutation, AcceptCoApplicantMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AcceptCoApplicantMutation, AcceptCoApplicantMutationVariables>(AcceptCoApplicantDocument, options);
      }
export type AcceptCoApplicantMutationHookResult = ReturnType<typeof useAcceptCoApplicantMutation>;
export type AcceptCoApplicantMutationResult = ApolloReactCommon.MutationResult<AcceptCoApplicantMutation>;
export const AddCoApplicantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"addCoApplicant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pnrOrEmail"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addCoApplicant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pnrOrEmail"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pnrOrEmail"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"validationErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useAddCoApplicantMutation__
 *
 * To run a mutation, you first call `useAddCoApplicantMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAddCoApplicantMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [addCoApplicantMutation, { data, loading, error }] = useAddCoApplicantMutation({
 *   variables: {
 *      pnrOrEmail: // value for 'pnrOrEmail'
 *   },
 * });
 */
export function useAddCoApplicantMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AddCoApplicantMutation, AddCoApplicantMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AddCoApplicantMutation, AddCoApplicantMutationVariables>(AddCoApplicantDocument, options);
      }
export type AddCoApplicantMutationHookResult = ReturnType<typeof useAddCoApplicantMutation>;
export type AddCoApplicantMutationResult = ApolloReactCommon.MutationResult<AddCoApplicantMutation>;
export const DeleteCoApplicantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"deleteCoApplicant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCoApplicant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"validationErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useDeleteCoApplicantMutation__
 *
 * To run a mutation, you first call `useDeleteCoApplicantMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteCoApplicantMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteCoApplicantMutation, { data, loading, error }] = useDeleteCoApplicantMutation({
 *   variables: {
 *   },
 * });
 */
export function useDeleteCoApplicantMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteCoApplicantMutation, DeleteCoApplicantMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteCoApplicantMutation, DeleteCoApplicantMutationVariables>(DeleteCoApplicantDocument, options);
      }
export type DeleteCoApplicantMutationHookResult = ReturnType<typeof useDeleteCoApplicantMutation>;
export type DeleteCoApplicantMutationResult = ApolloReactCommon.MutationResult<DeleteCoApplicantMutation>;
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
export const GetApplicantWarningsAndBlocksQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getApplicantWarningsAndBlocksQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getApplicantWarningsAndBlocksQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"validationErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warningsAndBlocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"warnings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"validFromDate"}},{"kind":"Field","name":{"kind":"Name","value":"validToDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"blocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"landlord"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"applicantMyPagesBlock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"landlord"}}]}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useGetApplicantWarningsAndBlocksQueryQuery__
 *
 * To run a query within a React component, call `useGetApplicantWarningsAndBlocksQueryQuery` and pass it any options that fit your needs.
 * When your component renders, `useGetApplicantWarningsAndBlocksQueryQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGetApplicantWarningsAndBlocksQueryQuery({
 *   variables: {
 *   },
 * });
 */
export function useGetApplicantWarningsAndBlocksQueryQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<GetApplicantWarningsAndBlocksQueryQuery, GetApplicantWarningsAndBlocksQueryQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<GetApplicantWarningsAndBlocksQueryQuery, GetApplicantWarningsAndBlocksQueryQueryVariables>(GetApplicantWarningsAndBlocksQueryDocument, options);
      }
export function useGetApplicantWarningsAndBlocksQueryLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<GetApplicantWarningsAndBlocksQueryQuery, GetApplicantWarningsAndBlocksQueryQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<GetApplicantWarningsAndBlocksQueryQuery, GetApplicantWarningsAndBlocksQueryQueryVariables>(GetApplicantWarningsAndBlocksQueryDocument, options);
        }
// @ts-ignore
export function useGetApplicantWarningsAndBlocksQuerySuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<GetApplicantWarningsAndBlocksQueryQuery, GetApplicantWarningsAndBlocksQueryQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetApplicantWarningsAndBlocksQueryQuery, GetApplicantWarningsAndBlocksQueryQueryVariables>;
export function useGetApplicantWarningsAndBlocksQuerySuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetApplicantWarningsAndBlocksQueryQuery, GetApplicantWarningsAndBlocksQueryQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetApplicantWarningsAndBlocksQueryQuery | undefined, GetApplicantWarningsAndBlocksQueryQueryVariables>;
export function useGetApplicantWarningsAndBlocksQuerySuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetApplicantWarningsAndBlocksQueryQuery, GetApplicantWarningsAndBlocksQueryQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<GetApplicantWarningsAndBlocksQueryQuery, GetApplicantWarningsAndBlocksQueryQueryVariables>(GetApplicantWarningsAndBlocksQueryDocument, options);
        }
export type GetApplicantWarningsAndBlocksQueryQueryHookResult = ReturnType<typeof useGetApplicantWarningsAndBlocksQueryQuery>;
export type GetApplicantWarningsAndBlocksQueryLazyQueryHookResult = ReturnType<typeof useGetApplicantWarningsAndBlocksQueryLazyQuery>;
export type GetApplicantWarningsAndBlocksQuerySuspenseQueryHookResult = ReturnType<typeof useGetApplicantWarningsAndBlocksQuerySuspenseQuery>;
export type GetApplicantWarningsAndBlocksQueryQueryResult = ApolloReactCommon.QueryResult<GetApplicantWarningsAndBlocksQueryQuery, GetApplicantWarningsAndBlocksQueryQueryVariables>;
export const GetCoApplicantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getCoApplicant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getCoApplicant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"validationErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"coApplicant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coApplicantFound"}},{"kind":"Field","name":{"kind":"Name","value":"applicantId"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"isHead"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useGetCoApplicantQuery__
 *
 * To run a query within a React component, call `useGetCoApplicantQuery` and pass it any options that fit your needs.
 * When your component renders, `useGetCoApplicantQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGetCoApplicantQuery({
 *   variables: {
 *   },
 * });
 */
export function useGetCoApplicantQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<GetCoApplicantQuery, GetCoApplicantQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<GetCoApplicantQuery, GetCoApplicantQueryVariables>(GetCoApplicantDocument, options);
      }
export function useGetCoApplicantLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<GetCoApplicantQuery, GetCoApplicantQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<GetCoApplicantQuery, GetCoApplicantQueryVariables>(GetCoApplicantDocument, options);
        }
// @ts-ignore
export function useGetCoApplicantSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<GetCoApplicantQuery, GetCoApplicantQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetCoApplicantQuery, GetCoApplicantQueryVariables>;
export function useGetCoApplicantSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetCoApplicantQuery, GetCoApplicantQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetCoApplicantQuery | undefined, GetCoApplicantQueryVariables>;
export function useGetCoApplicantSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetCoApplicantQuery, GetCoApplicantQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<GetCoApplicantQuery, GetCoApplicantQueryVariables>(GetCoApplicantDocument, options);
        }
export type GetCoApplicantQueryHookResult = ReturnType<typeof useGetCoApplicantQuery>;
export type GetCoApplicantLazyQueryHookResult = ReturnType<typeof useGetCoApplicantLazyQuery>;
export type GetCoApplicantSuspenseQueryHookResult = ReturnType<typeof useGetCoApplicantSuspenseQuery>;
export type GetCoApplicantQueryResult = ApolloReactCommon.QueryResult<GetCoApplicantQuery, GetCoApplicantQueryVariables>;
export const GetCoApplicantRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getCoApplicantRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getCoApplicantRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"validationErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"coApplicantRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coApplicantRequestFound"}},{"kind":"Field","name":{"kind":"Name","value":"applicantId"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sentRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coApplicantRequestFound"}},{"kind":"Field","name":{"kind":"Name","value":"applicantId"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useGetCoApplicantRequestQuery__
 *
 * To run a query within a React component, call `useGetCoApplicantRequestQuery` and pass it any options that fit your needs.
 * When your component renders, `useGetCoApplicantRequestQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGetCoApplicantRequestQuery({
 *   variables: {
 *   },
 * });
 */
export function useGetCoApplicantRequestQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<GetCoApplicantRequestQuery, GetCoApplicantRequestQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<GetCoApplicantRequestQuery, GetCoApplicantRequestQueryVariables>(GetCoApplicantRequestDocument, options);
      }
export function useGetCoApplicantRequestLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<GetCoApplicantRequestQuery, GetCoApplicantRequestQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<GetCoApplicantRequestQuery, GetCoApplicantRequestQueryVariables>(GetCoApplicantRequestDocument, options);
        }
// @ts-ignore
export function useGetCoApplicantRequestSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<GetCoApplicantRequestQuery, GetCoApplicantRequestQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetCoApplicantRequestQuery, GetCoApplicantRequestQueryVariables>;
export function useGetCoApplicantRequestSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetCoApplicantRequestQuery, GetCoApplicantRequestQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetCoApplicantRequestQuery | undefined, GetCoApplicantRequestQueryVariables>;
export function useGetCoApplicantRequestSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetCoApplicantRequestQuery, GetCoApplicantRequestQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<GetCoApplicantRequestQuery, GetCoApplicantRequestQueryVariables>(GetCoApplicantRequestDocument, options);
        }
export type GetCoApplicantRequestQueryHookResult = ReturnType<typeof useGetCoApplicantRequestQuery>;
export type GetCoApplicantRequestLazyQueryHookResult = ReturnType<typeof useGetCoApplicantRequestLazyQuery>;
export type GetCoApplicantRequestSuspenseQueryHookResult = ReturnType<typeof useGetCoApplicantRequestSuspenseQuery>;
export type GetCoApplicantRequestQueryResult = ApolloReactCommon.QueryResult<GetCoApplicantRequestQuery, GetCoApplicantRequestQueryVariables>;
export const GetIndicatorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getIndicators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getIndicators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"validationErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"indicators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"header"}},{"kind":"Field","name":{"kind":"Name","value":"showingDecision"}},{"kind":"Field","name":{"kind":"Name","value":"answerDecision"}},{"kind":"Field","name":{"kind":"Name","value":"needToUpdateCapital"}},{"kind":"Field","name":{"kind":"Name","value":"needToUpdateDebt"}},{"kind":"Field","name":{"kind":"Name","value":"needToUpdateHousing"}},{"kind":"Field","name":{"kind":"Name","value":"needToUpdateStudent"}},{"kind":"Field","name":{"kind":"Name","value":"needToUpdateStudentCertification"}},{"kind":"Field","name":{"kind":"Name","value":"needToUpdateSupportDocument"}},{"kind":"Field","name":{"kind":"Name","value":"needToUpdateSubscription"}},{"kind":"Field","name":{"kind":"Name","value":"hasAgencyFee"}},{"kind":"Field","name":{"kind":"Name","value":"hasQueueFee"}},{"kind":"Field","name":{"kind":"Name","value":"hasCoApplicantRequest"}},{"kind":"Field","name":{"kind":"Name","value":"hasRejectedIdDocument"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedIdDocumentReason"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useGetIndicatorsQuery__
 *
 * To run a query within a React component, call `useGetIndicatorsQuery` and pass it any options that fit your needs.
 * When your component renders, `useGetIndicatorsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGetIndicatorsQuery({
 *   variables: {
 *   },
 * });
 */
export function useGetIndicatorsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<GetIndicatorsQuery, GetIndicatorsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<GetIndicatorsQuery, GetIndicatorsQueryVariables>(GetIndicatorsDocument, options);
      }
export function useGetIndicatorsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<GetIndicatorsQuery, GetIndicatorsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<GetIndicatorsQuery, GetIndicatorsQueryVariables>(GetIndicatorsDocument, options);
        }
// @ts-ignore
export function useGetIndicatorsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<GetIndicatorsQuery, GetIndicatorsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetIndicatorsQuery, GetIndicatorsQueryVariables>;
export function useGetIndicatorsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetIndicatorsQuery, GetIndicatorsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetIndicatorsQuery | undefined, GetIndicatorsQueryVariables>;
export function useGetIndicatorsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetIndicatorsQuery, GetIndicatorsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<GetIndicatorsQuery, GetIndicatorsQueryVariables>(GetIndicatorsDocument, options);
        }
export type GetIndicatorsQueryHookResult = ReturnType<typeof useGetIndicatorsQuery>;
export type GetIndicatorsLazyQueryHookResult = ReturnType<typeof useGetIndicatorsLazyQuery>;
export type GetIndicatorsSuspenseQueryHookResult = ReturnType<typeof useGetIndicatorsSuspenseQuery>;
export type GetIndicatorsQueryResult = ApolloReactCommon.QueryResult<GetIndicatorsQuery, GetIndicatorsQueryVariables>;
export const GetIsNewsletterSubscriberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getIsNewsletterSubscriber"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list_id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getIsNewsletterSubscriber"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list_id"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"validationErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isSubscriber"}}]}}]}}]} as unknown as DocumentNode;

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
export const GetQueueTimesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getQueueTimes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getQueueTimes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"validationErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"queueTimes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"queueDate"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useGetQueueTimesQuery__
 *
 * To run a query within a React component, call `useGetQueueTimesQuery` and pass it any options that fit your needs.
 * When your component renders, `useGetQueueTimesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGetQueueTimesQuery({
 *   variables: {
 *   },
 * });
 */
export function useGetQueueTimesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<GetQueueTimesQuery, GetQueueTimesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<GetQueueTimesQuery, GetQueueTimesQueryVariables>(GetQueueTimesDocument, options);
      }
export function useGetQueueTimesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<GetQueueTimesQuery, GetQueueTimesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<GetQueueTimesQuery, GetQueueTimesQueryVariables>(GetQueueTimesDocument, options);
        }
// @ts-ignore
export function useGetQueueTimesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<GetQueueTimesQuery, GetQueueTimesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetQueueTimesQuery, GetQueueTimesQueryVariables>;
export function useGetQueueTimesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetQueueTimesQuery, GetQueueTimesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetQueueTimesQuery | undefined, GetQueueTimesQueryVariables>;
export function useGetQueueTimesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetQueueTimesQuery, GetQueueTimesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<GetQueueTimesQuery, GetQueueTimesQueryVariables>(GetQueueTimesDocument, options);
        }
export type GetQueueTimesQueryHookResult = ReturnType<typeof useGetQueueTimesQuery>;
export type GetQueueTimesLazyQueryHookResult = ReturnType<typeof useGetQueueTimesLazyQuery>;
export type GetQueueTimesSuspenseQueryHookResult = ReturnType<typeof useGetQueueTimesSuspenseQuery>;
export type GetQueueTimesQueryResult = ApolloReactCommon.QueryResult<GetQueueTimesQuery, GetQueueTimesQueryVariables>;
export const NewsletterSubscribeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"newsletterSubscribe"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list_id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsletterSubscribe"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"list_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list_id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"validationErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode;

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
export const NewsletterUnsubscribeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"newsletterUnsubscribe"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list_id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsletterUnsubscribe"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"list_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list_id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"validationErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode;

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
export const RejectCoApplicantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"rejectCoApplicant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"coApplicantId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectCoApplicant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"coApplicantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"coApplicantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"validationErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useRejectCoApplicantMutation__
 *
 * To run a mutation, you first call `useRejectCoApplicantMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRejectCoApplicantMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [rejectCoApplicantMutation, { data, loading, error }] = useRejectCoApplicantMutation({
 *   variables: {
 *      coApplicantId: // value for 'coApplicantId'
 *   },
 * });
 */
export function useRejectCoApplicantMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RejectCoApplicantMutation, RejectCoApplicantMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RejectCoApplicantMutation, RejectCoApplicantMutationVariables>(RejectCoApplicantDocument, options);
      }
export type RejectCoApplicantMutationHookResult = ReturnType<typeof useRejectCoApplicantMutation>;
export type RejectCoApplicantMutationResult = ApolloReactCommon.MutationResult<RejectCoApplicantMutation>;
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
export const GetDigitalShowingAccessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getDigitalShowingAccess"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rentalObjectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getDigitalShowingAccess"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"rentalObjectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rentalObjectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"digitalShowingAccess"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"showingText"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"sortingOrder"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"listUrl"}},{"kind":"Field","name":{"kind":"Name","value":"galleryUrl"}}]}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useGetDigitalShowingAccessQuery__
 *
 * To run a query within a React component, call `useGetDigitalShowingAccessQuery` and pass it any options that fit your needs.
 * When your component renders, `useGetDigitalShowingAccessQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGetDigitalShowingAccessQuery({
 *   variables: {
 *      rentalObjectId: // value for 'rentalObjectId'
 *   },
 * });
 */
export function useGetDigitalShowingAccessQuery(baseOptions: ApolloReactHooks.QueryHookOptions<GetDigitalShowingAccessQuery, GetDigitalShowingAccessQueryVariables> & ({ variables: GetDigitalShowingAccessQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<GetDigitalShowingAccessQuery, GetDigitalShowingAccessQueryVariables>(GetDigitalShowingAccessDocument, options);
      }
export function useGetDigitalShowingAccessLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<GetDigitalShowingAccessQuery, GetDigitalShowingAccessQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<GetDigitalShowingAccessQuery, GetDigitalShowingAccessQueryVariables>(GetDigitalShowingAccessDocument, options);
        }
// @ts-ignore
export function useGetDigitalShowingAccessSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<GetDigitalShowingAccessQuery, GetDigitalShowingAccessQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetDigitalShowingAccessQuery, GetDigitalShowingAccessQueryVariables>;
export function useGetDigitalShowingAccessSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetDigitalShowingAccessQuery, GetDigitalShowingAccessQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetDigitalShowingAccessQuery | undefined, GetDigitalShowingAccessQueryVariables>;
export function useGetDigitalShowingAccessSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetDigitalShowingAccessQuery, GetDigitalShowingAccessQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<GetDigitalShowingAccessQuery, GetDigitalShowingAccessQueryVariables>(GetDigitalShowingAccessDocument, options);
        }
export type GetDigitalShowingAccessQueryHookResult = ReturnType<typeof useGetDigitalShowingAccessQuery>;
export type GetDigitalShowingAccessLazyQueryHookResult = ReturnType<typeof useGetDigitalShowingAccessLazyQuery>;
export type GetDigitalShowingAccessSuspenseQueryHookResult = ReturnType<typeof useGetDigitalShowingAccessSuspenseQuery>;
export type GetDigitalShowingAccessQueryResult = ApolloReactCommon.QueryResult<GetDigitalShowingAccessQuery, GetDigitalShowingAccessQueryVariables>;
export const GetEstimatedQueuePlaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getEstimatedQueuePlace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rentalObjectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getEstimatedQueuePlace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"rentalObjectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rentalObjectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedQueuePlace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"estimatedQueuePlace"}},{"kind":"Field","name":{"kind":"Name","value":"totalApplications"}},{"kind":"Field","name":{"kind":"Name","value":"hasApplication"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useGetEstimatedQueuePlaceQuery__
 *
 * To run a query within a React component, call `useGetEstimatedQueuePlaceQuery` and pass it any options that fit your needs.
 * When your component renders, `useGetEstimatedQueuePlaceQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGetEstimatedQueuePlaceQuery({
 *   variables: {
 *      rentalObjectId: // value for 'rentalObjectId'
 *   },
 * });
 */
export function useGetEstimatedQueuePlaceQuery(baseOptions: ApolloReactHooks.QueryHookOptions<GetEstimatedQueuePlaceQuery, GetEstimatedQueuePlaceQueryVariables> & ({ variables: GetEstimatedQueuePlaceQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<GetEstimatedQueuePlaceQuery, GetEstimatedQueuePlaceQueryVariables>(GetEstimatedQueuePlaceDocument, options);
      }
export function useGetEstimatedQueuePlaceLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<GetEstimatedQueuePlaceQuery, GetEstimatedQueuePlaceQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<GetEstimatedQueuePlaceQuery, GetEstimatedQueuePlaceQueryVariables>(GetEstimatedQueuePlaceDocument, options);
        }
// @ts-ignore
export function useGetEstimatedQueuePlaceSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<GetEstimatedQueuePlaceQuery, GetEstimatedQueuePlaceQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetEstimatedQueuePlaceQuery, GetEstimatedQueuePlaceQueryVariables>;
export function useGetEstimatedQueuePlaceSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetEstimatedQueuePlaceQuery, GetEstimatedQueuePlaceQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetEstimatedQueuePlaceQuery | undefined, GetEstimatedQueuePlaceQueryVariables>;
export function useGetEstimatedQueuePlaceSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetEstimatedQueuePlaceQuery, GetEstimatedQueuePlaceQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<GetEstimatedQueuePlaceQuery, GetEstimatedQueuePlaceQueryVariables>(GetEstimatedQueuePlaceDocument, options);
        }
export type GetEstimatedQueuePlaceQueryHookResult = ReturnType<typeof useGetEstimatedQueuePlaceQuery>;
export type GetEstimatedQueuePlaceLazyQueryHookResult = ReturnType<typeof useGetEstimatedQueuePlaceLazyQuery>;
export type GetEstimatedQueuePlaceSuspenseQueryHookResult = ReturnType<typeof useGetEstimatedQueuePlaceSuspenseQuery>;
export type GetEstimatedQueuePlaceQueryResult = ApolloReactCommon.QueryResult<GetEstimatedQueuePlaceQuery, GetEstimatedQueuePlaceQueryVariables>;
export const GetRegionsAndDistrictsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getRegionsAndDistricts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getRegionsAndDistricts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"regions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"districts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DistrictFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DistrictFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"District"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"districtId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"region"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useGetRegionsAndDistrictsQuery__
 *
 * To run a query within a React component, call `useGetRegionsAndDistrictsQuery` and pass it any options that fit your needs.
 * When your component renders, `useGetRegionsAndDistrictsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGetRegionsAndDistrictsQuery({
 *   variables: {
 *   },
 * });
 */
export function useGetRegionsAndDistrictsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<GetRegionsAndDistrictsQuery, GetRegionsAndDistrictsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<GetRegionsAndDistrictsQuery, GetRegionsAndDistrictsQueryVariables>(GetRegionsAndDistrictsDocument, options);
      }
export function useGetRegionsAndDistrictsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<GetRegionsAndDistrictsQuery, GetRegionsAndDistrictsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<GetRegionsAndDistrictsQuery, GetRegionsAndDistrictsQueryVariables>(GetRegionsAndDistrictsDocument, options);
        }
// @ts-ignore
export function useGetRegionsAndDistrictsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<GetRegionsAndDistrictsQuery, GetRegionsAndDistrictsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetRegionsAndDistrictsQuery, GetRegionsAndDistrictsQueryVariables>;
export function useGetRegionsAndDistrictsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetRegionsAndDistrictsQuery, GetRegionsAndDistrictsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetRegionsAndDistrictsQuery | undefined, GetRegionsAndDistrictsQueryVariables>;
export function useGetRegionsAndDistrictsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetRegionsAndDistrictsQuery, GetRegionsAndDistrictsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<GetRegionsAndDistrictsQuery, GetRegionsAndDistrictsQueryVariables>(GetRegionsAndDistrictsDocument, options);
        }
export type GetRegionsAndDistrictsQueryHookResult = ReturnType<typeof useGetRegionsAndDistrictsQuery>;
export type GetRegionsAndDistrictsLazyQueryHookResult = ReturnType<typeof useGetRegionsAndDistrictsLazyQuery>;
export type GetRegionsAndDistrictsSuspenseQueryHookResult = ReturnType<typeof useGetRegionsAndDistrictsSuspenseQuery>;
export type GetRegionsAndDistrictsQueryResult = ApolloReactCommon.QueryResult<GetRegionsAndDistrictsQuery, GetRegionsAndDistrictsQueryVariables>;
export const GetRentalObjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getRentalObject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rentalObjectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getRentalObject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"rentalObjectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rentalObjectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"rentalObject"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RentalObjectListItem"}},{"kind":"Field","name":{"kind":"Name","value":"objectNumber"}},{"kind":"Field","name":{"kind":"Name","value":"apartmentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"posSystem"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"roomsDescription"}},{"kind":"Field","name":{"kind":"Name","value":"floorTotal"}},{"kind":"Field","name":{"kind":"Name","value":"rentDescription"}},{"kind":"Field","name":{"kind":"Name","value":"rentCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"maxNumberOfPeople"}},{"kind":"Field","name":{"kind":"Name","value":"startDateFormated"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDateFormated"}},{"kind":"Field","name":{"kind":"Name","value":"moveInEarlier"}},{"kind":"Field","name":{"kind":"Name","value":"showing"}},{"kind":"Field","name":{"kind":"Name","value":"showingType"}},{"kind":"Field","name":{"kind":"Name","value":"hasDigitalShowing"}},{"kind":"Field","name":{"kind":"Name","value":"showingIsMandatory"}},{"kind":"Field","name":{"kind":"Name","value":"showingText"}},{"kind":"Field","name":{"kind":"Name","value":"keepQueueDate"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"queueTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"queueDefault"}},{"kind":"Field","name":{"kind":"Name","value":"queueTenant"}},{"kind":"Field","name":{"kind":"Name","value":"queueTransfer"}},{"kind":"Field","name":{"kind":"Name","value":"firstQueuePlace"}},{"kind":"Field","name":{"kind":"Name","value":"siteDescription"}},{"kind":"Field","name":{"kind":"Name","value":"canCalculateQueueplace"}},{"kind":"Field","name":{"kind":"Name","value":"agencyFee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"landlord"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"landlordId"}},{"kind":"Field","name":{"kind":"Name","value":"logoImageId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"allImages"},"name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"cdn"}},{"kind":"Field","name":{"kind":"Name","value":"sortingOrder"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"listUrl"}},{"kind":"Field","name":{"kind":"Name","value":"galleryUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"ordinal"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"ordinal"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"adCriteria"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"general"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"textLong"}}]}},{"kind":"Field","name":{"kind":"Name","value":"income"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"textLong"}}]}},{"kind":"Field","name":{"kind":"Name","value":"special"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"textLong"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"incomeTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"incomeTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"landlordCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rentalObjectCategoryId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RentalObjectListItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RentalObject"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rentalObjectId"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"zipcode"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"rooms"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"areaFormated"}},{"kind":"Field","name":{"kind":"Name","value":"rent"}},{"kind":"Field","name":{"kind":"Name","value":"rentFormated"}},{"kind":"Field","name":{"kind":"Name","value":"floor"}},{"kind":"Field","name":{"kind":"Name","value":"balcony"}},{"kind":"Field","name":{"kind":"Name","value":"elevator"}},{"kind":"Field","name":{"kind":"Name","value":"isOpenForApplication"}},{"kind":"Field","name":{"kind":"Name","value":"applicationTimeExpired"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastReplyDate"}},{"kind":"Field","name":{"kind":"Name","value":"moveInDate"}},{"kind":"Field","name":{"kind":"Name","value":"moveInDateFormated"}},{"kind":"Field","name":{"kind":"Name","value":"applicationCount"}},{"kind":"Field","name":{"kind":"Name","value":"districtName"}},{"kind":"Field","name":{"kind":"Name","value":"regionName"}},{"kind":"Field","name":{"kind":"Name","value":"district"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"districtId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"region"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"landlord"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"landlordId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kinds"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"primary"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"listUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"boendeTyp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rentalObjectCategoryId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bostadsTyp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rentalObjectCategoryId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"kontraktsTyp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rentalObjectCategoryId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"formedlingsTyp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rentalObjectCategoryId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fastighetsStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rentalObjectCategoryId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useGetRentalObjectQuery__
 *
 * To run a query within a React component, call `useGetRentalObjectQuery` and pass it any options that fit your needs.
 * When your component renders, `useGetRentalObjectQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGetRentalObjectQuery({
 *   variables: {
 *      rentalObjectId: // value for 'rentalObjectId'
 *   },
 * });
 */
export function useGetRentalObjectQuery(baseOptions: ApolloReactHooks.QueryHookOptions<GetRentalObjectQuery, GetRentalObjectQueryVariables> & ({ variables: GetRentalObjectQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<GetRentalObjectQuery, GetRentalObjectQueryVariables>(GetRentalObjectDocument, options);
      }
export function useGetRentalObjectLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<GetRentalObjectQuery, GetRentalObjectQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<GetRentalObjectQuery, GetRentalObjectQueryVariables>(GetRentalObjectDocument, options);
        }
// @ts-ignore
export function useGetRentalObjectSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<GetRentalObjectQuery, GetRentalObjectQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetRentalObjectQuery, GetRentalObjectQueryVariables>;
export function useGetRentalObjectSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetRentalObjectQuery, GetRentalObjectQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetRentalObjectQuery | undefined, GetRentalObjectQueryVariables>;
export function useGetRentalObjectSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetRentalObjectQuery, GetRentalObjectQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<GetRentalObjectQuery, GetRentalObjectQueryVariables>(GetRentalObjectDocument, options);
        }
export type GetRentalObjectQueryHookResult = ReturnType<typeof useGetRentalObjectQuery>;
export type GetRentalObjectLazyQueryHookResult = ReturnType<typeof useGetRentalObjectLazyQuery>;
export type GetRentalObjectSuspenseQueryHookResult = ReturnType<typeof useGetRentalObjectSuspenseQuery>;
export type GetRentalObjectQueryResult = ApolloReactCommon.QueryResult<GetRentalObjectQuery, GetRentalObjectQueryVariables>;
export const GetRentalObjectsAvailableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getRentalObjectsAvailable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RentalObjectFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getRentalObjectsAvailable"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"rentalObjects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RentalObjectListItem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RentalObjectListItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RentalObject"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rentalObjectId"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"zipcode"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"rooms"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"areaFormated"}},{"kind":"Field","name":{"kind":"Name","value":"rent"}},{"kind":"Field","name":{"kind":"Name","value":"rentFormated"}},{"kind":"Field","name":{"kind":"Name","value":"floor"}},{"kind":"Field","name":{"kind":"Name","value":"balcony"}},{"kind":"Field","name":{"kind":"Name","value":"elevator"}},{"kind":"Field","name":{"kind":"Name","value":"isOpenForApplication"}},{"kind":"Field","name":{"kind":"Name","value":"applicationTimeExpired"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastReplyDate"}},{"kind":"Field","name":{"kind":"Name","value":"moveInDate"}},{"kind":"Field","name":{"kind":"Name","value":"moveInDateFormated"}},{"kind":"Field","name":{"kind":"Name","value":"applicationCount"}},{"kind":"Field","name":{"kind":"Name","value":"districtName"}},{"kind":"Field","name":{"kind":"Name","value":"regionName"}},{"kind":"Field","name":{"kind":"Name","value":"district"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"districtId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"region"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"landlord"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"landlordId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kinds"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"primary"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"listUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"boendeTyp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rentalObjectCategoryId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bostadsTyp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rentalObjectCategoryId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"kontraktsTyp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rentalObjectCategoryId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"formedlingsTyp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rentalObjectCategoryId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fastighetsStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rentalObjectCategoryId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useGetRentalObjectsAvailableQuery__
 *
 * To run a query within a React component, call `useGetRentalObjectsAvailableQuery` and pass it any options that fit your needs.
 * When your component renders, `useGetRentalObjectsAvailableQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGetRentalObjectsAvailableQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      sort: // value for 'sort'
 *      skip: // value for 'skip'
 *      take: // value for 'take'
 *   },
 * });
 */
export function useGetRentalObjectsAvailableQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<GetRentalObjectsAvailableQuery, GetRentalObjectsAvailableQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<GetRentalObjectsAvailableQuery, GetRentalObjectsAvailableQueryVariables>(GetRentalObjectsAvailableDocument, options);
      }
export function useGetRentalObjectsAvailableLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<GetRentalObjectsAvailableQuery, GetRentalObjectsAvailableQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<GetRentalObjectsAvailableQuery, GetRentalObjectsAvailableQueryVariables>(GetRentalObjectsAvailableDocument, options);
        }
// @ts-ignore
export function useGetRentalObjectsAvailableSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<GetRentalObjectsAvailableQuery, GetRentalObjectsAvailableQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetRentalObjectsAvailableQuery, GetRentalObjectsAvailableQueryVariables>;
export function useGetRentalObjectsAvailableSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetRentalObjectsAvailableQuery, GetRentalObjectsAvailableQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetRentalObjectsAvailableQuery | undefined, GetRentalObjectsAvailableQueryVariables>;
export function useGetRentalObjectsAvailableSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetRentalObjectsAvailableQuery, GetRentalObjectsAvailableQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<GetRentalObjectsAvailableQuery, GetRentalObjectsAvailableQueryVariables>(GetRentalObjectsAvailableDocument, options);
        }
export type GetRentalObjectsAvailableQueryHookResult = ReturnType<typeof useGetRentalObjectsAvailableQuery>;
export type GetRentalObjectsAvailableLazyQueryHookResult = ReturnType<typeof useGetRentalObjectsAvailableLazyQuery>;
export type GetRentalObjectsAvailableSuspenseQueryHookResult = ReturnType<typeof useGetRentalObjectsAvailableSuspenseQuery>;
export type GetRentalObjectsAvailableQueryResult = ApolloReactCommon.QueryResult<GetRentalObjectsAvailableQuery, GetRentalObjectsAvailableQueryVariables>;
export const GetSubscriptionFilterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getSubscriptionFilter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getSubscriptionFilter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionFilter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rentalObjectCategoryId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"objectTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rentalObjectCategoryId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"landlords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"landlordId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"regions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"districts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DistrictFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"areaSteps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rentSteps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"roomSteps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DistrictFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"District"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"districtId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"region"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useGetSubscriptionFilterQuery__
 *
 * To run a query within a React component, call `useGetSubscriptionFilterQuery` and pass it any options that fit your needs.
 * When your component renders, `useGetSubscriptionFilterQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGetSubscriptionFilterQuery({
 *   variables: {
 *   },
 * });
 */
export function useGetSubscriptionFilterQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<GetSubscriptionFilterQuery, GetSubscriptionFilterQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<GetSubscriptionFilterQuery, GetSubscriptionFilterQueryVariables>(GetSubscriptionFilterDocument, options);
      }
export function useGetSubscriptionFilterLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<GetSubscriptionFilterQuery, GetSubscriptionFilterQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<GetSubscriptionFilterQuery, GetSubscriptionFilterQueryVariables>(GetSubscriptionFilterDocument, options);
        }
// @ts-ignore
export function useGetSubscriptionFilterSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<GetSubscriptionFilterQuery, GetSubscriptionFilterQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetSubscriptionFilterQuery, GetSubscriptionFilterQueryVariables>;
export function useGetSubscriptionFilterSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetSubscriptionFilterQuery, GetSubscriptionFilterQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetSubscriptionFilterQuery | undefined, GetSubscriptionFilterQueryVariables>;
export function useGetSubscriptionFilterSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetSubscriptionFilterQuery, GetSubscriptionFilterQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<GetSubscriptionFilterQuery, GetSubscriptionFilterQueryVariables>(GetSubscriptionFilterDocument, options);
        }
export type GetSubscriptionFilterQueryHookResult = ReturnType<typeof useGetSubscriptionFilterQuery>;
export type GetSubscriptionFilterLazyQueryHookResult = ReturnType<typeof useGetSubscriptionFilterLazyQuery>;
export type GetSubscriptionFilterSuspenseQueryHookResult = ReturnType<typeof useGetSubscriptionFilterSuspenseQuery>;
export type GetSubscriptionFilterQueryResult = ApolloReactCommon.QueryResult<GetSubscriptionFilterQuery, GetSubscriptionFilterQueryVariables>;
export const CancelQueueFeeOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"cancelQueueFeeOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelQueueFeeOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useCancelQueueFeeOrderMutation__
 *
 * To run a mutation, you first call `useCancelQueueFeeOrderMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCancelQueueFeeOrderMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [cancelQueueFeeOrderMutation, { data, loading, error }] = useCancelQueueFeeOrderMutation({
 *   variables: {
 *      orderId: // value for 'orderId'
 *   },
 * });
 */
export function useCancelQueueFeeOrderMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CancelQueueFeeOrderMutation, CancelQueueFeeOrderMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CancelQueueFeeOrderMutation, CancelQueueFeeOrderMutationVariables>(CancelQueueFeeOrderDocument, options);
      }
export type CancelQueueFeeOrderMutationHookResult = ReturnType<typeof useCancelQueueFeeOrderMutation>;
export type CancelQueueFeeOrderMutationResult = ApolloReactCommon.MutationResult<CancelQueueFeeOrderMutation>;
export const CompleteOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"completeOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"calledFromPaymentLink"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"paymentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"calledFromPaymentLink"},"value":{"kind":"Variable","name":{"kind":"Name","value":"calledFromPaymentLink"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"isCoApplicantUpgrade"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"isPaid"}},{"kind":"Field","name":{"kind":"Name","value":"orderStatus"}},{"kind":"Field","name":{"kind":"Name","value":"orderStatusId"}},{"kind":"Field","name":{"kind":"Name","value":"paidDate"}},{"kind":"Field","name":{"kind":"Name","value":"paidDateFormated"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useCompleteOrderMutation__
 *
 * To run a mutation, you first call `useCompleteOrderMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCompleteOrderMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [completeOrderMutation, { data, loading, error }] = useCompleteOrderMutation({
 *   variables: {
 *      orderId: // value for 'orderId'
 *      paymentId: // value for 'paymentId'
 *      calledFromPaymentLink: // value for 'calledFromPaymentLink'
 *   },
 * });
 */
export function useCompleteOrderMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CompleteOrderMutation, CompleteOrderMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CompleteOrderMutation, CompleteOrderMutationVariables>(CompleteOrderDocument, options);
      }
export type CompleteOrderMutationHookResult = ReturnType<typeof useCompleteOrderMutation>;
export type CompleteOrderMutationResult = ApolloReactCommon.MutationResult<CompleteOrderMutation>;
export const CreateAutopayAgreementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"createAutopayAgreement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"redirectUrl"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cancelUrl"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userAgent"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAutopayAgreement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"redirectUrl"},"value":{"kind":"Variable","name":{"kind":"Name","value":"redirectUrl"}}},{"kind":"Argument","name":{"kind":"Name","value":"cancelUrl"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cancelUrl"}}},{"kind":"Argument","name":{"kind":"Name","value":"userAgent"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userAgent"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"autopayAgreementRef"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"paymentReference"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useCreateAutopayAgreementMutation__
 *
 * To run a mutation, you first call `useCreateAutopayAgreementMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateAutopayAgreementMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createAutopayAgreementMutation, { data, loading, error }] = useCreateAutopayAgreementMutation({
 *   variables: {
 *      redirectUrl: // value for 'redirectUrl'
 *      cancelUrl: // value for 'cancelUrl'
 *      userAgent: // value for 'userAgent'
 *   },
 * });
 */
export function useCreateAutopayAgreementMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateAutopayAgreementMutation, CreateAutopayAgreementMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateAutopayAgreementMutation, CreateAutopayAgreementMutationVariables>(CreateAutopayAgreementDocument, options);
      }
export type CreateAutopayAgreementMutationHookResult = ReturnType<typeof useCreateAutopayAgreementMutation>;
export type CreateAutopayAgreementMutationResult = ApolloReactCommon.MutationResult<CreateAutopayAgreementMutation>;
export const CreateUpgradeCoApplicantOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"createUpgradeCoApplicantOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUpgradeCoApplicantOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useCreateUpgradeCoApplicantOrderMutation__
 *
 * To run a mutation, you first call `useCreateUpgradeCoApplicantOrderMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateUpgradeCoApplicantOrderMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createUpgradeCoApplicantOrderMutation, { data, loading, error }] = useCreateUpgradeCoApplicantOrderMutation({
 *   variables: {
 *   },
 * });
 */
export function useCreateUpgradeCoApplicantOrderMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateUpgradeCoApplicantOrderMutation, CreateUpgradeCoApplicantOrderMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateUpgradeCoApplicantOrderMutation, CreateUpgradeCoApplicantOrderMutationVariables>(CreateUpgradeCoApplicantOrderDocument, options);
      }
export type CreateUpgradeCoApplicantOrderMutationHookResult = ReturnType<typeof useCreateUpgradeCoApplicantOrderMutation>;
export type CreateUpgradeCoApplicantOrderMutationResult = ApolloReactCommon.MutationResult<CreateUpgradeCoApplicantOrderMutation>;
export const DeleteAutopayAgreementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"deleteAutopayAgreement"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAutopayAgreement"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useDeleteAutopayAgreementMutation__
 *
 * To run a mutation, you first call `useDeleteAutopayAgreementMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteAutopayAgreementMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteAutopayAgreementMutation, { data, loading, error }] = useDeleteAutopayAgreementMutation({
 *   variables: {
 *   },
 * });
 */
export function useDeleteAutopayAgreementMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteAutopayAgreementMutation, DeleteAutopayAgreementMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteAutopayAgreementMutation, DeleteAutopayAgreementMutationVariables>(DeleteAutopayAgreementDocument, options);
      }
export type DeleteAutopayAgreementMutationHookResult = ReturnType<typeof useDeleteAutopayAgreementMutation>;
export type DeleteAutopayAgreementMutationResult = ApolloReactCommon.MutationResult<DeleteAutopayAgreementMutation>;
export const GetHasActiveAutopayAgreementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getHasActiveAutopayAgreement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getHasActiveAutopayAgreement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"hasActiveAutopayAgreement"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useGetHasActiveAutopayAgreementQuery__
 *
 * To run a query within a React component, call `useGetHasActiveAutopayAgreementQuery` and pass it any options that fit your needs.
 * When your component renders, `useGetHasActiveAutopayAgreementQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGetHasActiveAutopayAgreementQuery({
 *   variables: {
 *      applicantId: // value for 'applicantId'
 *   },
 * });
 */
export function useGetHasActiveAutopayAgreementQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<GetHasActiveAutopayAgreementQuery, GetHasActiveAutopayAgreementQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<GetHasActiveAutopayAgreementQuery, GetHasActiveAutopayAgreementQueryVariables>(GetHasActiveAutopayAgreementDocument, options);
      }
export function useGetHasActiveAutopayAgreementLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<GetHasActiveAutopayAgreementQuery, GetHasActiveAutopayAgreementQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<GetHasActiveAutopayAgreementQuery, GetHasActiveAutopayAgreementQueryVariables>(GetHasActiveAutopayAgreementDocument, options);
        }
// @ts-ignore
export function useGetHasActiveAutopayAgreementSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<GetHasActiveAutopayAgreementQuery, GetHasActiveAutopayAgreementQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetHasActiveAutopayAgreementQuery, GetHasActiveAutopayAgreementQueryVariables>;
export function useGetHasActiveAutopayAgreementSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetHasActiveAutopayAgreementQuery, GetHasActiveAutopayAgreementQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetHasActiveAutopayAgreementQuery | undefined, GetHasActiveAutopayAgreementQueryVariables>;
export function useGetHasActiveAutopayAgreementSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetHasActiveAutopayAgreementQuery, GetHasActiveAutopayAgreementQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<GetHasActiveAutopayAgreementQuery, GetHasActiveAutopayAgreementQueryVariables>(GetHasActiveAutopayAgreementDocument, options);
        }
export type GetHasActiveAutopayAgreementQueryHookResult = ReturnType<typeof useGetHasActiveAutopayAgreementQuery>;
export type GetHasActiveAutopayAgreementLazyQueryHookResult = ReturnType<typeof useGetHasActiveAutopayAgreementLazyQuery>;
export type GetHasActiveAutopayAgreementSuspenseQueryHookResult = ReturnType<typeof useGetHasActiveAutopayAgreementSuspenseQuery>;
export type GetHasActiveAutopayAgreementQueryResult = ApolloReactCommon.QueryResult<GetHasActiveAutopayAgreementQuery, GetHasActiveAutopayAgreementQueryVariables>;
export const GetOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getOrders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getOrders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountFormated"}},{"kind":"Field","name":{"kind":"Name","value":"netAmountFormated"}},{"kind":"Field","name":{"kind":"Name","value":"vatAmountFormated"}},{"kind":"Field","name":{"kind":"Name","value":"lateAgencyFee"}},{"kind":"Field","name":{"kind":"Name","value":"lateAgencyFeeFormated"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmountFormated"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDateFormated"}},{"kind":"Field","name":{"kind":"Name","value":"paidDate"}},{"kind":"Field","name":{"kind":"Name","value":"paidDateFormated"}},{"kind":"Field","name":{"kind":"Name","value":"ocr"}},{"kind":"Field","name":{"kind":"Name","value":"orderStatus"}},{"kind":"Field","name":{"kind":"Name","value":"orderStatusId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethodId"}},{"kind":"Field","name":{"kind":"Name","value":"feeStartDate"}},{"kind":"Field","name":{"kind":"Name","value":"feeStartDateFormated"}},{"kind":"Field","name":{"kind":"Name","value":"feeEndDate"}},{"kind":"Field","name":{"kind":"Name","value":"feeEndDateFormated"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isPaid"}},{"kind":"Field","name":{"kind":"Name","value":"isQueueFeeOrder"}},{"kind":"Field","name":{"kind":"Name","value":"isAgencyFeeOrder"}},{"kind":"Field","name":{"kind":"Name","value":"isCoApplicantUpgrade"}},{"kind":"Field","name":{"kind":"Name","value":"bankgiroNumber"}},{"kind":"Field","name":{"kind":"Name","value":"canChangePaymentMethod"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useGetOrdersQuery__
 *
 * To run a query within a React component, call `useGetOrdersQuery` and pass it any options that fit your needs.
 * When your component renders, `useGetOrdersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGetOrdersQuery({
 *   variables: {
 *   },
 * });
 */
export function useGetOrdersQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<GetOrdersQuery, GetOrdersQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<GetOrdersQuery, GetOrdersQueryVariables>(GetOrdersDocument, options);
      }
export function useGetOrdersLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<GetOrdersQuery, GetOrdersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<GetOrdersQuery, GetOrdersQueryVariables>(GetOrdersDocument, options);
        }
// @ts-ignore
export function useGetOrdersSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<GetOrdersQuery, GetOrdersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetOrdersQuery, GetOrdersQueryVariables>;
export function useGetOrdersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetOrdersQuery, GetOrdersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetOrdersQuery | undefined, GetOrdersQueryVariables>;
export function useGetOrdersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetOrdersQuery, GetOrdersQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<GetOrdersQuery, GetOrdersQueryVariables>(GetOrdersDocument, options);
        }
export type GetOrdersQueryHookResult = ReturnType<typeof useGetOrdersQuery>;
export type GetOrdersLazyQueryHookResult = ReturnType<typeof useGetOrdersLazyQuery>;
export type GetOrdersSuspenseQueryHookResult = ReturnType<typeof useGetOrdersSuspenseQuery>;
export type GetOrdersQueryResult = ApolloReactCommon.QueryResult<GetOrdersQuery, GetOrdersQueryVariables>;
export const PayOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"payOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"redirectUrl"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cancelUrl"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userAgent"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"directPaymentUseAutoPay"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentMethodId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"redirectUrl"},"value":{"kind":"Variable","name":{"kind":"Name","value":"redirectUrl"}}},{"kind":"Argument","name":{"kind":"Name","value":"cancelUrl"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cancelUrl"}}},{"kind":"Argument","name":{"kind":"Name","value":"userAgent"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userAgent"}}},{"kind":"Argument","name":{"kind":"Name","value":"directPaymentUseAutoPay"},"value":{"kind":"Variable","name":{"kind":"Name","value":"directPaymentUseAutoPay"}}},{"kind":"Argument","name":{"kind":"Name","value":"paymentMethodId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentMethodId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"paymentRedirectUrl"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __usePayOrderMutation__
 *
 * To run a mutation, you first call `usePayOrderMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `usePayOrderMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [payOrderMutation, { data, loading, error }] = usePayOrderMutation({
 *   variables: {
 *      orderId: // value for 'orderId'
 *      redirectUrl: // value for 'redirectUrl'
 *      cancelUrl: // value for 'cancelUrl'
 *      userAgent: // value for 'userAgent'
 *      directPaymentUseAutoPay: // value for 'directPaymentUseAutoPay'
 *      paymentMethodId: // value for 'paymentMethodId'
 *   },
 * });
 */
export function usePayOrderMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<PayOrderMutation, PayOrderMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<PayOrderMutation, PayOrderMutationVariables>(PayOrderDocument, options);
      }
export type PayOrderMutationHookResult = ReturnType<typeof usePayOrderMutation>;
export type PayOrderMutationResult = ApolloReactCommon.MutationResult<PayOrderMutation>;
export const RecurrenceVerificationInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"recurrenceVerificationInfo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentReference"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recurrenceVerificationInfo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"paymentReference"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentReference"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"hasVerification"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useRecurrenceVerificationInfoQuery__
 *
 * To run a query within a React component, call `useRecurrenceVerificationInfoQuery` and pass it any options that fit your needs.
 * When your component renders, `useRecurrenceVerificationInfoQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useRecurrenceVerificationInfoQuery({
 *   variables: {
 *      paymentReference: // value for 'paymentReference'
 *   },
 * });
 */
export function useRecurrenceVerificationInfoQuery(baseOptions: ApolloReactHooks.QueryHookOptions<RecurrenceVerificationInfoQuery, RecurrenceVerificationInfoQueryVariables> & ({ variables: RecurrenceVerificationInfoQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<RecurrenceVerificationInfoQuery, RecurrenceVerificationInfoQueryVariables>(RecurrenceVerificationInfoDocument, options);
      }
export function useRecurrenceVerificationInfoLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<RecurrenceVerificationInfoQuery, RecurrenceVerificationInfoQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<RecurrenceVerificationInfoQuery, RecurrenceVerificationInfoQueryVariables>(RecurrenceVerificationInfoDocument, options);
        }
// @ts-ignore
export function useRecurrenceVerificationInfoSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<RecurrenceVerificationInfoQuery, RecurrenceVerificationInfoQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<RecurrenceVerificationInfoQuery, RecurrenceVerificationInfoQueryVariables>;
export function useRecurrenceVerificationInfoSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<RecurrenceVerificationInfoQuery, RecurrenceVerificationInfoQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<RecurrenceVerificationInfoQuery | undefined, RecurrenceVerificationInfoQueryVariables>;
export function useRecurrenceVerificationInfoSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<RecurrenceVerificationInfoQuery, RecurrenceVerificationInfoQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<RecurrenceVerificationInfoQuery, RecurrenceVerificationInfoQueryVariables>(RecurrenceVerificationInfoDocument, options);
        }
export type RecurrenceVerificationInfoQueryHookResult = ReturnType<typeof useRecurrenceVerificationInfoQuery>;
export type RecurrenceVerificationInfoLazyQueryHookResult = ReturnType<typeof useRecurrenceVerificationInfoLazyQuery>;
export type RecurrenceVerificationInfoSuspenseQueryHookResult = ReturnType<typeof useRecurrenceVerificationInfoSuspenseQuery>;
export type RecurrenceVerificationInfoQueryResult = ApolloReactCommon.QueryResult<RecurrenceVerificationInfoQuery, RecurrenceVerificationInfoQueryVariables>;
export const SaveAutopayAgreementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"saveAutopayAgreement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"agreementRef"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveAutopayAgreement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"agreementRef"},"value":{"kind":"Variable","name":{"kind":"Name","value":"agreementRef"}}},{"kind":"Argument","name":{"kind":"Name","value":"applicantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useSaveAutopayAgreementMutation__
 *
 * To run a mutation, you first call `useSaveAutopayAgreementMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSaveAutopayAgreementMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [saveAutopayAgreementMutation, { data, loading, error }] = useSaveAutopayAgreementMutation({
 *   variables: {
 *      agreementRef: // value for 'agreementRef'
 *      applicantId: // value for 'applicantId'
 *   },
 * });
 */
export function useSaveAutopayAgreementMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SaveAutopayAgreementMutation, SaveAutopayAgreementMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SaveAutopayAgreementMutation, SaveAutopayAgreementMutationVariables>(SaveAutopayAgreementDocument, options);
      }
export type SaveAutopayAgreementMutationHookResult = ReturnType<typeof useSaveAutopayAgreementMutation>;
export type SaveAutopayAgreementMutationResult = ApolloReactCommon.MutationResult<SaveAutopayAgreementMutation>;
export const SetPaymentMethodDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"setPaymentMethod"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPaymentMethod"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"paymentType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"validationErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useSetPaymentMethodMutation__
 *
 * To run a mutation, you first call `useSetPaymentMethodMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetPaymentMethodMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setPaymentMethodMutation, { data, loading, error }] = useSetPaymentMethodMutation({
 *   variables: {
 *      paymentType: // value for 'paymentType'
 *   },
 * });
 */
export function useSetPaymentMethodMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SetPaymentMethodMutation, SetPaymentMethodMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SetPaymentMethodMutation, SetPaymentMethodMutationVariables>(SetPaymentMethodDocument, options);
      }
export type SetPaymentMethodMutationHookResult = ReturnType<typeof useSetPaymentMethodMutation>;
export type SetPaymentMethodMutationResult = ApolloReactCommon.MutationResult<SetPaymentMethodMutation>;
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
export const DeleteSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"deleteSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subscriptionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subscriptionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subscriptionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"validationErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useDeleteSubscriptionMutation__
 *
 * To run a mutation, you first call `useDeleteSubscriptionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteSubscriptionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteSubscriptionMutation, { data, loading, error }] = useDeleteSubscriptionMutation({
 *   variables: {
 *      subscriptionId: // value for 'subscriptionId'
 *   },
 * });
 */
export function useDeleteSubscriptionMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteSubscriptionMutation, DeleteSubscriptionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteSubscriptionMutation, DeleteSubscriptionMutationVariables>(DeleteSubscriptionDocument, options);
      }
export type DeleteSubscriptionMutationHookResult = ReturnType<typeof useDeleteSubscriptionMutation>;
export type DeleteSubscriptionMutationResult = ApolloReactCommon.MutationResult<DeleteSubscriptionMutation>;
export const GetSubscriptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getSubscriptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getSubscriptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubscriptionFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RentalObjectSubscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sendNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"daysRemainToExpire"}},{"kind":"Field","name":{"kind":"Name","value":"warningIntervalDays"}},{"kind":"Field","name":{"kind":"Name","value":"isExpired"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"filter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"areaMin"}},{"kind":"Field","name":{"kind":"Name","value":"areaMax"}},{"kind":"Field","name":{"kind":"Name","value":"roomsMin"}},{"kind":"Field","name":{"kind":"Name","value":"roomsMax"}},{"kind":"Field","name":{"kind":"Name","value":"rentMin"}},{"kind":"Field","name":{"kind":"Name","value":"rentMax"}},{"kind":"Field","name":{"kind":"Name","value":"balcony"}},{"kind":"Field","name":{"kind":"Name","value":"elevator"}},{"kind":"Field","name":{"kind":"Name","value":"districtIds"}},{"kind":"Field","name":{"kind":"Name","value":"landlordIds"}},{"kind":"Field","name":{"kind":"Name","value":"regionIds"}},{"kind":"Field","name":{"kind":"Name","value":"rentalObjectCategoryIds"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useGetSubscriptionsQuery__
 *
 * To run a query within a React component, call `useGetSubscriptionsQuery` and pass it any options that fit your needs.
 * When your component renders, `useGetSubscriptionsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGetSubscriptionsQuery({
 *   variables: {
 *   },
 * });
 */
export function useGetSubscriptionsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<GetSubscriptionsQuery, GetSubscriptionsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<GetSubscriptionsQuery, GetSubscriptionsQueryVariables>(GetSubscriptionsDocument, options);
      }
export function useGetSubscriptionsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<GetSubscriptionsQuery, GetSubscriptionsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<GetSubscriptionsQuery, GetSubscriptionsQueryVariables>(GetSubscriptionsDocument, options);
        }
// @ts-ignore
export function useGetSubscriptionsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<GetSubscriptionsQuery, GetSubscriptionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetSubscriptionsQuery, GetSubscriptionsQueryVariables>;
export function useGetSubscriptionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetSubscriptionsQuery, GetSubscriptionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetSubscriptionsQuery | undefined, GetSubscriptionsQueryVariables>;
export function useGetSubscriptionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetSubscriptionsQuery, GetSubscriptionsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<GetSubscriptionsQuery, GetSubscriptionsQueryVariables>(GetSubscriptionsDocument, options);
        }
export type GetSubscriptionsQueryHookResult = ReturnType<typeof useGetSubscriptionsQuery>;
export type GetSubscriptionsLazyQueryHookResult = ReturnType<typeof useGetSubscriptionsLazyQuery>;
export type GetSubscriptionsSuspenseQueryHookResult = ReturnType<typeof useGetSubscriptionsSuspenseQuery>;
export type GetSubscriptionsQueryResult = ApolloReactCommon.QueryResult<GetSubscriptionsQuery, GetSubscriptionsQueryVariables>;
export const RenewSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"renewSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subscriptionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renewSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subscriptionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subscriptionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"validationErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubscriptionFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RentalObjectSubscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sendNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"daysRemainToExpire"}},{"kind":"Field","name":{"kind":"Name","value":"warningIntervalDays"}},{"kind":"Field","name":{"kind":"Name","value":"isExpired"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"filter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"areaMin"}},{"kind":"Field","name":{"kind":"Name","value":"areaMax"}},{"kind":"Field","name":{"kind":"Name","value":"roomsMin"}},{"kind":"Field","name":{"kind":"Name","value":"roomsMax"}},{"kind":"Field","name":{"kind":"Name","value":"rentMin"}},{"kind":"Field","name":{"kind":"Name","value":"rentMax"}},{"kind":"Field","name":{"kind":"Name","value":"balcony"}},{"kind":"Field","name":{"kind":"Name","value":"elevator"}},{"kind":"Field","name":{"kind":"Name","value":"districtIds"}},{"kind":"Field","name":{"kind":"Name","value":"landlordIds"}},{"kind":"Field","name":{"kind":"Name","value":"regionIds"}},{"kind":"Field","name":{"kind":"Name","value":"rentalObjectCategoryIds"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useRenewSubscriptionMutation__
 *
 * To run a mutation, you first call `useRenewSubscriptionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRenewSubscriptionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [renewSubscriptionMutation, { data, loading, error }] = useRenewSubscriptionMutation({
 *   variables: {
 *      subscriptionId: // value for 'subscriptionId'
 *   },
 * });
 */
export function useRenewSubscriptionMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RenewSubscriptionMutation, RenewSubscriptionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RenewSubscriptionMutation, RenewSubscriptionMutationVariables>(RenewSubscriptionDocument, options);
      }
export type RenewSubscriptionMutationHookResult = ReturnType<typeof useRenewSubscriptionMutation>;
export type RenewSubscriptionMutationResult = ApolloReactCommon.MutationResult<RenewSubscriptionMutation>;
export const SaveSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"saveSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subscription"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriptionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subscription"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subscription"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"validationErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionId"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useSaveSubscriptionMutation__
 *
 * To run a mutation, you first call `useSaveSubscriptionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSaveSubscriptionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [saveSubscriptionMutation, { data, loading, error }] = useSaveSubscriptionMutation({
 *   variables: {
 *      subscription: // value for 'subscription'
 *   },
 * });
 */
export function useSaveSubscriptionMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SaveSubscriptionMutation, SaveSubscriptionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SaveSubscriptionMutation, SaveSubscriptionMutationVariables>(SaveSubscriptionDocument, options);
      }
export type SaveSubscriptionMutationHookResult = ReturnType<typeof useSaveSubscriptionMutation>;
export type SaveSubscriptionMutationResult = ApolloReactCommon.MutationResult<SaveSubscriptionMutation>;