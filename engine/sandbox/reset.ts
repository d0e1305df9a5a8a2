/**
 * Sandbox reset, built from the feature descriptors (engine/features/): the actors of every machine
 * kind whose reset rule is `wipe`, the partner's rows of every table whose rule is `wipe`, and the
 * ledger by its account-kind and asset rules: every partner account but the master wallet is drained
 * to its asset's counterparty (cash to sandbox funding, shares to the venue), then the master wallet
 * goes back to the seed. An account kind or asset no feature declares is refused before anything
 * moves (test/engine/features.test.ts makes sure none is missing).
 */
import type { Env } from '../../storage/types.ts';
import { ServiceError } from '../errors.ts';
import { assetMatches, type AccountKindRule, type AssetRule, type Feature } from '../feature.ts';
import { ledgerAccounts, type AccountSpec } from '../ledger.ts';
import type { Step } from '../step.ts';
import { SANDBOX_SEED_MINOR } from '../partners/partners.ts';

export interface ResetPlan {
  readonly actorKinds: readonly string[];
  readonly tables: readonly string[];
  readonly accountKinds: ReadonlyMap<string, AccountKindRule>;
  readonly assets: readonly AssetRule[];
}

export function resetPlanOf(features: readonly Feature[]): ResetPlan {
  return {
    actorKinds: features.flatMap((f) => f.machines.filter((m) => m.reset.reset === 'wipe').map((m) => m.kind)),
    tables: features.flatMap((f) =>
      Object.entries(f.tables)
        .filter(([, rule]) => rule.reset === 'wipe')
        .map(([table]) => table),
    ),
    accountKinds: new Map(features.flatMap((f) => Object.entries(f.ledger.accountKinds))),
    assets: features.flatMap((f) => f.ledger.assets),
  };
}

/** Where a drained balance of this asset goes; an asset without a rule is a programming error. */
export function resetCounterparty(plan: ResetPlan, account: { env: Env; asset: string }): AccountSpec {
  const rule = plan.assets.find((a) => assetMatches(a, account.asset));
  if (!rule) throw new Error(`no reset rule for ledger asset ${account.asset}`);
  return rule.counterparty(account.env, account.asset);
}

function accountRule(plan: ResetPlan, kind: string): AccountKindRule {
  const rule = plan.accountKinds.get(kind);
  if (!rule) throw new Error(`no reset rule for ledger account kind ${kind}`);
  return rule;
}

/** Sandbox reset: wipes the partner's sandbox data and puts the master wallet back to the seed. */
export function resetSandbox(step: Step, plan: ResetPlan): { walletBalanceMinor: number } {
  const partnerId = step.id.partnerId;
  const env: Env | null = step.id.env;
  if (!partnerId || env !== 'sandbox') throw new ServiceError('FORBIDDEN', 'reset is a sandbox operation');
  const funding = ledgerAccounts.sandboxFunding();
  const wallet = ledgerAccounts.masterWallet('sandbox', partnerId);
  const accounts = step.stores.ledger.accountsForPartner(partnerId, 'sandbox');
  // Every rule is looked up first: an unknown kind or asset refuses the reset before anything moves.
  const drains = accounts
    .filter((account) => accountRule(plan, account.kind).reset === 'drain')
    .map((account) => ({ account, to: resetCounterparty(plan, account) }));
  for (const { account, to } of drains) step.ledger.drainTo({ ...account }, to, 'sandbox_reset');
  const delta = step.ledger.balance(wallet) - SANDBOX_SEED_MINOR;
  if (delta > 0) step.transfer({ debit: wallet, credit: funding, amountMinor: delta, kind: 'sandbox_reset' });
  if (delta < 0) step.transfer({ debit: funding, credit: wallet, amountMinor: -delta, kind: 'sandbox_reset' });
  wipePartnerData(step, plan, partnerId, 'sandbox');
  return { walletBalanceMinor: step.ledger.balance(wallet) };
}

function wipePartnerData(step: Step, plan: ResetPlan, partnerId: string, env: Env): void {
  step.deleteActors(partnerId, env, plan.actorKinds);
  for (const table of plan.tables) step.stores.partnerRows.deleteForPartner(table, partnerId, env);
}
