// Swedish personal identity numbers (personnummer) and coordination numbers (samordningsnummer)
// in the 12-digit form YYYYMMDDNNNC. Pure: shared by the SPA and the server.

export const PNR_PATTERN = /^\d{12}$/;

/** Luhn (mod 10) over the last ten digits: YYMMDDNNNC. */
export function hasValidCheckDigit(pnr12: string): boolean {
  if (!PNR_PATTERN.test(pnr12)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const d = Number(pnr12[i + 2]) * (i % 2 === 0 ? 2 : 1);
    sum += d > 9 ? d - 9 : d;
  }
  return sum % 10 === 0;
}

export type PnrKind = 'personnummer' | 'samordningsnummer';

/** The birth date a 12-digit number encodes (samordningsnummer: day + 60), or null when it is no date. */
export function birthDateOf(pnr12: string): { date: string; kind: PnrKind } | null {
  if (!PNR_PATTERN.test(pnr12)) return null;
  const year = Number(pnr12.slice(0, 4));
  const month = Number(pnr12.slice(4, 6));
  let day = Number(pnr12.slice(6, 8));
  let kind: PnrKind = 'personnummer';
  if (day > 60) {
    day -= 60;
    kind = 'samordningsnummer';
  }
  if (year < 1850 || month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return { date: `${year}-${pad(month)}-${pad(day)}`, kind };
}

/** A valid 12-digit personnummer or samordningsnummer: digits, real date, check digit. */
export function isValidPersonalIdentityNumber(pnr12: string): boolean {
  return birthDateOf(pnr12) !== null && hasValidCheckDigit(pnr12);
}

/** For logs and screens: the birth date stays, the last four digits never leave. */
export function maskPersonalIdentityNumber(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits.length !== 12) return '************';
  return `${digits.slice(0, 8)}-XXXX`;
}

/**
 * A personnummer as people write it (19900101-1234, 199001011234, 900101-1234, 9001011234, 900101+1234) in its 12-digit
 * form, or null when it is none of those forms. Ten digits take the century that makes the person at most 99 years old
 * on `today` (YYYY-MM-DD), a '+' one hundred more (the Tax Agency's rule for people aged 100 or more). The check digit is
 * not checked here: a search finds what is stored.
 */
export function normalisePersonalIdentityNumber(input: string, today: string): string | null {
  const s = input.replace(/\s/g, '');
  const full = /^(\d{8})-?(\d{4})$/.exec(s);
  if (full) return full[1]! + full[2]!;
  const short = /^(\d{6})([-+]?)(\d{4})$/.exec(s);
  if (!short) return null;
  const [, yymmdd, sign, last] = short as unknown as [string, string, string, string];
  const todayDigits = today.replace(/-/g, '');
  let century = Number(todayDigits.slice(0, 2));
  if (`${century}${yymmdd}` > todayDigits.slice(0, 8)) century -= 1;
  if (sign === '+') century -= 1;
  return `${century}${yymmdd}${last}`;
}
