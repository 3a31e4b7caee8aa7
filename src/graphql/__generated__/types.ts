// @ts-nocheck -- generated
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
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
  DateTime: { input: string; output: string; }
  /** A file sent with the GraphQL multipart request specification. */
  Upload: { input: File; output: File; }
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
  textLong: Maybe<Scalars['String']['output']>;
};

export type Address = {
  __typename?: 'Address';
  careOf: Maybe<Scalars['String']['output']>;
  city: Maybe<Scalars['String']['output']>;
  country: Maybe<Scalars['String']['output']>;
  street: Maybe<Scalars['String']['output']>;
  zipcode: Maybe<Scalars['String']['output']>;
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
  agencyProfile: Maybe<AgencyProfile>;
  error: Scalars['Boolean']['output'];
  errorText: Maybe<Scalars['String']['output']>;
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
  address: Maybe<Address>;
  applicantId: Scalars['Int']['output'];
  applicantStatus: ApplicantStatus;
  autopayAgreementRef: Maybe<Scalars['String']['output']>;
  autopayExpireDate: Maybe<Scalars['Date']['output']>;
  /** The card registration that set up autopay. */
  autopayPaymentReference: Maybe<Scalars['String']['output']>;
  dateOfBirth: Maybe<Scalars['Date']['output']>;
  doNotWantPhysicalMail: Scalars['Boolean']['output'];
  email: Maybe<Scalars['String']['output']>;
  emailSecondary: Maybe<Scalars['String']['output']>;
  firstName: Scalars['String']['output'];
  hasPaid: Scalars['Boolean']['output'];
  identificationDocumentStatus: Maybe<Scalars['String']['output']>;
  isStudent: Scalars['Boolean']['output'];
  lastName: Scalars['String']['output'];
  mobile: Maybe<Scalars['String']['output']>;
  needToUpdateContact: Scalars['Boolean']['output'];
  paymentPeriod: Maybe<Scalars['String']['output']>;
  pendingQueueFeeOrderDueDate: Maybe<Scalars['Date']['output']>;
  /** 12 digits; null for a person registered without a Swedish personal number. Only ever returned to its owner. */
  personalIdentityNumber: Maybe<Scalars['String']['output']>;
  phone: Maybe<Scalars['String']['output']>;
  queueDate: Maybe<Scalars['Date']['output']>;
  queueFeeValidToDate: Maybe<Scalars['Date']['output']>;
  subscribeNewsletter: Scalars['Boolean']['output'];
  temporaryAddress: Maybe<Address>;
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
  applicant: Maybe<Applicant>;
  error: Scalars['Boolean']['output'];
  errorText: Maybe<Scalars['String']['output']>;
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
  cantDeleteMessage: Maybe<Scalars['String']['output']>;
  coApplicantMustUpdate: Scalars['Boolean']['output'];
  coApplicants: Array<ApplicationCoApplicant>;
  /** Why it ended, when it has (for example 'Du tackade nej till erbjudandet.'). */
  endText: Maybe<Scalars['String']['output']>;
  hasDigitalShowing: Scalars['Boolean']['output'];
  lastReplyTime: Maybe<Scalars['DateTime']['output']>;
  lastShowingReplyTime: Maybe<Scalars['DateTime']['output']>;
  needToUpdateCertifications: Scalars['Boolean']['output'];
  noShowingRegistration: Scalars['Boolean']['output'];
  /** The place: the one fixed when the interest period closed, else the estimate now; null when it cannot be calculated. */
  queuePlace: Maybe<Scalars['Int']['output']>;
  /** One line on why, for example 'din kötid började 2021-03-04'. */
  queuePlaceReason: Maybe<Scalars['String']['output']>;
  reasonContractSignFailed: Maybe<Scalars['String']['output']>;
  reasonsForRefusal: Array<RefusalReason>;
  registeredAt: Scalars['DateTime']['output'];
  rentalObject: RentalObject;
  rentalObjectId: Scalars['String']['output'];
  showEnds: Maybe<Scalars['DateTime']['output']>;
  showStarts: Maybe<Scalars['DateTime']['output']>;
  /** The answer given to the showing invitation, if any. */
  showingAnswer: Maybe<InterestAnswer>;
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
  application: Maybe<Application>;
  /** Registrations this step cancelled (accepting a home cancels the applicant's others). */
  cancelledApplications: Scalars['Int']['output'];
  error: Scalars['Boolean']['output'];
  errorText: Maybe<Scalars['String']['output']>;
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
  cantDeleteMessage: Maybe<Scalars['String']['output']>;
  coApplicants: Array<ApplicationCoApplicant>;
  criteria: ApplicationCriteria;
  /** Why the interest cannot be registered, each as {code, text}. */
  errors: Array<ValidationError>;
  requiredUpdates: RequiredUpdates;
};

