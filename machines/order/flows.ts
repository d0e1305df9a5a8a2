/**
 * The money flows of an order (docs/trading-design.md, "Money flows") as lists of balanced transfers
 * by account role. Pure functions of the context before the step and the event; zero amounts are
 * dropped because the ledger only moves positive amounts. "Cash" is `cashSettled` (for the master
 * account the engine resolves it to the master wallet). `cashUnsettled` holds exactly the net proceeds
 * of the owner's SELLs awaiting settlement: only their own fill, settlement and reversal move it. A BUY
 * paid beyond settled cash takes `fromUnsettledMinor` (as the engine decided) as an advance on
 * `settlementAdvance` instead, which the next settlements repay; every refund returns to settled cash.
 */
import type { AccountRef, Amounts, FillEvent, OrderAccountRole, OrderContext, OrderTransfer, SplitEvent } from './types.ts';

const feeOf = (a: Amounts): number => a.baseFeeMinor + a.markupMinor;
const costOf = (a: Amounts): number => a.grossMinor + feeOf(a);

const own = (c: OrderContext, role: OrderAccountRole): AccountRef => ({ role, owner: c.owner.ownerId });
const shares = (c: OrderContext, role: 'holding' | 'unitsReserved'): AccountRef => ({ role, owner: c.owner.ownerId, symbol: c.symbol });
const venueShares = (c: OrderContext): AccountRef => ({ role: 'venueShares', symbol: c.symbol });
const system = (role: 'feeRevenue' | 'markupRevenue' | 'venueCash'): AccountRef => ({ role });

function moves(list: readonly [AccountRef, AccountRef, number, string][]): OrderTransfer[] {
  return list.filter(([, , amount]) => amount > 0).map(([debit, credit, amountMinor, kind]) => ({ debit, credit, amountMinor, kind }));
}

/** USD from the owner's cash into escrow: settled cash first, the engine-chosen part advanced against unsettled proceeds. */
function intoEscrow(c: OrderContext, amountMinor: number, fromUnsettledMinor: number, kind: string): OrderTransfer[] {
  const unsettled = Math.min(fromUnsettledMinor, amountMinor);
  return moves([
    [own(c, 'cashSettled'), own(c, 'escrow'), amountMinor - unsettled, kind],
    [own(c, 'settlementAdvance'), own(c, 'escrow'), unsettled, kind],
  ]);
}

/** BUY escrows gross + fees at the order's pricing; SELL reserves the units. */
export function placementTransfers(c: OrderContext): OrderTransfer[] {
  if (c.side === 'BUY') return intoEscrow(c, costOf(c), c.fromUnsettledMinor, 'order.reserve');
  return moves([[shares(c, 'holding'), shares(c, 'unitsReserved'), c.quantityMicro, 'order.reserveUnits']]);
}

/** Cancel, expiry and rejection: the whole remaining reservation goes back. */
export function releaseTransfers(c: OrderContext): OrderTransfer[] {
  if (c.side === 'BUY') return moves([[own(c, 'escrow'), own(c, 'cashSettled'), c.reservedMinor, 'order.release']]);
  return moves([[shares(c, 'unitsReserved'), shares(c, 'holding'), c.reservedUnitsMicro, 'order.releaseUnits']]);
}

/** PATCH of a working order: only the difference moves. */
export function replaceTransfers(c: OrderContext, newReservedMinor: number, newQuantityMicro: number, fromUnsettledMinor: number): OrderTransfer[] {
  if (c.side === 'BUY') {
    const diff = newReservedMinor - c.reservedMinor;
    if (diff > 0) return intoEscrow(c, diff, fromUnsettledMinor, 'order.replace');
    return moves([[own(c, 'escrow'), own(c, 'cashSettled'), -diff, 'order.replace']]);
  }
  const diff = newQuantityMicro - c.reservedUnitsMicro;
  if (diff > 0) return moves([[shares(c, 'holding'), shares(c, 'unitsReserved'), diff, 'order.replaceUnits']]);
  return moves([[shares(c, 'unitsReserved'), shares(c, 'holding'), -diff, 'order.replaceUnits']]);
}

/**
 * A split of the symbol: a BUY's escrow only shrinks (the surplus back to settled cash); a SELL's
 * reserved units become the rescaled remainder (the engine orders this around the holding's rescale).
 */
export function splitTransfers(c: OrderContext, e: SplitEvent): OrderTransfer[] {
  if (c.side === 'BUY') return moves([[own(c, 'escrow'), own(c, 'cashSettled'), c.reservedMinor - e.reservedMinor, 'order.split.release']]);
  const diff = e.quantityMicro - e.filledQuantityMicro - c.reservedUnitsMicro;
  if (diff > 0) return moves([[shares(c, 'holding'), shares(c, 'unitsReserved'), diff, 'order.split.units']]);
  return moves([[shares(c, 'unitsReserved'), shares(c, 'holding'), -diff, 'order.split.units']]);
}

