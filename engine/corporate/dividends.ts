/**
 * Dividends: the entitlement is fixed from holdings at the ex-date (units held plus units
 * reserved by open SELLs, every sub-account and master account, both environments); on the pay date
 * each holder is paid in USD at the managed FX rate, from the environment's paying-agent account
 * through the ledger, with a wallet transaction per sub-account and one `dividend.paid` per partner
 * batch (the spec: grouped by symbol, `distributions[]`).
 */
import type { CorporateActionRecord, Entitlement, Holder } from '../../storage/corporate-actions.ts';
import type { Env } from '../../storage/types.ts';
import { recordWalletTransaction } from '../sub-accounts/wallets.ts';
import type { AccountSpec } from '../ledger.ts';
import { ledgerAccounts, MASTER_OWNER } from '../ledger.ts';
import { usdFromMinor } from '../money.ts';
import type { Step } from '../step.ts';
import { catalogOf, fxFor } from '../trading/market.ts';
import { onServiceClock } from '../test-clocks/bindings.ts';

/** The issuer's paying agent: the counterparty of every dividend paid in an environment (may go negative). */
export function payingAgent(env: Env): AccountSpec {
  return { id: `${env}/system/dividend_paying_agent/USD`, env, partnerId: null, kind: 'dividend_paying_agent', asset: 'USD', mayGoNegative: true };
}

const MICRO = 1_000_000n;

/** dividendPerShare text ('1.25', at most 6 places) as millionths of the local unit. */
export function perShareMicro(text: string): bigint {
  const [whole, fraction = ''] = text.split('.');
  return BigInt(whole!) * MICRO + BigInt(fraction.padEnd(6, '0'));
}

/**
 * USD cents of a dividend, rounded half-up once: units (millionths) x per-share (millionths of the
 * local unit) x 100 cents / (10^12 x local units per USD), with the rate in millionths (`perUsdMicro`).
 */
export function dividendUsdMinor(unitsMicro: number, dividendPerShare: string, perUsdMicro: number): number {
  const numerator = BigInt(unitsMicro) * perShareMicro(dividendPerShare) * 100n;
  const denominator = MICRO * BigInt(perUsdMicro);
  const q = numerator / denominator;
  const cents = 2n * (numerator % denominator) >= denominator ? q + 1n : q;
  // Never rounded silently: a payment beyond exact integers is refused (the timer is quarantined).
  if (cents > BigInt(Number.MAX_SAFE_INTEGER)) throw new Error(`dividend of ${cents} cents is beyond exact integers`);
  return Number(cents);
}

/** The ex-date: every current holder's units are written down (the machine arms the pay-date timer). */
export function fixEntitlements(step: Step, action: CorporateActionRecord, include: (h: Holder) => boolean = (h) => onServiceClock(step.stores, h)): void {
  // Holders on a sandbox test clock are fixed when their own clock reaches the ex-date (engine/test-clocks/dividends.ts).
  for (const holder of step.stores.corporateActions.holders(action.symbol))
    if (include(holder)) step.stores.corporateActions.insertEntitlement(action.id, action.symbol, holder, step.atMs);
}

const batchKey = (e: Entitlement): string => `${e.env}\u0000${e.partnerId}`;

/** The pay date (the machine's `pay` effect): each entitlement paid at today's managed rate, one event per partner and environment. */
export function payDividend(
  step: Step,
  action: CorporateActionRecord,
  include: (e: Entitlement) => boolean = (e) => e.paidAtMs === null && onServiceClock(step.stores, e),
): void {
  const dividendPerShare = action.terms.dividendPerShare!;
  const currency = action.terms.currency!;
  // The managed rate of the pay date (fxFor refuses a currency without one, so the payment waits in quarantine).
  const perUsdMicro = currency === 'USD' ? 1_000_000 : fxFor(step.stores, currency).perUsdMicro;
  const perUsdText = currency === 'USD' ? '1' : catalogOf(step.stores).fx.get(currency)!.perUsd;
  const batches = new Map<string, { env: Env; partnerId: string; totalMinor: number; distributions: Record<string, unknown>[] }>();
  for (const e of step.stores.corporateActions.entitlements(action.id)) {
    if (!include(e)) continue;
    const usdMinor = dividendUsdMinor(e.unitsMicro, dividendPerShare, perUsdMicro);
    if (usdMinor > 0) {
      step.transfer({
        debit: payingAgent(e.env),
        credit: ledgerAccounts.cashSettled(e.env, e.partnerId, e.owner),
        amountMinor: usdMinor,
        kind: 'dividend',
        ref: action.id,
      });
      if (e.owner !== MASTER_OWNER) {
        recordWalletTransaction(step, { env: e.env, partnerId: e.partnerId }, e.owner, {
          type: 'DIVIDEND',
          amountMinor: usdMinor,
          details: {
            corporateActionId: action.id,
            symbol: action.symbol,
            units: Number(e.unitsMicro) / 1_000_000,
            dividendPerShare: Number(dividendPerShare),
            currency,
            fxRate: Number(perUsdText),
          },
        });
      }
    }
    step.stores.corporateActions.payEntitlement(e, usdMinor, perUsdText, step.atMs);
    const batch = batches.get(batchKey(e)) ?? { env: e.env, partnerId: e.partnerId, totalMinor: 0, distributions: [] };
    batch.totalMinor += usdMinor;
    batch.distributions.push({
      subAccountId: e.owner === MASTER_OWNER ? null : e.owner,
      accountType: e.owner === MASTER_OWNER ? 'MASTER' : 'SUB_ACCOUNT',
      units: e.unitsMicro / 1_000_000,
      usdYield: usdFromMinor(usdMinor),
    });
    batches.set(batchKey(e), batch);
  }
  for (const b of batches.values()) {
    step.emit({ env: b.env, partnerId: b.partnerId }, 'dividend.paid', {
      corporateActionId: action.id,
      symbol: action.symbol,
      dividendPerShare: Number(dividendPerShare),
      currency,
      // A rate is a decimal like any amount: a JSON number in every event (deposit.confirmed's fxRate too).
      fxRate: Number(perUsdText),
      exDate: action.terms.exDate,
      payDate: action.terms.payDate,
      totalUsdPaid: usdFromMinor(b.totalMinor),
      distributions: b.distributions,
    });
  }
}