export type ApplicationValidationResult = Result & {
  __typename?: 'ApplicationValidationResult';
  error: Scalars['Boolean']['output'];
  errorText: Maybe<Scalars['String']['output']>;
  validation: Maybe<ApplicationValidation>;
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
  applications: Maybe<Applications>;
  error: Scalars['Boolean']['output'];
  errorText: Maybe<Scalars['String']['output']>;
  validationErrors: Array<ValidationError>;
};

export type AutopayAgreementResult = Result & {
  __typename?: 'AutopayAgreementResult';
  autopayAgreementRef: Maybe<Scalars['String']['output']>;
  error: Scalars['Boolean']['output'];
  errorText: Maybe<Scalars['String']['output']>;
  paymentReference: Maybe<Scalars['String']['output']>;
  /** The card page to send the browser to. */
  redirectUrl: Maybe<Scalars['String']['output']>;
  validationErrors: Array<ValidationError>;
};

export type Block = {
  __typename?: 'Block';
  end: Scalars['Date']['output'];
  /** Null means every landlord. */
  landlord: Maybe<Scalars['String']['output']>;
  reason: Scalars['String']['output'];
  start: Scalars['Date']['output'];
};

export type Capital = {
  __typename?: 'Capital';
  /** Has savings; capitalTotal says how much. */
  capital: Scalars['Boolean']['output'];
  capitalTotal: Maybe<Scalars['Float']['output']>;
  capitalUpdated: Scalars['DateTime']['output'];
  /** Can pay a deposit; depositionTotal says how much. */
  deposition: Scalars['Boolean']['output'];
  depositionTotal: Maybe<Scalars['Float']['output']>;
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
  missingReason: Maybe<Scalars['String']['output']>;
  /** Files are waiting for a case handler (uploaded or under review). */
  notChecked: Scalars['Boolean']['output'];
  rejected: Scalars['Boolean']['output'];
  rejectedReason: Maybe<Scalars['String']['output']>;
  required: Scalars['Boolean']['output'];
  slot: Scalars['Int']['output'];
  title: Scalars['String']['output'];
};

export type CoApplicant = {
  __typename?: 'CoApplicant';
  applicantId: Maybe<Scalars['Int']['output']>;
  applicantName: Maybe<Scalars['String']['output']>;
  coApplicantFound: Scalars['Boolean']['output'];
  /** True when the logged-in applicant is the head (main applicant) of the pair. */
  isHead: Scalars['Boolean']['output'];
};

export type CoApplicantRequest = {
  __typename?: 'CoApplicantRequest';
  /** The other person's applicant id: for a received request, the one to accept or reject. */
  applicantId: Maybe<Scalars['Int']['output']>;
  applicantName: Maybe<Scalars['String']['output']>;
  coApplicantRequestFound: Scalars['Boolean']['output'];
};

