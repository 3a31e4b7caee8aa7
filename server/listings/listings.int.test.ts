// Vacant homes through the real app: the list and its shared filter, one object with every field, the catalog,
// the estimated queue place against a hand-made queue, digital-viewing access and the image route.
import { applicantStatusById, APPLICANT_STATUSES } from '../domain/applicant-status';
import { eq } from 'drizzle-orm';
import { applicants, applications, districts, regions, rentalObjectImages, rentalObjects } from '../db/schema';
import { scenarios } from '../db/seed/scenarios';
import { applyListingView, EMPTY_QUERY_FILTER, MAX_TAKE, PAGE_SIZE, SORT_OPTIONS, type Listing, type ListingQueryFilter } from '../../src/rules/listings';
import { startTestServer, type TestClient, type TestServer } from '../test/harness';
import { digitalShowingMessages } from '../domain/digital-showing';
import { IMAGE_CACHE_CONTROL } from './images.routes';
import { listingMessages } from './listings.service';
import { insertTestObject } from './testing';

const TODAY = '2026-11-22';

const LIST_FIELDS = `rentalObjectId street city rooms area rent rentFormated balcony elevator isOpenForApplication startDate lastReplyDate moveInDate
  latitude longitude
  district { districtId name label region { regionId name } } landlord { landlordId name logoImageId }
  boendeTyp { rentalObjectCategoryId name } bostadsTyp { rentalObjectCategoryId } kontraktsTyp { rentalObjectCategoryId }
  formedlingsTyp { rentalObjectCategoryId } fastighetsStatus { rentalObjectCategoryId }
  images { imageId kind listUrl }`;
const LIST = `query($filter: RentalObjectFilterInput, $sort: String, $skip: Int, $take: Int) {
  getRentalObjectsAvailable(filter: $filter, sort: $sort, skip: $skip, take: $take) { error errorText validationErrors { code text } totalCount rentalObjects { ${LIST_FIELDS} } } }`;
const DETAIL = `query($id: String!) { getRentalObject(rentalObjectId: $id) { error errorText rentalObject {
  rentalObjectId objectNumber apartmentNumber street city zipcode latitude longitude posSystem description rooms roomsDescription floor floorTotal
  rent rentFormated rentDescription rentCurrency area areaFormated maxNumberOfPeople elevator balcony
  startDate startDateFormated endDate endDateFormated moveInDate moveInDateFormated moveInEarlier
  showing showingType hasDigitalShowing showingIsMandatory showingText lastReplyDate isOpenForApplication applicationTimeExpired applicationCount keepQueueDate
  projectId projectName districtName regionName queueTypeId queueDefault queueTenant queueTransfer firstQueuePlace siteDescription canCalculateQueueplace
  agencyFee { currency value } district { districtId name region { regionId name } } landlord { landlordId logoImageId name }
  images { imageId description cdn sortingOrder kind listUrl galleryUrl }
  properties { key ordinal values { value type ordinal } }
  adCriteria { general { text textLong } income { text textLong } special { text textLong } }
  incomeTypes { incomeTypeId name }
  boendeTyp { rentalObjectCategoryId name } bostadsTyp { rentalObjectCategoryId name } kontraktsTyp { rentalObjectCategoryId name }
  formedlingsTyp { rentalObjectCategoryId name } fastighetsStatus { rentalObjectCategoryId name } landlordCategories { rentalObjectCategoryId name }
} } }`;
const PLACE = 'query($id: String!) { getEstimatedQueuePlace(rentalObjectId: $id) { error errorText estimatedQueuePlace { estimatedQueuePlace totalApplications hasApplication } } }';
const SHOWING = 'query($id: String!) { getDigitalShowingAccess(rentalObjectId: $id) { error errorText digitalShowingAccess { access reason showingText images { imageId kind } } } }';

const POINTS = 'query($filter: RentalObjectFilterInput) { getRentalObjectPoints(filter: $filter) { error errorText points { rentalObjectIds latitudes longitudes rents rooms } } }';
type Points = { rentalObjectIds: string[]; latitudes: number[]; longitudes: number[]; rents: number[]; rooms: number[] };

type Home = Listing & { rentFormated: string; latitude: number; longitude: number; district: { label: string }; images: { imageId: string; kind: string; listUrl: string }[] };
type Page = { error: boolean; errorText: string | null; validationErrors: { code: string; text: string }[]; totalCount: number; rentalObjects: Home[] };

