// The back office's view of the brokerage in SQL: the homes with interest and where their brokerage stands, one page of
// a home's registrations sorted on the server, and the steps of registrations' histories. Before the interest period
// closes a registration's place is counted as the applicants' queue place is (queue-place.repository.ts): the rank order
// of the active registrations of queue members, read in one range of applications_rank_idx; once closed, the place
// given then (queue_place).
import { and, asc, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { applicants, applicationEvents, applications, brokerages, orders, rentalObjects, staffUsers } from '../db/schema';
import { ACTIVE_STAGES, ENDED_STAGES } from '../domain/application-stages';
import { PRODUCTS } from '../../src/rules/orders';

export type BrokerageState = 'OPEN' | 'PERIOD_PASSED' | 'IN_BROKERAGE' | 'CONTRACT';
export type PipelineSort = 'PLACE' | 'QUEUE_DATE' | 'STAGE';
export type SortDirection = 'ASC' | 'DESC';

/** The pipeline's order of the stages (the stage machine's order, then the ended ones). */
export const STAGE_ORDER: readonly string[] = [...ACTIVE_STAGES, ...ENDED_STAGES];
const stageRank = sql<number>`array_position(array[${sql.raw(STAGE_ORDER.map((s) => `'${s}'`).join(', '))}]::text[], ${applications.stage})`;

const stateOf = (today: string) =>
  sql<BrokerageState>`case when ${brokerages.contractSignedAt} is not null then 'CONTRACT' when ${brokerages.periodClosedAt} is not null then 'IN_BROKERAGE' when ${rentalObjects.lastReplyDate} < ${today}::date then 'PERIOD_PASSED' else 'OPEN' end`;
/** The homes that need a case handler first: the period passed, then those in brokerage, the open, the signed. */
const stateRank = (today: string) => sql`array_position(array['PERIOD_PASSED', 'IN_BROKERAGE', 'OPEN', 'CONTRACT']::text[], ${stateOf(today)})`;

export interface BrokerageListingRow {
  rentalObjectId: string;
  street: string;
  city: string;
  lastReplyDate: string;
  canCalculateQueueplace: boolean;
  state: BrokerageState;
  periodClosedAt: Date | null;
  contractSignedAt: Date | null;
  winnerApplicationId: number | null;
}

function listingQuery(db: DbOrTx, today: string) {
  return db
    .select({
      rentalObjectId: rentalObjects.rentalObjectId,
      street: rentalObjects.street,
      city: rentalObjects.city,
      lastReplyDate: rentalObjects.lastReplyDate,
      canCalculateQueueplace: rentalObjects.canCalculateQueueplace,
      state: stateOf(today),
      periodClosedAt: brokerages.periodClosedAt,
      contractSignedAt: brokerages.contractSignedAt,
      winnerApplicationId: brokerages.winnerApplicationId,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(rentalObjects)
    .leftJoin(brokerages, eq(brokerages.rentalObjectId, rentalObjects.rentalObjectId));
}

const hasInterest = sql`exists (select 1 from ${applications} where ${applications.rentalObjectId} = ${rentalObjects.rentalObjectId})`;

/** One page of the homes with registrations, those needing work first, then by last reply date. */
export async function brokerageListings(db: DbOrTx, today: string, state: BrokerageState | null, limit: number, offset: number) {
  const rows = await listingQuery(db, today)
    .where(and(hasInterest, state ? sql`${stateOf(today)} = ${state}` : undefined))
    .orderBy(stateRank(today), asc(rentalObjects.lastReplyDate), asc(rentalObjects.rentalObjectId))
    .limit(limit)
    .offset(offset);
  return { total: rows[0]?.total ?? 0, items: rows.map(({ total: _t, ...r }): BrokerageListingRow => r) };
}

export async function brokerageListing(db: DbOrTx, today: string, rentalObjectId: string): Promise<BrokerageListingRow | undefined> {
  const [row] = await listingQuery(db, today).where(eq(rentalObjects.rentalObjectId, rentalObjectId));
  if (!row) return undefined;
  const { total: _t, ...listing } = row;
  return listing;
}

/** How many registrations each of the homes has at each stage. */
export async function stageCounts(db: DbOrTx, rentalObjectIds: readonly string[]) {
  if (rentalObjectIds.length === 0) return [];
  return db
    .select({ rentalObjectId: applications.rentalObjectId, stage: applications.stage, count: sql<number>`count(*)`.mapWith(Number) })
    .from(applications)
    .where(inArray(applications.rentalObjectId, [...rentalObjectIds]))
    .groupBy(applications.rentalObjectId, applications.stage);
}

export interface PipelinePageQuery {
  rentalObjectId: string;
  /** Count the place now (before the period closed, on a queue-brokered home); otherwise the place given at the close. */
  livePlaces: boolean;
  sort: PipelineSort;
  direction: SortDirection;
  limit: number;
  offset: number;
}

export function pipelinePageQuery(db: DbOrTx, q: PipelinePageQuery) {
  const live = db
    .select({
      applicationId: applications.applicationId,
      livePlace: sql<number>`row_number() over (order by ${applications.rankQueueDate}, ${applications.createdAt}, ${applications.applicationId})`.as('live_place'),
    })
    .from(applications)
    .where(and(eq(applications.rentalObjectId, q.rentalObjectId), isNotNull(applications.rankQueueDate), inArray(applications.stage, [...ACTIVE_STAGES])))
    .as('live');
  const place = q.livePlaces ? sql<number | null>`coalesce(${applications.queuePlace}, ${live.livePlace})` : sql<number | null>`${applications.queuePlace}`;
  const dir = q.direction === 'DESC' ? sql`desc` : sql`asc`;
  const key: Record<PipelineSort, SQL[]> = {
    PLACE: [sql`${place} ${dir} nulls last`],
    QUEUE_DATE: [sql`${applications.rankQueueDate} ${dir} nulls last`, sql`${place} asc nulls last`],
    STAGE: [sql`${stageRank} ${dir}`, sql`${place} asc nulls last`],
  };
  const base = db
    .select({ applicationId: applications.applicationId, place: place.mapWith((v) => (v === null ? null : Number(v))), total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(applications);
  const joined = q.livePlaces ? base.leftJoin(live, eq(live.applicationId, applications.applicationId)) : base;
  return joined
    .where(eq(applications.rentalObjectId, q.rentalObjectId))
    .orderBy(...key[q.sort], q.direction === 'DESC' ? desc(applications.applicationId) : asc(applications.applicationId))
    .limit(q.limit)
    .offset(q.offset);
}

/**
 * One page of the home's registrations (ended ones included) in the asked order, the registration id breaking ties,
 * with each one's place and the number of registrations. Registrations without a place (or a queue date) come last
 * either way.
 */
export async function pipelinePage(db: DbOrTx, q: PipelinePageQuery) {
  const rows = await pipelinePageQuery(db, q);
  return { total: rows[0]?.total ?? 0, rows: rows.map(({ total: _t, ...r }) => r) };
}

/** The registrations with their applicants' names and queue dates, in no particular order. */
export async function registrationsWithApplicants(db: DbOrTx, applicationIds: readonly number[]) {
  if (applicationIds.length === 0) return [];
  return db
    .select({ row: applications, firstName: applicants.firstName, lastName: applicants.lastName, queueDate: applicants.queueDate })
    .from(applications)
    .innerJoin(applicants, eq(applicants.applicantId, applications.applicantId))
    .where(inArray(applications.applicationId, [...applicationIds]));
}

/** Which applicant each of the registrations on the home belongs to (ids on other homes left out), in no particular order. */
export async function registrationApplicants(db: DbOrTx, rentalObjectId: string, applicationIds: readonly number[]) {
  if (applicationIds.length === 0) return [];
  return db
    .select({ applicationId: applications.applicationId, applicantId: applications.applicantId })
    .from(applications)
    .where(and(eq(applications.rentalObjectId, rentalObjectId), inArray(applications.applicationId, [...applicationIds])));
}

export type StepRow = typeof applicationEvents.$inferSelect;

/** The last step of each of the registrations (application_events_application_idx). */
export async function lastSteps(db: DbOrTx, applicationIds: readonly number[]): Promise<StepRow[]> {
  if (applicationIds.length === 0) return [];
  return db
    .selectDistinctOn([applicationEvents.applicationId])
    .from(applicationEvents)
    .where(inArray(applicationEvents.applicationId, [...applicationIds]))
    .orderBy(applicationEvents.applicationId, desc(applicationEvents.eventId));
}

/** Every step of one registration, oldest first. */
export async function stepsOf(db: DbOrTx, applicationId: number): Promise<StepRow[]> {
  return db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, applicationId)).orderBy(asc(applicationEvents.eventId));
}

/** The names of the staff members (by id), for "who took the step". */
export async function staffNames(db: DbOrTx, staffUserIds: readonly number[]): Promise<Map<number, string>> {
  if (staffUserIds.length === 0) return new Map();
  const rows = await db.select({ id: staffUsers.staffUserId, name: staffUsers.name }).from(staffUsers).where(inArray(staffUsers.staffUserId, [...staffUserIds]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The registration's applicant and home, or undefined. */
export async function registrationOwner(db: DbOrTx, applicationId: number) {
  const [row] = await db
    .select({ applicationId: applications.applicationId, applicantId: applications.applicantId, rentalObjectId: applications.rentalObjectId, firstName: applicants.firstName, lastName: applicants.lastName })
    .from(applications)
    .innerJoin(applicants, eq(applicants.applicantId, applications.applicantId))
    .where(eq(applications.applicationId, applicationId));
  return row;
}

/** The winner's agency-fee order for the home: their newest agency-fee order with the home's description (agency-fee.ts). */
export async function agencyFeeOrder(db: DbOrTx, applicantId: number, description: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.applicantId, applicantId), eq(orders.productId, PRODUCTS.AGENCY_FEE.productId), eq(orders.description, description)))
    .orderBy(desc(orders.orderId))
    .limit(1);
  return row;
}
