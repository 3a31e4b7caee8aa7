import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { WaitingItemRow } from '../../../staff/review-inbox.repository';
import type { ApplicantCard } from '../../../staff/applicants/applicant-card';
import type { StaffView } from '../../../staff/staff-view';
import type { StaffAccountView } from '../../../staff/accounts/staff-account-view';
import type { BrokerageListingView, PipelineView, PipelineApplicantView, BrokerageStepView, SteppedView } from '../../../applications/staff-brokerage.service';
import type { StaffGraphQLContext } from '../staff-context';
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
  DateTime: { input: Date | string; output: Date | string; }
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Adds a note (at most 2000 characters) to the applicant. */
  staffAddNote: StaffApplicantChangeResult;
  /** Approves a certificate under review, or accepts the reason of one marked missing. */
  staffApproveCertificate: StaffReviewResult;
  /** Approves a document (also an ID document) waiting for review. */
  staffApproveDocument: StaffReviewResult;
  /** Cancels the home's showing for everyone invited. */
  staffCancelShowing: StaffBrokerageResult;
  staffCheckFailed: StaffBrokerageResult;
  /** The check passed: the home is offered to the applicant. */
  staffCheckPassed: StaffBrokerageResult;
  /** Removes the maintenance message (administrator). */
  staffClearMaintenanceMessage: StaffToolsResult;
  /** Closes the interest period (after the last reply date) and ranks everyone at INTEREST. */
  staffClosePeriod: StaffBrokerageResult;
  /** The contract is signed: everyone else loses the home and the winner gets the agency-fee order. */
  staffContractSigned: StaffBrokerageResult;
  /** Creates a staff account (administrator). */
  staffCreateAccount: StaffAccountResult;
  /** Creates an object, unpublished. */
  staffCreateListing: StaffListingResult;
  /** Ends a block today (its last day becomes yesterday). */
  staffEndBlock: StaffApplicantChangeResult;
  /** Invites the best-placed N not yet invited to a showing; the other ranked are told they were not invited. */
  staffInviteToShowing: StaffBrokerageResult;
  /** Gives a warning; when more than the agency's maxWarnings count within 12 months the applicant is blocked for 6 months. */
  staffIssueWarning: StaffApplicantChangeResult;
  staffLandlordApproved: StaffBrokerageResult;
  staffLandlordRejected: StaffBrokerageResult;
  /** Puts the object's images in this order (each of them once). */
  staffOrderListingImages: StaffListingResult;
  /** The applicant accepted: sent to the landlord. */
  staffProposeToLandlord: StaffBrokerageResult;
  /** Puts the object on the applicants' list and detail page (within its publication period). */
  staffPublishListing: StaffListingResult;
  staffRegisterAttendance: StaffBrokerageResult;
  /** Rejects a certificate under review, or rejects a missing reason (asks for the certificate); mailed. */
  staffRejectCertificate: StaffReviewResult;
  /** Rejects a document waiting for review; the reason is shown to the applicant and mailed. */
  staffRejectDocument: StaffReviewResult;
  /** Removes an image (and its uploaded file). */
  staffRemoveListingImage: StaffListingResult;
  /** The applicant's full personnummer ("Visa personnummer"); recorded in the audit log. */
  staffRevealPersonalIdentityNumber: StaffRevealResult;
  /** Revokes a warning (it no longer counts); the reason is kept. */
  staffRevokeWarning: StaffApplicantChangeResult;
  /** Runs a job now, under its lease (administrator). */
  staffRunJob: StaffJobResult;
  /** Replaces the applicants' footer: exactly three columns (administrator). */
  staffSaveFooter: StaffToolsResult;
  /** Sets the maintenance message, replacing any that has not ended (administrator). */
  staffSaveMaintenanceMessage: StaffToolsResult;
  /** Replaces the applicants' menu (administrator). */
  staffSaveMenu: StaffToolsResult;
  /** Closes (active false; its sessions end) or reopens an account (administrator). */
  staffSetAccountActive: StaffAccountResult;
  staffSignFailed: StaffBrokerageResult;
  /** Blocks interest registrations from today through end (YYYY-MM-DD), for one landlord or (none named) every landlord. */
  staffStartBlock: StaffApplicantChangeResult;
  /** Starts reviewing an uploaded income certificate (id: "applicantIncomeId/certificationTypeId/slot"). */
  staffStartCertificateReview: StaffReviewResult;
  /** Starts the criteria check of the best-placed registration still in. */
  staffStartCheck: StaffBrokerageResult;
  /** Takes the object off the applicants' list and detail page. */
  staffUnpublishListing: StaffListingResult;
  /** Changes an account's name, e-mail, role, personnummer and (when given) password (administrator). */
  staffUpdateAccount: StaffAccountResult;
  /** Saves every field of an object. */
  staffUpdateListing: StaffListingResult;
};


export type MutationStaffAddNoteArgs = {
  applicantId: Scalars['Int']['input'];
  text: Scalars['String']['input'];
};


export type MutationStaffApproveCertificateArgs = {
  id: Scalars['ID']['input'];
};


export type MutationStaffApproveDocumentArgs = {
  documentId: Scalars['ID']['input'];
};


export type MutationStaffCancelShowingArgs = {
  rentalObjectId: Scalars['ID']['input'];
};


export type MutationStaffCheckFailedArgs = {
  applicationId: Scalars['Int']['input'];
  unmetRequirements: Array<Scalars['String']['input']>;
};


export type MutationStaffCheckPassedArgs = {
  applicationId: Scalars['Int']['input'];
};


export type MutationStaffClosePeriodArgs = {
  rentalObjectId: Scalars['ID']['input'];
};


export type MutationStaffContractSignedArgs = {
  applicationId: Scalars['Int']['input'];
};


export type MutationStaffCreateAccountArgs = {
  input: StaffAccountInput;
};


export type MutationStaffCreateListingArgs = {
  input: StaffListingInput;
};


export type MutationStaffEndBlockArgs = {
  blockId: Scalars['Int']['input'];
};


export type MutationStaffInviteToShowingArgs = {
  rentalObjectId: Scalars['ID']['input'];
  showing: StaffShowingInput;
};


export type MutationStaffIssueWarningArgs = {
  applicantId: Scalars['Int']['input'];
  reason: Scalars['String']['input'];
};


export type MutationStaffLandlordApprovedArgs = {
  applicationId: Scalars['Int']['input'];
};


export type MutationStaffLandlordRejectedArgs = {
  applicationId: Scalars['Int']['input'];
  reasons: Array<StaffRefusalReasonInput>;
};


export type MutationStaffOrderListingImagesArgs = {
  imageIds: Array<Scalars['ID']['input']>;
  rentalObjectId: Scalars['ID']['input'];
};


export type MutationStaffProposeToLandlordArgs = {
  applicationId: Scalars['Int']['input'];
};


export type MutationStaffPublishListingArgs = {
  rentalObjectId: Scalars['ID']['input'];
};


export type MutationStaffRegisterAttendanceArgs = {
  applicationId: Scalars['Int']['input'];
  attended: Scalars['Boolean']['input'];
};


export type MutationStaffRejectCertificateArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationStaffRejectDocumentArgs = {
  documentId: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationStaffRemoveListingImageArgs = {
  imageId: Scalars['ID']['input'];
};


export type MutationStaffRevealPersonalIdentityNumberArgs = {
  applicantId: Scalars['Int']['input'];
};


export type MutationStaffRevokeWarningArgs = {
  reason: Scalars['String']['input'];
  warningId: Scalars['Int']['input'];
};


export type MutationStaffRunJobArgs = {
  name: Scalars['String']['input'];
};


export type MutationStaffSaveFooterArgs = {
  columns: Array<StaffFooterColumnInput>;
};


export type MutationStaffSaveMaintenanceMessageArgs = {
  input: StaffMaintenanceMessageInput;
};


export type MutationStaffSaveMenuArgs = {
  items: Array<StaffMenuItemInput>;
};


export type MutationStaffSetAccountActiveArgs = {
  active: Scalars['Boolean']['input'];
  staffUserId: Scalars['Int']['input'];
};


export type MutationStaffSignFailedArgs = {
  applicationId: Scalars['Int']['input'];
  reason: Scalars['String']['input'];
};


export type MutationStaffStartBlockArgs = {
  applicantId: Scalars['Int']['input'];
  end: Scalars['String']['input'];
  landlord?: InputMaybe<Scalars['String']['input']>;
  reason: Scalars['String']['input'];
};


export type MutationStaffStartCertificateReviewArgs = {
  id: Scalars['ID']['input'];
};


export type MutationStaffStartCheckArgs = {
  rentalObjectId: Scalars['ID']['input'];
};


export type MutationStaffUnpublishListingArgs = {
  rentalObjectId: Scalars['ID']['input'];
};


export type MutationStaffUpdateAccountArgs = {
  input: StaffAccountInput;
  staffUserId: Scalars['Int']['input'];
};


export type MutationStaffUpdateListingArgs = {
  input: StaffListingInput;
  rentalObjectId: Scalars['ID']['input'];
};

export type Query = {
  __typename?: 'Query';
  /** Every staff account, by name (administrator). */
  staffAccounts: Array<StaffAccount>;
  /** One applicant's card; null when there is none. */
  staffApplicant?: Maybe<StaffApplicantCard>;
  /** The applicant's bank connections and verified incomes ("Visa bankuppgifter"); each call is recorded in the audit log. */
  staffApplicantBankIncome: StaffApplicantBankIncomeResult;
  /** A registration's history (null when there is no such registration). */
  staffApplicationHistory?: Maybe<StaffApplicationHistory>;
  /** The audit log by staff member, applicant and days (from and to inclusive, YYYY-MM-DD, Swedish time); at most 100 a page. */
  staffAuditLog: StaffAuditSearchResult;
  /**
   * Whether each of the given registrations on the home meets what the portal can judge of it today (ids not on the home
   * are left out; at most 100). Names nobody, so it writes no audit row.
   */
  staffBrokerageEligibility: Array<StaffRegistrationEligibility>;
  /** Homes with interest registrations, those whose brokerage needs work first; filtered by state. */
  staffBrokerageListings: StaffBrokerageListingPage;
  /** One home's brokerage with a page of its registrations (null when there is no such home). */
  staffBrokeragePipeline?: Maybe<StaffBrokeragePipeline>;
  /** Every scheduled job and its last run (administrator). */
  staffJobs: Array<StaffJob>;
  /** One object for editing; null when there is none. */
  staffListing?: Maybe<StaffListing>;
  /** The districts, landlords and categories an object may have. */
  staffListingCatalog: StaffListingCatalog;
  /** Every rental object, published or not, newest first; search matches street, city or id (take ≤ 100). */
  staffListings: StaffListingPage;
  /** Who is logged in to the back office. */
  staffMe: StaffMe;
  /** Every staff member (the audit search's filter). */
  staffMembers: Array<StaffMember>;
  /** What waits for review (case handler or administrator); each applicant shown is recorded in the audit log. */
  staffReviewInbox: StaffReviewInbox;
  /** One item by its inbox id; null when there is none. Recorded in the audit log as a view. */
  staffReviewItem?: Maybe<StaffReviewItemDetail>;
  /** The sandboxes' tester pages; empty when the server runs no sandboxes. */
  staffSandboxLinks: Array<StaffSandboxLink>;
  /** Applicants by name, e-mail or personnummer (19900101-1234, 199001011234, 900101-1234); at most 50 a page. */
  staffSearchApplicants: StaffApplicantSearchResult;
  /** The applicants' maintenance message, menu and footer as the editors show them (administrator). */
  staffSiteContent: StaffSiteContent;
};


export type QueryStaffApplicantArgs = {
  applicantId: Scalars['Int']['input'];
};


export type QueryStaffApplicantBankIncomeArgs = {
  applicantId: Scalars['Int']['input'];
};


export type QueryStaffApplicationHistoryArgs = {
  applicationId: Scalars['Int']['input'];
};


export type QueryStaffAuditLogArgs = {
  applicantId?: InputMaybe<Scalars['Int']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  staffUserId?: InputMaybe<Scalars['Int']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


export type QueryStaffBrokerageEligibilityArgs = {
  applicationIds: Array<Scalars['Int']['input']>;
  rentalObjectId: Scalars['ID']['input'];
};


export type QueryStaffBrokerageListingsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  state?: InputMaybe<StaffBrokerageState>;
};


export type QueryStaffBrokeragePipelineArgs = {
  direction?: InputMaybe<StaffSortDirection>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  rentalObjectId: Scalars['ID']['input'];
  sort?: InputMaybe<StaffPipelineSort>;
};


export type QueryStaffListingArgs = {
  rentalObjectId: Scalars['ID']['input'];
};


export type QueryStaffListingsArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryStaffReviewInboxArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryStaffReviewItemArgs = {
  id: Scalars['ID']['input'];
};


export type QueryStaffSearchApplicantsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
};

