/**
 * What the recorders that write in batches outside the engine share (usage counters, certification
 * evidence): a write refused because a transaction was open (cluster mode: a batch awaiting its append)
 * is kept and retried between batches, and a failed write (disk full, I/O error) keeps what it held in
 * memory and is reported, never thrown: it would turn the request that happened to trigger it into a 500.
 */
export abstract class BatchedWrites {
  /** The last write was refused (a transaction was open): retryRefused() writes it between batches. */
  protected refused = false;

  private readonly onWriteError: (error: unknown) => void;
  constructor(onWriteError: (error: unknown) => void) {
    this.onWriteError = onWriteError;
  }

  /** Writes what is held; sets `refused` when the write did not happen. */
  abstract flush(): void;

  /** Between two batches (engine.onBetweenBatches): writes a batch a transaction refused, if any. */
  retryRefused(): void {
    if (this.refused) this.flush();
  }

  /** Runs one write; false when it was refused or failed (the failure reported). */
  protected written(write: () => boolean): boolean {
    try {
      return write();
    } catch (error) {
      this.onWriteError(error);
      return false;
    }
  }
}
