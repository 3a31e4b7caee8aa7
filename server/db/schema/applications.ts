// The applications area's tables: interest registrations (intresseanmälningar) with the state of their brokerage stage
// (server/domain/application-stages.ts's ApplicationState, one column per field), the history of every step, and each
// home's brokerage (the interest period closed, the winner).
import { sql, type SQLWrapper } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ACTIVE_STAGES } from '../../domain/application-stages';
import { createdAt } from './columns';
import { applicants } from './account';
import { rentalObjects } from './listings';

/** The active stages as SQL (a change to them needs a migration of the partial indexes below). */
const ACTIVE_SQL = ACTIVE_STAGES.map((s) => `'${s}'`).join(', ');

/**
 * "This stage is active", with the stages written out as the partial indexes below name them: a query that says it so
 * is served by those indexes also as a prepared statement's generic plan (bound parameters prove nothing to the planner).
 */
export const isActiveStage = (stage: SQLWrapper) => sql`${stage} in (${sql.raw(ACTIVE_SQL)})`;

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Interest registrations: one per applicant and object. A withdrawn registration (deleteApplication) is deleted, so the
 * applicant may register again; its history stays. `stage` is one of application-stages.ts's stages.
 */
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
    /** The linked co-applicant registered with the applicant (a joint interest), if any. */
    coApplicantId: integer('co_applicant_id').references(() => applicants.applicantId, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    /** The confirmations given in the interest dialog (spec 001 §4). */
    showingConfirm: boolean('showing_confirm').notNull().default(false),
    coApplicantConfirm: boolean('co_applicant_confirm').notNull().default(false),
    moveInDateConfirm: boolean('move_in_date_confirm').notNull().default(true),
    shortTimeConfirm: boolean('short_time_confirm').notNull().default(false),
    stage: text('stage').notNull().default('INTEREST'),
    /** The place when the interest period closed. */
    queuePlace: integer('queue_place'),
    showingStarts: at('showing_starts'),
    showingEnds: at('showing_ends'),
    showingMandatory: boolean('showing_mandatory'),
    showingDigital: boolean('showing_digital'),
    showingCanceled: boolean('showing_canceled').notNull().default(false),
    showingLastReplyTime: at('showing_last_reply_time'),
    /** YES, NO or NO_BUT_STILL_INTERESTED. */
    showingAnswer: text('showing_answer'),
    attended: boolean('attended'),
    /** The offer's reply deadline. */
    lastReplyTime: at('last_reply_time'),
    unmetRequirements: jsonb('unmet_requirements').$type<string[]>().notNull().default([]),
    reasonsForRefusal: jsonb('reasons_for_refusal').$type<{ title: string; reason: string }[]>().notNull().default([]),
    signFailedReason: text('sign_failed_reason'),
    endReason: text('end_reason'),
    /**
     * The applicant's queue date while they are a queue member (status QUEUE), else null: kept by triggers
     * (migration 0011) from the applicant's row, so the queue place is counted in one index (applications_rank_idx)
     * without visiting the applicants. Registration times are stored to the millisecond for the same reason.
     */
    rankQueueDate: date('rank_queue_date'),
  },
  (t) => [
    uniqueIndex('applications_applicant_object_uq').on(t.applicantId, t.rentalObjectId),
    index('applications_object_idx').on(t.rentalObjectId),
    index('applications_applicant_idx').on(t.applicantId, t.updatedAt),
    // The queue place: the active registrations of queue members in rank order (application-ranking.ts). The applicant
    // ends the key so the count of those ahead (which leaves the applicant out) runs index-only, never visiting a
    // registration's row: at a million applicants one home's rows lie scattered over the heap (docs/performance.md).
    index('applications_rank_idx')
      .on(t.rentalObjectId, t.rankQueueDate, t.createdAt, t.applicationId, t.applicantId)
      .where(sql`rank_queue_date is not null and stage in (${sql.raw(ACTIVE_SQL)})`),
    // Every active registration counts in the total; with the rank key, the detail page's count and first queue date
    // are read from the index alone.
    index('applications_active_object_idx').on(t.rentalObjectId, t.rankQueueDate).where(sql`stage in (${sql.raw(ACTIVE_SQL)})`),
    // The few registrations that hold a home (in the check, or sent to the landlord): the applications page's flags.
    index('applications_holding_idx')
      .on(t.rentalObjectId)
      .where(sql`stage in ('CHECK', 'PROPOSED', 'LANDLORD_APPROVED', 'CONTRACT')`),
    // The deadline jobs: offers and showing answers that wait.
    index('applications_reply_idx').on(t.lastReplyTime).where(sql`stage = 'OFFERED'`),
    // The places given at the close: the highest of a home is one step down this index, however many it ranked.
    index('applications_place_idx').on(t.rentalObjectId, t.queuePlace).where(sql`queue_place is not null`),
  ],
);

/**
 * Each home's active registrations by the month of their rank key (queue_month; 'infinity' for those without one),
 * kept by statement triggers on applications (migration 0030): a home's total is the sum of its rows, and those ranked
 * ahead of a queue date are the sum of the months before it plus one index range inside its month, so neither count
 * reads every registration of a home with thousands (docs/performance.md). Never written by the app itself.
 */
export const applicationQueueCounts = pgTable(
  'application_queue_counts',
  {
    rentalObjectId: text('rental_object_id')
      .notNull()
      .references(() => rentalObjects.rentalObjectId, { onDelete: 'cascade' }),
    queueMonth: date('queue_month').notNull(),
    registrations: integer('registrations').notNull(),
  },
  (t) => [primaryKey({ columns: [t.rentalObjectId, t.queueMonth] })],
);

/** Every step of every registration (who, what, when): the brokerage's history. Kept when a registration is deleted. */
export const applicationEvents = pgTable(
  'application_events',
  {
    eventId: serial('event_id').primaryKey(),
    applicationId: integer('application_id').notNull(),
    applicantId: integer('applicant_id').notNull(),
    rentalObjectId: text('rental_object_id').notNull(),
    /** The event's type (application-stages.ts's ApplicationEvent), or CREATED. */
    type: text('type').notNull(),
    fromStage: text('from_stage'),
    toStage: text('to_stage').notNull(),
    /** The event's data (the showing, the reasons …). */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    /** Who: 'applicant:<id>', 'staff:<id>' or 'system' (jobs, the seed). */
    actor: text('actor').notNull(),
    at: createdAt(),
  },
  (t) => [index('application_events_application_idx').on(t.applicationId, t.eventId), index('application_events_object_idx').on(t.rentalObjectId)],
);

/** Each home's brokerage: when its interest period was closed and who got it. One row once brokerage started. */
export const brokerages = pgTable('brokerages', {
  rentalObjectId: text('rental_object_id')
    .primaryKey()
    .references(() => rentalObjects.rentalObjectId, { onDelete: 'cascade' }),
  periodClosedAt: at('period_closed_at'),
  winnerApplicationId: integer('winner_application_id'),
  contractSignedAt: at('contract_signed_at'),
  /** The reply day the period was closed for (idempotence of the closing job). */
  lastReplyDate: date('last_reply_date'),
});
