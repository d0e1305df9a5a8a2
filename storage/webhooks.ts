/** Webhook registrations (secrets sealed, never in the clear) and the delivery-log read model. */
import { TableMemo } from './table-memo.ts';
import type { Db } from './db.ts';
import type { Env } from './types.ts';
import { storedJson } from './stored-json.ts';

export type WebhookStatus = 'ACTIVE' | 'DELETED';

export interface WebhookRecord {
  readonly seq: number;
  readonly id: string;
  readonly env: Env;
  readonly partnerId: string;
  readonly url: string;
  readonly events: readonly string[];
  readonly secretSealed: string;
  readonly secretHint: string;
  readonly status: WebhookStatus;
  readonly createdAtMs: number;
  readonly deletedAtMs: number | null;
}

export interface DeliveryLogRecord {
  readonly seq: number;
  readonly id: string;
  readonly webhookId: string;
  readonly eventId: string;
  readonly event: string;
  readonly state: string;
  readonly attempt: number;
  readonly httpStatus: number | null;
  readonly durationMs: number | null;
  readonly attemptedAtMs: number | null;
  readonly success: boolean | null;
  readonly nextRetryAtMs: number | null;
  readonly responseSnippet: string | null;
  /** Why the attempt failed (timeout, network error, blocked address, HTTP status); null otherwise. */
  readonly error: string | null;
}

interface WebhookRow {
  seq: number;
  id: string;
  env: Env;
  partner_id: string;
  url: string;
  events: string;
  secret_sealed: string;
  secret_hint: string;
  status: WebhookStatus;
  created_at_ms: number;
  deleted_at_ms: number | null;
}

interface DeliveryRow {
  seq: number;
  id: string;
  webhook_id: string;
  event_id: string;
  event: string;
  state: string;
  attempt: number;
  http_status: number | null;
  duration_ms: number | null;
  attempted_at_ms: number | null;
  success: number | null;
  next_retry_at_ms: number | null;
  response_snippet: string | null;
  error: string | null;
}

const fromWebhookRow = (r: WebhookRow): WebhookRecord => ({
  seq: r.seq,
  id: r.id,
  env: r.env,
  partnerId: r.partner_id,
  url: r.url,
  events: storedJson<string[]>(r.events),
  secretSealed: r.secret_sealed,
  secretHint: r.secret_hint,
  status: r.status,
  createdAtMs: r.created_at_ms,
  deletedAtMs: r.deleted_at_ms,
});

const fromDeliveryRow = (r: DeliveryRow): DeliveryLogRecord => ({
  seq: r.seq,
  id: r.id,
  webhookId: r.webhook_id,
  eventId: r.event_id,
  event: r.event,
  state: r.state,
  attempt: r.attempt,
  httpStatus: r.http_status,
  durationMs: r.duration_ms,
  attemptedAtMs: r.attempted_at_ms,
  success: r.success === null ? null : r.success === 1,
  nextRetryAtMs: r.next_retry_at_ms,
  responseSnippet: r.response_snippet,
  error: r.error,
});

export type NewWebhook = Omit<WebhookRecord, 'seq' | 'status' | 'deletedAtMs'>;

/** One page of a webhook's delivery log (test/storage/query-plans.test.ts checks its plan). */
export const DELIVERY_LOG_SQL = 'SELECT * FROM webhook_deliveries WHERE webhook_id = ? AND seq > ? ORDER BY seq LIMIT ?';

export class WebhookStore {
  private readonly insertStmt;
  private readonly byIdStmt;
  private readonly activeStmt;
  private readonly markDeletedStmt;
  private readonly deliveriesStmt;
  private readonly activeInEnvStmt;
  private readonly upsertAttemptStmt;
  private readonly settleAttemptStmt;
  private readonly attemptingStmt;
  /** The writer's memo of active registrations (fan-out); null on a read-only connection. */
  private readonly activeMemo: TableMemo<readonly WebhookRecord[]> | null;

