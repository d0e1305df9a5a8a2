/** The seeded market catalog: static, typed data that the market-data stores seed from. */
export type * from './types.ts';
export { exchanges, exchangeByCode } from './exchanges.ts';
export { holidays } from './holidays.ts';
export { instruments, dualListedTicker } from './instruments.ts';
export { fxRates, fxAsOf } from './fx.ts';
export { dividends, corporateActions } from './corporate.ts';
export { marketIntel, companyNews } from './news.ts';
