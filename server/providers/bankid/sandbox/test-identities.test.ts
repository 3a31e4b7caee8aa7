import { isValidPersonalIdentityNumber } from '../../../../src/rules/personnummer';
import { identityFrom, OTHER_PERSON, TEST_PERSONS, type IdentityInput } from './test-identities';

describe('test identities', () => {
  it.each(TEST_PERSONS.map((p) => [p.personalNumber, `${p.givenName} ${p.surname}`]))('%s (%s) is a valid number', (pnr) => {
    expect(isValidPersonalIdentityNumber(pnr)).toBe(true);
  });

  it.each<[string, IdentityInput, string]>([
    ['nothing chosen', {}, 'none'],
    ['a listed person', { person: '198710152391' }, '198710152391 Nils Sandberg'],
    ['a listed person, typed fields ignored', { person: '198710152391', personalNumber: 'x' }, '198710152391 Nils Sandberg'],
    ['someone typed in', { person: OTHER_PERSON, personalNumber: '196404153832', givenName: ' Lars ', surname: 'Nilsson' }, '196404153832 Lars Nilsson'],
    ['typed with a separator', { person: OTHER_PERSON, personalNumber: '19640415-3832', givenName: 'Lars', surname: 'Nilsson' }, '196404153832 Lars Nilsson'],
    ['typed without choosing "other"', { personalNumber: '196404153832', givenName: 'Lars', surname: 'Nilsson' }, '196404153832 Lars Nilsson'],
    ['a samordningsnummer', { person: OTHER_PERSON, personalNumber: '199004772381', givenName: 'Ali', surname: 'Khan' }, '199004772381 Ali Khan'],
    ['a wrong check digit', { person: OTHER_PERSON, personalNumber: '196404153833', givenName: 'L', surname: 'N' }, 'error personalNumber'],
    ['ten digits', { person: OTHER_PERSON, personalNumber: '6404153832', givenName: 'L', surname: 'N' }, 'error personalNumber'],
    ['"other" with nothing typed', { person: OTHER_PERSON }, 'error personalNumber'],
    ['no given name', { person: OTHER_PERSON, personalNumber: '196404153832', surname: 'N' }, 'error givenName'],
    ['no surname', { person: OTHER_PERSON, personalNumber: '196404153832', givenName: 'L', surname: '  ' }, 'error surname'],
  ])('%s', (_name, input, expected) => {
    const r = identityFrom(input);
    const got = !r.ok ? `error ${r.field}` : r.identity ? `${r.identity.personalNumber} ${r.identity.givenName} ${r.identity.surname}` : 'none';
    expect(got).toBe(expected);
  });
});