let server: TestServer;
const as: Record<string, TestClient> = {};
let all: Home[];
beforeAll(async () => {
  server = await startTestServer();
  for (const [k, p] of Object.entries({ anna: scenarios.payingApplicant, maria: scenarios.coApplicant })) {
    as[k] = server.client();
    await as[k]!.login(p.email, p.password);
  }
  all = await everyPage();
});
afterAll(async () => {
  await server?.close();
});
const c = (k: string) => as[k] as TestClient;
const db = () => server.services.database.db;

async function page(variables: Record<string, unknown> = {}): Promise<Page> {
  const res = (await server.client().graphql(LIST, variables)).json;
  expect(res.errors).toBeUndefined();
  return res.data.getRentalObjectsAvailable;
}

/** Every match, read page by page (take 100, the most allowed), checking that the count holds on every page. */
async function everyPage(variables: Record<string, unknown> = {}, take = MAX_TAKE): Promise<Home[]> {
  const homes: Home[] = [];
  for (;;) {
    const res = await page({ ...variables, skip: homes.length, take });
    expect(res.error).toBe(false);
    homes.push(...res.rentalObjects);
    if (res.rentalObjects.length < take) {
      expect(homes).toHaveLength(res.totalCount);
      return homes;
    }
  }
}
const idsOf = (xs: readonly { rentalObjectId: string }[]) => xs.map((o) => o.rentalObjectId);

// Filters that between them use every condition of the SQL, on the seeded homes.
const FILTERS: [string, Partial<ListingQueryFilter>][] = [
  ['none', {}],
  ['only open for application', { onlyOpenForApplication: true }],
  ['housing type and object type', { categoryIds: ['STUDENT'], objectTypeIds: ['KORRIDORRUM'] }],
  ['a housing type id given as object type matches nothing', { objectTypeIds: ['STUDENT'] }],
  ['area and elevator', { areaMin: 75, areaMax: 100, elevator: true }],
  ['district and landlord', { districtIds: [102, 306], landlordIds: [1, 8] }],
  ['rooms, rent and balcony in regions', { roomsMin: 2, rentMax: 8000, balcony: true, regionIds: [1, 2, 3] }],
  ['rent in kronor with öre', { rentMin: 5999.5, rentMax: 9000.25 }],
  ['a saved search’s categories: any list', { anyCategoryIds: ['SENIOR', 'NYPRODUKTION'], roomsMax: 3 }],
  ['an unknown region and category', { regionIds: [999], anyCategoryIds: ['NOPE'] }],
];

