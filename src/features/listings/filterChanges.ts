// How one control's change turns into the next filter: pure, so the panel stays a plain view.
import type { DistrictOption, ListingFilter } from '../../rules/listings';

/** A list with the value added (checked) or removed (unchecked), in the order chosen. */
export function toggled<T>(list: readonly T[], value: T, checked: boolean): T[] {
  const without = list.filter((item) => item !== value);
  return checked ? [...without, value] : without;
}

/**
 * New regions; chosen districts outside them are dropped, since the district choices only offer the chosen
 * regions' districts and a hidden choice would filter without being seen.
 */
export function withRegions(filter: ListingFilter, regionIds: number[], districts: readonly DistrictOption[]): ListingFilter {
  const kept = regionIds.length === 0 ? filter.districtIds : filter.districtIds.filter((id) => districts.some((d) => d.districtId === id && regionIds.includes(d.regionId)));
  return { ...filter, regionIds, districtIds: kept };
}

/** A select's value ('' means no bound) as a bound. */
export function boundFromValue(value: string): number | null {
  if (value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}