/** A staff account as an administrator sees it. */
export type StaffAccount = {
  __typename?: 'StaffAccount';
  /** False: closed by an administrator (no login, no session). */
  active: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** The BankID personnummer masked (19780514-XXXX); null when the account logs in with its password only. */
  personalNumberMasked?: Maybe<Scalars['String']['output']>;
  role: StaffRole;
  /** The role's Swedish name. */
  roleText: Scalars['String']['output'];
  staffUserId: Scalars['Int']['output'];
};

/**
 * An account's fields. personalNumber: 12 digits with or without the dash; empty: none when creating, the current one
 * kept when changing (the app never holds a full personnummer). password: required when creating (the applicants'
 * password rule); empty keeps the current one when changing.
 */
export type StaffAccountInput = {
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  password: Scalars['String']['input'];
  personalNumber: Scalars['String']['input'];
  role: StaffRole;
};

/** The result of a change of an account. */
export type StaffAccountResult = {
  __typename?: 'StaffAccountResult';
  /** The account as it now stands (null on failure). */
  account?: Maybe<StaffAccount>;
  error: Scalars['Boolean']['output'];
  errorText?: Maybe<Scalars['String']['output']>;
  validationErrors: Array<ValidationError>;
};

/** The winner's agency-fee order (förmedlingsavgift), created when the contract is signed. */
export type StaffAgencyFee = {
  __typename?: 'StaffAgencyFee';
  /** Including VAT, öre. */
  amount: Scalars['Int']['output'];
  applicantId: Scalars['Int']['output'];
  description: Scalars['String']['output'];
  dueDate: Scalars['String']['output'];
  orderId: Scalars['Int']['output'];
  status: Scalars['String']['output'];
};

export type StaffApplicantApplication = {
  __typename?: 'StaffApplicantApplication';
  applicationId: Scalars['Int']['output'];
  registeredAt: Scalars['DateTime']['output'];
  rentalObjectId: Scalars['String']['output'];
  stage: Scalars['String']['output'];
  /** The stage in Swedish. */
  stageText: Scalars['String']['output'];
};

/** One of the applicant's bank connections: a consent at one bank through the open-banking aggregator. */
export type StaffApplicantBankConnection = {
  __typename?: 'StaffApplicantBankConnection';
  /** Each chosen account's name and masked number (•••• 1234). */
  accounts: Array<Scalars['String']['output']>;
  bank: Scalars['String']['output'];
  connected: Scalars['DateTime']['output'];
  connectionId: Scalars['Int']['output'];
  /** The consent's expiry day, YYYY-MM-DD. */
  consentExpires: Scalars['String']['output'];
  /** The consent is valid today: its monthly incomes count. */
  counts: Scalars['Boolean']['output'];
  lastFetch?: Maybe<Scalars['DateTime']['output']>;
  /** FETCHING, ACTIVE or EXPIRED (an ACTIVE consent past its expiry is EXPIRED). */
  status: Scalars['String']['output'];
  statusText: Scalars['String']['output'];
};

/** A month's incomes from the bank, of the connections whose consent is valid, per category. */
export type StaffApplicantBankIncomeMonth = {
  __typename?: 'StaffApplicantBankIncomeMonth';
  month: Scalars['Int']['output'];
  otherIncomeFormated: Scalars['String']['output'];
  pensionFormated: Scalars['String']['output'];
  salaryFormated: Scalars['String']['output'];
  socialInsuranceFormated: Scalars['String']['output'];
  studentAidFormated: Scalars['String']['output'];
  totalFormated: Scalars['String']['output'];
  /** What may count: salary, student aid, pension and social insurance. */
  verifiableFormated: Scalars['String']['output'];
  year: Scalars['Int']['output'];
};

/** The applicant's verified incomes from the bank (no raw transactions). */
export type StaffApplicantBankIncomeResult = {
  __typename?: 'StaffApplicantBankIncomeResult';
  connections: Array<StaffApplicantBankConnection>;
  error: Scalars['Boolean']['output'];
  errorText?: Maybe<Scalars['String']['output']>;
  /** Newest first. */
  months: Array<StaffApplicantBankIncomeMonth>;
  validationErrors: Array<ValidationError>;
  /** The median of the last three full months' verifiable incomes; null without a valid consent or enough data. */
  verifiedMonthlyIncomeFormated?: Maybe<Scalars['String']['output']>;
  /** The months the verified income rests on, newest first. */
  verifiedMonths: Array<StaffApplicantBankVerifiedMonth>;
};

/** A month the verified monthly income rests on, with its verifiable income. */
export type StaffApplicantBankVerifiedMonth = {
  __typename?: 'StaffApplicantBankVerifiedMonth';
  month: Scalars['Int']['output'];
  verifiableFormated: Scalars['String']['output'];
  year: Scalars['Int']['output'];
};

export type StaffApplicantBlock = {
  __typename?: 'StaffApplicantBlock';
  blockId: Scalars['Int']['output'];
  end: Scalars['String']['output'];
  /** Set when a case handler ended it early. */
  endedAt?: Maybe<Scalars['DateTime']['output']>;
  inForce: Scalars['Boolean']['output'];
  /** Null: every landlord. */
  landlord?: Maybe<Scalars['String']['output']>;
  reason: Scalars['String']['output'];
  start: Scalars['String']['output'];
};

/** Everything a case handler sees of one applicant (the personnummer masked). Each opening is one audit row. */
export type StaffApplicantCard = {
  __typename?: 'StaffApplicantCard';
  /** QUEUE_ACCOUNT or CO_APPLICANT_ACCOUNT */
  accountType: Scalars['String']['output'];
  /** The postal address on one line. */
  address?: Maybe<Scalars['String']['output']>;
  applicantId: Scalars['Int']['output'];
  /** The newest applications (at most 50) and how many there are. */
  applications: Array<StaffApplicantApplication>;
  applicationsTotal: Scalars['Int']['output'];
  /** A block is in force today. */
  blocked: Scalars['Boolean']['output'];
  blocks: Array<StaffApplicantBlock>;
  coApplicant?: Maybe<StaffApplicantCoApplicant>;
  dateOfBirth?: Maybe<Scalars['String']['output']>;
  deregistered?: Maybe<Scalars['DateTime']['output']>;
  documents: Array<StaffApplicantDocument>;
  email?: Maybe<Scalars['String']['output']>;
  emailSecondary?: Maybe<Scalars['String']['output']>;
  firstName: Scalars['String']['output'];
  housing?: Maybe<StaffApplicantHousing>;
  incomes: Array<StaffApplicantIncome>;
  lastName: Scalars['String']['output'];
  maskedPersonalIdentityNumber?: Maybe<Scalars['String']['output']>;
  /** How many warnings within 12 months the agency allows before the automatic 6-month block. */
  maxWarnings: Scalars['Int']['output'];
  mobile?: Maybe<Scalars['String']['output']>;
  notes: Array<StaffApplicantNote>;
  orders: Array<StaffApplicantOrder>;
  payments: Array<StaffApplicantPayment>;
  phone?: Maybe<Scalars['String']['output']>;
  queueDate?: Maybe<Scalars['String']['output']>;
  queueFeeValidToDate?: Maybe<Scalars['String']['output']>;
  registered: Scalars['DateTime']['output'];
  statusText: Scalars['String']['output'];
  warnings: Array<StaffApplicantWarning>;
};

/** The result of a case handler's change: the card as it now stands (null on failure). */
export type StaffApplicantChangeResult = {
  __typename?: 'StaffApplicantChangeResult';
  applicant?: Maybe<StaffApplicantCard>;
  /** Set when the warning just given blocked the applicant automatically. */
  automaticBlock?: Maybe<StaffApplicantBlock>;
  error: Scalars['Boolean']['output'];
  errorText?: Maybe<Scalars['String']['output']>;
  validationErrors: Array<ValidationError>;
};

/** The co-applicant link of the applicant (either side). */
export type StaffApplicantCoApplicant = {
  __typename?: 'StaffApplicantCoApplicant';
  applicantId: Scalars['Int']['output'];
  /** True when the applicant on the card is the head (main applicant) of the pair. */
  isHead: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** accepted or pending */
  status: Scalars['String']['output'];
};

export type StaffApplicantDocument = {
  __typename?: 'StaffApplicantDocument';
  created: Scalars['DateTime']['output'];
  disapprovalReason?: Maybe<Scalars['String']['output']>;
  documentId: Scalars['Int']['output'];
  documentStatus: Scalars['String']['output'];
  documentType: Scalars['String']['output'];
  /** The type in Swedish. */
  documentTypeText: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** The status in Swedish. */
  statusText: Scalars['String']['output'];
};

/** One applicant found by a search (the personnummer masked). */
export type StaffApplicantHit = {
  __typename?: 'StaffApplicantHit';
  applicantId: Scalars['Int']['output'];
  /** A block for every landlord or some is in force today. */
  blocked: Scalars['Boolean']['output'];
  email?: Maybe<Scalars['String']['output']>;
  firstName: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  /** 19900101-XXXX; null for a person registered without a Swedish personnummer. */
  maskedPersonalIdentityNumber?: Maybe<Scalars['String']['output']>;
  queueDate?: Maybe<Scalars['String']['output']>;
  /** The account's status in Swedish. */
  statusText: Scalars['String']['output'];
};

/** The applicant's housing as they answered the questionnaire. */
export type StaffApplicantHousing = {
  __typename?: 'StaffApplicantHousing';
  adults: Scalars['Int']['output'];
  children: Scalars['Int']['output'];
  currentTypeId: Scalars['String']['output'];
  housingDescription: Scalars['String']['output'];
  landlordName?: Maybe<Scalars['String']['output']>;
  landlordTypeId: Scalars['String']['output'];
  /** YYYY-MM */
  moveInDate: Scalars['String']['output'];
  updated: Scalars['DateTime']['output'];
};

export type StaffApplicantIncome = {
  __typename?: 'StaffApplicantIncome';
  applicantIncomeId: Scalars['Int']['output'];
  incomeMonthlyFormated: Scalars['String']['output'];
  incomeName?: Maybe<Scalars['String']['output']>;
  incomeTypeName?: Maybe<Scalars['String']['output']>;
  validTo?: Maybe<Scalars['String']['output']>;
};

export type StaffApplicantNote = {
  __typename?: 'StaffApplicantNote';
  created: Scalars['DateTime']['output'];
  noteId: Scalars['Int']['output'];
  /** The case handler who wrote it, when known. */
  staffName?: Maybe<Scalars['String']['output']>;
  text: Scalars['String']['output'];
};

export type StaffApplicantOrder = {
  __typename?: 'StaffApplicantOrder';
  description?: Maybe<Scalars['String']['output']>;
  dueDate?: Maybe<Scalars['String']['output']>;
  isPaid: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  orderId: Scalars['Int']['output'];
  orderStatus: Scalars['String']['output'];
  paidDate?: Maybe<Scalars['String']['output']>;
  paymentMethod: Scalars['String']['output'];
  totalAmountFormated: Scalars['String']['output'];
};

export type StaffApplicantPayment = {
  __typename?: 'StaffApplicantPayment';
  amountFormated: Scalars['String']['output'];
  completed?: Maybe<Scalars['DateTime']['output']>;
  created: Scalars['DateTime']['output'];
  /** checkout, autopay or card-registration */
  kind: Scalars['String']['output'];
  orderId?: Maybe<Scalars['Int']['output']>;
  paymentId: Scalars['ID']['output'];
  /** created, paid, failed, cancelled, refunding, refunded or refund-failed */
  status: Scalars['String']['output'];
};

/** A page of applicants found, and how many were found in all. */
export type StaffApplicantSearchResult = {
  __typename?: 'StaffApplicantSearchResult';
  applicants: Array<StaffApplicantHit>;
  error: Scalars['Boolean']['output'];
  errorText?: Maybe<Scalars['String']['output']>;
  totalCount: Scalars['Int']['output'];
  validationErrors: Array<ValidationError>;
};

export type StaffApplicantWarning = {
  __typename?: 'StaffApplicantWarning';
  created: Scalars['DateTime']['output'];
  /** Counts today towards a block. */
  inForce: Scalars['Boolean']['output'];
  reason: Scalars['String']['output'];
  revokedAt?: Maybe<Scalars['DateTime']['output']>;
  revokedReason?: Maybe<Scalars['String']['output']>;
  validFromDate: Scalars['String']['output'];
  validToDate: Scalars['String']['output'];
  warningId: Scalars['Int']['output'];
};

