import { findForbiddenText, isAllowedText } from './forbidden-text';

describe('isAllowedText', () => {
  it.each([
    ['Anna Andersson', false, true],
    ['Åsa Öberg-Ärlig, c/o Ünal', false, true],
    ['emoji 🏠 and CJK 住宅', false, true],
    ['', false, true],
    ['a\u0000b', false, false],
    ['a\u0000b', true, false],
    ['bell\u0007', false, false],
    ['escape\u001b[31m', false, false],
    ['delete\u007f', false, false],
    ['c1 \u0085 next line', false, false],
    ['lone high \ud800 surrogate', false, false],
    ['lone low \udc00 surrogate', false, false],
    ['line\nbreak', false, false],
    ['tab\there', false, false],
    ['carriage\rreturn', false, false],
    ['line\nbreak', true, true],
    ['tab\there', true, true],
    ['crlf\r\n', true, true],
  ])('%j (multiline %s) → %s', (text, multiline, allowed) => {
    expect(isAllowedText(text, multiline)).toBe(allowed);
  });
});

describe('findForbiddenText', () => {
  const multiline = new Set(['message']);
  const nullPrototype = Object.assign(Object.create(null) as Record<string, unknown>, { key: 'x\u0000' });
  const chained = Object.create(Object.create(null) as object) as Record<string, unknown>;
  chained.key = 'y\u0000';
  it.each([
    ['a clean nested value', { contact: { street: 'Gatan 1', tags: ['a', 'b'] }, n: 1, ok: true, none: null }, null],
    ['a string at the top', 'x\u0000', '(värde)'],
    ['a nested input field', { contact: { street: 'Gatan\u00001' } }, 'contact.street'],
    ['an item of a list', { filter: { categoryIds: ['ok', 'b\u0000'] } }, 'filter.categoryIds.1'],
    ['a key', { ['k\u0000']: 'v' }, '(nyckel)'],
    ['a line break in a one-line field', { name: 'a\nb' }, 'name'],
    ['a line break in a free-text field', { message: 'rad 1\nrad 2\tindrag' }, null],
    ['a NUL in a free-text field', { message: 'rad\u0000' }, 'message'],
    ['a line break in a free-text list', { message: ['a\nb'] }, null],
    ['an object without prototype (a parsed query string)', nullPrototype, 'key'],
    ['an object on a prototype-less chain', chained, 'key'],
    ['a file is not read', { file: new Blob(['\u0000']) }, null],
  ])('%s → %s', (_what, value, path) => {
    expect(findForbiddenText(value, multiline)).toBe(path);
  });
});
