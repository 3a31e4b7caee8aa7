import { capitalMessages } from './capital';
import { capitalCoversRent, capitalNeeded, reducedIncomeMessages as m, reducedIncomeSchema } from './reducedIncome';
import { problemsOf } from './testing';

describe('capitalCoversRent: at least six months of rent', () => {
  it.each([
    [60000, 10000, true],
    [59999.99, 10000, false],
    [60000.01, 10000, true],
    [0, 0, true],
    [51000, 8500, true],
    [50999, 8500, false],
  ])('%d kr of capital for %d kr/mån → %s', (capital, rent, covers) => {
    expect(capitalCoversRent(capital, rent)).toBe(covers);
  });

  it('needs six months', () => expect(capitalNeeded(8500)).toBe(51000));
});

describe('reduced income requirement', () => {
  it.each([
    [{}, ['reducedIncomeRequirement', m.choiceRequired]],
    [{ reducedIncomeRequirement: '' }, ['reducedIncomeRequirement', m.choiceRequired]],
    [{ reducedIncomeRequirement: 'LOTTERI' }, ['reducedIncomeRequirement', m.choiceRequired]],
    [{ reducedIncomeRequirement: 'CAPITAL' }, ['capitalTotal', capitalMessages.capitalTotal.required]],
    [{ reducedIncomeRequirement: 'CAPITAL', capitalTotal: 'x' }, ['capitalTotal', capitalMessages.capitalTotal.notNumber]],
    [{ reducedIncomeRequirement: 'CAPITAL', capitalTotal: '0' }, ['capitalTotal', capitalMessages.capitalTotal.notPositive]],
    [{ reducedIncomeRequirement: 'CAPITAL', capitalTotal: '60 000' }, null],
    [{ reducedIncomeRequirement: 'DEPOSITION' }, null],
    [{ reducedIncomeRequirement: 'GUARANTEE', capitalTotal: 'ignored' }, null],
  ])('without a rent, %o → %o', (input, problem) => {
    expect(problemsOf(reducedIncomeSchema(), input)).toEqual(problem ? [problem.join(': ')] : []);
  });

  it.each([
    ['51 000', 8500, null],
    ['50 999', 8500, 'Kapitalet måste motsvara minst 6 månadshyror, det vill säga 51 000 kr'],
    ['100', 1234.5, 'Kapitalet måste motsvara minst 6 månadshyror, det vill säga 7 407 kr'],
    ['abc', 8500, capitalMessages.capitalTotal.notNumber],
  ])('capital %s for a rent of %d kr/mån → %s', (capitalTotal, rent, message) => {
    expect(problemsOf(reducedIncomeSchema(rent), { reducedIncomeRequirement: 'CAPITAL', capitalTotal })).toEqual(message ? [`capitalTotal: ${message}`] : []);
  });

  it('gives the choice and the capital only when capital is chosen', () => {
    expect(reducedIncomeSchema(8500).parse({ reducedIncomeRequirement: 'CAPITAL', capitalTotal: '60000' })).toEqual({ reducedIncomeRequirement: 'CAPITAL', capitalTotal: 60000 });
    expect(reducedIncomeSchema(8500).parse({ reducedIncomeRequirement: 'DEPOSITION', capitalTotal: '60000' })).toEqual({ reducedIncomeRequirement: 'DEPOSITION', capitalTotal: null });
  });
});