/** A registration's history, oldest first. */
export type StaffApplicationHistory = {
  __typename?: 'StaffApplicationHistory';
  applicantName: Scalars['String']['output'];
  applicationId: Scalars['Int']['output'];
  steps: Array<StaffBrokerageStep>;
};

/** One row of the audit log. */
export type StaffAuditEntry = {
  __typename?: 'StaffAuditEntry';
  action: Scalars['String']['output'];
  /** The action in Swedish. */
  actionText: Scalars['String']['output'];
  /** What it became, as JSON text. */
  after?: Maybe<Scalars['String']['output']>;
  applicantId?: Maybe<Scalars['Int']['output']>;
  at: Scalars['DateTime']['output'];
  auditId: Scalars['ID']['output'];
  /** What it was before the change, as JSON text. */
  before?: Maybe<Scalars['String']['output']>;
  /** The staff member's name, when the account still exists. */
  staffName?: Maybe<Scalars['String']['output']>;
  staffUserId: Scalars['Int']['output'];
  subject?: Maybe<Scalars['String']['output']>;
};

/** A page of the audit log, newest first, and how many rows match. */
export type StaffAuditSearchResult = {
  __typename?: 'StaffAuditSearchResult';
  entries: Array<StaffAuditEntry>;
  error: Scalars['Boolean']['output'];
  errorText?: Maybe<Scalars['String']['output']>;
  totalCount: Scalars['Int']['output'];
  validationErrors: Array<ValidationError>;
};

/** A home with interest registrations. */
export type StaffBrokerageListing = {
  __typename?: 'StaffBrokerageListing';
  city: Scalars['String']['output'];
  contractSignedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The last day to register interest (YYYY-MM-DD). */
  lastReplyDate: Scalars['String']['output'];
  periodClosedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Every registration on the home, ended ones included. */
  registrations: Scalars['Int']['output'];
  rentalObjectId: Scalars['ID']['output'];
  stageCounts: Array<StaffStageCount>;
  state: StaffBrokerageState;
  stateText: Scalars['String']['output'];
  street: Scalars['String']['output'];
};

