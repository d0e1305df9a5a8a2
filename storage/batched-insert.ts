/**
 * Rows of one table held in memory while the engine runs a batch, then written by multi-row INSERTs
 * (up to `maxRows` rows a statement) just before the batch's COMMIT, inside its transaction. A row is staged only once its command's savepoint has been released, so a command that
 * fails leaves nothing here, and a batch that rolls back discards what is staged. Only for tables
 * nothing reads during the batch that wrote them: a staged row is not in SQLite until the flush.
 */
import type { Statement } from 'better-sqlite3';
import type { Db } from './db.ts';

export class BatchedInsert {
  private values: unknown[] = [];
  private rows = 0;
  /** One prepared statement per row count used (the last chunk of a flush varies). */
  private readonly statements = new Map<number, Statement>();

  /**
   * `head` is `INSERT INTO t (a, b, c)`; `tail` follows the VALUES list (an upsert's ON CONFLICT clause,
   * written with `excluded.` so it holds for every row).
   */
  private readonly db: Db;
  private readonly head: string;
  private readonly columns: number;
  private readonly tail: string;
  private readonly maxRows: number;
  constructor(db: Db, head: string, columns: number, tail = '', maxRows = 64) {
    this.db = db;
    this.head = head;
    this.columns = columns;
    this.tail = tail;
    this.maxRows = maxRows;
  }

  /** Holds one row (its values in the column order of `head`) for the next flush. */
  add(row: readonly unknown[]): void {
    if (row.length !== this.columns) throw new Error(`a row of ${this.columns} values expected, got ${row.length}`);
    for (let i = 0; i < row.length; i += 1) this.values.push(row[i]);
    this.rows += 1;
  }

  get size(): number {
    return this.rows;
  }

  /** Writes every held row, in the order they were added. */
  flush(): void {
    if (this.rows === 0) return;
    const values = this.values;
    const rows = this.rows;
    this.discard();
    for (let first = 0; first < rows; first += this.maxRows) {
      const n = Math.min(this.maxRows, rows - first);
      this.statement(n).run(values.slice(first * this.columns, (first + n) * this.columns));
    }
  }

  /** Forgets every held row (the batch rolled back). */
  discard(): void {
    this.values = [];
    this.rows = 0;
  }

  private statement(rows: number): Statement {
    let statement = this.statements.get(rows);
    if (!statement) {
      const row = `(${new Array(this.columns).fill('?').join(', ')})`;
      statement = this.db.prepare(`${this.head} VALUES ${new Array(rows).fill(row).join(', ')} ${this.tail}`);
      this.statements.set(rows, statement);
    }
    return statement;
  }
}
