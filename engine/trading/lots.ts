/**
 * Tax lots (FIFO) and realized gains of one trading owner (a sub-account, or the partner's master
 * account), rebuilt from the ledger: every fill left its transfers there, tagged with the order id
 * (`ref`), so a fill is the units that moved (`order.fill.units`) plus the gross and fees of the same
 * journal entry. An order whose fill was undone (failed settlement, stop loss) counts for nothing.
 * A lot's cost basis is what the BUY fill cost (gross plus fees); a SELL's proceeds are gross minus
 * fees; its cost is taken from the oldest open lots first, splitting a lot's remaining cost pro rata
 * (rounded half-up to the cent, the last units taking exactly what remains, so no cent is lost).
 */
import type { TransferRecord } from '../../storage/ledger.ts';
import type { Env } from '../../storage/types.ts';
import { ledgerAccounts, shareAsset } from '../ledger.ts';

export interface LedgerReads {
  transfersOf(accountId: string): readonly (TransferRecord & { readonly seq: number })[];
}

export interface OwnerRef {
  readonly env: Env;
  readonly partnerId: string;
  /** `master` or the sub-account id. */
  readonly owner: string;
}

export interface Fill {
  readonly orderId: string;
  readonly symbol: string;
  /**
   * SPLIT: a corporate action rescaled the holding by `quantityMicro` (signed); open lots keep their cost.
   * RENAME_OUT / RENAME_IN: a symbol change moved every unit from one symbol to another in the journal
   * entry `link`; the open lots move with their cost and acquisition date.
   */
  readonly side: 'BUY' | 'SELL' | 'SPLIT' | 'RENAME_OUT' | 'RENAME_IN';
  readonly link?: number;
  /** Ledger position: fills are applied in the order they happened. */
  readonly seq: number;
  readonly atMs: number;
  readonly quantityMicro: number;
  readonly grossMinor: number;
  /** Base fee plus the partner's markup. */
  readonly feeMinor: number;
}

export interface Lot {
  readonly lotId: string;
  readonly orderId: string;
  /** The symbol the lot is held under now: a symbol change relabels open lots. */
  symbol: string;
  readonly acquiredAtMs: number;
  quantityMicro: number;
  readonly costMinor: number;
  remainingMicro: number;
  remainingCostMinor: number;
}

export interface LotUse {
  readonly lotId: string;
  readonly acquiredAtMs: number;
  readonly quantityMicro: number;
  readonly costMinor: number;
}

export interface Gain {
  readonly orderId: string;
  readonly symbol: string;
  readonly soldAtMs: number;
  readonly quantityMicro: number;
  readonly proceedsMinor: number;
  readonly costMinor: number;
  readonly gainMinor: number;
  /** Units sold that no lot covered (shares that arrived other than by a fill): cost zero. */
  readonly unmatchedMicro: number;
  readonly lots: readonly LotUse[];
}

const FILL_UNITS = 'order.fill.units';
const FILL_GROSS = 'order.fill.gross';
const FILL_FEES = new Set(['order.fill.baseFee', 'order.fill.markup']);
/** The units leg of a reversal: the order's fills are void. */
const REVERSED_UNITS = new Set(['order.settlementFailed.units', 'order.stopLoss.units']);

/** Units a split, reverse split or bonus issue added to or removed from a share account (engine/corporate/splits.ts). */
export const SPLIT_UNITS = 'corporateAction.split.units';
/** Units of a whole-share fraction paid out as cash in lieu, and the cash (into settled cash): a sale at that price. */
export const CASH_IN_LIEU_UNITS = 'corporateAction.cashInLieu.units';
export const CASH_IN_LIEU_CASH = 'corporateAction.cashInLieu.cash';
/** Units a symbol change moved out of the old symbol's accounts and into the new one's (engine/corporate/symbol-change.ts). */
export const SYMBOL_CHANGE_UNITS = 'corporateAction.symbolChange.units';

const fillKey = (journalSeq: number, ref: string | null): string => `${journalSeq}|${ref ?? ''}`;

interface Money {
  grossMinor: number;
  feeMinor: number;
}

function money(map: Map<string, Money>, key: string): Money {
  let m = map.get(key);
  if (!m) map.set(key, (m = { grossMinor: 0, feeMinor: 0 }));
  return m;
}

/**
 * Gross and fees per fill (journal entry and order). BUY fills pay out of escrow; SELL fills land
 * their gross in unsettled cash and pay their fees from it.
 */
