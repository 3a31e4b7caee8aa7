// The vacant homes page's words (spec 001 §2): headings, control names and the sentences built from numbers.
import { once } from '../../rules/once';

const countFormat = once(() => new Intl.NumberFormat('sv-SE'));

export const listingTexts = {
  title: 'Lediga bostäder',
  loadFailed: 'Vi kunde inte hämta lediga bostäder just nu.',
  filterToggle: 'Filtrera',
  filterPanel: 'Filter',
  clearFilter: 'Rensa filter',
  sort: 'Sortera',
  viewSwitch: 'Visa som',
  listView: 'Lista',
  mapView: 'Karta',
  mapLabel: 'Karta över lediga bostäder',
  saveSearch: 'Spara sökningen som bevakning',
  emptyHeading: 'Inga bostäder matchar din sökning',
  closed: 'Stängd för intresseanmälan',
  showMore: 'Visa fler',
  moreFailed: 'Vi kunde inte hämta fler bostäder just nu. Försök igen.',
  noLimit: 'Ingen gräns',
  groups: {
    categories: 'Boendetyp',
    objectTypes: 'Objekttyp',
    extras: 'Egenskaper',
    area: 'Storlek',
    rent: 'Hyra',
    rooms: 'Antal rum',
    regions: 'Kommun/region',
    districts: 'Område',
    landlords: 'Hyresvärd',
  },
  flags: {
    balcony: 'Balkong/uteplats',
    elevator: 'Hiss',
    onlyOpenForApplication: 'Endast lediga för intresseanmälan',
  },
  bounds: {
    areaMin: 'Minsta storlek',
    areaMax: 'Största storlek',
    rentMin: 'Lägsta hyra',
    rentMax: 'Högsta hyra',
    roomsMin: 'Minsta antal rum',
    roomsMax: 'Högsta antal rum',
  },
} as const;

/** '1 ledig bostad', '380 lediga bostäder', '1 250 lediga bostäder' (sv-SE grouping). */
export function resultCountText(count: number): string {
  return count === 1 ? '1 ledig bostad' : `${countFormat().format(count)} lediga bostäder`;
}

/** Under the cards: 'Visar 40 av 362 bostäder'. */
export function shownOfText(shown: number, total: number): string {
  return `Visar ${countFormat().format(shown)} av ${countFormat().format(total)} ${total === 1 ? 'bostad' : 'bostäder'}`;
}

/** The empty state's advice: 'Prova att ändra eller ta bort: Hyra, Antal rum.' (null when no filter is in use). */
export function loosenFiltersText(filterNames: readonly string[]): string | null {
  return filterNames.length ? `Prova att ändra eller ta bort: ${filterNames.join(', ')}.` : null;
}

/** What the filter button's badge counts, for its accessible name: '2 filter valda'. */
export function activeFiltersText(count: number): string {
  return count === 1 ? '1 filter valt' : `${count} filter valda`;
}

export const roomsText = (rooms: number) => `${rooms} rum`;
export const floorText = (floor: number) => (floor === 0 ? 'Bottenvåning' : `Våning ${floor}`);
export const moveInText = (day: string) => `Inflyttning ${day}`;
export const lastReplyText = (day: string) => `Sista anmälningsdag ${day}`;
