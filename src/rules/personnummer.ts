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