describe('getRentalObjectsAvailable', () => {
  it('gives the first 20 published homes by default, newest first, with the count of all, images and the list fields', async () => {
    const res = await page();
    expect(res.error).toBe(false);
    expect(res.rentalObjects).toHaveLength(PAGE_SIZE);
    expect(res.totalCount).toBe(all.length);
    expect(all.length).toBeGreaterThanOrEqual(300);
    expect(idsOf(res.rentalObjects)).toEqual(idsOf(all.slice(0, PAGE_SIZE)));
    for (const o of all) {
      expect(o.startDate <= TODAY).toBe(true);
      expect(o.rentFormated).toMatch(/^\d{1,3}( \d{3})* kr\/mån$/);
      expect(o.district.label).toBe(`${o.district.name}, ${o.district.region.name}`);
      expect(o.images[0]).toMatchObject({ kind: 'primary', listUrl: `/mypages/api/images/${o.images[0]!.imageId}?size=list` });
    }
    const starts = all.map((o) => o.startDate);
    expect(starts).toEqual([...starts].sort().reverse());
    // The seed spreads objects over five regions, several landlords, closed and expired ones.
    expect(new Set(all.map((o) => o.district.region.regionId)).size).toBe(5);
    expect(new Set(all.map((o) => o.landlord.landlordId)).size).toBeGreaterThanOrEqual(5);
    expect(all.some((o) => o.lastReplyDate < TODAY)).toBe(true);
    expect(all.some((o) => !o.isOpenForApplication && o.lastReplyDate >= TODAY)).toBe(true);
  });

  it('lists exactly the published homes, each once', async () => {
    const published = await server.services.listings.published();
    expect(new Set(idsOf(all)).size).toBe(all.length);
    expect([...idsOf(all)].sort()).toEqual(idsOf(published));
  });

  // The SQL and the pure rules (src/rules/listings.ts) must agree on every sort and filter: one meaning, two engines.
  describe.each(SORT_OPTIONS.map((o) => o.value))('sorted by %s, filtered and paged in SQL as the shared rules do', (sort) => {
    it.each(FILTERS)('filter: %s', async (_name, over) => {
      const filter = { ...EMPTY_QUERY_FILTER, ...over };
      const expected = idsOf(applyListingView(all, filter, sort));
      const got = await everyPage({ filter: over, sort }, 37);
      expect(idsOf(got)).toEqual(expected);
      // A page in the middle: skip and take with the count of all matches.
      const middle = await page({ filter: over, sort, skip: 5, take: 7 });
      expect(middle.totalCount).toBe(expected.length);
      expect(idsOf(middle.rentalObjects)).toEqual(expected.slice(5, 12));
    });
  });

  it('the comparison above means something: the filters select different, non-empty sets', () => {
    const sizes = FILTERS.map(([, over]) => applyListingView(all, { ...EMPTY_QUERY_FILTER, ...over }).length);
    expect(sizes.filter((n) => n > 0 && n < all.length).length).toBeGreaterThanOrEqual(6);
    expect(sizes.at(-1)).toBe(0);
    expect(sizes[3]).toBe(0);
  });

  it('takes at most 100 homes a request, and says so in Swedish', async () => {
    expect((await page({ take: MAX_TAKE })).rentalObjects).toHaveLength(MAX_TAKE);
    const refused = await page({ take: MAX_TAKE + 1 });
    expect(refused).toMatchObject({ error: true, errorText: listingMessages.tooMany, rentalObjects: [], totalCount: 0 });
    expect(refused.errorText).toBe('Det går att hämta högst 100 bostäder åt gången.');
    expect(refused.validationErrors).toEqual([{ code: 'take', text: listingMessages.tooMany }]);
    expect(await page({ skip: all.length, take: 10 })).toMatchObject({ error: false, rentalObjects: [], totalCount: all.length });
    expect(await page({ take: 0 })).toMatchObject({ error: false, rentalObjects: [], totalCount: all.length });
  });

  it('follows every change to the homes and the catalog at once, although counts and pages are kept between requests', async () => {
    const find = async (id: string) => (await everyPage()).find((o) => o.rentalObjectId === id);
    const added = await insertTestObject(db(), TODAY);
    expect((await find(added.rentalObjectId))?.images.length).toBeGreaterThan(0);
    await db().update(rentalObjects).set({ rent: 1_234_500 }).where(eq(rentalObjects.rentalObjectId, added.rentalObjectId));
    expect((await find(added.rentalObjectId))?.rentFormated).toBe('12 345 kr/mån');
    expect(idsOf((await page({ filter: { rentMin: 12_000 } })).rentalObjects)).toContain(added.rentalObjectId);
    await db().delete(rentalObjectImages).where(eq(rentalObjectImages.rentalObjectId, added.rentalObjectId));
    expect((await find(added.rentalObjectId))?.images).toEqual([]);
    // A district moving to another region moves its homes with it (the region filter reads the catalog).
    const district = (await db().select().from(districts).where(eq(districts.districtId, added.districtId)))[0]!;
    expect((await page({ filter: { regionIds: [9] } })).totalCount).toBe(0);
    await db().insert(regions).values({ regionId: 9, name: 'Testregion' });
    await db().update(districts).set({ regionId: 9 }).where(eq(districts.districtId, district.districtId));
    const moved = await everyPage({ filter: { regionIds: [9] } });
    expect(idsOf(moved)).toContain(added.rentalObjectId);
    expect(moved.every((o) => o.district.districtId === district.districtId)).toBe(true);
    await db().delete(rentalObjects).where(eq(rentalObjects.rentalObjectId, added.rentalObjectId));
    expect(await find(added.rentalObjectId)).toBeUndefined();
    expect((await page({ filter: { regionIds: [9] } })).totalCount).toBe(moved.length - 1);
    await db().update(districts).set({ regionId: district.regionId }).where(eq(districts.districtId, district.districtId));
    await db().delete(regions).where(eq(regions.regionId, 9));
    expect((await page({ filter: { regionIds: [9] } })).totalCount).toBe(0);
  });

  it('refuses an unknown sort and negative paging', async () => {
    const bad = await page({ sort: 'price' });
    expect(bad).toMatchObject({ error: true, errorText: listingMessages.unknownSort, rentalObjects: [], totalCount: 0 });
    expect((await page({ take: -1 })).error).toBe(true);
    expect((await page({ skip: -1 })).error).toBe(true);
  });
});

