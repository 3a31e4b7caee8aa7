import { serverFieldErrors, summaryErrorsOf } from './formSummary';

describe('the error summary', () => {
  it('lists the errors of fields named by a path (a field of a list) in the order of the form', () => {
    const errors = { street: { type: 'custom', message: 'Ange gatuadress' }, criteria: { income: [{ text: { type: 'custom', message: 'Skriv kravet' } }] } };
    const ids = { street: 'street-id', 'criteria.income.0.text': 'criterion-id', rent: 'rent-id' };
    expect(summaryErrorsOf(errors as never, ids as never)).toEqual([
      { fieldId: 'street-id', message: 'Ange gatuadress' },
      { fieldId: 'criterion-id', message: 'Skriv kravet' },
    ]);
  });

  it("places the server's errors on the fields they name, paths too, the first per field", () => {
    const ids = { rent: 'rent-id', 'criteria.income.0.text': 'criterion-id' };
    const placed = serverFieldErrors(
      [
        { code: 'criteria.income.0.text', text: 'Skriv kravet' },
        { code: 'rent', text: 'Ange hyran' },
        { code: 'rent', text: 'Andra felet' },
        { code: 'unknown', text: 'Inget fält' },
      ],
      ids as never,
    );
    expect(placed).toEqual([
      { name: 'criteria.income.0.text', message: 'Skriv kravet' },
      { name: 'rent', message: 'Ange hyran' },
    ]);
  });
});
