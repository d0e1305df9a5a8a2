/** Corporate governance (migration 027): meetings, the election read model, record-date entitlements and votes. */
import type { Db } from './db.ts';
import type { Env } from './types.ts';
import { storedJson } from './stored-json.ts';

export type MeetingType = 'AGM' | 'EGM';
export type VoteChoice = 'FOR' | 'AGAINST' | 'ABSTAIN';
export type ElectionStatusText = 'SCHEDULED' | 'OPEN' | 'CLOSED' | 'TALLIED';

export interface MeetingRecord {
  readonly seq: number;
  readonly id: string;
  readonly symbol: string;
  readonly exchange: string;
  readonly type: MeetingType;
  readonly meetingDate: string;
  readonly recordDate: string;
  readonly agenda: readonly string[];
  readonly description: string | null;
  readonly declaredAtMs: number;
  readonly entitlementsFixedAtMs: number | null;
}

export type NewMeeting = Omit<MeetingRecord, 'seq' | 'entitlementsFixedAtMs'>;

export interface StoredResolution {
  readonly resolutionId: string;
  readonly title: string;
  readonly description: string | null;
}

export interface StoredTally {
  readonly resolutionId: string;
  readonly forMicro: number;
  readonly againstMicro: number;
  readonly abstainMicro: number;
  readonly votes: number;
}

export interface ElectionRecord {
  readonly seq: number;
  readonly id: string;
  readonly meetingId: string;
  readonly symbol: string;
  readonly title: string;
  readonly status: ElectionStatusText;
  readonly resolutions: readonly StoredResolution[];
  readonly opensAtMs: number;
  readonly closesAtMs: number;
  readonly results: Readonly<Record<string, readonly StoredTally[]>> | null;
  readonly talliedAtMs: number | null;
}

export type ElectionRow = Omit<ElectionRecord, 'seq'>;

export interface GovernanceEntitlement {
  readonly meetingId: string;
  readonly env: Env;
  readonly partnerId: string;
  readonly owner: string;
  readonly unitsMicro: number;
  readonly fixedAtMs: number;
}

export interface VoteRecord {
  readonly electionId: string;
  readonly resolutionId: string;
  readonly env: Env;
  readonly partnerId: string;
  readonly owner: string;
  readonly choice: VoteChoice;
  readonly unitsMicro: number;
  readonly castAtMs: number;
  readonly updatedAtMs: number;
}

interface MeetingRow {
  seq: number;
  id: string;
  symbol: string;
  exchange: string;
  type: MeetingType;
  meeting_date: string;
  record_date: string;
  agenda: string;
  description: string | null;
  declared_at_ms: number;
  entitlements_fixed_at_ms: number | null;
}

const meetingFromRow = (r: MeetingRow): MeetingRecord => ({
  seq: r.seq,
  id: r.id,
  symbol: r.symbol,
  exchange: r.exchange,
  type: r.type,
  meetingDate: r.meeting_date,
  recordDate: r.record_date,
  agenda: storedJson<string[]>(r.agenda),
  description: r.description,
  declaredAtMs: r.declared_at_ms,
  entitlementsFixedAtMs: r.entitlements_fixed_at_ms,
});

interface ElectionDbRow {
  seq: number;
  id: string;
  meeting_id: string;
  symbol: string;
  title: string;
  status: ElectionStatusText;
  resolutions: string;
  opens_at_ms: number;
  closes_at_ms: number;
  results: string | null;
  tallied_at_ms: number | null;
}

const electionFromRow = (r: ElectionDbRow): ElectionRecord => ({
  seq: r.seq,
  id: r.id,
  meetingId: r.meeting_id,
  symbol: r.symbol,
  title: r.title,
  status: r.status,
  resolutions: storedJson<StoredResolution[]>(r.resolutions),
  opensAtMs: r.opens_at_ms,
  closesAtMs: r.closes_at_ms,
  results: r.results === null ? null : storedJson<Record<string, StoredTally[]>>(r.results),
  talliedAtMs: r.tallied_at_ms,
});