export type StaffBrokerageListingPage = {
  __typename?: 'StaffBrokerageListingPage';
  items: Array<StaffBrokerageListing>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** A home's brokerage: the home, one page of its registrations and, once signed, the agency fee. */
export type StaffBrokeragePipeline = {
  __typename?: 'StaffBrokeragePipeline';
  agencyFee?: Maybe<StaffAgencyFee>;
  applicants: Array<StaffPipelineApplicant>;
  direction: StaffSortDirection;
  listing: StaffBrokerageListing;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  sort: StaffPipelineSort;
  total: Scalars['Int']['output'];
};

/** The result of a brokerage step: the registrations it moved (and, for invitations, those told they were not invited). */
export type StaffBrokerageResult = {
  __typename?: 'StaffBrokerageResult';
  applications: Array<StaffSteppedApplication>;
  error: Scalars['Boolean']['output'];
  errorText?: Maybe<Scalars['String']['output']>;
  notInvited: Array<StaffSteppedApplication>;
  /** True when the step had already been taken (nothing changed). */
  unchanged: Scalars['Boolean']['output'];
  validationErrors: Array<ValidationError>;
};

/** Where a home's brokerage stands. */
export type StaffBrokerageState =
  /** A contract is signed. */
  | 'CONTRACT'
  /** The period is closed and the applicants are being brokered. */
  | 'IN_BROKERAGE'
  /** The interest period is open (the last reply date has not passed). */
  | 'OPEN'
  /** The last reply date has passed; the period is not closed yet. */
  | 'PERIOD_PASSED';

/** One step of a registration's history: what, who (a staff member's name, "Sökanden" or "Systemet") and when. */
export type StaffBrokerageStep = {
  __typename?: 'StaffBrokerageStep';
  at: Scalars['DateTime']['output'];
  by: Scalars['String']['output'];
  fromStage?: Maybe<Scalars['String']['output']>;
  stepText: Scalars['String']['output'];
  toStage: Scalars['String']['output'];
  toStageText: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

/** Whether the applicant meets what the portal can judge of the home (the pre-check as if registering today). */
export type StaffEligibility = {
  __typename?: 'StaffEligibility';
  /** Nothing the portal judges stands in the way (the case handler checks the rest at the check). */
  eligible: Scalars['Boolean']['output'];
  /** Why not: the unmet criteria and what else stands in the way, in Swedish. */
  reasons: Array<Scalars['String']['output']>;
};

/** A footer column: its title and its text, lines and [links](/address). */
export type StaffFooterColumn = {
  __typename?: 'StaffFooterColumn';
  body: Scalars['String']['output'];
  title?: Maybe<Scalars['String']['output']>;
};

export type StaffFooterColumnInput = {
  /** Lines of text and [links](/address); never HTML. */
  body: Scalars['String']['input'];
  title?: InputMaybe<Scalars['String']['input']>;
};

/** A scheduled job and its last run. */
export type StaffJob = {
  __typename?: 'StaffJob';
  /** Failed runs in a row (0 after a success). */
  attempts: Scalars['Int']['output'];
  lastFinishedAt?: Maybe<Scalars['DateTime']['output']>;
  lastStartedAt?: Maybe<Scalars['DateTime']['output']>;
  /** How many failed runs in a row make a job failed. */
  maxAttempts: Scalars['Int']['output'];
  /** The last run's summary, or (retrying, failed) a short summary of why it failed. */
  message?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** When a retrying job is tried again. */
  nextAttemptAt?: Maybe<Scalars['DateTime']['output']>;
  /**
   * ok, retrying (the last run failed; it is tried again at nextAttemptAt) or failed (it failed maxAttempts times in a
   * row and waits for its next regular run); null before the first run.
   */
  outcome?: Maybe<Scalars['String']['output']>;
};

export type StaffJobResult = {
  __typename?: 'StaffJobResult';
  error: Scalars['Boolean']['output'];
  errorText?: Maybe<Scalars['String']['output']>;
  job?: Maybe<StaffJob>;
  validationErrors: Array<ValidationError>;
};

/** A rental object as the editor shows it (rent and agency fee in kronor). */
export type StaffListing = {
  __typename?: 'StaffListing';
  agencyFee?: Maybe<Scalars['Float']['output']>;
  apartmentNumber: Scalars['String']['output'];
  area: Scalars['Float']['output'];
  balcony: Scalars['Boolean']['output'];
  /** False: first come, first served (no queue place is calculated). */
  canCalculateQueueplace: Scalars['Boolean']['output'];
  categoryIds: Array<Scalars['String']['output']>;
  city: Scalars['String']['output'];
  criteria: StaffListingCriteria;
  description?: Maybe<Scalars['String']['output']>;
  districtId: Scalars['Int']['output'];
  elevator: Scalars['Boolean']['output'];
  endDate: Scalars['String']['output'];
  floor?: Maybe<Scalars['Int']['output']>;
  floorTotal?: Maybe<Scalars['Int']['output']>;
  hasDigitalShowing: Scalars['Boolean']['output'];
  images: Array<StaffListingImage>;
  /** The incomes the landlord accepts (1 Lön … 7 Eget företag). */
  incomeTypeIds: Array<Scalars['Int']['output']>;
  keepQueueDate: Scalars['Boolean']['output'];
  landlordId: Scalars['Int']['output'];
  lastReplyDate: Scalars['String']['output'];
  maxNumberOfPeople?: Maybe<Scalars['Int']['output']>;
  moveInDate?: Maybe<Scalars['String']['output']>;
  moveInEarlier: Scalars['Boolean']['output'];
  objectNumber: Scalars['String']['output'];
  onApplicantList: Scalars['Boolean']['output'];
  openForApplication: Scalars['Boolean']['output'];
  /** The detail page's properties (Egenskaper), in order. */
  properties: Array<StaffListingProperty>;
  published: Scalars['Boolean']['output'];
  queueDefault: Scalars['Boolean']['output'];
  queueTenant: Scalars['Boolean']['output'];
  queueTransfer: Scalars['Boolean']['output'];
  /** 1 Bostadskön, 2 Studentkön, 3 Seniorkön. */
  queueTypeId: Scalars['Int']['output'];
  rent: Scalars['Float']['output'];
  rentDescription?: Maybe<Scalars['String']['output']>;
  rentalObjectId: Scalars['ID']['output'];
  rooms: Scalars['Int']['output'];
  roomsDescription: Scalars['String']['output'];
  showing: Scalars['Boolean']['output'];
  showingIsMandatory: Scalars['Boolean']['output'];
  showingText?: Maybe<Scalars['String']['output']>;
  startDate: Scalars['String']['output'];
  street: Scalars['String']['output'];
  zipcode: Scalars['String']['output'];
};

/** What the editor's selects offer, and the suggested dates of a new object. */
export type StaffListingCatalog = {
  __typename?: 'StaffListingCatalog';
  categories: Array<StaffListingCategory>;
  districts: Array<StaffListingDistrict>;
  landlords: Array<StaffListingLandlord>;
  newEndDate: Scalars['String']['output'];
  newLastReplyDate: Scalars['String']['output'];
  newStartDate: Scalars['String']['output'];
};

export type StaffListingCategory = {
  __typename?: 'StaffListingCategory';
  /** boendeTyp, bostadsTyp, kontraktsTyp, formedlingsTyp or fastighetsStatus. */
  list: Scalars['String']['output'];
  name: Scalars['String']['output'];
  rentalObjectCategoryId: Scalars['String']['output'];
};

/** The three groups of requirements. */
export type StaffListingCriteria = {
  __typename?: 'StaffListingCriteria';
  general: Array<StaffListingCriterion>;
  income: Array<StaffListingCriterion>;
  special: Array<StaffListingCriterion>;
};

export type StaffListingCriteriaInput = {
  general?: InputMaybe<Array<StaffListingCriterionInput>>;
  income?: InputMaybe<Array<StaffListingCriterionInput>>;
  special?: InputMaybe<Array<StaffListingCriterionInput>>;
};

/** One requirement of a home (the applicants' detail page shows each group). */
export type StaffListingCriterion = {
  __typename?: 'StaffListingCriterion';
  text: Scalars['String']['output'];
  textLong?: Maybe<Scalars['String']['output']>;
};

export type StaffListingCriterionInput = {
  text?: InputMaybe<Scalars['String']['input']>;
  textLong?: InputMaybe<Scalars['String']['input']>;
};

export type StaffListingDistrict = {
  __typename?: 'StaffListingDistrict';
  districtId: Scalars['Int']['output'];
  /** "District, Region". */
  label: Scalars['String']['output'];
};

export type StaffListingImage = {
  __typename?: 'StaffListingImage';
  /** The alt text. */
  description: Scalars['String']['output'];
  imageId: Scalars['ID']['output'];
  /** primary, other, layout or showing. */
  kind: Scalars['String']['output'];
  sortingOrder: Scalars['Int']['output'];
  /** An uploaded photo (false: a drawn demo image). */
  uploaded: Scalars['Boolean']['output'];
  url: Scalars['String']['output'];
};

/**
 * Every field of an object as the editor sends it; the server checks it with the same schema as the form (each problem
 * comes back in validationErrors with the field's path as its code).
 */
export type StaffListingInput = {
  agencyFee?: InputMaybe<Scalars['Float']['input']>;
  apartmentNumber?: InputMaybe<Scalars['String']['input']>;
  area?: InputMaybe<Scalars['Float']['input']>;
  balcony?: InputMaybe<Scalars['Boolean']['input']>;
  canCalculateQueueplace?: InputMaybe<Scalars['Boolean']['input']>;
  categoryIds?: InputMaybe<Array<Scalars['String']['input']>>;
  city?: InputMaybe<Scalars['String']['input']>;
  criteria?: InputMaybe<StaffListingCriteriaInput>;
  description?: InputMaybe<Scalars['String']['input']>;
  districtId?: InputMaybe<Scalars['Int']['input']>;
  elevator?: InputMaybe<Scalars['Boolean']['input']>;
  endDate?: InputMaybe<Scalars['String']['input']>;
  floor?: InputMaybe<Scalars['Int']['input']>;
  floorTotal?: InputMaybe<Scalars['Int']['input']>;
  hasDigitalShowing?: InputMaybe<Scalars['Boolean']['input']>;
  incomeTypeIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  keepQueueDate?: InputMaybe<Scalars['Boolean']['input']>;
  landlordId?: InputMaybe<Scalars['Int']['input']>;
  lastReplyDate?: InputMaybe<Scalars['String']['input']>;
  maxNumberOfPeople?: InputMaybe<Scalars['Int']['input']>;
  moveInDate?: InputMaybe<Scalars['String']['input']>;
  moveInEarlier?: InputMaybe<Scalars['Boolean']['input']>;
  objectNumber?: InputMaybe<Scalars['String']['input']>;
  openForApplication?: InputMaybe<Scalars['Boolean']['input']>;
  properties?: InputMaybe<Array<StaffListingPropertyInput>>;
  queueDefault?: InputMaybe<Scalars['Boolean']['input']>;
  queueTenant?: InputMaybe<Scalars['Boolean']['input']>;
  queueTransfer?: InputMaybe<Scalars['Boolean']['input']>;
  queueTypeId?: InputMaybe<Scalars['Int']['input']>;
  rent?: InputMaybe<Scalars['Float']['input']>;
  rentDescription?: InputMaybe<Scalars['String']['input']>;
  rooms?: InputMaybe<Scalars['Int']['input']>;
  roomsDescription?: InputMaybe<Scalars['String']['input']>;
  showing?: InputMaybe<Scalars['Boolean']['input']>;
  showingIsMandatory?: InputMaybe<Scalars['Boolean']['input']>;
  showingText?: InputMaybe<Scalars['String']['input']>;
  startDate?: InputMaybe<Scalars['String']['input']>;
  street?: InputMaybe<Scalars['String']['input']>;
  zipcode?: InputMaybe<Scalars['String']['input']>;
};

export type StaffListingLandlord = {
  __typename?: 'StaffListingLandlord';
  landlordId: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type StaffListingPage = {
  __typename?: 'StaffListingPage';
  items: Array<StaffListingSummary>;
  totalCount: Scalars['Int']['output'];
};

/** A property of a home (Kök: Diskmaskin, Kyl och frys). */
export type StaffListingProperty = {
  __typename?: 'StaffListingProperty';
  key: Scalars['String']['output'];
  values: Array<Scalars['String']['output']>;
};

export type StaffListingPropertyInput = {
  key?: InputMaybe<Scalars['String']['input']>;
  values?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** The result of a change to an object. */
export type StaffListingResult = {
  __typename?: 'StaffListingResult';
  error: Scalars['Boolean']['output'];
  errorText?: Maybe<Scalars['String']['output']>;
  /** The object as it now stands (null on failure). */
  listing?: Maybe<StaffListing>;
  validationErrors: Array<ValidationError>;
};

/** A row of the staff list of rental objects. */
export type StaffListingSummary = {
  __typename?: 'StaffListingSummary';
  area: Scalars['Float']['output'];
  city: Scalars['String']['output'];
  districtName: Scalars['String']['output'];
  endDate: Scalars['String']['output'];
  lastReplyDate: Scalars['String']['output'];
  /** Published and inside its publication period today: on the applicants' vacant homes list. */
  onApplicantList: Scalars['Boolean']['output'];
  published: Scalars['Boolean']['output'];
  /** Kronor per month. */
  rent: Scalars['Float']['output'];
  rentalObjectId: Scalars['ID']['output'];
  rooms: Scalars['Int']['output'];
  startDate: Scalars['String']['output'];
  street: Scalars['String']['output'];
};

/** The maintenance message in force or next (start and stop as datetime-local values, Stockholm time). */
export type StaffMaintenanceMessage = {
  __typename?: 'StaffMaintenanceMessage';
  message: Scalars['String']['output'];
  start: Scalars['String']['output'];
  stop: Scalars['String']['output'];
};

export type StaffMaintenanceMessageInput = {
  message: Scalars['String']['input'];
  /** datetime-local, Stockholm time: 2026-12-01T08:00. */
  start: Scalars['String']['input'];
  stop: Scalars['String']['input'];
};

/** The logged-in staff member. */
export type StaffMe = {
  __typename?: 'StaffMe';
  email: Scalars['String']['output'];
  name: Scalars['String']['output'];
  role: StaffRole;
  /** The role's Swedish name. */
  roleText: Scalars['String']['output'];
  staffUserId: Scalars['Int']['output'];
};

/** A staff member, for the audit search's filter. */
export type StaffMember = {
  __typename?: 'StaffMember';
  name: Scalars['String']['output'];
  role: StaffRole;
  staffUserId: Scalars['Int']['output'];
};

export type StaffMenuItem = {
  __typename?: 'StaffMenuItem';
  children: Array<StaffMenuLink>;
  name: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type StaffMenuItemInput = {
  children?: InputMaybe<Array<StaffMenuLinkInput>>;
  name: Scalars['String']['input'];
  url: Scalars['String']['input'];
};

export type StaffMenuLink = {
  __typename?: 'StaffMenuLink';
  name: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type StaffMenuLinkInput = {
  name: Scalars['String']['input'];
  url: Scalars['String']['input'];
};

/** One registration on the home, as the case handler brokers it. */
export type StaffPipelineApplicant = {
  __typename?: 'StaffPipelineApplicant';
  applicantId: Scalars['Int']['output'];
  applicantName: Scalars['String']['output'];
  applicationId: Scalars['Int']['output'];
  attended?: Maybe<Scalars['Boolean']['output']>;
  lastStep?: Maybe<StaffBrokerageStep>;
  /** The offer's reply deadline. */
  offerReplyTime?: Maybe<Scalars['DateTime']['output']>;
  /** The place given when the period closed; before that the place now; null without a place. */
  place?: Maybe<Scalars['Int']['output']>;
  /** The applicant's queue date (YYYY-MM-DD); null without a queue account. */
  queueDate?: Maybe<Scalars['String']['output']>;
  registeredAt: Scalars['DateTime']['output'];
  /** YES, NO or NO_BUT_STILL_INTERESTED. */
  showingAnswer?: Maybe<Scalars['String']['output']>;
  showingCanceled: Scalars['Boolean']['output'];
  showingEnds?: Maybe<Scalars['DateTime']['output']>;
  showingMandatory?: Maybe<Scalars['Boolean']['output']>;
  showingStarts?: Maybe<Scalars['DateTime']['output']>;
  stage: Scalars['String']['output'];
  stageText: Scalars['String']['output'];
};

/** What the ranked applicants are sorted by (the registration id breaks ties). */
export type StaffPipelineSort =
  | 'PLACE'
  | 'QUEUE_DATE'
  | 'STAGE';

export type StaffRefusalReasonInput = {
  reason: Scalars['String']['input'];
  title: Scalars['String']['input'];
};

/**
 * What the portal can judge of one registration's applicant against the home today, known by the registration only: no
 * name, no personnummer (the page's pipeline read, which names them, is the one recorded as viewed).
 */
export type StaffRegistrationEligibility = {
  __typename?: 'StaffRegistrationEligibility';
  applicationId: Scalars['Int']['output'];
  eligibility: StaffEligibility;
};

/** The full personnummer, asked for explicitly (one audit row). */
export type StaffRevealResult = {
  __typename?: 'StaffRevealResult';
  error: Scalars['Boolean']['output'];
  errorText?: Maybe<Scalars['String']['output']>;
  personalIdentityNumber?: Maybe<Scalars['String']['output']>;
  validationErrors: Array<ValidationError>;
};

/** An earlier decision on the same document type or certificate slot of the applicant. */
export type StaffReviewDecision = {
  __typename?: 'StaffReviewDecision';
  approved: Scalars['Boolean']['output'];
  at: Scalars['DateTime']['output'];
  /** The file the decision concerned, when it was a document. */
  fileName?: Maybe<Scalars['String']['output']>;
  reason?: Maybe<Scalars['String']['output']>;
  /** The case handler's name, when known. */
  staffName?: Maybe<Scalars['String']['output']>;
};

/** A file of an item; url is the staff file route that shows it (inline for PDF and images). */
export type StaffReviewFile = {
  __typename?: 'StaffReviewFile';
  mediaType: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** PDF or image: shown in the page; anything else is downloaded. */
  previewable: Scalars['Boolean']['output'];
  size: Scalars['Int']['output'];
  uploaded: Scalars['DateTime']['output'];
  url: Scalars['String']['output'];
};

/** The case handlers' work inbox. */
export type StaffReviewInbox = {
  __typename?: 'StaffReviewInbox';
  documents: StaffReviewQueue;
  idDocuments: StaffReviewQueue;
  incomeCertificates: StaffReviewQueue;
  /** Certificates the applicant marked missing, with a reason waiting to be accepted or rejected. */
  missingReasons: StaffReviewQueue;
  /** Applicants whose latest ID document is rejected and who have not uploaded a new one (waitingSince: the rejection). */
  rejectedIds: StaffReviewQueue;
};

/** One item waiting for review. */
export type StaffReviewItem = {
  __typename?: 'StaffReviewItem';
  applicantId: Scalars['Int']['output'];
  applicantName: Scalars['String']['output'];
  /** The document's id, or the certificate slot's key "applicantIncomeId/certificationTypeId/slot". */
  id: Scalars['ID']['output'];
  status: Scalars['String']['output'];
  /** The document type, or the certificate's type id. */
  type: Scalars['String']['output'];
  waitingSince: Scalars['DateTime']['output'];
};

/** One item opened for review (each opening is recorded in the audit log as a view). */
export type StaffReviewItemDetail = {
  __typename?: 'StaffReviewItemDetail';
  applicantId: Scalars['Int']['output'];
  applicantName: Scalars['String']['output'];
  /** Whether a case handler may approve or reject it now (start review first for an uploaded certificate). */
  canDecide: Scalars['Boolean']['output'];
  /** Whether review may be started (an uploaded certificate not yet under review). */
  canStartReview: Scalars['Boolean']['output'];
  files: Array<StaffReviewFile>;
  id: Scalars['ID']['output'];
  kind: StaffReviewKind;
  /** The applicant's reason a certificate is missing. */
  missingReason?: Maybe<Scalars['String']['output']>;
  previousDecisions: Array<StaffReviewDecision>;
  /** The current rejection reason, if rejected. */
  rejectedReason?: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
  /** The status in Swedish. */
  statusText: Scalars['String']['output'];
  /** The document type or the certificate's type id. */
  type: Scalars['String']['output'];
  /** The type in Swedish (document type or the certificate's title). */
  typeText: Scalars['String']['output'];
  /** When it was uploaded (or marked missing). */
  uploaded: Scalars['DateTime']['output'];
};

/** What kind of item is opened. */
export type StaffReviewKind =
  | 'DOCUMENT'
  | 'ID_DOCUMENT'
  | 'INCOME_CERTIFICATE'
  | 'MISSING_REASON';

/** How many of one kind wait, and the oldest of them (oldest first). */
export type StaffReviewQueue = {
  __typename?: 'StaffReviewQueue';
  count: Scalars['Int']['output'];
  oldest: Array<StaffReviewItem>;
};

/** The result of a review decision. */
export type StaffReviewResult = {
  __typename?: 'StaffReviewResult';
  error: Scalars['Boolean']['output'];
  errorText?: Maybe<Scalars['String']['output']>;
  /** The item as it now stands (null on failure). */
  item?: Maybe<StaffReviewItemDetail>;
  validationErrors: Array<ValidationError>;
};

/** A staff member's role: HANDLAGGARE (case handler) or ADMINISTRATOR (also manages staff accounts). */
export type StaffRole =
  | 'ADMINISTRATOR'
  | 'HANDLAGGARE';

/** A sandbox's tester page. */
export type StaffSandboxLink = {
  __typename?: 'StaffSandboxLink';
  description: Scalars['String']['output'];
  key: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** A path on this server (/sandbox/…/). */
  url: Scalars['String']['output'];
};

export type StaffShowingInput = {
  digital: Scalars['Boolean']['input'];
  ends: Scalars['DateTime']['input'];
  mandatory: Scalars['Boolean']['input'];
  starts: Scalars['DateTime']['input'];
  /** How many of the best placed not yet invited to invite. */
  topN: Scalars['Int']['input'];
};

export type StaffSiteContent = {
  __typename?: 'StaffSiteContent';
  /** Always three columns (an empty one is not shown). */
  footer: Array<StaffFooterColumn>;
  maintenanceMessage?: Maybe<StaffMaintenanceMessage>;
  menu: Array<StaffMenuItem>;
};

export type StaffSortDirection =
  | 'ASC'
  | 'DESC';

/** How many registrations on a home are at one stage. */
export type StaffStageCount = {
  __typename?: 'StaffStageCount';
  count: Scalars['Int']['output'];
  stage: Scalars['String']['output'];
  stageText: Scalars['String']['output'];
};

/** A registration as a step left it. */
export type StaffSteppedApplication = {
  __typename?: 'StaffSteppedApplication';
  applicantId: Scalars['Int']['output'];
  applicationId: Scalars['Int']['output'];
  queuePlace?: Maybe<Scalars['Int']['output']>;
  rentalObjectId: Scalars['ID']['output'];
  stage: Scalars['String']['output'];
  stageText: Scalars['String']['output'];
};

export type StaffToolsResult = {
  __typename?: 'StaffToolsResult';
  error: Scalars['Boolean']['output'];
  errorText?: Maybe<Scalars['String']['output']>;
  validationErrors: Array<ValidationError>;
};

/** One validation error of a result envelope: code names the field (e.g. reason), text is the Swedish message. */
export type ValidationError = {
  __typename?: 'ValidationError';
  code: Scalars['String']['output'];
  text: Scalars['String']['output'];
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





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  StaffAccount: ResolverTypeWrapper<StaffAccountView>;
  StaffAccountInput: StaffAccountInput;
  StaffAccountResult: ResolverTypeWrapper<Omit<StaffAccountResult, 'account'> & { account?: Maybe<ResolversTypes['StaffAccount']> }>;
  StaffAgencyFee: ResolverTypeWrapper<StaffAgencyFee>;
  StaffApplicantApplication: ResolverTypeWrapper<StaffApplicantApplication>;
  StaffApplicantBankConnection: ResolverTypeWrapper<StaffApplicantBankConnection>;
  StaffApplicantBankIncomeMonth: ResolverTypeWrapper<StaffApplicantBankIncomeMonth>;
  StaffApplicantBankIncomeResult: ResolverTypeWrapper<StaffApplicantBankIncomeResult>;
  StaffApplicantBankVerifiedMonth: ResolverTypeWrapper<StaffApplicantBankVerifiedMonth>;
  StaffApplicantBlock: ResolverTypeWrapper<StaffApplicantBlock>;
  StaffApplicantCard: ResolverTypeWrapper<ApplicantCard>;
  StaffApplicantChangeResult: ResolverTypeWrapper<Omit<StaffApplicantChangeResult, 'applicant'> & { applicant?: Maybe<ResolversTypes['StaffApplicantCard']> }>;
  StaffApplicantCoApplicant: ResolverTypeWrapper<StaffApplicantCoApplicant>;
  StaffApplicantDocument: ResolverTypeWrapper<StaffApplicantDocument>;
  StaffApplicantHit: ResolverTypeWrapper<StaffApplicantHit>;
  StaffApplicantHousing: ResolverTypeWrapper<StaffApplicantHousing>;
  StaffApplicantIncome: ResolverTypeWrapper<StaffApplicantIncome>;
  StaffApplicantNote: ResolverTypeWrapper<StaffApplicantNote>;
  StaffApplicantOrder: ResolverTypeWrapper<StaffApplicantOrder>;
  StaffApplicantPayment: ResolverTypeWrapper<StaffApplicantPayment>;
  StaffApplicantSearchResult: ResolverTypeWrapper<StaffApplicantSearchResult>;
  StaffApplicantWarning: ResolverTypeWrapper<StaffApplicantWarning>;
  StaffApplicationHistory: ResolverTypeWrapper<Omit<StaffApplicationHistory, 'steps'> & { steps: Array<ResolversTypes['StaffBrokerageStep']> }>;
  StaffAuditEntry: ResolverTypeWrapper<StaffAuditEntry>;
  StaffAuditSearchResult: ResolverTypeWrapper<StaffAuditSearchResult>;
  StaffBrokerageListing: ResolverTypeWrapper<BrokerageListingView>;
  StaffBrokerageListingPage: ResolverTypeWrapper<Omit<StaffBrokerageListingPage, 'items'> & { items: Array<ResolversTypes['StaffBrokerageListing']> }>;
  StaffBrokeragePipeline: ResolverTypeWrapper<PipelineView>;
  StaffBrokerageResult: ResolverTypeWrapper<Omit<StaffBrokerageResult, 'applications' | 'notInvited'> & { applications: Array<ResolversTypes['StaffSteppedApplication']>, notInvited: Array<ResolversTypes['StaffSteppedApplication']> }>;
  StaffBrokerageState: StaffBrokerageState;
  StaffBrokerageStep: ResolverTypeWrapper<BrokerageStepView>;
  StaffEligibility: ResolverTypeWrapper<StaffEligibility>;
  StaffFooterColumn: ResolverTypeWrapper<StaffFooterColumn>;
  StaffFooterColumnInput: StaffFooterColumnInput;
  StaffJob: ResolverTypeWrapper<StaffJob>;
  StaffJobResult: ResolverTypeWrapper<StaffJobResult>;
  StaffListing: ResolverTypeWrapper<StaffListing>;
  StaffListingCatalog: ResolverTypeWrapper<StaffListingCatalog>;
  StaffListingCategory: ResolverTypeWrapper<StaffListingCategory>;
  StaffListingCriteria: ResolverTypeWrapper<StaffListingCriteria>;
  StaffListingCriteriaInput: StaffListingCriteriaInput;
  StaffListingCriterion: ResolverTypeWrapper<StaffListingCriterion>;
  StaffListingCriterionInput: StaffListingCriterionInput;
  StaffListingDistrict: ResolverTypeWrapper<StaffListingDistrict>;
  StaffListingImage: ResolverTypeWrapper<StaffListingImage>;
  StaffListingInput: StaffListingInput;
  StaffListingLandlord: ResolverTypeWrapper<StaffListingLandlord>;
  StaffListingPage: ResolverTypeWrapper<StaffListingPage>;
  StaffListingProperty: ResolverTypeWrapper<StaffListingProperty>;
  StaffListingPropertyInput: StaffListingPropertyInput;
  StaffListingResult: ResolverTypeWrapper<StaffListingResult>;
  StaffListingSummary: ResolverTypeWrapper<StaffListingSummary>;
  StaffMaintenanceMessage: ResolverTypeWrapper<StaffMaintenanceMessage>;
  StaffMaintenanceMessageInput: StaffMaintenanceMessageInput;
  StaffMe: ResolverTypeWrapper<StaffMe>;
  StaffMember: ResolverTypeWrapper<StaffView>;
  StaffMenuItem: ResolverTypeWrapper<StaffMenuItem>;
  StaffMenuItemInput: StaffMenuItemInput;
  StaffMenuLink: ResolverTypeWrapper<StaffMenuLink>;
  StaffMenuLinkInput: StaffMenuLinkInput;
  StaffPipelineApplicant: ResolverTypeWrapper<PipelineApplicantView>;
  StaffPipelineSort: StaffPipelineSort;
  StaffRefusalReasonInput: StaffRefusalReasonInput;
  StaffRegistrationEligibility: ResolverTypeWrapper<StaffRegistrationEligibility>;
  StaffRevealResult: ResolverTypeWrapper<StaffRevealResult>;
  StaffReviewDecision: ResolverTypeWrapper<StaffReviewDecision>;
  StaffReviewFile: ResolverTypeWrapper<StaffReviewFile>;
  StaffReviewInbox: ResolverTypeWrapper<Omit<StaffReviewInbox, 'documents' | 'idDocuments' | 'incomeCertificates' | 'missingReasons' | 'rejectedIds'> & { documents: ResolversTypes['StaffReviewQueue'], idDocuments: ResolversTypes['StaffReviewQueue'], incomeCertificates: ResolversTypes['StaffReviewQueue'], missingReasons: ResolversTypes['StaffReviewQueue'], rejectedIds: ResolversTypes['StaffReviewQueue'] }>;
  StaffReviewItem: ResolverTypeWrapper<WaitingItemRow>;
  StaffReviewItemDetail: ResolverTypeWrapper<StaffReviewItemDetail>;
  StaffReviewKind: StaffReviewKind;
  StaffReviewQueue: ResolverTypeWrapper<Omit<StaffReviewQueue, 'oldest'> & { oldest: Array<ResolversTypes['StaffReviewItem']> }>;
  StaffReviewResult: ResolverTypeWrapper<StaffReviewResult>;
  StaffRole: StaffRole;
  StaffSandboxLink: ResolverTypeWrapper<StaffSandboxLink>;
  StaffShowingInput: StaffShowingInput;
  StaffSiteContent: ResolverTypeWrapper<StaffSiteContent>;
  StaffSortDirection: StaffSortDirection;
  StaffStageCount: ResolverTypeWrapper<StaffStageCount>;
  StaffSteppedApplication: ResolverTypeWrapper<SteppedView>;
  StaffToolsResult: ResolverTypeWrapper<StaffToolsResult>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  ValidationError: ResolverTypeWrapper<ValidationError>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Boolean: Scalars['Boolean']['output'];
  DateTime: Scalars['DateTime']['output'];
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Mutation: Record<PropertyKey, never>;
  Query: Record<PropertyKey, never>;
  StaffAccount: StaffAccountView;
  StaffAccountInput: StaffAccountInput;
  StaffAccountResult: Omit<StaffAccountResult, 'account'> & { account?: Maybe<ResolversParentTypes['StaffAccount']> };
  StaffAgencyFee: StaffAgencyFee;
  StaffApplicantApplication: StaffApplicantApplication;
  StaffApplicantBankConnection: StaffApplicantBankConnection;
  StaffApplicantBankIncomeMonth: StaffApplicantBankIncomeMonth;
  StaffApplicantBankIncomeResult: StaffApplicantBankIncomeResult;
  StaffApplicantBankVerifiedMonth: StaffApplicantBankVerifiedMonth;
  StaffApplicantBlock: StaffApplicantBlock;
  StaffApplicantCard: ApplicantCard;
  StaffApplicantChangeResult: Omit<StaffApplicantChangeResult, 'applicant'> & { applicant?: Maybe<ResolversParentTypes['StaffApplicantCard']> };
  StaffApplicantCoApplicant: StaffApplicantCoApplicant;
  StaffApplicantDocument: StaffApplicantDocument;
  StaffApplicantHit: StaffApplicantHit;
  StaffApplicantHousing: StaffApplicantHousing;
  StaffApplicantIncome: StaffApplicantIncome;
  StaffApplicantNote: StaffApplicantNote;
  StaffApplicantOrder: StaffApplicantOrder;
  StaffApplicantPayment: StaffApplicantPayment;
  StaffApplicantSearchResult: StaffApplicantSearchResult;
  StaffApplicantWarning: StaffApplicantWarning;
  StaffApplicationHistory: Omit<StaffApplicationHistory, 'steps'> & { steps: Array<ResolversParentTypes['StaffBrokerageStep']> };
  StaffAuditEntry: StaffAuditEntry;
  StaffAuditSearchResult: StaffAuditSearchResult;
  StaffBrokerageListing: BrokerageListingView;
  StaffBrokerageListingPage: Omit<StaffBrokerageListingPage, 'items'> & { items: Array<ResolversParentTypes['StaffBrokerageListing']> };
  StaffBrokeragePipeline: PipelineView;
  StaffBrokerageResult: Omit<StaffBrokerageResult, 'applications' | 'notInvited'> & { applications: Array<ResolversParentTypes['StaffSteppedApplication']>, notInvited: Array<ResolversParentTypes['StaffSteppedApplication']> };
  StaffBrokerageStep: BrokerageStepView;
  StaffEligibility: StaffEligibility;
  StaffFooterColumn: StaffFooterColumn;
  StaffFooterColumnInput: StaffFooterColumnInput;
  StaffJob: StaffJob;
  StaffJobResult: StaffJobResult;
  StaffListing: StaffListing;
  StaffListingCatalog: StaffListingCatalog;
  StaffListingCategory: StaffListingCategory;
  StaffListingCriteria: StaffListingCriteria;
  StaffListingCriteriaInput: StaffListingCriteriaInput;
  StaffListingCriterion: StaffListingCriterion;
  StaffListingCriterionInput: StaffListingCriterionInput;
  StaffListingDistrict: StaffListingDistrict;
  StaffListingImage: StaffListingImage;
  StaffListingInput: StaffListingInput;
  StaffListingLandlord: StaffListingLandlord;
  StaffListingPage: StaffListingPage;
  StaffListingProperty: StaffListingProperty;
  StaffListingPropertyInput: StaffListingPropertyInput;
  StaffListingResult: StaffListingResult;
  StaffListingSummary: StaffListingSummary;
  StaffMaintenanceMessage: StaffMaintenanceMessage;
  StaffMaintenanceMessageInput: StaffMaintenanceMessageInput;
  StaffMe: StaffMe;
  StaffMember: StaffView;
  StaffMenuItem: StaffMenuItem;
  StaffMenuItemInput: StaffMenuItemInput;
  StaffMenuLink: StaffMenuLink;
  StaffMenuLinkInput: StaffMenuLinkInput;
  StaffPipelineApplicant: PipelineApplicantView;
  StaffRefusalReasonInput: StaffRefusalReasonInput;
  StaffRegistrationEligibility: StaffRegistrationEligibility;
  StaffRevealResult: StaffRevealResult;
  StaffReviewDecision: StaffReviewDecision;
  StaffReviewFile: StaffReviewFile;
  StaffReviewInbox: Omit<StaffReviewInbox, 'documents' | 'idDocuments' | 'incomeCertificates' | 'missingReasons' | 'rejectedIds'> & { documents: ResolversParentTypes['StaffReviewQueue'], idDocuments: ResolversParentTypes['StaffReviewQueue'], incomeCertificates: ResolversParentTypes['StaffReviewQueue'], missingReasons: ResolversParentTypes['StaffReviewQueue'], rejectedIds: ResolversParentTypes['StaffReviewQueue'] };
  StaffReviewItem: WaitingItemRow;
  StaffReviewItemDetail: StaffReviewItemDetail;
  StaffReviewQueue: Omit<StaffReviewQueue, 'oldest'> & { oldest: Array<ResolversParentTypes['StaffReviewItem']> };
  StaffReviewResult: StaffReviewResult;
  StaffSandboxLink: StaffSandboxLink;
  StaffShowingInput: StaffShowingInput;
  StaffSiteContent: StaffSiteContent;
  StaffStageCount: StaffStageCount;
  StaffSteppedApplication: SteppedView;
  StaffToolsResult: StaffToolsResult;
  String: Scalars['String']['output'];
  ValidationError: ValidationError;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type MutationResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  staffAddNote?: Resolver<ResolversTypes['StaffApplicantChangeResult'], ParentType, ContextType, RequireFields<MutationStaffAddNoteArgs, 'applicantId' | 'text'>>;
  staffApproveCertificate?: Resolver<ResolversTypes['StaffReviewResult'], ParentType, ContextType, RequireFields<MutationStaffApproveCertificateArgs, 'id'>>;
  staffApproveDocument?: Resolver<ResolversTypes['StaffReviewResult'], ParentType, ContextType, RequireFields<MutationStaffApproveDocumentArgs, 'documentId'>>;
  staffCancelShowing?: Resolver<ResolversTypes['StaffBrokerageResult'], ParentType, ContextType, RequireFields<MutationStaffCancelShowingArgs, 'rentalObjectId'>>;
  staffCheckFailed?: Resolver<ResolversTypes['StaffBrokerageResult'], ParentType, ContextType, RequireFields<MutationStaffCheckFailedArgs, 'applicationId' | 'unmetRequirements'>>;
  staffCheckPassed?: Resolver<ResolversTypes['StaffBrokerageResult'], ParentType, ContextType, RequireFields<MutationStaffCheckPassedArgs, 'applicationId'>>;
  staffClearMaintenanceMessage?: Resolver<ResolversTypes['StaffToolsResult'], ParentType, ContextType>;
  staffClosePeriod?: Resolver<ResolversTypes['StaffBrokerageResult'], ParentType, ContextType, RequireFields<MutationStaffClosePeriodArgs, 'rentalObjectId'>>;
  staffContractSigned?: Resolver<ResolversTypes['StaffBrokerageResult'], ParentType, ContextType, RequireFields<MutationStaffContractSignedArgs, 'applicationId'>>;
  staffCreateAccount?: Resolver<ResolversTypes['StaffAccountResult'], ParentType, ContextType, RequireFields<MutationStaffCreateAccountArgs, 'input'>>;
  staffCreateListing?: Resolver<ResolversTypes['StaffListingResult'], ParentType, ContextType, RequireFields<MutationStaffCreateListingArgs, 'input'>>;
  staffEndBlock?: Resolver<ResolversTypes['StaffApplicantChangeResult'], ParentType, ContextType, RequireFields<MutationStaffEndBlockArgs, 'blockId'>>;
  staffInviteToShowing?: Resolver<ResolversTypes['StaffBrokerageResult'], ParentType, ContextType, RequireFields<MutationStaffInviteToShowingArgs, 'rentalObjectId' | 'showing'>>;
  staffIssueWarning?: Resolver<ResolversTypes['StaffApplicantChangeResult'], ParentType, ContextType, RequireFields<MutationStaffIssueWarningArgs, 'applicantId' | 'reason'>>;
  staffLandlordApproved?: Resolver<ResolversTypes['StaffBrokerageResult'], ParentType, ContextType, RequireFields<MutationStaffLandlordApprovedArgs, 'applicationId'>>;
  staffLandlordRejected?: Resolver<ResolversTypes['StaffBrokerageResult'], ParentType, ContextType, RequireFields<MutationStaffLandlordRejectedArgs, 'applicationId' | 'reasons'>>;
  staffOrderListingImages?: Resolver<ResolversTypes['StaffListingResult'], ParentType, ContextType, RequireFields<MutationStaffOrderListingImagesArgs, 'imageIds' | 'rentalObjectId'>>;
  staffProposeToLandlord?: Resolver<ResolversTypes['StaffBrokerageResult'], ParentType, ContextType, RequireFields<MutationStaffProposeToLandlordArgs, 'applicationId'>>;
  staffPublishListing?: Resolver<ResolversTypes['StaffListingResult'], ParentType, ContextType, RequireFields<MutationStaffPublishListingArgs, 'rentalObjectId'>>;
  staffRegisterAttendance?: Resolver<ResolversTypes['StaffBrokerageResult'], ParentType, ContextType, RequireFields<MutationStaffRegisterAttendanceArgs, 'applicationId' | 'attended'>>;
  staffRejectCertificate?: Resolver<ResolversTypes['StaffReviewResult'], ParentType, ContextType, RequireFields<MutationStaffRejectCertificateArgs, 'id' | 'reason'>>;
  staffRejectDocument?: Resolver<ResolversTypes['StaffReviewResult'], ParentType, ContextType, RequireFields<MutationStaffRejectDocumentArgs, 'documentId' | 'reason'>>;
  staffRemoveListingImage?: Resolver<ResolversTypes['StaffListingResult'], ParentType, ContextType, RequireFields<MutationStaffRemoveListingImageArgs, 'imageId'>>;
  staffRevealPersonalIdentityNumber?: Resolver<ResolversTypes['StaffRevealResult'], ParentType, ContextType, RequireFields<MutationStaffRevealPersonalIdentityNumberArgs, 'applicantId'>>;
  staffRevokeWarning?: Resolver<ResolversTypes['StaffApplicantChangeResult'], ParentType, ContextType, RequireFields<MutationStaffRevokeWarningArgs, 'reason' | 'warningId'>>;
  staffRunJob?: Resolver<ResolversTypes['StaffJobResult'], ParentType, ContextType, RequireFields<MutationStaffRunJobArgs, 'name'>>;
  staffSaveFooter?: Resolver<ResolversTypes['StaffToolsResult'], ParentType, ContextType, RequireFields<MutationStaffSaveFooterArgs, 'columns'>>;
  staffSaveMaintenanceMessage?: Resolver<ResolversTypes['StaffToolsResult'], ParentType, ContextType, RequireFields<MutationStaffSaveMaintenanceMessageArgs, 'input'>>;
  staffSaveMenu?: Resolver<ResolversTypes['StaffToolsResult'], ParentType, ContextType, RequireFields<MutationStaffSaveMenuArgs, 'items'>>;
  staffSetAccountActive?: Resolver<ResolversTypes['StaffAccountResult'], ParentType, ContextType, RequireFields<MutationStaffSetAccountActiveArgs, 'active' | 'staffUserId'>>;
  staffSignFailed?: Resolver<ResolversTypes['StaffBrokerageResult'], ParentType, ContextType, RequireFields<MutationStaffSignFailedArgs, 'applicationId' | 'reason'>>;
  staffStartBlock?: Resolver<ResolversTypes['StaffApplicantChangeResult'], ParentType, ContextType, RequireFields<MutationStaffStartBlockArgs, 'applicantId' | 'end' | 'reason'>>;
  staffStartCertificateReview?: Resolver<ResolversTypes['StaffReviewResult'], ParentType, ContextType, RequireFields<MutationStaffStartCertificateReviewArgs, 'id'>>;
  staffStartCheck?: Resolver<ResolversTypes['StaffBrokerageResult'], ParentType, ContextType, RequireFields<MutationStaffStartCheckArgs, 'rentalObjectId'>>;
  staffUnpublishListing?: Resolver<ResolversTypes['StaffListingResult'], ParentType, ContextType, RequireFields<MutationStaffUnpublishListingArgs, 'rentalObjectId'>>;
  staffUpdateAccount?: Resolver<ResolversTypes['StaffAccountResult'], ParentType, ContextType, RequireFields<MutationStaffUpdateAccountArgs, 'input' | 'staffUserId'>>;
  staffUpdateListing?: Resolver<ResolversTypes['StaffListingResult'], ParentType, ContextType, RequireFields<MutationStaffUpdateListingArgs, 'input' | 'rentalObjectId'>>;
}>;

export type QueryResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  staffAccounts?: Resolver<Array<ResolversTypes['StaffAccount']>, ParentType, ContextType>;
  staffApplicant?: Resolver<Maybe<ResolversTypes['StaffApplicantCard']>, ParentType, ContextType, RequireFields<QueryStaffApplicantArgs, 'applicantId'>>;
  staffApplicantBankIncome?: Resolver<ResolversTypes['StaffApplicantBankIncomeResult'], ParentType, ContextType, RequireFields<QueryStaffApplicantBankIncomeArgs, 'applicantId'>>;
  staffApplicationHistory?: Resolver<Maybe<ResolversTypes['StaffApplicationHistory']>, ParentType, ContextType, RequireFields<QueryStaffApplicationHistoryArgs, 'applicationId'>>;
  staffAuditLog?: Resolver<ResolversTypes['StaffAuditSearchResult'], ParentType, ContextType, RequireFields<QueryStaffAuditLogArgs, 'first' | 'offset'>>;
  staffBrokerageEligibility?: Resolver<Array<ResolversTypes['StaffRegistrationEligibility']>, ParentType, ContextType, RequireFields<QueryStaffBrokerageEligibilityArgs, 'applicationIds' | 'rentalObjectId'>>;
  staffBrokerageListings?: Resolver<ResolversTypes['StaffBrokerageListingPage'], ParentType, ContextType, RequireFields<QueryStaffBrokerageListingsArgs, 'page' | 'pageSize'>>;
  staffBrokeragePipeline?: Resolver<Maybe<ResolversTypes['StaffBrokeragePipeline']>, ParentType, ContextType, RequireFields<QueryStaffBrokeragePipelineArgs, 'direction' | 'page' | 'pageSize' | 'rentalObjectId' | 'sort'>>;
  staffJobs?: Resolver<Array<ResolversTypes['StaffJob']>, ParentType, ContextType>;
  staffListing?: Resolver<Maybe<ResolversTypes['StaffListing']>, ParentType, ContextType, RequireFields<QueryStaffListingArgs, 'rentalObjectId'>>;
  staffListingCatalog?: Resolver<ResolversTypes['StaffListingCatalog'], ParentType, ContextType>;
  staffListings?: Resolver<ResolversTypes['StaffListingPage'], ParentType, ContextType, RequireFields<QueryStaffListingsArgs, 'skip' | 'take'>>;
  staffMe?: Resolver<ResolversTypes['StaffMe'], ParentType, ContextType>;
  staffMembers?: Resolver<Array<ResolversTypes['StaffMember']>, ParentType, ContextType>;
  staffReviewInbox?: Resolver<ResolversTypes['StaffReviewInbox'], ParentType, ContextType, RequireFields<QueryStaffReviewInboxArgs, 'first'>>;
  staffReviewItem?: Resolver<Maybe<ResolversTypes['StaffReviewItemDetail']>, ParentType, ContextType, RequireFields<QueryStaffReviewItemArgs, 'id'>>;
  staffSandboxLinks?: Resolver<Array<ResolversTypes['StaffSandboxLink']>, ParentType, ContextType>;
  staffSearchApplicants?: Resolver<ResolversTypes['StaffApplicantSearchResult'], ParentType, ContextType, RequireFields<QueryStaffSearchApplicantsArgs, 'first' | 'offset' | 'query'>>;
  staffSiteContent?: Resolver<ResolversTypes['StaffSiteContent'], ParentType, ContextType>;
}>;

export type StaffAccountResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffAccount'] = ResolversParentTypes['StaffAccount']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  personalNumberMasked?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['StaffRole'], ParentType, ContextType>;
  roleText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  staffUserId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type StaffAccountResultResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffAccountResult'] = ResolversParentTypes['StaffAccountResult']> = ResolversObject<{
  account?: Resolver<Maybe<ResolversTypes['StaffAccount']>, ParentType, ContextType>;
  error?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errorText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  validationErrors?: Resolver<Array<ResolversTypes['ValidationError']>, ParentType, ContextType>;
}>;

export type StaffAgencyFeeResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffAgencyFee'] = ResolversParentTypes['StaffAgencyFee']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  applicantId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dueDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StaffApplicantApplicationResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffApplicantApplication'] = ResolversParentTypes['StaffApplicantApplication']> = ResolversObject<{
  applicationId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  registeredAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  rentalObjectId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stageText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StaffApplicantBankConnectionResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffApplicantBankConnection'] = ResolversParentTypes['StaffApplicantBankConnection']> = ResolversObject<{
  accounts?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  bank?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  connected?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  connectionId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  consentExpires?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  counts?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastFetch?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statusText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StaffApplicantBankIncomeMonthResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffApplicantBankIncomeMonth'] = ResolversParentTypes['StaffApplicantBankIncomeMonth']> = ResolversObject<{
  month?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  otherIncomeFormated?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pensionFormated?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  salaryFormated?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  socialInsuranceFormated?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  studentAidFormated?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalFormated?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  verifiableFormated?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type StaffApplicantBankIncomeResultResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffApplicantBankIncomeResult'] = ResolversParentTypes['StaffApplicantBankIncomeResult']> = ResolversObject<{
  connections?: Resolver<Array<ResolversTypes['StaffApplicantBankConnection']>, ParentType, ContextType>;
  error?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errorText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  months?: Resolver<Array<ResolversTypes['StaffApplicantBankIncomeMonth']>, ParentType, ContextType>;
  validationErrors?: Resolver<Array<ResolversTypes['ValidationError']>, ParentType, ContextType>;
  verifiedMonthlyIncomeFormated?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  verifiedMonths?: Resolver<Array<ResolversTypes['StaffApplicantBankVerifiedMonth']>, ParentType, ContextType>;
}>;

export type StaffApplicantBankVerifiedMonthResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffApplicantBankVerifiedMonth'] = ResolversParentTypes['StaffApplicantBankVerifiedMonth']> = ResolversObject<{
  month?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  verifiableFormated?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type StaffApplicantBlockResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffApplicantBlock'] = ResolversParentTypes['StaffApplicantBlock']> = ResolversObject<{
  blockId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  end?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  inForce?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  landlord?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StaffApplicantCardResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffApplicantCard'] = ResolversParentTypes['StaffApplicantCard']> = ResolversObject<{
  accountType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  applicantId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  applications?: Resolver<Array<ResolversTypes['StaffApplicantApplication']>, ParentType, ContextType>;
  applicationsTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  blocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  blocks?: Resolver<Array<ResolversTypes['StaffApplicantBlock']>, ParentType, ContextType>;
  coApplicant?: Resolver<Maybe<ResolversTypes['StaffApplicantCoApplicant']>, ParentType, ContextType>;
  dateOfBirth?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deregistered?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  documents?: Resolver<Array<ResolversTypes['StaffApplicantDocument']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  emailSecondary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  housing?: Resolver<Maybe<ResolversTypes['StaffApplicantHousing']>, ParentType, ContextType>;
  incomes?: Resolver<Array<ResolversTypes['StaffApplicantIncome']>, ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maskedPersonalIdentityNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  maxWarnings?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mobile?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notes?: Resolver<Array<ResolversTypes['StaffApplicantNote']>, ParentType, ContextType>;
  orders?: Resolver<Array<ResolversTypes['StaffApplicantOrder']>, ParentType, ContextType>;
  payments?: Resolver<Array<ResolversTypes['StaffApplicantPayment']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  queueDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  queueFeeValidToDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  registered?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  statusText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  warnings?: Resolver<Array<ResolversTypes['StaffApplicantWarning']>, ParentType, ContextType>;
}>;

export type StaffApplicantChangeResultResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffApplicantChangeResult'] = ResolversParentTypes['StaffApplicantChangeResult']> = ResolversObject<{
  applicant?: Resolver<Maybe<ResolversTypes['StaffApplicantCard']>, ParentType, ContextType>;
  automaticBlock?: Resolver<Maybe<ResolversTypes['StaffApplicantBlock']>, ParentType, ContextType>;
  error?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errorText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  validationErrors?: Resolver<Array<ResolversTypes['ValidationError']>, ParentType, ContextType>;
}>;

export type StaffApplicantCoApplicantResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffApplicantCoApplicant'] = ResolversParentTypes['StaffApplicantCoApplicant']> = ResolversObject<{
  applicantId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isHead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StaffApplicantDocumentResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffApplicantDocument'] = ResolversParentTypes['StaffApplicantDocument']> = ResolversObject<{
  created?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  disapprovalReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  documentId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  documentStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  documentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  documentTypeText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statusText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StaffApplicantHitResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffApplicantHit'] = ResolversParentTypes['StaffApplicantHit']> = ResolversObject<{
  applicantId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  blocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maskedPersonalIdentityNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  queueDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  statusText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StaffApplicantHousingResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffApplicantHousing'] = ResolversParentTypes['StaffApplicantHousing']> = ResolversObject<{
  adults?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  children?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currentTypeId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  housingDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  landlordName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  landlordTypeId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  moveInDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type StaffApplicantIncomeResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffApplicantIncome'] = ResolversParentTypes['StaffApplicantIncome']> = ResolversObject<{
  applicantIncomeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  incomeMonthlyFormated?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  incomeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  incomeTypeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  validTo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type StaffApplicantNoteResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffApplicantNote'] = ResolversParentTypes['StaffApplicantNote']> = ResolversObject<{
  created?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  noteId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  staffName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StaffApplicantOrderResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffApplicantOrder'] = ResolversParentTypes['StaffApplicantOrder']> = ResolversObject<{
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dueDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isPaid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orderStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paidDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalAmountFormated?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StaffApplicantPaymentResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffApplicantPayment'] = ResolversParentTypes['StaffApplicantPayment']> = ResolversObject<{
  amountFormated?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  completed?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  created?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  paymentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StaffApplicantSearchResultResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffApplicantSearchResult'] = ResolversParentTypes['StaffApplicantSearchResult']> = ResolversObject<{
  applicants?: Resolver<Array<ResolversTypes['StaffApplicantHit']>, ParentType, ContextType>;
  error?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errorText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  validationErrors?: Resolver<Array<ResolversTypes['ValidationError']>, ParentType, ContextType>;
}>;

