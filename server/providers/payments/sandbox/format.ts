// Amounts as a card page shows them: always with öre ('305,00 kr'), unlike the portal's formatKronor ('305 kr').
const kronor = new Intl.NumberFormat('sv-SE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 30500 → '305,00 kr'; thousands with a plain space so tests can match the text. */
export const formatAmount = (ore: number, currency = 'SEK'): string =>
  `${kronor.format(ore / 100).replace(/[\u00a0\u202f]/g, ' ').replace('−', '-')} ${currency === 'SEK' ? 'kr' : currency}`;
