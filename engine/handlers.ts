/**
 * Every command type and its handler, built from the feature descriptors (engine/features/).
 * Handlers are synchronous: they run inside the step's transaction.
 */
import type { CommandHandler } from './engine.ts';
import type { Feature } from './feature.ts';
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
