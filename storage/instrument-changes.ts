/** The catalogue overlay of delistings and symbol changes (migration 020). */
import type { Db } from './db.ts';

export type InstrumentChangeKind = 'DELISTED' | 'SYMBOL_CHANGED';

export interface InstrumentChange {
  readonly seq: number;
  readonly actionId: string;
  readonly kind: InstrumentChangeKind;
  readonly symbol: string;
  readonly newSymbol: string | null;
  readonly effectiveDate: string;
  readonly atMs: number;
}

interface Row {
  seq: number;
  action_id: string;
  kind: InstrumentChangeKind;
  symbol: string;
  new_symbol: string | null;
  effective_date: string;
  at_ms: number;
}

const fromRow = (r: Row): InstrumentChange => ({
  seq: r.seq,
  actionId: r.action_id,
  kind: r.kind,
  symbol: r.symbol,
  newSymbol: r.new_symbol,
  effectiveDate: r.effective_date,
  atMs: r.at_ms,
});

export class InstrumentChangeStore {
  private readonly insertStmt;
  private readonly allStmt;
  private readonly countStmt;
  private readonly repointStmt;
  /** The row count as last read or written; null until read again (see version()). */
  private known: number | null = null;

  constructor(db: Db) {
    this.insertStmt = db.prepare(
      'INSERT INTO instrument_changes (action_id, kind, symbol, new_symbol, effective_date, at_ms) VALUES (@actionId, @kind, @symbol, @newSymbol, @effectiveDate, @atMs)',
    );
    this.allStmt = db.prepare<[], Row>('SELECT * FROM instrument_changes ORDER BY seq');
    this.countStmt = db.prepare<[], number>('SELECT COUNT(*) FROM instrument_changes').pluck();
    this.repointStmt = db.prepare("UPDATE corporate_actions SET symbol = @to WHERE symbol = @from AND status = 'DECLARED'");
  }

  insert(c: Omit<InstrumentChange, 'seq'>): void {
    const before = this.version();
    this.insertStmt.run(c);
    this.known = before + 1;
  }

  /** Every change in the order it took effect (the catalog applies them in that order). */
  all(): InstrumentChange[] {
    return this.allStmt.all().map(fromRow);
  }

  /**
   * A symbol change's effect on the corporate actions still to come for the old symbol (a split, a
   * dividend's ex-date): they take effect on the instrument under its new symbol. Returns how many.
   */
  repointDeclaredActions(from: string, to: string): number {
    return this.repointStmt.run({ from, to }).changes;
  }

  /**
   * Rows are only ever added, so their count versions the overlay (the catalogs are cached by it).
   * Read from the table once and then kept, as every market read asks: the engine forgets it after each
   * batch and after a command's rollback (forgetVersion), so a rolled-back insert cannot leave its count.
   */
  version(): number {
    this.known ??= this.countStmt.get() ?? 0;
    return this.known;
  }

  forgetVersion(): void {
    this.known = null;
  }
}
