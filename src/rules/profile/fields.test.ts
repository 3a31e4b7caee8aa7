import { charactersLeft, numberProblem, readId, readNumber, readYesNo } from './fields';

describe('readNumber', () => {
  it.each([
    ['25000', false, 25000],
    ['25 000', false, 25000],
    ['25\u00a0000', false, 25000],
    ['25\u202f000 kr', false, 25000],
    ['25 000 KR', false, 25000],
    [' 7 ', false, 7],
    ['-3', false, -3],
    ['\u22123', false, -3],
    ['1,5', false, NaN],
    ['1,5', true, 1.5],
    ['1.25', true, 1.25],
    ['1,255', true, NaN],
    ['1e3', true, NaN],
    ['0x10', false, NaN],
    ['tio', false, NaN],
    [12, false, 12],
    [12.5, false, NaN],
    [12.5, true, 12.5],
    [Number.POSITIVE_INFINITY, true, NaN],
    [true, false, NaN],
    ['', false, null],
    ['  ', false, null],
    [null, false, null],
    [undefined, false, null],
  ])('%o (decimals %s) → %s', (value, decimals, n) => {
    expect(readNumber(value, decimals)).toBe(n);
  });
});

describe('numberProblem', () => {
  const rules = { required: 'krävs', notNumber: 'siffror', min: { value: 1, message: 'minst 1' }, max: { value: 10, message: 'högst 10' } };
  it.each([
    ['', 'krävs'],
    ['x', 'siffror'],
    ['0', 'minst 1'],
    ['1', null],
    ['10', null],
    ['11', 'högst 10'],
  ])('%o → %s', (value, problem) => expect(numberProblem(value, rules)).toBe(problem));
});

describe('readYesNo and readId', () => {
  it.each([
    [true, true],
    ['true', true],
    [false, false],
    ['false', false],
    ['', null],
    ['ja', null],
    [undefined, null],
  ])('readYesNo(%o) → %s', (value, answer) => expect(readYesNo(value)).toBe(answer));

  it.each([
    ['12', 12],
    [12, 12],
    [' 12 ', 12],
    ['0', null],
    [0, null],
    ['-1', null],
    ['012', null],
    ['1.5', null],
    ['', null],
    [null, null],
  ])('readId(%o) → %s', (value, id) => expect(readId(value)).toBe(id));
});

describe('charactersLeft', () => {
  it.each([
    ['', 10, 10],
    [' ab ', 10, 8],
    [undefined, 3, 3],
    ['abcd', 3, -1],
  ])('%o of %i → %i', (value, max, left) => expect(charactersLeft(value, max)).toBe(left));
});
