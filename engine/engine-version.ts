/**
 * The engine's behaviour version, journaled with every entry. Bump it whenever the same
 * journal entry would run differently under the new code (a handler, a machine or an id scheme changed):
 * replay and a follower refuse entries written by a newer version than their own, because running them
 * with older code could silently rebuild a different state.
 */
export const ENGINE_VERSION = 2;

/** The refusal replay and followers give an entry written by newer code (absent version: before versioning). */
export function assertReplayable(entry: { readonly seq: number; readonly engineVersion?: number }): void {
  const version = entry.engineVersion ?? 0;
  if (version > ENGINE_VERSION) {
    throw new Error(
      `journal entry ${entry.seq} was written by engine version ${version}, newer than this code (version ${ENGINE_VERSION}); upgrade this node before it replays that journal`,
    );
  }
}
