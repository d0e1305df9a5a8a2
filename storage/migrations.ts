/**
 * Numbered migrations, applied in order inside one transaction each and recorded in
 * schema_migrations. A migration is never edited once released: add the next number instead.
 */
import type Database from 'better-sqlite3';
import { migration001 } from './migrations/001_foundation.ts';
import { migration002 } from './migrations/002_market.ts';
import { migration003 } from './migrations/003_subaccounts.ts';
import { migration004 } from './migrations/004_orders.ts';
import { migration005 } from './migrations/005_webhooks.ts';
import { migration006 } from './migrations/006_incidents.ts';
import { migration007 } from './migrations/007_alerts.ts';
import { migration008 } from './migrations/008_pending_deliveries.ts';
import { migration009 } from './migrations/009_key_usage.ts';
import { migration010 } from './migrations/010_upgrade_requests.ts';
import { migration011 } from './migrations/011_request_signatures.ts';
import { migration012 } from './migrations/012_delivery_errors.ts';
import { migration014 } from './migrations/014_partner_access_lock.ts';
import { migration013 } from './migrations/013_snapshots_rowid.ts';
import { migration015 } from './migrations/015_timer_quarantine.ts';
import { migration017 } from './migrations/017_corporate_actions.ts';
import { migration018 } from './migrations/018_corporate_action_machine.ts';
import { migration019 } from './migrations/019_opportunity_commitments.ts';
import { migration020 } from './migrations/020_instrument_changes.ts';
import { migration022 } from './migrations/022_execution_reports.ts';
import { migration023 } from './migrations/023_reports.ts';
import { migration024 } from './migrations/024_account.ts';
import { migration026 } from './migrations/026_support_cases.ts';
import { migration032 } from './migrations/032_certification.ts';
import { migration027 } from './migrations/027_governance.ts';
import { migration030 } from './migrations/030_security_policy.ts';
import { migration031 } from './migrations/031_approvals.ts';
import { migration028 } from './migrations/028_team.ts';
import { migration035 } from './migrations/035_journal_seams.ts';
import { migration041 } from './migrations/041_test_clocks.ts';
import { migration029 } from './migrations/029_actor_events.ts';
import { migration040 } from './migrations/040_history.ts';
import { migration046 } from './migrations/046_journal_segments.ts';

export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

export const migrations: readonly Migration[] = [
  migration001,
  migration002,
  migration003,
  migration004,
  migration005,
  migration006,
  migration007,
  migration008,
  migration009,
  migration010,
  migration011,
  migration012,
  migration013,
  migration014,
  migration015,
  migration017,
  migration018,
  migration019,
  migration020,
  migration022,
  migration023,
  migration024,
  migration026,
  migration032,
  migration027,
  migration030,
  migration031,
  migration028,
  migration035,
  migration029,
  migration041,
  migration040,
  migration046,
];

export function migrate(db: Database.Database): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL) STRICT`);
  const applied = new Set(db.prepare<[], number>('SELECT version FROM schema_migrations').pluck().all());
  const ran: number[] = [];
  for (const m of [...migrations].sort((a, b) => a.version - b.version)) {
    if (applied.has(m.version)) continue;
    db.transaction(() => {
      db.exec(m.sql);
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(m.version, m.name, new Date().toISOString());
    })();
    ran.push(m.version);
  }
  return ran;
}
