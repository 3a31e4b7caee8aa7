// Tink's scaled amounts ({value:{unscaledValue, scale}, currencyCode}, strings) to and from whole öre.
import type { TinkAmount } from './types';

/** The amount in kronor as a number: unscaledValue × 10^(−scale). */
export function amountValue(amount: TinkAmount): number {
  const unscaled = Number(amount.value.unscaledValue);
  const scale = Number(amount.value.scale);
  if (!Number.isFinite(unscaled) || !Number.isInteger(scale)) throw new Error('not a Tink amount');
  return unscaled * 10 ** -scale;
}

/** The amount in whole öre (rounded half away from zero), exact in integers so sums stay exact. */
export function amountToOre(amount: TinkAmount): number {
  amountValue(amount); // refuses what is not an amount
  const unscaled = BigInt(amount.value.unscaledValue);
  const shift = 2 - Number(amount.value.scale);
  if (shift >= 0) return Number(unscaled * 10n ** BigInt(shift));
  const divisor = 10n ** BigInt(-shift);
  const magnitude = unscaled < 0n ? -unscaled : unscaled;
  const rounded = (magnitude * 2n + divisor) / (divisor * 2n);
  return Number(unscaled < 0n ? -rounded : rounded);
}

/** Whole öre as Tink sends an amount (scale 2). */
export function oreToAmount(ore: number, currencyCode = 'SEK'): TinkAmount {
  return { value: { unscaledValue: String(Math.trunc(ore)), scale: '2' }, currencyCode };
}
