import { amountToOre, amountValue, oreToAmount } from './amount';

const amount = (unscaledValue: string, scale: string) => ({ value: { unscaledValue, scale }, currencyCode: 'SEK' });

describe('Tink amounts', () => {
  it.each([
    ['3250000', '2', 32_500, 3_250_000],
    ['-45900', '2', -459, -45_900],
    ['325', '-2', 32_500, 3_250_000],
    ['1234', '0', 1234, 123_400],
    ['12345', '3', 12.345, 1235],
    ['-12345', '3', -12.345, -1235],
  ])('%s × 10^-%s is %d kr, %d öre', (unscaled, scale, kronor, ore) => {
    expect(amountValue(amount(unscaled, scale))).toBeCloseTo(kronor, 6);
    expect(amountToOre(amount(unscaled, scale))).toBe(ore);
  });

  it('refuses what is not an amount', () => {
    expect(() => amountValue(amount('abc', '2'))).toThrow();
    expect(() => amountValue(amount('100', '1.5'))).toThrow();
  });

  it('writes whole öre with scale 2, both ways', () => {
    expect(oreToAmount(-780_000)).toEqual({ value: { unscaledValue: '-780000', scale: '2' }, currencyCode: 'SEK' });
    expect(amountToOre(oreToAmount(2_500_000))).toBe(2_500_000);
  });
});
