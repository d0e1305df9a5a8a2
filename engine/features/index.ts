/**
 * Every feature, in one list: the engine's command handlers, the platform timers, the replay
 * comparison, the sandbox reset and the start-up bootstrap are built from it (see engine/feature.ts).
 * A feature's descriptor is engine/features/<name>.ts; its HTTP routes are listed under the same name
 * in http/features.ts. `operations` (timer routing) and `sandbox` (the reset) are built from the others.
 */
import type { Feature } from '../feature.ts';
import { alerts } from './alerts.ts';
import { approvals } from './approvals.ts';
import { assetClasses } from './asset-classes.ts';
import { corporateActions } from './corporate-actions.ts';
import { funding } from './funding.ts';
import { governance } from './governance.ts';
import { incidents } from './incidents.ts';
import { keys } from './keys.ts';
import { market } from './market.ts';
import { operationsFeature } from './operations.ts';
import { partners } from './partners.ts';
import { reports } from './reports.ts';
import { retention } from './retention.ts';
import { sandboxFeature } from './sandbox.ts';
import { security } from './security.ts';
import { sessions } from './sessions.ts';
import { account } from './settings.ts';
import { subAccounts } from './sub-accounts.ts';
import { support } from './support.ts';
import { team } from './team.ts';
import { trading } from './trading.ts';
import { upgrades } from './upgrades.ts';
import { webhooks } from './webhooks.ts';
import { testClocks } from './test-clocks.ts';
import { certification } from './certification.ts';

export {
  account,
  alerts,
  assetClasses,
  corporateActions,
  funding,
  governance,
  incidents,
  keys,
  market,
  partners,
  reports,
  retention,
  sessions,
  subAccounts,
  support,
  team,
  trading,
  upgrades,
  webhooks,
  security,
  approvals,
  certification,
  testClocks,
};

const domain = [
  partners,
  keys,
  sessions,
  upgrades,
  funding,
  subAccounts,
  trading,
  market,
  alerts,
  webhooks,
  incidents,
  assetClasses,
  corporateActions,
  reports,
  account,
  support,
  governance,
  security,
  approvals,
  team,
  certification,
  testClocks,
  retention,
] as const;

export const operations = operationsFeature(domain);
export const sandbox = sandboxFeature([...domain, operations]);

export const features: readonly Feature[] = [...domain, operations, sandbox];

/** Every machine a feature declares, with its literal kind and machine type (engine/machines.ts). */
export type DeclaredMachine = (typeof domain)[number]['machines'][number];

/** Every public event type a feature declares (engine/webhooks/catalogue.ts, http/event-payloads.ts). */
export type DeclaredEvent = (typeof domain)[number]['events'][number];

/** The public event types, in the order the features declare them (engine/webhooks/catalogue.ts). */
export const declaredEvents: readonly DeclaredEvent[] = domain.flatMap((f): readonly DeclaredEvent[] => f.events);

/** The name of every feature: http/routes/index.ts must list routes (perhaps none) under each. */
export type FeatureName = (typeof domain)[number]['name'] | typeof operations.name | typeof sandbox.name;

/** A table's replay rule, by table, over every feature (the replay comparison's list). */
export function replayedTables(list: readonly Feature[] = features): Record<string, readonly string[]> {
  return Object.fromEntries(list.flatMap((f) => Object.entries(f.tables).flatMap(([table, rule]) => ('key' in rule ? [[table, rule.key] as const] : []))));
}
