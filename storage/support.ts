/** Support cases (migration 026): the supportCase actor's read model and each case's message thread. */
import type { Db } from './db.ts';
import type { Env } from './types.ts';
import { storedJson } from './stored-json.ts';

export type SupportStatus = 'OPEN' | 'PENDING_PARTNER' | 'RESOLVED' | 'CLOSED';

export interface SupportCaseRecord {
  readonly seq: number;
  readonly id: string;
  readonly env: Env;
  readonly partnerId: string;
  readonly subject: string;
  readonly category: string;
  readonly priority: string;
  readonly description: string;
  readonly relatedOrderIds: readonly string[];
  readonly relatedSubAccountIds: readonly string[];
  readonly status: SupportStatus;
  readonly messageCount: number;
  readonly createdAtMs: number;
  readonly updatedAtMs: number;
}

export type SupportCaseRow = Omit<SupportCaseRecord, 'seq'>;

export interface SupportMessage {
  readonly caseId: string;
  readonly n: number;
  readonly author: 'PARTNER' | 'OPERATOR';
  readonly body: string;
  readonly atMs: number;
}

interface Row {
  seq: number;
  id: string;
  env: Env;
  partner_id: string;
  subject: string;
  category: string;
  priority: string;
  description: string;
  related_order_ids: string;
  related_sub_account_ids: string;
  status: SupportStatus;
  message_count: number;
  created_at_ms: number;
  updated_at_ms: number;
}

const fromRow = (r: Row): SupportCaseRecord => ({
  seq: r.seq,
  id: r.id,
  env: r.env,
  partnerId: r.partner_id,
  subject: r.subject,
  category: r.category,
  priority: r.priority,
  description: r.description,
  relatedOrderIds: storedJson<string[]>(r.related_order_ids),
  relatedSubAccountIds: storedJson<string[]>(r.related_sub_account_ids),
  status: r.status,
  messageCount: r.message_count,
  createdAtMs: r.created_at_ms,
  updatedAtMs: r.updated_at_ms,
});

export interface SupportCaseFilter {
  /** Both null: every partner's cases (the operator's list). */
  readonly partnerId: string | null;
  readonly env: Env | null;
  readonly status: SupportStatus | null;
  readonly afterSeq: number;
  readonly limit: number;
}

export class SupportStore {
  private readonly upsertStmt;
  private readonly byIdStmt;
  private readonly listStmt;
  private readonly insertMessageStmt;
  private readonly messagesStmt;

  constructor(db: Db) {
    this.upsertStmt = db.prepare(
      `INSERT INTO support_cases (id, env, partner_id, subject, category, priority, description, related_order_ids,
         related_sub_account_ids, status, message_count, created_at_ms, updated_at_ms)
       VALUES (@id, @env, @partnerId, @subject, @category, @priority, @description, @relatedOrderIds, @relatedSubAccountIds,
         @status, @messageCount, @createdAtMs, @updatedAtMs)
       ON CONFLICT (id) DO UPDATE SET status = excluded.status, message_count = excluded.message_count, updated_at_ms = excluded.updated_at_ms`,
    );
    this.byIdStmt = db.prepare<[string], Row>('SELECT * FROM support_cases WHERE id = ?');
    this.listStmt = db.prepare<[object], Row>(
      `SELECT * FROM support_cases WHERE seq > @afterSeq AND (@partnerId IS NULL OR partner_id = @partnerId) AND (@env IS NULL OR env = @env)
       AND (@status IS NULL OR status = @status) ORDER BY seq LIMIT @limit`,
    );
    this.insertMessageStmt = db.prepare('INSERT INTO support_messages (case_id, n, env, partner_id, author, body, at_ms) VALUES (?, ?, ?, ?, ?, ?, ?)');
    this.messagesStmt = db.prepare<[string], { case_id: string; n: number; author: 'PARTNER' | 'OPERATOR'; body: string; at_ms: number }>(
      'SELECT case_id, n, author, body, at_ms FROM support_messages WHERE case_id = ? ORDER BY n',
    );
  }

  upsert(c: SupportCaseRow): void {
    this.upsertStmt.run({ ...c, relatedOrderIds: JSON.stringify(c.relatedOrderIds), relatedSubAccountIds: JSON.stringify(c.relatedSubAccountIds) });
  }

  byId(id: string): SupportCaseRecord | undefined {
    const r = this.byIdStmt.get(id);
    return r ? fromRow(r) : undefined;
  }

  list(f: SupportCaseFilter): SupportCaseRecord[] {
    return this.listStmt.all(f).map(fromRow);
  }

  appendMessage(c: Pick<SupportCaseRecord, 'id' | 'env' | 'partnerId'>, m: Omit<SupportMessage, 'caseId'>): void {
    this.insertMessageStmt.run(c.id, m.n, c.env, c.partnerId, m.author, m.body, m.atMs);
  }

  messages(caseId: string): SupportMessage[] {
    const rows = this.messagesStmt.all(caseId);
    return rows.map((r) => ({ caseId: r.case_id, n: r.n, author: r.author, body: r.body, atMs: r.at_ms }));
  }
}
