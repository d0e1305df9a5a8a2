/** Approvals: the read model of the approval actor, written by its projection. */
import type { Db } from './db.ts';
import type { Env } from './types.ts';
import { storedJson } from './stored-json.ts';

export type ApprovalStatus = 'PENDING' | 'APPROVED' | 'EXECUTED' | 'REJECTED' | 'EXPIRED' | 'FAILED';

export interface ApprovalRecord {
  readonly seq: number;
  readonly id: string;
  readonly env: Env;
  readonly partnerId: string;
  readonly action: string;
  readonly summary: Readonly<Record<string, unknown>>;
  readonly requester: { readonly kind: 'member' | 'apiKey'; readonly id: string };
  readonly payload: unknown;
  readonly bodyDigest: string;
  readonly status: ApprovalStatus;
  readonly decidedBy: string | null;
  readonly decidedAtMs: number | null;
  readonly reason: string | null;
  readonly failure: { readonly code: string; readonly message: string } | null;
  readonly result: unknown;
  readonly createdAtMs: number;
  readonly expiresAtMs: number;
  readonly updatedAtMs: number;
}

export type ApprovalRow = Omit<ApprovalRecord, 'seq'>;

export interface ApprovalFilter {
  readonly env: Env;
  readonly partnerId: string;
  readonly status: ApprovalStatus | null;
  readonly afterSeq: number;
  readonly limit: number;
}

interface Row {
  seq: number;
  id: string;
  env: Env;
  partner_id: string;
  action: string;
  summary: string;
  requester_kind: 'member' | 'apiKey';
  requester_id: string;
  payload: string;
  body_digest: string;
  status: ApprovalStatus;
  decided_by: string | null;
  decided_at_ms: number | null;
  reason: string | null;
  failure: string | null;
  result: string | null;
  created_at_ms: number;
  expires_at_ms: number;
  updated_at_ms: number;
}

const fromRow = (r: Row): ApprovalRecord => ({
  seq: r.seq,
  id: r.id,
  env: r.env,
  partnerId: r.partner_id,
  action: r.action,
  summary: storedJson<Record<string, unknown>>(r.summary),
  requester: { kind: r.requester_kind, id: r.requester_id },
  payload: storedJson<unknown>(r.payload),
  bodyDigest: r.body_digest,
  status: r.status,
  decidedBy: r.decided_by,
  decidedAtMs: r.decided_at_ms,
  reason: r.reason,
  failure: r.failure === null ? null : storedJson<{ code: string; message: string }>(r.failure),
  result: r.result === null ? null : storedJson<unknown>(r.result),
  createdAtMs: r.created_at_ms,
  expiresAtMs: r.expires_at_ms,
  updatedAtMs: r.updated_at_ms,
});

export class ApprovalStore {
  private readonly upsertStmt;
  private readonly byIdStmt;
  private readonly listStmt;

  constructor(db: Db) {
    this.upsertStmt = db.prepare(
      `INSERT INTO approvals (id, env, partner_id, action, summary, requester_kind, requester_id, payload, body_digest, status, decided_by,
         decided_at_ms, reason, failure, result, created_at_ms, expires_at_ms, updated_at_ms)
       VALUES (@id, @env, @partnerId, @action, @summary, @requesterKind, @requesterId, @payload, @bodyDigest, @status, @decidedBy,
         @decidedAtMs, @reason, @failure, @result, @createdAtMs, @expiresAtMs, @updatedAtMs)
       ON CONFLICT (id) DO UPDATE SET status = excluded.status, decided_by = excluded.decided_by, decided_at_ms = excluded.decided_at_ms,
         reason = excluded.reason, failure = excluded.failure, result = excluded.result, updated_at_ms = excluded.updated_at_ms`,
    );
    this.byIdStmt = db.prepare<[string], Row>('SELECT * FROM approvals WHERE id = ?');
    this.listStmt = db.prepare<[object], Row>(
      `SELECT * FROM approvals WHERE partner_id = @partnerId AND env = @env AND seq > @afterSeq AND (@status IS NULL OR status = @status)
       ORDER BY seq LIMIT @limit`,
    );
  }

  upsert(a: ApprovalRow): void {
    this.upsertStmt.run({
      id: a.id,
      env: a.env,
      partnerId: a.partnerId,
      action: a.action,
      summary: JSON.stringify(a.summary),
      requesterKind: a.requester.kind,
      requesterId: a.requester.id,
      payload: JSON.stringify(a.payload),
      bodyDigest: a.bodyDigest,
      status: a.status,
      decidedBy: a.decidedBy,
      decidedAtMs: a.decidedAtMs,
      reason: a.reason,
      failure: a.failure === null ? null : JSON.stringify(a.failure),
      result: a.result === null || a.result === undefined ? null : JSON.stringify(a.result),
      createdAtMs: a.createdAtMs,
      expiresAtMs: a.expiresAtMs,
      updatedAtMs: a.updatedAtMs,
    });
  }

  byId(id: string): ApprovalRecord | undefined {
    const r = this.byIdStmt.get(id);
    return r ? fromRow(r) : undefined;
  }

  list(f: ApprovalFilter): ApprovalRecord[] {
    return this.listStmt.all(f).map(fromRow);
  }
}
