/**
 * Pricing a trade exactly (docs/trading-design.md, "Pricing a trade"). Units: local prices in
 * hundredths of the local unit, FX as local units per USD in millionths (`perUsdMicro`), quantities in
 * millionths of a share, USD in cents. With those units the gross is simply
 * `quantityMicro * priceMinor / perUsdMicro` cents, computed in BigInt and rounded half-up once.
 */
import type { Amounts } from '../../machines/order/types.ts';
import { exactRate } from '../fx.ts';

/** The base broker fee: 0.75% of gross. */
export const BASE_FEE_BPS = 75;
export const MICRO_PER_SHARE = 1_000_000;
/** Order-size ceilings (the spec names none): keep every product far inside exact integer range. */
export const MAX_QUANTITY_MICRO = 1_000_000_000 * MICRO_PER_SHARE;
export const MAX_CASH_VALUE_MINOR = 100_000_000_000;

/** '129.20' -> 129_200_000. Managed rates carry at most 6 decimals. */
export function perUsdMicroOf(rateText: string): number {
  const rate = exactRate(rateText, 6);
  if (!rate) throw new Error(`not a managed FX rate: ${rateText}`);
  return Number(rate.numerator * 10n ** BigInt(6 - rate.scale));
}

function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  const q = numerator / denominator;
  return 2n * (numerator % denominator) >= denominator ? q + 1n : q;
}

const bpsOf = (grossMinor: number, bps: number): number => Number(divideHalfUp(BigInt(grossMinor) * BigInt(bps), 10_000n));

/** USD cents of `quantityMicro` shares at `priceMinor`, rounded half-up. */
export function grossMinorOf(quantityMicro: number, priceMinor: number, perUsdMicro: number): number {
  return Number(divideHalfUp(BigInt(quantityMicro) * BigInt(priceMinor), BigInt(perUsdMicro)));
}

/** Gross, the base fee and the partner's markup, each rounded half-up to the cent. */
export function amountsAt(quantityMicro: number, priceMinor: number, perUsdMicro: number, markupBps: number): Amounts {
  const grossMinor = grossMinorOf(quantityMicro, priceMinor, perUsdMicro);
  return { grossMinor, baseFeeMinor: bpsOf(grossMinor, BASE_FEE_BPS), markupMinor: bpsOf(grossMinor, markupBps) };
}

export const feeOf = (a: Amounts): number => a.baseFeeMinor + a.markupMinor;
/** BUY: what the trade costs. */
export const costOf = (a: Amounts): number => a.grossMinor + feeOf(a);
/** SELL: what the trade pays out. */
export const proceedsOf = (a: Amounts): number => a.grossMinor - feeOf(a);

/**
 * The indicative quantity a USD cash value buys at a price: floored to 6 decimals, or to whole shares
 * on whole-share exchanges (never more than the cash value).
 */
export function quantityForCash(cashValueMinor: number, priceMinor: number, perUsdMicro: number, fractional: boolean): number {
  const micro = Number((BigInt(cashValueMinor) * BigInt(perUsdMicro)) / BigInt(priceMinor));
  return fractional ? micro : micro - (micro % MICRO_PER_SHARE);
}

/** Whether a quantity suits the exchange: whole shares, or at most 6 decimals on fractional exchanges. */
export const isTradableQuantity = (quantityMicro: number, fractional: boolean): boolean =>
  Number.isSafeInteger(quantityMicro) && quantityMicro > 0 && quantityMicro <= MAX_QUANTITY_MICRO && (fractional || quantityMicro % MICRO_PER_SHARE === 0);
