import { Kind } from 'graphql';
import { OPERATIONS_DIR, operationDocuments } from '../trusted-documents';
import { pagePlan, type PlannedQuery } from './page-plan';

const names = (queries: PlannedQuery[]) => queries.map((q) => q.operation);
const SHELL = ['getAgencyProfile', 'getMaintenanceMessage'];
const LOGGED_IN_SHELL = [...SHELL, 'getIndicators'];

describe('pagePlan: what a page asks for first', () => {
  it.each([
    { path: '/', query: false, loggedIn: false, first: SHELL },
    { path: '/login', query: false, loggedIn: false, first: SHELL },
    { path: '/', query: false, loggedIn: true, first: LOGGED_IN_SHELL },
    { path: '/lediga-bostader', query: false, loggedIn: false, first: [...SHELL, 'getRentalObjectsAvailable', 'getSubscriptionFilter'] },
    { path: '/lediga-bostader/', query: false, loggedIn: true, first: [...LOGGED_IN_SHELL, 'getRentalObjectsAvailable', 'getSubscriptionFilter'] },
    // A filter in the address gives other variables: the SPA fetches that page itself.
    { path: '/lediga-bostader', query: true, loggedIn: false, first: SHELL },
    { path: '/rental-object/RO00001', query: false, loggedIn: false, first: [...SHELL, 'getRentalObject'] },
    { path: '/rental-object/RO00001', query: true, loggedIn: true, first: [...LOGGED_IN_SHELL, 'getRentalObject'] },
    // Only an id's characters are looked up (and so echoed into the page).
    { path: '/rental-object/%3Cscript%3E', query: false, loggedIn: false, first: SHELL },
    { path: `/rental-object/${'A'.repeat(41)}`, query: false, loggedIn: false, first: SHELL },
    { path: '/rental-object/RO00001/showing', query: false, loggedIn: false, first: SHELL },
    { path: '/profile/account', query: false, loggedIn: true, first: [...LOGGED_IN_SHELL, 'getApplicant', 'getApplicantWarningsAndBlocksQuery', 'getHasActiveAutopayAgreement'] },
    { path: '/profile/payments', query: false, loggedIn: true, first: [...LOGGED_IN_SHELL, 'getApplicant', 'getApplicantWarningsAndBlocksQuery', 'getOrders'] },
    { path: '/profile/subscriptions', query: false, loggedIn: true, first: [...LOGGED_IN_SHELL, 'getApplicant', 'getApplicantWarningsAndBlocksQuery', 'getSubscriptions', 'getSubscriptionFilter'] },
    { path: '/profile/documents', query: false, loggedIn: true, first: [...LOGGED_IN_SHELL, 'getApplicant', 'getApplicantWarningsAndBlocksQuery'] },
    // A visitor's My pages end on the login page: nothing of an applicant is asked.
    { path: '/profile/account', query: false, loggedIn: false, first: SHELL },
  ])('$path (query string: $query, logged in: $loggedIn)', ({ path, query, loggedIn, first }) => {
    expect(names(pagePlan(path, query, loggedIn).first)).toEqual(first);
  });

  it('asks for the list with the variables the list page gives its first page', () => {
    const list = pagePlan('/lediga-bostader', false, false).first.find((q) => q.operation === 'getRentalObjectsAvailable');
    expect(list?.variables).toEqual({ filter: {}, sort: 'startDate', skip: 0, take: 20 });
    expect(pagePlan('/rental-object/RO00042', false, false).first.at(-1)?.variables).toEqual({ rentalObjectId: 'RO00042' });
  });

  describe('the account page asks for the newsletter check with what the first answers say', () => {
    const check = pagePlan('/profile/account', false, true).second;
    const variablesFrom = (profile: object, applicant: object) => {
      const q = check[0]!;
      const answers = new Map<string, unknown>([
        ['getAgencyProfile', { getAgencyProfile: { agencyProfile: profile } }],
        ['getApplicant', { getApplicant: { applicant } }],
      ]);
      return typeof q.variables === 'function' ? q.variables(answers) : q.variables;
    };

    it('is planned for the account page only', () => {
      expect(names(check)).toEqual(['getIsNewsletterSubscriber']);
      expect(pagePlan('/profile/payments', false, true).second).toEqual([]);
    });
    it.each([
      { profile: { newsletterEnabled: true, newsletterListId: 'list' }, applicant: { email: 'a@example.se' }, variables: { list_id: 'list', email: 'a@example.se' } },
      { profile: { newsletterEnabled: false, newsletterListId: 'list' }, applicant: { email: 'a@example.se' }, variables: null },
      { profile: { newsletterEnabled: true, newsletterListId: '' }, applicant: { email: 'a@example.se' }, variables: null },
      { profile: { newsletterEnabled: true, newsletterListId: 'list' }, applicant: { email: null }, variables: null },
    ])('$profile, $applicant → $variables', ({ profile, applicant, variables }) => {
      expect(variablesFrom(profile, applicant)).toEqual(variables);
    });
    it('is not asked when an answer is missing', () => {
      const q = check[0]!;
      expect(typeof q.variables === 'function' ? q.variables(new Map()) : 'fixed').toBeNull();
    });
  });
});

it('plans only operations the SPA has (operations/), so none is skipped for a misspelt name', () => {
  const known = new Set(operationDocuments(OPERATIONS_DIR, ['staff']).flatMap((d) => d.definitions.flatMap((def) => (def.kind === Kind.OPERATION_DEFINITION && def.name ? [def.name.value] : []))));
  const paths = ['/', '/lediga-bostader', '/rental-object/RO00001', '/profile/account', '/profile/payments', '/profile/subscriptions'];
  const planned = paths.flatMap((path) => {
    const plan = pagePlan(path, false, true);
    return [...plan.first, ...plan.second].map((q) => q.operation);
  });
  expect(planned.length).toBeGreaterThan(10);
  expect(planned.filter((name) => !known.has(name))).toEqual([]);
});
