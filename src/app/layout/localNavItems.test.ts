// @vitest-environment jsdom
import { matchRoutes } from 'react-router';
import { routes } from '../router';
import { LOCAL_NAV_SECTIONS, localNavItems } from './localNavItems';

const everySection = LOCAL_NAV_SECTIONS.map((s) => ({ ...s, page: true }));

describe('localNavItems', () => {
  it('gives an applicant the sections whose pages exist', () => {
    expect(localNavItems(false).map((i) => i.label)).toEqual(['Konto', 'Betalningar', 'Bevakningar']);
  });

  it('gives a co-applicant account and subscriptions (no applications or payments)', () => {
    expect(localNavItems(true).map((i) => i.label)).toEqual(['Konto', 'Bevakningar']);
  });

  it('once every page exists, gives an applicant all six sections and a co-applicant four (spec 000 §2)', () => {
    expect(localNavItems(false, everySection).map((i) => i.label)).toEqual(['Konto', 'Intresseanmälningar', 'Dokument', 'Inkomster', 'Betalningar', 'Bevakningar']);
    expect(localNavItems(true, everySection).map((i) => i.label)).toEqual(['Konto', 'Dokument', 'Inkomster', 'Bevakningar']);
  });

  // A section's link is shown exactly when the router has a page for it (not the profile area's 'not found' page).
  it.each(LOCAL_NAV_SECTIONS.map((s) => [s.to, s.page] as const))('%s has a page: %s', (to, page) => {
    const matched = matchRoutes(routes, to)?.at(-1)?.route;
    expect(matched !== undefined && matched.path !== '*').toBe(page);
  });
});