export type CoApplicantRequestResult = Result & {
  __typename?: 'CoApplicantRequestResult';
  /** A request someone sent to the logged-in applicant. */
  coApplicantRequest: Maybe<CoApplicantRequest>;
  error: Scalars['Boolean']['output'];
  errorText: Maybe<Scalars['String']['output']>;
  /** The logged-in applicant's own unanswered request. */
  sentRequest: Maybe<CoApplicantRequest>;
  validationErrors: Array<ValidationError>;
};

export type CoApplicantResult = Result & {
  __typename?: 'CoApplicantResult';
  coApplicant: Maybe<CoApplicant>;
  error: Scalars['Boolean']['output'];
  errorText: Maybe<Scalars['String']['output']>;
  validationErrors: Array<ValidationError>;
};

export type CompleteOrderResult = Result & {
  __typename?: 'CompleteOrderResult';
  error: Scalars['Boolean']['output'];
  errorText: Maybe<Scalars['String']['output']>;
  isCoApplicantUpgrade: Scalars['Boolean']['output'];
  /** The order as it now stands (null for payment-link callers, who are not logged in). */
  order: Maybe<Order>;
  validationErrors: Array<ValidationError>;
};

export type Criterion = {
  __typename?: 'Criterion';
  incomeCalculation: Maybe<IncomeCalculation>;
  status: CriterionStatus;
  text: Scalars['String']['output'];
  textInternal: Maybe<Scalars['String']['output']>;
  textLong: Maybe<Scalars['String']['output']>;
};

export type CriterionStatus =
  | 'MET'
  | 'NOT_CHECKED'
  | 'NOT_MET';

export type Debt = {
  __typename?: 'Debt';
  debt: Maybe<Scalars['Float']['output']>;
  debtRestructering: Scalars['Boolean']['output'];
  debtUpdated: Scalars['DateTime']['output'];
  /** Has debts at the Enforcement Authority; debt is the balance. */
  hasDebt: Scalars['Boolean']['output'];
  /** Has payment remarks; paymentCount says how many. */
  hasPaymentRemarks: Scalars['Boolean']['output'];
  paymentCount: Maybe<Scalars['Int']['output']>;
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
  reason: Maybe<Scalars['String']['output']>;
  /** The viewing content, only with access. */
  showingText: Maybe<Scalars['String']['output']>;
};

export type DigitalShowingAccessResult = Result & {
  __typename?: 'DigitalShowingAccessResult';
  digitalShowingAccess: Maybe<DigitalShowingAccess>;
  error: Scalars['Boolean']['output'];
  errorText: Maybe<Scalars['String']['output']>;
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
  description: Maybe<Scalars['String']['output']>;
  /** The case handler's reason, while the document stands rejected. */
  disapprovalReason: Maybe<Scalars['String']['output']>;
  documentId: Scalars['Int']['output'];
  documentStatus: DocumentStatus;
  documentType: DocumentType;
  /** The media type decided from the file's content. */
  mediaType: Scalars['String']['output'];
  /** The file's name as it was uploaded. */
  name: Scalars['String']['output'];
  /** The municipality of an economic-support decision. */
  regionId: Maybe<Scalars['Int']['output']>;
  regionName: Maybe<Scalars['String']['output']>;
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
  errorText: Maybe<Scalars['String']['output']>;
  validationErrors: Array<ValidationError>;
};

export type EstimatedQueuePlace = {
  __typename?: 'EstimatedQueuePlace';
  /** The applicant's place among those interested, by queue date, as if they applied now when they have not; null when no place can be calculated (first-come objects, no queue date of one's own). */
  estimatedQueuePlace: Maybe<Scalars['Int']['output']>;
  hasApplication: Scalars['Boolean']['output'];
  /** What the place is counted from, as one line ('din kötid började 2021-03-04'); null with no place. */
  queuePlaceReason: Maybe<Scalars['String']['output']>;
  totalApplications: Scalars['Int']['output'];
};

