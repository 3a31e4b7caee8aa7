// Vacant homes: the published list with the shared filter and sort, one object, the catalog for the filters, the
// estimated queue place, digital-viewing access and the drawn images.
import {
  applyListingView,
  areaSteps,
  districtOptions,
  EMPTY_FILTER,
  isSortKey,
  DEFAULT_SORT,
  rentSteps,
  roomSteps,
  sortByName,
  stockholmDay,
  swedishCollator,
  type ListingFilter,
} from '../../src/rules/listings';
import { isSubscriptionCategory } from '../../src/rules/subscriptions';
import { findApplicantById } from '../account/applicant.repository';
import type { Db } from '../db/client';
import { digitalShowingDecision } from '../domain/digital-showing';
import { failure, type Outcome } from '../domain/outcome';
import { estimateQueuePlace, type QueuePlace } from '../domain/queue-place';
import type { AdCriteria, RentalObjectImage, RentalObjectIncomeType, RentalObjectProperty } from '../graphql/__generated__/resolvers';
import { drawLogo, drawRentalObjectImage, type ImageSize } from './image-svg';
import { categoryIndex, districtView, imageView, landlordView, regionView, rentalObjectView, type RentalObjectView } from './listing-view';
import {
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
  listingVersion,
  queueOf,
  queueStatsOf,
} from './listings.repository';

export const listingMessages = {
  notFound: 'Bostaden finns inte eller är inte publicerad.',
  unknownSort: 'Okänd sortering.',
  badPaging: 'skip och take måste vara heltal som är noll eller större.',
} as const;

/** The most objects one page may ask for (without take: all). */
export const MAX_TAKE = 10_000;

export interface AvailableArgs {
  filter?: Partial<{ [K in keyof ListingFilter]: ListingFilter[K] | null }> | null;
  sort?: string | null;
  skip?: number | null;
  take?: number | null;
}

export interface RentalObjectDetails {
  properties: RentalObjectProperty[];
  adCriteria: AdCriteria;
  incomeTypes: RentalObjectIncomeType[];
}

export interface QueueStats {
  applicationCount: number;
  firstQueuePlace: string | null;
}

/** Missing fields of a GraphQL filter input do not filter. */
export function listingFilterFrom(input: AvailableArgs['filter']): ListingFilter {
  const f = { ...EMPTY_FILTER };
  if (!input) return f;
  for (const [key, value] of Object.entries(input)) if (value != null) (f as Record<string, unknown>)[key] = value;
  return f;
}

interface Snapshot {
  key: string;
  views: readonly RentalObjectView[];
}

export class ListingService {
  /** The published list as last read, reused while the database says nothing in it has changed (and it is the same day). */
  private snapshot: Promise<Snapshot> | undefined;
  /** The images read together with each view of the snapshot (so the list needs no second query). */
  private readonly viewImages = new WeakMap<object, RentalObjectImage[]>();

  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  today(): string {
    return stockholmDay(this.now());
  }

  /**
   * Every published object, as views (the list, the map and the saved-search e-mails start here). Reading thousands
   * of wide rows is the expensive part, so the views are kept and reused until the tables' fingerprint or the day
   * changes. The views are shared: callers never change them (the shared filter and sort return new arrays).
   */
  async published(): Promise<readonly RentalObjectView[]> {
    const today = this.today();
    const key = `${today}|${await listingVersion(this.db)}`;
    const cached = await this.snapshot?.catch(() => undefined);
    if (cached?.key === key) return cached.views;
    const loading = (async (): Promise<Snapshot> => {
      const [rows, categories] = await Promise.all([listPublished(this.db, today), listCategories(this.db)]);
      const index = categoryIndex(categories);
      const images = new Map<string, RentalObjectImage[]>(rows.map((r) => [r.rentalObjectId, []]));
      for (const row of await imagesOf(this.db, rows.map((r) => r.rentalObjectId))) images.get(row.rentalObjectId)?.push(imageView(row));
      const views = rows.map((r) => rentalObjectView(r, index, today));
      for (const v of views) this.viewImages.set(v, images.get(v.rentalObjectId) ?? []);
      return { key, views };
    })();
    this.snapshot = loading;
    return (await loading).views;
  }

