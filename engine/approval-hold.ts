/**
 * The engine's side of approvals (maker-checker), derived from the command definitions alone: which
 * commands a partner's policy may hold (`approvable` in engine/feature.ts), the registry of them by
 * action, and the rewrite of a held command into the `approval.request` the journal records instead.
 * The approval itself (its machine, its decision, running the held command) is engine/approvals/.
 */
import type { Stores } from '../storage/stores.ts';
import type { Env } from '../storage/types.ts';
import type { AnyCommand, ApprovalRule, CommandPrincipal } from './feature.ts';

/** The command a held request is journaled as (engine/features/approvals.ts). */
export const HOLD_COMMAND = 'approval.request';

/** What a held request journals: the held command's type and the payload that runs when approved. */
export interface HeldCommandPayload {
  readonly command: string;
  readonly payload: unknown;
  readonly requester: CommandPrincipal;
}

/** An approvable command, by the action name its approvals carry. */
export interface Approvable {
  readonly rule: ApprovalRule<never, unknown>;
  /** The command whose request is held. */
  readonly held: AnyCommand;
  /** The command that runs once approved (usually the held one). */
  readonly runs: AnyCommand;
}

const registries = new WeakMap<ReadonlyMap<string, AnyCommand>, ReadonlyMap<string, Approvable>>();

/**
 * Every approvable command of `commands`, by action. An action named twice, or a rule that runs a
 * command not in the map, is a wiring mistake found when the engine's command map is built.
 */
export function approvablesOf(commands: ReadonlyMap<string, AnyCommand>): ReadonlyMap<string, Approvable> {
  const known = registries.get(commands);
  if (known) return known;
  const registry = new Map<string, Approvable>();
  for (const held of commands.values()) {
    const rule = held.approvable;
    if (!rule) continue;
    if (registry.has(rule.action)) throw new Error(`approval action ${rule.action} is declared by two commands`);
    const runs = rule.runs === undefined ? held : commands.get(rule.runs);
    if (!runs) throw new Error(`approval action ${rule.action} runs ${rule.runs}, which is no command`);
    registry.set(rule.action, { rule, held, runs });
  }
  registries.set(commands, registry);
  return registry;
}

/** The fields of a queued command the hold reads (engine.ts `Command`). */
interface Holdable {
  readonly type: string;
  readonly env: Env | null;
  readonly partnerId: string | null;
  readonly payload: unknown;
  /** Who asks; a command without one (the engine's own, a test's) is never held. */
  readonly requestedBy?: CommandPrincipal | null | undefined;
}

/**
 * The command to journal for `command`: itself, or, when its definition is approvable and the partner's
 * policy holds it, an `approval.request` with its type and kept payload. Read inside the batch's
 * transaction before the entry is made, so a replay (which runs the journaled entry) needs no policy.
 */
export function heldForApproval<C extends Holdable>(commands: ReadonlyMap<string, AnyCommand>, command: C, stores: Stores): C {
  const rule = commands.get(command.type)?.approvable;
  const { env, partnerId, requestedBy } = command;
  if (!rule || !env || !partnerId || !requestedBy) return command;
  const payload = command.payload as never;
  if (!rule.holds(stores, { env, partnerId }, payload)) return command;
  const held: HeldCommandPayload = { command: command.type, payload: rule.kept ? rule.kept(payload) : payload, requester: requestedBy };
  return { ...command, type: HOLD_COMMAND, payload: held };
}