export type EstimatedQueuePlaceResult = Result & {
  __typename?: 'EstimatedQueuePlaceResult';
  error: Scalars['Boolean']['output'];
  errorText: Maybe<Scalars['String']['output']>;
  estimatedQueuePlace: Maybe<EstimatedQueuePlace>;
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
  errorText: Maybe<Scalars['String']['output']>;
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
  generalContact: Maybe<Scalars['String']['output']>;
  generalEmail: Maybe<Scalars['String']['output']>;
  generalPhone: Maybe<Scalars['String']['output']>;
  housingDescription: Scalars['String']['output'];
  housingUpdated: Scalars['DateTime']['output'];
  /** How to reach the landlord: the phone, else the e-mail. */
  landlordContact: Maybe<Scalars['String']['output']>;
  landlordEmail: Maybe<Scalars['String']['output']>;
  /** One of the agency's landlords; not asked (the landlord is named in landlordOther): always null. */
  landlordId: Maybe<Scalars['Int']['output']>;
  /** The landlord's name. */
  landlordOther: Maybe<Scalars['String']['output']>;
  /** The landlord's phone (the same as landlordPhone). */
  landlordOtherPhone: Maybe<Scalars['String']['output']>;
  landlordPhone: Maybe<Scalars['String']['output']>;
  /** The first day of the move-in month. */
  moveInDate: Scalars['Date']['output'];
  /** Not asked: always null. */
  subCurrentTypeId: Maybe<Scalars['String']['output']>;
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
  errorText: Maybe<Scalars['String']['output']>;
  housing: Maybe<Housing>;
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
  incomeName: Maybe<Scalars['String']['output']>;
  incomeType: Maybe<IncomeType>;
  incomeTypeId: Scalars['Int']['output'];
  updated: Scalars['DateTime']['output'];
  /** When a temporary employment ends. */
  validTo: Maybe<Scalars['Date']['output']>;
};

export type IncomeCalculation = {
  __typename?: 'IncomeCalculation';
  multiple: Scalars['Float']['output'];
  persons: Array<PersonIncome>;
  pooled: Scalars['Boolean']['output'];
  /** Whether and why a confirmed co-applicant's incomes are pooled; null when alone. */
  poolingNote: Maybe<Scalars['String']['output']>;
  /** Kronor per month: N × the rent. */
  required: Scalars['Float']['output'];
  /** Kronor per month that count toward the requirement. */
  total: Scalars['Float']['output'];
};

export type IncomeCategoriesResult = Result & {
  __typename?: 'IncomeCategoriesResult';
  error: Scalars['Boolean']['output'];
  errorText: Maybe<Scalars['String']['output']>;
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
  errorText: Maybe<Scalars['String']['output']>;
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
  errorText: Maybe<Scalars['String']['output']>;
  income: Maybe<Income>;
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
  title: Maybe<Scalars['String']['output']>;
  titleDescription: Maybe<Scalars['String']['output']>;
  titlePlaceholder: Maybe<Scalars['String']['output']>;
};

export type IncomesResult = Result & {
  __typename?: 'IncomesResult';
  error: Scalars['Boolean']['output'];
  errorText: Maybe<Scalars['String']['output']>;
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
  rejectedIdDocumentReason: Maybe<Scalars['String']['output']>;
  showingDecision: Scalars['Boolean']['output'];
};

export type IndicatorsResult = Result & {
  __typename?: 'IndicatorsResult';
  error: Scalars['Boolean']['output'];
  errorText: Maybe<Scalars['String']['output']>;
  indicators: Maybe<Indicators>;
  validationErrors: Array<ValidationError>;
};

