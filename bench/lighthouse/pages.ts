// The pages the Lighthouse bench and the A/B trace measure (issue 9): the public ones and, logged in as the paying demo
// applicant, three of My pages.

export interface BenchPage {
  key: string;
  title: string;
  path: (ctx: { rentalObjectId: string }) => string;
  loggedIn: boolean;
}

export const PAGES: BenchPage[] = [
  { key: 'start', title: 'start', path: () => '/mypages/app/', loggedIn: false },
  { key: 'login', title: 'login', path: () => '/mypages/app/login', loggedIn: false },
  { key: 'list', title: 'vacant homes', path: () => '/mypages/app/lediga-bostader', loggedIn: false },
  { key: 'detail', title: "a home's detail page", path: ({ rentalObjectId }) => `/mypages/app/rental-object/${rentalObjectId}`, loggedIn: false },
  { key: 'account', title: 'account (logged in)', path: () => '/mypages/app/profile/account', loggedIn: true },
  { key: 'payments', title: 'payments (logged in)', path: () => '/mypages/app/profile/payments', loggedIn: true },
  { key: 'subscriptions', title: 'saved searches (logged in)', path: () => '/mypages/app/profile/subscriptions', loggedIn: true },
];

/** The pages a comma-separated list of keys names; throws on an unknown key. */
export function choosePages(keys: string): BenchPage[] {
  return keys.split(',').map((key) => {
    const page = PAGES.find((p) => p.key === key.trim());
    if (!page) throw new Error(`unknown page ${key}; pages: ${PAGES.map((p) => p.key).join(', ')}`);
    return page;
  });
}
