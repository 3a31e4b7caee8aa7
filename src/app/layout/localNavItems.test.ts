import { localNavItems } from './localNavItems';

describe('localNavItems', () => {
  it('gives an applicant all six sections', () => {
    expect(localNavItems(false).map((i) => i.label)).toEqual([
      'Konto',
      'Intresseanmälningar',
      'Dokument',
      'Inkomster',
      'Betalningar',
      'Bevakningar',
    ]);
  });

  it('gives a co-applicant account, documents, incomes and subscriptions only', () => {
    expect(localNavItems(true).map((i) => i.label)).toEqual(['Konto', 'Dokument', 'Inkomster', 'Bevakningar']);
  });
});
