import { EMPTY_FILTER, type Listing } from './listings';
import {
  daysRemainToExpire,
  EMPTY_SUBSCRIPTION_FILTER,
  expiryStateOf,
  expiryText,
  isSubscriptionCategory,
  listingFilterFromSubscriptionFilter,
  rangeErrors,
  matchesSubscription,
  needsRenewal,
  showExpiryWarning,
  subscriptionExpiry,
  subscriptionFilterFromListingFilter,
  subscriptionMessages,
  type SubscriptionFilter,
} from './subscriptions';

const home: Listing = {
  rentalObjectId: 'RO1',
  rooms: 3,
  area: 72,
  rent: 8500,
  balcony: true,
  elevator: false,
  isOpenForApplication: true,
  startDate: '2026-11-20',
  lastReplyDate: '2026-11-30',
  moveInDate: '2027-01-01',
  district: { districtId: 11, name: 'Luthagen', region: { regionId: 1, name: 'Uppsala centrum' } },
  landlord: { landlordId: 4 },
  boendeTyp: [{ rentalObjectCategoryId: 'VANLIG' }],
  bostadsTyp: [{ rentalObjectCategoryId: 'LAGENHET' }],
  kontraktsTyp: [{ rentalObjectCategoryId: 'FORSTAHAND' }],
  formedlingsTyp: [{ rentalObjectCategoryId: 'KO' }],
  fastighetsStatus: [{ rentalObjectCategoryId: 'NYPRODUKTION' }],
};
const sf = (over: Partial<SubscriptionFilter>): SubscriptionFilter => ({ ...EMPTY_SUBSCRIPTION_FILTER, ...over });

describe('matchesSubscription', () => {
  it.each<[string, Partial<SubscriptionFilter>, boolean]>([
    ['an empty filter matches everything', {}, true],
    ['area within', { areaMin: 50, areaMax: 75 }, true],
    ['area too small', { areaMin: 75 }, false],
    ['area max is inclusive', { areaMax: 72 }, true],
    ['rooms within', { roomsMin: 3, roomsMax: 3 }, true],
    ['too few rooms', { roomsMin: 4 }, false],
    ['rent within', { rentMin: 5000, rentMax: 9000 }, true],
    ['rent too high', { rentMax: 8000 }, false],
    ['balcony wanted and present', { balcony: true }, true],
    ['elevator wanted and missing', { elevator: true }, false],
    ['district chosen', { districtIds: [11, 12] }, true],
    ['other district', { districtIds: [12] }, false],
    ['region chosen', { regionIds: [1] }, true],
    ['other region', { regionIds: [2] }, false],
    ['landlord chosen', { landlordIds: [4] }, true],
    ['other landlord', { landlordIds: [5] }, false],
    ['housing-type category', { rentalObjectCategoryIds: ['VANLIG'] }, true],
    ['category of another list (new production)', { rentalObjectCategoryIds: ['STUDENT', 'NYPRODUKTION'] }, true],
    ['no category in common', { rentalObjectCategoryIds: ['STUDENT', 'SENIOR'] }, false],
    ['all together', { areaMin: 50, roomsMin: 2, rentMax: 9000, balcony: true, regionIds: [1], landlordIds: [4], rentalObjectCategoryIds: ['VANLIG'] }, true],
  ])('%s', (_n, over, expected) => expect(matchesSubscription(home, sf(over))).toBe(expected));
});

describe('hidden categories (spec 001 §5)', () => {
  it.each([
    ['CUSTOM', false],
    ['custom', false],
    ['Concept', false],
    ['accessability', false],
    ['ACCESSIBILITY', true], // only the spec's spelling is hidden
    ['STUDENT', true],
    ['VANLIG', true],
  ])('%s shown: %s', (id, shown) => expect(isSubscriptionCategory({ rentalObjectCategoryId: id })).toBe(shown));
});

