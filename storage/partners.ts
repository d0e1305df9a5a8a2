/** Partner records (a projection of the partner actor) and their API keys (hashes only). */
import type { Db } from './db.ts';
import type { Env, KeyKind, KeyStatus, PartnerStatus, Tier } from './types.ts';
import { storedJson } from './stored-json.ts';

export interface PartnerFlags {
  oauthClientCredentialsEnabled?: boolean;
  scopedKeysRequired?: boolean;
  signedRequestsRequired?: boolean;
  mtlsRequired?: boolean;
  settlementHold?: boolean;
  testToolsOnProduction?: boolean;
}

export interface PartnerRecord {
  readonly id: string;
  readonly env: Env;
  readonly sub: string | null;
  readonly email: string;
  readonly businessName: string;
  readonly tier: Tier;
  readonly status: PartnerStatus;
  readonly markupBps: number;
  readonly rateLimits: { sandbox?: number; production?: number };
  readonly flags: PartnerFlags;
  readonly createdAtMs: number;
  /** When the partner revoked its only full key (registration refused until the operator restores access); null: not locked. */
  readonly accessLockedAtMs: number | null;
}

export interface ApiKeyRecord {
  readonly id: string;
  readonly keyHash: string;
  readonly partnerId: string;
  readonly env: Env;
  readonly kind: KeyKind;
  readonly status: KeyStatus;
  readonly prefix: string;
  readonly last4: string;
  readonly scopes: readonly string[];
  readonly parentKeyId: string | null;
  readonly createdAtMs: number;
  readonly expiresAtMs: number | null;
  readonly revokedAtMs: number | null;
}

interface PartnerRow {
  id: string;
  env: Env;
  sub: string | null;
  email: string;
  business_name: string;
  tier: Tier;
  status: PartnerStatus;
  markup_bps: number;
  rate_limits: string;
  flags: string;
  created_at_ms: number;
  access_locked_at_ms: number | null;
}

interface KeyRow {
  id: string;
  key_hash: string;
  partner_id: string;
  env: Env;
  kind: KeyKind;
  status: KeyStatus;
  prefix: string;
  last4: string;
  scopes: string;
  parent_key_id: string | null;
  created_at_ms: number;
  expires_at_ms: number | null;
  revoked_at_ms: number | null;
}

function partnerFromRow(r: PartnerRow): PartnerRecord {
  return {
    id: r.id,
    env: r.env,
    sub: r.sub,
    email: r.email,
    businessName: r.business_name,
    tier: r.tier,
    status: r.status,
    markupBps: r.markup_bps,
    rateLimits: storedJson<PartnerRecord['rateLimits']>(r.rate_limits),
    flags: storedJson<PartnerFlags>(r.flags),
    createdAtMs: r.created_at_ms,
    accessLockedAtMs: r.access_locked_at_ms,
  };
}

function keyFromRow(r: KeyRow): ApiKeyRecord {
  return {
    id: r.id,
    keyHash: r.key_hash,
    partnerId: r.partner_id,
    env: r.env,
    kind: r.kind,
    status: r.status,
    prefix: r.prefix,
    last4: r.last4,
    scopes: storedJson<string[]>(r.scopes),
    parentKeyId: r.parent_key_id,
    createdAtMs: r.created_at_ms,
    expiresAtMs: r.expires_at_ms,
    revokedAtMs: r.revoked_at_ms,
  };
}

/** Entries each cache holds at most; beyond that it starts over (keys are few, this only bounds abuse). */
const COMMITTED_CACHE_LIMIT = 10_000;

/** Cached records are shared between requests, so nobody may change them. */
function freezePartner(p: PartnerRecord): PartnerRecord {
  Object.freeze(p.rateLimits);
  Object.freeze(p.flags);
  return Object.freeze(p);
}

function freezeKey(k: ApiKeyRecord): ApiKeyRecord {
  Object.freeze(k.scopes);
  return Object.freeze(k);
}