describe('getRentalObjectPoints', () => {
  const round = (x: number) => Math.round(x * 1e5) / 1e5;

  it.each(FILTERS)('gives every match of the filter as a light point, like the rules: %s', async (_name, over) => {
    const res = (await server.client().graphql(POINTS, { filter: over })).json;
    expect(res.errors).toBeUndefined();
    const points: Points = res.data.getRentalObjectPoints.points;
    const expected = applyListingView(all, { ...EMPTY_QUERY_FILTER, ...over });
    expect([...points.rentalObjectIds].sort()).toEqual(idsOf(expected).sort());
    const byId = new Map(all.map((o) => [o.rentalObjectId, o]));
    points.rentalObjectIds.forEach((id, i) => {
      const home = byId.get(id)!;
      expect([points.latitudes[i], points.longitudes[i], points.rents[i], points.rooms[i]]).toEqual([round(home.latitude), round(home.longitude), home.rent, home.rooms]);
    });
  });

  it('is public and small: five parallel lists, coordinates to about a metre', async () => {
    const res = await server.client().graphql(POINTS);
    const points: Points = res.json.data.getRentalObjectPoints.points;
    for (const list of Object.values(points)) expect(list).toHaveLength(all.length);
    expect(points.latitudes.every((x) => Math.abs(x * 1e5 - Math.round(x * 1e5)) < 1e-6)).toBe(true);
    expect(res.text.length / all.length).toBeLessThan(45);
  });
});

describe('getRentalObject', () => {
  it('returns every field of spec 001 §3', async () => {
    const id = all.find((o) => o.isOpenForApplication)!.rentalObjectId;
    const res = (await server.client().graphql(DETAIL, { id })).json;
    expect(res.errors).toBeUndefined();
    const o = res.data.getRentalObject.rentalObject;
    expect(o).toMatchObject({ rentalObjectId: id, posSystem: 'WGS84', rentCurrency: 'SEK', isOpenForApplication: true, applicationTimeExpired: false });
    expect(o.rentFormated).toBe(`${new Intl.NumberFormat('sv-SE').format(o.rent).replace(/\s/g, ' ')} kr/mån`);
    expect(o.areaFormated).toMatch(/ m²$/);
    expect(o.startDateFormated).toBe(o.startDate);
    const order = o.images.map((i: { sortingOrder: number }) => i.sortingOrder);
    expect(order).toEqual(order.toSorted((a: number, b: number) => a - b));
    expect(o.images.map((i: { kind: string }) => i.kind)).toEqual(expect.arrayContaining(['primary', 'other', 'layout']));
    expect(o.images[0].cdn).toBe('/mypages/api/images/');
    expect(o.properties.length).toBeGreaterThan(3);
    expect(o.properties[0].values[0]).toEqual({ value: expect.any(String), type: 'text', ordinal: 1 });
    expect(o.adCriteria.general.length).toBeGreaterThan(0);
    expect(o.adCriteria.income[0].text).toMatch(/Inkomst minst/);
    expect(o.incomeTypes.length).toBeGreaterThan(0);
    for (const list of ['boendeTyp', 'bostadsTyp', 'kontraktsTyp', 'formedlingsTyp', 'fastighetsStatus', 'landlordCategories']) expect(o[list].length).toBeGreaterThan(0);
    expect(o.landlord.logoImageId).toBe(`landlord-${o.landlord.landlordId}`);
    expect(o.districtName).toBe(o.district.name);
    expect(o.regionName).toBe(o.district.region.name);
    expect(o.siteDescription).toBeTruthy();
    expect(typeof o.applicationCount).toBe('number');
  });

  it('says when the time for interest registration has passed', async () => {
    const id = all.find((o) => o.lastReplyDate < TODAY)!.rentalObjectId;
    const o = (await server.client().graphql(DETAIL, { id })).json.data.getRentalObject.rentalObject;
    expect(o).toMatchObject({ applicationTimeExpired: true, isOpenForApplication: false });
  });

  it('does not show unknown or not yet published objects', async () => {
    const upcoming = await insertTestObject(db(), '2026-11-25');
    for (const id of ['RO99999', upcoming.rentalObjectId]) {
      expect((await server.client().graphql(DETAIL, { id })).json.data.getRentalObject).toEqual({ error: true, errorText: listingMessages.notFound, rentalObject: null });
    }
  });
});

