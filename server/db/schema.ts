// The Drizzle schema: one source for migrations (drizzle-kit generate) and for typed queries.
import { sql } from 'drizzle-orm';
import type { SubscriptionFilter } from '../../src/rules/subscriptions';
import {
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => Buffer.from(v),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const applicants = pgTable(
  'applicants',
  {
    applicantId: serial('applicant_id').primaryKey(),
    /** 12 digits; null for a person registered without a Swedish personal number. */
    personalIdentityNumber: text('personal_identity_number'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dateOfBirth: date('date_of_birth'),
    email: text('email'),
    emailSecondary: text('email_secondary'),
    phone: text('phone'),
    mobile: text('mobile'),
    hasPaid: boolean('has_paid').notNull().default(false),
    queueDate: date('queue_date'),
    queueFeeValidToDate: date('queue_fee_valid_to_date'),
    pendingQueueFeeOrderDueDate: date('pending_queue_fee_order_due_date'),
    isStudent: boolean('is_student').notNull().default(false),
    subscribeNewsletter: boolean('subscribe_newsletter').notNull().default(false),
    autopayAgreementRef: text('autopay_agreement_ref'),
    autopayExpireDate: date('autopay_expire_date'),
    /** The provider payment that registered the autopay card (spec: paymentReference). */
    autopayPaymentReference: text('autopay_payment_reference'),
    doNotWantPhysicalMail: boolean('do_not_want_physical_mail').notNull().default(false),
    needToUpdateContact: boolean('need_to_update_contact').notNull().default(false),
    identificationDocumentStatus: text('identification_document_status'),
    careOf: text('care_of'),
    street: text('street'),
    zipcode: text('zipcode'),
    city: text('city'),
    country: text('country'),
    temporaryCareOf: text('temporary_care_of'),
    temporaryStreet: text('temporary_street'),
    temporaryZipcode: text('temporary_zipcode'),
    temporaryCity: text('temporary_city'),
    temporaryCountry: text('temporary_country'),
    accountType: text('account_type', { enum: ['QUEUE_ACCOUNT', 'CO_APPLICANT_ACCOUNT'] })
      .notNull()
      .default('QUEUE_ACCOUNT'),
    paymentPeriod: text('payment_period'),
    /** The applicant's chosen way to pay (creditcard, email, mail, swish); see src/rules/orders.ts. */
    paymentMethodId: integer('payment_method_id').notNull().default(1),
    applicantStatusId: integer('applicant_status_id').notNull(),
    passwordHash: text('password_hash'),
    /** When the applicant left the queue; personal data is erased after the retention period. */
    deregisteredAt: timestamp('deregistered_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('applicants_pnr_uq').on(t.personalIdentityNumber),
    uniqueIndex('applicants_email_uq').on(sql`lower(${t.email})`),
  ],
);

/** A co-applicant linked to a main applicant (spec: only one co-applicant is allowed). Rejected requests are deleted. */
export const coApplicantLinks = pgTable(
  'co_applicant_links',
  {
    coApplicantLinkId: serial('co_applicant_link_id').primaryKey(),
    mainApplicantId: integer('main_applicant_id')
      .notNull()
      .references(() => applicants.applicantId, { onDelete: 'cascade' }),
    coApplicantId: integer('co_applicant_id')
      .notNull()
      .references(() => applicants.applicantId, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'accepted'] }).notNull(),
    /** Who sent the request; the other one must accept it. */
    requestedByApplicantId: integer('requested_by_applicant_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('co_applicant_links_main_uq').on(t.mainApplicantId),
    uniqueIndex('co_applicant_links_co_uq').on(t.coApplicantId),
  ],
);

export const warnings = pgTable('warnings', {
  warningId: serial('warning_id').primaryKey(),
  applicantId: integer('applicant_id')
    .notNull()
    .references(() => applicants.applicantId, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  validFromDate: date('valid_from_date').notNull(),
  validToDate: date('valid_to_date').notNull(),
});

export const blocks = pgTable('blocks', {
  blockId: serial('block_id').primaryKey(),
  applicantId: integer('applicant_id')
    .notNull()
    .references(() => applicants.applicantId, { onDelete: 'cascade' }),
  /** Landlord name; null means every landlord. */
  landlord: text('landlord'),
  start: date('start').notNull(),
  end: date('end').notNull(),
  reason: text('reason').notNull(),
});

/** Case handlers and other staff of the agency (back office). */
export const staffUsers = pgTable(
  'staff_users',
  {
    staffUserId: serial('staff_user_id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: ['caseHandler', 'admin'] }).notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_users_email_uq').on(sql`lower(${t.email})`)],
);

/** Server-side sessions. The cookie carries a random token; only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    sessionId: text('session_id').primaryKey(),
    applicantId: integer('applicant_id').references(() => applicants.applicantId, { onDelete: 'cascade' }),
    staffUserId: integer('staff_user_id').references(() => staffUsers.staffUserId, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_applicant_idx').on(t.applicantId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Failed login attempts, counted per account key and per client address for rate limiting. */
export const loginFailures = pgTable(
  'login_failures',
  {
    loginFailureId: serial('login_failure_id').primaryKey(),
    /** SHA-256 of the normalised user name: never the personnummer itself. */
    accountKey: text('account_key').notNull(),
    clientAddress: text('client_address').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_failures_account_idx').on(t.accountKey, t.createdAt),
    index('login_failures_address_idx').on(t.clientAddress, t.createdAt),
  ],
);

/** The tenant agency profile: exactly one row (id 1). */
export const agencyProfile = pgTable('agency_profile', {
  agencyProfileId: integer('agency_profile_id').primaryKey(),
  agencyCode: text('agency_code', { enum: ['UBF', 'BPS'] }).notNull(),
  productName: text('product_name').notNull(),
  queueFeePrice: integer('queue_fee_price').notNull(),
  maxWarnings: integer('max_warnings').notNull(),
  newsletterEnabled: boolean('newsletter_enabled').notNull(),
  queueTimeHidden: boolean('queue_time_hidden').notNull(),
});

export const navigationItems = pgTable('navigation_items', {
  navigationItemId: serial('navigation_item_id').primaryKey(),
  parentId: integer('parent_id'),
  name: text('name').notNull(),
  url: text('url').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Up to three footer columns (position 1..3), each with an optional title and HTML text. */
export const footerColumns = pgTable('footer_columns', {
  position: integer('position').primaryKey(),
  title: text('title'),
  html: text('html').notNull(),
});

export const maintenanceMessages = pgTable('maintenance_messages', {
  maintenanceMessageId: serial('maintenance_message_id').primaryKey(),
  message: text('message').notNull(),
  start: timestamp('start', { withTimezone: true }).notNull(),
  stop: timestamp('stop', { withTimezone: true }).notNull(),
});

/** E-mail kept by the outbox transport (the default when no SMTP server is configured); /sandbox/mail shows it. */
export const mailOutbox = pgTable('mail_outbox', {
  mailId: serial('mail_id').primaryKey(),
  to: text('to').notNull(),
  from: text('from').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  createdAt: createdAt(),
});

/** Single-use password-reset links; only the SHA-256 of the token is stored. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => applicants.applicantId, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_applicant_idx').on(t.applicantId)],
);

/** Files applicants upload (identity documents now; certificates and other documents later). */
export const documents = pgTable(
  'documents',
  {
    documentId: serial('document_id').primaryKey(),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => applicants.applicantId, { onDelete: 'cascade' }),
    documentType: text('document_type', { enum: ['IDENTIFICATION', 'OTHER'] }).notNull(),
    name: text('name').notNull(),
    description: text('description'),
    mediaType: text('media_type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    documentStatus: text('document_status', { enum: ['RECEIVED', 'APPROVED', 'REJECTED'] }).notNull().default('RECEIVED'),
    disapprovalReason: text('disapproval_reason'),
    archived: boolean('archived').notNull().default(false),
    created: createdAt(),
  },
  (t) => [index('documents_applicant_idx').on(t.applicantId)],
);

/**
 * BankID orders the portal started, bound to the browser that started them (a cookie whose SHA-256 is the id).
 * The QR secret never leaves the server. A completed identification or signature hands the browser a single-use
 * proof token (stored hashed) that registration or deregistration then redeems.
 */
export const bankidSessions = pgTable('bankid_sessions', {
  bankidSessionId: text('bankid_session_id').primaryKey(),
  purpose: text('purpose', { enum: ['login', 'identify', 'deregister'] }).notNull(),
  method: text('method', { enum: ['qr', 'autostart'] }).notNull(),
  orderRef: text('order_ref').notNull(),
  autoStartToken: text('auto_start_token').notNull(),
  qrStartToken: text('qr_start_token').notNull(),
  qrStartSecret: text('qr_start_secret').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  /** The logged-in applicant who started a deregistration. */
  applicantId: integer('applicant_id').references(() => applicants.applicantId, { onDelete: 'cascade' }),
  returnUrl: text('return_url'),
  status: text('status', { enum: ['pending', 'complete', 'failed'] }).notNull().default('pending'),
  hintCode: text('hint_code'),
  completedPersonalNumber: text('completed_personal_number'),
  completedName: text('completed_name'),
  proofTokenHash: text('proof_token_hash'),
  proofUsedAt: timestamp('proof_used_at', { withTimezone: true }),
});

/** Orders (spec 000 §3). Amounts in öre. At most one unpaid queue-fee order per applicant. */
export const orders = pgTable(
  'orders',
  {
    orderId: serial('order_id').primaryKey(),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => applicants.applicantId, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    orderStatusId: integer('order_status_id').notNull(),
    amount: integer('amount').notNull(),
    lateAgencyFee: integer('late_agency_fee').notNull().default(0),
    description: text('description').notNull(),
    dueDate: date('due_date').notNull(),
    paidDate: date('paid_date'),
    feeStartDate: date('fee_start_date'),
    feeEndDate: date('fee_end_date'),
    paymentMethodId: integer('payment_method_id').notNull().default(1),
    ocr: text('ocr'),
    isCoApplicantUpgrade: boolean('is_co_applicant_upgrade').notNull().default(false),
    isRegistration: boolean('is_registration').notNull().default(false),
    /** The renewal reminder e-mail was sent (the renewal job is idempotent). */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    /** Set once, atomically, before the autopay job asks the provider to charge: a second run never charges again. */
    autopayAttemptedAt: timestamp('autopay_attempted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('orders_applicant_idx').on(t.applicantId),
    uniqueIndex('orders_one_unpaid_queue_fee_uq').on(t.applicantId).where(sql`product_id = 1 and order_status_id = 1`),
  ],
);

/**
 * Payments at the card provider, one per attempt (checkout) or autopay charge. Status: created (open at the provider),
 * paid (it paid its order), failed, cancelled (closed at the provider before any money moved), refunding (it charged an
 * order that was already paid: the refund is claimed and asked for), refunded (the provider completed it),
 * refund-failed (the provider could not refund it: for customer service).
 */
export const payments = pgTable(
  'payments',
  {
    paymentId: text('payment_id').primaryKey(),
    orderId: integer('order_id').references(() => orders.orderId, { onDelete: 'cascade' }),
    applicantId: integer('applicant_id').references(() => applicants.applicantId, { onDelete: 'cascade' }),
    /** checkout: the hosted page for an order; autopay: a charge of the stored card; card-registration: autopay set-up. */
    kind: text('kind', { enum: ['checkout', 'autopay', 'card-registration'] }).notNull(),
    status: text('status', { enum: ['created', 'paid', 'failed', 'cancelled', 'refunding', 'refunded', 'refund-failed'] }).notNull().default('created'),
    amount: integer('amount').notNull(),
    chargeId: text('charge_id'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The provider's refund of a second charge, once it answered. */
    refundId: text('refund_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    // One open hosted page per order: a new one closes the earlier one, and two at once cannot both be kept.
    uniqueIndex('payments_one_open_checkout_uq').on(t.orderId).where(sql`kind = 'checkout' and status = 'created'`),
  ],
);

/** Webhook events already handled (the provider delivers at least once). */
export const webhookEvents = pgTable('webhook_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: createdAt(),
});

/** Scheduled jobs: when each last ran and a lease so two server processes never run one at once. */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  lastResult: text('last_result'),
  leaseOwner: text('lease_owner'),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
});

export type ApplicantRow = typeof applicants.$inferSelect;
export type NewApplicantRow = typeof applicants.$inferInsert;
export type SessionRow = typeof sessions.$inferSelect;
export type AgencyProfileRow = typeof agencyProfile.$inferSelect;
export type MaintenanceMessageRow = typeof maintenanceMessages.$inferSelect;
export type NavigationItemRow = typeof navigationItems.$inferSelect;
export type FooterColumnRow = typeof footerColumns.$inferSelect;
export type MailRow = typeof mailOutbox.$inferSelect;
export type BankIdSessionRow = typeof bankidSessions.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

// ---- Vacant homes and saved searches (spec 001 §3; issue 5) ----

export const regions = pgTable('regions', {
  regionId: integer('region_id').primaryKey(),
  name: text('name').notNull(),
});

export const districts = pgTable(
  'districts',
  {
    districtId: integer('district_id').primaryKey(),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.regionId),
    name: text('name').notNull(),
    /** The district's centre, for the map. */
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** What the agency writes about the area (the rental object's siteDescription). */
    description: text('description'),
  },
  (t) => [index('districts_region_idx').on(t.regionId)],
);

/** The agency's category vocabulary: the five lists of a rental object and the landlord categories. */
export const rentalObjectCategories = pgTable('rental_object_categories', {
  rentalObjectCategoryId: text('rental_object_category_id').primaryKey(),
  list: text('list', { enum: ['boendeTyp', 'bostadsTyp', 'kontraktsTyp', 'formedlingsTyp', 'fastighetsStatus', 'landlord'] }).notNull(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const landlords = pgTable('landlords', {
  landlordId: integer('landlord_id').primaryKey(),
  name: text('name').notNull(),
  /** An image id the image route draws (the landlord's logo). */
  logoImageId: text('logo_image_id'),
  /** Ids of rental_object_categories with list = 'landlord'. */
  categoryIds: jsonb('category_ids').$type<string[]>().notNull().default([]),
});

export const projects = pgTable('projects', {
  projectId: integer('project_id').primaryKey(),
  name: text('name').notNull(),
  landlordId: integer('landlord_id')
    .notNull()
    .references(() => landlords.landlordId),
  description: text('description'),
});

export interface RentalObjectPropertyJson {
  key: string;
  ordinal: number;
  values: { value: string; type: string; ordinal: number }[];
}
export interface AdCriterionJson {
  text: string;
  textLong: string | null;
}
export interface AdCriteriaJson {
  general: AdCriterionJson[];
  income: AdCriterionJson[];
  special: AdCriterionJson[];
}

/** Rental objects (spec 001 §3). Rent and agency fee in öre. Published from startDate through endDate. */
export const rentalObjects = pgTable(
  'rental_objects',
  {
    rentalObjectId: text('rental_object_id').primaryKey(),
    objectNumber: text('object_number').notNull(),
    apartmentNumber: text('apartment_number').notNull(),
    street: text('street').notNull(),
    city: text('city').notNull(),
    zipcode: text('zipcode').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    posSystem: text('pos_system').notNull().default('WGS84'),
    description: text('description'),
    rooms: integer('rooms').notNull(),
    roomsDescription: text('rooms_description').notNull(),
    floor: integer('floor'),
    floorTotal: integer('floor_total'),
    rent: integer('rent').notNull(),
    rentDescription: text('rent_description'),
    rentCurrency: text('rent_currency').notNull().default('SEK'),
    area: doublePrecision('area').notNull(),
    maxNumberOfPeople: integer('max_number_of_people'),
    elevator: boolean('elevator').notNull().default(false),
    balcony: boolean('balcony').notNull().default(false),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    moveInDate: date('move_in_date'),
    moveInEarlier: boolean('move_in_earlier').notNull().default(false),
    showing: boolean('showing').notNull().default(true),
    hasDigitalShowing: boolean('has_digital_showing').notNull().default(false),
    showingIsMandatory: boolean('showing_is_mandatory').notNull().default(false),
    showingText: text('showing_text'),
    lastReplyDate: date('last_reply_date').notNull(),
    /** False when the landlord has closed the object for interest registrations before its last reply date. */
    openForApplication: boolean('open_for_application').notNull().default(true),
    keepQueueDate: boolean('keep_queue_date').notNull().default(false),
    projectId: integer('project_id').references(() => projects.projectId),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.districtId),
    landlordId: integer('landlord_id')
      .notNull()
      .references(() => landlords.landlordId),
    queueTypeId: integer('queue_type_id').notNull().default(1),
    queueDefault: boolean('queue_default').notNull().default(true),
    queueTenant: boolean('queue_tenant').notNull().default(false),
    queueTransfer: boolean('queue_transfer').notNull().default(false),
    canCalculateQueueplace: boolean('can_calculate_queueplace').notNull().default(true),
    agencyFee: integer('agency_fee'),
    agencyFeeCurrency: text('agency_fee_currency').notNull().default('SEK'),
    /** Ids of rental_object_categories (every list but the landlord's). */
    categoryIds: jsonb('category_ids').$type<string[]>().notNull().default([]),
    properties: jsonb('properties').$type<RentalObjectPropertyJson[]>().notNull().default([]),
    adCriteria: jsonb('ad_criteria').$type<AdCriteriaJson>().notNull().default({ general: [], income: [], special: [] }),
    incomeTypes: jsonb('income_types').$type<{ incomeTypeId: number; name: string }[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    index('rental_objects_published_idx').on(t.startDate, t.endDate),
    index('rental_objects_district_idx').on(t.districtId),
    index('rental_objects_landlord_idx').on(t.landlordId),
    // One index per sort key of the list (src/rules/listings.ts), each ending in the id tie-break in byte order, so a
    // page is read in order and the scan stops after it; the category filters use the GIN index.
    index('rental_objects_sort_start_idx').on(t.startDate.desc(), sql`${t.rentalObjectId} collate "C"`),
    index('rental_objects_sort_last_reply_idx').on(t.lastReplyDate, sql`${t.rentalObjectId} collate "C"`),
    index('rental_objects_sort_move_in_idx').on(t.moveInDate.asc().nullsLast(), sql`${t.rentalObjectId} collate "C"`),
    index('rental_objects_sort_rent_idx').on(t.rent, sql`${t.rentalObjectId} collate "C"`),
    index('rental_objects_sort_rent_desc_idx').on(t.rent.desc(), sql`${t.rentalObjectId} collate "C"`),
    index('rental_objects_sort_area_desc_idx').on(t.area.desc(), sql`${t.rentalObjectId} collate "C"`),
    index('rental_objects_sort_rooms_desc_idx').on(t.rooms.desc(), sql`${t.rentalObjectId} collate "C"`),
    index('rental_objects_categories_idx').using('gin', t.categoryIds),
  ],
);

/** Images of rental objects; the server draws them (GET /mypages/api/images/:imageId). */
export const rentalObjectImages = pgTable(
  'rental_object_images',
  {
    imageId: text('image_id').primaryKey(),
    rentalObjectId: text('rental_object_id')
      .notNull()
      .references(() => rentalObjects.rentalObjectId, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['primary', 'other', 'layout', 'showing'] }).notNull(),
    description: text('description').notNull(),
    sortingOrder: integer('sorting_order').notNull(),
  },
  (t) => [index('rental_object_images_object_idx').on(t.rentalObjectId, t.sortingOrder)],
);

/** Interest registrations (intresseanmälningar): one per applicant and object. The registration flow comes later. */
export const applications = pgTable(
  'applications',
  {
    applicationId: serial('application_id').primaryKey(),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => applicants.applicantId, { onDelete: 'cascade' }),
    rentalObjectId: text('rental_object_id')
      .notNull()
      .references(() => rentalObjects.rentalObjectId, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('applications_applicant_object_uq').on(t.applicantId, t.rentalObjectId), index('applications_object_idx').on(t.rentalObjectId)],
);

/** A saved search's filter as stored (jsonb): the shared rule's shape. */
export type SubscriptionFilterJson = SubscriptionFilter;

/** Saved searches (bevakningar). Active until expiresAt; renewing moves it six months from the renewal. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    subscriptionId: serial('subscription_id').primaryKey(),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => applicants.applicantId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sendNotifications: boolean('send_notifications').notNull().default(false),
    filter: jsonb('filter').$type<SubscriptionFilterJson>().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('subscriptions_applicant_idx').on(t.applicantId), index('subscriptions_expires_idx').on(t.expiresAt)],
);

/** Objects already e-mailed for a saved search: the mail job never sends one twice. */
export const subscriptionNotifications = pgTable(
  'subscription_notifications',
  {
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.subscriptionId, { onDelete: 'cascade' }),
    rentalObjectId: text('rental_object_id')
      .notNull()
      .references(() => rentalObjects.rentalObjectId, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.rentalObjectId] }), index('subscription_notifications_sent_idx').on(t.sentAt)],
);

export type RegionRow = typeof regions.$inferSelect;
export type DistrictRow = typeof districts.$inferSelect;
export type LandlordRow = typeof landlords.$inferSelect;
export type ProjectRow = typeof projects.$inferSelect;
export type RentalObjectCategoryRow = typeof rentalObjectCategories.$inferSelect;
export type RentalObjectRow = typeof rentalObjects.$inferSelect;
export type NewRentalObjectRow = typeof rentalObjects.$inferInsert;
export type RentalObjectImageRow = typeof rentalObjectImages.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
