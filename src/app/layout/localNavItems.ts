// The 'My pages' sections (spec 000 §2): co-applicants have no applications or payments pages.
export interface LocalNavItem {
  to: string;
  label: string;
}

const ACCOUNT = { to: '/profile/account', label: 'Konto' };
const APPLICATIONS = { to: '/profile/applications', label: 'Intresseanmälningar' };
const DOCUMENTS = { to: '/profile/documents', label: 'Dokument' };
const INCOMES = { to: '/profile/incomes', label: 'Inkomster' };
const PAYMENTS = { to: '/profile/payments', label: 'Betalningar' };
const SUBSCRIPTIONS = { to: '/profile/subscriptions', label: 'Bevakningar' };

export function localNavItems(isCoApplicant: boolean): LocalNavItem[] {
  return isCoApplicant
    ? [ACCOUNT, DOCUMENTS, INCOMES, SUBSCRIPTIONS]
    : [ACCOUNT, APPLICATIONS, DOCUMENTS, INCOMES, PAYMENTS, SUBSCRIPTIONS];
}
