/**
 * Money-market yield: a durable platform timer fires every day at 00:00 UTC on the service
 * clock (a sandbox sub-account on a test clock by its clock's days instead) and pays each MMF holder one day of the fund's annualised return on the units held at that
 * moment (simple daily rate: return / 365). ACCUMULATE funds pay it in new units (NAV stays put, the
 * unit count grows); DISTRIBUTE funds pay it as settled cash at NAV. Each payment is a balanced ledger
 * transfer from the issuer's side, a wallet transaction (FUND_YIELD) and a `fund.yield_paid` event;
 * the amounts round down to a millionth of a unit or a cent, and a holder whose day rounds to nothing
 * gets nothing that day.
 */
import { funds } from '../../storage/catalog/asset-classes.ts';
import type { TimerRecord } from '../../storage/timers.ts';
import type { Env } from '../../storage/types.ts';
import { recordWalletTransaction } from '../sub-accounts/wallets.ts';
import { ledgerAccounts, unitsAsset } from '../ledger.ts';
import { decimalTextToMinor, fromMinor, QUANTITY_SCALE, usdFromMinor } from '../money.ts';
import type { Step } from '../step.ts';
import { onServiceClock } from '../test-clocks/bindings.ts';
import { centsForUnits, subscribable } from './instruments.ts';

export const ACCRUAL = { kind: 'assetClasses.mmfAccrual', id: 'daily', timerId: 'assetClasses.mmfAccrual:daily', event: 'accrue' } as const;

const DAY_MS = 86_400_000;
/** Percent with 4 decimals as an integer, over a 365-day year: units × rate / DENOMINATOR is one day's yield. */
const DENOMINATOR = 365n * 100n * 10_000n;

function armAccrual(step: Step, afterMs: number): void {
  const dueAtMs = (Math.floor(afterMs / DAY_MS) + 1) * DAY_MS;
  step.stores.timers.put({ id: ACCRUAL.timerId, dueAtMs, actorKind: ACCRUAL.kind, actorId: ACCRUAL.id, event: ACCRUAL.event });
  step.timersChanged = true;
}

/** Every start: arms the daily accrual timer when it is missing (the first start). */
export function bootstrapAccrual(step: Step): { accrualAtMs: number | null } {
  if (!step.stores.timers.get(ACCRUAL.timerId)) armAccrual(step, step.atMs);
  return { accrualAtMs: step.stores.timers.get(ACCRUAL.timerId)?.dueAtMs ?? null };
}

/** `${env}/${partnerId}/unit_holding/${owner}/UNITS:<id>`: the owner of a unit account. */
function ownerOf(accountId: string): string {
  return accountId.split('/')[3]!;
}

/** The service clock's daily timer: one day of yield to the holders on the service clock. */
export function accrueMoneyMarketYield(step: Step, timer: TimerRecord): { payments: number } {
  const payments = accrueDay(step, new Date(timer.dueAtMs - DAY_MS).toISOString().slice(0, 10), (h) => onServiceClock(step.stores, h));
  armAccrual(step, timer.dueAtMs);
  return { payments };
}

/** Pays one day (`accruedFor`, the day just ended) of money-market yield to the holders `include` keeps. */
export function accrueDay(step: Step, accruedFor: string, include: (h: { env: Env; partnerId: string; owner: string }) => boolean): number {
  let payments = 0;
  for (const fund of funds.filter((f) => f.type === 'MMF')) {
    const instrument = subscribable(fund.id, step.atMs)!;
    const rate = BigInt(decimalTextToMinor(fund.annualisedReturn, 4));
    for (const holder of step.stores.ledger.holders('unit_holding', unitsAsset(fund.id))) {
      const env = holder.env;
      const partnerId = holder.partnerId!;
      const owner = ownerOf(holder.id);
      if (!include({ env, partnerId, owner })) continue;
      const yieldMicro = Number((BigInt(holder.balance) * rate) / DENOMINATOR);
      const cents = fund.distributionPolicy === 'DISTRIBUTE' ? centsForUnits(instrument, yieldMicro) : 0;
      if (yieldMicro === 0 || (fund.distributionPolicy === 'DISTRIBUTE' && cents === 0)) continue;
      if (fund.distributionPolicy === 'ACCUMULATE') {
        step.transfer({
          debit: ledgerAccounts.issuerUnits(env, fund.id),
          credit: ledgerAccounts.unitHolding(env, partnerId, owner, fund.id),
          amountMinor: yieldMicro,
          kind: 'fund_yield',
          ref: fund.id,
        });
      } else {
        step.transfer({
          debit: ledgerAccounts.issuerCash(env),
          credit: ledgerAccounts.cashSettled(env, partnerId, owner),
          amountMinor: cents,
          kind: 'fund_yield',
          ref: fund.id,
        });
      }
      const scope = { env, partnerId };
      const units = fund.distributionPolicy === 'ACCUMULATE' ? yieldMicro : 0;
      const tx = recordWalletTransaction(step, scope, owner, {
        type: 'FUND_YIELD',
        amountMinor: cents,
        details: { instrumentId: fund.id, assetClass: 'FUND', distributionPolicy: fund.distributionPolicy, unitsMicro: units },
      });
      step.emit(scope, 'fund.yield_paid', {
        transactionId: tx.id,
        subAccountId: owner,
        instrumentId: fund.id,
        distributionPolicy: fund.distributionPolicy,
        units: fromMinor(units, QUANTITY_SCALE),
        amount: usdFromMinor(cents),
        currency: 'USD',
        unitsHeld: fromMinor(step.ledger.balance(ledgerAccounts.unitHolding(env, partnerId, owner, fund.id)), QUANTITY_SCALE),
        accruedFor,
      });
      payments += 1;
    }
  }
  return payments;
}
