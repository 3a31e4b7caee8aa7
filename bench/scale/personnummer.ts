// Generated test personnummer for the scale database: valid dates and check digits, born 1925–2008, birth numbers
// 980–999 only, as personnummer and as samordningsnummer (day + 60). The i-th applicant gets the i-th number of a fixed
// permutation, so all are distinct without a set of a million strings. Never logged (the generator prints counts).
import { isValidPersonalIdentityNumber } from '../../src/rules/personnummer';
import { dayOf, isoDay } from './days';

const FIRST_DAY = dayOf('1925-01-01');
const DAYS = dayOf('2008-12-31') - FIRST_DAY + 1;
const SERIALS = 20;
/** How many distinct numbers there are (about 1.2 million). */
export const PNR_CAPACITY = DAYS * SERIALS * 2;
const STEP = 1_000_003; // prime, not a factor of PNR_CAPACITY: i → i·STEP mod capacity is a permutation

function checkDigit(nine: string): number {
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    const d = Number(nine[i]) * (i % 2 === 0 ? 2 : 1);
    sum += d > 9 ? d - 9 : d;
  }
  return (10 - (sum % 10)) % 10;
}

/** The i-th number (0 ≤ i < PNR_CAPACITY) and its birth day. */
export function testPersonnummer(i: number): { pnr: string; birthDay: number } {
  if (i >= PNR_CAPACITY) throw new Error(`only ${PNR_CAPACITY} distinct test numbers`);
  const k = (i * STEP) % PNR_CAPACITY;
  const birthDay = FIRST_DAY + (k % DAYS);
  const rest = Math.floor(k / DAYS);
  const serial = 980 + (rest % SERIALS);
  const iso = isoDay(birthDay);
  const dd = Number(iso.slice(8, 10)) + (rest >= SERIALS ? 60 : 0);
  const nine = `${iso.slice(2, 4)}${iso.slice(5, 7)}${String(dd).padStart(2, '0')}${serial}`;
  const pnr = `${iso.slice(0, 2)}${nine}${checkDigit(nine)}`;
  return { pnr, birthDay };
}

/** Throws unless a sample of the numbers passes the app's own validation (src/rules/personnummer.ts). */
export function assertValidSample(): void {
  for (let i = 0; i < 1000; i++) {
    if (!isValidPersonalIdentityNumber(testPersonnummer(i * 997).pnr)) throw new Error(`test number ${i * 997} is not valid`);
  }
}