export class PartnerStore {
  private readonly byIdStmt;
  private readonly bySubStmt;
  private readonly byEmailStmt;
  private readonly listStmt;
  private readonly upsertStmt;
  private readonly keyByHashStmt;
  private readonly keyByIdStmt;
  private readonly keysForPartnerStmt;
  private readonly insertKeyStmt;
  private readonly setKeyStatusStmt;
  private readonly setKeyScopesStmt;
  private readonly activeKeysOfKindStmt;
  private readonly liveChildrenStmt;
  private readonly setKeyParentStmt;
  /**
   * Committed partners by id and keys by hash: every authenticated request reads both. Filled only
   * outside transactions and cleared by any write to either table, so they never show a rolled-back row.
   */
  private readonly committedPartners = new Map<string, PartnerRecord>();
  private readonly committedKeys = new Map<string, ApiKeyRecord>();
  /** Committed active keys by `partnerId|kind` (GET /account shows the data key on every call), same rules. */
  private readonly committedActiveKeys = new Map<string, readonly ApiKeyRecord[]>();

  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
    this.byIdStmt = db.prepare<[string], PartnerRow>('SELECT * FROM partners WHERE id = ?');
    this.bySubStmt = db.prepare<[string, string], PartnerRow>('SELECT * FROM partners WHERE env = ? AND sub = ?');
    this.byEmailStmt = db.prepare<[string, string], PartnerRow>('SELECT * FROM partners WHERE env = ? AND email = ? ORDER BY created_at_ms LIMIT 1');
    this.listStmt = db.prepare<[object], PartnerRow>(
      `SELECT * FROM partners WHERE (@email IS NULL OR email = @email) AND (@env IS NULL OR env = @env)
       AND id > @after ORDER BY id LIMIT @limit`,
    );
    this.upsertStmt = db.prepare(
      `INSERT INTO partners (id, env, sub, email, business_name, tier, status, markup_bps, rate_limits, flags, created_at_ms, access_locked_at_ms)
       VALUES (@id, @env, @sub, @email, @businessName, @tier, @status, @markupBps, @rateLimits, @flags, @createdAtMs, @accessLockedAtMs)
       ON CONFLICT (id) DO UPDATE SET sub = excluded.sub, email = excluded.email, business_name = excluded.business_name,
         tier = excluded.tier, status = excluded.status, markup_bps = excluded.markup_bps,
         rate_limits = excluded.rate_limits, flags = excluded.flags, access_locked_at_ms = excluded.access_locked_at_ms`,
    );
    this.keyByHashStmt = db.prepare<[string], KeyRow>('SELECT * FROM api_keys WHERE key_hash = ?');
    this.keyByIdStmt = db.prepare<[string], KeyRow>('SELECT * FROM api_keys WHERE id = ?');
    this.keysForPartnerStmt = db.prepare<[string], KeyRow>('SELECT * FROM api_keys WHERE partner_id = ? ORDER BY created_at_ms, id');
    this.insertKeyStmt = db.prepare(
      `INSERT INTO api_keys (id, key_hash, partner_id, env, kind, status, prefix, last4, scopes, parent_key_id,
         created_at_ms, expires_at_ms, revoked_at_ms)
       VALUES (@id, @keyHash, @partnerId, @env, @kind, @status, @prefix, @last4, @scopes, @parentKeyId,
         @createdAtMs, @expiresAtMs, @revokedAtMs)`,
    );
    this.setKeyStatusStmt = db.prepare('UPDATE api_keys SET status = ?, revoked_at_ms = ? WHERE id = ?');
    this.setKeyScopesStmt = db.prepare('UPDATE api_keys SET scopes = ? WHERE id = ?');
    this.activeKeysOfKindStmt = db.prepare<[string, string], KeyRow>(
      "SELECT * FROM api_keys WHERE partner_id = ? AND status = 'active' AND kind = ? ORDER BY created_at_ms, id",
    );
    this.liveChildrenStmt = db.prepare<[string, number], KeyRow>(
      `SELECT * FROM api_keys WHERE parent_key_id = ? AND status = 'active' AND (expires_at_ms IS NULL OR expires_at_ms > ?)
       ORDER BY created_at_ms, id`,
    );
    this.setKeyParentStmt = db.prepare('UPDATE api_keys SET parent_key_id = ? WHERE id = ?');
  }

  byId(id: string): PartnerRecord | undefined {
    const cached = this.committedPartners.get(id);
    if (cached) return cached;
    const r = this.byIdStmt.get(id);
    if (!r) return undefined;
    return this.remember(this.committedPartners, id, freezePartner(partnerFromRow(r)));
  }

  bySub(env: Env, sub: string): PartnerRecord | undefined {
    const r = this.bySubStmt.get(env, sub);
    return r ? partnerFromRow(r) : undefined;
  }

  byEmail(env: Env, email: string): PartnerRecord | undefined {
    const r = this.byEmailStmt.get(env, email);
    return r ? partnerFromRow(r) : undefined;
  }

  list(filter: { email?: string; env?: Env; after?: string; limit: number }): PartnerRecord[] {
    const rows = this.listStmt.all({
      email: filter.email ?? null,
      env: filter.env ?? null,
      after: filter.after ?? '',
      limit: filter.limit,
    });
    return rows.map(partnerFromRow);
  }

  upsert(p: PartnerRecord): void {
    this.forgetCommitted();
    this.upsertStmt.run({ ...p, rateLimits: JSON.stringify(p.rateLimits), flags: JSON.stringify(p.flags) });
  }

  keyByHash(hash: string): ApiKeyRecord | undefined {
    const cached = this.committedKeys.get(hash);
    if (cached) return cached;
    const r = this.keyByHashStmt.get(hash);
    if (!r) return undefined;
    return this.remember(this.committedKeys, hash, freezeKey(keyFromRow(r)));
  }

  /** Caches committed rows only: a row read inside a transaction could still be rolled back. */
  private remember<T>(cache: Map<string, T>, id: string, value: T): T {
    if (this.db.inTransaction) return value;
    if (cache.size >= COMMITTED_CACHE_LIMIT) cache.clear();
    cache.set(id, value);
    return value;
  }

  private forgetCommitted(): void {
    this.committedPartners.clear();
    this.committedKeys.clear();
    this.committedActiveKeys.clear();
  }

  keyById(id: string): ApiKeyRecord | undefined {
    const r = this.keyByIdStmt.get(id);
    return r ? keyFromRow(r) : undefined;
  }

  keysFor(partnerId: string): ApiKeyRecord[] {
    return this.keysForPartnerStmt.all(partnerId).map(keyFromRow);
  }

  /** The partner's active keys of one kind, oldest first (normally one). */
  activeKeysOf(partnerId: string, kind: KeyKind): readonly ApiKeyRecord[] {
    const id = `${partnerId}|${kind}`;
    const cached = this.committedActiveKeys.get(id);
    if (cached) return cached;
    const keys = Object.freeze(this.activeKeysOfKindStmt.all(partnerId, kind).map((r) => freezeKey(keyFromRow(r))));
    return this.remember(this.committedActiveKeys, id, keys);
  }

  /** Active credentials derived from a key (data key, tokens) that have not expired at `atMs`. */
  liveChildrenOf(parentKeyId: string, atMs: number): ApiKeyRecord[] {
    return this.liveChildrenStmt.all(parentKeyId, atMs).map(keyFromRow);
  }

  setKeyParent(id: string, parentKeyId: string): void {
    this.forgetCommitted();
    this.setKeyParentStmt.run(parentKeyId, id);
  }

  insertKey(k: ApiKeyRecord): void {
    this.forgetCommitted();
    this.insertKeyStmt.run({ ...k, scopes: JSON.stringify(k.scopes) });
  }

  setKeyStatus(id: string, status: ApiKeyRecord['status'], atMs: number | null): void {
    this.forgetCommitted();
    this.setKeyStatusStmt.run(status, atMs, id);
  }

  setKeyScopes(id: string, scopes: readonly string[]): void {
    this.forgetCommitted();
    this.setKeyScopesStmt.run(JSON.stringify(scopes), id);
  }
}
