import {
  activeFilterCount,
  activeFilterNames,
  applyListingView,
  areaSteps,
  DEFAULT_SORT,
  districtOptions,
  EMPTY_FILTER,
  EMPTY_QUERY_FILTER,
  filterListings,
  formatArea,
  formatRent,
  isOpenForApplication,
  isPublished,
  type Listing,
  type ListingFilter,
  type ListingQueryFilter,
  listingFilterInput,
  MAX_TAKE,
  PAGE_SIZE,
  rentSteps,
  roomSteps,
  sortByName,
  sortListings,
} from './listings';

const region = (regionId: number, name: string) => ({ regionId, name });
const NORR = region(2, 'Uppsala norr');
const SYD = region(3, 'Uppsala syd');
const KNIVSTA = region(4, 'Knivsta');

function listing(id: string, over: Partial<Listing> = {}): Listing {
  return {
    rentalObjectId: id,
    rooms: 2,
    area: 55,
    rent: 7000,
    balcony: false,
    elevator: false,
    isOpenForApplication: true,
    startDate: '2026-11-20',
    lastReplyDate: '2026-11-30',
    moveInDate: '2027-01-01',
    district: { districtId: 10, name: 'Gränby', region: NORR },
    landlord: { landlordId: 1 },
    boendeTyp: [{ rentalObjectCategoryId: 'VANLIG' }],
    bostadsTyp: [{ rentalObjectCategoryId: 'LAGENHET' }],
    kontraktsTyp: [{ rentalObjectCategoryId: 'FORSTAHAND' }],
    formedlingsTyp: [{ rentalObjectCategoryId: 'KO' }],
    fastighetsStatus: [{ rentalObjectCategoryId: 'BEFINTLIG' }],
    ...over,
  };
}

const objects: Listing[] = [
  listing('a', { rooms: 1, area: 32, rent: 4800 }),
  listing('b', { rooms: 2, area: 50, rent: 5000, balcony: true }),
  listing('c', { rooms: 3, area: 75, rent: 8500, elevator: true, balcony: true, landlord: { landlordId: 2 } }),
  listing('d', { rooms: 4, area: 100, rent: 10000, isOpenForApplication: false, district: { districtId: 20, name: 'Gottsunda', region: SYD } }),
  listing('e', { rooms: 5, area: 120, rent: 13200, district: { districtId: 30, name: 'Alsike', region: KNIVSTA }, boendeTyp: [{ rentalObjectCategoryId: 'SENIOR' }] }),
  listing('f', { rooms: 1, area: 18, rent: 3900, bostadsTyp: [{ rentalObjectCategoryId: 'KORRIDORRUM' }], boendeTyp: [{ rentalObjectCategoryId: 'STUDENT' }] }),
];
const ids = (xs: Listing[]) => xs.map((x) => x.rentalObjectId);
const f = (over: Partial<ListingFilter>): ListingFilter => ({ ...EMPTY_FILTER, ...over });

describe('filterListings: every filter of spec 001 §2', () => {
  it.each<[string, Partial<ListingFilter>, string[]]>([
    ['no filter', {}, ['a', 'b', 'c', 'd', 'e', 'f']],
    ['housing type', { categoryIds: ['SENIOR', 'STUDENT'] }, ['e', 'f']],
    ['object type', { objectTypeIds: ['KORRIDORRUM'] }, ['f']],
    ['balcony', { balcony: true }, ['b', 'c']],
    ['elevator', { elevator: true }, ['c']],
    ['only open for application', { onlyOpenForApplication: true }, ['a', 'b', 'c', 'e', 'f']],
    ['area min 50 (inclusive)', { areaMin: 50 }, ['b', 'c', 'd', 'e']],
    ['area max 75 (inclusive)', { areaMax: 75 }, ['a', 'b', 'c', 'f']],
    ['area 75–100', { areaMin: 75, areaMax: 100 }, ['c', 'd']],
    ['rent min 5 000', { rentMin: 5000 }, ['b', 'c', 'd', 'e']],
    ['rent max 10 000', { rentMax: 10000 }, ['a', 'b', 'c', 'd', 'f']],
    ['rent 5 000–8 000', { rentMin: 5000, rentMax: 8000 }, ['b']],
    ['rooms min 3', { roomsMin: 3 }, ['c', 'd', 'e']],
    ['rooms max 1', { roomsMax: 1 }, ['a', 'f']],
    ['rooms 2–4', { roomsMin: 2, roomsMax: 4 }, ['b', 'c', 'd']],
    ['region', { regionIds: [SYD.regionId, KNIVSTA.regionId] }, ['d', 'e']],
    ['district', { districtIds: [20] }, ['d']],
    ['region and district combine with AND', { regionIds: [NORR.regionId], districtIds: [20] }, []],
    ['landlord', { landlordIds: [2] }, ['c']],
    ['several filters together', { balcony: true, rentMax: 6000, roomsMin: 2 }, ['b']],
  ])('%s', (_name, over, expected) => expect(ids(filterListings(objects, f(over)))).toEqual(expected));

  // The server's query filter: a saved search's categories match a category of any of the five lists.
  it.each<[string, Partial<ListingQueryFilter>, string[]]>([
    ['no category', { anyCategoryIds: [] }, ['a', 'b', 'c', 'd', 'e', 'f']],
    ['a housing type (boendeTyp)', { anyCategoryIds: ['SENIOR'] }, ['e']],
    ['an object type (bostadsTyp)', { anyCategoryIds: ['KORRIDORRUM'] }, ['f']],
    ['any of several lists', { anyCategoryIds: ['SENIOR', 'KORRIDORRUM'] }, ['e', 'f']],
    ['a contract type every home has', { anyCategoryIds: ['FORSTAHAND'] }, ['a', 'b', 'c', 'd', 'e', 'f']],
    ['an unknown category', { anyCategoryIds: ['NOPE'] }, []],
    ['together with the other filters (AND)', { anyCategoryIds: ['SENIOR', 'KORRIDORRUM'], roomsMax: 1 }, ['f']],
    ['a housing type given to the list filter looks at boendeTyp only', { categoryIds: ['KORRIDORRUM'] }, []],
  ])('query filter: %s', (_name, over, expected) => expect(ids(filterListings(objects, { ...EMPTY_QUERY_FILTER, ...over }))).toEqual(expected));
});

