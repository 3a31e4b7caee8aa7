// Vacant homes: pages of the published list (filter, sort and paging in SQL, results kept per listing version), map
// points, one object, the catalog for the filters, the estimated queue place, digital-viewing access and the drawn
// images.
import type { Readable } from 'node:stream';
import type { SQL } from 'drizzle-orm';
import {
  areaSteps,
  DEFAULT_SORT,
  districtOptions,
  EMPTY_QUERY_FILTER,
  isSortKey,
  MAX_TAKE,
  PAGE_SIZE,
  rentSteps,
  roomSteps,
  sortByName,
  swedishCollator,
  type ListingQueryFilter,
} from '../../src/rules/listings';
import { isSubscriptionCategory } from '../../src/rules/subscriptions';
import { findApplicantById } from '../account/applicant.repository';
import { ownApplicantId, type Actor } from '../domain/actor';
import type { AdCriteriaJson, RentalObjectPropertyJson } from '../db/schema';
import type { Db } from '../db/client';
import { digitalShowingDecision } from '../domain/digital-showing';
import { failure, type Outcome } from '../domain/outcome';
import { drawLogo, drawRentalObjectImage, type ImageSize } from './image-svg';
import {
  categoryIndex,
  isShownOn,
  toDistrictView,
  toImageView,
  toLandlordView,
  toRegionView,
  toRentalObjectView,
  type CategoryIndex,
  type ImageKind,
  type ImageView,
  type RentalObjectView,
} from './rental-object-view';
import { listingCatalog, listingOrder, listingWhere, type ListingCatalog } from './listing-query';
import {
  countOf,
  detailsOf,
  findImage,
  findLandlordByLogo,
  findSummary,
  imagesOf,
  listCategories,
  listDistricts,
  listLandlords,
  listPublished,
  listRegions,
  pageOf,
  pointsOf,
  queueStatsOf,
} from './listings.repository';
import { readListingVersion, type ListingVersionSource } from './listing-version';
import { VersionedMemo } from './versioned-memo';
import { stockholmDayClock } from './day-clock';
import type { FileStorage } from '../storage/file-storage';

export const listingMessages = {
  notFound: 'Bostaden finns inte eller är inte publicerad.',
  unknownSort: 'Okänd sortering.',
  badPaging: 'skip och take måste vara heltal som är noll eller större.',
  tooMany: `Det går att hämta högst ${MAX_TAKE} bostäder åt gången.`,
} as const;

export interface AvailableArgs {
  filter?: Partial<{ [K in keyof ListingQueryFilter]: ListingQueryFilter[K] | null }> | null;
  sort?: string | null;
  skip?: number | null;
  take?: number | null;
}

export interface RentalObjectDetails {
  properties: RentalObjectPropertyJson[];
  adCriteria: AdCriteriaJson;
  incomeTypes: { incomeTypeId: number; name: string }[];
}

export interface QueueStats {
  applicationCount: number;
  firstQueuePlace: string | null;
}

/** The map's homes as parallel lists (schema.graphql RentalObjectPoints). */
export interface RentalObjectPoints {
  rentalObjectIds: string[];
  latitudes: number[];
  longitudes: number[];
  /** Kronor per month. */
  rents: number[];
  rooms: number[];
}

/** About a metre: more is noise on a map and bytes in every reply. */
const roundCoordinate = (x: number) => Math.round(x * 1e5) / 1e5;

/** Missing fields of a GraphQL filter input do not filter. */
export function listingFilterFrom(input: AvailableArgs['filter']): ListingQueryFilter {
  const f = { ...EMPTY_QUERY_FILTER };
  if (!input) return f;
  for (const [key, value] of Object.entries(input)) if (value != null && key in f) (f as Record<string, unknown>)[key] = value;
  return f;
}

/** The day, the listing version and the catalog read under it: what every kept result belongs to. */
interface Generation {
  key: string;
  today: string;
  catalog: ListingCatalog & { categoryIndex: CategoryIndex };
}

interface Page {
  views: RentalObjectView[];
}

export class ListingService {
  /** The images read together with each view of a page (so the list needs no second query). */
  private readonly viewImages = new WeakMap<object, ImageView[]>();
  private readonly catalogs = new VersionedMemo<ListingCatalog & { categoryIndex: CategoryIndex }>({ max: 1 });
  private readonly counts = new VersionedMemo<{ n: number }>({ max: 2000 });
  private readonly pages = new VersionedMemo<Page>({ max: 1000, sizeOf: (p) => p.views.length, maxSize: 20_000 });
  private readonly points = new VersionedMemo<{ points: RentalObjectPoints }>({ max: 50, sizeOf: (p) => p.points.rentalObjectIds.length, maxSize: 500_000 });
  private readonly day: () => string;