export type StaffApplicantWarningResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffApplicantWarning'] = ResolversParentTypes['StaffApplicantWarning']> = ResolversObject<{
  created?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  inForce?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revokedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  revokedReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  validFromDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  validToDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  warningId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type StaffApplicationHistoryResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffApplicationHistory'] = ResolversParentTypes['StaffApplicationHistory']> = ResolversObject<{
  applicantName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  applicationId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  steps?: Resolver<Array<ResolversTypes['StaffBrokerageStep']>, ParentType, ContextType>;
}>;

export type StaffAuditEntryResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffAuditEntry'] = ResolversParentTypes['StaffAuditEntry']> = ResolversObject<{
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actionText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  applicantId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  auditId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  staffName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  staffUserId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subject?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type StaffAuditSearchResultResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffAuditSearchResult'] = ResolversParentTypes['StaffAuditSearchResult']> = ResolversObject<{
  entries?: Resolver<Array<ResolversTypes['StaffAuditEntry']>, ParentType, ContextType>;
  error?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errorText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  validationErrors?: Resolver<Array<ResolversTypes['ValidationError']>, ParentType, ContextType>;
}>;

export type StaffBrokerageListingResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffBrokerageListing'] = ResolversParentTypes['StaffBrokerageListing']> = ResolversObject<{
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contractSignedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastReplyDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  periodClosedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  registrations?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rentalObjectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  stageCounts?: Resolver<Array<ResolversTypes['StaffStageCount']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['StaffBrokerageState'], ParentType, ContextType>;
  stateText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StaffBrokerageListingPageResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffBrokerageListingPage'] = ResolversParentTypes['StaffBrokerageListingPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['StaffBrokerageListing']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type StaffBrokeragePipelineResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffBrokeragePipeline'] = ResolversParentTypes['StaffBrokeragePipeline']> = ResolversObject<{
  agencyFee?: Resolver<Maybe<ResolversTypes['StaffAgencyFee']>, ParentType, ContextType>;
  applicants?: Resolver<Array<ResolversTypes['StaffPipelineApplicant']>, ParentType, ContextType>;
  direction?: Resolver<ResolversTypes['StaffSortDirection'], ParentType, ContextType>;
  listing?: Resolver<ResolversTypes['StaffBrokerageListing'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['StaffPipelineSort'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type StaffBrokerageResultResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffBrokerageResult'] = ResolversParentTypes['StaffBrokerageResult']> = ResolversObject<{
  applications?: Resolver<Array<ResolversTypes['StaffSteppedApplication']>, ParentType, ContextType>;
  error?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errorText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notInvited?: Resolver<Array<ResolversTypes['StaffSteppedApplication']>, ParentType, ContextType>;
  unchanged?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  validationErrors?: Resolver<Array<ResolversTypes['ValidationError']>, ParentType, ContextType>;
}>;

export type StaffBrokerageStepResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffBrokerageStep'] = ResolversParentTypes['StaffBrokerageStep']> = ResolversObject<{
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  by?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fromStage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stepText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  toStage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  toStageText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StaffEligibilityResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffEligibility'] = ResolversParentTypes['StaffEligibility']> = ResolversObject<{
  eligible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reasons?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type StaffFooterColumnResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffFooterColumn'] = ResolversParentTypes['StaffFooterColumn']> = ResolversObject<{
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type StaffJobResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffJob'] = ResolversParentTypes['StaffJob']> = ResolversObject<{
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastFinishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastStartedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  maxAttempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nextAttemptAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  outcome?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type StaffJobResultResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffJobResult'] = ResolversParentTypes['StaffJobResult']> = ResolversObject<{
  error?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errorText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  job?: Resolver<Maybe<ResolversTypes['StaffJob']>, ParentType, ContextType>;
  validationErrors?: Resolver<Array<ResolversTypes['ValidationError']>, ParentType, ContextType>;
}>;

