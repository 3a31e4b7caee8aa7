import { EMPTY_FILTER, type ListingFilter } from '../../rules/listings';
import { DEFAULT_LISTING_STATE, parseListingState, serializeListingState, type ListingViewState } from './listingState';

const f = (over: Partial<ListingFilter>): ListingFilter => ({ ...EMPTY_FILTER, ...over });

describe('session-storage state', () => {
  const state: ListingViewState = {
    filter: f({ roomsMin: 2, rentMax: 8000, districtIds: [3, 1], categoryIds: ['STUDENT'], onlyOpenForApplication: true }),
    sort: 'rentAsc',
    viewMode: 1,
    filterOpen: true,
  };
  it('survives a round trip', () => expect(parseListingState(serializeListingState(state))).toEqual(state));
  it.each([
    ['nothing stored', null],
    ['empty', ''],
    ['not JSON', '{oops'],
    ['not an object', '42'],
  ])('falls back to the defaults: %s', (_n, text) => expect(parseListingState(text)).toEqual(DEFAULT_LISTING_STATE));
  it('keeps what is valid and repairs what is not', () => {
    const text = JSON.stringify({ filter: { roomsMin: 2, rentMax: 'lots', districtIds: 'x', balcony: true }, sort: 'bogus', viewMode: 7, filterOpen: 'yes' });
    expect(parseListingState(text)).toEqual({ filter: f({ roomsMin: 2, balcony: true }), sort: 'startDate', viewMode: 0, filterOpen: false });
  });
  it.each([
    ['a negative bound', { areaMin: -5 }],
    ['a fractional id', { regionIds: [1.5] }],
    ['a number among string ids', { categoryIds: ['STUDENT', 2] }],
    ['a flag that is not true', { elevator: 1 }],
    ['a filter that is a list', []],
  ])('drops %s', (_n, filter) => expect(parseListingState(JSON.stringify({ filter })).filter).toEqual(EMPTY_FILTER));
  it('keeps the map view and any known sort', () => {
    expect(parseListingState(JSON.stringify({ viewMode: 1, sort: 'rentAsc' }))).toMatchObject({ viewMode: 1, sort: 'rentAsc' });
  });
  it('defaults to the list view with the panel closed and startDate sort', () => {
    expect(DEFAULT_LISTING_STATE).toEqual({ filter: EMPTY_FILTER, sort: 'startDate', viewMode: 0, filterOpen: false });
  });
});
