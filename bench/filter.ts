// Filtering and sorting 1 000 homes with the shared pure functions (src/rules/listings.ts), as the list page does on
// every change of the filter before the list was paged on the server: median and p95 time per run against one 60 Hz
// frame (16.7 ms).
//   npx tsx bench/filter.ts [objects=1000] [runs=1000]
import { stockholmDay } from '../src/rules/calendar';
import { applyListingView, EMPTY_FILTER, type ListingFilter, type SortKey } from '../src/rules/listings';
import { buildRentalObjects } from '../server/db/seed/listings';
import { CATEGORY_SEED, DISTRICT_SEED, LANDLORD_SEED, REGION_SEED } from '../server/db/seed/listings-catalog';
import { categoryIndex, toRentalObjectView } from '../server/listings/rental-object-view';
import type { RentalObjectSummaryRow } from '../server/listings/listings.repository';
import type { RentalObjectCategoryRow } from '../server/db/schema';
import { quantile } from './stats';

const objectCount = Number(process.argv[2] ?? 1000);
const runs = Number(process.argv[3] ?? 1000);
const today = stockholmDay(new Date());

// The seed's builders, joined with the catalog as the repository would, then turned into the API's views.
const built = buildRentalObjects({ count: objectCount, today, seed: 11 });
const index = categoryIndex(CATEGORY_SEED.map((c) => ({ ...c }) as RentalObjectCategoryRow));
const views = built.objects.map((o) => {
  const d = DISTRICT_SEED.find((x) => x.districtId === o.districtId)!;
  const l = LANDLORD_SEED.find((x) => x.landlordId === o.landlordId)!;
  const row = {
    ...o,
    projectName: null,
    districtName: d.name,
    districtLatitude: d.latitude,
    districtLongitude: d.longitude,
    siteDescription: d.description,
    regionId: d.regionId,
    regionName: REGION_SEED.find((r) => r.regionId === d.regionId)!.name,
    landlordName: l.name,
    landlordLogoImageId: `landlord-${l.landlordId}`,
    landlordCategoryIds: l.categoryIds,
  } as RentalObjectSummaryRow;
  return toRentalObjectView(row, index, today);
});

const cases: { name: string; filter: Partial<ListingFilter>; sort: SortKey }[] = [
  { name: 'no filter, default sort (startDate)', filter: {}, sort: 'startDate' },
  { name: 'rooms 2–3, rent ≤ 9 000, balcony, only open; rent ascending', filter: { roomsMin: 2, roomsMax: 3, rentMax: 9000, balcony: true, onlyOpenForApplication: true }, sort: 'rentAsc' },
  { name: 'three regions; district A–Ö (Swedish collation)', filter: { regionIds: [1, 2, 3] }, sort: 'district' },
  {
    name: 'every filter at once; last reply date',
    filter: { categoryIds: ['VANLIG', 'SENIOR'], objectTypeIds: ['LAGENHET'], elevator: true, areaMin: 50, areaMax: 100, rentMin: 5000, rentMax: 10000, roomsMin: 1, roomsMax: 5, regionIds: [1, 2, 3, 4], districtIds: DISTRICT_SEED.map((d) => d.districtId), landlordIds: [1, 2, 3, 4, 5, 6] },
    sort: 'lastReplyDate',
  },
];

console.log(`${views.length} homes, ${runs} runs per case`);
for (const c of cases) {
  const filter = { ...EMPTY_FILTER, ...c.filter };
  for (let i = 0; i < 50; i++) applyListingView(views, filter, c.sort); // warm-up
  const times: number[] = [];
  let shown = 0;
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    shown = applyListingView(views, filter, c.sort).length;
    times.push(performance.now() - t);
  }
  const median = quantile(times, 0.5);
  console.log(`${c.name}: ${shown} shown, median ${median.toFixed(3)} ms, p95 ${quantile(times, 0.95).toFixed(3)} ms (${((median / 16.7) * 100).toFixed(1)} % of a frame)`);
}
