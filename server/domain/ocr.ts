// OCR payment references for bankgiro with "hård kontroll": digits + a length digit + a Luhn check digit.
function luhnDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    // Weights 2,1,2,1… from the right of the digits the check digit is appended to.
    let d = Number(digits[digits.length - 1 - i]) * (i % 2 === 0 ? 2 : 1);
    if (d > 9) d -= 9;
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** The OCR reference of an order: the order number (at least 6 digits), a length digit, a check digit. */
export function ocrFor(orderId: number): string {
  const base = String(orderId).padStart(6, '0');
  const withLength = base + String((base.length + 2) % 10);
  return withLength + luhnDigit(withLength);
}

/** Whether a reference has a valid length digit and check digit. */
export function isValidOcr(ocr: string): boolean {
  if (!/^\d{3,25}$/.test(ocr)) return false;
  const body = ocr.slice(0, -1);
  const lengthOk = Number(ocr.at(-2)) === ocr.length % 10;
  return lengthOk && luhnDigit(body) === Number(ocr.at(-1));
}
