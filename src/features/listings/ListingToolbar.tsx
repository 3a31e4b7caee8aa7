// The controls above the list: the filter panel's disclosure button (with the number of filters in use), the
// sort order and the switch between the list and the map.
import { SORT_OPTIONS, VIEW_MODES, isSortKey, type SortKey, type ViewMode } from '../../rules/listings';
import { activeFiltersText, listingTexts as t } from './listingTexts';

export interface ListingToolbarProps {
  panelId: string;
  filterOpen: boolean;
  filterCount: number;
  sort: SortKey;
  viewMode: ViewMode;
  onToggleFilter: () => void;
  onSort: (sort: SortKey) => void;
  onViewMode: (viewMode: ViewMode) => void;
}

const views = [
  { mode: VIEW_MODES.LIST, label: t.listView },
  { mode: VIEW_MODES.MAP, label: t.mapView },
] as const;

export function ListingToolbar({ panelId, filterOpen, filterCount, sort, viewMode, onToggleFilter, onSort, onViewMode }: ListingToolbarProps) {
  return (
    <div className="listing-toolbar">
      <button
        type="button"
        className="button button--secondary listing-toolbar__filter"
        aria-expanded={filterOpen}
        aria-controls={panelId}
        // The badge's number alone says little when read out: the name (starting with the visible text) says what it counts.
        aria-label={filterCount > 0 ? `${t.filterToggle} ${activeFiltersText(filterCount)}` : undefined}
        onClick={onToggleFilter}
      >
        {t.filterToggle}
        {filterCount > 0 && (
          <>
            {' '}
            <span className="listing-toolbar__badge" aria-hidden="true">
              {filterCount}
            </span>
          </>
        )}
      </button>
      <div className="listing-toolbar__sort">
        <label className="field__label" htmlFor="listing-sort">
          {t.sort}
        </label>
        <select id="listing-sort" className="field__input" value={sort} onChange={(event) => isSortKey(event.target.value) && onSort(event.target.value)}>
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="listing-toolbar__views" role="group" aria-label={t.viewSwitch}>
        {views.map(({ mode, label }) => (
          <button key={mode} type="button" className="listing-toolbar__view" aria-pressed={viewMode === mode} onClick={() => onViewMode(mode)}>
            {label}
          </button>
        ))}
      </div>
    </div>
  );
}
