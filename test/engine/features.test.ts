/**
 * The feature descriptors (engine/features/) are the one registry the engine, replay, sandbox reset and
 * router are built from, so these tests make a forgotten entry fail here rather than at run time: every
 * table of a migrated database, machine kind, event type, command, platform timer, ledger account kind,
 * ledger asset and route must belong to exactly one feature. (The checks against a real run's journal,
 * ledger and outbox are in test/recovery/replay.test.ts, which drives the recovery scenario once.)
 */
import test from 'ava';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { commandHandlers, handlersOf } from '../../engine/handlers.ts';
import { resetCounterparty, resetPlanOf } from '../../engine/sandbox/reset.ts';
import { defineCommand, defineFeature, NO_LEDGER, type Feature } from '../../engine/feature.ts';
import { features, type FeatureName } from '../../engine/features/index.ts';
import { systemTimersOf } from '../../engine/features/operations.ts';
import { ledgerAccounts, type AccountSpec } from '../../engine/ledger.ts';
import { machineDefinitions } from '../../engine/machines.ts';
import { WEBHOOK_EVENT_NAMES } from '../../engine/webhooks/catalogue.ts';
import { EVENT_DATA } from '../../http/event-payloads.ts';
import { featureRoutes, routeFiles } from '../../http/routes/index.ts';
import { openDatabase } from '../../storage/db.ts';
import { migrations } from '../../storage/migrations.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');

/** Which features claim each name, for names drawn from `claims`. */
function claimants(claims: (f: Feature) => readonly string[]): Map<string, string[]> {
  const by = new Map<string, string[]>();
  for (const f of features) for (const name of claims(f)) by.set(name, [...(by.get(name) ?? []), f.name]);
  return by;
}

/** Names not claimed by exactly one feature, with who claims them. */
function notClaimedOnce(names: readonly string[], by: Map<string, string[]>): string[] {
  return names.filter((n) => (by.get(n) ?? []).length !== 1).map((n) => `${n}: ${JSON.stringify(by.get(n) ?? [])}`);
}

interface Schema {
  readonly tables: string[];
  /** The primary key and every unique index of a table, each as sorted column names. */
  readonly uniqueKeys: (table: string) => string[][];
  readonly columns: (table: string) => string[];
}

