import { capitalMessages as m, capitalSchema } from './capital';
import { AMOUNT_MAX_KRONOR, profileMessages } from './fields';
import { problemsOf } from './testing';

const valid = { deposition: 'true', depositionTotal: '20 000', capital: 'false', capitalTotal: '', guarantee: 'true' };
const choice = profileMessages.choiceRequired;

describe('capital', () => {
  it('accepts what the form holds', () => {
    expect(capitalSchema.parse(valid)).toEqual({ deposition: true, depositionTotal: 20000, capital: false, capitalTotal: null, guarantee: true });
  });

  it('accepts what the server receives', () => {
    expect(capitalSchema.parse({ deposition: false, capital: true, capitalTotal: 150000.5, guarantee: false })).toEqual({
      deposition: false,
      depositionTotal: null,
      capital: true,
      capitalTotal: 150000.5,
      guarantee: false,
    });
  });

  it('needs every choice before saving', () => {
    expect(problemsOf(capitalSchema, {})).toEqual([`deposition: ${choice}`, `capital: ${choice}`, `guarantee: ${choice}`]);
  });

  it.each([
    [{ deposition: '' }, 'deposition', choice],
    [{ deposition: 'kanske' }, 'deposition', choice],
    [{ guarantee: null }, 'guarantee', choice],
    [{ depositionTotal: '' }, 'depositionTotal', m.depositionTotal.required],
    [{ depositionTotal: 'tjugo tusen' }, 'depositionTotal', m.depositionTotal.notNumber],
    [{ depositionTotal: '1e5' }, 'depositionTotal', m.depositionTotal.notNumber],
    [{ depositionTotal: '0' }, 'depositionTotal', m.depositionTotal.notPositive],
    [{ depositionTotal: '-500' }, 'depositionTotal', m.depositionTotal.notPositive],
    [{ depositionTotal: String(AMOUNT_MAX_KRONOR + 1) }, 'depositionTotal', m.depositionTotal.tooLarge],
    [{ capital: 'true', capitalTotal: undefined }, 'capitalTotal', m.capitalTotal.required],
    [{ capital: 'true', capitalTotal: 'mycket' }, 'capitalTotal', m.capitalTotal.notNumber],
    [{ capital: 'true', capitalTotal: '0,00' }, 'capitalTotal', m.capitalTotal.notPositive],
    [{ capital: true, capitalTotal: -1 }, 'capitalTotal', m.capitalTotal.notPositive],
    [{ capital: true, capitalTotal: AMOUNT_MAX_KRONOR + 1 }, 'capitalTotal', m.capitalTotal.tooLarge],
  ])('%o → %s: %s', (change, path, message) => {
    expect(problemsOf(capitalSchema, { ...valid, ...change })).toEqual([`${path}: ${message}`]);
  });

  it.each([
    [{ depositionTotal: '20000 kr' }, 20000],
    [{ depositionTotal: '20\u00a0000' }, 20000],
    [{ depositionTotal: '19 999,50' }, 19999.5],
    [{ depositionTotal: '0,01' }, 0.01],
    [{ depositionTotal: String(AMOUNT_MAX_KRONOR) }, AMOUNT_MAX_KRONOR],
  ])('reads %o as %d kronor', (change, kronor) => {
    expect(capitalSchema.parse({ ...valid, ...change }).depositionTotal).toBe(kronor);
  });

  it('forgets an amount whose answer is no, even one that is not a number', () => {
    expect(capitalSchema.parse({ ...valid, deposition: 'false', depositionTotal: 'abc' }).depositionTotal).toBeNull();
  });

  it('checks the amount and the other choices in the same save', () => {
    expect(problemsOf(capitalSchema, { deposition: 'true', depositionTotal: '' })).toEqual([
      `capital: ${choice}`,
      `guarantee: ${choice}`,
      `depositionTotal: ${m.depositionTotal.required}`,
    ]);
  });
});
