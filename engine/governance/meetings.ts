/**
 * Issuer meetings and their elections. The operator declares a meeting (one journaled
 * command) with its elections; each election is an actor whose voting window is armed by its own
 * durable timers. The meeting's record date has a platform timer that writes every holder's units down
 * (from the ledger, like a dividend's ex-date); the window's close tallies the votes and publishes the
 * results to every partner environment entitled at the meeting.
 */
import { publicStatus, type ElectionInput } from '../../machines/election/machine.ts';
import type { MeetingRecord, MeetingType } from '../../storage/governance.ts';
import type { TimerRecord } from '../../storage/timers.ts';
import type { Env } from '../../storage/types.ts';
import type { electionMachine } from '../../machines/election/machine.ts';
import type { MachineView } from '../feature.ts';
import { ServiceError } from '../errors.ts';
import type { Step } from '../step.ts';
import { catalogOf } from '../trading/market.ts';
import { tallyElection } from './tally.ts';
import { electionView, meetingView } from './views.ts';

export const ELECTION_KIND = 'election';
/** The platform timer kind of a meeting's record date (00:00 UTC of that day). */
export const RECORD_DATE_TIMER_KIND = 'governance.recordDate';

export interface DeclareElection {
  readonly title: string;
  readonly opensAtMs: number;
  readonly closesAtMs: number;
  readonly resolutions: readonly { title: string; description: string | null }[];
}

export interface DeclareMeetingPayload {
  readonly symbol: string;
  readonly type: MeetingType;
  readonly meetingDate: string;
  readonly recordDate: string;
  readonly agenda: readonly string[];
  readonly description: string | null;
  readonly elections: readonly DeclareElection[];
}

const DAY_MS = 86_400_000;
const dayStartMs = (date: string): number => Date.parse(`${date}T00:00:00.000Z`);
const isoDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const unprocessable = (message: string, param: string) => new ServiceError('VALIDATION_ERROR', message, { status: 422, extra: { param } });

/** Calendar rules the schema cannot see: real dates, record date ahead, windows after the record date and by the meeting's end. */
function checkDates(step: Step, p: DeclareMeetingPayload): void {
  for (const [param, value] of Object.entries({ meetingDate: p.meetingDate, recordDate: p.recordDate })) {
    if (Number.isNaN(dayStartMs(value)) || isoDate(dayStartMs(value)) !== value) throw unprocessable(`${param} ${value} is not a calendar date`, param);
  }
  if (p.recordDate < isoDate(step.atMs)) throw unprocessable(`recordDate ${p.recordDate} is before today (${isoDate(step.atMs)})`, 'recordDate');
  if (p.meetingDate < p.recordDate) throw unprocessable('meetingDate must not be before recordDate', 'meetingDate');
  p.elections.forEach((e, i) => {
    if (e.opensAtMs < dayStartMs(p.recordDate)) throw unprocessable('a voting window opens on or after the record date', `elections[${i}].opensAt`);
    if (e.closesAtMs <= e.opensAtMs) throw unprocessable('a voting window closes after it opens', `elections[${i}].closesAt`);
    if (e.closesAtMs > dayStartMs(p.meetingDate) + DAY_MS)
      throw unprocessable('a voting window closes by the end of the meeting date', `elections[${i}].closesAt`);
  });
}

/** Partner environments holding `symbol` now (any account): those told of a new meeting. */
function holderPartners(step: Step, symbol: string): { env: Env; partnerId: string }[] {
  const seen = new Map<string, { env: Env; partnerId: string }>();
  for (const h of step.stores.corporateActions.holders(symbol)) seen.set(`${h.env}/${h.partnerId}`, { env: h.env, partnerId: h.partnerId });
  return [...seen.values()];
}

