// Test data for the list page's component tests: homes and filter choices as the GraphQL server sends them.
import type { MockLink } from '@apollo/client/testing';
import { applyListingView, EMPTY_QUERY_FILTER, filterListings, isSortKey, type Listing, type ListingQueryFilter } from '../../rules/listings';
import {
  GetRentalObjectPointsDocument,
  GetRentalObjectsAvailableDocument,
  GetSubscriptionFilterDocument,
  type GetSubscriptionFilterQuery,
  type RentalObjectListItemFragment,
} from '../../graphql/__generated__/hooks';

const envelope = { error: false, errorText: null };
const region = (regionId: number, name: string) => ({ __typename: 'Region', regionId, name });
const REGIONS = { uppsala: region(1, 'Uppsala'), knivsta: region(2, 'Knivsta') };
const category = (rentalObjectCategoryId: string, name: string) => ({ __typename: 'RentalObjectCategory', rentalObjectCategoryId, name });

/**
 * A home as the server holds it: what a card shows (the list's fragment), and what the stand-in server below filters,
 * sorts and draws on the map by (the shared rules' Listing, the map's position and rent).
 */
export type TestHome = RentalObjectListItemFragment & Omit<Listing, 'district'> & { __typename: 'RentalObject'; latitude: number; longitude: number };

export function testHome(n: number, overrides: Partial<TestHome> = {}): TestHome {
  const id = `RO${String(n).padStart(5, '0')}`;
  const rent = overrides.rent ?? 6000;
  const inKnivsta = n % 2 === 0;
  return {
    __typename: 'RentalObject',
    rentalObjectId: id,
    street: `Testgatan ${n}`,
    city: 'Uppsala',
    zipcode: '75320',
    latitude: 59.85,
    longitude: 17.63,
    rooms: 2,
    area: 60,
    areaFormated: '60 m²',
    rent,
    rentFormated: `${rent} kr/mån`,
    floor: 2,
    balcony: false,
    elevator: false,
    isOpenForApplication: true,
    applicationTimeExpired: false,
    startDate: `2026-01-${String(n).padStart(2, '0')}`,
    lastReplyDate: '2026-12-31',
    moveInDate: '2027-02-01',
    moveInDateFormated: '2027-02-01',
    applicationCount: 0,
    districtName: inKnivsta ? 'Centrum' : 'Gränby',
    regionName: inKnivsta ? 'Knivsta' : 'Uppsala',
    district: inKnivsta
      ? ({ __typename: 'District', districtId: 20, name: 'Centrum', region: REGIONS.knivsta } as TestHome['district'])
      : ({ __typename: 'District', districtId: 10, name: 'Gränby', region: REGIONS.uppsala } as TestHome['district']),
    landlord: { __typename: 'Landlord', landlordId: 1, name: 'Uppsalahem' },
    images: [{ __typename: 'RentalObjectImage', imageId: `IMG${n}`, description: `Vardagsrum i Testgatan ${n}`, listUrl: `/mypages/api/images/IMG${n}?size=list` }] as unknown as TestHome['images'],
    boendeTyp: [category('VANLIG', 'Vanlig hyresrätt')],
    bostadsTyp: [category('LAGENHET', 'Lägenhet')],
    kontraktsTyp: [],
    formedlingsTyp: [],
    fastighetsStatus: [],
    ...overrides,
  } as TestHome;
}

export interface HomesRequest {
  filter?: Partial<ListingQueryFilter> | null;
  sort?: string | null;
  skip?: number | null;
  take?: number | null;
}

/**
 * A stand-in for the server's list: every request gets its page of the given homes, filtered and sorted with the
 * shared rules (as the server's SQL does), with the count of all matches. The requests are kept for assertions;
 * `failAt` makes the request with that skip fail.
 */
export function homesMock(homes: readonly TestHome[], options: { failAt?: number } = {}): MockLink.MockedResponse & { requests: HomesRequest[] } {
  const requests: HomesRequest[] = [];
  return {
    requests,
    request: { query: GetRentalObjectsAvailableDocument, variables: () => true },
    result: (variables: HomesRequest) => {
      requests.push(variables);
      const skip = variables.skip ?? 0;
      if (skip === options.failAt) return { data: { getRentalObjectsAvailable: { __typename: 'RentalObjectsResult', error: true, errorText: 'Fel', totalCount: 0, rentalObjects: [] } } };
      const shown = applyListingView(homes, { ...EMPTY_QUERY_FILTER, ...variables.filter }, isSortKey(variables.sort) ? variables.sort : undefined);
      const page = shown.slice(skip, skip + (variables.take ?? 20));
      return { data: { getRentalObjectsAvailable: { __typename: 'RentalObjectsResult', ...envelope, totalCount: shown.length, rentalObjects: page } } };
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** The map's points of the homes that match, as the server gives them. */
export function pointsMock(homes: readonly TestHome[]): MockLink.MockedResponse {
  return {
    request: { query: GetRentalObjectPointsDocument, variables: () => true },
    result: (variables: HomesRequest) => {
      const matches = filterListings(homes, { ...EMPTY_QUERY_FILTER, ...variables.filter });
      const points = {
        __typename: 'RentalObjectPoints',
        rentalObjectIds: matches.map((h) => h.rentalObjectId),
        latitudes: matches.map((h) => h.latitude),
        longitudes: matches.map((h) => h.longitude),
        rents: matches.map((h) => h.rent),
        rooms: matches.map((h) => h.rooms),
      };
      return { data: { getRentalObjectPoints: { __typename: 'RentalObjectPointsResult', ...envelope, points } } };
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export function homesFailMock(errorText: string | null): MockLink.MockedResponse {
  return errorText === null
    ? { request: { query: GetRentalObjectsAvailableDocument, variables: () => true }, error: new Error('Network down') }
    : {
        request: { query: GetRentalObjectsAvailableDocument, variables: () => true },
        result: { data: { getRentalObjectsAvailable: { __typename: 'RentalObjectsResult', error: true, errorText, totalCount: 0, rentalObjects: [] } } },
      };
}

const step = (value: number, label: string) => ({ __typename: 'FilterStep', value, label });
const district = (districtId: number, name: string, r: { regionId: number; name: string }) => ({
  __typename: 'District',
  districtId,
  name,
  label: `${name}, ${r.name}`,
  latitude: 59.8,
  longitude: 17.6,
  region: r,
});

export const filterOptions = {
  __typename: 'SubscriptionFilterOptions',
  categories: [category('VANLIG', 'Vanlig hyresrätt'), category('STUDENT', 'Studentbostad')],
  objectTypes: [category('LAGENHET', 'Lägenhet'), category('RADHUS', 'Radhus')],
  landlords: [{ __typename: 'Landlord', landlordId: 1, name: 'Uppsalahem' }],
  regions: [REGIONS.uppsala, REGIONS.knivsta],
  districts: [district(10, 'Gränby', REGIONS.uppsala), district(20, 'Centrum', REGIONS.knivsta), district(11, 'Årsta', REGIONS.uppsala)],
  areaSteps: [step(50, '50 m²'), step(75, '75 m²'), step(100, '100 m²')],
  rentSteps: [step(5000, '5 000 kr')],
  roomSteps: [step(1, '1 rum')],
} as unknown as NonNullable<GetSubscriptionFilterQuery['getSubscriptionFilter']['subscriptionFilter']>;

export const filterOptionsMock: MockLink.MockedResponse = {
  request: { query: GetSubscriptionFilterDocument },
  result: { data: { getSubscriptionFilter: { __typename: 'SubscriptionFilterResult', ...envelope, subscriptionFilter: filterOptions } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