export type Information = {
  __typename?: 'Information';
  capital: Maybe<Capital>;
  debt: Maybe<Debt>;
  housing: Maybe<Housing>;
  misc: Maybe<Misc>;
  reducedIncome: Maybe<ReducedIncome>;
  student: Maybe<Student>;
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
  errorText: Maybe<Scalars['String']['output']>;
  information: Maybe<Information>;
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
  logoImageId: Maybe<Scalars['String']['output']>;
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
  errorText: Maybe<Scalars['String']['output']>;
  /** The message in force now or the next one planned; null when there is none. */
  maintenanceMessage: Maybe<MaintenanceMessage>;
  validationErrors: Array<ValidationError>;
};

/** Social support. */
export type Misc = {
  __typename?: 'Misc';
  miscUpdated: Scalars['DateTime']['output'];
  /** The municipality paying the support (a region of getRegionsAndDistricts). */
  regionId: Maybe<Scalars['Int']['output']>;
  support: Scalars['Boolean']['output'];
  /** The newest economic-support decision (getEconomicSupportDocument). */
  supportDocumentId: Maybe<Scalars['Int']['output']>;
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
  errorText: Maybe<Scalars['String']['output']>;
  validationErrors: Array<ValidationError>;
};

export type NewsletterResult = Result & {
  __typename?: 'NewsletterResult';
  error: Scalars['Boolean']['output'];
  errorText: Maybe<Scalars['String']['output']>;
  success: Scalars['Boolean']['output'];
  validationErrors: Array<ValidationError>;
};

export type NewsletterSubscriberResult = Result & {
  __typename?: 'NewsletterSubscriberResult';
  error: Scalars['Boolean']['output'];
  errorText: Maybe<Scalars['String']['output']>;
  isSubscriber: Maybe<Scalars['Boolean']['output']>;
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
  errorText: Maybe<Scalars['String']['output']>;
  /** Why a FAILED case failed (USER_CANCELLED, TEMPORARY_ERROR …). */
  failureReason: Maybe<Scalars['String']['output']>;
  /** The case's connection is fetched and its consent valid. */
  hasActiveOpenBankingAgreement: Scalars['Boolean']['output'];
  /** The case's connection's status; null while the bank flow has not come back (or the case is not the applicant's). */
  status: Maybe<OpenBankingStatus>;
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
  lastFetch: Maybe<Scalars['DateTime']['output']>;
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
  lastFetch: Maybe<Scalars['DateTime']['output']>;
  /** The bank's provider id at the aggregator (e.g. se-nordea-ob): the bank a renewal connects again. */
  providerId: Scalars['String']['output'];
  status: OpenBankingStatus;
};

export type OpenBankingObjectOutputResult = Result & {
  __typename?: 'OpenBankingObjectOutputResult';
  connections: Array<OpenBankingConnection>;
  data: Array<OpenBankingData>;
  error: Scalars['Boolean']['output'];
  errorText: Maybe<Scalars['String']['output']>;
  /** The transactions of every linked account, grouped by year and month, newest month first. */
  transactions: Array<OpenBankingTransactionMonth>;
  validationErrors: Array<ValidationError>;
  /** Kronor a month: the median of the last 3 full months' verifiable incomes of the connections whose consent is valid; null when they do not reach back that far. */
  verifiedMonthlyIncome: Maybe<Scalars['Float']['output']>;
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
  caseId: Maybe<Scalars['String']['output']>;
  error: Scalars['Boolean']['output'];
  errorText: Maybe<Scalars['String']['output']>;
  /** The Tink Link address to open in a new window; null on failure. */
  link: Maybe<Scalars['String']['output']>;
  validationErrors: Array<ValidationError>;
};

