/**
 * Splits, reverse splits and bonus issues: on the effective date every share account of the
 * symbol (holdings and units reserved by open SELLs, every sub-account and master account, both
 * environments) is scaled by the ratio 'new:old' through balanced transfers against the environment's
 * corporate-action account. On a whole-share exchange the fraction of a share a holding would end
 * with is paid as cash in lieu at the last captured price (USD at the managed rate, through the
 * ledger, a wallet transaction per sub-account). Candles stay raw (the spec). One
 * `corporateaction.split` per partner and environment lists the affected accounts.
 */
import type { CorporateActionRecord } from '../../storage/corporate-actions.ts';
import type { LedgerAccount } from '../../storage/ledger.ts';
import type { Env } from '../../storage/types.ts';
import { recordWalletTransaction } from '../sub-accounts/wallets.ts';
import type { AccountSpec } from '../ledger.ts';
import { ledgerAccounts, MASTER_OWNER, shareAsset } from '../ledger.ts';
import { usdFromMinor } from '../money.ts';
import type { Step } from '../step.ts';
import { CASH_IN_LIEU_CASH, CASH_IN_LIEU_UNITS, SPLIT_UNITS } from '../trading/lots.ts';
import { addDays } from '../market/calendar.ts';
import { adjustedPriceMinor, splitSteps } from '../market/split-adjustment.ts';
import { fxFor, listingOf, rawCapturedPrice } from '../trading/market.ts';
import { cashInLieuMinor, ratioOf, scaledUnits } from './split-math.ts';
import { adjustOpenOrders } from './split-orders.ts';
import { onServiceClock } from '../test-clocks/bindings.ts';

/** The environment's side of every split: the shares a split creates or retires, the cash in lieu it pays (may go negative). */
export function corporateActionAccount(env: Env, asset: string): AccountSpec {
  return { id: `${env}/system/corporate_action/${asset}`, env, partnerId: null, kind: 'corporate_action', asset, mayGoNegative: true };
}

/** `env/partner/kind/owner/asset`: the owner segment of a partner share account. */
const ownerOf = (a: LedgerAccount): string => a.id.slice(`${a.env}/${a.partnerId}/${a.kind}/`.length).split('/')[0]!;

interface Affected {
  subAccountId: string | null;
  externalId: string | null;
  accountType: 'SUB_ACCOUNT' | 'MASTER';
  previousUnits: number;
  units: number;
  cashInLieuUsd: number;
}

/** Moves `to - from` units between the account and the corporate-action account. */
function rescale(step: Step, spec: AccountSpec, from: number, to: number, ref: string): void {
  const side = corporateActionAccount(spec.env, spec.asset);
  if (to > from) step.transfer({ debit: side, credit: spec, amountMinor: to - from, kind: SPLIT_UNITS, ref });
  if (to < from) step.transfer({ debit: spec, credit: side, amountMinor: from - to, kind: SPLIT_UNITS, ref });
}

interface OwnerUnits {
  env: Env;
  partnerId: string;
  owner: string;
  /** Held plus reserved by open SELLs, before the split. */
  totalMicro: number;
}

/** Every owner of the symbol's units (held or reserved), from the ledger. */
function ownersOf(step: Step, symbol: string): OwnerUnits[] {
  const asset = shareAsset(symbol);
  const owners = new Map<string, OwnerUnits>();
  for (const kind of ['holding', 'units_reserved'] as const) {
    for (const a of step.stores.ledger.holders(kind, asset)) {
      if (a.partnerId === null) continue;
      const owner = ownerOf(a);
      const key = `${a.env}\u0000${a.partnerId}\u0000${owner}`;
      if (owners.has(key)) continue;
      const held = step.ledger.balance(ledgerAccounts.holding(a.env, a.partnerId, owner, symbol));
      const reserved = step.ledger.balance(ledgerAccounts.unitsReserved(a.env, a.partnerId, owner, symbol));
      owners.set(key, { env: a.env, partnerId: a.partnerId, owner, totalMicro: held + reserved });
    }
  }
  return [...owners.values()];
}

/**
 * Each owner's units move once, on the holding, by the exact rescaled total; the resting orders are
 * replaced around that move so the holding never goes negative: after it when the split adds units
 * (a SELL's extra reserved units come out of the new holding), before it when a reverse split removes
 * units (a SELL gives its excess back first). The whole-share fraction then leaves as cash in lieu.
 */
