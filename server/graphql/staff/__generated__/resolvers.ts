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

export type Query = {
  __typename?: 'Query';
  /** Who is logged in to the back office. */
  staffMe: StaffMe;
  /** What waits for review (case handler or administrator); each applicant shown is recorded in the audit log. */
  staffReviewInbox: StaffReviewInbox;
};


export type QueryStaffReviewInboxArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
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

/** The case handlers' work inbox. */
export type StaffReviewInbox = {
  __typename?: 'StaffReviewInbox';
  documents: StaffReviewQueue;
  idDocuments: StaffReviewQueue;
  incomeCertificates: StaffReviewQueue;
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

/** How many of one kind wait, and the oldest of them (oldest first). */
export type StaffReviewQueue = {
  __typename?: 'StaffReviewQueue';
  count: Scalars['Int']['output'];
  oldest: Array<StaffReviewItem>;
};

/** A staff member's role: HANDLAGGARE (case handler) or ADMINISTRATOR (also manages staff accounts). */
export type StaffRole =
  | 'ADMINISTRATOR'
  | 'HANDLAGGARE';

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
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  StaffMe: ResolverTypeWrapper<StaffMe>;
  StaffReviewInbox: ResolverTypeWrapper<Omit<StaffReviewInbox, 'documents' | 'idDocuments' | 'incomeCertificates'> & { documents: ResolversTypes['StaffReviewQueue'], idDocuments: ResolversTypes['StaffReviewQueue'], incomeCertificates: ResolversTypes['StaffReviewQueue'] }>;
  StaffReviewItem: ResolverTypeWrapper<WaitingItemRow>;
  StaffReviewQueue: ResolverTypeWrapper<Omit<StaffReviewQueue, 'oldest'> & { oldest: Array<ResolversTypes['StaffReviewItem']> }>;
  StaffRole: StaffRole;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Boolean: Scalars['Boolean']['output'];
  DateTime: Scalars['DateTime']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Query: Record<PropertyKey, never>;
  StaffMe: StaffMe;
  StaffReviewInbox: Omit<StaffReviewInbox, 'documents' | 'idDocuments' | 'incomeCertificates'> & { documents: ResolversParentTypes['StaffReviewQueue'], idDocuments: ResolversParentTypes['StaffReviewQueue'], incomeCertificates: ResolversParentTypes['StaffReviewQueue'] };
  StaffReviewItem: WaitingItemRow;
  StaffReviewQueue: Omit<StaffReviewQueue, 'oldest'> & { oldest: Array<ResolversParentTypes['StaffReviewItem']> };
  String: Scalars['String']['output'];
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type QueryResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  staffMe?: Resolver<ResolversTypes['StaffMe'], ParentType, ContextType>;
  staffReviewInbox?: Resolver<ResolversTypes['StaffReviewInbox'], ParentType, ContextType, RequireFields<QueryStaffReviewInboxArgs, 'first'>>;
}>;

export type StaffMeResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffMe'] = ResolversParentTypes['StaffMe']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['StaffRole'], ParentType, ContextType>;
  roleText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  staffUserId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type StaffReviewInboxResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffReviewInbox'] = ResolversParentTypes['StaffReviewInbox']> = ResolversObject<{
  documents?: Resolver<ResolversTypes['StaffReviewQueue'], ParentType, ContextType>;
  idDocuments?: Resolver<ResolversTypes['StaffReviewQueue'], ParentType, ContextType>;
  incomeCertificates?: Resolver<ResolversTypes['StaffReviewQueue'], ParentType, ContextType>;
}>;

export type StaffReviewItemResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffReviewItem'] = ResolversParentTypes['StaffReviewItem']> = ResolversObject<{
  applicantId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  applicantName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  waitingSince?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type StaffReviewQueueResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffReviewQueue'] = ResolversParentTypes['StaffReviewQueue']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  oldest?: Resolver<Array<ResolversTypes['StaffReviewItem']>, ParentType, ContextType>;
}>;

export type Resolvers<ContextType = StaffGraphQLContext> = ResolversObject<{
  DateTime?: GraphQLScalarType;
  Query?: QueryResolvers<ContextType>;
  StaffMe?: StaffMeResolvers<ContextType>;
  StaffReviewInbox?: StaffReviewInboxResolvers<ContextType>;
  StaffReviewItem?: StaffReviewItemResolvers<ContextType>;
  StaffReviewQueue?: StaffReviewQueueResolvers<ContextType>;
}>;

