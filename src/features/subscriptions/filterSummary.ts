// A saved search's filter in words for its card: '2–4 rum', 'högst 8 000 kr', 'Balkong/uteplats', the chosen
// housing types, landlords, municipalities and areas by name (from getSubscriptionFilter).
import { formatKronor } from '../../rules/money';
import type { SubscriptionFilter } from '../../rules/subscriptions';

export interface FilterNames {
  categories: readonly { rentalObjectCategoryId: string; name: string }[];
  landlords: readonly { landlordId: number; name: string }[];
  regions: readonly { regionId: number; name: string }[];
  districts: readonly { districtId: number; name: string }[];
}

export const NO_FILTER_TEXT = 'Alla lediga bostäder';

/** 'a–b unit', 'minst a unit', 'högst b unit', 'a unit' when both are the same; null without bounds. */
export function rangeText(min: number | null, max: number | null, format: (n: number) => string): string | null {
  if (min != null && max != null) return min === max ? format(min) : `${format(min).replace(/ (rum|m²|kr)$/u, '')}–${format(max)}`;
  if (min != null) return `minst ${format(min)}`;
  if (max != null) return `högst ${format(max)}`;
  return null;
}

const rooms = (n: number) => `${n} rum`;
const area = (n: number) => `${n} m²`;
const kronor = (n: number) => formatKronor(n * 100);

function named<K>(ids: readonly K[], items: readonly { id: K; name: string }[], fallback: (id: K) => string | null): string[] {
  return ids.flatMap((id) => {
    const name = items.find((item) => item.id === id)?.name ?? fallback(id);
    return name ? [name] : [];
  });
}

/** The filter's parts in the order of the form; ['Alla lediga bostäder'] when it filters nothing. */
export function filterSummary(f: SubscriptionFilter, names: FilterNames): string[] {
  const parts: string[] = [];
  const categories = named(
    f.rentalObjectCategoryIds,
    names.categories.map((c) => ({ id: c.rentalObjectCategoryId, name: c.name })),
    (id) => id,
  );
  if (categories.length) parts.push(categories.join(', '));
  if (f.balcony) parts.push('Balkong/uteplats');
  if (f.elevator) parts.push('Hiss');
  const roomsText = rangeText(f.roomsMin, f.roomsMax, rooms);
  if (roomsText) parts.push(roomsText);
  const areaText = rangeText(f.areaMin, f.areaMax, area);
  if (areaText) parts.push(areaText);
  const rentText = rangeText(f.rentMin, f.rentMax, kronor);
  if (rentText) parts.push(rentText);
  const landlords = named(f.landlordIds, names.landlords.map((l) => ({ id: l.landlordId, name: l.name })), () => null);
  if (landlords.length) parts.push(`Hyresvärd: ${landlords.join(', ')}`);
  const regions = named(f.regionIds, names.regions.map((r) => ({ id: r.regionId, name: r.name })), () => null);
  if (regions.length) parts.push(`Kommun: ${regions.join(', ')}`);
  const districts = named(f.districtIds, names.districts.map((d) => ({ id: d.districtId, name: d.name })), () => null);
  if (districts.length) parts.push(`Område: ${districts.join(', ')}`);
  return parts.length ? parts : [NO_FILTER_TEXT];
}

/** '1 bostad matchar just nu', '12 bostäder matchar just nu'. */
export function matchCountText(n: number): string {
  return `${n} ${n === 1 ? 'bostad' : 'bostäder'} matchar just nu`;
}