interface VoteRow {
  election_id: string;
  resolution_id: string;
  env: Env;
  partner_id: string;
  owner: string;
  choice: VoteChoice;
  units_micro: number;
  cast_at_ms: number;
  updated_at_ms: number;
}

const voteFromRow = (r: VoteRow): VoteRecord => ({
  electionId: r.election_id,
  resolutionId: r.resolution_id,
  env: r.env,
  partnerId: r.partner_id,
  owner: r.owner,
  choice: r.choice,
  unitsMicro: r.units_micro,
  castAtMs: r.cast_at_ms,
  updatedAtMs: r.updated_at_ms,
});

export class GovernanceStore {
  private readonly s;

  constructor(db: Db) {
    this.s = {
      insertMeeting: db.prepare(
        `INSERT INTO governance_meetings (id, symbol, exchange, type, meeting_date, record_date, agenda, description, declared_at_ms)
         VALUES (@id, @symbol, @exchange, @type, @meetingDate, @recordDate, @agenda, @description, @declaredAtMs)`,
      ),
      meeting: db.prepare<[string], MeetingRow>('SELECT * FROM governance_meetings WHERE id = ?'),
      meetings: db.prepare<[], MeetingRow>('SELECT * FROM governance_meetings ORDER BY seq'),
      markFixed: db.prepare('UPDATE governance_meetings SET entitlements_fixed_at_ms = ? WHERE id = ?'),
      upsertElection: db.prepare(
        `INSERT INTO governance_elections (id, meeting_id, symbol, title, status, resolutions, opens_at_ms, closes_at_ms, results, tallied_at_ms)
         VALUES (@id, @meetingId, @symbol, @title, @status, @resolutions, @opensAtMs, @closesAtMs, @results, @talliedAtMs)
         ON CONFLICT (id) DO UPDATE SET status = excluded.status, results = excluded.results, tallied_at_ms = excluded.tallied_at_ms`,
      ),
      election: db.prepare<[string], ElectionDbRow>('SELECT * FROM governance_elections WHERE id = ?'),
      elections: db.prepare<[], ElectionDbRow>('SELECT * FROM governance_elections ORDER BY seq'),
      electionsOf: db.prepare<[string], ElectionDbRow>('SELECT * FROM governance_elections WHERE meeting_id = ? ORDER BY seq'),
      insertEntitlement: db.prepare(
        'INSERT INTO governance_entitlements (meeting_id, env, partner_id, owner, units_micro, fixed_at_ms) VALUES (?, ?, ?, ?, ?, ?)',
      ),
      entitlement: db.prepare<
        [string, string, string, string],
        { meeting_id: string; env: Env; partner_id: string; owner: string; units_micro: number; fixed_at_ms: number }
      >('SELECT * FROM governance_entitlements WHERE meeting_id = ? AND env = ? AND partner_id = ? AND owner = ?'),
      entitledMeetings: db.prepare<[string, string], string>('SELECT DISTINCT meeting_id FROM governance_entitlements WHERE env = ? AND partner_id = ?'),
      entitledPartners: db.prepare<[string], { env: Env; partner_id: string }>(
        'SELECT DISTINCT env, partner_id FROM governance_entitlements WHERE meeting_id = ? ORDER BY env, partner_id',
      ),
      upsertVote: db.prepare(
        `INSERT INTO governance_votes (election_id, resolution_id, env, partner_id, owner, choice, units_micro, cast_at_ms, updated_at_ms)
         VALUES (@electionId, @resolutionId, @env, @partnerId, @owner, @choice, @unitsMicro, @castAtMs, @updatedAtMs)
         ON CONFLICT (election_id, resolution_id, env, partner_id, owner) DO UPDATE SET choice = excluded.choice, updated_at_ms = excluded.updated_at_ms`,
      ),
      vote: db.prepare<[string, string, string, string, string], VoteRow>(
        'SELECT * FROM governance_votes WHERE election_id = ? AND resolution_id = ? AND env = ? AND partner_id = ? AND owner = ?',
      ),
      votesOfElection: db.prepare<[string], VoteRow>('SELECT * FROM governance_votes WHERE election_id = ? ORDER BY env, resolution_id, partner_id, owner'),
      votesOf: db.prepare<[object], VoteRow>(
        `SELECT * FROM governance_votes WHERE env = @env AND partner_id = @partnerId AND owner = @owner
         AND (@electionId IS NULL OR election_id = @electionId) AND (election_id || '/' || resolution_id) > @after
         ORDER BY election_id || '/' || resolution_id LIMIT @limit`,
      ),
      // Share accounts are named env/partner/kind/owner/SHARE:symbol (engine/ledger.ts); a held symbol is one with units held or reserved.
      heldSymbols: db.prepare<[string, string], string>(
        `SELECT substr(asset, 7) AS symbol FROM ledger_accounts WHERE env = ? AND partner_id = ? AND kind IN ('holding', 'units_reserved')
         AND asset LIKE 'SHARE:%' GROUP BY asset HAVING SUM(balance) > 0`,
      ),
    };
  }

