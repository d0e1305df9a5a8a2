/**
 * Start-up recovery, before /readyz turns 200. Snapshots, projections and ledger rows commit in the same
 * transaction as their journal entry, so no snapshot can lag its journal: recovery checks that promise
 * (and the chain's most recent links, and that the ledger balances), then re-arms the durable timers.
 */
import type { Logger } from 'pino';
import { segmentsOf } from '../storage/journal-archive.ts';
import { verifyChain, type ChainReport, type JournalEntry } from '../storage/journal.ts';
import type { Stores } from '../storage/stores.ts';
import type { TimerScheduler } from './scheduler.ts';

/** How many of the newest journal links start-up re-verifies; `npm run journal:verify` checks them all. */
const RECENT_LINKS = 1000;

export interface RecoveryReport {
  readonly journalHead: number;
  readonly verifiedLinks: number;
  readonly pendingTimers: number;
}

export function recover(stores: Stores, scheduler: TimerScheduler, log: Logger): RecoveryReport {
  const head = stores.journal.head();
  const snapshotSeq = stores.snapshots.maxJournalSeq();
  if (snapshotSeq > head.seq) {
    throw new Error(`snapshots reflect journal entry ${snapshotSeq} but the journal ends at ${head.seq}`);
  }
  // Entries archived to files (journal:checkpoint --archive) are checked by journal:verify, not here.
  const lastSegment = segmentsOf(stores.db).at(-1);
  const from = Math.max(0, head.seq - RECENT_LINKS, lastSegment?.lastSeq ?? 0);
  const recent: JournalEntry[] = [...stores.journal.iterate(from)];
  const report =
    lastSegment && from === lastSegment.lastSeq ? verifyChain(recent, { hash: lastSegment.lastHash, nextSeq: from + 1 }) : verifyRecent(recent, from, stores);
  if (!report.ok) throw new Error(`journal chain broken at entry ${report.firstBadSeq}: ${report.reason}`);
  assertLedgerBalanced(stores);
  scheduler.rearm();
  const result = { journalHead: head.seq, verifiedLinks: recent.length, pendingTimers: stores.timers.count() };
  log.info(result, 'recovery complete');
  return result;
}

/** Money is never served from a ledger that does not balance (a scan of the accounts, not the transfers). */
function assertLedgerBalanced(stores: Stores): void {
  const unbalanced = stores.ledger.totalsByAsset().filter((a) => a.total !== 0);
  if (unbalanced.length) throw new Error(`ledger does not balance: ${unbalanced.map((a) => `${a.asset} sums to ${a.total}`).join(', ')}`);
  const negative = stores.ledger.negativeWalletCount();
  if (negative) throw new Error(`ledger holds ${negative} negative wallet(s)`);
}

function verifyRecent(recent: JournalEntry[], from: number, stores: Stores): ChainReport {
  if (from === 0) return verifyChain(recent);
  const [anchor] = stores.journal.bySeqs([from]);
  if (!anchor) return { ok: false, entries: 0, firstBadSeq: from, reason: 'missing anchor entry' };
  return verifyChain(recent, { hash: anchor.hash, nextSeq: from + 1 });
}