function fillMoney(ledger: LedgerReads, o: OwnerRef): Map<string, Money> {
  const out = new Map<string, Money>();
  const escrow = ledgerAccounts.escrow(o.env, o.partnerId, o.owner).id;
  for (const t of ledger.transfersOf(escrow)) {
    if (t.debitAccount !== escrow) continue;
    if (t.kind === FILL_GROSS) money(out, fillKey(t.journalSeq, t.ref)).grossMinor += t.amount;
    else if (FILL_FEES.has(t.kind)) money(out, fillKey(t.journalSeq, t.ref)).feeMinor += t.amount;
  }
  const unsettled = ledgerAccounts.cashUnsettled(o.env, o.partnerId, o.owner).id;
  for (const t of ledger.transfersOf(unsettled)) {
    if (t.kind === FILL_GROSS && t.creditAccount === unsettled) money(out, fillKey(t.journalSeq, t.ref)).grossMinor += t.amount;
    else if (FILL_FEES.has(t.kind) && t.debitAccount === unsettled) money(out, fillKey(t.journalSeq, t.ref)).feeMinor += t.amount;
  }
  const settled = ledgerAccounts.cashSettled(o.env, o.partnerId, o.owner).id;
  for (const t of ledger.transfersOf(settled)) {
    if (t.kind === CASH_IN_LIEU_CASH && t.creditAccount === settled) money(out, fillKey(t.journalSeq, t.ref)).grossMinor += t.amount;
  }
  return out;
}

/** The owner's effective fills in `symbols`, oldest first. */
export function fillsOf(ledger: LedgerReads, o: OwnerRef, symbols: readonly string[]): Fill[] {
  const paid = fillMoney(ledger, o);
  const fills: Fill[] = [];
  for (const symbol of symbols) {
    const holding = ledgerAccounts.holding(o.env, o.partnerId, o.owner, symbol).id;
    const reserved = ledgerAccounts.unitsReserved(o.env, o.partnerId, o.owner, symbol).id;
    const intoHolding = ledger.transfersOf(holding);
    const reversed = new Set(intoHolding.filter((t) => REVERSED_UNITS.has(t.kind)).map((t) => t.ref));
    const add = (t: TransferRecord & { readonly seq: number }, side: Fill['side']): void => {
      if (reversed.has(t.ref)) return;
      const m = paid.get(fillKey(t.journalSeq, t.ref)) ?? { grossMinor: 0, feeMinor: 0 };
      fills.push({ orderId: t.ref ?? '', symbol, side, seq: t.seq, atMs: t.atMs, quantityMicro: t.amount, ...m });
    };
    for (const t of intoHolding) if (t.kind === FILL_UNITS && t.creditAccount === holding) add(t, 'BUY');
    for (const t of ledger.transfersOf(reserved)) if (t.kind === FILL_UNITS && t.debitAccount === reserved) add(t, 'SELL');
    // A split moves holding and reserved units in one journal entry: one signed SPLIT per entry.
    const splits = new Map<number, { t: TransferRecord & { readonly seq: number }; delta: number }>();
    for (const [account, transfers] of [
      [holding, intoHolding],
      [reserved, ledger.transfersOf(reserved)],
    ] as const) {
      for (const t of transfers) {
        if (t.kind !== SPLIT_UNITS) continue;
        const entry = splits.get(t.journalSeq) ?? { t, delta: 0 };
        entry.delta += t.creditAccount === account ? t.amount : -t.amount;
        splits.set(t.journalSeq, entry);
      }
    }
    for (const { t, delta } of splits.values()) {
      if (delta !== 0) fills.push({ orderId: t.ref ?? '', symbol, side: 'SPLIT', seq: t.seq, atMs: t.atMs, quantityMicro: delta, grossMinor: 0, feeMinor: 0 });
    }
    for (const t of intoHolding) if (t.kind === CASH_IN_LIEU_UNITS && t.debitAccount === holding) add(t, 'SELL');
    fills.push(...renamesOf(symbol, [holding, reserved], [intoHolding, ledger.transfersOf(reserved)]));
  }
  return fills.sort((a, b) => a.seq - b.seq);
}

/** A symbol change's legs on this symbol's accounts: one RENAME_OUT or RENAME_IN per journal entry. */
function renamesOf(symbol: string, accounts: readonly string[], transfers: readonly (readonly (TransferRecord & { readonly seq: number })[])[]): Fill[] {
  const byEntry = new Map<number, Fill>();
  accounts.forEach((account, i) => {
    for (const t of transfers[i]!) {
      if (t.kind !== SYMBOL_CHANGE_UNITS || byEntry.has(t.journalSeq)) continue;
      const side = t.debitAccount === account ? 'RENAME_OUT' : 'RENAME_IN';
      byEntry.set(t.journalSeq, {
        orderId: t.ref ?? '',
        symbol,
        side,
        link: t.journalSeq,
        seq: t.seq,
        atMs: t.atMs,
        quantityMicro: 0,
        grossMinor: 0,
        feeMinor: 0,
      });
    }
  });
  return [...byEntry.values()];
}

