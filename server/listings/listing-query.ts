// The list's filter and sort as SQL: the same meaning as the pure rules in src/rules/listings.ts (matchesFilter,
// sortListings), which the integration test compares them with on the seeded homes. What the rules read from the
// joined catalog (a category's list, a district's region and its place in Swedish order) comes from the catalog
// here, so the conditions need rental_objects alone and each sort can be read in order from its index.
import { and, asc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { swedishCollator, type ListingQueryFilter, type SortKey } from '../../src/rules/listings';
import { rentalObjects as ro } from '../db/schema';

/** The five category lists an object has (the landlord's list is not the object's). */
const OBJECT_CATEGORY_LISTS = ['boendeTyp', 'bostadsTyp', 'kontraktsTyp', 'formedlingsTyp', 'fastighetsStatus'] as const;

export interface CatalogDistrict {
  districtId: number;
  name: string;
  regionId: number;
  regionName: string;
}

/** What the conditions and the district sort need of the catalog tables. */
export interface ListingCatalog {
  /** Category id → the list it belongs to ('boendeTyp', …). */
  categoryLists: ReadonlyMap<string, string>;
  /** Region id → its districts. */
  regionDistricts: ReadonlyMap<number, readonly number[]>;
  /** District id → its place in the Swedish order of (district name, region name); equal names share a place. */
  districtRanks: ReadonlyMap<number, number>;
}

export function listingCatalog(categories: readonly { rentalObjectCategoryId: string; list: string }[], districts: readonly CatalogDistrict[]): ListingCatalog {
  const regionDistricts = new Map<number, number[]>();
  for (const d of districts) regionDistricts.set(d.regionId, [...(regionDistricts.get(d.regionId) ?? []), d.districtId]);
  const compare = (a: CatalogDistrict, b: CatalogDistrict) => swedishCollator.compare(a.name, b.name) || swedishCollator.compare(a.regionName, b.regionName);
  const ordered = [...districts].sort(compare);
  const districtRanks = new Map<number, number>();
  ordered.forEach((d, i) => districtRanks.set(d.districtId, i > 0 && compare(ordered[i - 1]!, d) === 0 ? districtRanks.get(ordered[i - 1]!.districtId)! : i));
  return { categoryLists: new Map(categories.map((c) => [c.rentalObjectCategoryId, c.list])), regionDistricts, districtRanks };
}

const NOTHING = sql`false`;

/** Any of the wanted categories that belongs to one of the lists (unknown ids and other lists never match). */
function categoryCondition(wanted: readonly string[], lists: readonly string[], catalog: ListingCatalog): SQL | undefined {
  if (wanted.length === 0) return undefined;
  const known = [...new Set(wanted)].filter((id) => lists.includes(catalog.categoryLists.get(id) ?? ''));
  if (known.length === 0) return NOTHING;
  return sql`${ro.categoryIds} ?| array[${sql.join(
    known.map((id) => sql`${id}`),
    sql`, `,
  )}]::text[]`;
}

function anyOf(column: typeof ro.districtId | typeof ro.landlordId, ids: readonly number[]): SQL | undefined {
  if (ids.length === 0) return undefined;
  return inArray(column, [...new Set(ids)]);
}

// Rent is stored in öre and compared in kronor, as the rule compares the API's rent: the same division in doubles.
const rentKronor = sql`(${ro.rent}::float8 / 100)`;

/** Published (by a case handler, and on `today`) and passing the filter (bounds inclusive, lists match any value, filters combine with AND). */
export function listingWhere(f: ListingQueryFilter, today: string, catalog: ListingCatalog): SQL {
  const regionDistricts = f.regionIds.flatMap((id) => catalog.regionDistricts.get(id) ?? []);
  return and(
    eq(ro.published, true),
    lte(ro.startDate, today),
    gte(ro.endDate, today),
    categoryCondition(f.anyCategoryIds, OBJECT_CATEGORY_LISTS, catalog),
    categoryCondition(f.categoryIds, ['boendeTyp'], catalog),
    categoryCondition(f.objectTypeIds, ['bostadsTyp'], catalog),
    f.balcony ? eq(ro.balcony, true) : undefined,
    f.elevator ? eq(ro.elevator, true) : undefined,
    f.onlyOpenForApplication ? and(eq(ro.openForApplication, true), gte(ro.lastReplyDate, today)) : undefined,
    f.areaMin != null ? gte(ro.area, f.areaMin) : undefined,
    f.areaMax != null ? lte(ro.area, f.areaMax) : undefined,
    f.rentMin != null ? sql`${rentKronor} >= ${f.rentMin}` : undefined,
    f.rentMax != null ? sql`${rentKronor} <= ${f.rentMax}` : undefined,
    f.roomsMin != null ? gte(ro.rooms, f.roomsMin) : undefined,
    f.roomsMax != null ? lte(ro.rooms, f.roomsMax) : undefined,
    f.regionIds.length > 0 ? (regionDistricts.length > 0 ? inArray(ro.districtId, regionDistricts) : NOTHING) : undefined,
    anyOf(ro.districtId, f.districtIds),
    anyOf(ro.landlordId, f.landlordIds),
  )!;
}

// Ties are broken by the id in byte order, as the rule compares strings; each order matches an index of the schema.
const byId = sql`${ro.rentalObjectId} collate "C"`;
const descending = (column: SQL | typeof ro.startDate | typeof ro.rent | typeof ro.area | typeof ro.rooms) => sql`${column} desc nulls last`;

function districtOrder(catalog: ListingCatalog): SQL {
  const ranks = [...catalog.districtRanks];
  if (ranks.length === 0) return sql`0`;
  return sql`case ${ro.districtId} ${sql.join(
    ranks.map(([id, rank]) => sql`when ${sql.raw(String(id))} then ${sql.raw(String(rank))}`),
    sql` `,
  )} end`;
}

/** ORDER BY for a sort key, as sortListings orders (unknown dates last, ties by id). */
export function listingOrder(sort: SortKey, catalog: ListingCatalog): SQL[] {
  switch (sort) {
    case 'startDate':
      return [descending(ro.startDate), asc(byId)];
    case 'lastReplyDate':
      return [asc(ro.lastReplyDate), asc(byId)];
    case 'moveInDate':
      return [sql`${ro.moveInDate} asc nulls last`, asc(byId)];
    case 'rentAsc':
      return [asc(ro.rent), asc(byId)];
    case 'rentDesc':
      return [descending(ro.rent), asc(byId)];
    case 'areaDesc':
      return [descending(ro.area), asc(byId)];
    case 'roomsDesc':
      return [descending(ro.rooms), asc(byId)];
    case 'district':
      return [asc(districtOrder(catalog)), asc(byId)];
  }
}