export type OpenBankingProvidersResult = Result & {
  __typename?: 'OpenBankingProvidersResult';
  error: Scalars['Boolean']['output'];
  errorText: Maybe<Scalars['String']['output']>;
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
  feeEndDate: Maybe<Scalars['Date']['output']>;
  feeEndDateFormated: Maybe<Scalars['String']['output']>;
  feeStartDate: Maybe<Scalars['Date']['output']>;
  feeStartDateFormated: Maybe<Scalars['String']['output']>;
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
  ocr: Maybe<Scalars['String']['output']>;
  orderId: Scalars['Int']['output'];
  orderStatus: Scalars['String']['output'];
  orderStatusId: Scalars['Int']['output'];
  paidDate: Maybe<Scalars['Date']['output']>;
  paidDateFormated: Maybe<Scalars['String']['output']>;
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
  errorText: Maybe<Scalars['String']['output']>;
  orders: Array<Order>;
  validationErrors: Array<ValidationError>;
};

export type PaymentRedirectResult = Result & {
  __typename?: 'PaymentRedirectResult';
  error: Scalars['Boolean']['output'];
  errorText: Maybe<Scalars['String']['output']>;
  /** The provider's hosted payment page. */
  paymentRedirectUrl: Maybe<Scalars['String']['output']>;
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
  document: Maybe<Document>;
  error: Scalars['Boolean']['output'];
  errorText: Maybe<Scalars['String']['output']>;
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
  queueDate: Maybe<Scalars['Date']['output']>;
  type: Scalars['String']['output'];
};

export type QueueTimesResult = Result & {
  __typename?: 'QueueTimesResult';
  error: Scalars['Boolean']['output'];
  errorText: Maybe<Scalars['String']['output']>;
  queueTimes: Array<QueueTime>;
  validationErrors: Array<ValidationError>;
};

export type RecurrenceVerificationResult = Result & {
  __typename?: 'RecurrenceVerificationResult';
  error: Scalars['Boolean']['output'];
  errorText: Maybe<Scalars['String']['output']>;
  hasVerification: Scalars['Boolean']['output'];
  validationErrors: Array<ValidationError>;
};

/** How the applicant meets a landlord's income requirement their income does not: capital, a deposit or a guarantor. */
export type ReducedIncome = {
  __typename?: 'ReducedIncome';
  /** The capital, when the choice is CAPITAL (at least six months of rent counts). */
  capitalTotal: Maybe<Scalars['Float']['output']>;
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
  errorText: Maybe<Scalars['String']['output']>;
  /** Sorted in Swedish order. */
  regions: Array<Region>;
  validationErrors: Array<ValidationError>;
};

export type RenewSubscriptionResult = Result & {
  __typename?: 'RenewSubscriptionResult';
  error: Scalars['Boolean']['output'];
  errorText: Maybe<Scalars['String']['output']>;
  subscription: Maybe<RentalObjectSubscription>;
  validationErrors: Array<ValidationError>;
};

/** A rental object (spec 001 §3). */
export type RentalObject = {
  __typename?: 'RentalObject';
  adCriteria: AdCriteria;
  agencyFee: Maybe<AgencyFee>;
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
  description: Maybe<Scalars['String']['output']>;
  district: District;
  districtName: Scalars['String']['output'];
  elevator: Scalars['Boolean']['output'];
  /** Publication end (the object stays visible after its last reply date until then). */
  endDate: Scalars['Date']['output'];
  endDateFormated: Scalars['String']['output'];
  fastighetsStatus: Array<RentalObjectCategory>;
  /** The queue date of the applicant at place 1 among those interested; null when nobody is, or for first-come objects. */
  firstQueuePlace: Maybe<Scalars['Date']['output']>;
  floor: Maybe<Scalars['Int']['output']>;
  floorTotal: Maybe<Scalars['Int']['output']>;
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
  maxNumberOfPeople: Maybe<Scalars['Int']['output']>;
  moveInDate: Maybe<Scalars['Date']['output']>;
  moveInDateFormated: Maybe<Scalars['String']['output']>;
  moveInEarlier: Scalars['Boolean']['output'];
  objectNumber: Scalars['String']['output'];
  posSystem: Scalars['String']['output'];
  projectId: Maybe<Scalars['Int']['output']>;
  projectName: Maybe<Scalars['String']['output']>;
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
  rentDescription: Maybe<Scalars['String']['output']>;
  /** '8 500 kr/mån' */
  rentFormated: Scalars['String']['output'];
  rentalObjectId: Scalars['String']['output'];
  rooms: Scalars['Int']['output'];
  roomsDescription: Scalars['String']['output'];
  /** Whether there is a viewing at all. */
  showing: Scalars['Boolean']['output'];
  showingIsMandatory: Scalars['Boolean']['output'];
  showingText: Maybe<Scalars['String']['output']>;
  /** The viewing type in words: 'Visning på plats', 'Digital visning och visning på plats' or 'Ingen visning'. */
  showingType: Scalars['String']['output'];
  siteDescription: Maybe<Scalars['String']['output']>;
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
  errorText: Maybe<Scalars['String']['output']>;
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
  errorText: Maybe<Scalars['String']['output']>;
  rentalObject: Maybe<RentalObject>;
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
  errorText: Maybe<Scalars['String']['output']>;
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
  errorText: Maybe<Scalars['String']['output']>;
  validationErrors: Array<ValidationError>;
};

