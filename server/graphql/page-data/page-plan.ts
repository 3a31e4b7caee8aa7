// Which queries a page of the applicants' SPA asks for as it opens, with the variables the SPA gives them (issue 9,
// "page data"): the server answers them while it serves the page's HTML, so the SPA's first render already has its
// data. A query missing here, or asked with other variables, is simply fetched by the SPA as before; one planned in
// vain costs the server a query. Pure: the page's path (under /mypages/app, without its query string), whether a
// query string was given, and whether someone is logged in.
import { DEFAULT_SORT, EMPTY_FILTER, listingFilterInput, PAGE_SIZE } from '../../../src/rules/listings';

export type Variables = Record<string, unknown>;

/** The answers so far, by operation name (each operation's `data`). */
export type Answers = ReadonlyMap<string, unknown>;

export interface PlannedQuery {
  operation: string;
  /** Fixed, or taken from the first round's answers (null: the SPA would not ask). */
  variables: Variables | ((answers: Answers) => Variables | null);
}

/** Two rounds: the second's variables come from the first's answers. */
export interface PagePlan {
  first: PlannedQuery[];
  second: PlannedQuery[];
}

/** A home's id as the detail page's address carries it; anything else is not looked up (nor echoed into the page). */
const RENTAL_OBJECT_ID = /^[A-Za-z0-9_-]{1,40}$/;

const fixed = (operation: string, variables: Variables = {}): PlannedQuery => ({ operation, variables });

const field = (value: unknown, ...path: string[]): unknown => path.reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined), value);

/** The account page asks whether the applicant's e-mail is on the agency's newsletter list (src/features/newsletter). */
const newsletterCheck: PlannedQuery = {
  operation: 'getIsNewsletterSubscriber',
  variables: (answers) => {
    const profile = field(answers.get('getAgencyProfile'), 'getAgencyProfile', 'agencyProfile');
    const email = field(answers.get('getApplicant'), 'getApplicant', 'applicant', 'email');
    const listId = field(profile, 'newsletterListId');
    if (field(profile, 'newsletterEnabled') !== true || typeof listId !== 'string' || !listId || typeof email !== 'string' || !email) return null;
    return { list_id: listId, email };
  },
};

export function pagePlan(path: string, hasQuery: boolean, loggedIn: boolean): PagePlan {
  const route = `/${path.replace(/^\/+|\/+$/g, '')}`;
  // Every page: the header's agency profile and the maintenance message; logged in, the header's indicators.
  const first = [fixed('getAgencyProfile'), fixed('getMaintenanceMessage'), ...(loggedIn ? [fixed('getIndicators')] : [])];
  const second: PlannedQuery[] = [];
  // The list's first page when no filter is in the address (a filter in the address or kept from the last visit
  // gives other variables: the SPA fetches that page itself).
  if (route === '/lediga-bostader' && !hasQuery) {
    first.push(fixed('getRentalObjectsAvailable', { filter: listingFilterInput(EMPTY_FILTER), sort: DEFAULT_SORT, skip: 0, take: PAGE_SIZE }), fixed('getSubscriptionFilter'));
  }
  const home = /^\/rental-object\/([^/]+)$/.exec(route)?.[1];
  if (home && RENTAL_OBJECT_ID.test(home)) first.push(fixed('getRentalObject', { rentalObjectId: home }));
  if (loggedIn && route.startsWith('/profile/')) {
    first.push(fixed('getApplicant'), fixed('getApplicantWarningsAndBlocksQuery'));
    if (route === '/profile/account') {
      first.push(fixed('getHasActiveAutopayAgreement'));
      second.push(newsletterCheck);
    }
    if (route === '/profile/payments') first.push(fixed('getOrders'));
    if (route === '/profile/subscriptions') first.push(fixed('getSubscriptions'), fixed('getSubscriptionFilter'));
  }
  return { first, second };
}