  insertMeeting(m: NewMeeting): void {
    this.s.insertMeeting.run({ ...m, agenda: JSON.stringify(m.agenda) });
  }

  meeting(id: string): MeetingRecord | undefined {
    const r = this.s.meeting.get(id);
    return r ? meetingFromRow(r) : undefined;
  }

  meetings(): MeetingRecord[] {
    return this.s.meetings.all().map(meetingFromRow);
  }

  markEntitlementsFixed(meetingId: string, atMs: number): void {
    this.s.markFixed.run(atMs, meetingId);
  }

  upsertElection(e: ElectionRow): void {
    this.s.upsertElection.run({ ...e, resolutions: JSON.stringify(e.resolutions), results: e.results === null ? null : JSON.stringify(e.results) });
  }

  election(id: string): ElectionRecord | undefined {
    const r = this.s.election.get(id);
    return r ? electionFromRow(r) : undefined;
  }

  elections(): ElectionRecord[] {
    return this.s.elections.all().map(electionFromRow);
  }

  electionsOf(meetingId: string): ElectionRecord[] {
    return this.s.electionsOf.all(meetingId).map(electionFromRow);
  }

  insertEntitlement(e: GovernanceEntitlement): void {
    this.s.insertEntitlement.run(e.meetingId, e.env, e.partnerId, e.owner, e.unitsMicro, e.fixedAtMs);
  }

  entitlement(meetingId: string, env: Env, partnerId: string, owner: string): GovernanceEntitlement | undefined {
    const r = this.s.entitlement.get(meetingId, env, partnerId, owner);
    return r
      ? { meetingId: r.meeting_id, env: r.env, partnerId: r.partner_id, owner: r.owner, unitsMicro: r.units_micro, fixedAtMs: r.fixed_at_ms }
      : undefined;
  }

  /** The meetings at which this partner environment holds an entitlement. */
  entitledMeetingIds(env: Env, partnerId: string): Set<string> {
    return new Set(this.s.entitledMeetings.pluck().all(env, partnerId));
  }

  /** Every partner environment entitled at a meeting. */
  entitledPartners(meetingId: string): { env: Env; partnerId: string }[] {
    return this.s.entitledPartners.all(meetingId).map((r) => ({ env: r.env, partnerId: r.partner_id }));
  }

  upsertVote(v: VoteRecord): void {
    this.s.upsertVote.run(v);
  }

  vote(electionId: string, resolutionId: string, env: Env, partnerId: string, owner: string): VoteRecord | undefined {
    const r = this.s.vote.get(electionId, resolutionId, env, partnerId, owner);
    return r ? voteFromRow(r) : undefined;
  }

  votesOfElection(electionId: string): VoteRecord[] {
    return this.s.votesOfElection.all(electionId).map(voteFromRow);
  }

  /** One holder's votes, by election and resolution id, after the key `after` (`electionId/resolutionId`). */
  votesOf(q: { env: Env; partnerId: string; owner: string; electionId: string | null; after: string; limit: number }): VoteRecord[] {
    return this.s.votesOf.all(q).map(voteFromRow);
  }

  /** The symbols this partner environment holds now (any of its accounts). */
  heldSymbols(env: Env, partnerId: string): Set<string> {
    return new Set(this.s.heldSymbols.pluck().all(env, partnerId));
  }
}