  constructor(
    private readonly db: Db,
    now: () => Date = () => new Date(),
    private readonly versions: ListingVersionSource = readListingVersion(db),
    /** Where the back office's uploaded photos are kept. */
    private readonly files?: Pick<FileStorage, 'get'>,
  ) {
    this.day = stockholmDayClock(now);
  }

  /** The Stockholm day now (day-clock.ts: formatted at most once a minute, every list request asks). */
  today(): string {
    return this.day();
  }

  /**
   * The generation of the listing data: the day and the listing version (drizzle/0005 bumps it with every change to the
   * list's tables; listing-version.ts says how this server learns of it). Counts, pages and points are kept in memory
   * while it stands still, and so are whole replies (listing-response-cache.ts).
   */
  dataGeneration(): Promise<string> {
    return this.generationKey(this.today());
  }

  private async generationKey(today: string): Promise<string> {
    return `${today}|${await this.versions.current()}`;
  }

  private async generation(): Promise<Generation> {
    const today = this.today();
    const key = await this.generationKey(today);
    const catalog = await this.catalogs.get(key, 'catalog', async () => {
      const [categories, districts] = await Promise.all([listCategories(this.db), listDistricts(this.db)]);
      return { ...listingCatalog(categories, districts.map((d) => ({ ...d }))), categoryIndex: categoryIndex(categories) };
    });
    return { key, today, catalog };
  }

  /** Every published object, as views, in id order (the saved-search e-mails start here). */
  async published(): Promise<RentalObjectView[]> {
    const today = this.today();
    const [rows, categories] = await Promise.all([listPublished(this.db, today), listCategories(this.db)]);
    const index = categoryIndex(categories);
    return rows.map((r) => toRentalObjectView(r, index, today));
  }

  /** The images of a view from a list page, read with it; undefined for any other object (fetch those). */
  knownImages(view: object, kinds?: readonly ImageKind[] | null): ImageView[] | undefined {
    const known = this.viewImages.get(view);
    return known && kinds?.length ? known.filter((i) => kinds.includes(i.kind)) : known;
  }

  /** One page of the published homes that match, and how many match: filtered, sorted and paged in SQL. */
  async available(args: AvailableArgs): Promise<Outcome<{ rentalObjects: RentalObjectView[]; totalCount: number }>> {
    const sort = args.sort ?? DEFAULT_SORT;
    if (!isSortKey(sort)) return failure(listingMessages.unknownSort, [{ code: 'sort', text: listingMessages.unknownSort }]);
    const skip = args.skip ?? 0;
    const take = args.take ?? PAGE_SIZE;
    if (!Number.isInteger(skip) || !Number.isInteger(take) || skip < 0 || take < 0) {
      return failure(listingMessages.badPaging, [{ code: 'take', text: listingMessages.badPaging }]);
    }
    if (take > MAX_TAKE) return failure(listingMessages.tooMany, [{ code: 'take', text: listingMessages.tooMany }]);
    const filter = listingFilterFrom(args.filter);
    const { key, today, catalog } = await this.generation();
    const where = listingWhere(filter, today, catalog);
    const filterKey = JSON.stringify(filter);
    const [{ n }, page] = await Promise.all([
      this.counts.get(key, filterKey, async () => ({ n: await countOf(this.db, where) })),
      this.pages.get(key, JSON.stringify([filterKey, sort, skip, take]), () => this.readPage(where, listingOrder(sort, catalog), skip, take, catalog.categoryIndex, today)),
    ]);
    return { ok: true, rentalObjects: page.views, totalCount: n };
  }

  private async readPage(where: SQL, order: SQL[], skip: number, take: number, index: CategoryIndex, today: string): Promise<Page> {
    if (take === 0) return { views: [] };
    const rows = await pageOf(this.db, where, order, skip, take);
    const views = rows.map((r) => toRentalObjectView(r, index, today));
    const images = await this.imagesByObject(views.map((v) => v.rentalObjectId));
    for (const v of views) this.viewImages.set(v, images.get(v.rentalObjectId) ?? []);
    return { views };
  }

  /** Every published home that matches, as map points (id, position, rent in kronor, rooms) in parallel lists. */
  async mapPoints(args: Pick<AvailableArgs, 'filter'>): Promise<{ points: RentalObjectPoints }> {
    const filter = listingFilterFrom(args.filter);
    const { key, today, catalog } = await this.generation();
    return this.points.get(key, JSON.stringify(filter), async () => {
      const rows = await pointsOf(this.db, listingWhere(filter, today, catalog));
      return {
        points: {
          rentalObjectIds: rows.map((r) => r.rentalObjectId),
          latitudes: rows.map((r) => roundCoordinate(r.latitude)),
          longitudes: rows.map((r) => roundCoordinate(r.longitude)),
          rents: rows.map((r) => r.rent / 100),
          rooms: rows.map((r) => r.rooms),
        },
      };
    });
  }