  constructor(db: Db) {
    this.activeMemo = db.readonly ? null : new TableMemo<readonly WebhookRecord[]>(db, 'webhooks');
    this.insertStmt = db.prepare(
      `INSERT INTO webhooks (id, env, partner_id, url, events, secret_sealed, secret_hint, status, created_at_ms)
       VALUES (?, ?, ?, ?, ?, ?, ?, 'ACTIVE', ?)`,
    );
    this.byIdStmt = db.prepare<[string], WebhookRow>('SELECT * FROM webhooks WHERE id = ?');
    this.activeStmt = db.prepare<[string, string], WebhookRow>("SELECT * FROM webhooks WHERE partner_id = ? AND env = ? AND status = 'ACTIVE' ORDER BY seq");
    this.markDeletedStmt = db.prepare("UPDATE webhooks SET status = 'DELETED', deleted_at_ms = ? WHERE id = ?");
    this.deliveriesStmt = db.prepare<[string, number, number], DeliveryRow>(DELIVERY_LOG_SQL);
    this.activeInEnvStmt = db.prepare<[string], WebhookRow>("SELECT * FROM webhooks WHERE env = ? AND status = 'ACTIVE' ORDER BY seq");
    this.upsertAttemptStmt = db.prepare(
      `INSERT INTO webhook_deliveries (id, webhook_id, env, partner_id, event_id, event, state, attempt, http_status, duration_ms, attempted_at_ms, success, next_retry_at_ms, response_snippet, error)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET state = excluded.state, http_status = excluded.http_status, duration_ms = excluded.duration_ms,
         success = excluded.success, next_retry_at_ms = excluded.next_retry_at_ms, response_snippet = excluded.response_snippet, error = excluded.error`,
    );
    this.settleAttemptStmt = db.prepare(
      `UPDATE webhook_deliveries SET state = ?, http_status = ?, duration_ms = ?, success = ?, next_retry_at_ms = ?, response_snippet = ?, error = ?
       WHERE id = ?`,
    );
    // Deliveries whose current attempt has no recorded outcome: what the dispatcher must (re)send.
    this.attemptingStmt = db.prepare<[], string>("SELECT id FROM snapshots WHERE kind = 'webhookDelivery' AND state = 'ATTEMPTING'").pluck();
  }

  insert(w: NewWebhook): void {
    this.insertStmt.run(w.id, w.env, w.partnerId, w.url, JSON.stringify(w.events), w.secretSealed, w.secretHint, w.createdAtMs);
  }

  get(id: string): WebhookRecord | undefined {
    const r = this.byIdStmt.get(id);
    return r ? fromWebhookRow(r) : undefined;
  }

  /** Active registrations of a partner environment, oldest first (the spec's list is not paginated). */
  active(partnerId: string, env: Env): WebhookRecord[] {
    return this.activeStmt.all(partnerId, env).map(fromWebhookRow);
  }

  /** Active registrations of every partner of an environment (platform events go to all of them). */
  activeInEnv(env: Env): WebhookRecord[] {
    return this.activeInEnvStmt.all(env).map(fromWebhookRow);
  }

  /**
   * What fan-out reads per event: a partner environment's active registrations
   * (`partnerId` given) or every partner's of the environment (platform events), from the writer's memo
   * (storage/table-memo.ts). The list is shared: callers must not change it.
   */
  activeForFanOut(env: Env, partnerId: string | null): readonly WebhookRecord[] {
    const read = (): WebhookRecord[] => (partnerId === null ? this.activeInEnv(env) : this.active(partnerId, env));
    return this.activeMemo ? this.activeMemo.get(`${env}\u0000${partnerId ?? ''}`, read) : read();
  }

  /** One row per attempt of a delivery (id `<deliveryId>:<attempt>`), written again when it settles. */
  putAttempt(row: Omit<DeliveryLogRecord, 'seq'> & { readonly env: Env; readonly partnerId: string }): void {
    // Positional: two writes per delivery, and binding by name cost about 1.5 µs more each.
    const success = row.success === null ? null : row.success ? 1 : 0;
    // An answered attempt's row was written when the attempt began: a plain UPDATE by id is about 1 µs cheaper
    // than the upsert's failed INSERT. The upsert stays for a row that is not there.
    if (
      success !== null &&
      this.settleAttemptStmt.run(row.state, row.httpStatus, row.durationMs, success, row.nextRetryAtMs, row.responseSnippet, row.error, row.id).changes === 1
    )
      return;
    this.upsertAttemptStmt.run(
      row.id,
      row.webhookId,
      row.env,
      row.partnerId,
      row.eventId,
      row.event,
      row.state,
      row.attempt,
      row.httpStatus,
      row.durationMs,
      row.attemptedAtMs,
      success,
      row.nextRetryAtMs,
      row.responseSnippet,
      row.error,
    );
  }

  attemptingDeliveryIds(): string[] {
    return this.attemptingStmt.all();
  }

  markDeleted(id: string, atMs: number): void {
    this.markDeletedStmt.run(atMs, id);
  }

  deliveries(webhookId: string, afterSeq: number, limit: number): DeliveryLogRecord[] {
    return this.deliveriesStmt.all(webhookId, afterSeq, limit).map(fromDeliveryRow);
  }
}
