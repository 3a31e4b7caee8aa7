// The hosted page's card form, checked as a card page does before it asks the issuer: the number's shape, a
// month that has not passed, a three-digit CVC. Which test card it is, and what the issuer says, comes after.
export interface CardFormValues {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

export type CardField = keyof CardFormValues;

export interface FieldError {
  field: CardField;
  message: string;
}

export type CardFormResult = { ok: true; number: string; expiryDate: string } | { ok: false; errors: FieldError[] };

export const EMPTY_CARD_FORM: CardFormValues = { cardNumber: '', expiry: '', cvc: '' };

const EXPIRY = /^(\d{1,2})\s*[/-]?\s*(\d{2})$/;

function checkExpiry(value: string, now: Date): string | FieldError {
  const m = EXPIRY.exec(value.trim());
  const month = m ? Number(m[1]) : 0;
  if (!m || month < 1 || month > 12) return { field: 'expiry', message: 'Ange utgångsdatum som MM/ÅÅ, till exempel 12/29.' };
  const year = 2000 + Number(m[2]);
  // A card is valid through the last day of its month.
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + (month - 1) < thisMonth) return { field: 'expiry', message: 'Kortet har gått ut. Kontrollera utgångsdatumet.' };
  return `${String(month).padStart(2, '0')}${m[2]}`;
}

export function checkCardForm(values: CardFormValues, now: Date): CardFormResult {
  const errors: FieldError[] = [];
  const number = values.cardNumber.replace(/[\s-]/g, '');
  if (!number) errors.push({ field: 'cardNumber', message: 'Ange kortnumret.' });
  else if (!/^\d{12,19}$/.test(number)) errors.push({ field: 'cardNumber', message: 'Kortnumret ska bestå av 12–19 siffror.' });
  const expiry = checkExpiry(values.expiry, now);
  if (typeof expiry !== 'string') errors.push(expiry);
  if (!/^\d{3}$/.test(values.cvc.trim())) errors.push({ field: 'cvc', message: 'Ange CVC, de tre siffrorna på kortets baksida.' });
  return errors.length || typeof expiry !== 'string' ? { ok: false, errors } : { ok: true, number, expiryDate: expiry };
}
