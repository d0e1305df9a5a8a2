/**
 * The sandbox reset: one command built from every other feature's reset rules (machine kinds, tables,
 * ledger account kinds and assets), so a new feature's data is reset as soon as its descriptor says
 * so. Files: engine/sandbox/reset.ts, http/routes/registration.ts (POST /reset).
 */
import { resetPlanOf, resetSandbox } from '../sandbox/reset.ts';
import { defineCommand, defineFeature, NO_LEDGER, type CommandDefinition, type Feature, type NoPayload } from '../feature.ts';

export type ResetCommand = CommandDefinition<NoPayload, { walletBalanceMinor: number }>;

export function sandboxFeature(resettable: readonly Feature[]) {
  const plan = resetPlanOf(resettable);
  const reset: ResetCommand = defineCommand('sandbox.reset', (step) => resetSandbox(step, plan));
  return defineFeature({
    name: 'sandbox',
    summary: "the sandbox reset, built from every feature's reset rules",
    machines: [],
    commands: { reset },
    systemTimers: [],
    bootstrap: [],
    tables: {},
    migrations: [],
    ledger: NO_LEDGER,
    events: [],
  });
}
