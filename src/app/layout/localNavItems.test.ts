// @vitest-environment jsdom
import { matchRoutes } from 'react-router';
import { routes } from '../router';
import { LOCAL_NAV_SECTIONS, localNavItems } from './localNavItems';

const everySection = LOCAL_NAV_SECTIONS.map((s) => ({ ...s, page: true }));

describe('localNavItems', () => {
  it('gives an applicant the sections whose pages exist', () => {
    expect(localNavItems(false).map((i) => i.label)).toEqual(['Konto', 'Uppgifter', 'Intresseanmälningar', 'Dokument', 'Inkomster', 'Betalningar', 'Bevakningar']);
  });

  it('gives a co-applicant account, details, documents, incomes and subscriptions (no applications or payments)', () => {
    expect(localNavItems(true).map((i) => i.label)).toEqual(['Konto', 'Uppgifter', 'Dokument', 'Inkomster', 'Bevakningar']);
  });

  // Spec 000 §2's six and four sections, with the questionnaires (issue 11) after the account for both.
  it('once every page exists, gives an applicant the six sections and a co-applicant four (spec 000 §2), each with the details page', () => {
    expect(localNavItems(false, everySection).map((i) => i.label)).toEqual(['Konto', 'Uppgifter', 'Intresseanmälningar', 'Dokument', 'Inkomster', 'Betalningar', 'Bevakningar']);
    expect(localNavItems(true, everySection).map((i) => i.label)).toEqual(['Konto', 'Uppgifter', 'Dokument', 'Inkomster', 'Bevakningar']);
  });

  // A section's link is shown exactly when the router has a page for it (not the profile area's 'not found' page).
  it.each(LOCAL_NAV_SECTIONS.map((s) => [s.to, s.page] as const))('%s has a page: %s', (to, page) => {
    const matched = matchRoutes(routes, to)?.at(-1)?.route;
    expect(matched !== undefined && matched.path !== '*').toBe(page);
  });
});
