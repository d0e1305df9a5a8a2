/**
 * Deterministic ids: derived from the journal entry's hash and a counter, so replaying the journal
 * into an empty database produces the same ids, while ids reveal nothing about volumes.
 */
import { createHash, randomBytes } from 'node:crypto';

export function deterministicId(prefix: string, entryHash: string, counter: number): string {
  const digest = createHash('sha256').update(`${entryHash}:${counter}`).digest('hex');
  return `${prefix}_${digest.slice(0, 24)}`;
}

/** Event ids sort in emission order: a zero-padded global outbox sequence. */
export function eventIdFor(seq: number): string {
  return `evt_${seq.toString().padStart(14, '0')}`;
}

export function seqFromEventId(eventId: string): number | null {
  const m = /^evt_(\d{14})$/.exec(eventId);
  return m ? Number(m[1]) : null;
}

/**
 * An id chosen before the command runs (by the HTTP layer), for records that must be journaled under
 * their own id from their very first entry, such as a partner at registration. It travels in the
 * command, so replays reproduce it.
 */
export function freshId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}
