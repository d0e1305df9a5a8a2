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

/**
 * Event ids sort in emission order within a partition: `evt_` + the 3-digit partition + the 11-digit
 * zero-padded outbox sequence of that partition (SCALEOUT.md). Partition 000 keeps the ids issued before
 * partitions existed (then a 14-digit sequence, identical below 10^11 events).
 */
const PARTITION_DIGITS = 3;
const SEQ_DIGITS = 11;
const EVENT_ID = /^evt_(\d{3})(\d{11})$/;

export function eventIdFor(seq: number, partition = 0): string {
  return `evt_${partition.toString().padStart(PARTITION_DIGITS, '0')}${seq.toString().padStart(SEQ_DIGITS, '0')}`;
}

export function parseEventId(eventId: string): { partition: number; seq: number } | null {
  const m = EVENT_ID.exec(eventId);
  return m ? { partition: Number(m[1]), seq: Number(m[2]) } : null;
}

/** The outbox sequence of an event id of `partition` (0, the embedded one, by default); null for another partition's id. */
export function seqFromEventId(eventId: string, partition = 0): number | null {
  const parsed = parseEventId(eventId);
  return parsed && parsed.partition === partition ? parsed.seq : null;
}

/**
 * An id chosen before the command runs (by the HTTP layer), for records that must be journaled under
 * their own id from their very first entry, such as a partner at registration. It travels in the
 * command, so replays reproduce it.
 */
export function freshId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}