export function declareMeeting(step: Step, p: DeclareMeetingPayload): MeetingRecord {
  const instrument = catalogOf(step.stores).resolve(p.symbol);
  checkDates(step, p);
  const meetingId = step.newId('mtg');
  step.stores.governance.insertMeeting({
    id: meetingId,
    symbol: instrument.symbol,
    exchange: instrument.exchange,
    type: p.type,
    meetingDate: p.meetingDate,
    recordDate: p.recordDate,
    agenda: p.agenda,
    description: p.description,
    declaredAtMs: step.atMs,
  });
  step.stores.timers.put({
    id: `${RECORD_DATE_TIMER_KIND}:${meetingId}`,
    dueAtMs: dayStartMs(p.recordDate),
    actorKind: RECORD_DATE_TIMER_KIND,
    actorId: meetingId,
    event: 'fix',
  });
  step.timersChanged = true;
  for (const e of p.elections) {
    const electionId = step.newId('elc');
    const input: ElectionInput = {
      electionId,
      meetingId,
      symbol: instrument.symbol,
      title: e.title,
      resolutions: e.resolutions.map((r) => ({ resolutionId: step.newId('res'), title: r.title, description: r.description })),
      opensAtMs: e.opensAtMs,
      closesAtMs: e.closesAtMs,
    };
    // Platform actors: the meeting belongs to no partner; the owner's environment is nominal.
    step.spawn(ELECTION_KIND, electionId, { env: 'production', partnerId: null }, input);
  }
  const meeting = step.stores.governance.meeting(meetingId)!;
  const elections = step.stores.governance.electionsOf(meetingId);
  for (const to of holderPartners(step, meeting.symbol)) step.emit(to, 'governance.meeting_announced', meetingView(meeting, elections, to.env));
  return meeting;
}

/** The election's projection (declared with its machine in the feature descriptor): its `governance_elections` row. */
export function projectElection(step: Step, view: MachineView<typeof electionMachine>): void {
  const c = view.snapshot.context;
  step.stores.governance.upsertElection({
    id: c.electionId,
    meetingId: c.meetingId,
    symbol: c.symbol,
    title: c.title,
    status: publicStatus(view.snapshot),
    resolutions: c.resolutions,
    opensAtMs: c.opensAtMs,
    closesAtMs: c.closesAtMs,
    results: c.results,
    talliedAtMs: c.talliedAtMs,
  });
}

/** Writes every holder's units of the meeting's symbol down, once (the record-date timer, or a window opening first). */
export function fixEntitlements(step: Step, meeting: MeetingRecord): void {
  if (meeting.entitlementsFixedAtMs !== null) return;
  for (const h of step.stores.corporateActions.holders(meeting.symbol)) {
    step.stores.governance.insertEntitlement({
      meetingId: meeting.id,
      env: h.env,
      partnerId: h.partnerId,
      owner: h.owner,
      unitsMicro: h.unitsMicro,
      fixedAtMs: step.atMs,
    });
  }
  step.stores.governance.markEntitlementsFixed(meeting.id, step.atMs);
}

/** The record-date platform timer. */
export function recordDateReached(step: Step, timer: TimerRecord): { meetingId: string } {
  const meeting = step.stores.governance.meeting(timer.actorId);
  if (meeting) fixEntitlements(step, meeting);
  return { meetingId: timer.actorId };
}

/**
 * The election's own timers (armed by the machine, routed here by kind): the window opens (after the
 * record date's entitlements, which it fixes itself should it fire first at the same instant), or it
 * closes, and the votes are tallied and published in the same step.
 */
export function electionTimer(step: Step, timer: TimerRecord): { electionId: string; status: string } {
  const view = step.read(ELECTION_KIND, timer.actorId);
  if (!view || !step.takes(ELECTION_KIND, timer.actorId, timer.event)) return { electionId: timer.actorId, status: view?.record.state ?? 'unknown' };
  const meeting = step.stores.governance.meeting(view.snapshot.context.meetingId)!;
  if (timer.event === 'timer.open') {
    fixEntitlements(step, meeting);
    step.send(ELECTION_KIND, timer.actorId, { type: 'timer.open' });
  } else if (timer.event === 'timer.close') {
    step.send(ELECTION_KIND, timer.actorId, { type: 'timer.close' });
    publishResults(step, meeting, timer.actorId);
  }
  return { electionId: timer.actorId, status: step.read(ELECTION_KIND, timer.actorId)!.record.state };
}

function publishResults(step: Step, meeting: MeetingRecord, electionId: string): void {
  const election = step.stores.governance.election(electionId)!;
  const ballots = step.stores.governance.votesOfElection(electionId);
  step.send(ELECTION_KIND, electionId, { type: 'engine.tally', results: tallyElection(election.resolutions, ballots) });
  const tallied = step.stores.governance.election(electionId)!;
  for (const to of step.stores.governance.entitledPartners(meeting.id)) {
    step.emit(to, 'governance.results_published', electionView(tallied, to.env));
  }
}
