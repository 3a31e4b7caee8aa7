import { districtOptions, EMPTY_FILTER } from '../../rules/listings';
import { boundFromValue, toggled, withRegions } from './filterChanges';

const uppsala = { regionId: 1, name: 'Uppsala' };
const knivsta = { regionId: 2, name: 'Knivsta' };
const districts = districtOptions([
  { districtId: 10, name: 'Gränby', region: uppsala },
  { districtId: 20, name: 'Centrum', region: knivsta },
]);

describe('filter changes', () => {
  it('adds and removes a value once', () => {
    expect(toggled([1, 2], 3, true)).toEqual([1, 2, 3]);
    expect(toggled([1, 2], 2, true)).toEqual([1, 2]);
    expect(toggled([1, 2], 1, false)).toEqual([2]);
  });

  it('drops chosen districts outside newly chosen regions, keeps them when no region is chosen', () => {
    const filter = { ...EMPTY_FILTER, districtIds: [10, 20] };
    expect(withRegions(filter, [1], districts)).toMatchObject({ regionIds: [1], districtIds: [10] });
    expect(withRegions(filter, [1, 2], districts)).toMatchObject({ districtIds: [10, 20] });
    expect(withRegions(filter, [], districts)).toMatchObject({ regionIds: [], districtIds: [10, 20] });
  });

  it.each([
    ['', null],
    ['5000', 5000],
    ['x', null],
  ])('reads the select value %j as %s', (value, bound) => expect(boundFromValue(value)).toBe(bound));
});
