/**
 * Managed FX table: local currency units per one USD, as set by the treasury desk at `asOf`. Levels are
 * plausible for 2026 (XOF follows the EUR peg of 655.957 at EUR/USD ~1.16). These are reference rates
 * for display and USD conversion; they are not market quotes and carry no spread.
 */
import type { CurrencyCode, FxRate } from './types.ts';

export const fxAsOf = '2026-09-01T08:00:00Z';

const rate = (currency: CurrencyCode, perUsd: string): FxRate => ({ currency, perUsd, asOf: fxAsOf, source: 'managed' });

export const fxRates: readonly FxRate[] = [
  rate('KES', '129.20'),
  rate('NGN', '1495.00'),
  rate('ZAR', '17.85'),
  rate('GHS', '11.85'),
  rate('XOF', '566.00'),
  rate('ZMW', '25.80'),
  rate('UGX', '3650.00'),
  rate('TZS', '2550.00'),
  rate('ZWG', '26.80'),
  rate('BWP', '13.60'),
  rate('EGP', '48.50'),
  rate('MWK', '1745.00'),
  rate('MAD', '9.15'),
  rate('MUR', '45.60'),
];
