/**
 * Delivery outcomes in batches (issue 17): every outcome reported in one turn of the event loop for one
 * partner environment becomes ONE `webhook.delivery.outcomes` command, one journal entry, instead of one
 * command per delivery. Per partner environment, not across them: the journal entry keeps its partner,
 * so each partner's audit trail (the journal by partner) still holds its own deliveries' outcomes.
 * Durability is unchanged: `record` resolves only once the command carrying the outcome has committed.
 */
import type { DeliveryOutcomePayload } from '../commands/webhooks.ts';
import type { Engine } from '../engine.ts';
import { webhooks as webhooksFeature } from '../features/webhooks.ts';
import type { Env } from '../../storage/types.ts';

interface Batch {
  readonly env: Env;
  readonly partnerId: string;
  readonly outcomes: DeliveryOutcomePayload[];
  readonly waiters: { resolve: () => void; reject: (err: unknown) => void }[];
}

export class OutcomeBatcher {
  private batches = new Map<string, Batch>();
  private flushScheduled = false;
  private commands = 0;
  private outcomes = 0;

  constructor(private readonly engine: Engine) {}

  /** Resolves once the outcome is journaled (in this turn's batch of the partner environment). */
  record(env: Env, partnerId: string, outcome: DeliveryOutcomePayload): Promise<void> {
    const key = `${env}:${partnerId}`;
    let batch = this.batches.get(key);
    if (!batch) this.batches.set(key, (batch = { env, partnerId, outcomes: [], waiters: [] }));
    batch.outcomes.push(outcome);
    return new Promise<void>((resolve, reject) => {
      batch.waiters.push({ resolve, reject });
      if (this.flushScheduled) return;
      this.flushScheduled = true;
      setImmediate(() => this.flush());
    });
  }

  /** Outcome commands run so far and the outcomes they carried, for the fan-out benchmark. */
  stats(): { commands: number; outcomes: number } {
    return { commands: this.commands, outcomes: this.outcomes };
  }

  private flush(): void {
    this.flushScheduled = false;
    const batches = this.batches;
    this.batches = new Map();
    for (const b of batches.values()) {
      this.commands += 1;
      this.outcomes += b.outcomes.length;
      this.engine
        .run(webhooksFeature.commands.deliveryOutcomes, { env: b.env, partnerId: b.partnerId, requestId: null, payload: { outcomes: b.outcomes } })
        .then(
          () => b.waiters.forEach((w) => w.resolve()),
          (err: unknown) => b.waiters.forEach((w) => w.reject(err)),
        );
    }
  }
}