export function applySplit(
  step: Step,
  action: CorporateActionRecord,
  /** The owners it reaches: by default those on the service clock (a test clock splits its own by its dates). */
  include: (o: { env: Env; partnerId: string; owner: string }) => boolean = (o) => onServiceClock(step.stores, o),
): void {
  const ratio = ratioOf(action.terms.ratio!);
  const { instrument, exchange } = listingOf(step.stores, action.symbol);
  const whole = !exchange.fractional;
  const asset = shareAsset(action.symbol);
  const owners = ownersOf(step, action.symbol).filter(include);
  const grows = ratio.newShares > ratio.oldShares;
  const ordersOf = (o: { env: Env; partnerId: string; ownerId: string }): boolean => include({ env: o.env, partnerId: o.partnerId, owner: o.ownerId });
  if (!grows) adjustOpenOrders(step, action.symbol, ratio, whole, ordersOf);
  for (const o of owners) {
    const exact = scaledUnits(o.totalMicro, ratio, false);
    rescale(step, ledgerAccounts.holding(o.env, o.partnerId, o.owner, action.symbol), o.totalMicro, exact, action.id);
  }
  if (grows) adjustOpenOrders(step, action.symbol, ratio, whole, ordersOf);
  // Cash in lieu is priced in pre-split shares: the last capture, restated only across earlier splits.
  const raw = rawCapturedPrice(step.stores, action.symbol);
  const earlier = splitSteps(step.stores, { symbol: action.symbol, effectiveOnly: true }).get(action.symbol);
  const price = raw && { priceMinor: adjustedPriceMinor(raw.priceMinor, earlier, raw.sessionDate, addDays(action.effectiveDate, -1)) };
  // Captured prices are now read in post-split shares: quotes derived from them are stale.
  step.stores.market.latestVersion += 1;
  const batches = new Map<string, { env: Env; partnerId: string; affected: Affected[] }>();
  for (const o of owners) {
    const holding = ledgerAccounts.holding(o.env, o.partnerId, o.owner, action.symbol);
    const exact = scaledUnits(o.totalMicro, ratio, false);
    // Never more than the holding: a partially filled SELL may keep a fraction reserved (split-orders.ts).
    const kept = Math.max(scaledUnits(o.totalMicro, ratio, whole), exact - step.ledger.balance(holding));
    let cashMinor = 0;
    if (exact > kept) {
      // The fraction paid in cash leaves the holding as its own movement, so the tax lots see it sold.
      step.transfer({ debit: holding, credit: corporateActionAccount(o.env, asset), amountMinor: exact - kept, kind: CASH_IN_LIEU_UNITS, ref: action.id });
      if (price) {
        const perUsdMicro = fxFor(step.stores, instrument.currency).perUsdMicro;
        cashMinor = cashInLieuMinor(o.totalMicro, kept, ratio, price.priceMinor, exchange.currencyMinorDigits, perUsdMicro);
      }
    }
    if (cashMinor > 0) {
      step.transfer({
        debit: corporateActionAccount(o.env, 'USD'),
        credit: ledgerAccounts.cashSettled(o.env, o.partnerId, o.owner),
        amountMinor: cashMinor,
        kind: CASH_IN_LIEU_CASH,
        ref: action.id,
      });
      if (o.owner !== MASTER_OWNER) {
        recordWalletTransaction(step, { env: o.env, partnerId: o.partnerId }, o.owner, {
          type: 'CASH_IN_LIEU',
          amountMinor: cashMinor,
          details: { corporateActionId: action.id, symbol: action.symbol, ratio: action.terms.ratio, units: (exact - kept) / 1_000_000 },
        });
      }
    }
    const isMaster = o.owner === MASTER_OWNER;
    const batchKey = `${o.env}\u0000${o.partnerId}`;
    const batch = batches.get(batchKey) ?? { env: o.env, partnerId: o.partnerId, affected: [] };
    batch.affected.push({
      subAccountId: isMaster ? null : o.owner,
      externalId: isMaster ? null : (step.stores.subAccounts.byId(o.owner)?.externalId ?? null),
      accountType: isMaster ? 'MASTER' : 'SUB_ACCOUNT',
      previousUnits: o.totalMicro / 1_000_000,
      units: kept / 1_000_000,
      cashInLieuUsd: usdFromMinor(cashMinor),
    });
    batches.set(batchKey, batch);
  }
  for (const b of batches.values()) {
    step.emit({ env: b.env, partnerId: b.partnerId }, 'corporateaction.split', {
      corporateActionId: action.id,
      type: action.type,
      symbol: action.symbol,
      exchange: action.exchange,
      ratio: action.terms.ratio,
      effectiveDate: action.effectiveDate,
      affectedSubAccounts: b.affected,
    });
  }
}