describe('listingFilterInput: the filter as the GraphQL input', () => {
  it.each<[string, Partial<ListingQueryFilter>, Record<string, unknown>]>([
    ['nothing in use', {}, {}],
    ['false flags and empty lists are left out', { balcony: false, categoryIds: [], anyCategoryIds: [] }, {}],
    ['true flags and bounds (0 is a bound)', { balcony: true, onlyOpenForApplication: true, rentMin: 0, roomsMax: 3 }, { balcony: true, onlyOpenForApplication: true, rentMin: 0, roomsMax: 3 }],
    ['lists in a stable order', { regionIds: [10, 9, 2], categoryIds: ['STUDENT', 'SENIOR'], anyCategoryIds: ['B', 'A'] }, { regionIds: [2, 9, 10], categoryIds: ['SENIOR', 'STUDENT'], anyCategoryIds: ['A', 'B'] }],
  ])('%s', (_name, over, expected) => expect(listingFilterInput({ ...EMPTY_QUERY_FILTER, ...over })).toEqual(expected));

  it('does not change the filter it reads', () => {
    const filter = f({ regionIds: [3, 1] });
    listingFilterInput(filter);
    expect(filter.regionIds).toEqual([3, 1]);
  });

  it('pages within the take the server allows', () => {
    expect(PAGE_SIZE).toBeGreaterThan(0);
    expect(PAGE_SIZE).toBeLessThanOrEqual(MAX_TAKE);
    expect(MAX_TAKE).toBe(100);
  });
});

describe('sortListings', () => {
  const dated = [
    listing('x', { startDate: '2026-11-18', lastReplyDate: '2026-11-28', moveInDate: null, rent: 7000, area: 60, rooms: 2, district: { districtId: 1, name: 'Årsta', region: NORR } }),
    listing('y', { startDate: '2026-11-21', lastReplyDate: '2026-11-25', moveInDate: '2027-02-01', rent: 9000, area: 80, rooms: 3, district: { districtId: 2, name: 'Luthagen', region: NORR } }),
    listing('z', { startDate: '2026-11-21', lastReplyDate: '2026-12-01', moveInDate: '2027-01-01', rent: 5000, area: 40, rooms: 1, district: { districtId: 3, name: 'Ängby', region: KNIVSTA } }),
  ];
  it.each([
    ['startDate (default): newest first, ties by id', 'startDate', ['y', 'z', 'x']],
    ['lastReplyDate: soonest first', 'lastReplyDate', ['y', 'x', 'z']],
    ['moveInDate: earliest first, unknown last', 'moveInDate', ['z', 'y', 'x']],
    ['rentAsc', 'rentAsc', ['z', 'x', 'y']],
    ['rentDesc', 'rentDesc', ['y', 'x', 'z']],
    ['areaDesc', 'areaDesc', ['y', 'x', 'z']],
    ['roomsDesc', 'roomsDesc', ['y', 'x', 'z']],
    ['district in Swedish order (Å before Ä)', 'district', ['y', 'x', 'z']],
  ] as const)('%s', (_name, sort, expected) => expect(ids(sortListings(dated, sort))).toEqual(expected));

  it('defaults to startDate and ignores an unknown key', () => {
    expect(DEFAULT_SORT).toBe('startDate');
    expect(ids(sortListings(dated))).toEqual(['y', 'z', 'x']);
    expect(ids(sortListings(dated, 'nonsense' as never))).toEqual(['y', 'z', 'x']);
  });

  it('does not change its input and filters before sorting', () => {
    const copy = [...dated];
    expect(ids(applyListingView(dated, f({ rentMax: 7000 }), 'rentDesc'))).toEqual(['x', 'z']);
    expect(dated).toEqual(copy);
  });
});

