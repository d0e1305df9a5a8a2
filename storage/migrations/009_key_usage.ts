import type { Migration } from '../migrations.ts';

/**
 * When each API key was last used. Operational metadata written by the HTTP layer outside journaled
 * commands (at most once per key per minute), so it lives beside `api_keys`, never in it: `api_keys`
 * is rebuilt by a journal replay and must come out identical.
 *
 * Also an index for ending a key's derived credentials (its data key, its OAuth and session tokens)
 * when it is rotated or revoked: only live children, so the expired tokens that pile up cost nothing.
 */
export const migration009: Migration = {
  version: 9,
  name: 'key-usage',
  sql: `
CREATE TABLE api_key_usage (
  key_id TEXT PRIMARY KEY,
  last_used_at_ms INTEGER NOT NULL
) STRICT, WITHOUT ROWID;
CREATE INDEX api_keys_active_children ON api_keys (parent_key_id, expires_at_ms)
  WHERE status = 'active' AND parent_key_id IS NOT NULL;
`,
};
