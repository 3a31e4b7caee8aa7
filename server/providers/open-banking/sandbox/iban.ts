// Swedish IBAN-shaped account identifiers: SE, two ISO 7064 check digits, the bank code and 17 digits.
export function swedishIban(bankCode: string, accountDigits: string): { iban: string; bban: string } {
  const bban = `${bankCode}${accountDigits.padStart(17, '0')}`;
  // Letters to numbers (S=28, E=14), the country and 00 moved to the end, mod 97.
  const remainder = BigInt(`${bban}281400`) % 97n;
  const check = String(98n - remainder).padStart(2, '0');
  return { iban: `SE${check}${bban}`, bban };
}

/** The IBAN's checksum holds (a valid IBAN gives 1 mod 97). */
export function ibanChecks(iban: string): boolean {
  const moved = `${iban.slice(4)}${iban.slice(0, 4)}`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  return BigInt(moved) % 97n === 1n;
}
