/**
 * Delivery outcomes in batches: every outcome reported in one turn of the event loop becomes
 * ONE `webhook.delivery.outcomes` command, one journal entry, whatever partners and environments the
 * deliveries belong to (one command per partner environment, which at 10 partners
 * made batches of ~3 and 12 commands per group commit). The entry is a platform entry (env and partner
 * null, like a timer's firing); each partner's record of its deliveries is the delivery log, written by
 * the same command. Each outcome is journaled as a tuple (`CompactOutcome`): no key names per outcome. Durability is unchanged: `record` resolves only once the command carrying the
 * outcome has committed (and is durable).
 */
import { compactOutcome, type DeliveryOutcomePayload } from './commands.ts';
import type { Engine } from '../engine.ts';
import { webhooks as webhooksFeature } from '../features/webhooks.ts';

/** Called once the outcome's command has committed (no argument) or failed (its error). */
type Waiter = (err?: unknown) => void;

/** Bounds one journal entry (and the command's savepoint); a larger turn becomes several commands. */
const MAX_OUTCOMES_PER_COMMAND = 2_000;

export class OutcomeBatcher {
  private outcomes: DeliveryOutcomePayload[] = [];
  private waiters: Waiter[] = [];
  /** Outcomes of deliveries on test clocks, one command per clock. */
  private onClocks = new Map<string, { outcomes: DeliveryOutcomePayload[]; waiters: Waiter[] }>();
  private flushScheduled = false;
  private commandsRun = 0;
  private outcomesRun = 0;

  private readonly engine: Engine;
  constructor(engine: Engine) {
    this.engine = engine;
  }

  /** Resolves once the outcome is journaled (in this turn's batch). */
  record(outcome: DeliveryOutcomePayload): Promise<void> {
    return new Promise<void>((resolve, reject) => this.recordThen(outcome, (err) => (err === undefined ? resolve() : reject(err))));
  }

  /** `record` with a callback (the dispatcher's path, no promise per outcome). */
  recordThen(outcome: DeliveryOutcomePayload, done: Waiter, clockId: string | null = null): void {
    if (clockId === null) {
      this.outcomes.push(outcome);
      this.waiters.push(done);
    } else {
      // A delivery on a sandbox test clock: its outcome is journaled on that clock (its retry counts from the clock's time).
      const onClock = this.onClocks.get(clockId) ?? { outcomes: [], waiters: [] };
      onClock.outcomes.push(outcome);
      onClock.waiters.push(done);
      this.onClocks.set(clockId, onClock);
    }
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    setImmediate(() => this.flush());
  }

  /** Outcome commands run so far and the outcomes they carried, for the fan-out benchmark. */
  stats(): { commands: number; outcomes: number } {
    return { commands: this.commandsRun, outcomes: this.outcomesRun };
  }

  private flush(): void {
    this.flushScheduled = false;
    const outcomes = this.outcomes;
    const waiters = this.waiters;
    this.outcomes = [];
    this.waiters = [];
    const onClocks = this.onClocks;
    this.onClocks = new Map();
    this.runAll(outcomes, waiters, null);
    for (const [clockId, batch] of onClocks) this.runAll(batch.outcomes, batch.waiters, clockId);
  }

  private runAll(outcomes: DeliveryOutcomePayload[], waiters: readonly Waiter[], clockId: string | null): void {
    for (let i = 0; i < outcomes.length; i += MAX_OUTCOMES_PER_COMMAND) {
      this.run(outcomes.slice(i, i + MAX_OUTCOMES_PER_COMMAND), waiters.slice(i, i + MAX_OUTCOMES_PER_COMMAND), clockId);
    }
  }

  private run(outcomes: DeliveryOutcomePayload[], waiters: readonly Waiter[], clockId: string | null): void {
    this.commandsRun += 1;
    this.outcomesRun += outcomes.length;
    this.engine
      .run(webhooksFeature.commands.deliveryOutcomes, {
        env: null,
        partnerId: null,
        requestId: null,
        payload: { compact: outcomes.map(compactOutcome) },
        ...(clockId === null ? {} : { clockId }),
      })
      .then(
        () => settle(waiters, undefined),
        (err: unknown) => settle(waiters, err === undefined ? new Error('the outcome command failed') : err),
      );
  }
}

/** Tells each waiter; one that throws does not keep the others from hearing. */
function settle(waiters: readonly Waiter[], err: unknown): void {
  let thrown: unknown;
  for (const w of waiters) {
    try {
      w(err);
    } catch (e) {
      thrown ??= e;
    }
  }
  if (thrown !== undefined) throw thrown;
}