/** What a BUY fill costs beyond the escrow still held for the order (taken from cash first). */
export const fillShortfall = (c: OrderContext, e: FillEvent): number => Math.max(0, costOf(e) - c.reservedMinor);

/**
 * One fill. BUY: any shortfall into escrow, then escrow pays the venue, the base fee and the markup,
 * the venue delivers the units, and the final fill returns what is left of the reservation. SELL: the
 * reserved units go to the venue, the gross lands in unsettled cash, and the fees are paid from it.
 */
export function fillTransfers(c: OrderContext, e: FillEvent, isFinal: boolean): OrderTransfer[] {
  if (c.side === 'BUY') {
    const shortfall = fillShortfall(c, e);
    const leftover = isFinal ? c.reservedMinor + shortfall - costOf(e) : 0;
    return [
      ...intoEscrow(c, shortfall, e.fromUnsettledMinor ?? 0, 'order.fill.topUp'),
      ...moves([
        [own(c, 'escrow'), system('venueCash'), e.grossMinor, 'order.fill.gross'],
        [own(c, 'escrow'), system('feeRevenue'), e.baseFeeMinor, 'order.fill.baseFee'],
        [own(c, 'escrow'), system('markupRevenue'), e.markupMinor, 'order.fill.markup'],
        [venueShares(c), shares(c, 'holding'), e.quantityMicro, 'order.fill.units'],
        [own(c, 'escrow'), own(c, 'cashSettled'), leftover, 'order.release'],
      ]),
    ];
  }
  return moves([
    [shares(c, 'unitsReserved'), venueShares(c), e.quantityMicro, 'order.fill.units'],
    [system('venueCash'), own(c, 'cashUnsettled'), e.grossMinor, 'order.fill.gross'],
    [own(c, 'cashUnsettled'), system('feeRevenue'), e.baseFeeMinor, 'order.fill.baseFee'],
    [own(c, 'cashUnsettled'), system('markupRevenue'), e.markupMinor, 'order.fill.markup'],
  ]);
}

/**
 * Settlement: a SELL's net proceeds first repay what the owner spent of unsettled proceeds before
 * they settled (`advanceMinor`, owed on `settlementAdvance`), the rest becomes settled cash. Both legs
 * leave `cashUnsettled`, which always holds this order's proceeds, so a settlement cannot fail. A
 * BUY's settlement is status only.
 */
export function settlementTransfers(c: OrderContext, advanceMinor: number): OrderTransfer[] {
  if (c.side === 'BUY') return [];
  const repaid = Math.min(c.unsettledProceedsMinor, Math.max(0, advanceMinor));
  return moves([
    [own(c, 'cashUnsettled'), own(c, 'settlementAdvance'), repaid, 'order.settle.repayAdvance'],
    [own(c, 'cashUnsettled'), own(c, 'cashSettled'), c.unsettledProceedsMinor - repaid, 'order.settle'],
  ]);
}

/**
 * Undoes every fill leg (failed settlement, stop loss): units back to the venue or the owner, the
 * venue's cash and both fees back. A BUY's money returns to settled cash (its escrow legs netted to
 * zero at the fill); a SELL's fees return to unsettled cash before the gross leaves it, so the
 * account never dips below zero on the way.
 */
export function reversalTransfers(c: OrderContext, kind: string): OrderTransfer[] {
  const t = c.fillTotals;
  if (c.side === 'BUY') {
    return moves([
      [shares(c, 'holding'), venueShares(c), c.filledQuantityMicro, `${kind}.units`],
      [system('venueCash'), own(c, 'cashSettled'), t.grossMinor, `${kind}.gross`],
      [system('feeRevenue'), own(c, 'cashSettled'), t.baseFeeMinor, `${kind}.baseFee`],
      [system('markupRevenue'), own(c, 'cashSettled'), t.markupMinor, `${kind}.markup`],
    ]);
  }
  return moves([
    [system('feeRevenue'), own(c, 'cashUnsettled'), t.baseFeeMinor, `${kind}.baseFee`],
    [system('markupRevenue'), own(c, 'cashUnsettled'), t.markupMinor, `${kind}.markup`],
    [own(c, 'cashUnsettled'), system('venueCash'), t.grossMinor, `${kind}.gross`],
    [venueShares(c), shares(c, 'holding'), c.filledQuantityMicro, `${kind}.units`],
  ]);
}

export { costOf, feeOf };