export type StaffListingResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffListing'] = ResolversParentTypes['StaffListing']> = ResolversObject<{
  agencyFee?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  apartmentNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  area?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  balcony?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canCalculateQueueplace?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  categoryIds?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  criteria?: Resolver<ResolversTypes['StaffListingCriteria'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  districtId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  elevator?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  floor?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  floorTotal?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  hasDigitalShowing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['StaffListingImage']>, ParentType, ContextType>;
  incomeTypeIds?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  keepQueueDate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  landlordId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastReplyDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxNumberOfPeople?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  moveInDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  moveInEarlier?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  objectNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  onApplicantList?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  openForApplication?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  properties?: Resolver<Array<ResolversTypes['StaffListingProperty']>, ParentType, ContextType>;
  published?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  queueDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  queueTenant?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  queueTransfer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  queueTypeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  rentDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rentalObjectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rooms?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  roomsDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  showing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showingIsMandatory?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showingText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zipcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StaffListingCatalogResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffListingCatalog'] = ResolversParentTypes['StaffListingCatalog']> = ResolversObject<{
  categories?: Resolver<Array<ResolversTypes['StaffListingCategory']>, ParentType, ContextType>;
  districts?: Resolver<Array<ResolversTypes['StaffListingDistrict']>, ParentType, ContextType>;
  landlords?: Resolver<Array<ResolversTypes['StaffListingLandlord']>, ParentType, ContextType>;
  newEndDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  newLastReplyDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  newStartDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StaffListingCategoryResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffListingCategory'] = ResolversParentTypes['StaffListingCategory']> = ResolversObject<{
  list?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rentalObjectCategoryId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StaffListingCriteriaResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffListingCriteria'] = ResolversParentTypes['StaffListingCriteria']> = ResolversObject<{
  general?: Resolver<Array<ResolversTypes['StaffListingCriterion']>, ParentType, ContextType>;
  income?: Resolver<Array<ResolversTypes['StaffListingCriterion']>, ParentType, ContextType>;
  special?: Resolver<Array<ResolversTypes['StaffListingCriterion']>, ParentType, ContextType>;
}>;

