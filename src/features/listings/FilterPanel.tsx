// The filter panel of the vacant homes list (spec 001 §2): every filter as fieldsets of checkboxes and min/max
// selects. A change applies at once (no submit); 'Rensa filter' goes back to no filter.
import { memo, useMemo } from 'react';
import type { GetSubscriptionFilterQuery } from '../../graphql/__generated__/hooks';
import { areaSteps, districtOptions, rentSteps, roomSteps, sortByName, type ListingFilter } from '../../rules/listings';
import { Checkbox } from './Checkbox';
import { CheckboxGroup, type Choice } from './CheckboxGroup';
import { toggled, withRegions } from './filterChanges';
import { listingTexts as t } from './listingTexts';
import { RangeSelects } from './RangeSelects';

export type FilterOptions = NonNullable<GetSubscriptionFilterQuery['getSubscriptionFilter']['subscriptionFilter']>;

export interface FilterPanelProps {
  id: string;
  open: boolean;
  filter: ListingFilter;
  options: FilterOptions | null;
  onChange: (filter: ListingFilter) => void;
  onClear: () => void;
}

const categoryChoices = (items: readonly { rentalObjectCategoryId: string; name: string }[]): Choice<string>[] =>
  sortByName(items).map((c) => ({ value: c.rentalObjectCategoryId, label: c.name }));

type ListKey = 'categoryIds' | 'objectTypeIds' | 'regionIds' | 'districtIds' | 'landlordIds';
type FlagKey = keyof typeof t.flags;

// Memoised: the page re-renders as its homes arrive and as more are loaded, which need not re-render some fifty
// checkboxes (the page passes stable handlers).
export const FilterPanel = memo(function FilterPanel({ id, open, filter, options, onChange, onClear }: FilterPanelProps) {
  const choices = useMemo(
    () => ({
      categories: categoryChoices(options?.categories ?? []),
      objectTypes: categoryChoices(options?.objectTypes ?? []),
      regions: sortByName(options?.regions ?? []).map((r) => ({ value: r.regionId, label: r.name })),
      landlords: sortByName(options?.landlords ?? []).map((l) => ({ value: l.landlordId, label: l.name })),
      allDistricts: districtOptions(options?.districts ?? []),
    }),
    [options],
  );
  const districts = useMemo(() => districtOptions(options?.districts ?? [], filter.regionIds), [options, filter.regionIds]);

  const set = (change: Partial<ListingFilter>) => onChange({ ...filter, ...change });
  const toggle = <K extends ListKey>(key: K) => (value: ListingFilter[K][number], checked: boolean) =>
    set({ [key]: toggled<ListingFilter[K][number]>(filter[key], value, checked) });
  const flag = (key: FlagKey) => <Checkbox label={t.flags[key]} checked={filter[key]} onChange={(checked) => set({ [key]: checked })} />;

  return (
    <section id={id} className="listing-filter" aria-label={t.filterPanel} hidden={!open}>
      <div className="listing-filter__groups">
        <CheckboxGroup legend={t.groups.categories} choices={choices.categories} selected={filter.categoryIds} onToggle={toggle('categoryIds')} />
        <CheckboxGroup legend={t.groups.objectTypes} choices={choices.objectTypes} selected={filter.objectTypeIds} onToggle={toggle('objectTypeIds')} />
        <fieldset className="listing-filter__group">
          <legend>{t.groups.extras}</legend>
          <div className="listing-filter__choices">
            {flag('balcony')}
            {flag('elevator')}
            {flag('onlyOpenForApplication')}
          </div>
        </fieldset>
        <RangeSelects
          legend={t.groups.area}
          minLabel={t.bounds.areaMin}
          maxLabel={t.bounds.areaMax}
          steps={areaSteps}
          min={filter.areaMin}
          max={filter.areaMax}
          onChange={({ min, max }) => set({ areaMin: min, areaMax: max })}
        />
        <RangeSelects
          legend={t.groups.rent}
          minLabel={t.bounds.rentMin}
          maxLabel={t.bounds.rentMax}
          steps={rentSteps}
          min={filter.rentMin}
          max={filter.rentMax}
          onChange={({ min, max }) => set({ rentMin: min, rentMax: max })}
        />
        <RangeSelects
          legend={t.groups.rooms}
          minLabel={t.bounds.roomsMin}
          maxLabel={t.bounds.roomsMax}
          steps={roomSteps}
          min={filter.roomsMin}
          max={filter.roomsMax}
          onChange={({ min, max }) => set({ roomsMin: min, roomsMax: max })}
        />
        <CheckboxGroup
          legend={t.groups.regions}
          choices={choices.regions}
          selected={filter.regionIds}
          onToggle={(regionId, checked) => onChange(withRegions(filter, toggled(filter.regionIds, regionId, checked), choices.allDistricts))}
        />
        <CheckboxGroup
          legend={t.groups.districts}
          choices={districts.map((d) => ({ value: d.districtId, label: d.label }))}
          selected={filter.districtIds}
          onToggle={toggle('districtIds')}
          long
        />
        <CheckboxGroup legend={t.groups.landlords} choices={choices.landlords} selected={filter.landlordIds} onToggle={toggle('landlordIds')} long />
      </div>
      <div className="form__actions">
        <button type="button" className="button button--secondary" onClick={onClear}>
          {t.clearFilter}
        </button>
      </div>
    </section>
  );
});