it('gives regions and districts in Swedish order, labelled', async () => {
  const res = (await server.client().graphql('{ getRegionsAndDistricts { error regions { regionId name } districts { districtId name label region { name } } } }')).json.data.getRegionsAndDistricts;
  expect(res.regions.map((r: { name: string }) => r.name)).toEqual(['Enköping', 'Knivsta', 'Uppsala centrum', 'Uppsala norr', 'Uppsala syd']);
  const names = res.districts.map((d: { name: string }) => d.name);
  expect(names).toEqual([...names].sort(new Intl.Collator('sv').compare));
  expect(names.indexOf('Årsta')).toBeGreaterThan(names.indexOf('Västerleden'));
  expect(names.indexOf('Ängby')).toBeGreaterThan(names.indexOf('Årsta'));
  expect(res.districts.find((d: { name: string }) => d.name === 'Gränby').label).toBe('Gränby, Uppsala norr');
});

it('offers the saved-search filter without the hidden categories, with the steps', async () => {
  const f = (await server.client().graphql('{ getSubscriptionFilter { error subscriptionFilter { categories { rentalObjectCategoryId name } objectTypes { rentalObjectCategoryId } landlords { landlordId name } regions { regionId } districts { districtId label } areaSteps { value label } rentSteps { value label } roomSteps { value label } } } }')).json.data.getSubscriptionFilter.subscriptionFilter;
  const ids = f.categories.map((c: { rentalObjectCategoryId: string }) => c.rentalObjectCategoryId.toUpperCase());
  expect(ids).toEqual(expect.arrayContaining(['VANLIG', 'STUDENT', 'SENIOR']));
  for (const hidden of ['CUSTOM', 'CONCEPT', 'ACCESSABILITY']) expect(ids).not.toContain(hidden);
  expect(f.landlords.map((l: { name: string }) => l.name)).toEqual(expect.arrayContaining(['Uppsalahem', 'Heimstaden', 'Rikshem', 'Stena Fastigheter', 'Wallenstam']));
  expect(f.areaSteps.map((s: { label: string }) => s.label)).toEqual(['50 m²', '75 m²', '100 m²']);
  expect(f.rentSteps[0]).toEqual({ value: 5000, label: '5 000 kr' });
  expect(f.rentSteps.at(-1)).toEqual({ value: 10000, label: '10 000 kr' });
  expect(f.roomSteps.map((s: { value: number }) => s.value)).toEqual([1, 2, 3, 4, 5]);
  expect(f.districts.length).toBeGreaterThan(20);
});