  /** The images of a view from published(), read with it; undefined for any other object (fetch those). */
  knownImages(view: object, kinds?: readonly RentalObjectImage['kind'][] | null): RentalObjectImage[] | undefined {
    const known = this.viewImages.get(view);
    return known && kinds?.length ? known.filter((i) => kinds.includes(i.kind)) : known;
  }

  async available(args: AvailableArgs): Promise<Outcome<{ rentalObjects: RentalObjectView[]; totalCount: number }>> {
    const sort = args.sort ?? DEFAULT_SORT;
    if (!isSortKey(sort)) return failure(listingMessages.unknownSort, [{ code: 'sort', text: listingMessages.unknownSort }]);
    const skip = args.skip ?? 0;
    const take = args.take ?? MAX_TAKE;
    if (!Number.isInteger(skip) || !Number.isInteger(take) || skip < 0 || take < 0) {
      return failure(listingMessages.badPaging, [{ code: 'take', text: listingMessages.badPaging }]);
    }
    const shown = applyListingView(await this.published(), listingFilterFrom(args.filter), sort);
    return { ok: true, rentalObjects: shown.slice(skip, skip + Math.min(take, MAX_TAKE)), totalCount: shown.length };
  }

  /** An object whose publication has started (still shown after it ends, for those who follow an old link). */
  async rentalObject(rentalObjectId: string): Promise<Outcome<{ rentalObject: RentalObjectView }>> {
    const today = this.today();
    const row = await findSummary(this.db, rentalObjectId);
    if (!row || row.startDate > today) return failure(listingMessages.notFound);
    return { ok: true, rentalObject: rentalObjectView(row, categoryIndex(await listCategories(this.db)), today) };
  }

  async regionsAndDistricts() {
    const [regions, districts] = await Promise.all([listRegions(this.db), listDistricts(this.db)]);
    return { regions: sortByName(regions).map(regionView), districts: this.sortedDistricts(districts) };
  }

  private sortedDistricts(rows: Awaited<ReturnType<typeof listDistricts>>) {
    const views = rows.map(districtView);
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
      landlords: [...landlords].sort((a, b) => swedishCollator.compare(a.name, b.name)).map(landlordView),
      regions,
      districts,
      areaSteps,
      rentSteps,
      roomSteps,
    };
  }

  async estimatedQueuePlace(applicantId: number, rentalObjectId: string): Promise<Outcome<{ estimatedQueuePlace: QueuePlace }>> {
    const today = this.today();
    const [object, applicant, queue] = await Promise.all([findSummary(this.db, rentalObjectId), findApplicantById(this.db, applicantId), queueOf(this.db, rentalObjectId)]);
    if (!object || object.startDate > today || !applicant) return failure(listingMessages.notFound);
    return { ok: true, estimatedQueuePlace: estimateQueuePlace(queue, applicant, { canCalculate: object.canCalculateQueueplace }) };
  }

  async digitalShowingAccess(applicantId: number, rentalObjectId: string) {
    const today = this.today();
    const [object, applicant] = await Promise.all([findSummary(this.db, rentalObjectId), findApplicantById(this.db, applicantId)]);
    if (!object || object.startDate > today || !applicant) return failure(listingMessages.notFound);
    const decision = digitalShowingDecision(object, applicant, today);
    if (!decision.access) return { ok: true as const, digitalShowingAccess: { access: false, reason: decision.reason, showingText: null, images: [] as RentalObjectImage[] } };
    const images = (await imagesOf(this.db, [rentalObjectId])).filter((i) => i.kind === 'showing' || i.kind === 'layout').map(imageView);
    return { ok: true as const, digitalShowingAccess: { access: true, reason: null, showingText: object.showingText, images } };
  }

  // ---- Detail-only fields, fetched for many objects at once ----

  async imagesByObject(ids: string[], kinds?: readonly RentalObjectImage['kind'][]): Promise<Map<string, RentalObjectImage[]>> {
    const out = new Map<string, RentalObjectImage[]>();
    for (const row of await imagesOf(this.db, ids, kinds)) {
      const list = out.get(row.rentalObjectId) ?? [];
      list.push(imageView(row));
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

  /** The SVG of an object image or a landlord logo; undefined when there is no such image. */
  async image(imageId: string, size: ImageSize): Promise<string | undefined> {
    const image = await findImage(this.db, imageId);
    if (image) return drawRentalObjectImage(image, size);
    const landlord = await findLandlordByLogo(this.db, imageId);
    return landlord ? drawLogo(landlord.name, size) : undefined;
  }
}