export type StaffListingCriterionResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffListingCriterion'] = ResolversParentTypes['StaffListingCriterion']> = ResolversObject<{
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  textLong?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type StaffListingDistrictResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffListingDistrict'] = ResolversParentTypes['StaffListingDistrict']> = ResolversObject<{
  districtId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StaffListingImageResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffListingImage'] = ResolversParentTypes['StaffListingImage']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  imageId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sortingOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uploaded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StaffListingLandlordResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffListingLandlord'] = ResolversParentTypes['StaffListingLandlord']> = ResolversObject<{
  landlordId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StaffListingPageResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffListingPage'] = ResolversParentTypes['StaffListingPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['StaffListingSummary']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type StaffListingPropertyResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffListingProperty'] = ResolversParentTypes['StaffListingProperty']> = ResolversObject<{
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type StaffListingResultResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffListingResult'] = ResolversParentTypes['StaffListingResult']> = ResolversObject<{
  error?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errorText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  listing?: Resolver<Maybe<ResolversTypes['StaffListing']>, ParentType, ContextType>;
  validationErrors?: Resolver<Array<ResolversTypes['ValidationError']>, ParentType, ContextType>;
}>;

export type StaffListingSummaryResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffListingSummary'] = ResolversParentTypes['StaffListingSummary']> = ResolversObject<{
  area?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  districtName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastReplyDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  onApplicantList?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  published?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  rentalObjectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rooms?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StaffMaintenanceMessageResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffMaintenanceMessage'] = ResolversParentTypes['StaffMaintenanceMessage']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stop?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StaffMeResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffMe'] = ResolversParentTypes['StaffMe']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['StaffRole'], ParentType, ContextType>;
  roleText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  staffUserId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type StaffMemberResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffMember'] = ResolversParentTypes['StaffMember']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['StaffRole'], ParentType, ContextType>;
  staffUserId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type StaffMenuItemResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffMenuItem'] = ResolversParentTypes['StaffMenuItem']> = ResolversObject<{
  children?: Resolver<Array<ResolversTypes['StaffMenuLink']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StaffMenuLinkResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffMenuLink'] = ResolversParentTypes['StaffMenuLink']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StaffPipelineApplicantResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffPipelineApplicant'] = ResolversParentTypes['StaffPipelineApplicant']> = ResolversObject<{
  applicantId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  applicantName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  applicationId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  attended?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  lastStep?: Resolver<Maybe<ResolversTypes['StaffBrokerageStep']>, ParentType, ContextType>;
  offerReplyTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  place?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  queueDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  registeredAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  showingAnswer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  showingCanceled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showingEnds?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  showingMandatory?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  showingStarts?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  stage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stageText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StaffRegistrationEligibilityResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffRegistrationEligibility'] = ResolversParentTypes['StaffRegistrationEligibility']> = ResolversObject<{
  applicationId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  eligibility?: Resolver<ResolversTypes['StaffEligibility'], ParentType, ContextType>;
}>;