describe('getEstimatedQueuePlace against a hand-made queue', () => {
  // Anna's queue date is three years before the test day: 2023-11-22.
  async function queueApplicant(queueDate: string, statusId: number = APPLICANT_STATUSES.QUEUE.applicantStatusId) {
    const [row] = await db()
      .insert(applicants)
      .values({ firstName: 'Kö', lastName: applicantStatusById(statusId).name, queueDate, hasPaid: true, applicantStatusId: statusId })
      .returning({ id: applicants.applicantId });
    return row!.id;
  }
  const apply = (applicantId: number, rentalObjectId: string, at: string) => db().insert(applications).values({ applicantId, rentalObjectId, createdAt: new Date(at) });

  it('ranks by queue date among the interested, as if applying when not yet interested', async () => {
    const home = await insertTestObject(db(), TODAY);
    const id = home.rentalObjectId;
    const place = async (who = 'anna') => (await c(who).graphql(PLACE, { id })).json.data.getEstimatedQueuePlace.estimatedQueuePlace;
    expect(await place()).toEqual({ estimatedQueuePlace: 1, totalApplications: 0, hasApplication: false });

    const early = await queueApplicant('2010-03-01');
    const mid = await queueApplicant('2018-06-15');
    const late = await queueApplicant('2025-01-10');
    const pending = await queueApplicant('2012-01-01', APPLICANT_STATUSES.PENDING_PAYMENT.applicantStatusId); // no longer ranked
    for (const [who, at] of [[late, '2026-11-21T08:00:00Z'], [early, '2026-11-21T09:00:00Z'], [mid, '2026-11-21T10:00:00Z'], [pending, '2026-11-21T11:00:00Z']] as const) await apply(who, id, at);
    expect(await place()).toEqual({ estimatedQueuePlace: 3, totalApplications: 4, hasApplication: false });

    const me = (await c('anna').graphql('{ getApplicant { applicant { applicantId queueDate } } }')).json.data.getApplicant.applicant;
    expect(me.queueDate).toBe('2023-11-22');
    await apply(me.applicantId, id, '2026-11-22T09:00:00Z');
    const sameDay = await queueApplicant('2023-11-22');
    await apply(sameDay, id, '2026-11-22T09:30:00Z'); // same queue date, registered after Anna
    expect(await place()).toEqual({ estimatedQueuePlace: 3, totalApplications: 6, hasApplication: true });

    const shown = (await server.client().graphql(DETAIL, { id })).json.data.getRentalObject.rentalObject;
    expect(shown).toMatchObject({ applicationCount: 6, firstQueuePlace: '2010-03-01' });
    // A co-applicant has no queue time of her own, so no place.
    expect(await place('maria')).toEqual({ estimatedQueuePlace: null, totalApplications: 6, hasApplication: false });
  });

  it('calculates no place for a first-come home, and none for unknown homes', async () => {
    const direct = await insertTestObject(db(), TODAY, { canCalculateQueueplace: false });
    expect((await c('anna').graphql(PLACE, { id: direct.rentalObjectId })).json.data.getEstimatedQueuePlace.estimatedQueuePlace).toEqual({ estimatedQueuePlace: null, totalApplications: 0, hasApplication: false });
    expect((await c('anna').graphql(PLACE, { id: 'RO99999' })).json.data.getEstimatedQueuePlace).toMatchObject({ error: true, errorText: listingMessages.notFound, estimatedQueuePlace: null });
  });

  it('needs a session', async () => {
    expect((await server.client().graphql(PLACE, { id: all[0]!.rentalObjectId })).json.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('uses the seeded queue: the demo applicant has real places on her seeded interests', async () => {
    const places = await Promise.all(all.slice(0, 60).map(async (o) => (await c('anna').graphql(PLACE, { id: o.rentalObjectId })).json.data.getEstimatedQueuePlace.estimatedQueuePlace));
    expect(places.some((p) => p && p.totalApplications > 3 && p.estimatedQueuePlace > 1)).toBe(true);
  });
});

describe('getDigitalShowingAccess', () => {
  it('opens the digital viewing for a queue applicant and refuses others with a reason', async () => {
    const home = await insertTestObject(db(), TODAY, { hasDigitalShowing: true, showing: true, showingText: 'Se filmen.' });
    const plain = await insertTestObject(db(), TODAY, { hasDigitalShowing: false });
    const anna = (await c('anna').graphql(SHOWING, { id: home.rentalObjectId })).json.data.getDigitalShowingAccess;
    expect(anna.digitalShowingAccess).toMatchObject({ access: true, reason: null, showingText: 'Se filmen.' });
    expect(anna.digitalShowingAccess.images.map((i: { kind: string }) => i.kind)).toContain('layout');
    expect((await c('maria').graphql(SHOWING, { id: home.rentalObjectId })).json.data.getDigitalShowingAccess.digitalShowingAccess).toEqual({ access: false, reason: digitalShowingMessages.coApplicant, showingText: null, images: [] });
    expect((await c('anna').graphql(SHOWING, { id: plain.rentalObjectId })).json.data.getDigitalShowingAccess.digitalShowingAccess.reason).toBe(digitalShowingMessages.noDigitalShowing);
    expect((await server.client().graphql(SHOWING, { id: home.rentalObjectId })).json.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('the image route', () => {
  it('draws list and gallery sizes with a year-long immutable cache and no cookie', async () => {
    const o = (await server.client().graphql(DETAIL, { id: all[0]!.rentalObjectId })).json.data.getRentalObject.rentalObject;
    const visitor = server.client();
    const list = await visitor.get(o.images[0].listUrl);
    expect(list.status).toBe(200);
    expect(list.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(list.headers.get('cache-control')).toBe(IMAGE_CACHE_CONTROL);
    expect(list.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(list.headers.get('set-cookie')).toBeNull();
    expect(list.text).toMatch(/^<svg [^>]*width="480" height="320"/);
    expect(list.text).toContain(o.street);
    const gallery = await visitor.get(o.images[0].galleryUrl);
    expect(gallery.text).toMatch(/^<svg [^>]*width="1200" height="800"/);
    for (const image of o.images) expect((await visitor.get(image.listUrl)).status).toBe(200);
    const logo = await visitor.get(`/mypages/api/images/${o.landlord.logoImageId}?size=list`);
    expect(logo.status).toBe(200);
    expect(logo.text).toContain(o.landlord.name);
  });

  it('refuses unknown images and sizes', async () => {
    expect((await server.client().get('/mypages/api/images/RO99999-1')).status).toBe(404);
    expect((await server.client().get(`/mypages/api/images/${all[0]!.rentalObjectId}-1?size=huge`)).status).toBe(400);
  });
});
