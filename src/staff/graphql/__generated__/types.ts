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
  DateTime: { input: string; output: string; }
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
  staffApplicant: Maybe<StaffApplicantCard>;
  /** The applicant's bank connections and verified incomes ("Visa bankuppgifter"); each call is recorded in the audit log. */
  staffApplicantBankIncome: StaffApplicantBankIncomeResult;
  /** A registration's history (null when there is no such registration). */
  staffApplicationHistory: Maybe<StaffApplicationHistory>;
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
  staffBrokeragePipeline: Maybe<StaffBrokeragePipeline>;
  /** Every scheduled job and its last run (administrator). */
  staffJobs: Array<StaffJob>;
  /** One object for editing; null when there is none. */
  staffListing: Maybe<StaffListing>;
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
  staffReviewItem: Maybe<StaffReviewItemDetail>;
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
  personalNumberMasked: Maybe<Scalars['String']['output']>;
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
  account: Maybe<StaffAccount>;
  error: Scalars['Boolean']['output'];
  errorText: Maybe<Scalars['String']['output']>;
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
  lastFetch: Maybe<Scalars['DateTime']['output']>;
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
  errorText: Maybe<Scalars['String']['output']>;
  /** Newest first. */
  months: Array<StaffApplicantBankIncomeMonth>;
  validationErrors: Array<ValidationError>;
  /** The median of the last three full months' verifiable incomes; null without a valid consent or enough data. */
  verifiedMonthlyIncomeFormated: Maybe<Scalars['String']['output']>;
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
  endedAt: Maybe<Scalars['DateTime']['output']>;
  inForce: Scalars['Boolean']['output'];
  /** Null: every landlord. */
  landlord: Maybe<Scalars['String']['output']>;
  reason: Scalars['String']['output'];
  start: Scalars['String']['output'];
};

/** Everything a case handler sees of one applicant (the personnummer masked). Each opening is one audit row. */
export type StaffApplicantCard = {
  __typename?: 'StaffApplicantCard';
  /** QUEUE_ACCOUNT or CO_APPLICANT_ACCOUNT */
  accountType: Scalars['String']['output'];
  /** The postal address on one line. */
  address: Maybe<Scalars['String']['output']>;
  applicantId: Scalars['Int']['output'];
  /** The newest applications (at most 50) and how many there are. */
  applications: Array<StaffApplicantApplication>;
  applicationsTotal: Scalars['Int']['output'];
  /** A block is in force today. */
  blocked: Scalars['Boolean']['output'];
  blocks: Array<StaffApplicantBlock>;
  coApplicant: Maybe<StaffApplicantCoApplicant>;
  dateOfBirth: Maybe<Scalars['String']['output']>;
  deregistered: Maybe<Scalars['DateTime']['output']>;
  documents: Array<StaffApplicantDocument>;
  email: Maybe<Scalars['String']['output']>;
  emailSecondary: Maybe<Scalars['String']['output']>;
  firstName: Scalars['String']['output'];
  housing: Maybe<StaffApplicantHousing>;
  incomes: Array<StaffApplicantIncome>;
  lastName: Scalars['String']['output'];
  maskedPersonalIdentityNumber: Maybe<Scalars['String']['output']>;
  /** How many warnings within 12 months the agency allows before the automatic 6-month block. */
  maxWarnings: Scalars['Int']['output'];
  mobile: Maybe<Scalars['String']['output']>;
  notes: Array<StaffApplicantNote>;
  orders: Array<StaffApplicantOrder>;
  payments: Array<StaffApplicantPayment>;
  phone: Maybe<Scalars['String']['output']>;
  queueDate: Maybe<Scalars['String']['output']>;
  queueFeeValidToDate: Maybe<Scalars['String']['output']>;
  registered: Scalars['DateTime']['output'];
  statusText: Scalars['String']['output'];
  warnings: Array<StaffApplicantWarning>;
};

/** The result of a case handler's change: the card as it now stands (null on failure). */
export type StaffApplicantChangeResult = {
  __typename?: 'StaffApplicantChangeResult';
  applicant: Maybe<StaffApplicantCard>;
  /** Set when the warning just given blocked the applicant automatically. */
  automaticBlock: Maybe<StaffApplicantBlock>;
  error: Scalars['Boolean']['output'];
  errorText: Maybe<Scalars['String']['output']>;
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
  disapprovalReason: Maybe<Scalars['String']['output']>;
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
  email: Maybe<Scalars['String']['output']>;
  firstName: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  /** 19900101-XXXX; null for a person registered without a Swedish personnummer. */
  maskedPersonalIdentityNumber: Maybe<Scalars['String']['output']>;
  queueDate: Maybe<Scalars['String']['output']>;
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
  landlordName: Maybe<Scalars['String']['output']>;
  landlordTypeId: Scalars['String']['output'];
  /** YYYY-MM */
  moveInDate: Scalars['String']['output'];
  updated: Scalars['DateTime']['output'];
};

