/**
 * Bond and bill payments: a durable platform timer fires every day at 00:00 UTC of the
 * service clock and pays (a sandbox sub-account on a test clock is paid by its clock's days instead), for the day that starts, every coupon and every maturity falling on it to
 * the holders of that moment. A coupon pays rate / frequency of the face value held (a unit is 1 USD
 * of face) as settled cash; at maturity the face value is paid and the units go back to the issuer
 * (a bill pays only this, its discount being its return). Each payment is two balanced ledger
 * transfers at most, a wallet transaction (`BOND_COUPON` / `BOND_MATURITY`) and an event
 * (`bond.coupon_paid` / `bond.matured`). Amounts round down to the cent.
 */
import { type BondRecord, bonds } from '../../storage/catalog/asset-classes.ts';
import type { TimerRecord } from '../../storage/timers.ts';
import type { Env } from '../../storage/types.ts';
import { recordWalletTransaction } from '../sub-accounts/wallets.ts';
import { dateParts } from '../date-parts.ts';
import { ledgerAccounts, unitsAsset } from '../ledger.ts';
import { decimalTextToMinor, fromMinor, QUANTITY_SCALE, usdFromMinor } from '../money.ts';
import type { Step } from '../step.ts';
import { onServiceClock } from '../test-clocks/bindings.ts';

export const BOND_PAYMENTS = { kind: 'assetClasses.bondPayments', id: 'daily', timerId: 'assetClasses.bondPayments:daily', event: 'pay' } as const;

const DAY_MS = 86_400_000;

function arm(step: Step, afterMs: number): void {
  const dueAtMs = (Math.floor(afterMs / DAY_MS) + 1) * DAY_MS;
  step.stores.timers.put({ id: BOND_PAYMENTS.timerId, dueAtMs, actorKind: BOND_PAYMENTS.kind, actorId: BOND_PAYMENTS.id, event: BOND_PAYMENTS.event });
  step.timersChanged = true;
}

/** Every start: arms the daily payment timer when it is missing (the first start). */
export function bootstrapBondPayments(step: Step): void {
  if (!step.stores.timers.get(BOND_PAYMENTS.timerId)) arm(step, step.atMs);
}

/** Coupon dates of a bond: every 12 / frequency months back from maturity, after the issue date. Maturity itself included. */
export function couponDates(b: BondRecord): string[] {
  if (b.couponFrequency === 0) return [];
  const step = 12 / b.couponFrequency;
  const [y, m, d] = dateParts(b.maturityDate);
  const out: string[] = [];
  for (let k = 0; ; k += 1) {
    const date = new Date(Date.UTC(y, m - 1 - k * step, d)).toISOString().slice(0, 10);
    if (date <= b.issueDate) break;
    out.push(date);
  }
  return out.reverse();
}

const ownerOf = (accountId: string): string => accountId.split('/')[3]!;

/** Whether any coupon or maturity of the catalogue falls on `date`. */
export function bondPaymentsOn(date: string): boolean {
  return bonds.some((b) => b.maturityDate === date || couponDates(b).includes(date));
}

/** The service clock's daily timer: pays the day's coupons and maturities to holders on the service clock. */
export function payBonds(step: Step, timer: TimerRecord): { payments: number } {
  const today = new Date(timer.dueAtMs).toISOString().slice(0, 10);
  const payments = payBondsOn(step, today, (h) => onServiceClock(step.stores, h));
  arm(step, timer.dueAtMs);
  return { payments };
}

/** Pays the coupons and maturities falling on `today` to the holders `include` keeps (a sub-account runs on one clock). */
export function payBondsOn(step: Step, today: string, include: (h: { env: Env; partnerId: string; owner: string }) => boolean): number {
  let payments = 0;
  for (const bond of bonds) {
    const coupon = couponDates(bond).includes(today);
    const matures = bond.maturityDate === today;
    if (!coupon && !matures) continue;
    const rate = BigInt(decimalTextToMinor(bond.couponRate, 4));
    for (const holder of step.stores.ledger.holders('unit_holding', unitsAsset(bond.id))) {
      const env = holder.env;
      const partnerId = holder.partnerId!;
      const owner = ownerOf(holder.id);
      if (!include({ env, partnerId, owner })) continue;
      const scope = { env, partnerId };
      const cash = ledgerAccounts.cashSettled(env, partnerId, owner);
      const unitsMicro = holder.balance;
      if (coupon) {
        // units × rate% / frequency, in cents: micro × rateE4 / (freq × 10^4 × 100 × 10^6) × 100.
        const cents = Number((BigInt(unitsMicro) * rate) / (BigInt(bond.couponFrequency) * 10_000_000_000n));
        if (cents > 0) {
          step.transfer({ debit: ledgerAccounts.issuerCash(env), credit: cash, amountMinor: cents, kind: 'bond_coupon', ref: bond.id });
          const tx = recordWalletTransaction(step, scope, owner, {
            type: 'BOND_COUPON',
            amountMinor: cents,
            details: { instrumentId: bond.id, assetClass: 'BOND', unitsMicro },
          });
          step.emit(scope, 'bond.coupon_paid', {
            transactionId: tx.id,
            subAccountId: owner,
            instrumentId: bond.id,
            paymentDate: today,
            couponRate: Number(bond.couponRate),
            units: fromMinor(unitsMicro, QUANTITY_SCALE),
            amount: usdFromMinor(cents),
            currency: 'USD',
          });
          payments += 1;
        }
      }
      if (matures) {
        // A unit is 1 USD of face: 10^6 millionths are 100 cents.
        const cents = Math.floor(unitsMicro / 10_000);
        step.transfer({
          debit: ledgerAccounts.unitHolding(env, partnerId, owner, bond.id),
          credit: ledgerAccounts.issuerUnits(env, bond.id),
          amountMinor: unitsMicro,
          kind: 'bond_maturity',
          ref: bond.id,
        });
        if (cents > 0) step.transfer({ debit: ledgerAccounts.issuerCash(env), credit: cash, amountMinor: cents, kind: 'bond_maturity', ref: bond.id });
        const tx = recordWalletTransaction(step, scope, owner, {
          type: 'BOND_MATURITY',
          amountMinor: cents,
          details: { instrumentId: bond.id, assetClass: 'BOND', unitsMicro: -unitsMicro },
        });
        step.emit(scope, 'bond.matured', {
          transactionId: tx.id,
          subAccountId: owner,
          instrumentId: bond.id,
          type: bond.type,
          maturityDate: today,
          units: fromMinor(unitsMicro, QUANTITY_SCALE),
          amount: usdFromMinor(cents),
          currency: 'USD',
        });
        payments += 1;
      }
    }
  }
  return payments;
}