describe('expiry', () => {
  it.each([
    [0, 'idag'],
    [1, 'imorgon'],
    [2, 'om 2 dagar'],
    [14, 'om 14 dagar'],
  ])('%i days → %s', (days, text) => expect(expiryText(days)).toBe(text));

  it.each([
    ['2026-11-22', '2027-05-22', 181],
    ['2027-05-21', '2027-05-22', 1],
    ['2027-05-22', '2027-05-22', 0],
    ['2027-06-01', '2027-05-22', 0],
  ])('days remaining from %s to %s = %i', (today, expiry, days) => expect(daysRemainToExpire(today, expiry)).toBe(days));

  it.each([
    [15, false],
    [14, true],
    [0, true],
  ])('warning at %i days: %s', (days, shown) => expect(showExpiryWarning(days)).toBe(shown));

  it.each([
    // Stockholm days: 00:30 on 22 May in Stockholm is still 21 May in UTC.
    ['2026-11-22T10:00:00Z', '2027-05-22T10:00:00Z', false, 181],
    ['2027-05-21T22:30:00Z', '2027-05-22T10:00:00Z', false, 0],
    ['2027-05-21T21:30:00Z', '2027-05-22T10:00:00Z', false, 1],
    ['2027-05-22T09:59:59Z', '2027-05-22T10:00:00Z', false, 0],
    ['2027-05-22T10:00:00Z', '2027-05-22T10:00:00Z', true, 0],
    ['2027-06-01T10:00:00Z', '2027-05-22T10:00:00Z', true, 0],
  ])('at %s a search expiring %s: expired %s, %i days left', (now, expires, isExpired, days) =>
    expect(expiryStateOf(new Date(expires), new Date(now))).toEqual({ isExpired, daysRemainToExpire: days }));

  it.each([
    [{ isExpired: false, daysRemainToExpire: 181 }, false],
    [{ isExpired: false, daysRemainToExpire: 15 }, false],
    [{ isExpired: false, daysRemainToExpire: 14 }, true],
    [{ isExpired: false, daysRemainToExpire: 0 }, true],
    [{ isExpired: true, daysRemainToExpire: 0 }, true],
  ])('needs renewal %o: %s', (state, expected) => expect(needsRenewal(state)).toBe(expected));

  it.each([
    ['2026-11-22T10:00:00Z', '2027-05-22T10:00:00.000Z'],
    ['2026-08-31T08:00:00Z', '2027-02-28T08:00:00.000Z'],
    ['2027-08-31T08:00:00Z', '2028-02-29T08:00:00.000Z'],
    ['2026-12-31T23:00:00Z', '2027-06-30T23:00:00.000Z'],
  ])('six months after %s is %s', (from, to) => expect(subscriptionExpiry(new Date(from)).toISOString()).toBe(to));
});

it('makes a saved search from the list page’s filter', () => {
  const listFilter = { ...EMPTY_FILTER, categoryIds: ['STUDENT'], objectTypeIds: ['KORRIDORRUM', 'STUDENT'], roomsMax: 1, rentMax: 5000, districtIds: [3], elevator: true, onlyOpenForApplication: true };
  expect(subscriptionFilterFromListingFilter(listFilter)).toEqual(sf({ rentalObjectCategoryIds: ['STUDENT', 'KORRIDORRUM'], roomsMax: 1, rentMax: 5000, districtIds: [3], elevator: true }));
});

describe('listingFilterFromSubscriptionFilter', () => {
  const saved = sf({ rentalObjectCategoryIds: ['KORRIDORRUM', 'NYPRODUKTION', 'STUDENT'], roomsMin: 2, rentMax: 9000, areaMin: 50, balcony: true, regionIds: [1], districtIds: [3], landlordIds: [4] });
  const bounds = { roomsMin: 2, rentMax: 9000, areaMin: 50, balcony: true, regionIds: [1], districtIds: [3], landlordIds: [4] };
  it.each([
    ['no kinds given: categories left out', undefined, { ...EMPTY_FILTER, ...bounds }],
    [
      'housing and object types sorted to their filters, others left out',
      { categoryIds: new Set(['STUDENT']), objectTypeIds: new Set(['KORRIDORRUM']) },
      { ...EMPTY_FILTER, ...bounds, categoryIds: ['STUDENT'], objectTypeIds: ['KORRIDORRUM'] },
    ],
  ])('%s', (_n, kinds, expected) => expect(listingFilterFromSubscriptionFilter(saved, kinds)).toEqual(expected));
  it('copies the lists, so changing the result leaves the saved search alone', () => {
    listingFilterFromSubscriptionFilter(saved).districtIds.push(99);
    expect(saved.districtIds).toEqual([3]);
  });
});

describe('rangeErrors', () => {
  const none = { areaMin: null, areaMax: null, roomsMin: null, roomsMax: null, rentMin: null, rentMax: null };
  it.each([
    ['nothing set', none, []],
    ['equal bounds', { ...none, roomsMin: 3, roomsMax: 3 }, []],
    ['only a min', { ...none, rentMin: 9000 }, []],
    ['rooms the wrong way', { ...none, roomsMin: 4, roomsMax: 2 }, [{ path: 'roomsMin', message: subscriptionMessages.roomsRange }]],
    [
      'area and rent the wrong way',
      { ...none, areaMin: 100, areaMax: 50, rentMin: 9000, rentMax: 5000 },
      [
        { path: 'areaMin', message: subscriptionMessages.areaRange },
        { path: 'rentMin', message: subscriptionMessages.rentRange },
      ],
    ],
  ])('%s', (_n, bounds, expected) => expect(rangeErrors(bounds)).toEqual(expected));
});
