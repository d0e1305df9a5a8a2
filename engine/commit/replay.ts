/**
 * A service that only rebuilds a database from a journal (journal:replay, a history inspection, a
 * rebuild from the PostgreSQL log): the entries come given, through `engine.replay`, and commit with
 * the rebuild's own transactions. It takes no commands, so nothing is queued, batched or synced: the
 * source journal stays the truth, and a rebuild a crash cut short is simply run again.
 */
import type { Db } from '../../storage/db.ts';
import { ServiceError } from '../errors.ts';
import type { Committer, OpenBatch } from './committer.ts';

const replayOnly = (): ServiceError => new ServiceError('SERVICE_UNAVAILABLE', 'this service only replays a journal; it takes no commands');

export class ReplayOnly implements Committer {
  readonly syncs = 0;
  readonly idle = true;

  constructor(db: Db) {
    // A COMMIT writes the WAL without an fsync of its own (SQLite still syncs around checkpoints).
    db.pragma('synchronous = NORMAL');
  }

  attach(): void {}

  refusal(): () => ServiceError {
    return replayOnly;
  }

  mayBegin(): boolean {
    return false;
  }

  /** Never reached (every command is refused before it is queued); a batch that got here anyway is not kept. */
  commit(batch: OpenBatch): void {
    batch.rollBack(replayOnly);
  }

  close(): void {}
}
