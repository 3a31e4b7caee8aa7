// Money and date display in sv-SE (spec 000 §3: formatted variants of amounts and dates). Amounts are kept in
// öre everywhere; kronor are only for display. Shared by the SPA and the server's *Formated fields.

// Each made once, on first use: a NumberFormat costs far more to build than to use, and a list formats a price per home.
const kronorFormats = new Map<number, Intl.NumberFormat>();
const kronorFormat = (fractionDigits: number) => {
  let format = kronorFormats.get(fractionDigits);
  if (!format) {
    format = new Intl.NumberFormat('sv-SE', { minimumFractionDigits: fractionDigits, maximumFractionDigits: 2 });
    kronorFormats.set(fractionDigits, format);
  }
  return format;
};

/** 30500 → '305 kr'; 850000 → '8 500 kr'; 30550 → '305,50 kr'. Thousands separated by a plain space. */
export function formatKronor(ore: number): string {
  const kronor = ore / 100;
  const text = kronorFormat(Number.isInteger(kronor) ? 0 : 2).format(kronor);
  return `${text.replace(/[\u00a0\u202f]/g, ' ').replace('−', '-')} kr`;
}

/** An ISO day stays as it is (2026-11-22): the spec's date format. Null stays null. */
export function formatDay(day: string | null | undefined): string | null {
  return day ? day.slice(0, 10) : null;
}

/** VAT rate of the queue fee (spec 000 §9). */
export const VAT_PERCENT = 25;

/** Splits an amount including VAT into net and VAT, in whole öre (VAT rounded, net = gross − VAT). */
export function splitVat(grossOre: number, vatPercent = VAT_PERCENT): { net: number; vat: number } {
  const vat = Math.round((grossOre * vatPercent) / (100 + vatPercent));
  return { net: grossOre - vat, vat };
}
