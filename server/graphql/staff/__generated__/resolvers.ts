import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { WaitingItemRow } from '../../../staff/review-inbox.repository';
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
  /** Approves a certificate under review, or accepts the reason of one marked missing. */
  staffApproveCertificate: StaffReviewResult;
  /** Approves a document (also an ID document) waiting for review. */
  staffApproveDocument: StaffReviewResult;
  /** Rejects a certificate under review, or rejects a missing reason (asks for the certificate); mailed. */
  staffRejectCertificate: StaffReviewResult;
  /** Rejects a document waiting for review; the reason is shown to the applicant and mailed. */
  staffRejectDocument: StaffReviewResult;
  /** Starts reviewing an uploaded income certificate (id: "applicantIncomeId/certificationTypeId/slot"). */
  staffStartCertificateReview: StaffReviewResult;
};


export type MutationStaffApproveCertificateArgs = {
  id: Scalars['ID']['input'];
};


export type MutationStaffApproveDocumentArgs = {
  documentId: Scalars['ID']['input'];
};


export type MutationStaffRejectCertificateArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationStaffRejectDocumentArgs = {
  documentId: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationStaffStartCertificateReviewArgs = {
  id: Scalars['ID']['input'];
};

export type Query = {
  __typename?: 'Query';
  /** Who is logged in to the back office. */
  staffMe: StaffMe;
  /** What waits for review (case handler or administrator); each applicant shown is recorded in the audit log. */
  staffReviewInbox: StaffReviewInbox;
  /** One item by its inbox id; null when there is none. Recorded in the audit log as a view. */
  staffReviewItem?: Maybe<StaffReviewItemDetail>;
};


export type QueryStaffReviewInboxArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryStaffReviewItemArgs = {
  id: Scalars['ID']['input'];
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
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  StaffMe: ResolverTypeWrapper<StaffMe>;
  StaffReviewDecision: ResolverTypeWrapper<StaffReviewDecision>;
  StaffReviewFile: ResolverTypeWrapper<StaffReviewFile>;
  StaffReviewInbox: ResolverTypeWrapper<Omit<StaffReviewInbox, 'documents' | 'idDocuments' | 'incomeCertificates' | 'missingReasons' | 'rejectedIds'> & { documents: ResolversTypes['StaffReviewQueue'], idDocuments: ResolversTypes['StaffReviewQueue'], incomeCertificates: ResolversTypes['StaffReviewQueue'], missingReasons: ResolversTypes['StaffReviewQueue'], rejectedIds: ResolversTypes['StaffReviewQueue'] }>;
  StaffReviewItem: ResolverTypeWrapper<WaitingItemRow>;
  StaffReviewItemDetail: ResolverTypeWrapper<StaffReviewItemDetail>;
  StaffReviewKind: StaffReviewKind;
  StaffReviewQueue: ResolverTypeWrapper<Omit<StaffReviewQueue, 'oldest'> & { oldest: Array<ResolversTypes['StaffReviewItem']> }>;
  StaffReviewResult: ResolverTypeWrapper<StaffReviewResult>;
  StaffRole: StaffRole;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  ValidationError: ResolverTypeWrapper<ValidationError>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Boolean: Scalars['Boolean']['output'];
  DateTime: Scalars['DateTime']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Mutation: Record<PropertyKey, never>;
  Query: Record<PropertyKey, never>;
  StaffMe: StaffMe;
  StaffReviewDecision: StaffReviewDecision;
  StaffReviewFile: StaffReviewFile;
  StaffReviewInbox: Omit<StaffReviewInbox, 'documents' | 'idDocuments' | 'incomeCertificates' | 'missingReasons' | 'rejectedIds'> & { documents: ResolversParentTypes['StaffReviewQueue'], idDocuments: ResolversParentTypes['StaffReviewQueue'], incomeCertificates: ResolversParentTypes['StaffReviewQueue'], missingReasons: ResolversParentTypes['StaffReviewQueue'], rejectedIds: ResolversParentTypes['StaffReviewQueue'] };
  StaffReviewItem: WaitingItemRow;
  StaffReviewItemDetail: StaffReviewItemDetail;
  StaffReviewQueue: Omit<StaffReviewQueue, 'oldest'> & { oldest: Array<ResolversParentTypes['StaffReviewItem']> };
  StaffReviewResult: StaffReviewResult;
  String: Scalars['String']['output'];
  ValidationError: ValidationError;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type MutationResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  staffApproveCertificate?: Resolver<ResolversTypes['StaffReviewResult'], ParentType, ContextType, RequireFields<MutationStaffApproveCertificateArgs, 'id'>>;
  staffApproveDocument?: Resolver<ResolversTypes['StaffReviewResult'], ParentType, ContextType, RequireFields<MutationStaffApproveDocumentArgs, 'documentId'>>;
  staffRejectCertificate?: Resolver<ResolversTypes['StaffReviewResult'], ParentType, ContextType, RequireFields<MutationStaffRejectCertificateArgs, 'id' | 'reason'>>;
  staffRejectDocument?: Resolver<ResolversTypes['StaffReviewResult'], ParentType, ContextType, RequireFields<MutationStaffRejectDocumentArgs, 'documentId' | 'reason'>>;
  staffStartCertificateReview?: Resolver<ResolversTypes['StaffReviewResult'], ParentType, ContextType, RequireFields<MutationStaffStartCertificateReviewArgs, 'id'>>;
}>;

export type QueryResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  staffMe?: Resolver<ResolversTypes['StaffMe'], ParentType, ContextType>;
  staffReviewInbox?: Resolver<ResolversTypes['StaffReviewInbox'], ParentType, ContextType, RequireFields<QueryStaffReviewInboxArgs, 'first'>>;
  staffReviewItem?: Resolver<Maybe<ResolversTypes['StaffReviewItemDetail']>, ParentType, ContextType, RequireFields<QueryStaffReviewItemArgs, 'id'>>;
}>;

export type StaffMeResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffMe'] = ResolversParentTypes['StaffMe']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['StaffRole'], ParentType, ContextType>;
  roleText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  staffUserId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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

export type ValidationErrorResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['ValidationError'] = ResolversParentTypes['ValidationError']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = StaffGraphQLContext> = ResolversObject<{
  DateTime?: GraphQLScalarType;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  StaffMe?: StaffMeResolvers<ContextType>;
  StaffReviewDecision?: StaffReviewDecisionResolvers<ContextType>;
  StaffReviewFile?: StaffReviewFileResolvers<ContextType>;
  StaffReviewInbox?: StaffReviewInboxResolvers<ContextType>;
  StaffReviewItem?: StaffReviewItemResolvers<ContextType>;
  StaffReviewItemDetail?: StaffReviewItemDetailResolvers<ContextType>;
  StaffReviewQueue?: StaffReviewQueueResolvers<ContextType>;
  StaffReviewResult?: StaffReviewResultResolvers<ContextType>;
  ValidationError?: ValidationErrorResolvers<ContextType>;
}>;

