/**
 * Splits, reverse splits and bonus issues (issue 12): on the effective date every share account of the
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
import { recordWalletTransaction } from '../commands/subaccount-money.ts';
import type { AccountSpec } from '../ledger.ts';
import { ledgerAccounts, MASTER_OWNER, shareAsset } from '../ledger.ts';
import { usdFromMinor } from '../money.ts';
import type { Step } from '../step.ts';
import { CASH_IN_LIEU_CASH, CASH_IN_LIEU_UNITS, SPLIT_UNITS } from '../trading/lots.ts';
import { capturedPrice, fxFor, listingOf } from '../trading/market.ts';

const MICRO = 1_000_000n;

/** The environment's side of every split: the shares a split creates or retires, the cash in lieu it pays (may go negative). */
export function corporateActionAccount(env: Env, asset: string): AccountSpec {
  return { id: `${env}/system/corporate_action/${asset}`, env, partnerId: null, kind: 'corporate_action', asset, mayGoNegative: true };
}

export interface Ratio {
  readonly newShares: bigint;
  readonly oldShares: bigint;
}

export const ratioOf = (text: string): Ratio => {
  const [n, o] = text.split(':');
  return { newShares: BigInt(n!), oldShares: BigInt(o!) };
};

/** Units (millionths) after the split, rounded down to the millionth, or to the whole share on a whole-share exchange. */
export function scaledUnits(unitsMicro: number, r: Ratio, whole: boolean): number {
  const exact = (BigInt(unitsMicro) * r.newShares) / r.oldShares;
  return Number(whole ? (exact / MICRO) * MICRO : exact);
}

function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  const q = numerator / denominator;
  return 2n * (numerator % denominator) >= denominator ? q + 1n : q;
}

/**
 * USD cents for the part of `oldMicro` (pre-split units) that did not become `newMicro` whole shares:
 * (old x new - kept x old) / new pre-split millionths, at the pre-split price, rounded half-up once.
 */
export function cashInLieuMinor(oldMicro: number, newMicro: number, r: Ratio, priceMinor: number, minorDigits: number, perUsdMicro: number): number {
  const leftoverTimesNew = BigInt(oldMicro) * r.newShares - BigInt(newMicro) * r.oldShares;
  if (leftoverTimesNew <= 0n) return 0;
  const numerator = leftoverTimesNew * BigInt(priceMinor) * 100n * MICRO;
  const denominator = r.newShares * MICRO * 10n ** BigInt(minorDigits) * BigInt(perUsdMicro);
  return Number(divideHalfUp(numerator, denominator));
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

export function applySplit(step: Step, action: CorporateActionRecord): void {
  const ratio = ratioOf(action.terms.ratio!);
  const { instrument, exchange } = listingOf(step.stores, action.symbol);
  const whole = !exchange.fractional;
  const asset = shareAsset(action.symbol);
  const batches = new Map<string, { env: Env; partnerId: string; affected: Affected[] }>();
  const owners = new Map<string, { env: Env; partnerId: string; owner: string; holding: number; reserved: number }>();
  for (const kind of ['holding', 'units_reserved'] as const) {
    for (const a of step.stores.ledger.holders(kind, asset)) {
      if (a.partnerId === null) continue;
      const owner = ownerOf(a);
      const key = `${a.env}\u0000${a.partnerId}\u0000${owner}`;
      const o = owners.get(key) ?? { env: a.env, partnerId: a.partnerId, owner, holding: 0, reserved: 0 };
      // The ledger's own balance (the batch may have moved it since the row was read).
      const balance = step.ledger.balance(
        kind === 'holding'
          ? ledgerAccounts.holding(a.env, a.partnerId, owner, action.symbol)
          : ledgerAccounts.unitsReserved(a.env, a.partnerId, owner, action.symbol),
      );
      if (kind === 'holding') o.holding = balance;
      else o.reserved = balance;
      owners.set(key, o);
    }
  }
  const price = capturedPrice(step.stores, action.symbol);
  for (const o of owners.values()) {
    const holding = ledgerAccounts.holding(o.env, o.partnerId, o.owner, action.symbol);
    const reserved = ledgerAccounts.unitsReserved(o.env, o.partnerId, o.owner, action.symbol);
    // Reserved units are the open SELLs' whole quantities (adjusted above), scaled exactly like them.
    const newReserved = scaledUnits(o.reserved, ratio, whole);
    const newHolding = scaledUnits(o.holding, ratio, whole);
    rescale(step, reserved, o.reserved, newReserved, action.id);
    let cashMinor = 0;
    if (whole && price) {
      const perUsdMicro = fxFor(step.stores, instrument.currency).perUsdMicro;
      cashMinor = cashInLieuMinor(o.holding, newHolding, ratio, price.priceMinor, exchange.currencyMinorDigits, perUsdMicro);
    }
    // The fraction paid in cash leaves the holding as its own movement, so the tax lots see it sold.
    const exactHolding = Number((BigInt(o.holding) * ratio.newShares) / ratio.oldShares);
    rescale(step, holding, o.holding, exactHolding, action.id);
    if (exactHolding > newHolding) {
      step.transfer({
        debit: holding,
        credit: corporateActionAccount(o.env, asset),
        amountMinor: exactHolding - newHolding,
        kind: CASH_IN_LIEU_UNITS,
        ref: action.id,
      });
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
          details: { corporateActionId: action.id, symbol: action.symbol, ratio: action.terms.ratio, units: (exactHolding - newHolding) / 1_000_000 },
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
      previousUnits: (o.holding + o.reserved) / 1_000_000,
      units: (newHolding + newReserved) / 1_000_000,
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
