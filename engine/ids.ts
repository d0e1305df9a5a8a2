/**
 * Deterministic ids: derived from the journal entry (its time and hash) and a counter, so replaying the
 * journal into an empty database produces the same ids. They start with the entry's time, so ids sort
 * by creation and inserts into id-keyed tables land at the end of their index (one page per batch
 * instead of one random page per row), like ULIDs; the rest is a digest, so ids reveal no volumes.
 */
import { createHash, randomBytes } from 'node:crypto';

/** Fixed-width base-36 milliseconds: 9 digits last until the year 5188, and sort as strings. */
const TIME_WIDTH = 9;
const DIGEST_CHARS = 15;

export function timePrefix(atMs: number): string {
  return Math.max(0, Math.trunc(atMs)).toString(36).padStart(TIME_WIDTH, '0');
}

export function deterministicId(prefix: string, entryHash: string, counter: number, atMs: number): string {
  const digest = createHash('sha256').update(`${entryHash}:${counter}`).digest('hex');
  return `${prefix}_${timePrefix(atMs)}${digest.slice(0, DIGEST_CHARS)}`;
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
