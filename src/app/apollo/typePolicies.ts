// Every type of schema.graphql and how the cache stores it, in one file. Entities are normalised
// by their id fields; result envelopes and value objects have no identity and live inside their
// parent (keyFields: false), replaced as a whole (merge: true keeps Apollo from warning about it).
// Normalisation is never turned off: add each new type here when it enters the schema.
import type { TypePolicies } from '@apollo/client';
import { pagedRentalObjects } from './pagedList';

const embedded = { keyFields: false, merge: true } as const;

export const typePolicies: TypePolicies = {
  // Paged fields: each fetched page is added to its search's entry (src/app/apollo/pagedList.ts).
  Query: { fields: { getRentalObjectsAvailable: pagedRentalObjects } },

  // Entities
  Applicant: { keyFields: ['applicantId'] },
  ApplicantStatus: { keyFields: ['applicantStatusId'] },
  AgencyProfile: { keyFields: ['agencyCode'] },
  MaintenanceMessage: { keyFields: ['maintenanceMessageId'] },
  Order: { keyFields: ['orderId'] },
  // The logged-in applicant's indicators: one per session (the cache is emptied at login and logout),
  // so every query that returns them updates the same object and the header follows.
  Indicators: { keyFields: [], merge: true },

  // Result envelopes (interface Result) and value objects
  ApplicantResult: embedded,
  StatusResult: embedded,
  MaintenanceMessageResult: embedded,
  AgencyProfileResult: embedded,
  IndicatorsResult: embedded,
  WarningsAndBlocksResult: embedded,
  QueueTimesResult: embedded,
  CoApplicantResult: embedded,
  CoApplicantRequestResult: embedded,
  NewsletterResult: embedded,
  NewsletterSubscriberResult: embedded,
  MutationResult: embedded,
  OrdersResult: embedded,
  UpgradeOrderResult: embedded,
  PaymentRedirectResult: embedded,
  CompleteOrderResult: embedded,
  AutopayAgreementResult: embedded,
  HasActiveAutopayAgreementResult: embedded,
  RecurrenceVerificationResult: embedded,
  ValidationError: { keyFields: false },
  SystemStatus: embedded,
  Address: embedded,
  WarningsAndBlocks: embedded,
  Warning: embedded,
  Block: embedded,
  ApplicantMyPagesBlock: embedded,
  QueueTime: embedded,
  // A partner or a request is described from the logged-in applicant's side (isHead, who sent it),
  // so it is a value of its query, not an entity shared between queries.
  CoApplicant: embedded,
  CoApplicantRequest: embedded,

  // Vacant homes and saved searches.
  RentalObject: { keyFields: ['rentalObjectId'] },
  Region: { keyFields: ['regionId'] },
  District: { keyFields: ['districtId'] },
  Landlord: { keyFields: ['landlordId'] },
  RentalObjectCategory: { keyFields: ['rentalObjectCategoryId'] },
  RentalObjectImage: { keyFields: ['imageId'] },
  RentalObjectSubscription: { keyFields: ['subscriptionId'] },
  RentalObjectPropertyValue: embedded,
  RentalObjectProperty: embedded,
  AdCriterion: embedded,
  AdCriteria: embedded,
  RentalObjectIncomeType: embedded,
  AgencyFee: embedded,
  FilterStep: embedded,
  SubscriptionFilterOptions: embedded,
  SubscriptionFilter: embedded,
  // Seen from the logged-in applicant (their place, their access): values of the query, not shared entities.
  EstimatedQueuePlace: embedded,
  DigitalShowingAccess: embedded,
  RentalObjectsResult: embedded,
  // Map points are a projection of homes for the markers (parallel lists), a value of their result, never a home.
  RentalObjectPointsResult: embedded,
  RentalObjectPoints: embedded,
  RentalObjectResult: embedded,
  RegionsAndDistrictsResult: embedded,
  SubscriptionFilterResult: embedded,
  EstimatedQueuePlaceResult: embedded,
  DigitalShowingAccessResult: embedded,
  SubscriptionsResult: embedded,
  SaveSubscriptionResult: embedded,
  RenewSubscriptionResult: embedded,

  // Documents (the documents area): each one an entity by its id.
  Document: { keyFields: ['documentId'] },
  DocumentsResult: embedded,

  // The profile questionnaires: the logged-in applicant's own answers, values of their query.
  Information: embedded,
  Housing: embedded,
  Capital: embedded,
  Debt: embedded,
  Student: embedded,
  Misc: embedded,
  ReducedIncome: embedded,
  TenantReference: embedded,
  StudyLocation: { keyFields: ['studyLocationId'] },
  InformationResult: embedded,
  HousingResult: embedded,
  TenantReferenceResult: embedded,
  StudyLocationsResult: embedded,
  ProfileDocumentResult: embedded,

  // Incomes and their certificates. A certificate slot is described with its income's state, a value of the list.
  Income: { keyFields: ['applicantIncomeId'] },
  IncomeType: { keyFields: ['incomeTypeId'] },
  IncomeCategory: { keyFields: ['incomeCategoryId'] },
  IncomeCertification: embedded,
  CertificationSlot: embedded,
  CertificationDocument: { keyFields: ['documentId'] },
  IncomeCategoriesResult: embedded,
  IncomesResult: embedded,
  IncomeResult: embedded,
  IncomeCertificationsResult: embedded,
};

/** Lets fragments on the Result interface match its implementations. */
export const possibleTypes = {
  Result: [
    'ApplicantResult',
    'StatusResult',
    'MaintenanceMessageResult',
    'AgencyProfileResult',
    'IndicatorsResult',
    'WarningsAndBlocksResult',
    'QueueTimesResult',
    'CoApplicantResult',
    'CoApplicantRequestResult',
    'NewsletterResult',
    'NewsletterSubscriberResult',
    'MutationResult',
    'OrdersResult',
    'UpgradeOrderResult',
    'PaymentRedirectResult',
    'CompleteOrderResult',
    'AutopayAgreementResult',
    'HasActiveAutopayAgreementResult',
    'RecurrenceVerificationResult',
    'RentalObjectsResult',
    'RentalObjectPointsResult',
    'RentalObjectResult',
    'RegionsAndDistrictsResult',
    'SubscriptionFilterResult',
    'EstimatedQueuePlaceResult',
    'DigitalShowingAccessResult',
    'SubscriptionsResult',
    'SaveSubscriptionResult',
    'RenewSubscriptionResult',
    'DocumentsResult',
    'InformationResult',
    'HousingResult',
    'TenantReferenceResult',
    'StudyLocationsResult',
    'ProfileDocumentResult',
    'IncomeCategoriesResult',
    'IncomesResult',
    'IncomeResult',
    'IncomeCertificationsResult',
  ],
};