export type StaffRevealResultResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffRevealResult'] = ResolversParentTypes['StaffRevealResult']> = ResolversObject<{
  error?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errorText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  personalIdentityNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  validationErrors?: Resolver<Array<ResolversTypes['ValidationError']>, ParentType, ContextType>;
}>;

export type StaffReviewDecisionResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffReviewDecision'] = ResolversParentTypes['StaffReviewDecision']> = ResolversObject<{
  approved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fileName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  staffName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type StaffReviewFileResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffReviewFile'] = ResolversParentTypes['StaffReviewFile']> = ResolversObject<{
  mediaType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  previewable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uploaded?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StaffReviewInboxResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffReviewInbox'] = ResolversParentTypes['StaffReviewInbox']> = ResolversObject<{
  documents?: Resolver<ResolversTypes['StaffReviewQueue'], ParentType, ContextType>;
  idDocuments?: Resolver<ResolversTypes['StaffReviewQueue'], ParentType, ContextType>;
  incomeCertificates?: Resolver<ResolversTypes['StaffReviewQueue'], ParentType, ContextType>;
  missingReasons?: Resolver<ResolversTypes['StaffReviewQueue'], ParentType, ContextType>;
  rejectedIds?: Resolver<ResolversTypes['StaffReviewQueue'], ParentType, ContextType>;
}>;

export type StaffReviewItemResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffReviewItem'] = ResolversParentTypes['StaffReviewItem']> = ResolversObject<{
  applicantId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  applicantName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  waitingSince?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type StaffReviewItemDetailResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffReviewItemDetail'] = ResolversParentTypes['StaffReviewItemDetail']> = ResolversObject<{
  applicantId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  applicantName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  canDecide?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canStartReview?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  files?: Resolver<Array<ResolversTypes['StaffReviewFile']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['StaffReviewKind'], ParentType, ContextType>;
  missingReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  previousDecisions?: Resolver<Array<ResolversTypes['StaffReviewDecision']>, ParentType, ContextType>;
  rejectedReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statusText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  typeText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uploaded?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type StaffReviewQueueResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffReviewQueue'] = ResolversParentTypes['StaffReviewQueue']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  oldest?: Resolver<Array<ResolversTypes['StaffReviewItem']>, ParentType, ContextType>;
}>;

export type StaffReviewResultResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffReviewResult'] = ResolversParentTypes['StaffReviewResult']> = ResolversObject<{
  error?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errorText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  item?: Resolver<Maybe<ResolversTypes['StaffReviewItemDetail']>, ParentType, ContextType>;
  validationErrors?: Resolver<Array<ResolversTypes['ValidationError']>, ParentType, ContextType>;
}>;

export type StaffSandboxLinkResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffSandboxLink'] = ResolversParentTypes['StaffSandboxLink']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StaffSiteContentResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffSiteContent'] = ResolversParentTypes['StaffSiteContent']> = ResolversObject<{
  footer?: Resolver<Array<ResolversTypes['StaffFooterColumn']>, ParentType, ContextType>;
  maintenanceMessage?: Resolver<Maybe<ResolversTypes['StaffMaintenanceMessage']>, ParentType, ContextType>;
  menu?: Resolver<Array<ResolversTypes['StaffMenuItem']>, ParentType, ContextType>;
}>;

export type StaffStageCountResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffStageCount'] = ResolversParentTypes['StaffStageCount']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stageText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StaffSteppedApplicationResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffSteppedApplication'] = ResolversParentTypes['StaffSteppedApplication']> = ResolversObject<{
  applicantId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  applicationId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  queuePlace?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  rentalObjectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  stage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stageText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StaffToolsResultResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffToolsResult'] = ResolversParentTypes['StaffToolsResult']> = ResolversObject<{
  error?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errorText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  validationErrors?: Resolver<Array<ResolversTypes['ValidationError']>, ParentType, ContextType>;
}>;

export type ValidationErrorResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['ValidationError'] = ResolversParentTypes['ValidationError']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = StaffGraphQLContext> = ResolversObject<{
  DateTime?: GraphQLScalarType;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  StaffAccount?: StaffAccountResolvers<ContextType>;
  StaffAccountResult?: StaffAccountResultResolvers<ContextType>;
  StaffAgencyFee?: StaffAgencyFeeResolvers<ContextType>;
  StaffApplicantApplication?: StaffApplicantApplicationResolvers<ContextType>;
  StaffApplicantBankConnection?: StaffApplicantBankConnectionResolvers<ContextType>;
  StaffApplicantBankIncomeMonth?: StaffApplicantBankIncomeMonthResolvers<ContextType>;
  StaffApplicantBankIncomeResult?: StaffApplicantBankIncomeResultResolvers<ContextType>;
  StaffApplicantBankVerifiedMonth?: StaffApplicantBankVerifiedMonthResolvers<ContextType>;
  StaffApplicantBlock?: StaffApplicantBlockResolvers<ContextType>;
  StaffApplicantCard?: StaffApplicantCardResolvers<ContextType>;
  StaffApplicantChangeResult?: StaffApplicantChangeResultResolvers<ContextType>;
  StaffApplicantCoApplicant?: StaffApplicantCoApplicantResolvers<ContextType>;
  StaffApplicantDocument?: StaffApplicantDocumentResolvers<ContextType>;
  StaffApplicantHit?: StaffApplicantHitResolvers<ContextType>;
  StaffApplicantHousing?: StaffApplicantHousingResolvers<ContextType>;
  StaffApplicantIncome?: StaffApplicantIncomeResolvers<ContextType>;
  StaffApplicantNote?: StaffApplicantNoteResolvers<ContextType>;
  StaffApplicantOrder?: StaffApplicantOrderResolvers<ContextType>;
  StaffApplicantPayment?: StaffApplicantPaymentResolvers<ContextType>;
  StaffApplicantSearchResult?: StaffApplicantSearchResultResolvers<ContextType>;
  StaffApplicantWarning?: StaffApplicantWarningResolvers<ContextType>;
  StaffApplicationHistory?: StaffApplicationHistoryResolvers<ContextType>;
  StaffAuditEntry?: StaffAuditEntryResolvers<ContextType>;
  StaffAuditSearchResult?: StaffAuditSearchResultResolvers<ContextType>;
  StaffBrokerageListing?: StaffBrokerageListingResolvers<ContextType>;
  StaffBrokerageListingPage?: StaffBrokerageListingPageResolvers<ContextType>;
  StaffBrokeragePipeline?: StaffBrokeragePipelineResolvers<ContextType>;
  StaffBrokerageResult?: StaffBrokerageResultResolvers<ContextType>;
  StaffBrokerageStep?: StaffBrokerageStepResolvers<ContextType>;
  StaffEligibility?: StaffEligibilityResolvers<ContextType>;
  StaffFooterColumn?: StaffFooterColumnResolvers<ContextType>;
  StaffJob?: StaffJobResolvers<ContextType>;
  StaffJobResult?: StaffJobResultResolvers<ContextType>;
  StaffListing?: StaffListingResolvers<ContextType>;
  StaffListingCatalog?: StaffListingCatalogResolvers<ContextType>;
  StaffListingCategory?: StaffListingCategoryResolvers<ContextType>;
  StaffListingCriteria?: StaffListingCriteriaResolvers<ContextType>;
  StaffListingCriterion?: StaffListingCriterionResolvers<ContextType>;
  StaffListingDistrict?: StaffListingDistrictResolvers<ContextType>;
  StaffListingImage?: StaffListingImageResolvers<ContextType>;
  StaffListingLandlord?: StaffListingLandlordResolvers<ContextType>;
  StaffListingPage?: StaffListingPageResolvers<ContextType>;
  StaffListingProperty?: StaffListingPropertyResolvers<ContextType>;
  StaffListingResult?: StaffListingResultResolvers<ContextType>;
  StaffListingSummary?: StaffListingSummaryResolvers<ContextType>;
  StaffMaintenanceMessage?: StaffMaintenanceMessageResolvers<ContextType>;
  StaffMe?: StaffMeResolvers<ContextType>;
  StaffMember?: StaffMemberResolvers<ContextType>;
  StaffMenuItem?: StaffMenuItemResolvers<ContextType>;
  StaffMenuLink?: StaffMenuLinkResolvers<ContextType>;
  StaffPipelineApplicant?: StaffPipelineApplicantResolvers<ContextType>;
  StaffRegistrationEligibility?: StaffRegistrationEligibilityResolvers<ContextType>;
  StaffRevealResult?: StaffRevealResultResolvers<ContextType>;
  StaffReviewDecision?: StaffReviewDecisionResolvers<ContextType>;
  StaffReviewFile?: StaffReviewFileResolvers<ContextType>;
  StaffReviewInbox?: StaffReviewInboxResolvers<ContextType>;
  StaffReviewItem?: StaffReviewItemResolvers<ContextType>;
  StaffReviewItemDetail?: StaffReviewItemDetailResolvers<ContextType>;
  StaffReviewQueue?: StaffReviewQueueResolvers<ContextType>;
  StaffReviewResult?: StaffReviewResultResolvers<ContextType>;
  StaffSandboxLink?: StaffSandboxLinkResolvers<ContextType>;
  StaffSiteContent?: StaffSiteContentResolvers<ContextType>;
  StaffStageCount?: StaffStageCountResolvers<ContextType>;
  StaffSteppedApplication?: StaffSteppedApplicationResolvers<ContextType>;
  StaffToolsResult?: StaffToolsResultResolvers<ContextType>;
  ValidationError?: ValidationErrorResolvers<ContextType>;
}>;

