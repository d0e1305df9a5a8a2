/** Platform incidents declared and resolved by the operator. */
import type { Db } from './db.ts';
import { storedJson } from './stored-json.ts';

export type IncidentSeverity = 'P0' | 'P1' | 'P2' | 'P3';
export type IncidentStatus = 'investigating' | 'resolved';

export interface IncidentRecord {
  readonly seq: number;
  readonly id: string;
  readonly title: string;
  readonly severity: IncidentSeverity;
  readonly affectedServices: readonly string[];
  readonly status: IncidentStatus;
  readonly message: string | null;
  readonly resolutionMessage: string | null;
  readonly declaredAtMs: number;
  readonly resolvedAtMs: number | null;
}

interface IncidentRow {
  seq: number;
  id: string;
  title: string;
  severity: IncidentSeverity;
  affected_services: string;
  status: IncidentStatus;
  message: string | null;
  resolution_message: string | null;
  declared_at_ms: number;
  resolved_at_ms: number | null;
}

const fromRow = (r: IncidentRow): IncidentRecord => ({
  seq: r.seq,
  id: r.id,
  title: r.title,
  severity: r.severity,
  affectedServices: storedJson<string[]>(r.affected_services),
  status: r.status,
  message: r.message,
  resolutionMessage: r.resolution_message,
  declaredAtMs: r.declared_at_ms,
  resolvedAtMs: r.resolved_at_ms,
});

export type NewIncident = Pick<IncidentRecord, 'id' | 'title' | 'severity' | 'affectedServices' | 'message' | 'declaredAtMs'>;

export class IncidentStore {
  private readonly insertStmt;
  private readonly byIdStmt;
  private readonly openStmt;
  private readonly listStmt;
  private readonly listByStatusStmt;
  private readonly resolveStmt;

  constructor(db: Db) {
    this.insertStmt = db.prepare(
      `INSERT INTO incidents (id, title, severity, affected_services, status, message, declared_at_ms)
       VALUES (?, ?, ?, ?, 'investigating', ?, ?)`,
    );
    this.byIdStmt = db.prepare<[string], IncidentRow>('SELECT * FROM incidents WHERE id = ?');
    this.openStmt = db.prepare<[], IncidentRow>("SELECT * FROM incidents WHERE status != 'resolved' ORDER BY seq");
    this.listStmt = db.prepare<[number, number], IncidentRow>('SELECT * FROM incidents WHERE seq > ? ORDER BY seq LIMIT ?');
    this.listByStatusStmt = db.prepare<[string, number, number], IncidentRow>('SELECT * FROM incidents WHERE status = ? AND seq > ? ORDER BY seq LIMIT ?');
    this.resolveStmt = db.prepare("UPDATE incidents SET status = 'resolved', resolved_at_ms = ?, resolution_message = ? WHERE id = ?");
  }

  insert(i: NewIncident): void {
    this.insertStmt.run(i.id, i.title, i.severity, JSON.stringify(i.affectedServices), i.message, i.declaredAtMs);
  }

  get(id: string): IncidentRecord | undefined {
    const r = this.byIdStmt.get(id);
    return r ? fromRow(r) : undefined;
  }

  /** Incidents not yet resolved, oldest first. */
  open(): IncidentRecord[] {
    return this.openStmt.all().map(fromRow);
  }

  list(opts: { status?: IncidentStatus; afterSeq: number; limit: number }): IncidentRecord[] {
    const rows = opts.status ? this.listByStatusStmt.all(opts.status, opts.afterSeq, opts.limit) : this.listStmt.all(opts.afterSeq, opts.limit);
    return rows.map(fromRow);
  }

  resolve(id: string, atMs: number, message: string | null): void {
    this.resolveStmt.run(atMs, message, id);
  }
}
