import { checkCardForm, type CardFormValues } from './card-form';

const now = new Date('2026-11-22T10:00:00Z');
const ok: CardFormValues = { cardNumber: '4925000000000004', expiry: '12/29', cvc: '123' };

describe('the hosted page card form', () => {
  it.each<[string, Partial<CardFormValues>, string]>([
    ['a test card', {}, 'ok 4925000000000004 1229'],
    ['number in groups of four', { cardNumber: '4925 0000 0000 0004' }, 'ok 4925000000000004 1229'],
    ['expiry without slash', { expiry: '1229' }, 'ok 4925000000000004 1229'],
    ['expiry with one-digit month', { expiry: '3/27' }, 'ok 4925000000000004 0327'],
    ['expiring this month', { expiry: '11/26' }, 'ok 4925000000000004 1126'],
    ['no number', { cardNumber: '' }, 'cardNumber: Ange kortnumret.'],
    ['letters in the number', { cardNumber: '4925abcd00000004' }, 'cardNumber: Kortnumret ska bestå av 12–19 siffror.'],
    ['too short', { cardNumber: '49250000' }, 'cardNumber: Kortnumret ska bestå av 12–19 siffror.'],
    ['expired last month', { expiry: '10/26' }, 'expiry: Kortet har gått ut. Kontrollera utgångsdatumet.'],
    ['month 13', { expiry: '13/29' }, 'expiry: Ange utgångsdatum som MM/ÅÅ, till exempel 12/29.'],
    ['no expiry', { expiry: '' }, 'expiry: Ange utgångsdatum som MM/ÅÅ, till exempel 12/29.'],
    ['CVC of two digits', { cvc: '12' }, 'cvc: Ange CVC, de tre siffrorna på kortets baksida.'],
    ['everything missing', { cardNumber: '', expiry: '', cvc: '' }, 'cardNumber: Ange kortnumret. | expiry: Ange utgångsdatum som MM/ÅÅ, till exempel 12/29. | cvc: Ange CVC, de tre siffrorna på kortets baksida.'],
  ])('%s', (_name, values, expected) => {
    const r = checkCardForm({ ...ok, ...values }, now);
    expect(r.ok ? `ok ${r.number} ${r.expiryDate}` : r.errors.map((e) => `${e.field}: ${e.message}`).join(' | ')).toBe(expected);
  });
});