export type SaveSubscriptionResult = Result & {
  __typename?: 'SaveSubscriptionResult';
  error: Scalars['Boolean']['output'];
  errorText: Maybe<Scalars['String']['output']>;
  /** Null when refused. */
  subscriptionId: Maybe<Scalars['Int']['output']>;
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
  errorText: Maybe<Scalars['String']['output']>;
  status: Maybe<SystemStatus>;
  validationErrors: Array<ValidationError>;
};

export type Student = {
  __typename?: 'Student';
  newlyAdmitted: Scalars['Boolean']['output'];
  student: Scalars['Boolean']['output'];
  /** The newest study certificate (getStudentCertificationDocument). */
  studentCertificationDocumentId: Maybe<Scalars['Int']['output']>;
  studentUpdated: Scalars['DateTime']['output'];
  studyLocationId: Maybe<Scalars['Int']['output']>;
  studyLocationName: Maybe<Scalars['String']['output']>;
  /** UNIVERSITY (universitet eller högskola), VOCATIONAL (yrkeshögskola) or OTHER; null when not studying. */
  typeOfEducation: Maybe<Scalars['String']['output']>;
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
  errorText: Maybe<Scalars['String']['output']>;
  studyLocations: Array<StudyLocation>;
  validationErrors: Array<ValidationError>;
};

export type SubscriptionFilter = {
  __typename?: 'SubscriptionFilter';
  areaMax: Maybe<Scalars['Int']['output']>;
  areaMin: Maybe<Scalars['Int']['output']>;
  balcony: Scalars['Boolean']['output'];
  districtIds: Array<Scalars['Int']['output']>;
  elevator: Scalars['Boolean']['output'];
  landlordIds: Array<Scalars['Int']['output']>;
  regionIds: Array<Scalars['Int']['output']>;
  rentMax: Maybe<Scalars['Int']['output']>;
  /** Kronor per month. */
  rentMin: Maybe<Scalars['Int']['output']>;
  rentalObjectCategoryIds: Array<Scalars['String']['output']>;
  roomsMax: Maybe<Scalars['Int']['output']>;
  roomsMin: Maybe<Scalars['Int']['output']>;
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
  errorText: Maybe<Scalars['String']['output']>;
  subscriptionFilter: Maybe<SubscriptionFilterOptions>;
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
  errorText: Maybe<Scalars['String']['output']>;
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
  landlordId: Maybe<Scalars['Int']['output']>;
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
  errorText: Maybe<Scalars['String']['output']>;
  tenantReference: Maybe<TenantReference>;
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
  errorText: Maybe<Scalars['String']['output']>;
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
  errorText: Maybe<Scalars['String']['output']>;
  validationErrors: Array<ValidationError>;
  warningsAndBlocks: Maybe<WarningsAndBlocks>;
};
