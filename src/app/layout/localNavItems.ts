// The 'My pages' sections (spec 000 §2), in one list: co-applicants have no applications or payments pages, and a
// section whose page does not exist yet is not linked (`page: false`). The issue that adds a section's page turns its
// link on here; localNavItems.test.ts checks the flags against the router's routes, so neither can be forgotten.
export interface LocalNavItem {
  to: string;
  label: string;
}

interface Section extends LocalNavItem {
  /** Shown to a co-applicant too. */
  coApplicant: boolean;
  /** The section's page exists (a route renders it). */
  page: boolean;
}

export const LOCAL_NAV_SECTIONS: readonly Section[] = [
  { to: '/profile/account', label: 'Konto', coApplicant: true, page: true },
  // The questionnaires (issue 11): not in spec 000's list, but a co-applicant answers them too (registering interest
  // needs both partners' details), so both get the link.
  { to: '/profile/details', label: 'Uppgifter', coApplicant: true, page: true },
  { to: '/profile/applications', label: 'Intresseanmälningar', coApplicant: false, page: true },
  { to: '/profile/documents', label: 'Dokument', coApplicant: true, page: true },
  { to: '/profile/incomes', label: 'Inkomster', coApplicant: true, page: true },
  { to: '/profile/payments', label: 'Betalningar', coApplicant: false, page: true },
  { to: '/profile/subscriptions', label: 'Bevakningar', coApplicant: true, page: true },
];

export function localNavItems(isCoApplicant: boolean, sections: readonly Section[] = LOCAL_NAV_SECTIONS): LocalNavItem[] {
  return sections.filter((s) => s.page && (s.coApplicant || !isCoApplicant)).map(({ to, label }) => ({ to, label }));
}
