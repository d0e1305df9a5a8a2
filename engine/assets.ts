/** Ledger asset names: `USD` for cash, `SHARE:<symbol>` for positions (quantities in millionths). */
export const CASH_ASSET = 'USD';
const SHARE_PREFIX = 'SHARE:';

export function shareAsset(symbol: string): string {
  return SHARE_PREFIX + symbol;
}

/** The instrument symbol of a position asset, or null for cash. */
export function symbolOfAsset(asset: string): string | null {
  return asset.startsWith(SHARE_PREFIX) ? asset.slice(SHARE_PREFIX.length) : null;
}
