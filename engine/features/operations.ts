/**
 * Operations: the platform core every feature runs on (journal, actors, ledger, outbox, durable timers,
 * idempotency, settings) and the operator's commands on the service itself: the virtual clock,
 * maintenance mode, and quarantined timers. `timer.fire` routes a platform timer to the feature that
 * declares its kind, so this descriptor is built from the others (engine/features/index.ts). Files:
 * engine/engine.ts, step.ts, actors.ts, ledger.ts, scheduler.ts, clock.ts, recovery.ts, replay.ts,
 * engine/operations/operations.ts, timers.ts, storage/journal.ts, snapshots.ts, timers.ts, events.ts,
 * ledger.ts, idempotency.ts, settings.ts, http/routes/operator-timers.ts, operator.ts (clock, maintenance).
 */
import { fireTimer, recordClock, setMaintenance } from '../operations/operations.ts';
import { dropTimer, quarantineTimer } from '../operations/timers.ts';
import { defineCommand, defineFeature, NO_LEDGER, type CommandDefinition, type Feature, type SystemTimerHandler } from '../feature.ts';

/** The operator's commands on the service: typed, and independent of the other features. */
export const operationsCommands = {
  setClock: defineCommand('operator.clock.set', recordClock),
  setMaintenance: defineCommand('operator.maintenance.set', setMaintenance),
  quarantineTimer: defineCommand('timer.quarantine', quarantineTimer),
  dropTimer: defineCommand('operator.timer.drop', dropTimer),
};

export type FireTimerCommand = CommandDefinition<{ timerId: string; prepared?: unknown }, { fired: boolean }>;

/** Every feature's platform timers by kind; a kind claimed twice is a descriptor error. */
export function systemTimersOf(features: readonly Feature[]): ReadonlyMap<string, SystemTimerHandler> {
  const byKind = new Map<string, SystemTimerHandler>();
  for (const timer of features.flatMap((f) => f.systemTimers)) {
    if (byKind.has(timer.kind)) throw new Error(`platform timer kind ${timer.kind} is declared twice`);
    byKind.set(timer.kind, timer.fire);
  }
  return byKind;
}

/** The operations feature, whose `timer.fire` reaches the platform timers of `timerOwners`. */
export function operationsFeature(timerOwners: readonly Feature[]) {
  const systemTimers = systemTimersOf(timerOwners);
  const fire: FireTimerCommand = defineCommand('timer.fire', (step, p: { timerId: string; prepared?: unknown }) => fireTimer(step, p, systemTimers));
  return defineFeature({
    name: 'operations',
    summary: 'the platform core: journal, actors, ledger, outbox, timers, clock and maintenance',
    machines: [],
    commands: { ...operationsCommands, fireTimer: fire },
    systemTimers: [],
    bootstrap: [],
    tables: {
      journal: { key: ['seq'], reset: 'keep', why: 'append-only and hash-chained: a reset is itself an entry' },
      snapshots: { key: ['kind', 'id'], reset: 'custom', why: 'the actors of every machine kind whose reset rule is wipe are deleted' },
      journal_segments: {
        notReplayed: 'which journal entries were archived to files, written by journal:checkpoint outside the journal',
        reset: 'none',
        why: 'archive bookkeeping, not partner data',
      },
      snapshot_versions: {
        key: ['kind', 'machine_version'],
        reset: 'keep',
        why: 'which machine versions snapshots were written with, checked at start-up; a reset removes no version',
      },
      actor_journal: {
        key: ['kind', 'id', 'journal_seq', 'event_type'],
        reset: 'keep',
        why: 'the audit links of actors to journal entries, which a reset never rewrites',
      },
      timers: { key: ['id'], reset: 'keep', why: "a wiped actor's timer finds no actor when it fires and does nothing" },
      events: { key: ['seq'], reset: 'keep', why: 'the outbox is history: GET /events and webhooks already saw it' },
      ledger_accounts: { key: ['id'], reset: 'custom', why: 'balances are drained or reseeded by the ledger rules of each feature, never deleted' },
      ledger_transfers: { key: ['seq'], reset: 'keep', why: 'append-only: a reset adds transfers' },
      idempotency: {
        key: ['env', 'partner_id', 'key'],
        reset: 'keep',
        why: 'a retried request before the reset still gets its first answer',
      },
      settings: {
        notReplayed: 'holds values made outside the journal (the cursor secret); the journaled ones are checked by test/recovery/replay.test.ts',
        reset: 'none',
        why: 'service settings, not partner data',
      },
      schema_migrations: { notReplayed: 'its applied_at is wall time', reset: 'none', why: 'the schema version' },
    },
    migrations: [
      '001_foundation',
      '008_pending_deliveries',
      '013_snapshots_rowid',
      '015_timer_quarantine',
      '029_actor_events',
      '035_journal_seams',
      '040_history',
      '046_journal_segments',
    ],
    ledger: NO_LEDGER,
    events: [],
  });
}
