// Rental objects, their catalog (regions, districts, landlords, categories), images and interest registrations:
// all listing SQL lives here.
import { and, asc, count, eq, gte, inArray, lte, min, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { preparedPerHandle } from '../db/prepared';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import {
  applicationQueueCounts,
  applications,
  isActiveStage,
  districts,
  landlords,
  projects,
  regions,
  rentalObjectCategories,
  rentalObjectImages,
  rentalObjects,
  type LandlordRow,
  type RegionRow,
  type RentalObjectCategoryRow,
  type RentalObjectImageRow,
} from '../db/schema';

/** Everything of an object but the detail-only JSON (properties, criteria, income types), with its names joined. */
const summaryColumns = {
  rentalObjectId: rentalObjects.rentalObjectId,
  objectNumber: rentalObjects.objectNumber,
  apartmentNumber: rentalObjects.apartmentNumber,
  street: rentalObjects.street,
  city: rentalObjects.city,
  zipcode: rentalObjects.zipcode,
  latitude: rentalObjects.latitude,
  longitude: rentalObjects.longitude,
  posSystem: rentalObjects.posSystem,
  description: rentalObjects.description,
  rooms: rentalObjects.rooms,
  roomsDescription: rentalObjects.roomsDescription,
  floor: rentalObjects.floor,
  floorTotal: rentalObjects.floorTotal,
  rent: rentalObjects.rent,
  rentDescription: rentalObjects.rentDescription,
  rentCurrency: rentalObjects.rentCurrency,
  area: rentalObjects.area,
  maxNumberOfPeople: rentalObjects.maxNumberOfPeople,
  elevator: rentalObjects.elevator,
  balcony: rentalObjects.balcony,
  startDate: rentalObjects.startDate,
  endDate: rentalObjects.endDate,
  moveInDate: rentalObjects.moveInDate,
  moveInEarlier: rentalObjects.moveInEarlier,
  showing: rentalObjects.showing,
  hasDigitalShowing: rentalObjects.hasDigitalShowing,
  showingIsMandatory: rentalObjects.showingIsMandatory,
  showingText: rentalObjects.showingText,
  lastReplyDate: rentalObjects.lastReplyDate,
  openForApplication: rentalObjects.openForApplication,
  keepQueueDate: rentalObjects.keepQueueDate,
  projectId: rentalObjects.projectId,
  projectName: projects.name,
  districtId: rentalObjects.districtId,
  districtName: districts.name,
  districtLatitude: districts.latitude,
  districtLongitude: districts.longitude,
  siteDescription: districts.description,
  regionId: regions.regionId,
  regionName: regions.name,
  landlordId: rentalObjects.landlordId,
  landlordName: landlords.name,
  landlordLogoImageId: landlords.logoImageId,
  landlordCategoryIds: landlords.categoryIds,
  queueTypeId: rentalObjects.queueTypeId,
  queueDefault: rentalObjects.queueDefault,
  queueTenant: rentalObjects.queueTenant,
  queueTransfer: rentalObjects.queueTransfer,
  canCalculateQueueplace: rentalObjects.canCalculateQueueplace,
  agencyFee: rentalObjects.agencyFee,
  agencyFeeCurrency: rentalObjects.agencyFeeCurrency,
  categoryIds: rentalObjects.categoryIds,
  published: rentalObjects.published,
};

function summaryQuery(db: DbOrTx) {
  return summaryWith(db, {});
}

/**
 * The summary's select with more columns beside it, so a caller may join more and read its figures in the same
 * statement (the estimated queue place: the object, the applicant and the counts in one round trip).
 */
export function summaryWith<E extends SelectedFields>(db: DbOrTx, extra: E) {
  return db
    .select({ ...summaryColumns, ...extra })
    .from(rentalObjects)
    .innerJoin(districts, eq(districts.districtId, rentalObjects.districtId))
    .innerJoin(regions, eq(regions.regionId, districts.regionId))
    .innerJoin(landlords, eq(landlords.landlordId, rentalObjects.landlordId))
    .leftJoin(projects, eq(projects.projectId, rentalObjects.projectId));
}

export type RentalObjectSummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['execute']>>[number];

/** Objects published on `today` (published, start date passed, end date not), in id order. */
export async function listPublished(db: DbOrTx, today: string) {
  return summaryQuery(db)
    .where(and(eq(rentalObjects.published, true), lte(rentalObjects.startDate, today), gte(rentalObjects.endDate, today)))
    .orderBy(asc(rentalObjects.rentalObjectId));
}

/** One page of the objects that pass `where` (server/listings/listing-query.ts), in `order`. */
export function pageOf(db: DbOrTx, where: SQL, order: SQL[], skip: number, take: number): Promise<RentalObjectSummaryRow[]> {
  return summaryQuery(db)
    .where(where)
    .orderBy(...order)
    .offset(skip)
    .limit(take);
}

/** How many objects pass `where`. */
export async function countOf(db: DbOrTx, where: SQL): Promise<number> {
  const rows = await db.select({ n: count() }).from(rentalObjects).where(where);
  return Number(rows[0]?.n ?? 0);
}

/** The map's few columns of every object that passes `where`. */
export function pointsOf(db: DbOrTx, where: SQL) {
  return db
    .select({ rentalObjectId: rentalObjects.rentalObjectId, latitude: rentalObjects.latitude, longitude: rentalObjects.longitude, rent: rentalObjects.rent, rooms: rentalObjects.rooms })
    .from(rentalObjects)
    .where(where);
}

const versionQuery = sql`select version::text as version from listing_version`;

/**
 * The listing_version counter (drizzle/0005_listing_version.sql): statement triggers bump it in the same transaction
 * as any change to the tables the list is made of, so kept counts and pages are reused only while it stands still.
 */
export async function listingVersion(db: DbOrTx): Promise<string> {
  const result = (await db.execute(versionQuery)) as unknown as { rows?: { version: string }[] } | { version: string }[];
  const rows = Array.isArray(result) ? result : (result.rows ?? []);
  return String(rows[0]?.version ?? '');
}

export async function findSummary(db: DbOrTx, rentalObjectId: string): Promise<RentalObjectSummaryRow | undefined> {
  const rows = await summaryQuery(db).where(eq(rentalObjects.rentalObjectId, rentalObjectId)).limit(1);
  return rows[0];
}

/** Several objects' summaries at once (an applicant's registrations), in no particular order. */
export function summariesOf(db: DbOrTx, ids: readonly string[]): Promise<RentalObjectSummaryRow[]> {
  return ids.length === 0 ? Promise.resolve([]) : summariesStatement(db).execute({ ids: [...ids] });
}

/** Prepared (one text for any number of ids): its joins cost more to plan than to run (docs/performance.md). */
const summariesStatement = preparedPerHandle((db) =>
  summaryQuery(db)
    .where(sql`${rentalObjects.rentalObjectId} = any(${sql.placeholder('ids')}::text[])`)
    .prepare('listing_summaries'),
);

const CHUNK = 5000;
async function chunked<T>(ids: readonly string[], run: (chunk: string[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) out.push(...(await run(ids.slice(i, i + CHUNK))));
  return out;
}

/** The objects' images in sorting order, of the given kinds only when kinds are given. */
export function imagesOf(db: DbOrTx, ids: readonly string[], kinds?: readonly RentalObjectImageRow['kind'][]): Promise<RentalObjectImageRow[]> {
  return chunked(ids, (chunk) =>
    db
      .select()
      .from(rentalObjectImages)
      .where(and(inArray(rentalObjectImages.rentalObjectId, chunk), kinds?.length ? inArray(rentalObjectImages.kind, [...kinds]) : undefined))
      .orderBy(asc(rentalObjectImages.rentalObjectId), asc(rentalObjectImages.sortingOrder)),
  );
}

export function detailsOf(db: DbOrTx, ids: readonly string[]) {
  return chunked(ids, (chunk) =>
    db
      .select({ rentalObjectId: rentalObjects.rentalObjectId, properties: rentalObjects.properties, adCriteria: rentalObjects.adCriteria, incomeTypes: rentalObjects.incomeTypes })
      .from(rentalObjects)
      .where(inArray(rentalObjects.rentalObjectId, chunk)),
  );
}

/** A home's active registrations: the sum of its months in application_queue_counts (kept by triggers, migration 0030). */
export function activeRegistrationsOn(db: DbOrTx, home: SQLWrapper) {
  return db
    .select({ n: sql<number>`coalesce(sum(${applicationQueueCounts.registrations}), 0)` })
    .from(applicationQueueCounts)
    .where(eq(applicationQueueCounts.rentalObjectId, home));
}

/**
 * Per object: how many active registrations (the sum of its months in application_queue_counts, kept by triggers,
 * migration 0030), and the earliest queue date among interested queue members (the first entry of
 * applications_active_object_idx: the rank key each registration carries, migration 0011; no applicant is visited).
 */
export function queueStatsOf(db: DbOrTx, ids: readonly string[]) {
  const total = activeRegistrationsOn(db, rentalObjects.rentalObjectId);
  const first = db
    .select({ d: min(applications.rankQueueDate) })
    .from(applications)
    .where(and(eq(applications.rentalObjectId, rentalObjects.rentalObjectId), isActiveStage(applications.stage)));
  return chunked(ids, (chunk) =>
    db
      .select({
        rentalObjectId: rentalObjects.rentalObjectId,
        applicationCount: sql<number>`(${total})`.mapWith(Number),
        firstQueueDate: sql<string | null>`(${first})::text`,
      })
      .from(rentalObjects)
      .where(inArray(rentalObjects.rentalObjectId, chunk)),
  );
}

export function listCategories(db: DbOrTx): Promise<RentalObjectCategoryRow[]> {
  return db.select().from(rentalObjectCategories).orderBy(asc(rentalObjectCategories.list), asc(rentalObjectCategories.sortOrder));
}

export function listRegions(db: DbOrTx): Promise<RegionRow[]> {
  return db.select().from(regions);
}

export function listDistricts(db: DbOrTx) {
  return db
    .select({
      districtId: districts.districtId,
      name: districts.name,
      latitude: districts.latitude,
      longitude: districts.longitude,
      regionId: regions.regionId,
      regionName: regions.name,
    })
    .from(districts)
    .innerJoin(regions, eq(regions.regionId, districts.regionId));
}

export function listLandlords(db: DbOrTx): Promise<LandlordRow[]> {
  return db.select().from(landlords);
}

/** An image with what its drawing needs from its object. */
export async function findImage(db: DbOrTx, imageId: string) {
  const rows = await db
    .select({
      imageId: rentalObjectImages.imageId,
      kind: rentalObjectImages.kind,
      description: rentalObjectImages.description,
      street: rentalObjects.street,
      city: rentalObjects.city,
      rooms: rentalObjects.rooms,
      area: rentalObjects.area,
      floorTotal: rentalObjects.floorTotal,
      storageKey: rentalObjectImages.storageKey,
      mediaType: rentalObjectImages.mediaType,
    })
    .from(rentalObjectImages)
    .innerJoin(rentalObjects, eq(rentalObjects.rentalObjectId, rentalObjectImages.rentalObjectId))
    .where(eq(rentalObjectImages.imageId, imageId))
    .limit(1);
  return rows[0];
}

export async function findLandlordByLogo(db: DbOrTx, logoImageId: string): Promise<LandlordRow | undefined> {
  const rows = await db.select().from(landlords).where(eq(landlords.logoImageId, logoImageId)).limit(1);
  return rows[0];
}
