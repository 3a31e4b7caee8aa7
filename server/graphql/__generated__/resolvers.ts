import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ApplicantView } from '../../account/applicant-view';
import type { AgencyProfileRow, MaintenanceMessageRow } from '../../db/schema';
import type { RentalObjectView } from '../../listings/rental-object-view';
import type { GraphQLContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A calendar day, YYYY-MM-DD. */
  Date: { input: string; output: string; }
  /** An instant, ISO 8601 with offset. */
  DateTime: { input: Date | string; output: Date | string; }
  /** A file sent with the GraphQL multipart request specification. */
  Upload: { input: Promise<File>; output: Promise<File>; }
};

export type AccountType =
  | 'CO_APPLICANT_ACCOUNT'
  | 'QUEUE_ACCOUNT';

/** The landlord's requirements in the spec's three groups. */
export type AdCriteria = {
  __typename?: 'AdCriteria';
  general: Array<AdCriterion>;
  income: Array<AdCriterion>;
  special: Array<AdCriterion>;
};

export type AdCriterion = {
  __typename?: 'AdCriterion';
  text: Scalars['String']['output'];
  textLong?: Maybe<Scalars['String']['output']>;
};

export type Address = {
  __typename?: 'Address';
  careOf?: Maybe<Scalars['String']['output']>;
  city?: Maybe<Scalars['String']['output']>;
  country?: Maybe<Scalars['String']['output']>;
  street?: Maybe<Scalars['String']['output']>;
  zipcode?: Maybe<Scalars['String']['output']>;
};

export type AgencyFee = {
  __typename?: 'AgencyFee';
  currency: Scalars['String']['output'];
  /** Kronor. */
  value: Scalars['Float']['output'];
};

/** The tenant agency profile (spec 000 §1, 001 §1). */
export type AgencyProfile = {
  __typename?: 'AgencyProfile';
  /** UBF or BPS */
  agencyCode: Scalars['String']['output'];
  maxWarnings: Scalars['Int']['output'];
  newsletterEnabled: Scalars['Boolean']['output'];
  /** The newsletter service's list the portal offers (list_id of the newsletter operations). */
  newsletterListId: Scalars['String']['output'];
  productName: Scalars['String']['output'];
  queueFeePrice: Scalars['Int']['output'];
  queueTimeHidden: Scalars['Boolean']['output'];
};

export type AgencyProfileResult = Result & {
  __typename?: 'AgencyProfileResult';
  agencyProfile?: Maybe<AgencyProfile>;
  error: Scalars['Boolean']['output'];
  errorText?: Maybe<Scalars['String']['output']>;
  validationErrors: Array<ValidationError>;
};

export type AnswerInput = {
  /** YES accepts the offered home, NO declines it. */
  answer: InterestAnswer;
  rentalObjectId: Scalars['String']['input'];
};

export type Applicant = {
  __typename?: 'Applicant';
  accountType: AccountType;
  address?: Maybe<Address>;
  applicantId: Scalars['Int']['output'];
  applicantStatus: ApplicantStatus;
  autopayAgreementRef?: Maybe<Scalars['String']['output']>;
  autopayExpireDate?: Maybe<Scalars['Date']['output']>;
  /** The card registration that set up autopay. */
  autopayPaymentReference?: Maybe<Scalars['String']['output']>;
  dateOfBirth?: Maybe<Scalars['Date']['output']>;
  doNotWantPhysicalMail: Scalars['Boolean']['output'];
  email?: Maybe<Scalars['String']['output']>;
  emailSecondary?: Maybe<Scalars['String']['output']>;
  firstName: Scalars['String']['output'];
  hasPaid: Scalars['Boolean']['output'];
  identificationDocumentStatus?: Maybe<Scalars['String']['output']>;
  isStudent: Scalars['Boolean']['output'];
  lastName: Scalars['String']['output'];
  mobile?: Maybe<Scalars['String']['output']>;
  needToUpdateContact: Scalars['Boolean']['output'];
  paymentPeriod?: Maybe<Scalars['String']['output']>;
  pendingQueueFeeOrderDueDate?: Maybe<Scalars['Date']['output']>;
  /** 12 digits; null for a person registered without a Swedish personal number. Only ever returned to its owner. */
  personalIdentityNumber?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  queueDate?: Maybe<Scalars['Date']['output']>;
  queueFeeValidToDate?: Maybe<Scalars['Date']['output']>;
  subscribeNewsletter: Scalars['Boolean']['output'];
  temporaryAddress?: Maybe<Address>;
};

export type ApplicantContactInput = {
  careOf?: InputMaybe<Scalars['String']['input']>;
  city: Scalars['String']['input'];
  country: Scalars['String']['input'];
  street: Scalars['String']['input'];
  zipcode: Scalars['String']['input'];
};

export type ApplicantMyPagesBlock = {
  __typename?: 'ApplicantMyPagesBlock';
  /** Empty when the block covers every landlord. */
  landlord: Scalars['String']['output'];
};

export type ApplicantPasswordInput = {
  currentPassword: Scalars['String']['input'];
  password: Scalars['String']['input'];
  passwordRepeat: Scalars['String']['input'];
};

export type ApplicantResult = Result & {
  __typename?: 'ApplicantResult';
  applicant?: Maybe<Applicant>;
  error: Scalars['Boolean']['output'];
  errorText?: Maybe<Scalars['String']['output']>;
  validationErrors: Array<ValidationError>;
};

export type ApplicantStatus = {
  __typename?: 'ApplicantStatus';
  applicantStatusId: Scalars['Int']['output'];
  /** QUEUE, COAPPLICANT, PENDING_PAYMENT or DEREGISTERED (COAPPLICANT marks a co-applicant). */
  name: Scalars['String']['output'];
};

/**
 * One interest registration with the status flags of every tab (spec 001 §3: showing, answer, contract and check
 * entries add their fields to the application's).
 */
export type Application = {
  __typename?: 'Application';
  applicantMustUpdate: Scalars['Boolean']['output'];
  applicationId: Scalars['Int']['output'];
  /** An offer waits for the applicant's answer now (saveAnswer is allowed). */
  canAnswer: Scalars['Boolean']['output'];
  canChangeAnswer: Scalars['Boolean']['output'];
  canDelete: Scalars['Boolean']['output'];
  cantDeleteMessage?: Maybe<Scalars['String']['output']>;
  coApplicantMustUpdate: Scalars['Boolean']['output'];
  coApplicants: Array<ApplicationCoApplicant>;
  /** Why it ended, when it has (for example 'Du tackade nej till erbjudandet.'). */
  endText?: Maybe<Scalars['String']['output']>;
  hasDigitalShowing: Scalars['Boolean']['output'];
  lastReplyTime?: Maybe<Scalars['DateTime']['output']>;
  lastShowingReplyTime?: Maybe<Scalars['DateTime']['output']>;
  needToUpdateCertifications: Scalars['Boolean']['output'];
  noShowingRegistration: Scalars['Boolean']['output'];
  /** The place: the one fixed when the interest period closed, else the estimate now; null when it cannot be calculated. */
  queuePlace?: Maybe<Scalars['Int']['output']>;
  /** One line on why, for example 'din kötid började 2021-03-04'. */
  queuePlaceReason?: Maybe<Scalars['String']['output']>;
  reasonContractSignFailed?: Maybe<Scalars['String']['output']>;
  reasonsForRefusal: Array<RefusalReason>;
  registeredAt: Scalars['DateTime']['output'];
  rentalObject: RentalObject;
  rentalObjectId: Scalars['String']['output'];
  showEnds?: Maybe<Scalars['DateTime']['output']>;
  showStarts?: Maybe<Scalars['DateTime']['output']>;
  /** The answer given to the showing invitation, if any. */
  showingAnswer?: Maybe<InterestAnswer>;
  showingCanceled: Scalars['Boolean']['output'];
  showingIsMandatory: Scalars['Boolean']['output'];
  showingRegistrationMissed: Scalars['Boolean']['output'];
  stage: ApplicationStage;
  /** The stage in Swedish, for example 'Visning'. */
  stageText: Scalars['String']['output'];
  statusContractSignFailed: Scalars['Boolean']['output'];
  statusEvaluationFailed: Scalars['Boolean']['output'];
  statusHasAnsweredNoButStillInterested: Scalars['Boolean']['output'];
  statusHasAnsweredYes: Scalars['Boolean']['output'];
  statusNotInvited: Scalars['Boolean']['output'];
  statusSomeOtherIsEvaluated: Scalars['Boolean']['output'];
  statusWaitingForAnswer: Scalars['Boolean']['output'];
  statusYouAreEvaluated: Scalars['Boolean']['output'];
  statusYouAreNotSentAsContractProposal: Scalars['Boolean']['output'];
  statusYouAreSentAsContractProposal: Scalars['Boolean']['output'];
  /** Where it is listed; null for none (a withdrawn registration is deleted). */
  tab: ApplicationTab;
  totalApplications: Scalars['Int']['output'];
  /** The criteria check's unmet requirements. */
  unmetRequirements: Array<Scalars['String']['output']>;
};

/** The confirmations the interest dialog asks for. */
export type ApplicationAccepts = {
  __typename?: 'ApplicationAccepts';
  coApplicant: Scalars['Boolean']['output'];
  moveInDate: Scalars['Boolean']['output'];
  shortTime: Scalars['Boolean']['output'];
  showing: Scalars['Boolean']['output'];
};

export type ApplicationCoApplicant = {
  __typename?: 'ApplicationCoApplicant';
  applicantId: Scalars['Int']['output'];
  confirmed: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
};

export type ApplicationCriteria = {
  __typename?: 'ApplicationCriteria';
  general: Array<Criterion>;
  income: Array<Criterion>;
  special: Array<Criterion>;
};

export type ApplicationInput = {
  coApplicantConfirm: Scalars['Boolean']['input'];
  moveInDateConfirm?: Scalars['Boolean']['input'];
  rentalObjectId: Scalars['String']['input'];
  shortTimeConfirm: Scalars['Boolean']['input'];
  showingConfirm: Scalars['Boolean']['input'];
};

export type ApplicationResult = Result & {
  __typename?: 'ApplicationResult';
  application?: Maybe<Application>;
  /** Registrations this step cancelled (accepting a home cancels the applicant's others). */
  cancelledApplications: Scalars['Int']['output'];
  error: Scalars['Boolean']['output'];
  errorText?: Maybe<Scalars['String']['output']>;
  validationErrors: Array<ValidationError>;
};

/** A registration's stage (server/domain/application-stages.ts): INTEREST … CONTRACT while it goes on, or how it ended. */
export type ApplicationStage =
  | 'ACCEPTED'
  | 'CANCELLED'
  | 'CHECK'
  | 'CHECK_FAILED'
  | 'CONTRACT'
  | 'DECLINED'
  | 'EVALUATION_FAILED'
  | 'INTEREST'
  | 'LANDLORD_APPROVED'
  | 'LOST'
  | 'NOT_INVITED'
  | 'OFFERED'
  | 'PROPOSED'
  | 'RANKED'
  | 'SHOWING_DONE'
  | 'SHOWING_INVITED'
  | 'SIGN_FAILED'
  | 'WITHDRAWN';

/** The tab of the applications page a registration is listed under. */
export type ApplicationTab =
  | 'ANSWERS'
  | 'APPLICATIONS'
  | 'CHECKS'
  | 'CONTRACTS'
  | 'SHOWINGS';

export type ApplicationValidation = {
  __typename?: 'ApplicationValidation';
  accepts: ApplicationAccepts;
  canCreate: Scalars['Boolean']['output'];
  canDelete: Scalars['Boolean']['output'];
  cantDeleteMessage?: Maybe<Scalars['String']['output']>;
  coApplicants: Array<ApplicationCoApplicant>;
  criteria: ApplicationCriteria;
  /** Why the interest cannot be registered, each as {code, text}. */
  errors: Array<ValidationError>;
  requiredUpdates: RequiredUpdates;
};

export type ApplicationValidationResult = Result & {
  __typename?: 'ApplicationValidationResult';
  error: Scalars['Boolean']['output'];
  errorText?: Maybe<Scalars['String']['output']>;
  validation?: Maybe<ApplicationValidation>;
  validationErrors: Array<ValidationError>;
};

export type Applications = {
  __typename?: 'Applications';
  /** Every registration of the applicant is loaded with this page. */
  allLoaded: Scalars['Boolean']['output'];
  /** This page, newest activity first. */
  applications: Array<Application>;
  totalCount: Scalars['Int']['output'];
};

export type ApplicationsResult = Result & {
  __typename?: 'ApplicationsResult';
  applications?: Maybe<Applications>;
  error: Scalars['Boolean']['output'];
  errorText?: Maybe<Scalars['String']['output']>;
  validationErrors: Array<ValidationError>;
};

export type AutopayAgreementResult = Result & {
  __typename?: 'AutopayAgreementResult';
  autopayAgreementRef?: Maybe<Scalars['String']['output']>;
  error: Scalars['Boolean']['output'];
  errorText?: Maybe<Scalars['String']['output']>;
  paymentReference?: Maybe<Scalars['String']['output']>;
  /** The card page to send the browser to. */
  redirectUrl?: Maybe<Scalars['String']['output']>;
  validationErrors: Array<ValidationError>;
};

export type Block = {
  __typename?: 'Block';
  end: Scalars['Date']['output'];
  /** Null means every landlord. */
  landlord?: Maybe<Scalars['String']['output']>;
  reason: Scalars['String']['output'];
  start: Scalars['Date']['output'];
};

export type Capital = {
  __typename?: 'Capital';
  /** Has savings; capitalTotal says how much. */
  capital: Scalars['Boolean']['output'];
  capitalTotal?: Maybe<Scalars['Float']['output']>;
  capitalUpdated: Scalars['DateTime']['output'];
  /** Can pay a deposit; depositionTotal says how much. */
  deposition: Scalars['Boolean']['output'];
  depositionTotal?: Maybe<Scalars['Float']['output']>;
  /** Has a guarantor. */
  guarantee: Scalars['Boolean']['output'];
  update: Scalars['Boolean']['output'];
};

export type CapitalInput = {
  capital?: InputMaybe<Scalars['Boolean']['input']>;
  capitalTotal?: InputMaybe<Scalars['String']['input']>;
  deposition?: InputMaybe<Scalars['Boolean']['input']>;
  depositionTotal?: InputMaybe<Scalars['String']['input']>;
  guarantee?: InputMaybe<Scalars['Boolean']['input']>;
};