export type StaffApplicantIncome = {
  __typename?: 'StaffApplicantIncome';
  applicantIncomeId: Scalars['Int']['output'];
  incomeMonthlyFormated: Scalars['String']['output'];
  incomeName: Maybe<Scalars['String']['output']>;
  incomeTypeName: Maybe<Scalars['String']['output']>;
  validTo: Maybe<Scalars['String']['output']>;
};

export type StaffApplicantNote = {
  __typename?: 'StaffApplicantNote';
  created: Scalars['DateTime']['output'];
  noteId: Scalars['Int']['output'];
  /** The case handler who wrote it, when known. */
  staffName: Maybe<Scalars['String']['output']>;
  text: Scalars['String']['output'];
};

export type StaffApplicantOrder = {
  __typename?: 'StaffApplicantOrder';
  description: Maybe<Scalars['String']['output']>;
  dueDate: Maybe<Scalars['String']['output']>;
  isPaid: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  orderId: Scalars['Int']['output'];
  orderStatus: Scalars['String']['output'];
  paidDate: Maybe<Scalars['String']['output']>;
  paymentMethod: Scalars['String']['output'];
  totalAmountFormated: Scalars['String']['output'];
};

export type StaffApplicantPayment = {
  __typename?: 'StaffApplicantPayment';
  amountFormated: Scalars['String']['output'];
  completed: Maybe<Scalars['DateTime']['output']>;
  created: Scalars['DateTime']['output'];
  /** checkout, autopay or card-registration */
  kind: Scalars['String']['output'];
  orderId: Maybe<Scalars['Int']['output']>;
  paymentId: Scalars['ID']['output'];
  /** created, paid, failed, cancelled, refunding, refunded or refund-failed */
  status: Scalars['String']['output'];
};

/** A page of applicants found, and how many were found in all. */
export type StaffApplicantSearchResult = {
  __typename?: 'StaffApplicantSearchResult';
  applicants: Array<StaffApplicantHit>;
  error: Scalars['Boolean']['output'];
  errorText: Maybe<Scalars['String']['output']>;
  totalCount: Scalars['Int']['output'];
  validationErrors: Array<ValidationError>;
};

export type StaffApplicantWarning = {
  __typename?: 'StaffApplicantWarning';
  created: Scalars['DateTime']['output'];
  /** Counts today towards a block. */
  inForce: Scalars['Boolean']['output'];
  reason: Scalars['String']['output'];
  revokedAt: Maybe<Scalars['DateTime']['output']>;
  revokedReason: Maybe<Scalars['String']['output']>;
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
  after: Maybe<Scalars['String']['output']>;
  applicantId: Maybe<Scalars['Int']['output']>;
  at: Scalars['DateTime']['output'];
  auditId: Scalars['ID']['output'];
  /** What it was before the change, as JSON text. */
  before: Maybe<Scalars['String']['output']>;
  /** The staff member's name, when the account still exists. */
  staffName: Maybe<Scalars['String']['output']>;
  staffUserId: Scalars['Int']['output'];
  subject: Maybe<Scalars['String']['output']>;
};

/** A page of the audit log, newest first, and how many rows match. */
export type StaffAuditSearchResult = {
  __typename?: 'StaffAuditSearchResult';
  entries: Array<StaffAuditEntry>;
  error: Scalars['Boolean']['output'];
  errorText: Maybe<Scalars['String']['output']>;
  totalCount: Scalars['Int']['output'];
  validationErrors: Array<ValidationError>;
};

/** A home with interest registrations. */
export type StaffBrokerageListing = {
  __typename?: 'StaffBrokerageListing';
  city: Scalars['String']['output'];
  contractSignedAt: Maybe<Scalars['DateTime']['output']>;
  /** The last day to register interest (YYYY-MM-DD). */
  lastReplyDate: Scalars['String']['output'];
  periodClosedAt: Maybe<Scalars['DateTime']['output']>;
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
  agencyFee: Maybe<StaffAgencyFee>;
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
  errorText: Maybe<Scalars['String']['output']>;
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
  fromStage: Maybe<Scalars['String']['output']>;
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
  title: Maybe<Scalars['String']['output']>;
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
  lastFinishedAt: Maybe<Scalars['DateTime']['output']>;
  lastStartedAt: Maybe<Scalars['DateTime']['output']>;
  /** How many failed runs in a row make a job failed. */
  maxAttempts: Scalars['Int']['output'];
  /** The last run's summary, or (retrying, failed) a short summary of why it failed. */
  message: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** When a retrying job is tried again. */
  nextAttemptAt: Maybe<Scalars['DateTime']['output']>;
  /**
   * ok, retrying (the last run failed; it is tried again at nextAttemptAt) or failed (it failed maxAttempts times in a
   * row and waits for its next regular run); null before the first run.
   */
  outcome: Maybe<Scalars['String']['output']>;
};

export type StaffJobResult = {
  __typename?: 'StaffJobResult';
  error: Scalars['Boolean']['output'];
  errorText: Maybe<Scalars['String']['output']>;
  job: Maybe<StaffJob>;
  validationErrors: Array<ValidationError>;
};

