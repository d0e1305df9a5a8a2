/**
 * Every command type and its handler, built from the feature descriptors (engine/features/).
 * Handlers are synchronous: they run inside the step's transaction.
 */
import { approvablesOf } from './approval-hold.ts';
import type { CommandHandler } from './engine.ts';
import type { AnyCommand, Feature } from './feature.ts';
import { features } from './features/index.ts';
import { withFloatWatch } from './funding/funding.ts';

export function handlersOf(list: readonly Feature[]): Map<string, CommandHandler> {
  const map = new Map<string, CommandHandler>();
  for (const command of list.flatMap((f) => Object.values(f.commands))) {
    if (map.has(command.type)) throw new Error(`command ${command.type} is declared twice`);
    // Every handler watches the master wallet it may move (`float.low`, engine/funding/funding.ts).
    map.set(command.type, withFloatWatch(command.handler));
  }
  return map;
}

export const commandHandlers: ReadonlyMap<string, CommandHandler> = handlersOf(features);

/** Every command's definition by type, as declared (a held command runs by type through it, unwrapped: the approving command watches the float). */
export const commandDefinitions: ReadonlyMap<string, AnyCommand> = new Map(features.flatMap((f) => Object.values(f.commands).map((c) => [c.type, c] as const)));

// An approval action declared twice, or one that runs no command, fails at start-up rather than at approval.
approvablesOf(commandDefinitions);