/** The symbols the owner has ever held or reserved, from its share accounts. */
export function symbolsOf(accounts: readonly { readonly kind: string; readonly asset: string }[]): string[] {
  const prefix = shareAsset('');
  const symbols = accounts
    .filter((a) => (a.kind === 'holding' || a.kind === 'units_reserved') && a.asset.startsWith(prefix))
    .map((a) => a.asset.slice(prefix.length));
  return [...new Set(symbols)].sort();
}

function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  const q = numerator / denominator;
  return 2n * (numerator % denominator) >= denominator ? q + 1n : q;
}

/** The cost of `takeMicro` of a lot's remaining units: pro rata, and exactly the rest for the last ones. */
function costOfPart(lot: Lot, takeMicro: number): number {
  if (takeMicro === lot.remainingMicro) return lot.remainingCostMinor;
  return Number(divideHalfUp(BigInt(lot.remainingCostMinor) * BigInt(takeMicro), BigInt(lot.remainingMicro)));
}

function consume(open: Lot[], fill: Fill): Gain {
  let need = fill.quantityMicro;
  let costMinor = 0;
  const used: LotUse[] = [];
  for (const lot of open) {
    if (need === 0) break;
    if (lot.remainingMicro === 0) continue;
    const take = Math.min(need, lot.remainingMicro);
    const cost = costOfPart(lot, take);
    lot.remainingMicro -= take;
    lot.remainingCostMinor -= cost;
    need -= take;
    costMinor += cost;
    used.push({ lotId: lot.lotId, acquiredAtMs: lot.acquiredAtMs, quantityMicro: take, costMinor: cost });
  }
  const proceedsMinor = fill.grossMinor - fill.feeMinor;
  return {
    orderId: fill.orderId,
    symbol: fill.symbol,
    soldAtMs: fill.atMs,
    quantityMicro: fill.quantityMicro,
    proceedsMinor,
    costMinor,
    gainMinor: proceedsMinor - costMinor,
    unmatchedMicro: need,
    lots: used,
  };
}

/**
 * A split: the open lots' remaining units are rescaled pro rata to the new total (rounded down, the
 * newest open lot taking exactly what remains, so the lots add up to the holding); each lot's cost is
 * kept, so its cost per unit moves by the ratio and the total cost is unchanged.
 */
function rescaleLots(open: Lot[], deltaMicro: number): void {
  const live = open.filter((l) => l.remainingMicro > 0);
  const before = live.reduce((sum, l) => sum + l.remainingMicro, 0);
  if (before === 0) return;
  const after = before + deltaMicro;
  let left = after;
  live.forEach((lot, i) => {
    const scaled = i === live.length - 1 ? left : Number((BigInt(lot.remainingMicro) * BigInt(after)) / BigInt(before));
    left -= scaled;
    lot.quantityMicro += scaled - lot.remainingMicro;
    lot.remainingMicro = scaled;
  });
}

/** FIFO over the fills (oldest first): every lot (open or used up) and the realized gain of every SELL fill. */
export function fifo(fills: readonly Fill[]): { lots: Lot[]; gains: Gain[] } {
  const lots: Lot[] = [];
  const gains: Gain[] = [];
  const openBySymbol = new Map<string, Lot[]>();
  /** Open lots between a symbol change's RENAME_OUT and its RENAME_IN, by journal entry. */
  const moving = new Map<number, Lot[]>();
  for (const fill of fills) {
    let open = openBySymbol.get(fill.symbol);
    if (!open) openBySymbol.set(fill.symbol, (open = []));
    if (fill.side === 'BUY') {
      const costMinor = fill.grossMinor + fill.feeMinor;
      const lot: Lot = {
        lotId: `lot_${fill.orderId}_${fill.seq}`,
        orderId: fill.orderId,
        symbol: fill.symbol,
        acquiredAtMs: fill.atMs,
        quantityMicro: fill.quantityMicro,
        costMinor,
        remainingMicro: fill.quantityMicro,
        remainingCostMinor: costMinor,
      };
      lots.push(lot);
      open.push(lot);
    } else if (fill.side === 'SPLIT') {
      rescaleLots(open, fill.quantityMicro);
    } else if (fill.side === 'RENAME_OUT') {
      moving.set(
        fill.link!,
        open.filter((l) => l.remainingMicro > 0),
      );
      openBySymbol.set(fill.symbol, []);
    } else if (fill.side === 'RENAME_IN') {
      for (const lot of moving.get(fill.link!) ?? []) {
        lot.symbol = fill.symbol;
        open.push(lot);
      }
    } else {
      gains.push(consume(open, fill));
    }
  }
  return { lots, gains };
}

/** USD per share with 4 decimals (half-up) of `costMinor` cents over `quantityMicro` millionths. */
export function perUnitUsd(costMinor: number, quantityMicro: number): number | null {
  if (quantityMicro === 0) return null;
  const sign = costMinor < 0 ? -1n : 1n;
  const scaled = divideHalfUp(sign * BigInt(costMinor) * 100_000_000n, BigInt(quantityMicro));
  return Number(sign * scaled) / 10_000;
}
