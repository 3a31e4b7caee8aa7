// The back office's listing editor: its SQL. Every object, published or not, paged for the staff list; one object's
// editable columns; inserts and updates of objects and their uploaded images. The listing version (drizzle/0005)
// moves with each of these writes by trigger, so the applicants' kept pages and replies are dropped at once.
import { and, asc, count, desc, eq, ilike, inArray, max, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { districts, landlords, rentalObjectCategories, rentalObjectImages, rentalObjects, regions, type NewRentalObjectRow, type RentalObjectImageRow, type RentalObjectRow } from '../../db/schema';

const listColumns = {
  rentalObjectId: rentalObjects.rentalObjectId,
  street: rentalObjects.street,
  city: rentalObjects.city,
  rooms: rentalObjects.rooms,
  area: rentalObjects.area,
  rent: rentalObjects.rent,
  startDate: rentalObjects.startDate,
  endDate: rentalObjects.endDate,
  lastReplyDate: rentalObjects.lastReplyDate,
  published: rentalObjects.published,
  districtName: districts.name,
  createdAt: rentalObjects.createdAt,
};
export type StaffListingRow = { [K in keyof typeof listColumns]: (typeof listColumns)[K]['_']['data'] } & { districtName: string };

const searchWhere = (search: string | null) => {
  if (!search) return undefined;
  const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(ilike(rentalObjects.street, like), ilike(rentalObjects.rentalObjectId, like), ilike(rentalObjects.city, like));
};

/** One page of every object (unpublished ones too), the newest first; and how many match the search. */
export async function staffListingPage(db: DbOrTx, opts: { skip: number; take: number; search: string | null }): Promise<{ rows: StaffListingRow[]; total: number }> {
  const where = searchWhere(opts.search);
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(rentalObjects)
      .innerJoin(districts, eq(districts.districtId, rentalObjects.districtId))
      .where(where)
      .orderBy(desc(rentalObjects.createdAt), sql`${rentalObjects.rentalObjectId} collate "C"`)
      .offset(opts.skip)
      .limit(opts.take),
    db.select({ n: count() }).from(rentalObjects).where(where),
  ]);
  return { rows: rows as StaffListingRow[], total: Number(total?.n ?? 0) };
}

export async function findObject(db: DbOrTx, rentalObjectId: string): Promise<RentalObjectRow | undefined> {
  const [row] = await db.select().from(rentalObjects).where(eq(rentalObjects.rentalObjectId, rentalObjectId)).limit(1);
  return row;
}

/** The object's row locked for a change (two case handlers saving at once apply one after the other). */
export async function lockObject(tx: DbOrTx, rentalObjectId: string): Promise<RentalObjectRow | undefined> {
  const [row] = await tx.select().from(rentalObjects).where(eq(rentalObjects.rentalObjectId, rentalObjectId)).for('update').limit(1);
  return row;
}

export async function insertObject(tx: DbOrTx, row: NewRentalObjectRow): Promise<void> {
  await tx.insert(rentalObjects).values(row);
}

export async function updateObject(tx: DbOrTx, rentalObjectId: string, set: Partial<NewRentalObjectRow>): Promise<void> {
  await tx.update(rentalObjects).set(set).where(eq(rentalObjects.rentalObjectId, rentalObjectId));
}

export function imagesOfObject(db: DbOrTx, rentalObjectId: string): Promise<RentalObjectImageRow[]> {
  return db.select().from(rentalObjectImages).where(eq(rentalObjectImages.rentalObjectId, rentalObjectId)).orderBy(asc(rentalObjectImages.sortingOrder), asc(rentalObjectImages.imageId));
}

export async function findImageRow(db: DbOrTx, imageId: string): Promise<RentalObjectImageRow | undefined> {
  const [row] = await db.select().from(rentalObjectImages).where(eq(rentalObjectImages.imageId, imageId)).limit(1);
  return row;
}

export async function nextSortingOrder(tx: DbOrTx, rentalObjectId: string): Promise<number> {
  const [row] = await tx.select({ n: max(rentalObjectImages.sortingOrder) }).from(rentalObjectImages).where(eq(rentalObjectImages.rentalObjectId, rentalObjectId));
  return (row?.n ?? 0) + 1;
}

export async function insertImage(tx: DbOrTx, row: typeof rentalObjectImages.$inferInsert): Promise<void> {
  await tx.insert(rentalObjectImages).values(row);
}

export async function deleteImage(tx: DbOrTx, imageId: string): Promise<void> {
  await tx.delete(rentalObjectImages).where(eq(rentalObjectImages.imageId, imageId));
}

export async function setImageOrder(tx: DbOrTx, rentalObjectId: string, imageIds: readonly string[]): Promise<void> {
  if (imageIds.length === 0) return;
  const cases = sql.join(
    imageIds.map((id, i) => sql`when ${id} then ${i + 1}::integer`),
    sql` `,
  );
  await tx
    .update(rentalObjectImages)
    .set({ sortingOrder: sql`case ${rentalObjectImages.imageId} ${cases} end` })
    .where(and(eq(rentalObjectImages.rentalObjectId, rentalObjectId), inArray(rentalObjectImages.imageId, [...imageIds])));
}

/** What the editor's selects offer: districts (with their region and centre), landlords, categories. */
export async function editorCatalog(db: DbOrTx) {
  const [districtRows, landlordRows, categoryRows] = await Promise.all([
    db
      .select({ districtId: districts.districtId, name: districts.name, regionName: regions.name, latitude: districts.latitude, longitude: districts.longitude })
      .from(districts)
      .innerJoin(regions, eq(regions.regionId, districts.regionId)),
    db.select({ landlordId: landlords.landlordId, name: landlords.name }).from(landlords),
    db.select().from(rentalObjectCategories).orderBy(asc(rentalObjectCategories.list), asc(rentalObjectCategories.sortOrder)),
  ]);
  return { districts: districtRows, landlords: landlordRows, categories: categoryRows.filter((c) => c.list !== 'landlord') };
}

/** Which of the keys an uploaded listing image names (the orphan cleanup keeps those files). */
export async function listingImageKeysInUse(db: Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db.select({ key: rentalObjectImages.storageKey }).from(rentalObjectImages).where(inArray(rentalObjectImages.storageKey, keys));
  return new Set(rows.map((r) => r.key!));
}
