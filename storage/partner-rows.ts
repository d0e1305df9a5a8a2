/**
 * Deletes one partner's rows of one environment from a table (sandbox reset). Which tables is not
 * decided here: the engine passes the tables whose reset rule is `wipe` (engine/features/). A table
 * without `partner_id` and `env` columns is refused, so a misclassified table fails loudly.
 */
import type { Db } from './db.ts';

export class PartnerRowsStore {
  private readonly statements = new Map<string, { run(partnerId: string, env: string): unknown }>();

  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  deleteForPartner(table: string, partnerId: string, env: string): void {
    let statement = this.statements.get(table);
    if (!statement) {
      const columns = new Set(this.db.prepare<[string], string>('SELECT name FROM pragma_table_info(?)').pluck().all(table));
      if (!columns.has('partner_id') || !columns.has('env')) throw new Error(`table ${table} holds no per-partner rows (partner_id, env)`);
      statement = this.db.prepare(`DELETE FROM "${table}" WHERE partner_id = ? AND env = ?`);
      this.statements.set(table, statement);
    }
    statement.run(partnerId, env);
  }
}
