/**
 * Counts, and optionally times, every SQL statement this process executes: better-sqlite3's statement
 * methods and `exec` wrapped on their prototypes, so every connection opened afterwards is covered
 * (the writer, the read connection, the transactions' BEGIN, COMMIT and savepoints). Used by the cost
 * benches' child (bench/trading-cost-child.ts) and the in-process trading probe (bench/trading-micro.ts).
 * Timing measures each synchronous call into SQLite: its CPU and the page writes it makes.
 */
import Database from 'better-sqlite3';

const CONTROL = /^(BEGIN|COMMIT|ROLLBACK|SAVEPOINT|RELEASE)/i;

export class SqlProbe {
  private recording = false;
  readonly counts = new Map<string, number>();
  /** Nanoseconds inside SQLite, in all and in transaction control (timing probes only). */
  private allNs = 0;
  private controlNs = 0;

  readonly timed: boolean;
  private constructor(timed: boolean) {
    this.timed = timed;
  }

  /** Installs the probe on better-sqlite3's prototypes; it records only between `start` and `stop`. */
  static install(options: { timing: boolean }): SqlProbe {
    const probe = new SqlProbe(options.timing);
    const memory = new Database(':memory:');
    const statementProto = Object.getPrototypeOf(memory.prepare('SELECT 1')) as Record<string, unknown>;
    for (const method of ['run', 'get', 'all', 'iterate']) {
      const original = statementProto[method] as (this: { source: string }, ...args: unknown[]) => unknown;
      statementProto[method] = function (this: { source: string }, ...args: unknown[]) {
        return probe.measured(this.source, () => original.apply(this, args));
      };
    }
    const dbProto = Object.getPrototypeOf(memory) as Record<string, unknown>;
    const exec = dbProto.exec as (this: unknown, sql: string) => unknown;
    dbProto.exec = function (this: unknown, sql: string) {
      return probe.measured(sql, () => exec.call(this, sql));
    };
    memory.close();
    return probe;
  }

  start(): void {
    this.counts.clear();
    this.allNs = 0;
    this.controlNs = 0;
    this.recording = true;
  }

  stop(): void {
    this.recording = false;
  }

  /** Microseconds inside SQLite in all, and in BEGIN, COMMIT, ROLLBACK and savepoints alone. */
  totalsUs(): { allUs: number; controlUs: number } {
    return { allUs: this.allNs / 1000, controlUs: this.controlNs / 1000 };
  }

  private measured<T>(sql: string, call: () => T): T {
    if (!this.recording) return call();
    const key = sql.replace(/\s+/g, ' ').trim().slice(0, 110);
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    if (!this.timed) return call();
    const started = process.hrtime.bigint();
    try {
      return call();
    } finally {
      const ns = Number(process.hrtime.bigint() - started);
      this.allNs += ns;
      if (CONTROL.test(key)) this.controlNs += ns;
    }
  }
}

/** Statements that open, close or nest transactions, apart from the data statements. */
export const isControlStatement = (sql: string): boolean => CONTROL.test(sql);
