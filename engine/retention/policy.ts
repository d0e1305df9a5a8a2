/**
 * How long each kind of history stays in the hot database (RETENTION_* variables, README "Retention"),
 * parsed once at start-up. The defaults follow the specification and its anchors: idempotency records
 * answer retries for 24 hours, events are listed for 30 days (as Stripe keeps them), the webhook
 * delivery log and the snapshots of finished quotes and deliveries go with them. A window of 0 keeps
 * that kind forever. The journal and the ledger are never purged: replay and the books need them.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface RetentionPolicy {
  /** Idempotency records older than this are deleted (the specification deduplicates for 24 hours). */
  readonly idempotencyMs: number;
  /** Events (the outbox behind GET /events and /stream) older than this are deleted. */
  readonly eventsMs: number;
  /** Finished webhook delivery-log rows last attempted longer ago than this are deleted. */
  readonly deliveriesMs: number;
  /** Snapshots of finished quotes and webhook deliveries not moved for this long are deleted. */
  readonly finishedSnapshotsMs: number;
  /** How often the sweep runs (service clock). */
  readonly intervalMs: number;
  /** Rows deleted per kind per sweep; a sweep that hit it runs again `busyIntervalMs` later. */
  readonly batchRows: number;
  readonly busyIntervalMs: number;
}

export const RETENTION_DEFAULTS: RetentionPolicy = {
  idempotencyMs: 24 * HOUR_MS,
  eventsMs: 30 * DAY_MS,
  deliveriesMs: 30 * DAY_MS,
  finishedSnapshotsMs: 30 * DAY_MS,
  intervalMs: HOUR_MS,
  batchRows: 500,
  busyIntervalMs: 1_000,
};

type EnvVars = Record<string, string | undefined>;

function wholeNumber(env: EnvVars, name: string, fallback: number, minimum: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || (value !== 0 && value < minimum) || value < 0) {
    throw new Error(`${name} must be 0 (keep forever) or an integer >= ${minimum}, got ${raw}`);
  }
  return value;
}

/** Reads a positive integer variable, or its default (engine/config.ts's parser, passed in: config imports this module). */
type PositiveInteger = (env: EnvVars, name: string, fallback: number) => number;

/** RETENTION_IDEMPOTENCY_HOURS (>= 24), RETENTION_EVENTS_DAYS, RETENTION_DELIVERIES_DAYS, RETENTION_SNAPSHOTS_DAYS, RETENTION_INTERVAL_MINUTES, RETENTION_BATCH_ROWS. */
export function loadRetention(env: EnvVars, positive: PositiveInteger): RetentionPolicy {
  const d = RETENTION_DEFAULTS;
  return {
    idempotencyMs: wholeNumber(env, 'RETENTION_IDEMPOTENCY_HOURS', d.idempotencyMs / HOUR_MS, 24) * HOUR_MS,
    eventsMs: wholeNumber(env, 'RETENTION_EVENTS_DAYS', d.eventsMs / DAY_MS, 1) * DAY_MS,
    deliveriesMs: wholeNumber(env, 'RETENTION_DELIVERIES_DAYS', d.deliveriesMs / DAY_MS, 1) * DAY_MS,
    finishedSnapshotsMs: wholeNumber(env, 'RETENTION_SNAPSHOTS_DAYS', d.finishedSnapshotsMs / DAY_MS, 1) * DAY_MS,
    intervalMs: positive(env, 'RETENTION_INTERVAL_MINUTES', d.intervalMs / 60_000) * 60_000,
    batchRows: positive(env, 'RETENTION_BATCH_ROWS', d.batchRows),
    busyIntervalMs: d.busyIntervalMs,
  };
}