/** A rental object as the editor shows it (rent and agency fee in kronor). */
export type StaffListing = {
  __typename?: 'StaffListing';
  agencyFee: Maybe<Scalars['Float']['output']>;
  apartmentNumber: Scalars['String']['output'];
  area: Scalars['Float']['output'];
  balcony: Scalars['Boolean']['output'];
  /** False: first come, first served (no queue place is calculated). */
  canCalculateQueueplace: Scalars['Boolean']['output'];
  categoryIds: Array<Scalars['String']['output']>;
  city: Scalars['String']['output'];
  criteria: StaffListingCriteria;
  description: Maybe<Scalars['String']['output']>;
  districtId: Scalars['Int']['output'];
  elevator: Scalars['Boolean']['output'];
  endDate: Scalars['String']['output'];
  floor: Maybe<Scalars['Int']['output']>;
  floorTotal: Maybe<Scalars['Int']['output']>;
  hasDigitalShowing: Scalars['Boolean']['output'];
  images: Array<StaffListingImage>;
  /** The incomes the landlord accepts (1 Lön … 7 Eget företag). */
  incomeTypeIds: Array<Scalars['Int']['output']>;
  keepQueueDate: Scalars['Boolean']['output'];
  landlordId: Scalars['Int']['output'];
  lastReplyDate: Scalars['String']['output'];
  maxNumberOfPeople: Maybe<Scalars['Int']['output']>;
  moveInDate: Maybe<Scalars['String']['output']>;
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
  rentDescription: Maybe<Scalars['String']['output']>;
  rentalObjectId: Scalars['ID']['output'];
  rooms: Scalars['Int']['output'];
  roomsDescription: Scalars['String']['output'];
  showing: Scalars['Boolean']['output'];
  showingIsMandatory: Scalars['Boolean']['output'];
  showingText: Maybe<Scalars['String']['output']>;
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
  textLong: Maybe<Scalars['String']['output']>;
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
  errorText: Maybe<Scalars['String']['output']>;
  /** The object as it now stands (null on failure). */
  listing: Maybe<StaffListing>;
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
  attended: Maybe<Scalars['Boolean']['output']>;
  lastStep: Maybe<StaffBrokerageStep>;
  /** The offer's reply deadline. */
  offerReplyTime: Maybe<Scalars['DateTime']['output']>;
  /** The place given when the period closed; before that the place now; null without a place. */
  place: Maybe<Scalars['Int']['output']>;
  /** The applicant's queue date (YYYY-MM-DD); null without a queue account. */
  queueDate: Maybe<Scalars['String']['output']>;
  registeredAt: Scalars['DateTime']['output'];
  /** YES, NO or NO_BUT_STILL_INTERESTED. */
  showingAnswer: Maybe<Scalars['String']['output']>;
  showingCanceled: Scalars['Boolean']['output'];
  showingEnds: Maybe<Scalars['DateTime']['output']>;
  showingMandatory: Maybe<Scalars['Boolean']['output']>;
  showingStarts: Maybe<Scalars['DateTime']['output']>;
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
  errorText: Maybe<Scalars['String']['output']>;
  personalIdentityNumber: Maybe<Scalars['String']['output']>;
  validationErrors: Array<ValidationError>;
};

/** An earlier decision on the same document type or certificate slot of the applicant. */
export type StaffReviewDecision = {
  __typename?: 'StaffReviewDecision';
  approved: Scalars['Boolean']['output'];
  at: Scalars['DateTime']['output'];
  /** The file the decision concerned, when it was a document. */
  fileName: Maybe<Scalars['String']['output']>;
  reason: Maybe<Scalars['String']['output']>;
  /** The case handler's name, when known. */
  staffName: Maybe<Scalars['String']['output']>;
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
  missingReason: Maybe<Scalars['String']['output']>;
  previousDecisions: Array<StaffReviewDecision>;
  /** The current rejection reason, if rejected. */
  rejectedReason: Maybe<Scalars['String']['output']>;
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
  errorText: Maybe<Scalars['String']['output']>;
  /** The item as it now stands (null on failure). */
  item: Maybe<StaffReviewItemDetail>;
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
  maintenanceMessage: Maybe<StaffMaintenanceMessage>;
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
  queuePlace: Maybe<Scalars['Int']['output']>;
  rentalObjectId: Scalars['ID']['output'];
  stage: Scalars['String']['output'];
  stageText: Scalars['String']['output'];
};

export type StaffToolsResult = {
  __typename?: 'StaffToolsResult';
  error: Scalars['Boolean']['output'];
  errorText: Maybe<Scalars['String']['output']>;
  validationErrors: Array<ValidationError>;
};

/** One validation error of a result envelope: code names the field (e.g. reason), text is the Swedish message. */
export type ValidationError = {
  __typename?: 'ValidationError';
  code: Scalars['String']['output'];
  text: Scalars['String']['output'];
};