function migratedSchema(): Schema {
  const dir = mkdtempSync(join(tmpdir(), 'pbs-features-'));
  const db = openDatabase(dir);
  try {
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").pluck().all() as string[];
    const columns = new Map(tables.map((t) => [t, db.prepare('SELECT name FROM pragma_table_info(?)').pluck().all(t) as string[]] as const));
    const keys = new Map(
      tables.map((t) => {
        const primary = db.prepare('SELECT name FROM pragma_table_info(?) WHERE pk > 0').pluck().all(t) as string[];
        const unique = (db.prepare('SELECT name FROM pragma_index_list(?) WHERE "unique" = 1').pluck().all(t) as string[]).map(
          (index) => db.prepare('SELECT name FROM pragma_index_info(?)').pluck().all(index) as string[],
        );
        return [t, [primary, ...unique].map((k) => [...k].sort())] as const;
      }),
    );
    return { tables, uniqueKeys: (t) => keys.get(t) ?? [], columns: (t) => columns.get(t) ?? [] };
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

test('every table of a migrated database is replayed or left out with a reason, by exactly one feature', (t) => {
  const { tables } = migratedSchema();
  const by = claimants((f) => Object.keys(f.tables));
  t.deepEqual(notClaimedOnce(tables, by), []);
  const declaredButMissing = [...by.keys()].filter((table) => !tables.includes(table));
  t.deepEqual(declaredButMissing, [], 'a descriptor names a table the migrations do not create');
  const unexplained = features.flatMap((f) =>
    Object.entries(f.tables)
      .filter(([, rule]) => 'notReplayed' in rule && rule.notReplayed.trim().length < 10)
      .map(([table]) => table),
  );
  t.deepEqual(unexplained, [], 'a table left out of replay says why');
});

test('a replayed table is compared by a unique key, and a wiped table holds per-partner rows', (t) => {
  const schema = migratedSchema();
  const problems = features.flatMap((f) =>
    Object.entries(f.tables).flatMap(([table, rule]) => {
      const found: string[] = [];
      const key = 'key' in rule ? JSON.stringify([...rule.key].sort()) : null;
      if (key !== null && !schema.uniqueKeys(table).some((k) => JSON.stringify(k) === key)) found.push(`${f.name}: ${table} is not unique on ${key}`);
      if (rule.reset === 'wipe' && !['partner_id', 'env'].every((c) => schema.columns(table).includes(c)))
        found.push(`${f.name}: ${table} is wiped but has no partner_id and env`);
      return found;
    }),
  );
  t.deepEqual(problems, []);
});

test('the four journaled market tables are replayed', (t) => {
  const market = features.find((f) => f.name === 'market')!;
  for (const table of ['exchange_closures', 'market_observations', 'market_latest', 'daily_bars']) t.true('key' in market.tables[table]!, table);
});

test('the machine registry is the machines the features declare, each kind once, at its declared version', (t) => {
  const by = claimants((f) => f.machines.map((m) => m.kind));
  t.deepEqual(notClaimedOnce([...by.keys()], by), []);
  t.deepEqual([...machineDefinitions.keys()].sort(), [...by.keys()].sort());
  for (const declared of features.flatMap((f) => f.machines)) {
    const registered = machineDefinitions.get(declared.kind)!;
    t.is(registered.machine, declared.machine, declared.kind);
    t.regex(registered.version, new RegExp(`^${declared.kind}@\\d+$`));
    // The registry wraps a declared projection in a check of the actor's kind.
    t.is(registered.projection === null, declared.projection === null, declared.kind);
    t.is(registered.refusals, declared.refusals, declared.kind);
    t.deepEqual(registered.migrations?.map((m) => m.to) ?? [], declared.migrations?.map((m) => m.to) ?? []);
  }
});

test('the webhook event catalogue is the events the features declare, each once, and each has a payload schema', (t) => {
  const by = claimants((f) => f.events);
  t.deepEqual(notClaimedOnce([...by.keys()], by), []);
  const catalogued: readonly string[] = WEBHOOK_EVENT_NAMES;
  t.deepEqual([...catalogued].sort(), [...by.keys()].sort());
  t.deepEqual(Object.keys(EVENT_DATA).sort(), [...catalogued].sort());
});

test('every migration file belongs to exactly one feature, and the migration list applies each of them', (t) => {
  const files = readdirSync(join(ROOT, 'storage', 'migrations'))
    .filter((name) => name.endsWith('.ts'))
    .map((name) => name.slice(0, -'.ts'.length));
  const by = claimants((f) => f.migrations);
  t.deepEqual(notClaimedOnce(files, by), []);
  t.deepEqual(
    [...by.keys()].filter((name) => !files.includes(name)),
    [],
    'a descriptor claims a migration file that does not exist',
  );
  // The file's number is the migration's version: the list of storage/migrations.ts applies every file once.
  t.deepEqual(
    migrations.map((m) => m.version).sort((a, b) => a - b),
    files.map((name) => Number(name.split('_')[0])).sort((a, b) => a - b),
  );
});

test('every command type is declared by one feature, and the engine handles exactly the declared commands', (t) => {
  const by = claimants((f) => Object.values(f.commands).map((c) => c.type));
  t.deepEqual(notClaimedOnce([...by.keys()], by), []);
  t.deepEqual([...commandHandlers.keys()].sort(), [...by.keys()].sort());
  const twice = defineFeature({ ...features[0]!, name: 'twice', commands: { again: defineCommand('alert.create', () => null) } });
  t.throws(() => handlersOf([...features, twice]), { message: 'command alert.create is declared twice' });
});

test('every platform timer kind is declared by one feature', (t) => {
  const kinds = features.flatMap((f) => f.systemTimers.map((s) => s.kind));
  t.is(new Set(kinds).size, kinds.length);
  t.notThrows(() => systemTimersOf(features));
  t.true(kinds.includes('market.poller') && kinds.includes('venue.execution'));
});

/** Every account the ledger can open: each factory of `ledgerAccounts`, called with sample arguments. */
function everyLedgerAccount(): AccountSpec[] {
  return Object.values(ledgerAccounts).map((make) => (make as (...args: string[]) => AccountSpec)('sandbox', 'ptn_sample', 'sub_sample', 'SAMPLE.KE'));
}

test('every ledger account kind and asset has a reset rule, declared by exactly one feature', (t) => {
  const accounts = everyLedgerAccount();
  const kinds = [...new Set(accounts.map((a) => a.kind))];
  t.deepEqual(
    notClaimedOnce(
      kinds,
      claimants((f) => Object.keys(f.ledger.accountKinds)),
    ),
    [],
  );
  const plan = resetPlanOf(features);
  for (const a of accounts) {
    const rule = plan.accountKinds.get(a.kind)!;
    // A partner account is reseeded or drained; a platform account is never a partner's.
    t.is(rule.reset === 'system', a.partnerId === null, `${a.kind}: ${rule.reset}`);
    t.notThrows(() => resetCounterparty(plan, a), `asset ${a.asset} of ${a.kind} has a reset counterparty`);
  }
  t.deepEqual(
    notClaimedOnce(
      plan.assets.map((r) => r.name),
      claimants((f) => f.ledger.assets.map((r) => r.name)),
    ),
    [],
  );
});

test('sandbox reset refuses an asset no feature declares', (t) => {
  const plan = resetPlanOf(features);
  t.throws(() => resetCounterparty(plan, { env: 'sandbox', asset: 'GOLD' }), { message: 'no reset rule for ledger asset GOLD' });
  t.is(resetCounterparty(plan, { env: 'sandbox', asset: 'SHARE:SCOM.KE' }).id, ledgerAccounts.venueShares('sandbox', 'SCOM.KE').id);
  t.is(resetCounterparty(plan, { env: 'sandbox', asset: 'USD' }).id, ledgerAccounts.sandboxFunding().id);
});

test('every feature has an HTTP entry, and every route of every route file belongs to exactly one feature', (t) => {
  const names: readonly string[] = features.map((f) => f.name);
  t.deepEqual(Object.keys(featureRoutes).sort(), [...names].sort());
  const owners = new Map<unknown, string[]>();
  for (const [feature, routes] of Object.entries(featureRoutes)) for (const r of routes) owners.set(r, [...(owners.get(r) ?? []), feature]);
  const problems = Object.entries(routeFiles).flatMap(([file, routes]) =>
    routes.filter((r) => (owners.get(r) ?? []).length !== 1).map((r) => `${file}: ${r.method} ${r.path} belongs to ${JSON.stringify(owners.get(r) ?? [])}`),
  );
  t.deepEqual(problems, []);
  const filed = new Set(Object.values(routeFiles).flat());
  t.deepEqual([...owners.keys()].filter((r) => !filed.has(r as never)).length, 0, 'a feature lists a route no route file declares');
  // @ts-expect-error the map's keys are the feature names: an unknown one does not compile
  const unknown: FeatureName = 'nonsense';
  void unknown;
});

/** Source files under `dir`, recursively. */
function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

test('every command a route or the engine sends is a declared feature command, never a bare type string', (t) => {
  const problems: string[] = [];
  const referenced = new Set<string>();
  // engine/engine.ts is where a typed definition becomes the journaled type string.
  for (const file of [...sources('http'), ...sources('engine'), ...sources('bin')].filter((f) => f !== join('engine', 'engine.ts'))) {
    const text = readFileSync(join(ROOT, file), 'utf8');
    if (/\.execute(Now)?(<[^>]*>)?\(\{[^)]*type:/.test(text))
      problems.push(`${file} executes a command by its type string; use engine.run(feature.commands.x, ...)`);
    if (/dispatch\(ctx, \{/.test(text)) problems.push(`${file} dispatches without a typed command definition`);
    for (const m of text.matchAll(/\b(\w+)\.commands(?:\.(\w+)|\[)/g)) referenced.add(`${file}: ${m[1]}.${m[2] ?? '*'}`);
  }
  t.deepEqual(problems, []);
  // The routes reach commands through the descriptors: many references, each to a declared command.
  t.true(referenced.size > 40);
  const declared = new Set(features.flatMap((f) => Object.keys(f.commands).map((k) => `${f.name}.${k}`)));
  const aliases: Record<string, string> = { webhookFeature: 'webhooks', webhooksFeature: 'webhooks' };
  const unknown = [...referenced].filter((r) => {
    const [, ref] = r.split(': ');
    const [owner, key] = ref!.split('.');
    return key !== '*' && !declared.has(`${aliases[owner!] ?? owner}.${key}`) && owner !== 'f';
  });
  t.deepEqual(unknown, []);
});

test('a feature without routes, tables or ledger still declares each of them', (t) => {
  for (const f of features) {
    t.truthy(f.summary, f.name);
    for (const part of [f.machines, f.commands, f.systemTimers, f.bootstrap, f.tables, f.migrations, f.ledger, f.events]) t.not(part, undefined, f.name);
  }
  t.is(NO_LEDGER.assets.length, 0);
});

test('every descriptor file of engine/features/ is in the feature list', async (t) => {
  const listed = new Set(features.map((f) => f.name));
  const files = readdirSync(join(ROOT, 'engine', 'features')).filter((name) => name.endsWith('.ts') && name !== 'index.ts');
  t.true(files.length >= features.length - 2);
  for (const file of files) {
    const exported = Object.values((await import(`../../engine/features/${file}`)) as Record<string, unknown>);
    const descriptors = exported.filter((v): v is Feature => typeof v === 'object' && v !== null && 'commands' in v && 'tables' in v && 'name' in v);
    for (const d of descriptors) t.true(listed.has(d.name), `${file} exports feature ${d.name}, which engine/features/index.ts does not list`);
    // operations.ts and sandbox.ts export factories, built in index.ts from the others.
    if (descriptors.length === 0)
      t.true(
        exported.some((v) => typeof v === 'function' && /Feature$/.test((v as { name: string }).name)),
        `${file} exports no feature`,
      );
  }
});

/** The run-time named imports of a source file: `[specifier resolved to a repo path, imported name]`. */
function namedImports(file: string): [string, string][] {
  const source = ts.createSourceFile(file, readFileSync(join(ROOT, file), 'utf8'), ts.ScriptTarget.ES2022, true);
  return source.statements.flatMap((s): [string, string][] => {
    if (!ts.isImportDeclaration(s) || !ts.isStringLiteral(s.moduleSpecifier) || !s.moduleSpecifier.text.startsWith('.') || s.importClause?.isTypeOnly)
      return [];
    const target = relative(ROOT, resolve(ROOT, dirname(file), s.moduleSpecifier.text))
      .split(sep)
      .join('/');
    const named = s.importClause?.namedBindings;
    return named && ts.isNamedImports(named) ? named.elements.filter((e) => !e.isTypeOnly).map((e) => [target, (e.propertyName ?? e.name).text]) : [];
  });
}

/** Array literals (`[...]`, perhaps `as const`) bound to a variable, with the string literals they hold. */
function stringArrays(file: string): { name: string; strings: string[] }[] {
  const source = ts.createSourceFile(file, readFileSync(join(ROOT, file), 'utf8'), ts.ScriptTarget.ES2022, true);
  const found: { name: string; strings: string[] }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && node.initializer) {
      const init = ts.isAsExpression(node.initializer) ? node.initializer.expression : node.initializer;
      if (ts.isArrayLiteralExpression(init))
        found.push({ name: node.name.getText(source), strings: init.elements.flatMap((e) => (ts.isStringLiteral(e) ? [e.text] : [])) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

test('a machine, event, route or table is registered only through its feature: the registries hold no list of their own', (t) => {
  const descriptorFiles = sources(join('engine', 'features')).map((f) => f.split(sep).join('/'));
  const code = [...sources('engine'), ...sources('http'), ...sources('bin')].map((f) => f.split(sep).join('/'));
  const outside = code.filter((f) => !descriptorFiles.includes(f));
  const problems: string[] = [];
  // Machines: only a descriptor takes a machine itself (engine/machines.ts derives the registry from them).
  for (const file of outside)
    for (const [target, name] of namedImports(file))
      if (/^machines\/.+\/machine\.ts$/.test(target) && /Machine$/.test(name)) problems.push(`${file} takes the machine ${name}: declare it in its feature`);
  // Events: a list of event names lives in a descriptor, or is a constant a descriptor takes from its feature.
  const takenByDescriptors = new Set(descriptorFiles.flatMap((d) => namedImports(d).map(([target, name]) => `${target}#${name}`)));
  const events = new Set<string>(WEBHOOK_EVENT_NAMES);
  for (const file of outside)
    for (const list of stringArrays(file))
      if (list.strings.filter((s) => events.has(s)).length >= 2 && !takenByDescriptors.has(`${file}#${list.name}`))
        problems.push(`${file} lists events in ${list.name}: declare them in the feature's \`events\``);
  // Routes: the router, the OpenAPI document and the docs take the one list built from the features' routes.
  for (const file of code.filter((f) => f !== 'http/routes/index.ts'))
    for (const [target, name] of namedImports(file))
      if (target.startsWith('http/routes/') && /Routes(All)?$/.test(name) && name !== 'allRoutes')
        problems.push(`${file} takes ${name} from ${target}: routes reach the app through http/routes/index.ts, by feature`);
  // Tables: replay, reset and recovery name no table; they take the tables and their rules from the descriptors.
  const tables = new Set(migratedSchema().tables);
  for (const file of ['engine/replay.ts', 'engine/sandbox/reset.ts', 'engine/recovery.ts'])
    for (const list of stringArrays(file))
      if (list.strings.some((s) => tables.has(s))) problems.push(`${file} lists tables in ${list.name}: declare them in the feature's \`tables\``);
  t.deepEqual(problems, []);
});
