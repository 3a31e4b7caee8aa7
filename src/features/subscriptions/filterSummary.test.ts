import { EMPTY_SUBSCRIPTION_FILTER, type SubscriptionFilter } from '../../rules/subscriptions';
import { filterSummary, matchCountText, NO_FILTER_TEXT, rangeText } from './filterSummary';

const names = {
  categories: [
    { rentalObjectCategoryId: 'STUDENT', name: 'Studentbostad' },
    { rentalObjectCategoryId: 'LAGENHET', name: 'Lägenhet' },
  ],
  landlords: [{ landlordId: 8, name: 'Studentstaden' }],
  regions: [
    { regionId: 1, name: 'Uppsala centrum' },
    { regionId: 4, name: 'Knivsta' },
  ],
  districts: [{ districtId: 102, name: 'Luthagen' }],
};
const f = (over: Partial<SubscriptionFilter>): SubscriptionFilter => ({ ...EMPTY_SUBSCRIPTION_FILTER, ...over });

describe('filterSummary', () => {
  it.each<[string, Partial<SubscriptionFilter>, string[]]>([
    ['nothing chosen', {}, [NO_FILTER_TEXT]],
    ['a room range', { roomsMin: 2, roomsMax: 4 }, ['2–4 rum']],
    ['equal room bounds', { roomsMin: 3, roomsMax: 3 }, ['3 rum']],
    ['least rooms', { roomsMin: 2 }, ['minst 2 rum']],
    ['most rent', { rentMax: 8000 }, ['högst 8 000 kr']],
    ['a rent range', { rentMin: 5000, rentMax: 10000 }, ['5 000–10 000 kr']],
    ['a size range', { areaMin: 50, areaMax: 100 }, ['50–100 m²']],
    ['least size', { areaMin: 75 }, ['minst 75 m²']],
    ['balcony and elevator', { balcony: true, elevator: true }, ['Balkong/uteplats', 'Hiss']],
    [
      'names of everything chosen, in the order of the form',
      { rentalObjectCategoryIds: ['LAGENHET', 'STUDENT'], landlordIds: [8], regionIds: [1, 4], districtIds: [102], rentMax: 8000, roomsMin: 2, roomsMax: 4 },
      ['Lägenhet, Studentbostad', '2–4 rum', 'högst 8 000 kr', 'Hyresvärd: Studentstaden', 'Kommun: Uppsala centrum, Knivsta', 'Område: Luthagen'],
    ],
    ['an unknown category by its id, unknown places left out', { rentalObjectCategoryIds: ['KORTTID'], regionIds: [99] }, ['KORTTID']],
  ])('%s', (_name, over, expected) => {
    expect(filterSummary(f(over), names)).toEqual(expected);
  });

  it('says nothing of a range without bounds', () => {
    expect(rangeText(null, null, String)).toBeNull();
  });

  it.each([
    [0, '0 bostäder matchar just nu'],
    [1, '1 bostad matchar just nu'],
    [12, '12 bostäder matchar just nu'],
  ])('counts %i matches as %j', (n, text) => {
    expect(matchCountText(n)).toBe(text);
  });
});
