import { isValidOcr, ocrFor } from './ocr';

describe('OCR references', () => {
  it.each([
    [1, '00000182'],
    [42, '00004283'],
    [123456, '12345682'],
    [1234567, '123456790'],
  ])('order %i → %s', (orderId, ocr) => {
    expect(ocrFor(orderId)).toBe(ocr);
    expect(isValidOcr(ocr)).toBe(true);
  });

  it.each([
    ['12345683', 'wrong check digit'],
    ['12345672', 'wrong length digit'],
    ['1234-5682', 'not digits'],
    ['12', 'too short'],
  ])('rejects %s (%s)', (ocr) => {
    expect(isValidOcr(ocr)).toBe(false);
  });

  it('gives every order a valid, distinct reference', () => {
    const refs = new Set(Array.from({ length: 2000 }, (_, i) => ocrFor(i + 1)));
    expect(refs.size).toBe(2000);
    for (const r of refs) expect(isValidOcr(r)).toBe(true);
  });
});
