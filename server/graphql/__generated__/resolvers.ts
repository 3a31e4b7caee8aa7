import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ApplicantRow, AgencyProfileRow, MaintenanceMessageRow } from '../../db/schema';
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

export type Address = {
  __typename?: 'Address';
  careOf?: Maybe<Scalars['String']['output']>;
  city?: Maybe<Scalars['String']['output']>;
  country?: Maybe<Scalars['String']['output']>;
  street?: Maybe<Scalars['String']['output']>;
  zipcode?: Maybe<Scalars['String']['output']>;
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

export type HasActiveAutopayAgreementResult = Result & {
  __typename?: 'HasActiveAutopayAgreementResult';
  error: Scalars['Boolean']['output'];
  errorText?: Maybe<Scalars['String']['output']>;
  hasActiveAutopayAgreement: Scalars['Boolean']['output'];
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

export type Mutation = {
  __typename?: 'Mutation';
  /** Accepts the request sent by coApplicantId (the requester's applicant id). */
  acceptCoApplicant: MutationResult;
  /** Invites a co-applicant by 12-digit personnummer or e-mail; the invited person must accept. */
  addCoApplicant: MutationResult;
  /** Cancels an unpaid queue-fee order (the co-applicant upgrade order): errorText carries the message either way. */
  cancelQueueFeeOrder: MutationResult;
  /** Completes an order after the payment page: verified with the provider, paid exactly once. */
  completeOrder: CompleteOrderResult;
  /** Sends the applicant to register a card for autopay; redirectUrl and cancelUrl are app paths. */
  createAutopayAgreement: AutopayAgreementResult;
  /** A co-applicant's order to become a paying applicant; orderId 0 with errorText when refused. */
  createUpgradeCoApplicantOrder: UpgradeOrderResult;
  deleteAutopayAgreement: MutationResult;
  /** Ends the pair, or withdraws one's own pending request. */
  deleteCoApplicant: MutationResult;
  newsletterSubscribe: NewsletterResult;
  newsletterUnsubscribe: NewsletterResult;
  /** Starts a card payment of one's own unpaid order. redirectUrl and cancelUrl are app paths (e.g. /payment/completed). */
  payOrder: PaymentRedirectResult;
  rejectCoApplicant: MutationResult;
  /** Sets a new password with the token from the link; every session of the account ends. */
  resetPassword: MutationResult;
  /** Stores the agreement after the card page; agreementRef is the paymentReference from createAutopayAgreement. */
  saveAutopayAgreement: MutationResult;
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
};


export type MutationAcceptCoApplicantArgs = {
  coApplicantId: Scalars['Int']['input'];
};


export type MutationAddCoApplicantArgs = {
  pnrOrEmail: Scalars['String']['input'];
};


export type MutationCancelQueueFeeOrderArgs = {
  orderId: Scalars['Int']['input'];
};


export type MutationCompleteOrderArgs = {
  calledFromPaymentLink?: InputMaybe<Scalars['Boolean']['input']>;
  orderId: Scalars['Int']['input'];
  paymentId: Scalars['String']['input'];
};


export type MutationCreateAutopayAgreementArgs = {
  cancelUrl: Scalars['String']['input'];
  redirectUrl: Scalars['String']['input'];
  userAgent?: InputMaybe<Scalars['String']['input']>;
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


export type MutationResetPasswordArgs = {
  user: ResetPasswordUserInput;
};


export type MutationSaveAutopayAgreementArgs = {
  agreementRef: Scalars['String']['input'];
  applicantId?: InputMaybe<Scalars['Int']['input']>;
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

export type Query = {
  __typename?: 'Query';
  getAgencyProfile: AgencyProfileResult;
  /** The logged-in applicant's own record. Requires a session. */
  getApplicant: ApplicantResult;
  getApplicantWarningsAndBlocksQuery: WarningsAndBlocksResult;
  getCoApplicant: CoApplicantResult;
  getCoApplicantRequest: CoApplicantRequestResult;
  /** applicantId, when given, must be the logged-in applicant's own. */
  getHasActiveAutopayAgreement: HasActiveAutopayAgreementResult;
  getIndicators: IndicatorsResult;
  /** Whether one of the applicant's own e-mail addresses is on the list. */
  getIsNewsletterSubscriber: NewsletterSubscriberResult;
  getMaintenanceMessage: MaintenanceMessageResult;
  /** The applicant's own orders, newest due date first. */
  getOrders: OrdersResult;
  getQueueTimes: QueueTimesResult;
  getStatus: StatusResult;
  recurrenceVerificationInfo: RecurrenceVerificationResult;
};


export type QueryGetHasActiveAutopayAgreementArgs = {
  applicantId?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGetIsNewsletterSubscriberArgs = {
  email: Scalars['String']['input'];
  list_id: Scalars['String']['input'];
};


export type QueryRecurrenceVerificationInfoArgs = {
  paymentReference: Scalars['String']['input'];
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

export type SendResetPasswordUserInput = {
  /** A 12-digit personnummer or an e-mail. */
  emailOrPnr: Scalars['String']['input'];
};

export type StatusResult = Result & {
  __typename?: 'StatusResult';
  error: Scalars['Boolean']['output'];
  errorText?: Maybe<Scalars['String']['output']>;
  status?: Maybe<SystemStatus>;
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
    | ( AutopayAgreementResult )
    | ( CoApplicantRequestResult )
    | ( CoApplicantResult )
    | ( CompleteOrderResult )
    | ( HasActiveAutopayAgreementResult )
    | ( IndicatorsResult )
    | ( Omit<MaintenanceMessageResult, 'maintenanceMessage'> & { maintenanceMessage?: Maybe<_RefType['MaintenanceMessage']> } )
    | ( MutationResult )
    | ( NewsletterResult )
    | ( NewsletterSubscriberResult )
    | ( OrdersResult )
    | ( PaymentRedirectResult )
    | ( QueueTimesResult )
    | ( RecurrenceVerificationResult )
    | ( StatusResult )
    | ( UpgradeOrderResult )
    | ( WarningsAndBlocksResult )
  ;
}>;

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AccountType: AccountType;
  Address: ResolverTypeWrapper<Address>;
  AgencyProfile: ResolverTypeWrapper<AgencyProfileRow>;
  AgencyProfileResult: ResolverTypeWrapper<Omit<AgencyProfileResult, 'agencyProfile'> & { agencyProfile?: Maybe<ResolversTypes['AgencyProfile']> }>;
  Applicant: ResolverTypeWrapper<ApplicantRow>;
  ApplicantContactInput: ApplicantContactInput;
  ApplicantMyPagesBlock: ResolverTypeWrapper<ApplicantMyPagesBlock>;
  ApplicantPasswordInput: ApplicantPasswordInput;
  ApplicantResult: ResolverTypeWrapper<Omit<ApplicantResult, 'applicant'> & { applicant?: Maybe<ResolversTypes['Applicant']> }>;
  ApplicantStatus: ResolverTypeWrapper<ApplicantStatus>;
  AutopayAgreementResult: ResolverTypeWrapper<AutopayAgreementResult>;
  Block: ResolverTypeWrapper<Block>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CoApplicant: ResolverTypeWrapper<CoApplicant>;
  CoApplicantRequest: ResolverTypeWrapper<CoApplicantRequest>;
  CoApplicantRequestResult: ResolverTypeWrapper<CoApplicantRequestResult>;
  CoApplicantResult: ResolverTypeWrapper<CoApplicantResult>;
  CompleteOrderResult: ResolverTypeWrapper<CompleteOrderResult>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  HasActiveAutopayAgreementResult: ResolverTypeWrapper<HasActiveAutopayAgreementResult>;
  Indicators: ResolverTypeWrapper<Indicators>;
  IndicatorsResult: ResolverTypeWrapper<IndicatorsResult>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  MaintenanceMessage: ResolverTypeWrapper<MaintenanceMessageRow>;
  MaintenanceMessageResult: ResolverTypeWrapper<Omit<MaintenanceMessageResult, 'maintenanceMessage'> & { maintenanceMessage?: Maybe<ResolversTypes['MaintenanceMessage']> }>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MutationResult: ResolverTypeWrapper<MutationResult>;
  NewsletterResult: ResolverTypeWrapper<NewsletterResult>;
  NewsletterSubscriberResult: ResolverTypeWrapper<NewsletterSubscriberResult>;
  Order: ResolverTypeWrapper<Order>;
  OrdersResult: ResolverTypeWrapper<OrdersResult>;
  PaymentRedirectResult: ResolverTypeWrapper<PaymentRedirectResult>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  QueueTime: ResolverTypeWrapper<QueueTime>;
  QueueTimesResult: ResolverTypeWrapper<QueueTimesResult>;
  RecurrenceVerificationResult: ResolverTypeWrapper<RecurrenceVerificationResult>;
  ResetPasswordUserInput: ResetPasswordUserInput;
  Result: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Result']>;
  SendResetPasswordUserInput: SendResetPasswordUserInput;
  StatusResult: ResolverTypeWrapper<StatusResult>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SystemStatus: ResolverTypeWrapper<SystemStatus>;
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
  Address: Address;
  AgencyProfile: AgencyProfileRow;
  AgencyProfileResult: Omit<AgencyProfileResult, 'agencyProfile'> & { agencyProfile?: Maybe<ResolversParentTypes['AgencyProfile']> };
  Applicant: ApplicantRow;
  ApplicantContactInput: ApplicantContactInput;
  ApplicantMyPagesBlock: ApplicantMyPagesBlock;
  ApplicantPasswordInput: ApplicantPasswordInput;
  ApplicantResult: Omit<ApplicantResult, 'applicant'> & { applicant?: Maybe<ResolversParentTypes['Applicant']> };
  ApplicantStatus: ApplicantStatus;
  AutopayAgreementResult: AutopayAgreementResult;
  Block: Block;
  Boolean: Scalars['Boolean']['output'];
  CoApplicant: CoApplicant;
  CoApplicantRequest: CoApplicantRequest;
  CoApplicantRequestResult: CoApplicantRequestResult;
  CoApplicantResult: CoApplicantResult;
  CompleteOrderResult: CompleteOrderResult;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  Float: Scalars['Float']['output'];
  HasActiveAutopayAgreementResult: HasActiveAutopayAgreementResult;
  Indicators: Indicators;
  IndicatorsResult: IndicatorsResult;
  Int: Scalars['Int']['output'];
  MaintenanceMessage: MaintenanceMessageRow;
  MaintenanceMessageResult: Omit<MaintenanceMessageResult, 'maintenanceMessage'> & { maintenanceMessage?: Maybe<ResolversParentTypes['MaintenanceMessage']> };
  Mutation: Record<PropertyKey, never>;
  MutationResult: MutationResult;
  NewsletterResult: NewsletterResult;
  NewsletterSubscriberResult: NewsletterSubscriberResult;
  Order: Order;
  OrdersResult: OrdersResult;
  PaymentRedirectResult: PaymentRedirectResult;
  Query: Record<PropertyKey, never>;
  QueueTime: QueueTime;
  QueueTimesResult: QueueTimesResult;
  RecurrenceVerificationResult: RecurrenceVerificationResult;
  ResetPasswordUserInput: ResetPasswordUserInput;
  Result: ResolversInterfaceTypes<ResolversParentTypes>['Result'];
  SendResetPasswordUserInput: SendResetPasswordUserInput;
  StatusResult: StatusResult;
  String: Scalars['String']['output'];
  SystemStatus: SystemStatus;
  UnregisterApplicantInput: UnregisterApplicantInput;
  UpgradeOrderResult: UpgradeOrderResult;
  Upload: Scalars['Upload']['output'];
  ValidationError: ValidationError;
  Warning: Warning;
  WarningsAndBlocks: WarningsAndBlocks;
  WarningsAndBlocksResult: WarningsAndBlocksResult;
}>;

export type AddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address']> = ResolversObject<{
  careOf?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  street?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zipcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
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

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type HasActiveAutopayAgreementResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HasActiveAutopayAgreementResult'] = ResolversParentTypes['HasActiveAutopayAgreementResult']> = ResolversObject<{
  error?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errorText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasActiveAutopayAgreement?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
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

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  acceptCoApplicant?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType, RequireFields<MutationAcceptCoApplicantArgs, 'coApplicantId'>>;
  addCoApplicant?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType, RequireFields<MutationAddCoApplicantArgs, 'pnrOrEmail'>>;
  cancelQueueFeeOrder?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType, RequireFields<MutationCancelQueueFeeOrderArgs, 'orderId'>>;
  completeOrder?: Resolver<ResolversTypes['CompleteOrderResult'], ParentType, ContextType, RequireFields<MutationCompleteOrderArgs, 'orderId' | 'paymentId'>>;
  createAutopayAgreement?: Resolver<ResolversTypes['AutopayAgreementResult'], ParentType, ContextType, RequireFields<MutationCreateAutopayAgreementArgs, 'cancelUrl' | 'redirectUrl'>>;
  createUpgradeCoApplicantOrder?: Resolver<ResolversTypes['UpgradeOrderResult'], ParentType, ContextType>;
  deleteAutopayAgreement?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType>;
  deleteCoApplicant?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType>;
  newsletterSubscribe?: Resolver<ResolversTypes['NewsletterResult'], ParentType, ContextType, RequireFields<MutationNewsletterSubscribeArgs, 'email' | 'list_id'>>;
  newsletterUnsubscribe?: Resolver<ResolversTypes['NewsletterResult'], ParentType, ContextType, RequireFields<MutationNewsletterUnsubscribeArgs, 'email' | 'list_id'>>;
  payOrder?: Resolver<ResolversTypes['PaymentRedirectResult'], ParentType, ContextType, RequireFields<MutationPayOrderArgs, 'cancelUrl' | 'orderId' | 'redirectUrl'>>;
  rejectCoApplicant?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType, RequireFields<MutationRejectCoApplicantArgs, 'coApplicantId'>>;
  resetPassword?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'user'>>;
  saveAutopayAgreement?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType, RequireFields<MutationSaveAutopayAgreementArgs, 'agreementRef'>>;
  sendResetPassword?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType, RequireFields<MutationSendResetPasswordArgs, 'user'>>;
  setPaymentMethod?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType, RequireFields<MutationSetPaymentMethodArgs, 'paymentType'>>;
  unregisterApplicant?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType, RequireFields<MutationUnregisterApplicantArgs, 'applicant'>>;
  updateApplicantBasicInformation?: Resolver<ResolversTypes['ApplicantResult'], ParentType, ContextType, RequireFields<MutationUpdateApplicantBasicInformationArgs, 'email' | 'firstName' | 'lastName' | 'mobile'>>;
  updateApplicantContact?: Resolver<ResolversTypes['ApplicantResult'], ParentType, ContextType, RequireFields<MutationUpdateApplicantContactArgs, 'contact'>>;
  updateApplicantDoNotWantPhysicalMail?: Resolver<ResolversTypes['ApplicantResult'], ParentType, ContextType, RequireFields<MutationUpdateApplicantDoNotWantPhysicalMailArgs, 'doNotWantPhysicalMail'>>;
  updateApplicantPassword?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType, RequireFields<MutationUpdateApplicantPasswordArgs, 'password'>>;
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

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  getAgencyProfile?: Resolver<ResolversTypes['AgencyProfileResult'], ParentType, ContextType>;
  getApplicant?: Resolver<ResolversTypes['ApplicantResult'], ParentType, ContextType>;
  getApplicantWarningsAndBlocksQuery?: Resolver<ResolversTypes['WarningsAndBlocksResult'], ParentType, ContextType>;
  getCoApplicant?: Resolver<ResolversTypes['CoApplicantResult'], ParentType, ContextType>;
  getCoApplicantRequest?: Resolver<ResolversTypes['CoApplicantRequestResult'], ParentType, ContextType>;
  getHasActiveAutopayAgreement?: Resolver<ResolversTypes['HasActiveAutopayAgreementResult'], ParentType, ContextType, Partial<QueryGetHasActiveAutopayAgreementArgs>>;
  getIndicators?: Resolver<ResolversTypes['IndicatorsResult'], ParentType, ContextType>;
  getIsNewsletterSubscriber?: Resolver<ResolversTypes['NewsletterSubscriberResult'], ParentType, ContextType, RequireFields<QueryGetIsNewsletterSubscriberArgs, 'email' | 'list_id'>>;
  getMaintenanceMessage?: Resolver<ResolversTypes['MaintenanceMessageResult'], ParentType, ContextType>;
  getOrders?: Resolver<ResolversTypes['OrdersResult'], ParentType, ContextType>;
  getQueueTimes?: Resolver<ResolversTypes['QueueTimesResult'], ParentType, ContextType>;
  getStatus?: Resolver<ResolversTypes['StatusResult'], ParentType, ContextType>;
  recurrenceVerificationInfo?: Resolver<ResolversTypes['RecurrenceVerificationResult'], ParentType, ContextType, RequireFields<QueryRecurrenceVerificationInfoArgs, 'paymentReference'>>;
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

export type ResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Result'] = ResolversParentTypes['Result']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AgencyProfileResult' | 'ApplicantResult' | 'AutopayAgreementResult' | 'CoApplicantRequestResult' | 'CoApplicantResult' | 'CompleteOrderResult' | 'HasActiveAutopayAgreementResult' | 'IndicatorsResult' | 'MaintenanceMessageResult' | 'MutationResult' | 'NewsletterResult' | 'NewsletterSubscriberResult' | 'OrdersResult' | 'PaymentRedirectResult' | 'QueueTimesResult' | 'RecurrenceVerificationResult' | 'StatusResult' | 'UpgradeOrderResult' | 'WarningsAndBlocksResult', ParentType, ContextType>;
}>;

export type StatusResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StatusResult'] = ResolversParentTypes['StatusResult']> = ResolversObject<{
  error?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errorText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['SystemStatus']>, ParentType, ContextType>;
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
  Address?: AddressResolvers<ContextType>;
  AgencyProfile?: AgencyProfileResolvers<ContextType>;
  AgencyProfileResult?: AgencyProfileResultResolvers<ContextType>;
  Applicant?: ApplicantResolvers<ContextType>;
  ApplicantMyPagesBlock?: ApplicantMyPagesBlockResolvers<ContextType>;
  ApplicantResult?: ApplicantResultResolvers<ContextType>;
  ApplicantStatus?: ApplicantStatusResolvers<ContextType>;
  AutopayAgreementResult?: AutopayAgreementResultResolvers<ContextType>;
  Block?: BlockResolvers<ContextType>;
  CoApplicant?: CoApplicantResolvers<ContextType>;
  CoApplicantRequest?: CoApplicantRequestResolvers<ContextType>;
  CoApplicantRequestResult?: CoApplicantRequestResultResolvers<ContextType>;
  CoApplicantResult?: CoApplicantResultResolvers<ContextType>;
  CompleteOrderResult?: CompleteOrderResultResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  HasActiveAutopayAgreementResult?: HasActiveAutopayAgreementResultResolvers<ContextType>;
  Indicators?: IndicatorsResolvers<ContextType>;
  IndicatorsResult?: IndicatorsResultResolvers<ContextType>;
  MaintenanceMessage?: MaintenanceMessageResolvers<ContextType>;
  MaintenanceMessageResult?: MaintenanceMessageResultResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MutationResult?: MutationResultResolvers<ContextType>;
  NewsletterResult?: NewsletterResultResolvers<ContextType>;
  NewsletterSubscriberResult?: NewsletterSubscriberResultResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrdersResult?: OrdersResultResolvers<ContextType>;
  PaymentRedirectResult?: PaymentRedirectResultResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  QueueTime?: QueueTimeResolvers<ContextType>;
  QueueTimesResult?: QueueTimesResultResolvers<ContextType>;
  RecurrenceVerificationResult?: RecurrenceVerificationResultResolvers<ContextType>;
  Result?: ResultResolvers<ContextType>;
  StatusResult?: StatusResultResolvers<ContextType>;
  SystemStatus?: SystemStatusResolvers<ContextType>;
  UpgradeOrderResult?: UpgradeOrderResultResolvers<ContextType>;
  Upload?: GraphQLScalarType;
  ValidationError?: ValidationErrorResolvers<ContextType>;
  Warning?: WarningResolvers<ContextType>;
  WarningsAndBlocks?: WarningsAndBlocksResolvers<ContextType>;
  WarningsAndBlocksResult?: WarningsAndBlocksResultResolvers<ContextType>;
}>;

