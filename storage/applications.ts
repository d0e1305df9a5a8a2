/** Production partner applications (a projection of the application actor). */
import type { Db } from './db.ts';

export type ApplicationStatus = 'pending' | 'approved' | 'rejected';

export interface ApplicationRecord {
  readonly id: string;
  readonly email: string;
  readonly businessName: string;
  readonly useCase: string;
  readonly website: string | null;
  readonly consentVersion: string;
  readonly status: ApplicationStatus;
  readonly submittedAtMs: number;
  readonly decidedAtMs: number | null;
  readonly rejectionReason: string | null;
}

interface Row {
  id: string;
  email: string;
  business_name: string;
  use_case: string;
  website: string | null;
  consent_version: string;
  status: ApplicationStatus;
  submitted_at_ms: number;
  decided_at_ms: number | null;
  rejection_reason: string | null;
}

function fromRow(r: Row): ApplicationRecord {
  return {
    id: r.id,
    email: r.email,
    businessName: r.business_name,
    useCase: r.use_case,
    website: r.website,
    consentVersion: r.consent_version,
    status: r.status,
    submittedAtMs: r.submitted_at_ms,
    decidedAtMs: r.decided_at_ms,
    rejectionReason: r.rejection_reason,
  };
}

export class ApplicationStore {
  private readonly byIdStmt;
  private readonly latestByEmailStmt;
  private readonly listStmt;
  private readonly upsertStmt;

  constructor(db: Db) {
    this.byIdStmt = db.prepare<[string], Row>('SELECT * FROM applications WHERE id = ?');
    this.latestByEmailStmt = db.prepare<[string], Row>(
      // rowid breaks ties in filing order: ids are hashes, and a frozen virtual clock gives equal instants.
      'SELECT * FROM applications WHERE email = ? ORDER BY submitted_at_ms DESC, rowid DESC LIMIT 1',
    );
    this.listStmt = db.prepare<[object], Row>(
      `SELECT * FROM applications WHERE (@status IS NULL OR status = @status) AND id > @after ORDER BY id LIMIT @limit`,
    );
    this.upsertStmt = db.prepare(
      `INSERT INTO applications (id, email, business_name, use_case, website, consent_version, status, submitted_at_ms,
         decided_at_ms, rejection_reason)
       VALUES (@id, @email, @businessName, @useCase, @website, @consentVersion, @status, @submittedAtMs, @decidedAtMs,
         @rejectionReason)
       ON CONFLICT (id) DO UPDATE SET status = excluded.status, decided_at_ms = excluded.decided_at_ms,
         rejection_reason = excluded.rejection_reason`,
    );
  }

  byId(id: string): ApplicationRecord | undefined {
    const r = this.byIdStmt.get(id);
    return r ? fromRow(r) : undefined;
  }

  latestByEmail(email: string): ApplicationRecord | undefined {
    const r = this.latestByEmailStmt.get(email);
    return r ? fromRow(r) : undefined;
  }

  list(filter: { status?: ApplicationStatus; after?: string; limit: number }): ApplicationRecord[] {
    return this.listStmt.all({ status: filter.status ?? null, after: filter.after ?? '', limit: filter.limit }).map(fromRow);
  }

  upsert(a: ApplicationRecord): void {
    this.upsertStmt.run(a);
  }
}