describe('steps', () => {
  it('area 50, 75, 100 m²', () => expect(areaSteps).toEqual([{ value: 50, label: '50 m²' }, { value: 75, label: '75 m²' }, { value: 100, label: '100 m²' }]));
  it('rent 5 000 to 10 000 kr with a space as thousands separator', () => {
    expect(rentSteps.map((s) => s.value)).toEqual([5000, 6000, 7000, 8000, 9000, 10000]);
    expect(rentSteps.map((s) => s.label)).toEqual(['5 000 kr', '6 000 kr', '7 000 kr', '8 000 kr', '9 000 kr', '10 000 kr']);
    for (const s of rentSteps) expect(s.label).not.toMatch(/[\u00a0\u202f]/);
  });
  it('rooms 1 to 5', () => expect(roomSteps.map((s) => s.label)).toEqual(['1 rum', '2 rum', '3 rum', '4 rum', '5 rum']));
});

describe('districtOptions', () => {
  const districts = [
    { districtId: 1, name: 'Östra Sala backe', region: NORR },
    { districtId: 2, name: 'Årsta', region: NORR },
    { districtId: 3, name: 'Ängby', region: KNIVSTA },
    { districtId: 4, name: 'Alsike', region: KNIVSTA },
    { districtId: 5, name: 'Centrum', region: KNIVSTA },
    { districtId: 6, name: 'Centrum', region: region(5, 'Enköping') },
    { districtId: 7, name: 'Zeta', region: SYD },
    { districtId: 8, name: 'Valsätra', region: SYD },
    { districtId: 9, name: 'Wäst', region: SYD },
  ];
  it('sorts in Swedish order (…, V, W, Z, Å, Ä, Ö) and labels with district and region', () => {
    expect(districtOptions(districts).map((d) => d.label)).toEqual([
      'Alsike, Knivsta',
      'Centrum, Enköping',
      'Centrum, Knivsta',
      'Valsätra, Uppsala syd',
      'Wäst, Uppsala syd',
      'Zeta, Uppsala syd',
      'Årsta, Uppsala norr',
      'Ängby, Knivsta',
      'Östra Sala backe, Uppsala norr',
    ]);
  });
  it('offers only the chosen regions’ districts', () => {
    expect(districtOptions(districts, [KNIVSTA.regionId]).map((d) => d.districtId)).toEqual([4, 5, 3]);
  });
  it('sorts names for the other lists the same way', () => {
    expect(sortByName([{ name: 'Örebro' }, { name: 'Akademiska Hus' }, { name: 'Ågården' }]).map((x) => x.name)).toEqual(['Akademiska Hus', 'Ågården', 'Örebro']);
  });
});

describe('active filters (for the badge and the empty state)', () => {
  it.each<[Partial<ListingFilter>, number, string[]]>([
    [{}, 0, []],
    [{ rentMin: 5000, rentMax: 8000 }, 1, ['Hyra']],
    [{ roomsMin: 2, balcony: true, districtIds: [1] }, 3, ['Balkong/uteplats', 'Antal rum', 'Område']],
    [{ onlyOpenForApplication: true, categoryIds: ['STUDENT'], landlordIds: [1], areaMax: 50 }, 4, ['Boendetyp', 'Endast lediga för intresseanmälan', 'Storlek', 'Hyresvärd']],
  ])('%o', (over, count, names) => {
    expect(activeFilterCount(f(over))).toBe(count);
    expect(activeFilterNames(f(over))).toEqual(names);
  });
});

describe('availability', () => {
  it.each([
    [true, '2026-11-22', '2026-11-22', true],
    [true, '2026-11-21', '2026-11-22', false],
    [false, '2026-12-01', '2026-11-22', false],
  ])('open %s, last reply %s, today %s → %s', (open, last, today, expected) =>
    expect(isOpenForApplication({ openForApplication: open, lastReplyDate: last }, today)).toBe(expected));
  it.each([
    ['2026-11-22', '2026-12-01', '2026-11-22', true],
    ['2026-11-23', '2026-12-01', '2026-11-22', false],
    ['2026-11-01', '2026-11-21', '2026-11-22', false],
  ])('published %s–%s on %s → %s', (startDate, endDate, today, expected) => expect(isPublished({ startDate, endDate }, today)).toBe(expected));
});

describe('formatting', () => {
  it.each([
    [850000, '8 500 kr/mån'],
    [1250000, '12 500 kr/mån'],
    [395000, '3 950 kr/mån'],
  ])('formatRent(%i) = %s', (ore, text) => {
    expect(formatRent(ore)).toBe(text);
    expect(formatRent(ore)).toBe(text); // remembered
  });
  it.each([
    [54, '54 m²'],
    [54.5, '54,5 m²'],
  ])('formatArea(%d) = %s', (area, text) => expect(formatArea(area)).toBe(text));
});