  /** An object whose publication has started (still shown after it ends, for those who follow an old link). */
  async rentalObject(rentalObjectId: string): Promise<Outcome<{ rentalObject: RentalObjectView }>> {
    const today = this.today();
    const row = await findSummary(this.db, rentalObjectId);
    if (!row || !isShownOn(row, today)) return failure(listingMessages.notFound);
    return { ok: true, rentalObject: toRentalObjectView(row, categoryIndex(await listCategories(this.db)), today) };
  }

  async regionsAndDistricts() {
    const [regions, districts] = await Promise.all([listRegions(this.db), listDistricts(this.db)]);
    return { regions: sortByName(regions).map(toRegionView), districts: this.sortedDistricts(districts) };
  }

  private sortedDistricts(rows: Awaited<ReturnType<typeof listDistricts>>) {
    const views = rows.map(toDistrictView);
    const order = districtOptions(views).map((d) => d.districtId);
    return order.map((id) => views.find((v) => v.districtId === id)!);
  }

  /** What the saved-search form and the list filter offer (spec 001 §5: some categories are never offered). */
  async subscriptionFilter() {
    const [categories, landlords, { regions, districts }] = await Promise.all([listCategories(this.db), listLandlords(this.db), this.regionsAndDistricts()]);
    const list = (name: string) => categories.filter((c) => c.list === name).map((c) => ({ rentalObjectCategoryId: c.rentalObjectCategoryId, name: c.name }));
    return {
      categories: list('boendeTyp').filter(isSubscriptionCategory),
      objectTypes: list('bostadsTyp'),
      landlords: [...landlords].sort((a, b) => swedishCollator.compare(a.name, b.name)).map(toLandlordView),
      regions,
      districts,
      areaSteps,
      rentSteps,
      roomSteps,
    };
  }

  /** Whether the actor may see the object's digital showing, and if so its text and images. */
  async digitalShowingAccess(actor: Actor, rentalObjectId: string) {
    const applicantId = ownApplicantId(actor);
    const today = this.today();
    const [object, applicant] = await Promise.all([findSummary(this.db, rentalObjectId), findApplicantById(this.db, applicantId)]);
    if (!object || !isShownOn(object, today) || !applicant) return failure(listingMessages.notFound);
    const decision = digitalShowingDecision(object, applicant, today);
    if (!decision.access) return { ok: true as const, digitalShowingAccess: { access: false, reason: decision.reason, showingText: null, images: [] as ImageView[] } };
    const images = (await imagesOf(this.db, [rentalObjectId])).filter((i) => i.kind === 'showing' || i.kind === 'layout').map(toImageView);
    return { ok: true as const, digitalShowingAccess: { access: true, reason: null, showingText: object.showingText, images } };
  }

  // ---- Detail-only fields, fetched for many objects at once ----

  async imagesByObject(ids: string[], kinds?: readonly ImageKind[]): Promise<Map<string, ImageView[]>> {
    const out = new Map<string, ImageView[]>();
    for (const row of await imagesOf(this.db, ids, kinds)) {
      const list = out.get(row.rentalObjectId) ?? [];
      list.push(toImageView(row));
      out.set(row.rentalObjectId, list);
    }
    return out;
  }

  async detailsByObject(ids: string[]): Promise<Map<string, RentalObjectDetails>> {
    const rows = await detailsOf(this.db, ids);
    return new Map(rows.map((r) => [r.rentalObjectId, { properties: r.properties, adCriteria: r.adCriteria, incomeTypes: r.incomeTypes }]));
  }

  async queueStatsByObject(ids: string[]): Promise<Map<string, QueueStats>> {
    const rows = await queueStatsOf(this.db, ids);
    return new Map(rows.map((r) => [r.rentalObjectId, { applicationCount: Number(r.applicationCount), firstQueuePlace: r.firstQueueDate ?? null }]));
  }

  /**
   * An object image or a landlord logo: a photo uploaded in the back office as stored (any size), otherwise the drawn
   * SVG; undefined when there is no such image (or its file is gone).
   */
  async image(imageId: string, size: ImageSize): Promise<{ svg: string } | { mediaType: string; stream: Readable } | undefined> {
    const image = await findImage(this.db, imageId);
    if (image?.storageKey && image.mediaType) {
      const stream = this.files ? await this.files.get(image.storageKey) : null;
      return stream ? { mediaType: image.mediaType, stream } : undefined;
    }
    if (image) return { svg: drawRentalObjectImage(image, size) };
    const landlord = await findLandlordByLogo(this.db, imageId);
    return landlord ? { svg: drawLogo(landlord.name, size) } : undefined;
  }
}