export type CertificationDocument = {
  __typename?: 'CertificationDocument';
  created: Scalars['DateTime']['output'];
  documentId: Scalars['Int']['output'];
  mediaType: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** One certificate an income needs (the latest three payslips are slots 1–3 of one certificationTypeId). */
export type CertificationSlot = {
  __typename?: 'CertificationSlot';
  approved: Scalars['Boolean']['output'];
  certificationTypeId: Scalars['Int']['output'];
  documents: Array<CertificationDocument>;
  missing: Scalars['Boolean']['output'];
  missingReason?: Maybe<Scalars['String']['output']>;
  /** Files are waiting for a case handler (uploaded or under review). */
  notChecked: Scalars['Boolean']['output'];
  rejected: Scalars['Boolean']['output'];
  rejectedReason?: Maybe<Scalars['String']['output']>;
  required: Scalars['Boolean']['output'];
  slot: Scalars['Int']['output'];
  title: Scalars['String']['output'];
};

export type CoApplicant = {
  __typename?: 'CoApplicant';
  applicantId?: Maybe<Scalars['Int']['output']>;
  applicantName?: Maybe<Scalars['String']['output']>;
  coApplicantFound: Scalars['Boolean']['output'];
  /** True when the logged-in applicant is the head (main applicant) of the pair. */
  isHead: Scalars['Boolean']['output'];
};

export type CoApplicantRequest = {
  __typename?: 'CoApplicantRequest';
  /** The other person's applicant id: for a received request, the one to accept or reject. */
  applicantId?: Maybe<Scalars['Int']['output']>;
  applicantName?: Maybe<Scalars['String']['output']>;
  coApplicantRequestFound: Scalars['Boolean']['output'];
};

export type CoApplicantRequestResult = Result & {
  __typename?: 'CoApplicantRequestResult';
  /** A request someone sent to the logged-in applicant. */
  coApplicantRequest?: Maybe<CoApplicantRequest>;
  error: Scalars['Boolean']['output'];
  errorText?: Maybe<Scalars['String']['output']>;
  /** The logged-in applicant's own unanswered request. */
  sentRequest?: Maybe<CoApplicantRequest>;
  validationErrors: Array<ValidationError>;
};

export type CoApplicantResult = Result & {
  __typename?: 'CoApplicantResult';
  coApplicant?: Maybe<CoApplicant>;
  error: Scalars['Boolean']['output'];
  errorText?: Maybe<Scalars['String']['output']>;
  validationErrors: Array<ValidationError>;
};

export type CompleteOrderResult = Result & {
  __typename?: 'CompleteOrderResult';
  error: Scalars['Boolean']['output'];
  errorText?: Maybe<Scalars['String']['output']>;
  isCoApplicantUpgrade: Scalars['Boolean']['output'];
  /** The order as it now stands (null for payment-link callers, who are not logged in). */
  order?: Maybe<Order>;
  validationErrors: Array<ValidationError>;
};

export type Criterion = {
  __typename?: 'Criterion';
  incomeCalculation?: Maybe<IncomeCalculation>;
  status: CriterionStatus;
  text: Scalars['String']['output'];
  textInternal?: Maybe<Scalars['String']['output']>;
  textLong?: Maybe<Scalars['String']['output']>;
};

export type CriterionStatus =
  | 'MET'
  | 'NOT_CHECKED'
  | 'NOT_MET';

export type Debt = {
  __typename?: 'Debt';
  debt?: Maybe<Scalars['Float']['output']>;
  debtRestructering: Scalars['Boolean']['output'];
  debtUpdated: Scalars['DateTime']['output'];
  /** Has debts at the Enforcement Authority; debt is the balance. */
  hasDebt: Scalars['Boolean']['output'];
  /** Has payment remarks; paymentCount says how many. */
  hasPaymentRemarks: Scalars['Boolean']['output'];
  paymentCount?: Maybe<Scalars['Int']['output']>;
  /** Enforcement attempts in the last three years. */
  seizure: Scalars['Boolean']['output'];
  update: Scalars['Boolean']['output'];
};

export type DebtInput = {
  debt?: InputMaybe<Scalars['String']['input']>;
  debtRestructering?: InputMaybe<Scalars['Boolean']['input']>;
  hasDebt?: InputMaybe<Scalars['Boolean']['input']>;
  hasPaymentRemarks?: InputMaybe<Scalars['Boolean']['input']>;
  paymentCount?: InputMaybe<Scalars['String']['input']>;
  seizure?: InputMaybe<Scalars['Boolean']['input']>;
};

export type DigitalShowingAccess = {
  __typename?: 'DigitalShowingAccess';
  access: Scalars['Boolean']['output'];
  images: Array<RentalObjectImage>;
  /** Why not, in Swedish; null when access is given. */
  reason?: Maybe<Scalars['String']['output']>;
  /** The viewing content, only with access. */
  showingText?: Maybe<Scalars['String']['output']>;
};

export type DigitalShowingAccessResult = Result & {
  __typename?: 'DigitalShowingAccessResult';
  digitalShowingAccess?: Maybe<DigitalShowingAccess>;
  error: Scalars['Boolean']['output'];
  errorText?: Maybe<Scalars['String']['output']>;
  validationErrors: Array<ValidationError>;
};

export type District = {
  __typename?: 'District';
  districtId: Scalars['Int']['output'];
  /** 'Gränby, Uppsala norr': how the filter labels it. */
  label: Scalars['String']['output'];
  /** The district's centre, for the map. */
  latitude: Scalars['Float']['output'];
  longitude: Scalars['Float']['output'];
  name: Scalars['String']['output'];
  region: Region;
};

/** A file the applicant uploaded. */
export type Document = {
  __typename?: 'Document';
  archived: Scalars['Boolean']['output'];
  /** When it was attached. */
  created: Scalars['DateTime']['output'];
  description?: Maybe<Scalars['String']['output']>;
  /** The case handler's reason, while the document stands rejected. */
  disapprovalReason?: Maybe<Scalars['String']['output']>;
  documentId: Scalars['Int']['output'];
  documentStatus: DocumentStatus;
  documentType: DocumentType;
  /** The media type decided from the file's content. */
  mediaType: Scalars['String']['output'];
  /** The file's name as it was uploaded. */
  name: Scalars['String']['output'];
  /** The municipality of an economic-support decision. */
  regionId?: Maybe<Scalars['Int']['output']>;
  regionName?: Maybe<Scalars['String']['output']>;
};

/** RECEIVED: waiting for a case handler's review. */
export type DocumentStatus =
  | 'APPROVED'
  | 'RECEIVED'
  | 'REJECTED';

export type DocumentType =
  | 'ECONOMIC_SUPPORT'
  | 'IDENTIFICATION'
  | 'OTHER'
  | 'STUDY_CERTIFICATE';

export type DocumentsResult = Result & {
  __typename?: 'DocumentsResult';
  documents: Array<Document>;
  error: Scalars['Boolean']['output'];
  errorText?: Maybe<Scalars['String']['output']>;
  validationErrors: Array<ValidationError>;
};

export type EstimatedQueuePlace = {
  __typename?: 'EstimatedQueuePlace';
  /** The applicant's place among those interested, by queue date, as if they applied now when they have not; null when no place can be calculated (first-come objects, no queue date of one's own). */
  estimatedQueuePlace?: Maybe<Scalars['Int']['output']>;
  hasApplication: Scalars['Boolean']['output'];
  /** What the place is counted from, as one line ('din kötid började 2021-03-04'); null with no place. */
  queuePlaceReason?: Maybe<Scalars['String']['output']>;
  totalApplications: Scalars['Int']['output'];
};

export type EstimatedQueuePlaceResult = Result & {
  __typename?: 'EstimatedQueuePlaceResult';
  error: Scalars['Boolean']['output'];
  errorText?: Maybe<Scalars['String']['output']>;
  estimatedQueuePlace?: Maybe<EstimatedQueuePlace>;
  validationErrors: Array<ValidationError>;
};

export type FilterStep = {
  __typename?: 'FilterStep';
  /** '5 000 kr', '75 m²', '3 rum' */
  label: Scalars['String']['output'];
  value: Scalars['Int']['output'];
};

export type HasActiveAutopayAgreementResult = Result & {
  __typename?: 'HasActiveAutopayAgreementResult';
  error: Scalars['Boolean']['output'];
  errorText?: Maybe<Scalars['String']['output']>;
  hasActiveAutopayAgreement: Scalars['Boolean']['output'];
  validationErrors: Array<ValidationError>;
};

/** The housing situation. The landlord's name and contact are null for an owner (currentOwnershipTypeId NONE). */
export type Housing = {
  __typename?: 'Housing';
  adults: Scalars['Int']['output'];
  children: Scalars['Int']['output'];
  /** The landlord type: MUNICIPAL, PRIVATE, COOPERATIVE, PRIVATE_PERSON or NONE (the applicant owns the home). */
  currentOwnershipTypeId: Scalars['String']['output'];
  /** VILLA, RADHUS, PARHUS, KEDJEHUS or LAGENHET. */
  currentTypeId: Scalars['String']['output'];
  /** Not asked: always null. */
  generalContact?: Maybe<Scalars['String']['output']>;
  generalEmail?: Maybe<Scalars['String']['output']>;
  generalPhone?: Maybe<Scalars['String']['output']>;
  housingDescription: Scalars['String']['output'];
  housingUpdated: Scalars['DateTime']['output'];
  /** How to reach the landlord: the phone, else the e-mail. */
  landlordContact?: Maybe<Scalars['String']['output']>;
  landlordEmail?: Maybe<Scalars['String']['output']>;
  /** One of the agency's landlords; not asked (the landlord is named in landlordOther): always null. */
  landlordId?: Maybe<Scalars['Int']['output']>;
  /** The landlord's name. */
  landlordOther?: Maybe<Scalars['String']['output']>;
  /** The landlord's phone (the same as landlordPhone). */
  landlordOtherPhone?: Maybe<Scalars['String']['output']>;
  landlordPhone?: Maybe<Scalars['String']['output']>;
  /** The first day of the move-in month. */
  moveInDate: Scalars['Date']['output'];
  /** Not asked: always null. */
  subCurrentTypeId?: Maybe<Scalars['String']['output']>;
  update: Scalars['Boolean']['output'];
};

export type HousingInput = {
  adults?: InputMaybe<Scalars['String']['input']>;
  children?: InputMaybe<Scalars['String']['input']>;
  currentOwnershipTypeId?: InputMaybe<Scalars['String']['input']>;
  currentTypeId?: InputMaybe<Scalars['String']['input']>;
  housingDescription?: InputMaybe<Scalars['String']['input']>;
  landlordEmail?: InputMaybe<Scalars['String']['input']>;
  landlordOther?: InputMaybe<Scalars['String']['input']>;
  landlordPhone?: InputMaybe<Scalars['String']['input']>;
  /** The move-in month, YYYY-MM. */
  moveInDate?: InputMaybe<Scalars['String']['input']>;
};

export type HousingResult = Result & {
  __typename?: 'HousingResult';
  error: Scalars['Boolean']['output'];
  errorText?: Maybe<Scalars['String']['output']>;
  housing?: Maybe<Housing>;
  validationErrors: Array<ValidationError>;
};

export type Income = {
  __typename?: 'Income';
  applicantIncomeId: Scalars['Int']['output'];
  created: Scalars['DateTime']['output'];
  /** Kronor a month after tax. */
  incomeMonthly: Scalars['Float']['output'];
  /** '25 000 kr/mån' */
  incomeMonthlyFormated: Scalars['String']['output'];
  incomeName?: Maybe<Scalars['String']['output']>;
  incomeType?: Maybe<IncomeType>;
  incomeTypeId: Scalars['Int']['output'];
  updated: Scalars['DateTime']['output'];
  /** When a temporary employment ends. */
  validTo?: Maybe<Scalars['Date']['output']>;
};

export type IncomeCalculation = {
  __typename?: 'IncomeCalculation';
  multiple: Scalars['Float']['output'];
  persons: Array<PersonIncome>;
  pooled: Scalars['Boolean']['output'];
  /** Whether and why a confirmed co-applicant's incomes are pooled; null when alone. */
  poolingNote?: Maybe<Scalars['String']['output']>;
  /** Kronor per month: N × the rent. */
  required: Scalars['Float']['output'];
  /** Kronor per month that count toward the requirement. */
  total: Scalars['Float']['output'];
};

export type IncomeCategoriesResult = Result & {
  __typename?: 'IncomeCategoriesResult';
  error: Scalars['Boolean']['output'];
  errorText?: Maybe<Scalars['String']['output']>;
  incomeCategories: Array<IncomeCategory>;
  validationErrors: Array<ValidationError>;
};

export type IncomeCategory = {
  __typename?: 'IncomeCategory';
  incomeCategoryId: Scalars['Int']['output'];
  incomeTypes: Array<IncomeType>;
  name: Scalars['String']['output'];
};

export type IncomeCertification = {
  __typename?: 'IncomeCertification';
  applicantIncomeId: Scalars['Int']['output'];
  /** Every required slot is approved. */
  approved: Scalars['Boolean']['output'];
  incomeTypeId: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  slots: Array<CertificationSlot>;
};

export type IncomeCertificationsResult = Result & {
  __typename?: 'IncomeCertificationsResult';
  error: Scalars['Boolean']['output'];
  errorText?: Maybe<Scalars['String']['output']>;
  incomeCertifications: Array<IncomeCertification>;
  validationErrors: Array<ValidationError>;
};

export type IncomeInput = {
  /** Given when updating. */
  applicantIncomeId?: InputMaybe<Scalars['Int']['input']>;
  /** As typed ('25 000'). */
  incomeMonthly?: InputMaybe<Scalars['String']['input']>;
  incomeName?: InputMaybe<Scalars['String']['input']>;
  incomeTypeId?: InputMaybe<Scalars['Int']['input']>;
  /** YYYY-MM-DD, for types that require an end date. */
  validTo?: InputMaybe<Scalars['String']['input']>;
};

export type IncomeLine = {
  __typename?: 'IncomeLine';
  /** Counts toward the requirement. */
  accepted: Scalars['Boolean']['output'];
  /** Whether and why it counts. */
  note: Scalars['String']['output'];
  text: Scalars['String']['output'];
  /** Kronor per month. */
  total: Scalars['Float']['output'];
  /** Verified by the bank (the person's linked accounts), not declared. */
  verified: Scalars['Boolean']['output'];
};

export type IncomeResult = Result & {
  __typename?: 'IncomeResult';
  error: Scalars['Boolean']['output'];
  errorText?: Maybe<Scalars['String']['output']>;
  income?: Maybe<Income>;
  validationErrors: Array<ValidationError>;
};

export type IncomeType = {
  __typename?: 'IncomeType';
  contentCode: Scalars['String']['output'];
  description: Scalars['String']['output'];
  /** No longer offered for new incomes. */
  disabled: Scalars['Boolean']['output'];
  incomeTypeId: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** The end date (validTo) must be given. */
  requiresValidTo: Scalars['Boolean']['output'];
  /** The label of the income's name field; null when the type asks for no name. */
  title?: Maybe<Scalars['String']['output']>;
  titleDescription?: Maybe<Scalars['String']['output']>;
  titlePlaceholder?: Maybe<Scalars['String']['output']>;
};

export type IncomesResult = Result & {
  __typename?: 'IncomesResult';
  error: Scalars['Boolean']['output'];
  errorText?: Maybe<Scalars['String']['output']>;
  incomes: Array<Income>;
  validationErrors: Array<ValidationError>;
};

/** Attention indicators (spec 000 §3): header is on when any flag is. */
export type Indicators = {
  __typename?: 'Indicators';
  answerDecision: Scalars['Boolean']['output'];
  hasAgencyFee: Scalars['Boolean']['output'];
  hasCoApplicantRequest: Scalars['Boolean']['output'];
  hasQueueFee: Scalars['Boolean']['output'];
  hasRejectedIdDocument: Scalars['Boolean']['output'];
  header: Scalars['Boolean']['output'];
  needToUpdateCapital: Scalars['Boolean']['output'];
  needToUpdateDebt: Scalars['Boolean']['output'];
  needToUpdateHousing: Scalars['Boolean']['output'];
  needToUpdateStudent: Scalars['Boolean']['output'];
  needToUpdateStudentCertification: Scalars['Boolean']['output'];
  needToUpdateSubscription: Scalars['Boolean']['output'];
  needToUpdateSupportDocument: Scalars['Boolean']['output'];
  rejectedIdDocumentReason?: Maybe<Scalars['String']['output']>;
  showingDecision: Scalars['Boolean']['output'];
};

export type IndicatorsResult = Result & {
  __typename?: 'IndicatorsResult';
  error: Scalars['Boolean']['output'];
  errorText?: Maybe<Scalars['String']['output']>;
  indicators?: Maybe<Indicators>;
  validationErrors: Array<ValidationError>;
};

export type Information = {
  __typename?: 'Information';
  capital?: Maybe<Capital>;
  debt?: Maybe<Debt>;
  housing?: Maybe<Housing>;
  misc?: Maybe<Misc>;
  reducedIncome?: Maybe<ReducedIncome>;
  student?: Maybe<Student>;
};

/** Exactly one questionnaire a save. */
export type InformationInput = {
  capital?: InputMaybe<CapitalInput>;
  debt?: InputMaybe<DebtInput>;
  housing?: InputMaybe<HousingInput>;
  misc?: InputMaybe<MiscInput>;
  reducedIncome?: InputMaybe<ReducedIncomeInput>;
  student?: InputMaybe<StudentInput>;
};

export type InformationResult = Result & {
  __typename?: 'InformationResult';
  error: Scalars['Boolean']['output'];
  errorText?: Maybe<Scalars['String']['output']>;
  information?: Maybe<Information>;
  validationErrors: Array<ValidationError>;
};

/** The answer to a showing invitation or an offer (spec 001 §3). An offer takes YES or NO. */
export type InterestAnswer =
  | 'NO'
  | 'NO_BUT_STILL_INTERESTED'
  | 'YES';

export type Landlord = {
  __typename?: 'Landlord';
  landlordId: Scalars['Int']['output'];
  /** An image id for /mypages/api/images/{imageId}. */
  logoImageId?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
};

export type MaintenanceMessage = {
  __typename?: 'MaintenanceMessage';
  maintenanceMessageId: Scalars['Int']['output'];
  message: Scalars['String']['output'];
  start: Scalars['DateTime']['output'];
  stop: Scalars['DateTime']['output'];
};

export type MaintenanceMessageResult = Result & {
  __typename?: 'MaintenanceMessageResult';
  error: Scalars['Boolean']['output'];
  errorText?: Maybe<Scalars['String']['output']>;
  /** The message in force now or the next one planned; null when there is none. */
  maintenanceMessage?: Maybe<MaintenanceMessage>;
  validationErrors: Array<ValidationError>;
};

/** Social support. */
export type Misc = {
  __typename?: 'Misc';
  miscUpdated: Scalars['DateTime']['output'];
  /** The municipality paying the support (a region of getRegionsAndDistricts). */
  regionId?: Maybe<Scalars['Int']['output']>;
  support: Scalars['Boolean']['output'];
  /** The newest economic-support decision (getEconomicSupportDocument). */
  supportDocumentId?: Maybe<Scalars['Int']['output']>;
  update: Scalars['Boolean']['output'];
};

export type MiscInput = {
  regionId?: InputMaybe<Scalars['Int']['input']>;
  support?: InputMaybe<Scalars['Boolean']['input']>;
};

export type MissingCertificationInput = {
  applicantIncomeId: Scalars['Int']['input'];
  certificationTypeId: Scalars['Int']['input'];
  /** false undoes the mark; true or left out marks the certificate missing. */
  missing?: InputMaybe<Scalars['Boolean']['input']>;
  /** Why the certificate is missing (required when marking). */
  missingReason?: InputMaybe<Scalars['String']['input']>;
  slot: Scalars['Int']['input'];
};

/** A month's incomes by category, kronor; internal transfers and money out are not in it. */
export type MonthIncomeSummary = {
  __typename?: 'MonthIncomeSummary';
  otherIncome: Scalars['Float']['output'];
  pension: Scalars['Float']['output'];
  salary: Scalars['Float']['output'];
  socialInsurance: Scalars['Float']['output'];
  studentAid: Scalars['Float']['output'];
  /** Every income of the month. */
  total: Scalars['Float']['output'];
  /** What a landlord may count: salary, student aid, pension and social insurance. */
  verifiable: Scalars['Float']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Accepts the request sent by coApplicantId (the requester's applicant id). */
  acceptCoApplicant: MutationResult;
  /** Invites a co-applicant by 12-digit personnummer or e-mail; the invited person must accept. */
  addCoApplicant: MutationResult;
  addIncome: IncomeResult;
  /** Cancels an unpaid queue-fee order (the co-applicant upgrade order): errorText carries the message either way. */
  cancelQueueFeeOrder: MutationResult;
  /** Completes an order after the payment page: verified with the provider, paid exactly once. */
  completeOrder: CompleteOrderResult;
  /** Checks everything validateApplication checks again; sent twice, one registration. */
  createApplication: ApplicationResult;
  /** Sends the applicant to register a card for autopay; redirectUrl and cancelUrl are app paths. */
  createAutopayAgreement: AutopayAgreementResult;
  /** A co-applicant's order to become a paying applicant; orderId 0 with errorText when refused. */
  createUpgradeCoApplicantOrder: UpgradeOrderResult;
  deleteApplication: MutationResult;
  deleteAutopayAgreement: MutationResult;
  /** Deletes one certificate file; an approved certificate stays. */
  deleteCertification: MutationResult;
  /** Ends the pair, or withdraws one's own pending request. */
  deleteCoApplicant: MutationResult;
  /** Deletes one of the applicant's own documents with its file; an approved document stays. */
  deleteDocument: MutationResult;
  deleteIncome: MutationResult;
  /** Deletes a connection with its accounts, transactions and monthly incomes at once. */
  deleteOpenBankingData: MutationResult;
  deleteSubscription: MutationResult;
  missingCertification: MutationResult;
  newsletterSubscribe: NewsletterResult;
  newsletterUnsubscribe: NewsletterResult;
  /** Starts a card payment of one's own unpaid order. redirectUrl and cancelUrl are app paths (e.g. /payment/completed). */
  payOrder: PaymentRedirectResult;
  rejectCoApplicant: MutationResult;
  /** Active for six months from now. */
  renewSubscription: RenewSubscriptionResult;
  /** Sets a new password with the token from the link; every session of the account ends. */
  resetPassword: MutationResult;
  /** Accepting cancels the applicant's other registrations in the same transaction. */
  saveAnswer: ApplicationResult;
  /** Stores the agreement after the card page; agreementRef is the paymentReference from createAutopayAgreement. */
  saveAutopayAgreement: MutationResult;
  saveShowing: ApplicationResult;
  /** Creates (no subscriptionId) or changes one's own saved search; at most five. */
  saveSubscription: SaveSubscriptionResult;
  /** Sends a single-use reset link when the account exists; the reply is the same either way. */
  sendResetPassword: MutationResult;
  /** How the applicant pays: creditcard, email, mail or swish (applies to unpaid queue-fee orders too). */
  setPaymentMethod: MutationResult;
  /** Leaves the queue for good: the account closes, queue time ends and every session ends. */
  unregisterApplicant: MutationResult;
  /** Names ≤ 200, e-mail (repeated when emailRepeat is given), secondary e-mail not the same, valid mobile. */
  updateApplicantBasicInformation: ApplicantResult;
  /** The postal address (spec 000 §5: street, postal code ≤ 100, city and country required). */
  updateApplicantContact: ApplicantResult;
  updateApplicantDoNotWantPhysicalMail: ApplicantResult;
  /** Requires the current password; the account's other sessions end. */
  updateApplicantPassword: MutationResult;
  updateApplicantStudent: InformationResult;
  updateHousing: HousingResult;
  updateIncome: IncomeResult;
  /** Saves one questionnaire; answers with every questionnaire as saved. */
  updateInformation: InformationResult;
  updateTenantReference: TenantReferenceResult;
};


export type MutationAcceptCoApplicantArgs = {
  coApplicantId: Scalars['Int']['input'];
};


export type MutationAddCoApplicantArgs = {
  pnrOrEmail: Scalars['String']['input'];
};


export type MutationAddIncomeArgs = {
  income: IncomeInput;
};


export type MutationCancelQueueFeeOrderArgs = {
  orderId: Scalars['Int']['input'];
};


export type MutationCompleteOrderArgs = {
  calledFromPaymentLink?: InputMaybe<Scalars['Boolean']['input']>;
  orderId: Scalars['Int']['input'];
  paymentId: Scalars['String']['input'];
};


export type MutationCreateApplicationArgs = {
  application: ApplicationInput;
};


export type MutationCreateAutopayAgreementArgs = {
  cancelUrl: Scalars['String']['input'];
  redirectUrl: Scalars['String']['input'];
  userAgent?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeleteApplicationArgs = {
  rentalObjectId: Scalars['String']['input'];
};


export type MutationDeleteCertificationArgs = {
  documentId: Scalars['Int']['input'];
};


export type MutationDeleteDocumentArgs = {
  documentId: Scalars['Int']['input'];
};


export type MutationDeleteIncomeArgs = {
  applicantIncomeId: Scalars['Int']['input'];
};


export type MutationDeleteOpenBankingDataArgs = {
  dataId: Scalars['Int']['input'];
};


export type MutationDeleteSubscriptionArgs = {
  subscriptionId: Scalars['Int']['input'];
};


export type MutationMissingCertificationArgs = {
  certification: MissingCertificationInput;
};


export type MutationNewsletterSubscribeArgs = {
  email: Scalars['String']['input'];
  list_id: Scalars['String']['input'];
};


export type MutationNewsletterUnsubscribeArgs = {
  email: Scalars['String']['input'];
  list_id: Scalars['String']['input'];
};


export type MutationPayOrderArgs = {
  cancelUrl: Scalars['String']['input'];
  directPaymentUseAutoPay?: InputMaybe<Scalars['Boolean']['input']>;
  orderId: Scalars['Int']['input'];
  paymentMethodId?: InputMaybe<Scalars['Int']['input']>;
  redirectUrl: Scalars['String']['input'];
  userAgent?: InputMaybe<Scalars['String']['input']>;
};


export type MutationRejectCoApplicantArgs = {
  coApplicantId: Scalars['Int']['input'];
};


export type MutationRenewSubscriptionArgs = {
  subscriptionId: Scalars['Int']['input'];
};


export type MutationResetPasswordArgs = {
  user: ResetPasswordUserInput;
};


export type MutationSaveAnswerArgs = {
  answer: AnswerInput;
};


export type MutationSaveAutopayAgreementArgs = {
  agreementRef: Scalars['String']['input'];
  applicantId?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationSaveShowingArgs = {
  showing: ShowingInput;
};


export type MutationSaveSubscriptionArgs = {
  subscription: SubscriptionInput;
};


export type MutationSendResetPasswordArgs = {
  user: SendResetPasswordUserInput;
};


export type MutationSetPaymentMethodArgs = {
  paymentType: Scalars['String']['input'];
};


export type MutationUnregisterApplicantArgs = {
  applicant: UnregisterApplicantInput;
};


export type MutationUpdateApplicantBasicInformationArgs = {
  email: Scalars['String']['input'];
  emailRepeat?: InputMaybe<Scalars['String']['input']>;
  emailSecondary?: InputMaybe<Scalars['String']['input']>;
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  mobile: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateApplicantContactArgs = {
  contact: ApplicantContactInput;
};


export type MutationUpdateApplicantDoNotWantPhysicalMailArgs = {
  doNotWantPhysicalMail: Scalars['Boolean']['input'];
};


export type MutationUpdateApplicantPasswordArgs = {
  password: ApplicantPasswordInput;
};


export type MutationUpdateApplicantStudentArgs = {
  student: StudentInput;
};


export type MutationUpdateHousingArgs = {
  housing: HousingInput;
};


export type MutationUpdateIncomeArgs = {
  income: IncomeInput;
};


export type MutationUpdateInformationArgs = {
  information: InformationInput;
};


export type MutationUpdateTenantReferenceArgs = {
  tenantReference: TenantReferenceInput;
};

/** A result with nothing but the envelope. */
export type MutationResult = Result & {
  __typename?: 'MutationResult';
  error: Scalars['Boolean']['output'];
  errorText?: Maybe<Scalars['String']['output']>;
  validationErrors: Array<ValidationError>;
};

export type NewsletterResult = Result & {
  __typename?: 'NewsletterResult';
  error: Scalars['Boolean']['output'];
  errorText?: Maybe<Scalars['String']['output']>;
  success: Scalars['Boolean']['output'];
  validationErrors: Array<ValidationError>;
};

export type NewsletterSubscriberResult = Result & {
  __typename?: 'NewsletterSubscriberResult';
  error: Scalars['Boolean']['output'];
  errorText?: Maybe<Scalars['String']['output']>;
  isSubscriber?: Maybe<Scalars['Boolean']['output']>;
  validationErrors: Array<ValidationError>;
};

export type OpenBankingAccount = {
  __typename?: 'OpenBankingAccount';
  /** Only the last digits, e.g. '•••• 7891'. */
  accountNumber: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** CHECKING, SAVINGS, CREDIT_CARD … */
  type: Scalars['String']['output'];
};

export type OpenBankingAgreementResult = Result & {
  __typename?: 'OpenBankingAgreementResult';
  error: Scalars['Boolean']['output'];
  errorText?: Maybe<Scalars['String']['output']>;
  /** Why a FAILED case failed (USER_CANCELLED, TEMPORARY_ERROR …). */
  failureReason?: Maybe<Scalars['String']['output']>;
  /** The case's connection is fetched and its consent valid. */
  hasActiveOpenBankingAgreement: Scalars['Boolean']['output'];
  /** The case's connection's status; null while the bank flow has not come back (or the case is not the applicant's). */
  status?: Maybe<OpenBankingStatus>;
  validationErrors: Array<ValidationError>;
};

/** One linked account of a connection, as the connections list shows it. */
export type OpenBankingConnection = {
  __typename?: 'OpenBankingConnection';
  /** The account's name and masked number, e.g. 'Lönekonto •••• 7891'. */
  account: Scalars['String']['output'];
  bank: Scalars['String']['output'];
  /** When the consent was given. */
  connected: Scalars['DateTime']['output'];
  /** Days until consentExpires (0 on it, negative after). */
  consentDaysLeft: Scalars['Int']['output'];
  /** The consent's expiry day. */
  consentExpires: Scalars['Date']['output'];
  /** The connection (deleteOpenBankingData's dataId). */
  dataId: Scalars['Int']['output'];
  lastFetch?: Maybe<Scalars['DateTime']['output']>;
  status: OpenBankingStatus;
};

/** One connection (one consent at one bank) with its accounts. */
export type OpenBankingData = {
  __typename?: 'OpenBankingData';
  accounts: Array<OpenBankingAccount>;
  bankName: Scalars['String']['output'];
  connected: Scalars['DateTime']['output'];
  consentExpires: Scalars['Date']['output'];
  dataId: Scalars['Int']['output'];
  lastFetch?: Maybe<Scalars['DateTime']['output']>;
  /** The bank's provider id at the aggregator (e.g. se-nordea-ob): the bank a renewal connects again. */
  providerId: Scalars['String']['output'];
  status: OpenBankingStatus;
};

export type OpenBankingObjectOutputResult = Result & {
  __typename?: 'OpenBankingObjectOutputResult';
  connections: Array<OpenBankingConnection>;
  data: Array<OpenBankingData>;
  error: Scalars['Boolean']['output'];
  errorText?: Maybe<Scalars['String']['output']>;
  /** The transactions of every linked account, grouped by year and month, newest month first. */
  transactions: Array<OpenBankingTransactionMonth>;
  validationErrors: Array<ValidationError>;
  /** Kronor a month: the median of the last 3 full months' verifiable incomes of the connections whose consent is valid; null when they do not reach back that far. */
  verifiedMonthlyIncome?: Maybe<Scalars['Float']['output']>;
};

/** A bank the applicant can connect (the aggregator's provider). */
export type OpenBankingProvider = {
  __typename?: 'OpenBankingProvider';
  displayName: Scalars['String']['output'];
  group: Scalars['String']['output'];
  /** The bank's icon's address. */
  icon: Scalars['String']['output'];
  /** The provider's id, e.g. se-nordea-ob (getOpenBankingProvidersLink's providerIds). */
  id: Scalars['String']['output'];
};

export type OpenBankingProvidersLinkResult = Result & {
  __typename?: 'OpenBankingProvidersLinkResult';
  /** The case id the return page will be given (and polls with). */
  caseId?: Maybe<Scalars['String']['output']>;
  error: Scalars['Boolean']['output'];
  errorText?: Maybe<Scalars['String']['output']>;
  /** The Tink Link address to open in a new window; null on failure. */
  link?: Maybe<Scalars['String']['output']>;
  validationErrors: Array<ValidationError>;
};

export type OpenBankingProvidersResult = Result & {
  __typename?: 'OpenBankingProvidersResult';
  error: Scalars['Boolean']['output'];
  errorText?: Maybe<Scalars['String']['output']>;
  providers: Array<OpenBankingProvider>;
  validationErrors: Array<ValidationError>;
};

/** FETCHING: consent given, data being fetched; ACTIVE: fetched, counts until the consent expires; FAILED; EXPIRED. */
export type OpenBankingStatus =
  | 'ACTIVE'
  | 'EXPIRED'
  | 'FAILED'
  | 'FETCHING';

/** TransactionCategory: SALARY, STUDENT_AID, PENSION, SOCIAL_INSURANCE, OTHER_INCOME, RENT, GROCERIES, OTHER_EXPENSE, INTERNAL_TRANSFER. */
export type OpenBankingTransaction = {
  __typename?: 'OpenBankingTransaction';
  /** Kronor; negative is money out. */
  amount: Scalars['Float']['output'];
  category: Scalars['String']['output'];
  description: Scalars['String']['output'];
  /** A transfer between the applicant's own accounts: neither income nor expense. */
  internalTransfer: Scalars['Boolean']['output'];
  /** The booked day. */
  transactionAt: Scalars['Date']['output'];
};

export type OpenBankingTransactionMonth = {
  __typename?: 'OpenBankingTransactionMonth';
  month: Scalars['Int']['output'];
  monthIncomeSummary: MonthIncomeSummary;
  /** Newest first. */
  transactions: Array<OpenBankingTransaction>;
  year: Scalars['Int']['output'];
};

/** An order (spec 000 §3). Amounts in kronor; *Formated are sv-SE texts ('305 kr', dates 2026-11-22). */
export type Order = {
  __typename?: 'Order';
  amount: Scalars['Float']['output'];
  amountFormated: Scalars['String']['output'];
  bankgiroNumber: Scalars['String']['output'];
  canChangePaymentMethod: Scalars['Boolean']['output'];
  description: Scalars['String']['output'];
  dueDate: Scalars['Date']['output'];
  dueDateFormated: Scalars['String']['output'];
  feeEndDate?: Maybe<Scalars['Date']['output']>;
  feeEndDateFormated?: Maybe<Scalars['String']['output']>;
  feeStartDate?: Maybe<Scalars['Date']['output']>;
  feeStartDateFormated?: Maybe<Scalars['String']['output']>;
  isAgencyFeeOrder: Scalars['Boolean']['output'];
  isCoApplicantUpgrade: Scalars['Boolean']['output'];
  isPaid: Scalars['Boolean']['output'];
  isQueueFeeOrder: Scalars['Boolean']['output'];
  lateAgencyFee: Scalars['Float']['output'];
  lateAgencyFeeFormated: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** The amount without VAT, and the VAT (25 %). */
  netAmount: Scalars['Float']['output'];
  netAmountFormated: Scalars['String']['output'];
  /** The OCR reference for paying by bankgiro. */
  ocr?: Maybe<Scalars['String']['output']>;
  orderId: Scalars['Int']['output'];
  orderStatus: Scalars['String']['output'];
  orderStatusId: Scalars['Int']['output'];
  paidDate?: Maybe<Scalars['Date']['output']>;
  paidDateFormated?: Maybe<Scalars['String']['output']>;
  /** creditcard, email, mail or swish */
  paymentMethod: Scalars['String']['output'];
  paymentMethodId: Scalars['Int']['output'];
  product: Scalars['String']['output'];
  productId: Scalars['Int']['output'];
  /** Amount plus late agency fee. */
  totalAmount: Scalars['Float']['output'];
  totalAmountFormated: Scalars['String']['output'];
  vatAmount: Scalars['Float']['output'];
  vatAmountFormated: Scalars['String']['output'];
};

export type OrdersResult = Result & {
  __typename?: 'OrdersResult';
  error: Scalars['Boolean']['output'];
  errorText?: Maybe<Scalars['String']['output']>;
  orders: Array<Order>;
  validationErrors: Array<ValidationError>;
};

export type PaymentRedirectResult = Result & {
  __typename?: 'PaymentRedirectResult';
  error: Scalars['Boolean']['output'];
  errorText?: Maybe<Scalars['String']['output']>;
  /** The provider's hosted payment page. */
  paymentRedirectUrl?: Maybe<Scalars['String']['output']>;
  validationErrors: Array<ValidationError>;
};

export type PersonIncome = {
  __typename?: 'PersonIncome';
  counted: Scalars['Boolean']['output'];
  lines: Array<IncomeLine>;
  name: Scalars['String']['output'];
  /** APPLICANT or CO_APPLICANT. */
  role: Scalars['String']['output'];
  /** Kronor per month: the accepted lines. */
  total: Scalars['Float']['output'];
};

/** A document the questionnaire asks for; null when none was uploaded. */
export type ProfileDocumentResult = Result & {
  __typename?: 'ProfileDocumentResult';
  document?: Maybe<Document>;
  error: Scalars['Boolean']['output'];
  errorText?: Maybe<Scalars['String']['output']>;
  validationErrors: Array<ValidationError>;
};

export type Query = {
  __typename?: 'Query';
  /** Polled by the return page with its case_id. */
  checkOpenBankingActiveAgreementOutputType: OpenBankingAgreementResult;
  getAgencyProfile: AgencyProfileResult;
  /** The logged-in applicant's own record. Requires a session. */
  getApplicant: ApplicantResult;
  getApplicantWarningsAndBlocksQuery: WarningsAndBlocksResult;
  /** Requires a session; a co-applicant account gets FORBIDDEN. */
  getApplications: ApplicationsResult;
  getCoApplicant: CoApplicantResult;
  getCoApplicantRequest: CoApplicantRequestResult;
  /** Requires a session; the server decides (docs/decisions.md). */
  getDigitalShowingAccess: DigitalShowingAccessResult;
  /** The applicant's own documents, newest first (archived ones included). Requires a session. */
  getDocuments: DocumentsResult;
  getEconomicSupportDocument: ProfileDocumentResult;
  /** Requires a session. */
  getEstimatedQueuePlace: EstimatedQueuePlaceResult;
  /** applicantId, when given, must be the logged-in applicant's own. */
  getHasActiveAutopayAgreement: HasActiveAutopayAgreementResult;
  /** The housing situation (the confirm-interest modal reads adults and children). */
  getHousing: HousingResult;
  getIncome: IncomeResult;
  getIncomeCategories: IncomeCategoriesResult;
  getIncomeCertifications: IncomeCertificationsResult;
  /** The applicant's own incomes. Requires a session. */
  getIncomes: IncomesResult;
  getIndicators: IndicatorsResult;
  /** Every questionnaire's saved answers. Requires a session. */
  getInformation: InformationResult;
  /** Whether one of the applicant's own e-mail addresses is on the list. */
  getIsNewsletterSubscriber: NewsletterSubscriberResult;
  getMaintenanceMessage: MaintenanceMessageResult;
  /** The applicant's own connections, accounts and transactions by month. */
  getOpenBankingObjectOutput: OpenBankingObjectOutputResult;
  /** The banks to choose from. Requires a session. */
  getOpenBankingProviders: OpenBankingProvidersResult;
  /** The Tink Link address for the chosen bank (the first of providerIds; none: the bank picker). */
  getOpenBankingProvidersLink: OpenBankingProvidersLinkResult;
  /** The applicant's own orders, newest due date first. */
  getOrders: OrdersResult;
  getQueueTimes: QueueTimesResult;
  getRegionsAndDistricts: RegionsAndDistrictsResult;
  /** A published object (public); error with errorText when it does not exist or is not published. */
  getRentalObject: RentalObjectResult;
  /** Every published home that matches, as map points (public). */
  getRentalObjectPoints: RentalObjectPointsResult;
  /** Published vacant homes (public), one page: filtered, sorted and paged in the database. sort is a key of src/rules/listings.ts SORT_OPTIONS (default startDate, newest first); skip defaults to 0, take to 20 and may be at most 100 (more is refused with a validation error). */
  getRentalObjectsAvailable: RentalObjectsResult;
  getStatus: StatusResult;
  getStudentCertificationDocument: ProfileDocumentResult;
  getStudyLocations: StudyLocationsResult;
  getSubscriptionFilter: SubscriptionFilterResult;
  /** The applicant's own saved searches, oldest first. Requires a session. */
  getSubscriptions: SubscriptionsResult;
  getTenantReference: TenantReferenceResult;
  recurrenceVerificationInfo: RecurrenceVerificationResult;
  /** Requires a session. */
  validateApplication: ApplicationValidationResult;
};


export type QueryCheckOpenBankingActiveAgreementOutputTypeArgs = {
  caseId: Scalars['String']['input'];
};


export type QueryGetApplicationsArgs = {
  skip?: Scalars['Int']['input'];
  take?: Scalars['Int']['input'];
};


export type QueryGetDigitalShowingAccessArgs = {
  rentalObjectId: Scalars['String']['input'];
};


export type QueryGetEstimatedQueuePlaceArgs = {
  rentalObjectId: Scalars['String']['input'];
};


export type QueryGetHasActiveAutopayAgreementArgs = {
  applicantId?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGetIncomeArgs = {
  applicantIncomeId: Scalars['Int']['input'];
};


export type QueryGetIsNewsletterSubscriberArgs = {
  email: Scalars['String']['input'];
  list_id: Scalars['String']['input'];
};


export type QueryGetOpenBankingProvidersLinkArgs = {
  providerIds?: InputMaybe<Array<Scalars['String']['input']>>;
};


export type QueryGetRentalObjectArgs = {
  rentalObjectId: Scalars['String']['input'];
};


export type QueryGetRentalObjectPointsArgs = {
  filter?: InputMaybe<RentalObjectFilterInput>;
};


export type QueryGetRentalObjectsAvailableArgs = {
  filter?: InputMaybe<RentalObjectFilterInput>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryRecurrenceVerificationInfoArgs = {
  paymentReference: Scalars['String']['input'];
};


export type QueryValidateApplicationArgs = {
  rentalObjectId: Scalars['String']['input'];
};

export type QueueTime = {
  __typename?: 'QueueTime';
  name: Scalars['String']['output'];
  queueDate?: Maybe<Scalars['Date']['output']>;
  type: Scalars['String']['output'];
};

export type QueueTimesResult = Result & {
  __typename?: 'QueueTimesResult';
  error: Scalars['Boolean']['output'];
  errorText?: Maybe<Scalars['String']['output']>;
  queueTimes: Array<QueueTime>;
  validationErrors: Array<ValidationError>;
};

export type RecurrenceVerificationResult = Result & {
  __typename?: 'RecurrenceVerificationResult';
  error: Scalars['Boolean']['output'];
  errorText?: Maybe<Scalars['String']['output']>;
  hasVerification: Scalars['Boolean']['output'];
  validationErrors: Array<ValidationError>;
};

/** How the applicant meets a landlord's income requirement their income does not: capital, a deposit or a guarantor. */
export type ReducedIncome = {
  __typename?: 'ReducedIncome';
  /** The capital, when the choice is CAPITAL (at least six months of rent counts). */
  capitalTotal?: Maybe<Scalars['Float']['output']>;
  /** CAPITAL, DEPOSITION or GUARANTEE. */
  reducedIncomeRequirement: Scalars['String']['output'];
  reducedIncomeUpdated: Scalars['DateTime']['output'];
};

export type ReducedIncomeInput = {
  capitalTotal?: InputMaybe<Scalars['String']['input']>;
  reducedIncomeRequirement?: InputMaybe<Scalars['String']['input']>;
};

export type RefusalReason = {
  __typename?: 'RefusalReason';
  reason: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type Region = {
  __typename?: 'Region';
  name: Scalars['String']['output'];
  regionId: Scalars['Int']['output'];
};

export type RegionsAndDistrictsResult = Result & {
  __typename?: 'RegionsAndDistrictsResult';
  /** Sorted in Swedish order by district, then region. */
  districts: Array<District>;
  error: Scalars['Boolean']['output'];
  errorText?: Maybe<Scalars['String']['output']>;
  /** Sorted in Swedish order. */
  regions: Array<Region>;
  validationErrors: Array<ValidationError>;
};

export type RenewSubscriptionResult = Result & {
  __typename?: 'RenewSubscriptionResult';
  error: Scalars['Boolean']['output'];
  errorText?: Maybe<Scalars['String']['output']>;
  subscription?: Maybe<RentalObjectSubscription>;
  validationErrors: Array<ValidationError>;
};

/** A rental object (spec 001 §3). */
export type RentalObject = {
  __typename?: 'RentalObject';
  adCriteria: AdCriteria;
  agencyFee?: Maybe<AgencyFee>;
  apartmentNumber: Scalars['String']['output'];
  /** Interest registrations so far. */
  applicationCount: Scalars['Int']['output'];
  /** The last reply date has passed (the page shows 'Tiden för intresseanmälan har gått ut …'). */
  applicationTimeExpired: Scalars['Boolean']['output'];
  /** m² */
  area: Scalars['Float']['output'];
  /** '54,5 m²' */
  areaFormated: Scalars['String']['output'];
  balcony: Scalars['Boolean']['output'];
  /** Housing type (the list's 'boendetyp' filter). */
  boendeTyp: Array<RentalObjectCategory>;
  /** Object type (the list's 'objekttyp' filter). */
  bostadsTyp: Array<RentalObjectCategory>;
  /** False for first-come objects (Bostad direkt): no queue place is calculated. */
  canCalculateQueueplace: Scalars['Boolean']['output'];
  city: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  district: District;
  districtName: Scalars['String']['output'];
  elevator: Scalars['Boolean']['output'];
  /** Publication end (the object stays visible after its last reply date until then). */
  endDate: Scalars['Date']['output'];
  endDateFormated: Scalars['String']['output'];
  fastighetsStatus: Array<RentalObjectCategory>;
  /** The queue date of the applicant at place 1 among those interested; null when nobody is, or for first-come objects. */
  firstQueuePlace?: Maybe<Scalars['Date']['output']>;
  floor?: Maybe<Scalars['Int']['output']>;
  floorTotal?: Maybe<Scalars['Int']['output']>;
  formedlingsTyp: Array<RentalObjectCategory>;
  hasDigitalShowing: Scalars['Boolean']['output'];
  /** Sorted by sortingOrder; the primary image first. kinds: only these (all when absent; the list asks for [primary]). */
  images: Array<RentalObjectImage>;
  incomeTypes: Array<RentalObjectIncomeType>;
  /** Open for interest registration today (not closed by the landlord, last reply date not passed). */
  isOpenForApplication: Scalars['Boolean']['output'];
  keepQueueDate: Scalars['Boolean']['output'];
  kontraktsTyp: Array<RentalObjectCategory>;
  landlord: Landlord;
  landlordCategories: Array<RentalObjectCategory>;
  /** The last day to register interest. */
  lastReplyDate: Scalars['Date']['output'];
  latitude: Scalars['Float']['output'];
  longitude: Scalars['Float']['output'];
  maxNumberOfPeople?: Maybe<Scalars['Int']['output']>;
  moveInDate?: Maybe<Scalars['Date']['output']>;
  moveInDateFormated?: Maybe<Scalars['String']['output']>;
  moveInEarlier: Scalars['Boolean']['output'];
  objectNumber: Scalars['String']['output'];
  posSystem: Scalars['String']['output'];
  projectId?: Maybe<Scalars['Int']['output']>;
  projectName?: Maybe<Scalars['String']['output']>;
  properties: Array<RentalObjectProperty>;
  queueDefault: Scalars['Boolean']['output'];
  queueTenant: Scalars['Boolean']['output'];
  queueTransfer: Scalars['Boolean']['output'];
  /** 1 Bostadskön, 2 Studentkön, 3 Seniorkön. */
  queueTypeId: Scalars['Int']['output'];
  regionName: Scalars['String']['output'];
  /** Kronor per month. */
  rent: Scalars['Float']['output'];
  rentCurrency: Scalars['String']['output'];
  rentDescription?: Maybe<Scalars['String']['output']>;
  /** '8 500 kr/mån' */
  rentFormated: Scalars['String']['output'];
  rentalObjectId: Scalars['String']['output'];
  rooms: Scalars['Int']['output'];
  roomsDescription: Scalars['String']['output'];
  /** Whether there is a viewing at all. */
  showing: Scalars['Boolean']['output'];
  showingIsMandatory: Scalars['Boolean']['output'];
  showingText?: Maybe<Scalars['String']['output']>;
  /** The viewing type in words: 'Visning på plats', 'Digital visning och visning på plats' or 'Ingen visning'. */
  showingType: Scalars['String']['output'];
  siteDescription?: Maybe<Scalars['String']['output']>;
  /** Publication start. */
  startDate: Scalars['Date']['output'];
  startDateFormated: Scalars['String']['output'];
  street: Scalars['String']['output'];
  zipcode: Scalars['String']['output'];
};


/** A rental object (spec 001 §3). */
export type RentalObjectImagesArgs = {
  kinds?: InputMaybe<Array<RentalObjectImageKind>>;
};

/** An entry of one of the agency's category lists. Ids are strings (e.g. STUDENT, NYPRODUKTION). */
export type RentalObjectCategory = {
  __typename?: 'RentalObjectCategory';
  name: Scalars['String']['output'];
  rentalObjectCategoryId: Scalars['String']['output'];
};

/** The list page's filter (src/rules/listings.ts ListingFilter). Missing fields do not filter; bounds are inclusive. */
export type RentalObjectFilterInput = {
  /** A saved search's categories: a category of any of the five lists matches (the two above each look at one list). */
  anyCategoryIds?: InputMaybe<Array<Scalars['String']['input']>>;
  areaMax?: InputMaybe<Scalars['Float']['input']>;
  areaMin?: InputMaybe<Scalars['Float']['input']>;
  balcony?: InputMaybe<Scalars['Boolean']['input']>;
  categoryIds?: InputMaybe<Array<Scalars['String']['input']>>;
  districtIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  elevator?: InputMaybe<Scalars['Boolean']['input']>;
  landlordIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  objectTypeIds?: InputMaybe<Array<Scalars['String']['input']>>;
  onlyOpenForApplication?: InputMaybe<Scalars['Boolean']['input']>;
  regionIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  rentMax?: InputMaybe<Scalars['Float']['input']>;
  /** Kronor per month. */
  rentMin?: InputMaybe<Scalars['Float']['input']>;
  roomsMax?: InputMaybe<Scalars['Int']['input']>;
  roomsMin?: InputMaybe<Scalars['Int']['input']>;
};

export type RentalObjectImage = {
  __typename?: 'RentalObjectImage';
  /** Where images are served: cdn + imageId + '?size=list|gallery'. */
  cdn: Scalars['String']['output'];
  /** Alt text. */
  description: Scalars['String']['output'];
  /** cdn + imageId + '?size=gallery' (1200×800). */
  galleryUrl: Scalars['String']['output'];
  imageId: Scalars['String']['output'];
  kind: RentalObjectImageKind;
  /** cdn + imageId + '?size=list' (480×320). */
  listUrl: Scalars['String']['output'];
  sortingOrder: Scalars['Int']['output'];
};

export type RentalObjectImageKind =
  | 'layout'
  | 'other'
  | 'primary'
  | 'showing';

/** Incomes the landlord accepts. */
export type RentalObjectIncomeType = {
  __typename?: 'RentalObjectIncomeType';
  incomeTypeId: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

/**
 * The homes on the map as parallel lists (the i-th entry of every list is one home): only what the markers need, in a
 * shape small enough for tens of thousands of homes in one reply (about 35 bytes a home).
 */
export type RentalObjectPoints = {
  __typename?: 'RentalObjectPoints';
  /** WGS84, rounded to 5 decimals (about a metre). */
  latitudes: Array<Scalars['Float']['output']>;
  longitudes: Array<Scalars['Float']['output']>;
  rentalObjectIds: Array<Scalars['String']['output']>;
  /** Kronor per month. */
  rents: Array<Scalars['Float']['output']>;
  rooms: Array<Scalars['Int']['output']>;
};

export type RentalObjectPointsResult = Result & {
  __typename?: 'RentalObjectPointsResult';
  error: Scalars['Boolean']['output'];
  errorText?: Maybe<Scalars['String']['output']>;
  /** Every published home that matches, in no particular order. */
  points: RentalObjectPoints;
  validationErrors: Array<ValidationError>;
};

export type RentalObjectProperty = {
  __typename?: 'RentalObjectProperty';
  key: Scalars['String']['output'];
  ordinal: Scalars['Int']['output'];
  values: Array<RentalObjectPropertyValue>;
};

export type RentalObjectPropertyValue = {
  __typename?: 'RentalObjectPropertyValue';
  ordinal: Scalars['Int']['output'];
  type: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type RentalObjectResult = Result & {
  __typename?: 'RentalObjectResult';
  error: Scalars['Boolean']['output'];
  errorText?: Maybe<Scalars['String']['output']>;
  rentalObject?: Maybe<RentalObject>;
  validationErrors: Array<ValidationError>;
};

/** A saved search (spec 001 §3 'subscription'; named so as not to clash with GraphQL's Subscription root type). */
export type RentalObjectSubscription = {
  __typename?: 'RentalObjectSubscription';
  created: Scalars['DateTime']['output'];
  /** Calendar days left; 0 on the last day and once expired. */
  daysRemainToExpire: Scalars['Int']['output'];
  expiresAt: Scalars['DateTime']['output'];
  filter: SubscriptionFilter;
  isExpired: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  sendNotifications: Scalars['Boolean']['output'];
  subscriptionId: Scalars['Int']['output'];
  /** The expiry warning shows when daysRemainToExpire is at most this. */
  warningIntervalDays: Scalars['Int']['output'];
};

export type RentalObjectsResult = Result & {
  __typename?: 'RentalObjectsResult';
  error: Scalars['Boolean']['output'];
  errorText?: Maybe<Scalars['String']['output']>;
  rentalObjects: Array<RentalObject>;
  /** How many objects match the filter (before skip/take). */
  totalCount: Scalars['Int']['output'];
  validationErrors: Array<ValidationError>;
};

/** The pre-check's required updates: the details that must be filled in or renewed first. */
export type RequiredUpdates = {
  __typename?: 'RequiredUpdates';
  capital: Scalars['Boolean']['output'];
  debt: Scalars['Boolean']['output'];
  housing: Scalars['Boolean']['output'];
  income: Scalars['Boolean']['output'];
  student: Scalars['Boolean']['output'];
};

export type ResetPasswordUserInput = {
  password: Scalars['String']['input'];
  resetToken: Scalars['String']['input'];
};

/** The result envelope shared by both specifications. */
export type Result = {
  error: Scalars['Boolean']['output'];
  errorText?: Maybe<Scalars['String']['output']>;
  validationErrors: Array<ValidationError>;
};

export type SaveSubscriptionResult = Result & {
  __typename?: 'SaveSubscriptionResult';
  error: Scalars['Boolean']['output'];
  errorText?: Maybe<Scalars['String']['output']>;
  /** Null when refused. */
  subscriptionId?: Maybe<Scalars['Int']['output']>;
  validationErrors: Array<ValidationError>;
};

export type SendResetPasswordUserInput = {
  /** A 12-digit personnummer or an e-mail. */
  emailOrPnr: Scalars['String']['input'];
};

export type ShowingInput = {
  rentalObjectId: Scalars['String']['input'];
  showingAnswer: InterestAnswer;
};

export type StatusResult = Result & {
  __typename?: 'StatusResult';
  error: Scalars['Boolean']['output'];
  errorText?: Maybe<Scalars['String']['output']>;
  status?: Maybe<SystemStatus>;
  validationErrors: Array<ValidationError>;
};

export type Student = {
  __typename?: 'Student';
  newlyAdmitted: Scalars['Boolean']['output'];
  student: Scalars['Boolean']['output'];
  /** The newest study certificate (getStudentCertificationDocument). */
  studentCertificationDocumentId?: Maybe<Scalars['Int']['output']>;
  studentUpdated: Scalars['DateTime']['output'];
  studyLocationId?: Maybe<Scalars['Int']['output']>;
  studyLocationName?: Maybe<Scalars['String']['output']>;
  /** UNIVERSITY (universitet eller högskola), VOCATIONAL (yrkeshögskola) or OTHER; null when not studying. */
  typeOfEducation?: Maybe<Scalars['String']['output']>;
  update: Scalars['Boolean']['output'];
};

export type StudentInput = {
  newlyAdmitted?: InputMaybe<Scalars['Boolean']['input']>;
  student?: InputMaybe<Scalars['Boolean']['input']>;
  studyLocationId?: InputMaybe<Scalars['Int']['input']>;
  typeOfEducation?: InputMaybe<Scalars['String']['input']>;
};

export type StudyLocation = {
  __typename?: 'StudyLocation';
  name: Scalars['String']['output'];
  studyLocationId: Scalars['Int']['output'];
};

export type StudyLocationsResult = Result & {
  __typename?: 'StudyLocationsResult';
  error: Scalars['Boolean']['output'];
  errorText?: Maybe<Scalars['String']['output']>;
  studyLocations: Array<StudyLocation>;
  validationErrors: Array<ValidationError>;
};

export type SubscriptionFilter = {
  __typename?: 'SubscriptionFilter';
  areaMax?: Maybe<Scalars['Int']['output']>;
  areaMin?: Maybe<Scalars['Int']['output']>;
  balcony: Scalars['Boolean']['output'];
  districtIds: Array<Scalars['Int']['output']>;
  elevator: Scalars['Boolean']['output'];
  landlordIds: Array<Scalars['Int']['output']>;
  regionIds: Array<Scalars['Int']['output']>;
  rentMax?: Maybe<Scalars['Int']['output']>;
  /** Kronor per month. */
  rentMin?: Maybe<Scalars['Int']['output']>;
  rentalObjectCategoryIds: Array<Scalars['String']['output']>;
  roomsMax?: Maybe<Scalars['Int']['output']>;
  roomsMin?: Maybe<Scalars['Int']['output']>;
};

export type SubscriptionFilterInput = {
  areaMax?: InputMaybe<Scalars['Int']['input']>;
  areaMin?: InputMaybe<Scalars['Int']['input']>;
  balcony?: InputMaybe<Scalars['Boolean']['input']>;
  districtIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  elevator?: InputMaybe<Scalars['Boolean']['input']>;
  landlordIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  regionIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  rentMax?: InputMaybe<Scalars['Int']['input']>;
  rentMin?: InputMaybe<Scalars['Int']['input']>;
  rentalObjectCategoryIds?: InputMaybe<Array<Scalars['String']['input']>>;
  roomsMax?: InputMaybe<Scalars['Int']['input']>;
  roomsMin?: InputMaybe<Scalars['Int']['input']>;
};

/** What the saved-search form offers (and the list page's filter). */
export type SubscriptionFilterOptions = {
  __typename?: 'SubscriptionFilterOptions';
  areaSteps: Array<FilterStep>;
  /** Housing types, without CUSTOM, CONCEPT and ACCESSABILITY (compared upper-cased). */
  categories: Array<RentalObjectCategory>;
  districts: Array<District>;
  landlords: Array<Landlord>;
  /** Object types (bostadsTyp). */
  objectTypes: Array<RentalObjectCategory>;
  regions: Array<Region>;
  rentSteps: Array<FilterStep>;
  roomSteps: Array<FilterStep>;
};

export type SubscriptionFilterResult = Result & {
  __typename?: 'SubscriptionFilterResult';
  error: Scalars['Boolean']['output'];
  errorText?: Maybe<Scalars['String']['output']>;
  subscriptionFilter?: Maybe<SubscriptionFilterOptions>;
  validationErrors: Array<ValidationError>;
};

export type SubscriptionInput = {
  filter?: InputMaybe<SubscriptionFilterInput>;
  /** Required ('Du måste namnge bevakningen'); nullable so the server can say so. */
  name?: InputMaybe<Scalars['String']['input']>;
  sendNotifications?: InputMaybe<Scalars['Boolean']['input']>;
  /** Absent: a new saved search. */
  subscriptionId?: InputMaybe<Scalars['Int']['input']>;
};

export type SubscriptionsResult = Result & {
  __typename?: 'SubscriptionsResult';
  error: Scalars['Boolean']['output'];
  errorText?: Maybe<Scalars['String']['output']>;
  subscriptions: Array<RentalObjectSubscription>;
  validationErrors: Array<ValidationError>;
};

/** System status (spec 000 §3). */
export type SystemStatus = {
  __typename?: 'SystemStatus';
  culture: Scalars['String']['output'];
  database: Scalars['String']['output'];
  databaseVersion: Scalars['String']['output'];
  status: Scalars['String']['output'];
  timezone: Scalars['String']['output'];
};

export type TenantReference = {
  __typename?: 'TenantReference';
  /** The agency's landlord it concerns, if any. */
  landlordId?: Maybe<Scalars['Int']['output']>;
  /** Who can vouch for the applicant as a tenant, and how to reach them. */
  landlordReference: Scalars['String']['output'];
  tenantReferenceUpdated: Scalars['DateTime']['output'];
};

export type TenantReferenceInput = {
  landlordId?: InputMaybe<Scalars['Int']['input']>;
  landlordReference?: InputMaybe<Scalars['String']['input']>;
};

export type TenantReferenceResult = Result & {
  __typename?: 'TenantReferenceResult';
  error: Scalars['Boolean']['output'];
  errorText?: Maybe<Scalars['String']['output']>;
  tenantReference?: Maybe<TenantReference>;
  validationErrors: Array<ValidationError>;
};

/** Leaving the queue: the typed confirmation word and the proof of the BankID signature. */
export type UnregisterApplicantInput = {
  bankIdToken: Scalars['String']['input'];
  confirmationWord: Scalars['String']['input'];
};

export type UpgradeOrderResult = Result & {
  __typename?: 'UpgradeOrderResult';
  error: Scalars['Boolean']['output'];
  errorText?: Maybe<Scalars['String']['output']>;
  /** 0 when no order was created (see errorText). */
  orderId: Scalars['Int']['output'];
  validationErrors: Array<ValidationError>;
};

export type ValidationError = {
  __typename?: 'ValidationError';
  code: Scalars['String']['output'];
  text: Scalars['String']['output'];
};

export type Warning = {
  __typename?: 'Warning';
  created: Scalars['DateTime']['output'];
  reason: Scalars['String']['output'];
  validFromDate: Scalars['Date']['output'];
  validToDate: Scalars['Date']['output'];
};

export type WarningsAndBlocks = {
  __typename?: 'WarningsAndBlocks';
  /** Blocks in force today. */
  applicantMyPagesBlock: Array<ApplicantMyPagesBlock>;
  blocks: Array<Block>;
  warnings: Array<Warning>;
};

export type WarningsAndBlocksResult = Result & {
  __typename?: 'WarningsAndBlocksResult';
  error: Scalars['Boolean']['output'];
  errorText?: Maybe<Scalars['String']['output']>;
  validationErrors: Array<ValidationError>;
  warningsAndBlocks?: Maybe<WarningsAndBlocks>;
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;




/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = ResolversObject<{
  Result:
    | ( Omit<AgencyProfileResult, 'agencyProfile'> & { agencyProfile?: Maybe<_RefType['AgencyProfile']> } )
    | ( Omit<ApplicantResult, 'applicant'> & { applicant?: Maybe<_RefType['Applicant']> } )
    | ( Omit<ApplicationResult, 'application'> & { application?: Maybe<_RefType['Application']> } )
    | ( ApplicationValidationResult )
    | ( Omit<ApplicationsResult, 'applications'> & { applications?: Maybe<_RefType['Applications']> } )
    | ( AutopayAgreementResult )
    | ( CoApplicantRequestResult )
    | ( CoApplicantResult )
    | ( CompleteOrderResult )
    | ( DigitalShowingAccessResult )
    | ( DocumentsResult )
    | ( EstimatedQueuePlaceResult )
    | ( HasActiveAutopayAgreementResult )
    | ( HousingResult )
    | ( IncomeCategoriesResult )
    | ( IncomeCertificationsResult )
    | ( IncomeResult )
    | ( IncomesResult )
    | ( IndicatorsResult )
    | ( InformationResult )
    | ( Omit<MaintenanceMessageResult, 'maintenanceMessage'> & { maintenanceMessage?: Maybe<_RefType['MaintenanceMessage']> } )
    | ( MutationResult )
    | ( NewsletterResult )
    | ( NewsletterSubscriberResult )
    | ( OpenBankingAgreementResult )
    | ( OpenBankingObjectOutputResult )
    | ( OpenBankingProvidersLinkResult )
    | ( OpenBankingProvidersResult )
    | ( OrdersResult )
    | ( PaymentRedirectResult )
    | ( ProfileDocumentResult )
    | ( QueueTimesResult )
    | ( RecurrenceVerificationResult )
    | ( RegionsAndDistrictsResult )
    | ( RenewSubscriptionResult )
    | ( RentalObjectPointsResult )
    | ( Omit<RentalObjectResult, 'rentalObject'> & { rentalObject?: Maybe<_RefType['RentalObject']> } )
    | ( Omit<RentalObjectsResult, 'rentalObjects'> & { rentalObjects: Array<_RefType['RentalObject']> } )
    | ( SaveSubscriptionResult )
    | ( StatusResult )
    | ( StudyLocationsResult )
    | ( SubscriptionFilterResult )
    | ( SubscriptionsResult )
    | ( TenantReferenceResult )
    | ( UpgradeOrderResult )
    | ( WarningsAndBlocksResult )
  ;
}>;

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AccountType: AccountType;
  AdCriteria: ResolverTypeWrapper<AdCriteria>;
  AdCriterion: ResolverTypeWrapper<AdCriterion>;
  Address: ResolverTypeWrapper<Address>;
  AgencyFee: ResolverTypeWrapper<AgencyFee>;
  AgencyProfile: ResolverTypeWrapper<AgencyProfileRow>;
  AgencyProfileResult: ResolverTypeWrapper<Omit<AgencyProfileResult, 'agencyProfile'> & { agencyProfile?: Maybe<ResolversTypes['AgencyProfile']> }>;
  AnswerInput: AnswerInput;
  Applicant: ResolverTypeWrapper<ApplicantView>;
  ApplicantContactInput: ApplicantContactInput;
  ApplicantMyPagesBlock: ResolverTypeWrapper<ApplicantMyPagesBlock>;
  ApplicantPasswordInput: ApplicantPasswordInput;
  ApplicantResult: ResolverTypeWrapper<Omit<ApplicantResult, 'applicant'> & { applicant?: Maybe<ResolversTypes['Applicant']> }>;
  ApplicantStatus: ResolverTypeWrapper<ApplicantStatus>;
  Application: ResolverTypeWrapper<Omit<Application, 'rentalObject'> & { rentalObject: ResolversTypes['RentalObject'] }>;
  ApplicationAccepts: ResolverTypeWrapper<ApplicationAccepts>;
  ApplicationCoApplicant: ResolverTypeWrapper<ApplicationCoApplicant>;
  ApplicationCriteria: ResolverTypeWrapper<ApplicationCriteria>;
  ApplicationInput: ApplicationInput;
  ApplicationResult: ResolverTypeWrapper<Omit<ApplicationResult, 'application'> & { application?: Maybe<ResolversTypes['Application']> }>;
  ApplicationStage: ApplicationStage;
  ApplicationTab: ApplicationTab;
  ApplicationValidation: ResolverTypeWrapper<ApplicationValidation>;
  ApplicationValidationResult: ResolverTypeWrapper<ApplicationValidationResult>;
  Applications: ResolverTypeWrapper<Omit<Applications, 'applications'> & { applications: Array<ResolversTypes['Application']> }>;
  ApplicationsResult: ResolverTypeWrapper<Omit<ApplicationsResult, 'applications'> & { applications?: Maybe<ResolversTypes['Applications']> }>;
  AutopayAgreementResult: ResolverTypeWrapper<AutopayAgreementResult>;
  Block: ResolverTypeWrapper<Block>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Capital: ResolverTypeWrapper<Capital>;
  CapitalInput: CapitalInput;
  CertificationDocument: ResolverTypeWrapper<CertificationDocument>;
  CertificationSlot: ResolverTypeWrapper<CertificationSlot>;
  CoApplicant: ResolverTypeWrapper<CoApplicant>;
  CoApplicantRequest: ResolverTypeWrapper<CoApplicantRequest>;
  CoApplicantRequestResult: ResolverTypeWrapper<CoApplicantRequestResult>;
  CoApplicantResult: ResolverTypeWrapper<CoApplicantResult>;
  CompleteOrderResult: ResolverTypeWrapper<CompleteOrderResult>;
  Criterion: ResolverTypeWrapper<Criterion>;
  CriterionStatus: CriterionStatus;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Debt: ResolverTypeWrapper<Debt>;
  DebtInput: DebtInput;
  DigitalShowingAccess: ResolverTypeWrapper<DigitalShowingAccess>;
  DigitalShowingAccessResult: ResolverTypeWrapper<DigitalShowingAccessResult>;
  District: ResolverTypeWrapper<District>;
  Document: ResolverTypeWrapper<Document>;
  DocumentStatus: DocumentStatus;
  DocumentType: DocumentType;
  DocumentsResult: ResolverTypeWrapper<DocumentsResult>;
  EstimatedQueuePlace: ResolverTypeWrapper<EstimatedQueuePlace>;
  EstimatedQueuePlaceResult: ResolverTypeWrapper<EstimatedQueuePlaceResult>;
  FilterStep: ResolverTypeWrapper<FilterStep>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  HasActiveAutopayAgreementResult: ResolverTypeWrapper<HasActiveAutopayAgreementResult>;
  Housing: ResolverTypeWrapper<Housing>;
  HousingInput: HousingInput;
  HousingResult: ResolverTypeWrapper<HousingResult>;
  Income: ResolverTypeWrapper<Income>;
  IncomeCalculation: ResolverTypeWrapper<IncomeCalculation>;
  IncomeCategoriesResult: ResolverTypeWrapper<IncomeCategoriesResult>;
  IncomeCategory: ResolverTypeWrapper<IncomeCategory>;
  IncomeCertification: ResolverTypeWrapper<IncomeCertification>;
  IncomeCertificationsResult: ResolverTypeWrapper<IncomeCertificationsResult>;
  IncomeInput: IncomeInput;
  IncomeLine: ResolverTypeWrapper<IncomeLine>;
  IncomeResult: ResolverTypeWrapper<IncomeResult>;
  IncomeType: ResolverTypeWrapper<IncomeType>;
  IncomesResult: ResolverTypeWrapper<IncomesResult>;
  Indicators: ResolverTypeWrapper<Indicators>;
  IndicatorsResult: ResolverTypeWrapper<IndicatorsResult>;
  Information: ResolverTypeWrapper<Information>;
  InformationInput: InformationInput;
  InformationResult: ResolverTypeWrapper<InformationResult>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InterestAnswer: InterestAnswer;
  Landlord: ResolverTypeWrapper<Landlord>;
  MaintenanceMessage: ResolverTypeWrapper<MaintenanceMessageRow>;
  MaintenanceMessageResult: ResolverTypeWrapper<Omit<MaintenanceMessageResult, 'maintenanceMessage'> & { maintenanceMessage?: Maybe<ResolversTypes['MaintenanceMessage']> }>;
  Misc: ResolverTypeWrapper<Misc>;
  MiscInput: MiscInput;
  MissingCertificationInput: MissingCertificationInput;
  MonthIncomeSummary: ResolverTypeWrapper<MonthIncomeSummary>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MutationResult: ResolverTypeWrapper<MutationResult>;
  NewsletterResult: ResolverTypeWrapper<NewsletterResult>;
  NewsletterSubscriberResult: ResolverTypeWrapper<NewsletterSubscriberResult>;
  OpenBankingAccount: ResolverTypeWrapper<OpenBankingAccount>;
  OpenBankingAgreementResult: ResolverTypeWrapper<OpenBankingAgreementResult>;
  OpenBankingConnection: ResolverTypeWrapper<OpenBankingConnection>;
  OpenBankingData: ResolverTypeWrapper<OpenBankingData>;
  OpenBankingObjectOutputResult: ResolverTypeWrapper<OpenBankingObjectOutputResult>;
  OpenBankingProvider: ResolverTypeWrapper<OpenBankingProvider>;
  OpenBankingProvidersLinkResult: ResolverTypeWrapper<OpenBankingProvidersLinkResult>;
  OpenBankingProvidersResult: ResolverTypeWrapper<OpenBankingProvidersResult>;
  OpenBankingStatus: OpenBankingStatus;
  OpenBankingTransaction: ResolverTypeWrapper<OpenBankingTransaction>;
  OpenBankingTransactionMonth: ResolverTypeWrapper<OpenBankingTransactionMonth>;
  Order: ResolverTypeWrapper<Order>;
  OrdersResult: ResolverTypeWrapper<OrdersResult>;
  PaymentRedirectResult: ResolverTypeWrapper<PaymentRedirectResult>;
  PersonIncome: ResolverTypeWrapper<PersonIncome>;
  ProfileDocumentResult: ResolverTypeWrapper<ProfileDocumentResult>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  QueueTime: ResolverTypeWrapper<QueueTime>;
  QueueTimesResult: ResolverTypeWrapper<QueueTimesResult>;
  RecurrenceVerificationResult: ResolverTypeWrapper<RecurrenceVerificationResult>;
  ReducedIncome: ResolverTypeWrapper<ReducedIncome>;
  ReducedIncomeInput: ReducedIncomeInput;
  RefusalReason: ResolverTypeWrapper<RefusalReason>;
  Region: ResolverTypeWrapper<Region>;
  RegionsAndDistrictsResult: ResolverTypeWrapper<RegionsAndDistrictsResult>;
  RenewSubscriptionResult: ResolverTypeWrapper<RenewSubscriptionResult>;
  RentalObject: ResolverTypeWrapper<RentalObjectView>;
  RentalObjectCategory: ResolverTypeWrapper<RentalObjectCategory>;
  RentalObjectFilterInput: RentalObjectFilterInput;
  RentalObjectImage: ResolverTypeWrapper<RentalObjectImage>;
  RentalObjectImageKind: RentalObjectImageKind;
  RentalObjectIncomeType: ResolverTypeWrapper<RentalObjectIncomeType>;
  RentalObjectPoints: ResolverTypeWrapper<RentalObjectPoints>;
  RentalObjectPointsResult: ResolverTypeWrapper<RentalObjectPointsResult>;
  RentalObjectProperty: ResolverTypeWrapper<RentalObjectProperty>;
  RentalObjectPropertyValue: ResolverTypeWrapper<RentalObjectPropertyValue>;
  RentalObjectResult: ResolverTypeWrapper<Omit<RentalObjectResult, 'rentalObject'> & { rentalObject?: Maybe<ResolversTypes['RentalObject']> }>;
  RentalObjectSubscription: ResolverTypeWrapper<RentalObjectSubscription>;
  RentalObjectsResult: ResolverTypeWrapper<Omit<RentalObjectsResult, 'rentalObjects'> & { rentalObjects: Array<ResolversTypes['RentalObject']> }>;
  RequiredUpdates: ResolverTypeWrapper<RequiredUpdates>;
  ResetPasswordUserInput: ResetPasswordUserInput;
  Result: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Result']>;
  SaveSubscriptionResult: ResolverTypeWrapper<SaveSubscriptionResult>;
  SendResetPasswordUserInput: SendResetPasswordUserInput;
  ShowingInput: ShowingInput;
  StatusResult: ResolverTypeWrapper<StatusResult>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Student: ResolverTypeWrapper<Student>;
  StudentInput: StudentInput;
  StudyLocation: ResolverTypeWrapper<StudyLocation>;
  StudyLocationsResult: ResolverTypeWrapper<StudyLocationsResult>;
  SubscriptionFilter: ResolverTypeWrapper<SubscriptionFilter>;
  SubscriptionFilterInput: SubscriptionFilterInput;
  SubscriptionFilterOptions: ResolverTypeWrapper<SubscriptionFilterOptions>;
  SubscriptionFilterResult: ResolverTypeWrapper<SubscriptionFilterResult>;
  SubscriptionInput: SubscriptionInput;
  SubscriptionsResult: ResolverTypeWrapper<SubscriptionsResult>;
  SystemStatus: ResolverTypeWrapper<SystemStatus>;
  TenantReference: ResolverTypeWrapper<TenantReference>;
  TenantReferenceInput: TenantReferenceInput;
  TenantReferenceResult: ResolverTypeWrapper<TenantReferenceResult>;
  UnregisterApplicantInput: UnregisterApplicantInput;
  UpgradeOrderResult: ResolverTypeWrapper<UpgradeOrderResult>;
  Upload: ResolverTypeWrapper<Scalars['Upload']['output']>;
  ValidationError: ResolverTypeWrapper<ValidationError>;
  Warning: ResolverTypeWrapper<Warning>;
  WarningsAndBlocks: ResolverTypeWrapper<WarningsAndBlocks>;
  WarningsAndBlocksResult: ResolverTypeWrapper<WarningsAndBlocksResult>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AdCriteria: AdCriteria;
  AdCriterion: AdCriterion;
  Address: Address;
  AgencyFee: AgencyFee;
  AgencyProfile: AgencyProfileRow;
  AgencyProfileResult: Omit<AgencyProfileResult, 'agencyProfile'> & { agencyProfile?: Maybe<ResolversParentTypes['AgencyProfile']> };
  AnswerInput: AnswerInput;
  Applicant: ApplicantView;
  ApplicantContactInput: ApplicantContactInput;
  ApplicantMyPagesBlock: ApplicantMyPagesBlock;
  ApplicantPasswordInput: ApplicantPasswordInput;
  ApplicantResult: Omit<ApplicantResult, 'applicant'> & { applicant?: Maybe<ResolversParentTypes['Applicant']> };
  ApplicantStatus: ApplicantStatus;
  Application: Omit<Application, 'rentalObject'> & { rentalObject: ResolversParentTypes['RentalObject'] };
  ApplicationAccepts: ApplicationAccepts;
  ApplicationCoApplicant: ApplicationCoApplicant;
  ApplicationCriteria: ApplicationCriteria;
  ApplicationInput: ApplicationInput;
  ApplicationResult: Omit<ApplicationResult, 'application'> & { application?: Maybe<ResolversParentTypes['Application']> };
  ApplicationValidation: ApplicationValidation;
  ApplicationValidationResult: ApplicationValidationResult;
  Applications: Omit<Applications, 'applications'> & { applications: Array<ResolversParentTypes['Application']> };
  ApplicationsResult: Omit<ApplicationsResult, 'applications'> & { applications?: Maybe<ResolversParentTypes['Applications']> };
  AutopayAgreementResult: AutopayAgreementResult;
  Block: Block;
  Boolean: Scalars['Boolean']['output'];
  Capital: Capital;
  CapitalInput: CapitalInput;
  CertificationDocument: CertificationDocument;
  CertificationSlot: CertificationSlot;
  CoApplicant: CoApplicant;
  CoApplicantRequest: CoApplicantRequest;
  CoApplicantRequestResult: CoApplicantRequestResult;
  CoApplicantResult: CoApplicantResult;
  CompleteOrderResult: CompleteOrderResult;
  Criterion: Criterion;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  Debt: Debt;
  DebtInput: DebtInput;
  DigitalShowingAccess: DigitalShowingAccess;
  DigitalShowingAccessResult: DigitalShowingAccessResult;
  District: District;
  Document: Document;
  DocumentsResult: DocumentsResult;
  EstimatedQueuePlace: EstimatedQueuePlace;
  EstimatedQueuePlaceResult: EstimatedQueuePlaceResult;
  FilterStep: FilterStep;
  Float: Scalars['Float']['output'];
  HasActiveAutopayAgreementResult: HasActiveAutopayAgreementResult;
  Housing: Housing;
  HousingInput: HousingInput;
  HousingResult: HousingResult;
  Income: Income;
  IncomeCalculation: IncomeCalculation;
  IncomeCategoriesResult: IncomeCategoriesResult;
  IncomeCategory: IncomeCategory;
  IncomeCertification: IncomeCertification;
  IncomeCertificationsResult: IncomeCertificationsResult;
  IncomeInput: IncomeInput;
  IncomeLine: IncomeLine;
  IncomeResult: IncomeResult;
  IncomeType: IncomeType;
  IncomesResult: IncomesResult;
  Indicators: Indicators;
  IndicatorsResult: IndicatorsResult;
  Information: Information;
  InformationInput: InformationInput;
  InformationResult: InformationResult;
  Int: Scalars['Int']['output'];
  Landlord: Landlord;
  MaintenanceMessage: MaintenanceMessageRow;
  MaintenanceMessageResult: Omit<MaintenanceMessageResult, 'maintenanceMessage'> & { maintenanceMessage?: Maybe<ResolversParentTypes['MaintenanceMessage']> };
  Misc: Misc;
  MiscInput: MiscInput;
  MissingCertificationInput: MissingCertificationInput;
  MonthIncomeSummary: MonthIncomeSummary;
  Mutation: Record<PropertyKey, never>;
  MutationResult: MutationResult;
  NewsletterResult: NewsletterResult;
  NewsletterSubscriberResult: NewsletterSubscriberResult;
  OpenBankingAccount: OpenBankingAccount;
  OpenBankingAgreementResult: OpenBankingAgreementResult;
  OpenBankingConnection: OpenBankingConnection;
  OpenBankingData: OpenBankingData;
  OpenBankingObjectOutputResult: OpenBankingObjectOutputResult;
  OpenBankingProvider: OpenBankingProvider;
  OpenBankingProvidersLinkResult: OpenBankingProvidersLinkResult;
  OpenBankingProvidersResult: OpenBankingProvidersResult;
  OpenBankingTransaction: OpenBankingTransaction;
  OpenBankingTransactionMonth: OpenBankingTransactionMonth;
  Order: Order;
  OrdersResult: OrdersResult;
  PaymentRedirectResult: PaymentRedirectResult;
  PersonIncome: PersonIncome;
  ProfileDocumentResult: ProfileDocumentResult;
  Query: Record<PropertyKey, never>;
  QueueTime: QueueTime;
  QueueTimesResult: QueueTimesResult;
  RecurrenceVerificationResult: RecurrenceVerificationResult;
  ReducedIncome: ReducedIncome;
  ReducedIncomeInput: ReducedIncomeInput;
  RefusalReason: RefusalReason;
  Region: Region;
  RegionsAndDistrictsResult: RegionsAndDistrictsResult;
  RenewSubscriptionResult: RenewSubscriptionResult;
  RentalObject: RentalObjectView;
  RentalObjectCategory: RentalObjectCategory;
  RentalObjectFilterInput: RentalObjectFilterInput;
  RentalObjectImage: RentalObjectImage;
  RentalObjectIncomeType: RentalObjectIncomeType;
  RentalObjectPoints: RentalObjectPoints;
  RentalObjectPointsResult: RentalObjectPointsResult;
  RentalObjectProperty: RentalObjectProperty;
  RentalObjectPropertyValue: RentalObjectPropertyValue;
  RentalObjectResult: Omit<RentalObjectResult, 'rentalObject'> & { rentalObject?: Maybe<ResolversParentTypes['RentalObject']> };
  RentalObjectSubscription: RentalObjectSubscription;
  RentalObjectsResult: Omit<RentalObjectsResult, 'rentalObjects'> & { rentalObjects: Array<ResolversParentTypes['RentalObject']> };
  RequiredUpdates: RequiredUpdates;
  ResetPasswordUserInput: ResetPasswordUserInput;
  Result: ResolversInterfaceTypes<ResolversParentTypes>['Result'];
  SaveSubscriptionResult: SaveSubscriptionResult;
  SendResetPasswordUserInput: SendResetPasswordUserInput;
  ShowingInput: ShowingInput;
  StatusResult: StatusResult;
  String: Scalars['String']['output'];
  Student: Student;
  StudentInput: StudentInput;
  StudyLocation: StudyLocation;
  StudyLocationsResult: StudyLocationsResult;
  SubscriptionFilter: SubscriptionFilter;
  SubscriptionFilterInput: SubscriptionFilterInput;
  SubscriptionFilterOptions: SubscriptionFilterOptions;
  SubscriptionFilterResult: SubscriptionFilterResult;
  SubscriptionInput: SubscriptionInput;
  SubscriptionsResult: SubscriptionsResult;
  SystemStatus: SystemStatus;
  TenantReference: TenantReference;
  TenantReferenceInput: TenantReferenceInput;
  TenantReferenceResult: TenantReferenceResult;
  UnregisterApplicantInput: UnregisterApplicantInput;
  UpgradeOrderResult: UpgradeOrderResult;
  Upload: Scalars['Upload']['output'];
  ValidationError: ValidationError;
  Warning: Warning;
  WarningsAndBlocks: WarningsAndBlocks;
  WarningsAndBlocksResult: WarningsAndBlocksResult;
}>;

export type AdCriteriaResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdCriteria'] = ResolversParentTypes['AdCriteria']> = ResolversObject<{
  general?: Resolver<Array<ResolversTypes['AdCriterion']>, ParentType, ContextType>;
  income?: Resolver<Array<ResolversTypes['AdCriterion']>, ParentType, ContextType>;
  special?: Resolver<Array<ResolversTypes['AdCriterion']>, ParentType, ContextType>;
}>;

export type AdCriterionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdCriterion'] = ResolversParentTypes['AdCriterion']> = ResolversObject<{
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  textLong?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type AddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address']> = ResolversObject<{
  careOf?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  street?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zipcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type AgencyFeeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AgencyFee'] = ResolversParentTypes['AgencyFee']> = ResolversObject<{
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type AgencyProfileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AgencyProfile'] = ResolversParentTypes['AgencyProfile']> = ResolversObject<{
  agencyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxWarnings?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  newsletterEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  newsletterListId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  queueFeePrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  queueTimeHidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type AgencyProfileResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AgencyProfileResult'] = ResolversParentTypes['AgencyProfileResult']> = ResolversObject<{
  agencyProfile?: Resolver<Maybe<ResolversTypes['AgencyProfile']>, ParentType, ContextType>;
  error?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errorText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  validationErrors?: Resolver<Array<ResolversTypes['ValidationError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ApplicantResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Applicant'] = ResolversParentTypes['Applicant']> = ResolversObject<{
  accountType?: Resolver<ResolversTypes['AccountType'], ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  applicantId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  applicantStatus?: Resolver<ResolversTypes['ApplicantStatus'], ParentType, ContextType>;
  autopayAgreementRef?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  autopayExpireDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  autopayPaymentReference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dateOfBirth?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  doNotWantPhysicalMail?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  emailSecondary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hasPaid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  identificationDocumentStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isStudent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mobile?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  needToUpdateContact?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  paymentPeriod?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pendingQueueFeeOrderDueDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  personalIdentityNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  queueDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  queueFeeValidToDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  subscribeNewsletter?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  temporaryAddress?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
}>;

export type ApplicantMyPagesBlockResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApplicantMyPagesBlock'] = ResolversParentTypes['ApplicantMyPagesBlock']> = ResolversObject<{
  landlord?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ApplicantResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApplicantResult'] = ResolversParentTypes['ApplicantResult']> = ResolversObject<{
  applicant?: Resolver<Maybe<ResolversTypes['Applicant']>, ParentType, ContextType>;
  error?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errorText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  validationErrors?: Resolver<Array<ResolversTypes['ValidationError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ApplicantStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApplicantStatus'] = ResolversParentTypes['ApplicantStatus']> = ResolversObject<{
  applicantStatusId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ApplicationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Application'] = ResolversParentTypes['Application']> = ResolversObject<{
  applicantMustUpdate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  applicationId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  canAnswer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canChangeAnswer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canDelete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cantDeleteMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  coApplicantMustUpdate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  coApplicants?: Resolver<Array<ResolversTypes['ApplicationCoApplicant']>, ParentType, ContextType>;
  endText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasDigitalShowing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastReplyTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastShowingReplyTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  needToUpdateCertifications?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  noShowingRegistration?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  queuePlace?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  queuePlaceReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reasonContractSignFailed?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reasonsForRefusal?: Resolver<Array<ResolversTypes['RefusalReason']>, ParentType, ContextType>;
  registeredAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  rentalObject?: Resolver<ResolversTypes['RentalObject'], ParentType, ContextType>;
  rentalObjectId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  showEnds?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  showStarts?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  showingAnswer?: Resolver<Maybe<ResolversTypes['InterestAnswer']>, ParentType, ContextType>;
  showingCanceled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showingIsMandatory?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showingRegistrationMissed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  stage?: Resolver<ResolversTypes['ApplicationStage'], ParentType, ContextType>;
  stageText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statusContractSignFailed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  statusEvaluationFailed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  statusHasAnsweredNoButStillInterested?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  statusHasAnsweredYes?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  statusNotInvited?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  statusSomeOtherIsEvaluated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  statusWaitingForAnswer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  statusYouAreEvaluated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  statusYouAreNotSentAsContractProposal?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  statusYouAreSentAsContractProposal?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tab?: Resolver<ResolversTypes['ApplicationTab'], ParentType, ContextType>;
  totalApplications?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unmetRequirements?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ApplicationAcceptsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApplicationAccepts'] = ResolversParentTypes['ApplicationAccepts']> = ResolversObject<{
  coApplicant?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  moveInDate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  shortTime?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ApplicationCoApplicantResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApplicationCoApplicant'] = ResolversParentTypes['ApplicationCoApplicant']> = ResolversObject<{
  applicantId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  confirmed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ApplicationCriteriaResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApplicationCriteria'] = ResolversParentTypes['ApplicationCriteria']> = ResolversObject<{
  general?: Resolver<Array<ResolversTypes['Criterion']>, ParentType, ContextType>;
  income?: Resolver<Array<ResolversTypes['Criterion']>, ParentType, ContextType>;
  special?: Resolver<Array<ResolversTypes['Criterion']>, ParentType, ContextType>;
}>;

export type ApplicationResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApplicationResult'] = ResolversParentTypes['ApplicationResult']> = ResolversObject<{
  application?: Resolver<Maybe<ResolversTypes['Application']>, ParentType, ContextType>;
  cancelledApplications?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  error?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errorText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  validationErrors?: Resolver<Array<ResolversTypes['ValidationError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ApplicationValidationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApplicationValidation'] = ResolversParentTypes['ApplicationValidation']> = ResolversObject<{
  accepts?: Resolver<ResolversTypes['ApplicationAccepts'], ParentType, ContextType>;
  canCreate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canDelete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cantDeleteMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  coApplicants?: Resolver<Array<ResolversTypes['ApplicationCoApplicant']>, ParentType, ContextType>;
  criteria?: Resolver<ResolversTypes['ApplicationCriteria'], ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['ValidationError']>, ParentType, ContextType>;
  requiredUpdates?: Resolver<ResolversTypes['RequiredUpdates'], ParentType, ContextType>;
}>;

export type ApplicationValidationResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApplicationValidationResult'] = ResolversParentTypes['ApplicationValidationResult']> = ResolversObject<{
  error?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errorText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  validation?: Resolver<Maybe<ResolversTypes['ApplicationValidation']>, ParentType, ContextType>;
  validationErrors?: Resolver<Array<ResolversTypes['ValidationError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ApplicationsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Applications'] = ResolversParentTypes['Applications']> = ResolversObject<{
  allLoaded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  applications?: Resolver<Array<ResolversTypes['Application']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ApplicationsResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApplicationsResult'] = ResolversParentTypes['ApplicationsResult']> = ResolversObject<{
  applications?: Resolver<Maybe<ResolversTypes['Applications']>, ParentType, ContextType>;
  error?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errorText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  validationErrors?: Resolver<Array<ResolversTypes['ValidationError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AutopayAgreementResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AutopayAgreementResult'] = ResolversParentTypes['AutopayAgreementResult']> = ResolversObject<{
  autopayAgreementRef?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  error?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errorText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentReference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  redirectUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  validationErrors?: Resolver<Array<ResolversTypes['ValidationError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type BlockResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Block'] = ResolversParentTypes['Block']> = ResolversObject<{
  end?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  landlord?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
}>;

export type CapitalResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Capital'] = ResolversParentTypes['Capital']> = ResolversObject<{
  capital?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  capitalTotal?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  capitalUpdated?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deposition?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  depositionTotal?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  guarantee?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  update?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type CertificationDocumentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CertificationDocument'] = ResolversParentTypes['CertificationDocument']> = ResolversObject<{
  created?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  documentId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mediaType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CertificationSlotResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CertificationSlot'] = ResolversParentTypes['CertificationSlot']> = ResolversObject<{
  approved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  certificationTypeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  documents?: Resolver<Array<ResolversTypes['CertificationDocument']>, ParentType, ContextType>;
  missing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  missingReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notChecked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rejected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rejectedReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  slot?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CoApplicantResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CoApplicant'] = ResolversParentTypes['CoApplicant']> = ResolversObject<{
  applicantId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  applicantName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  coApplicantFound?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isHead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type CoApplicantRequestResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CoApplicantRequest'] = ResolversParentTypes['CoApplicantRequest']> = ResolversObject<{
  applicantId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  applicantName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  coApplicantRequestFound?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type CoApplicantRequestResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CoApplicantRequestResult'] = ResolversParentTypes['CoApplicantRequestResult']> = ResolversObject<{
  coApplicantRequest?: Resolver<Maybe<ResolversTypes['CoApplicantRequest']>, ParentType, ContextType>;
  error?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errorText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sentRequest?: Resolver<Maybe<ResolversTypes['CoApplicantRequest']>, ParentType, ContextType>;
  validationErrors?: Resolver<Array<ResolversTypes['ValidationError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CoApplicantResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CoApplicantResult'] = ResolversParentTypes['CoApplicantResult']> = ResolversObject<{
  coApplicant?: Resolver<Maybe<ResolversTypes['CoApplicant']>, ParentType, ContextType>;
  error?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errorText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  validationErrors?: Resolver<Array<ResolversTypes['ValidationError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CompleteOrderResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CompleteOrderResult'] = ResolversParentTypes['CompleteOrderResult']> = ResolversObject<{
  error?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errorText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isCoApplicantUpgrade?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  validationErrors?: Resolver<Array<ResolversTypes['ValidationError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CriterionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Criterion'] = ResolversParentTypes['Criterion']> = ResolversObject<{
  incomeCalculation?: Resolver<Maybe<ResolversTypes['IncomeCalculation']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CriterionStatus'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  textInternal?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  textLong?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DebtResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Debt'] = ResolversParentTypes['Debt']> = ResolversObject<{
  debt?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  debtRestructering?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  debtUpdated?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  hasDebt?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPaymentRemarks?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  paymentCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  seizure?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  update?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type DigitalShowingAccessResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DigitalShowingAccess'] = ResolversParentTypes['DigitalShowingAccess']> = ResolversObject<{
  access?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['RentalObjectImage']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  showingText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type DigitalShowingAccessResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DigitalShowingAccessResult'] = ResolversParentTypes['DigitalShowingAccessResult']> = ResolversObject<{
  digitalShowingAccess?: Resolver<Maybe<ResolversTypes['DigitalShowingAccess']>, ParentType, ContextType>;
  error?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errorText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  validationErrors?: Resolver<Array<ResolversTypes['ValidationError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type DistrictResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['District'] = ResolversParentTypes['District']> = ResolversObject<{
  districtId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  latitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  longitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  region?: Resolver<ResolversTypes['Region'], ParentType, ContextType>;
}>;

export type DocumentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Document'] = ResolversParentTypes['Document']> = ResolversObject<{
  archived?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  created?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  disapprovalReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  documentId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  documentStatus?: Resolver<ResolversTypes['DocumentStatus'], ParentType, ContextType>;
  documentType?: Resolver<ResolversTypes['DocumentType'], ParentType, ContextType>;
  mediaType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  regionId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  regionName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type DocumentsResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DocumentsResult'] = ResolversParentTypes['DocumentsResult']> = ResolversObject<{
  documents?: Resolver<Array<ResolversTypes['Document']>, ParentType, ContextType>;
  error?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errorText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  validationErrors?: Resolver<Array<ResolversTypes['ValidationError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type EstimatedQueuePlaceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EstimatedQueuePlace'] = ResolversParentTypes['EstimatedQueuePlace']> = ResolversObject<{
  estimatedQueuePlace?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  hasApplication?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  queuePlaceReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalApplications?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type EstimatedQueuePlaceResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EstimatedQueuePlaceResult'] = ResolversParentTypes['EstimatedQueuePlaceResult']> = ResolversObject<{
  error?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errorText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  estimatedQueuePlace?: Resolver<Maybe<ResolversTypes['EstimatedQueuePlace']>, ParentType, ContextType>;
  validationErrors?: Resolver<Array<ResolversTypes['ValidationError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type FilterStepResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FilterStep'] = ResolversParentTypes['FilterStep']> = ResolversObject<{
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type HasActiveAutopayAgreementResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HasActiveAutopayAgreementResult'] = ResolversParentTypes['HasActiveAutopayAgreementResult']> = ResolversObject<{
  error?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errorText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasActiveAutopayAgreement?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  validationErrors?: Resolver<Array<ResolversTypes['ValidationError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type HousingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Housing'] = ResolversParentTypes['Housing']> = ResolversObject<{
  adults?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  children?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currentOwnershipTypeId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currentTypeId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  generalContact?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  generalEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  generalPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  housingDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  housingUpdated?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  landlordContact?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  landlordEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  landlordId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  landlordOther?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  landlordOtherPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  landlordPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  moveInDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  subCurrentTypeId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  update?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type HousingResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HousingResult'] = ResolversParentTypes['HousingResult']> = ResolversObject<{
  error?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errorText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  housing?: Resolver<Maybe<ResolversTypes['Housing']>, ParentType, ContextType>;
  validationErrors?: Resolver<Array<ResolversTypes['ValidationError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type IncomeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Income'] = ResolversParentTypes['Income']> = ResolversObject<{
  applicantIncomeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  created?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  incomeMonthly?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  incomeMonthlyFormated?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  incomeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  incomeType?: Resolver<Maybe<ResolversTypes['IncomeType']>, ParentType, ContextType>;
  incomeTypeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updated?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  validTo?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
}>;

export type IncomeCalculationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['IncomeCalculation'] = ResolversParentTypes['IncomeCalculation']> = ResolversObject<{
  multiple?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  persons?: Resolver<Array<ResolversTypes['PersonIncome']>, ParentType, ContextType>;
  pooled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  poolingNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type IncomeCategoriesResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['IncomeCategoriesResult'] = ResolversParentTypes['IncomeCategoriesResult']> = ResolversObject<{
  error?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errorText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  incomeCategories?: Resolver<Array<ResolversTypes['IncomeCategory']>, ParentType, ContextType>;
  validationErrors?: Resolver<Array<ResolversTypes['ValidationError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type IncomeCategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['IncomeCategory'] = ResolversParentTypes['IncomeCategory']> = ResolversObject<{
  incomeCategoryId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  incomeTypes?: Resolver<Array<ResolversTypes['IncomeType']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type IncomeCertificationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['IncomeCertification'] = ResolversParentTypes['IncomeCertification']> = ResolversObject<{
  applicantIncomeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  approved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  incomeTypeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slots?: Resolver<Array<ResolversTypes['CertificationSlot']>, ParentType, ContextType>;
}>;

export type IncomeCertificationsResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['IncomeCertificationsResult'] = ResolversParentTypes['IncomeCertificationsResult']> = ResolversObject<{
  error?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errorText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  incomeCertifications?: Resolver<Array<ResolversTypes['IncomeCertification']>, ParentType, ContextType>;
  validationErrors?: Resolver<Array<ResolversTypes['ValidationError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type IncomeLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['IncomeLine'] = ResolversParentTypes['IncomeLine']> = ResolversObject<{
  accepted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  verified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type IncomeResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['IncomeResult'] = ResolversParentTypes['IncomeResult']> = ResolversObject<{
  error?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errorText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  income?: Resolver<Maybe<ResolversTypes['Income']>, ParentType, ContextType>;
  validationErrors?: Resolver<Array<ResolversTypes['ValidationError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type IncomeTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['IncomeType'] = ResolversParentTypes['IncomeType']> = ResolversObject<{
  contentCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  disabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  incomeTypeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requiresValidTo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  titleDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  titlePlaceholder?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type IncomesResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['IncomesResult'] = ResolversParentTypes['IncomesResult']> = ResolversObject<{
  error?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errorText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  incomes?: Resolver<Array<ResolversTypes['Income']>, ParentType, ContextType>;
  validationErrors?: Resolver<Array<ResolversTypes['ValidationError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type IndicatorsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Indicators'] = ResolversParentTypes['Indicators']> = ResolversObject<{
  answerDecision?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasAgencyFee?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasCoApplicantRequest?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasQueueFee?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasRejectedIdDocument?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  header?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  needToUpdateCapital?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  needToUpdateDebt?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  needToUpdateHousing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  needToUpdateStudent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  needToUpdateStudentCertification?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  needToUpdateSubscription?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  needToUpdateSupportDocument?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rejectedIdDocumentReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  showingDecision?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type IndicatorsResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['IndicatorsResult'] = ResolversParentTypes['IndicatorsResult']> = ResolversObject<{
  error?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errorText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  indicators?: Resolver<Maybe<ResolversTypes['Indicators']>, ParentType, ContextType>;
  validationErrors?: Resolver<Array<ResolversTypes['ValidationError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type InformationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Information'] = ResolversParentTypes['Information']> = ResolversObject<{
  capital?: Resolver<Maybe<ResolversTypes['Capital']>, ParentType, ContextType>;
  debt?: Resolver<Maybe<ResolversTypes['Debt']>, ParentType, ContextType>;
  housing?: Resolver<Maybe<ResolversTypes['Housing']>, ParentType, ContextType>;
  misc?: Resolver<Maybe<ResolversTypes['Misc']>, ParentType, ContextType>;
  reducedIncome?: Resolver<Maybe<ResolversTypes['ReducedIncome']>, ParentType, ContextType>;
  student?: Resolver<Maybe<ResolversTypes['Student']>, ParentType, ContextType>;
}>;

export type InformationResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InformationResult'] = ResolversParentTypes['InformationResult']> = ResolversObject<{
  error?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errorText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  information?: Resolver<Maybe<ResolversTypes['Information']>, ParentType, ContextType>;
  validationErrors?: Resolver<Array<ResolversTypes['ValidationError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type LandlordResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Landlord'] = ResolversParentTypes['Landlord']> = ResolversObject<{
  landlordId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  logoImageId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MaintenanceMessageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MaintenanceMessage'] = ResolversParentTypes['MaintenanceMessage']> = ResolversObject<{
  maintenanceMessageId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  stop?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type MaintenanceMessageResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MaintenanceMessageResult'] = ResolversParentTypes['MaintenanceMessageResult']> = ResolversObject<{
  error?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errorText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  maintenanceMessage?: Resolver<Maybe<ResolversTypes['MaintenanceMessage']>, ParentType, ContextType>;
  validationErrors?: Resolver<Array<ResolversTypes['ValidationError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type MiscResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Misc'] = ResolversParentTypes['Misc']> = ResolversObject<{
  miscUpdated?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  regionId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  support?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  supportDocumentId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  update?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type MonthIncomeSummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MonthIncomeSummary'] = ResolversParentTypes['MonthIncomeSummary']> = ResolversObject<{
  otherIncome?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  pension?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  salary?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  socialInsurance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  studentAid?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  verifiable?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  acceptCoApplicant?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType, RequireFields<MutationAcceptCoApplicantArgs, 'coApplicantId'>>;
  addCoApplicant?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType, RequireFields<MutationAddCoApplicantArgs, 'pnrOrEmail'>>;
  addIncome?: Resolver<ResolversTypes['IncomeResult'], ParentType, ContextType, RequireFields<MutationAddIncomeArgs, 'income'>>;
  cancelQueueFeeOrder?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType, RequireFields<MutationCancelQueueFeeOrderArgs, 'orderId'>>;
  completeOrder?: Resolver<ResolversTypes['CompleteOrderResult'], ParentType, ContextType, RequireFields<MutationCompleteOrderArgs, 'orderId' | 'paymentId'>>;
  createApplication?: Resolver<ResolversTypes['ApplicationResult'], ParentType, ContextType, RequireFields<MutationCreateApplicationArgs, 'application'>>;
  createAutopayAgreement?: Resolver<ResolversTypes['AutopayAgreementResult'], ParentType, ContextType, RequireFields<MutationCreateAutopayAgreementArgs, 'cancelUrl' | 'redirectUrl'>>;
  createUpgradeCoApplicantOrder?: Resolver<ResolversTypes['UpgradeOrderResult'], ParentType, ContextType>;
  deleteApplication?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType, RequireFields<MutationDeleteApplicationArgs, 'rentalObjectId'>>;
  deleteAutopayAgreement?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType>;
  deleteCertification?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType, RequireFields<MutationDeleteCertificationArgs, 'documentId'>>;
  deleteCoApplicant?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType>;
  deleteDocument?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType, RequireFields<MutationDeleteDocumentArgs, 'documentId'>>;
  deleteIncome?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType, RequireFields<MutationDeleteIncomeArgs, 'applicantIncomeId'>>;
  deleteOpenBankingData?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType, RequireFields<MutationDeleteOpenBankingDataArgs, 'dataId'>>;
  deleteSubscription?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType, RequireFields<MutationDeleteSubscriptionArgs, 'subscriptionId'>>;
  missingCertification?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType, RequireFields<MutationMissingCertificationArgs, 'certification'>>;
  newsletterSubscribe?: Resolver<ResolversTypes['NewsletterResult'], ParentType, ContextType, RequireFields<MutationNewsletterSubscribeArgs, 'email' | 'list_id'>>;
  newsletterUnsubscribe?: Resolver<ResolversTypes['NewsletterResult'], ParentType, ContextType, RequireFields<MutationNewsletterUnsubscribeArgs, 'email' | 'list_id'>>;
  payOrder?: Resolver<ResolversTypes['PaymentRedirectResult'], ParentType, ContextType, RequireFields<MutationPayOrderArgs, 'cancelUrl' | 'orderId' | 'redirectUrl'>>;
  rejectCoApplicant?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType, RequireFields<MutationRejectCoApplicantArgs, 'coApplicantId'>>;
  renewSubscription?: Resolver<ResolversTypes['RenewSubscriptionResult'], ParentType, ContextType, RequireFields<MutationRenewSubscriptionArgs, 'subscriptionId'>>;
  resetPassword?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'user'>>;
  saveAnswer?: Resolver<ResolversTypes['ApplicationResult'], ParentType, ContextType, RequireFields<MutationSaveAnswerArgs, 'answer'>>;
  saveAutopayAgreement?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType, RequireFields<MutationSaveAutopayAgreementArgs, 'agreementRef'>>;
  saveShowing?: Resolver<ResolversTypes['ApplicationResult'], ParentType, ContextType, RequireFields<MutationSaveShowingArgs, 'showing'>>;
  saveSubscription?: Resolver<ResolversTypes['SaveSubscriptionResult'], ParentType, ContextType, RequireFields<MutationSaveSubscriptionArgs, 'subscription'>>;
  sendResetPassword?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType, RequireFields<MutationSendResetPasswordArgs, 'user'>>;
  setPaymentMethod?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType, RequireFields<MutationSetPaymentMethodArgs, 'paymentType'>>;
  unregisterApplicant?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType, RequireFields<MutationUnregisterApplicantArgs, 'applicant'>>;
  updateApplicantBasicInformation?: Resolver<ResolversTypes['ApplicantResult'], ParentType, ContextType, RequireFields<MutationUpdateApplicantBasicInformationArgs, 'email' | 'firstName' | 'lastName' | 'mobile'>>;
  updateApplicantContact?: Resolver<ResolversTypes['ApplicantResult'], ParentType, ContextType, RequireFields<MutationUpdateApplicantContactArgs, 'contact'>>;
  updateApplicantDoNotWantPhysicalMail?: Resolver<ResolversTypes['ApplicantResult'], ParentType, ContextType, RequireFields<MutationUpdateApplicantDoNotWantPhysicalMailArgs, 'doNotWantPhysicalMail'>>;
  updateApplicantPassword?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType, RequireFields<MutationUpdateApplicantPasswordArgs, 'password'>>;
  updateApplicantStudent?: Resolver<ResolversTypes['InformationResult'], ParentType, ContextType, RequireFields<MutationUpdateApplicantStudentArgs, 'student'>>;
  updateHousing?: Resolver<ResolversTypes['HousingResult'], ParentType, ContextType, RequireFields<MutationUpdateHousingArgs, 'housing'>>;
  updateIncome?: Resolver<ResolversTypes['IncomeResult'], ParentType, ContextType, RequireFields<MutationUpdateIncomeArgs, 'income'>>;
  updateInformation?: Resolver<ResolversTypes['InformationResult'], ParentType, ContextType, RequireFields<MutationUpdateInformationArgs, 'information'>>;
  updateTenantReference?: Resolver<ResolversTypes['TenantReferenceResult'], ParentType, ContextType, RequireFields<MutationUpdateTenantReferenceArgs, 'tenantReference'>>;
}>;

export type MutationResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MutationResult'] = ResolversParentTypes['MutationResult']> = ResolversObject<{
  error?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errorText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  validationErrors?: Resolver<Array<ResolversTypes['ValidationError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type NewsletterResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NewsletterResult'] = ResolversParentTypes['NewsletterResult']> = ResolversObject<{
  error?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errorText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  validationErrors?: Resolver<Array<ResolversTypes['ValidationError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type NewsletterSubscriberResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NewsletterSubscriberResult'] = ResolversParentTypes['NewsletterSubscriberResult']> = ResolversObject<{
  error?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errorText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isSubscriber?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  validationErrors?: Resolver<Array<ResolversTypes['ValidationError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type OpenBankingAccountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OpenBankingAccount'] = ResolversParentTypes['OpenBankingAccount']> = ResolversObject<{
  accountNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OpenBankingAgreementResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OpenBankingAgreementResult'] = ResolversParentTypes['OpenBankingAgreementResult']> = ResolversObject<{
  error?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errorText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  failureReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasActiveOpenBankingAgreement?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['OpenBankingStatus']>, ParentType, ContextType>;
  validationErrors?: Resolver<Array<ResolversTypes['ValidationError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type OpenBankingConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OpenBankingConnection'] = ResolversParentTypes['OpenBankingConnection']> = ResolversObject<{
  account?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bank?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  connected?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  consentDaysLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  consentExpires?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  dataId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastFetch?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OpenBankingStatus'], ParentType, ContextType>;
}>;

export type OpenBankingDataResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OpenBankingData'] = ResolversParentTypes['OpenBankingData']> = ResolversObject<{
  accounts?: Resolver<Array<ResolversTypes['OpenBankingAccount']>, ParentType, ContextType>;
  bankName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  connected?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  consentExpires?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  dataId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastFetch?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  providerId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OpenBankingStatus'], ParentType, ContextType>;
}>;

export type OpenBankingObjectOutputResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OpenBankingObjectOutputResult'] = ResolversParentTypes['OpenBankingObjectOutputResult']> = ResolversObject<{
  connections?: Resolver<Array<ResolversTypes['OpenBankingConnection']>, ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['OpenBankingData']>, ParentType, ContextType>;
  error?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errorText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  transactions?: Resolver<Array<ResolversTypes['OpenBankingTransactionMonth']>, ParentType, ContextType>;
  validationErrors?: Resolver<Array<ResolversTypes['ValidationError']>, ParentType, ContextType>;
  verifiedMonthlyIncome?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type OpenBankingProviderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OpenBankingProvider'] = ResolversParentTypes['OpenBankingProvider']> = ResolversObject<{
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  group?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  icon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OpenBankingProvidersLinkResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OpenBankingProvidersLinkResult'] = ResolversParentTypes['OpenBankingProvidersLinkResult']> = ResolversObject<{
  caseId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  error?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errorText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  validationErrors?: Resolver<Array<ResolversTypes['ValidationError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type OpenBankingProvidersResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OpenBankingProvidersResult'] = ResolversParentTypes['OpenBankingProvidersResult']> = ResolversObject<{
  error?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errorText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  providers?: Resolver<Array<ResolversTypes['OpenBankingProvider']>, ParentType, ContextType>;
  validationErrors?: Resolver<Array<ResolversTypes['ValidationError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type OpenBankingTransactionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OpenBankingTransaction'] = ResolversParentTypes['OpenBankingTransaction']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  internalTransfer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  transactionAt?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
}>;

export type OpenBankingTransactionMonthResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OpenBankingTransactionMonth'] = ResolversParentTypes['OpenBankingTransactionMonth']> = ResolversObject<{
  month?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  monthIncomeSummary?: Resolver<ResolversTypes['MonthIncomeSummary'], ParentType, ContextType>;
  transactions?: Resolver<Array<ResolversTypes['OpenBankingTransaction']>, ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  amountFormated?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bankgiroNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  canChangePaymentMethod?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dueDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  dueDateFormated?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  feeEndDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  feeEndDateFormated?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  feeStartDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  feeStartDateFormated?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isAgencyFeeOrder?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isCoApplicantUpgrade?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPaid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isQueueFeeOrder?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lateAgencyFee?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lateAgencyFeeFormated?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  netAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  netAmountFormated?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ocr?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orderStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderStatusId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paidDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  paidDateFormated?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentMethodId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalAmountFormated?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vatAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  vatAmountFormated?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OrdersResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrdersResult'] = ResolversParentTypes['OrdersResult']> = ResolversObject<{
  error?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errorText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  validationErrors?: Resolver<Array<ResolversTypes['ValidationError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PaymentRedirectResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentRedirectResult'] = ResolversParentTypes['PaymentRedirectResult']> = ResolversObject<{
  error?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errorText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentRedirectUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  validationErrors?: Resolver<Array<ResolversTypes['ValidationError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PersonIncomeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PersonIncome'] = ResolversParentTypes['PersonIncome']> = ResolversObject<{
  counted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['IncomeLine']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type ProfileDocumentResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProfileDocumentResult'] = ResolversParentTypes['ProfileDocumentResult']> = ResolversObject<{
  document?: Resolver<Maybe<ResolversTypes['Document']>, ParentType, ContextType>;
  error?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errorText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  validationErrors?: Resolver<Array<ResolversTypes['ValidationError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  checkOpenBankingActiveAgreementOutputType?: Resolver<ResolversTypes['OpenBankingAgreementResult'], ParentType, ContextType, RequireFields<QueryCheckOpenBankingActiveAgreementOutputTypeArgs, 'caseId'>>;
  getAgencyProfile?: Resolver<ResolversTypes['AgencyProfileResult'], ParentType, ContextType>;
  getApplicant?: Resolver<ResolversTypes['ApplicantResult'], ParentType, ContextType>;
  getApplicantWarningsAndBlocksQuery?: Resolver<ResolversTypes['WarningsAndBlocksResult'], ParentType, ContextType>;
  getApplications?: Resolver<ResolversTypes['ApplicationsResult'], ParentType, ContextType, RequireFields<QueryGetApplicationsArgs, 'skip' | 'take'>>;
  getCoApplicant?: Resolver<ResolversTypes['CoApplicantResult'], ParentType, ContextType>;
  getCoApplicantRequest?: Resolver<ResolversTypes['CoApplicantRequestResult'], ParentType, ContextType>;
  getDigitalShowingAccess?: Resolver<ResolversTypes['DigitalShowingAccessResult'], ParentType, ContextType, RequireFields<QueryGetDigitalShowingAccessArgs, 'rentalObjectId'>>;
  getDocuments?: Resolver<ResolversTypes['DocumentsResult'], ParentType, ContextType>;
  getEconomicSupportDocument?: Resolver<ResolversTypes['ProfileDocumentResult'], ParentType, ContextType>;
  getEstimatedQueuePlace?: Resolver<ResolversTypes['EstimatedQueuePlaceResult'], ParentType, ContextType, RequireFields<QueryGetEstimatedQueuePlaceArgs, 'rentalObjectId'>>;
  getHasActiveAutopayAgreement?: Resolver<ResolversTypes['HasActiveAutopayAgreementResult'], ParentType, ContextType, Partial<QueryGetHasActiveAutopayAgreementArgs>>;
  getHousing?: Resolver<ResolversTypes['HousingResult'], ParentType, ContextType>;
  getIncome?: Resolver<ResolversTypes['IncomeResult'], ParentType, ContextType, RequireFields<QueryGetIncomeArgs, 'applicantIncomeId'>>;
  getIncomeCategories?: Resolver<ResolversTypes['IncomeCategoriesResult'], ParentType, ContextType>;
  getIncomeCertifications?: Resolver<ResolversTypes['IncomeCertificationsResult'], ParentType, ContextType>;
  getIncomes?: Resolver<ResolversTypes['IncomesResult'], ParentType, ContextType>;
  getIndicators?: Resolver<ResolversTypes['IndicatorsResult'], ParentType, ContextType>;
  getInformation?: Resolver<ResolversTypes['InformationResult'], ParentType, ContextType>;
  getIsNewsletterSubscriber?: Resolver<ResolversTypes['NewsletterSubscriberResult'], ParentType, ContextType, RequireFields<QueryGetIsNewsletterSubscriberArgs, 'email' | 'list_id'>>;
  getMaintenanceMessage?: Resolver<ResolversTypes['MaintenanceMessageResult'], ParentType, ContextType>;
  getOpenBankingObjectOutput?: Resolver<ResolversTypes['OpenBankingObjectOutputResult'], ParentType, ContextType>;
  getOpenBankingProviders?: Resolver<ResolversTypes['OpenBankingProvidersResult'], ParentType, ContextType>;
  getOpenBankingProvidersLink?: Resolver<ResolversTypes['OpenBankingProvidersLinkResult'], ParentType, ContextType, Partial<QueryGetOpenBankingProvidersLinkArgs>>;
  getOrders?: Resolver<ResolversTypes['OrdersResult'], ParentType, ContextType>;
  getQueueTimes?: Resolver<ResolversTypes['QueueTimesResult'], ParentType, ContextType>;
  getRegionsAndDistricts?: Resolver<ResolversTypes['RegionsAndDistrictsResult'], ParentType, ContextType>;
  getRentalObject?: Resolver<ResolversTypes['RentalObjectResult'], ParentType, ContextType, RequireFields<QueryGetRentalObjectArgs, 'rentalObjectId'>>;
  getRentalObjectPoints?: Resolver<ResolversTypes['RentalObjectPointsResult'], ParentType, ContextType, Partial<QueryGetRentalObjectPointsArgs>>;
  getRentalObjectsAvailable?: Resolver<ResolversTypes['RentalObjectsResult'], ParentType, ContextType, Partial<QueryGetRentalObjectsAvailableArgs>>;
  getStatus?: Resolver<ResolversTypes['StatusResult'], ParentType, ContextType>;
  getStudentCertificationDocument?: Resolver<ResolversTypes['ProfileDocumentResult'], ParentType, ContextType>;
  getStudyLocations?: Resolver<ResolversTypes['StudyLocationsResult'], ParentType, ContextType>;
  getSubscriptionFilter?: Resolver<ResolversTypes['SubscriptionFilterResult'], ParentType, ContextType>;
  getSubscriptions?: Resolver<ResolversTypes['SubscriptionsResult'], ParentType, ContextType>;
  getTenantReference?: Resolver<ResolversTypes['TenantReferenceResult'], ParentType, ContextType>;
  recurrenceVerificationInfo?: Resolver<ResolversTypes['RecurrenceVerificationResult'], ParentType, ContextType, RequireFields<QueryRecurrenceVerificationInfoArgs, 'paymentReference'>>;
  validateApplication?: Resolver<ResolversTypes['ApplicationValidationResult'], ParentType, ContextType, RequireFields<QueryValidateApplicationArgs, 'rentalObjectId'>>;
}>;

export type QueueTimeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QueueTime'] = ResolversParentTypes['QueueTime']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  queueDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QueueTimesResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QueueTimesResult'] = ResolversParentTypes['QueueTimesResult']> = ResolversObject<{
  error?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errorText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  queueTimes?: Resolver<Array<ResolversTypes['QueueTime']>, ParentType, ContextType>;
  validationErrors?: Resolver<Array<ResolversTypes['ValidationError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RecurrenceVerificationResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RecurrenceVerificationResult'] = ResolversParentTypes['RecurrenceVerificationResult']> = ResolversObject<{
  error?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errorText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasVerification?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  validationErrors?: Resolver<Array<ResolversTypes['ValidationError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ReducedIncomeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReducedIncome'] = ResolversParentTypes['ReducedIncome']> = ResolversObject<{
  capitalTotal?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  reducedIncomeRequirement?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reducedIncomeUpdated?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type RefusalReasonResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RefusalReason'] = ResolversParentTypes['RefusalReason']> = ResolversObject<{
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RegionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Region'] = ResolversParentTypes['Region']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  regionId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RegionsAndDistrictsResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RegionsAndDistrictsResult'] = ResolversParentTypes['RegionsAndDistrictsResult']> = ResolversObject<{
  districts?: Resolver<Array<ResolversTypes['District']>, ParentType, ContextType>;
  error?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errorText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  regions?: Resolver<Array<ResolversTypes['Region']>, ParentType, ContextType>;
  validationErrors?: Resolver<Array<ResolversTypes['ValidationError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RenewSubscriptionResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RenewSubscriptionResult'] = ResolversParentTypes['RenewSubscriptionResult']> = ResolversObject<{
  error?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errorText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subscription?: Resolver<Maybe<ResolversTypes['RentalObjectSubscription']>, ParentType, ContextType>;
  validationErrors?: Resolver<Array<ResolversTypes['ValidationError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RentalObjectResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RentalObject'] = ResolversParentTypes['RentalObject']> = ResolversObject<{
  adCriteria?: Resolver<ResolversTypes['AdCriteria'], ParentType, ContextType>;
  agencyFee?: Resolver<Maybe<ResolversTypes['AgencyFee']>, ParentType, ContextType>;
  apartmentNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  applicationCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  applicationTimeExpired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  area?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  areaFormated?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  balcony?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  boendeTyp?: Resolver<Array<ResolversTypes['RentalObjectCategory']>, ParentType, ContextType>;
  bostadsTyp?: Resolver<Array<ResolversTypes['RentalObjectCategory']>, ParentType, ContextType>;
  canCalculateQueueplace?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  district?: Resolver<ResolversTypes['District'], ParentType, ContextType>;
  districtName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  elevator?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  endDateFormated?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fastighetsStatus?: Resolver<Array<ResolversTypes['RentalObjectCategory']>, ParentType, ContextType>;
  firstQueuePlace?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  floor?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  floorTotal?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  formedlingsTyp?: Resolver<Array<ResolversTypes['RentalObjectCategory']>, ParentType, ContextType>;
  hasDigitalShowing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['RentalObjectImage']>, ParentType, ContextType, Partial<RentalObjectImagesArgs>>;
  incomeTypes?: Resolver<Array<ResolversTypes['RentalObjectIncomeType']>, ParentType, ContextType>;
  isOpenForApplication?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  keepQueueDate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kontraktsTyp?: Resolver<Array<ResolversTypes['RentalObjectCategory']>, ParentType, ContextType>;
  landlord?: Resolver<ResolversTypes['Landlord'], ParentType, ContextType>;
  landlordCategories?: Resolver<Array<ResolversTypes['RentalObjectCategory']>, ParentType, ContextType>;
  lastReplyDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  latitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  longitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  maxNumberOfPeople?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  moveInDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  moveInDateFormated?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  moveInEarlier?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  objectNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  posSystem?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  projectId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  projectName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  properties?: Resolver<Array<ResolversTypes['RentalObjectProperty']>, ParentType, ContextType>;
  queueDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  queueTenant?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  queueTransfer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  queueTypeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  regionName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  rentCurrency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rentDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rentFormated?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rentalObjectId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rooms?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  roomsDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  showing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showingIsMandatory?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showingText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  showingType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  siteDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  startDateFormated?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zipcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RentalObjectCategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RentalObjectCategory'] = ResolversParentTypes['RentalObjectCategory']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rentalObjectCategoryId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RentalObjectImageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RentalObjectImage'] = ResolversParentTypes['RentalObjectImage']> = ResolversObject<{
  cdn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  galleryUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  imageId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['RentalObjectImageKind'], ParentType, ContextType>;
  listUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sortingOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RentalObjectIncomeTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RentalObjectIncomeType'] = ResolversParentTypes['RentalObjectIncomeType']> = ResolversObject<{
  incomeTypeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RentalObjectPointsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RentalObjectPoints'] = ResolversParentTypes['RentalObjectPoints']> = ResolversObject<{
  latitudes?: Resolver<Array<ResolversTypes['Float']>, ParentType, ContextType>;
  longitudes?: Resolver<Array<ResolversTypes['Float']>, ParentType, ContextType>;
  rentalObjectIds?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  rents?: Resolver<Array<ResolversTypes['Float']>, ParentType, ContextType>;
  rooms?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type RentalObjectPointsResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RentalObjectPointsResult'] = ResolversParentTypes['RentalObjectPointsResult']> = ResolversObject<{
  error?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errorText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  points?: Resolver<ResolversTypes['RentalObjectPoints'], ParentType, ContextType>;
  validationErrors?: Resolver<Array<ResolversTypes['ValidationError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RentalObjectPropertyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RentalObjectProperty'] = ResolversParentTypes['RentalObjectProperty']> = ResolversObject<{
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ordinal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['RentalObjectPropertyValue']>, ParentType, ContextType>;
}>;

export type RentalObjectPropertyValueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RentalObjectPropertyValue'] = ResolversParentTypes['RentalObjectPropertyValue']> = ResolversObject<{
  ordinal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RentalObjectResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RentalObjectResult'] = ResolversParentTypes['RentalObjectResult']> = ResolversObject<{
  error?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errorText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rentalObject?: Resolver<Maybe<ResolversTypes['RentalObject']>, ParentType, ContextType>;
  validationErrors?: Resolver<Array<ResolversTypes['ValidationError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RentalObjectSubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RentalObjectSubscription'] = ResolversParentTypes['RentalObjectSubscription']> = ResolversObject<{
  created?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  daysRemainToExpire?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  filter?: Resolver<ResolversTypes['SubscriptionFilter'], ParentType, ContextType>;
  isExpired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sendNotifications?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  subscriptionId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  warningIntervalDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RentalObjectsResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RentalObjectsResult'] = ResolversParentTypes['RentalObjectsResult']> = ResolversObject<{
  error?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errorText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rentalObjects?: Resolver<Array<ResolversTypes['RentalObject']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  validationErrors?: Resolver<Array<ResolversTypes['ValidationError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RequiredUpdatesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RequiredUpdates'] = ResolversParentTypes['RequiredUpdates']> = ResolversObject<{
  capital?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  debt?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  housing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  income?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  student?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Result'] = ResolversParentTypes['Result']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AgencyProfileResult' | 'ApplicantResult' | 'ApplicationResult' | 'ApplicationValidationResult' | 'ApplicationsResult' | 'AutopayAgreementResult' | 'CoApplicantRequestResult' | 'CoApplicantResult' | 'CompleteOrderResult' | 'DigitalShowingAccessResult' | 'DocumentsResult' | 'EstimatedQueuePlaceResult' | 'HasActiveAutopayAgreementResult' | 'HousingResult' | 'IncomeCategoriesResult' | 'IncomeCertificationsResult' | 'IncomeResult' | 'IncomesResult' | 'IndicatorsResult' | 'InformationResult' | 'MaintenanceMessageResult' | 'MutationResult' | 'NewsletterResult' | 'NewsletterSubscriberResult' | 'OpenBankingAgreementResult' | 'OpenBankingObjectOutputResult' | 'OpenBankingProvidersLinkResult' | 'OpenBankingProvidersResult' | 'OrdersResult' | 'PaymentRedirectResult' | 'ProfileDocumentResult' | 'QueueTimesResult' | 'RecurrenceVerificationResult' | 'RegionsAndDistrictsResult' | 'RenewSubscriptionResult' | 'RentalObjectPointsResult' | 'RentalObjectResult' | 'RentalObjectsResult' | 'SaveSubscriptionResult' | 'StatusResult' | 'StudyLocationsResult' | 'SubscriptionFilterResult' | 'SubscriptionsResult' | 'TenantReferenceResult' | 'UpgradeOrderResult' | 'WarningsAndBlocksResult', ParentType, ContextType>;
}>;

export type SaveSubscriptionResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SaveSubscriptionResult'] = ResolversParentTypes['SaveSubscriptionResult']> = ResolversObject<{
  error?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errorText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subscriptionId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  validationErrors?: Resolver<Array<ResolversTypes['ValidationError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type StatusResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StatusResult'] = ResolversParentTypes['StatusResult']> = ResolversObject<{
  error?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errorText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['SystemStatus']>, ParentType, ContextType>;
  validationErrors?: Resolver<Array<ResolversTypes['ValidationError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type StudentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Student'] = ResolversParentTypes['Student']> = ResolversObject<{
  newlyAdmitted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  student?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  studentCertificationDocumentId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  studentUpdated?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  studyLocationId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  studyLocationName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  typeOfEducation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  update?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type StudyLocationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StudyLocation'] = ResolversParentTypes['StudyLocation']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  studyLocationId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type StudyLocationsResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StudyLocationsResult'] = ResolversParentTypes['StudyLocationsResult']> = ResolversObject<{
  error?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errorText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  studyLocations?: Resolver<Array<ResolversTypes['StudyLocation']>, ParentType, ContextType>;
  validationErrors?: Resolver<Array<ResolversTypes['ValidationError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SubscriptionFilterResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SubscriptionFilter'] = ResolversParentTypes['SubscriptionFilter']> = ResolversObject<{
  areaMax?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  areaMin?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  balcony?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  districtIds?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  elevator?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  landlordIds?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  regionIds?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  rentMax?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  rentMin?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  rentalObjectCategoryIds?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  roomsMax?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  roomsMin?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type SubscriptionFilterOptionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SubscriptionFilterOptions'] = ResolversParentTypes['SubscriptionFilterOptions']> = ResolversObject<{
  areaSteps?: Resolver<Array<ResolversTypes['FilterStep']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['RentalObjectCategory']>, ParentType, ContextType>;
  districts?: Resolver<Array<ResolversTypes['District']>, ParentType, ContextType>;
  landlords?: Resolver<Array<ResolversTypes['Landlord']>, ParentType, ContextType>;
  objectTypes?: Resolver<Array<ResolversTypes['RentalObjectCategory']>, ParentType, ContextType>;
  regions?: Resolver<Array<ResolversTypes['Region']>, ParentType, ContextType>;
  rentSteps?: Resolver<Array<ResolversTypes['FilterStep']>, ParentType, ContextType>;
  roomSteps?: Resolver<Array<ResolversTypes['FilterStep']>, ParentType, ContextType>;
}>;

export type SubscriptionFilterResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SubscriptionFilterResult'] = ResolversParentTypes['SubscriptionFilterResult']> = ResolversObject<{
  error?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errorText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subscriptionFilter?: Resolver<Maybe<ResolversTypes['SubscriptionFilterOptions']>, ParentType, ContextType>;
  validationErrors?: Resolver<Array<ResolversTypes['ValidationError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SubscriptionsResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SubscriptionsResult'] = ResolversParentTypes['SubscriptionsResult']> = ResolversObject<{
  error?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errorText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subscriptions?: Resolver<Array<ResolversTypes['RentalObjectSubscription']>, ParentType, ContextType>;
  validationErrors?: Resolver<Array<ResolversTypes['ValidationError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SystemStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SystemStatus'] = ResolversParentTypes['SystemStatus']> = ResolversObject<{
  culture?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  database?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  databaseVersion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timezone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TenantReferenceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TenantReference'] = ResolversParentTypes['TenantReference']> = ResolversObject<{
  landlordId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  landlordReference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tenantReferenceUpdated?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type TenantReferenceResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TenantReferenceResult'] = ResolversParentTypes['TenantReferenceResult']> = ResolversObject<{
  error?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errorText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tenantReference?: Resolver<Maybe<ResolversTypes['TenantReference']>, ParentType, ContextType>;
  validationErrors?: Resolver<Array<ResolversTypes['ValidationError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type UpgradeOrderResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpgradeOrderResult'] = ResolversParentTypes['UpgradeOrderResult']> = ResolversObject<{
  error?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errorText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  validationErrors?: Resolver<Array<ResolversTypes['ValidationError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export interface UploadScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Upload'], any> {
  name: 'Upload';
}

export type ValidationErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ValidationError'] = ResolversParentTypes['ValidationError']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type WarningResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Warning'] = ResolversParentTypes['Warning']> = ResolversObject<{
  created?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  validFromDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  validToDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
}>;

export type WarningsAndBlocksResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WarningsAndBlocks'] = ResolversParentTypes['WarningsAndBlocks']> = ResolversObject<{
  applicantMyPagesBlock?: Resolver<Array<ResolversTypes['ApplicantMyPagesBlock']>, ParentType, ContextType>;
  blocks?: Resolver<Array<ResolversTypes['Block']>, ParentType, ContextType>;
  warnings?: Resolver<Array<ResolversTypes['Warning']>, ParentType, ContextType>;
}>;

export type WarningsAndBlocksResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WarningsAndBlocksResult'] = ResolversParentTypes['WarningsAndBlocksResult']> = ResolversObject<{
  error?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errorText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  validationErrors?: Resolver<Array<ResolversTypes['ValidationError']>, ParentType, ContextType>;
  warningsAndBlocks?: Resolver<Maybe<ResolversTypes['WarningsAndBlocks']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GraphQLContext> = ResolversObject<{
  AdCriteria?: AdCriteriaResolvers<ContextType>;
  AdCriterion?: AdCriterionResolvers<ContextType>;
  Address?: AddressResolvers<ContextType>;
  AgencyFee?: AgencyFeeResolvers<ContextType>;
  AgencyProfile?: AgencyProfileResolvers<ContextType>;
  AgencyProfileResult?: AgencyProfileResultResolvers<ContextType>;
  Applicant?: ApplicantResolvers<ContextType>;
  ApplicantMyPagesBlock?: ApplicantMyPagesBlockResolvers<ContextType>;
  ApplicantResult?: ApplicantResultResolvers<ContextType>;
  ApplicantStatus?: ApplicantStatusResolvers<ContextType>;
  Application?: ApplicationResolvers<ContextType>;
  ApplicationAccepts?: ApplicationAcceptsResolvers<ContextType>;
  ApplicationCoApplicant?: ApplicationCoApplicantResolvers<ContextType>;
  ApplicationCriteria?: ApplicationCriteriaResolvers<ContextType>;
  ApplicationResult?: ApplicationResultResolvers<ContextType>;
  ApplicationValidation?: ApplicationValidationResolvers<ContextType>;
  ApplicationValidationResult?: ApplicationValidationResultResolvers<ContextType>;
  Applications?: ApplicationsResolvers<ContextType>;
  ApplicationsResult?: ApplicationsResultResolvers<ContextType>;
  AutopayAgreementResult?: AutopayAgreementResultResolvers<ContextType>;
  Block?: BlockResolvers<ContextType>;
  Capital?: CapitalResolvers<ContextType>;
  CertificationDocument?: CertificationDocumentResolvers<ContextType>;
  CertificationSlot?: CertificationSlotResolvers<ContextType>;
  CoApplicant?: CoApplicantResolvers<ContextType>;
  CoApplicantRequest?: CoApplicantRequestResolvers<ContextType>;
  CoApplicantRequestResult?: CoApplicantRequestResultResolvers<ContextType>;
  CoApplicantResult?: CoApplicantResultResolvers<ContextType>;
  CompleteOrderResult?: CompleteOrderResultResolvers<ContextType>;
  Criterion?: CriterionResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  Debt?: DebtResolvers<ContextType>;
  DigitalShowingAccess?: DigitalShowingAccessResolvers<ContextType>;
  DigitalShowingAccessResult?: DigitalShowingAccessResultResolvers<ContextType>;
  District?: DistrictResolvers<ContextType>;
  Document?: DocumentResolvers<ContextType>;
  DocumentsResult?: DocumentsResultResolvers<ContextType>;
  EstimatedQueuePlace?: EstimatedQueuePlaceResolvers<ContextType>;
  EstimatedQueuePlaceResult?: EstimatedQueuePlaceResultResolvers<ContextType>;
  FilterStep?: FilterStepResolvers<ContextType>;
  HasActiveAutopayAgreementResult?: HasActiveAutopayAgreementResultResolvers<ContextType>;
  Housing?: HousingResolvers<ContextType>;
  HousingResult?: HousingResultResolvers<ContextType>;
  Income?: IncomeResolvers<ContextType>;
  IncomeCalculation?: IncomeCalculationResolvers<ContextType>;
  IncomeCategoriesResult?: IncomeCategoriesResultResolvers<ContextType>;
  IncomeCategory?: IncomeCategoryResolvers<ContextType>;
  IncomeCertification?: IncomeCertificationResolvers<ContextType>;
  IncomeCertificationsResult?: IncomeCertificationsResultResolvers<ContextType>;
  IncomeLine?: IncomeLineResolvers<ContextType>;
  IncomeResult?: IncomeResultResolvers<ContextType>;
  IncomeType?: IncomeTypeResolvers<ContextType>;
  IncomesResult?: IncomesResultResolvers<ContextType>;
  Indicators?: IndicatorsResolvers<ContextType>;
  IndicatorsResult?: IndicatorsResultResolvers<ContextType>;
  Information?: InformationResolvers<ContextType>;
  InformationResult?: InformationResultResolvers<ContextType>;
  Landlord?: LandlordResolvers<ContextType>;
  MaintenanceMessage?: MaintenanceMessageResolvers<ContextType>;
  MaintenanceMessageResult?: MaintenanceMessageResultResolvers<ContextType>;
  Misc?: MiscResolvers<ContextType>;
  MonthIncomeSummary?: MonthIncomeSummaryResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MutationResult?: MutationResultResolvers<ContextType>;
  NewsletterResult?: NewsletterResultResolvers<ContextType>;
  NewsletterSubscriberResult?: NewsletterSubscriberResultResolvers<ContextType>;
  OpenBankingAccount?: OpenBankingAccountResolvers<ContextType>;
  OpenBankingAgreementResult?: OpenBankingAgreementResultResolvers<ContextType>;
  OpenBankingConnection?: OpenBankingConnectionResolvers<ContextType>;
  OpenBankingData?: OpenBankingDataResolvers<ContextType>;
  OpenBankingObjectOutputResult?: OpenBankingObjectOutputResultResolvers<ContextType>;
  OpenBankingProvider?: OpenBankingProviderResolvers<ContextType>;
  OpenBankingProvidersLinkResult?: OpenBankingProvidersLinkResultResolvers<ContextType>;
  OpenBankingProvidersResult?: OpenBankingProvidersResultResolvers<ContextType>;
  OpenBankingTransaction?: OpenBankingTransactionResolvers<ContextType>;
  OpenBankingTransactionMonth?: OpenBankingTransactionMonthResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrdersResult?: OrdersResultResolvers<ContextType>;
  PaymentRedirectResult?: PaymentRedirectResultResolvers<ContextType>;
  PersonIncome?: PersonIncomeResolvers<ContextType>;
  ProfileDocumentResult?: ProfileDocumentResultResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  QueueTime?: QueueTimeResolvers<ContextType>;
  QueueTimesResult?: QueueTimesResultResolvers<ContextType>;
  RecurrenceVerificationResult?: RecurrenceVerificationResultResolvers<ContextType>;
  ReducedIncome?: ReducedIncomeResolvers<ContextType>;
  RefusalReason?: RefusalReasonResolvers<ContextType>;
  Region?: RegionResolvers<ContextType>;
  RegionsAndDistrictsResult?: RegionsAndDistrictsResultResolvers<ContextType>;
  RenewSubscriptionResult?: RenewSubscriptionResultResolvers<ContextType>;
  RentalObject?: RentalObjectResolvers<ContextType>;
  RentalObjectCategory?: RentalObjectCategoryResolvers<ContextType>;
  RentalObjectImage?: RentalObjectImageResolvers<ContextType>;
  RentalObjectIncomeType?: RentalObjectIncomeTypeResolvers<ContextType>;
  RentalObjectPoints?: RentalObjectPointsResolvers<ContextType>;
  RentalObjectPointsResult?: RentalObjectPointsResultResolvers<ContextType>;
  RentalObjectProperty?: RentalObjectPropertyResolvers<ContextType>;
  RentalObjectPropertyValue?: RentalObjectPropertyValueResolvers<ContextType>;
  RentalObjectResult?: RentalObjectResultResolvers<ContextType>;
  RentalObjectSubscription?: RentalObjectSubscriptionResolvers<ContextType>;
  RentalObjectsResult?: RentalObjectsResultResolvers<ContextType>;
  RequiredUpdates?: RequiredUpdatesResolvers<ContextType>;
  Result?: ResultResolvers<ContextType>;
  SaveSubscriptionResult?: SaveSubscriptionResultResolvers<ContextType>;
  StatusResult?: StatusResultResolvers<ContextType>;
  Student?: StudentResolvers<ContextType>;
  StudyLocation?: StudyLocationResolvers<ContextType>;
  StudyLocationsResult?: StudyLocationsResultResolvers<ContextType>;
  SubscriptionFilter?: SubscriptionFilterResolvers<ContextType>;
  SubscriptionFilterOptions?: SubscriptionFilterOptionsResolvers<ContextType>;
  SubscriptionFilterResult?: SubscriptionFilterResultResolvers<ContextType>;
  SubscriptionsResult?: SubscriptionsResultResolvers<ContextType>;
  SystemStatus?: SystemStatusResolvers<ContextType>;
  TenantReference?: TenantReferenceResolvers<ContextType>;
  TenantReferenceResult?: TenantReferenceResultResolvers<ContextType>;
  UpgradeOrderResult?: UpgradeOrderResultResolvers<ContextType>;
  Upload?: GraphQLScalarType;
  ValidationError?: ValidationErrorResolvers<ContextType>;
  Warning?: WarningResolvers<ContextType>;
  WarningsAndBlocks?: WarningsAndBlocksResolvers<ContextType>;
  WarningsAndBlocksResult?: WarningsAndBlocksResultResolvers<ContextType>;
}>;

