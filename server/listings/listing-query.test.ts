import { listingCatalog } from './listing-query';

const district = (districtId: number, name: string, regionId: number, regionName: string) => ({ districtId, name, regionId, regionName });

describe('listingCatalog', () => {
  const catalog = listingCatalog(
    [
      { rentalObjectCategoryId: 'VANLIG', list: 'boendeTyp' },
      { rentalObjectCategoryId: 'LAGENHET', list: 'bostadsTyp' },
    ],
    [
      district(1, 'Årsta', 1, 'Uppsala'),
      district(2, 'Ängby', 2, 'Knivsta'),
      district(3, 'Zeta', 1, 'Uppsala'),
      district(4, 'centrum', 2, 'Knivsta'),
      district(5, 'Centrum', 2, 'Knivsta'), // the same name in the same region (base sensitivity): the same place
      district(6, 'Centrum', 1, 'Uppsala'),
    ],
  );

  it('ranks districts in Swedish order by name, then region; equal names share a rank', () => {
    const ranks = Object.fromEntries(catalog.districtRanks);
    // Centrum, Knivsta (twice: base sensitivity makes 'centrum' equal) · Centrum, Uppsala · Zeta · Årsta · Ängby
    expect(ranks).toEqual({ 4: 0, 5: 0, 6: 2, 3: 3, 1: 4, 2: 5 });
  });

  it('knows each category’s list and each region’s districts', () => {
    expect(catalog.categoryLists.get('LAGENHET')).toBe('bostadsTyp');
    expect(catalog.regionDistricts.get(2)).toEqual([2, 4, 5]);
    expect(catalog.regionDistricts.get(1)).toEqual([1, 3, 6]);
  });
});
