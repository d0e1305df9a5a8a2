/**
 * Keeps DESIGN.md's rooms honest. Every source file of machines/, engine/, storage/, http/ and workers/
 * is parsed with the TypeScript compiler; an import that crosses a forbidden boundary fails the test
 * with the file and the import named. Domain code may not read the clock or randomness itself, and
 * money code may not go through binary floats (parseFloat, toFixed). Types hold across the layers: the
 * source's `as` casts stay within a budget, and none goes through `unknown`. No run-time import circle; a
 * feature never imports another feature's command handlers; the engine's core imports no feature.
 */
import test from 'ava';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ROOMS = ['machines', 'engine', 'storage', 'http', 'workers'] as const;
type Room = (typeof ROOMS)[number];

interface Import {
  readonly file: string;
  readonly specifier: string;
  /** Repo-relative target for our own files, null for packages and node built-ins. */
  readonly target: string | null;
  readonly typeOnly: boolean;
  readonly line: number;
}

function sourceFiles(dir: string): string[] {
  const abs = join(ROOT, dir);
  let entries: string[];
  try {
    entries = readdirSync(abs);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) return sourceFiles(path);
    return /\.(ts|mts|cts)$/.test(name) && !name.endsWith('.d.ts') ? [path.split(sep).join('/')] : [];
  });
}

const parsed = new Map<string, ts.SourceFile>();
function parse(file: string): ts.SourceFile {
  let source = parsed.get(file);
  if (!source) {
    source = ts.createSourceFile(file, readFileSync(join(ROOT, file), 'utf8'), ts.ScriptTarget.ES2022, true);
    parsed.set(file, source);
  }
  return source;
}

function importIsTypeOnly(node: ts.ImportDeclaration): boolean {
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const named = clause.namedBindings;
  return !clause.name && named !== undefined && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly);
}

function exportIsTypeOnly(node: ts.ExportDeclaration): boolean {
  if (node.isTypeOnly) return true;
  const clause = node.exportClause;
  return clause !== undefined && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((e) => e.isTypeOnly);
}

function importsOf(file: string): Import[] {
  const source = parse(file);
  const found: Import[] = [];
  const add = (specifier: string, typeOnly: boolean, node: ts.Node): void => {
    const target = specifier.startsWith('.')
      ? relative(ROOT, resolve(ROOT, dirname(file), specifier))
          .split(sep)
          .join('/')
      : null;
    found.push({ file, specifier, target, typeOnly, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) add(node.moduleSpecifier.text, importIsTypeOnly(node), node);
    else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier))
      add(node.moduleSpecifier.text, exportIsTypeOnly(node), node);
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference) && ts.isStringLiteral(node.moduleReference.expression))
      add(node.moduleReference.expression.text, node.isTypeOnly, node);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0]))
      add(node.arguments[0].text, false, node);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal))
      add(node.argument.literal.text, true, node);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** `@koa/router/x` -> `@koa/router`, `node:fs` and `fs` -> `node:fs`. */
function packageOf(specifier: string): string {
  if (specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0]!)) return `node:${specifier.replace(/^node:/, '').split('/')[0]}`;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

function roomOf(path: string): string {
  return path.split('/')[0]!;
}

const isNodeBuiltin = (pkg: string): boolean => pkg.startsWith('node:');

/** The machine files http may import at run time: event schemas (types may come from any machine file). */
const MACHINE_EVENT_SCHEMAS = /^machines\/.+\/(events|schemas?)\.ts$/;

/**
 * The http files that may import valibot's values directly: the wrapper itself, and the stream routes
 * (GET only, so no body; they are being changed elsewhere and move over afterwards).
 */
const VALIBOT_DIRECT = new Set(['http/schema.ts', 'http/routes/stream.ts']);

/** Why an import breaks the rules of the importing room, or null when it is allowed. */
function violation(room: Room, imp: Import): string | null {
  if (imp.target !== null) return ownFileViolation(room, imp);
  const pkg = packageOf(imp.specifier);
  switch (room) {
    case 'machines':
      return pkg === 'xstate' || pkg === 'valibot' ? null : `machines are pure: only xstate and valibot, not ${pkg}`;
    case 'engine':
      if (isNodeBuiltin(pkg) || pkg === 'xstate') return null;
      if (pkg === 'pino') return imp.typeOnly ? null : 'engine takes its logger from the caller: import pino types only';
      // DESIGN "One command, one step" 4: delivery after commit runs on a bounded p-queue, signing in piscina.
      if (pkg === 'p-queue' || pkg === 'piscina') return null;
      // Webhook POSTs pin the socket to the SSRF-checked addresses (connect.lookup): global fetch cannot.
      if (pkg === 'undici') return null;
      // The SSRF policy classifies addresses by a maintained table of special-purpose ranges.
      if (pkg === 'ipaddr.js') return null;
      // Cluster mode: the partition log, lease and follower live in PostgreSQL, spoken to only from engine/cluster/.
      if (pkg === 'postgres' && imp.file.startsWith('engine/cluster/')) return null;
      // A cluster node's Prometheus metrics (commits, lag, leases), kept beside the node in engine/cluster/.
      if (pkg === 'prom-client' && imp.file.startsWith('engine/cluster/')) return null;
      return `engine may not depend on ${pkg}`;
    case 'storage':
      return isNodeBuiltin(pkg) || pkg === 'better-sqlite3' ? null : `storage may not depend on ${pkg}`;
    case 'http':
      if (pkg === 'better-sqlite3') return 'nothing outside storage/ talks SQL';
      // valibot's object schemas take an array for an object; http/schema.ts is valibot without that.
      if (pkg === 'valibot' && !imp.typeOnly && !VALIBOT_DIRECT.has(imp.file))
        return 'http validates with http/schema.ts, whose object schemas refuse arrays, not with valibot itself';
      return null;
    case 'workers':
      return pkg === 'better-sqlite3' ? 'a worker never opens the database' : null;
  }
}

function ownFileViolation(room: Room, imp: Import): string | null {
  const target = imp.target!;
  const to = roomOf(target);
  if (to === room) return null;
  switch (room) {
    case 'machines':
      return `machines import nothing of ours outside machines/ (found ${target})`;
    case 'engine':
      if (to === 'machines' || to === 'storage') return null;
      if (to === 'workers' && imp.typeOnly) return null;
      return `engine may import machines/ and storage/, not ${target}`;
    case 'storage':
      return `storage imports nothing of ours (found ${target})`;
    case 'http':
      if (to === 'engine') return null;
      if (to === 'storage') return imp.typeOnly ? null : `http may import storage types only; ${target} is imported for its values (reach it through engine/)`;
      if (to === 'machines')
        return imp.typeOnly || MACHINE_EVENT_SCHEMAS.test(target) ? null : `http may import machine event schemas or types, not the values of ${target}`;
      return `http may not import ${target}`;
    case 'workers':
      return to === 'storage' || to === 'http' ? `workers import pure helpers only, never ${to}/ (found ${target})` : null;
  }
}

/** Our files reached through run-time (non-type) imports from `file`, transitively. */
function runtimeClosure(file: string, seen = new Set<string>()): Set<string> {
  for (const imp of importsOf(file)) {
    if (imp.typeOnly || imp.target === null || seen.has(imp.target)) continue;
    seen.add(imp.target);
    if (imp.target.endsWith('.ts')) runtimeClosure(imp.target, seen);
  }
  return seen;
}

const CLOCK_EXEMPT = new Set(['engine/clock.ts', 'engine/config.ts']);

interface ForbiddenCall {
  readonly kind: 'clock' | 'float';
  readonly text: string;
}

/** Calls that read the wall clock or randomness, or that route money through binary floats. */
function forbiddenCalls(file: string): ForbiddenCall[] {
  const source = parse(file);
  const found: ForbiddenCall[] = [];
  const at = (node: ts.Node): string => `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression.getText(source);
      if (callee === 'Date.now' || callee === 'Math.random')
        found.push({ kind: 'clock', text: `${at(node)} calls ${callee}(): read time from the engine clock (step.atMs), derive ids from the journal` });
      if (callee === 'parseFloat' || callee === 'Number.parseFloat')
        found.push({ kind: 'float', text: `${at(node)} calls ${callee}(): money is parsed exactly (engine/money.ts)` });
      if (ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'toFixed')
        found.push({ kind: 'float', text: `${at(node)} calls toFixed(): money is formatted from integer minor units` });
    }
    if (ts.isNewExpression(node) && node.expression.getText(source) === 'Date' && (node.arguments?.length ?? 0) === 0) {
      found.push({ kind: 'clock', text: `${at(node)} calls new Date() without a time: read time from the engine clock (step.atMs)` });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const filesByRoom = new Map<Room, string[]>(ROOMS.map((room) => [room, sourceFiles(room)]));

function report(problems: string[]): string {
  return `\n  ${problems.join('\n  ')}\n`;
}

test('the rooms the rules speak of hold source files', (t) => {
  for (const room of ['machines', 'engine', 'storage', 'http'] as const) {
    t.true(filesByRoom.get(room)!.length > 0, `${room}/ has no .ts files: the walk is looking in the wrong place`);
  }
});

for (const room of ROOMS) {
  test(`${room}/ imports only across the boundaries DESIGN.md allows`, (t) => {
    const problems = filesByRoom.get(room)!.flatMap((file) =>
      importsOf(file).flatMap((imp) => {
        const why = violation(room, imp);
        return why ? [`${imp.file}:${imp.line} imports '${imp.specifier}': ${why}`] : [];
      }),
    );
    t.deepEqual(problems, [], report(problems));
  });
}

test('no worker reaches storage/, http/ or the database through any chain of run-time imports', (t) => {
  const problems = filesByRoom
    .get('workers')!
    .flatMap((file) =>
      [file, ...runtimeClosure(file)]
        .filter(
          (reached) =>
            ['storage', 'http'].includes(roomOf(reached)) ||
            (reached.endsWith('.ts') && importsOf(reached).some((i) => packageOf(i.specifier) === 'better-sqlite3')),
        )
        .map((reached) => `${file} reaches ${reached}`),
    );
  t.deepEqual(problems, [], report(problems));
});

test('machines and engine read neither the wall clock nor randomness, except engine/clock.ts and engine/config.ts', (t) => {
  const domain = [...filesByRoom.get('machines')!, ...filesByRoom.get('engine')!].filter((file) => !CLOCK_EXEMPT.has(file));
  const problems = domain
    .flatMap(forbiddenCalls)
    .filter((c) => c.kind === 'clock')
    .map((c) => c.text);
  t.deepEqual(problems, [], report(problems));
});

test('machines, engine and storage never use parseFloat or toFixed', (t) => {
  const files = (['machines', 'engine', 'storage'] as const).flatMap((room) => filesByRoom.get(room)!);
  const problems = files
    .flatMap(forbiddenCalls)
    .filter((c) => c.kind === 'float')
    .map((c) => c.text);
  t.deepEqual(problems, [], report(problems));
});

test('the checker itself catches each kind of violation', (t) => {
  const fake = (room: Room, specifier: string, target: string | null, typeOnly = false): string | null =>
    violation(room, { file: `${room}/x.ts`, specifier, target, typeOnly, line: 1 });
  t.truthy(fake('machines', '../../engine/money.ts', 'engine/money.ts'));
  t.truthy(fake('machines', 'node:fs', null));
  t.is(fake('machines', 'xstate', null), null);
  t.truthy(fake('engine', '../http/app.ts', 'http/app.ts'));
  t.truthy(fake('engine', 'pino', null));
  t.is(fake('engine', 'pino', null, true), null);
  t.truthy(fake('storage', '../engine/errors.ts', 'engine/errors.ts'));
  t.truthy(fake('http', '../storage/journal.ts', 'storage/journal.ts'));
  t.is(fake('http', '../storage/types.ts', 'storage/types.ts', true), null);
  t.truthy(fake('http', 'better-sqlite3', null));
  t.truthy(fake('http', 'valibot', null));
  t.is(fake('http', 'valibot', null, true), null);
  t.truthy(fake('workers', '../storage/db.ts', 'storage/db.ts'));
  t.is(packageOf('@koa/router/dist/x.js'), '@koa/router');
  t.is(packageOf('fs/promises'), 'node:fs');
  const code = [
    'const a = Date.now();',
    'const b = new Date();',
    'const c = new Date(a);',
    'const d = Math.random();',
    "const e = parseFloat('1.5');",
    'const f = (1.5).toFixed(2);',
    '// Date.now() in a comment is fine',
  ].join('\n');
  parsed.set('engine/fake-for-the-checker.ts', ts.createSourceFile('engine/fake-for-the-checker.ts', code, ts.ScriptTarget.ES2022, true));
  const calls = forbiddenCalls('engine/fake-for-the-checker.ts');
  t.deepEqual(
    calls.map((c) => `${c.kind} ${c.text.split(' ')[0]}`),
    [
      'clock engine/fake-for-the-checker.ts:1',
      'clock engine/fake-for-the-checker.ts:2',
      'clock engine/fake-for-the-checker.ts:4',
      'float engine/fake-for-the-checker.ts:5',
      'float engine/fake-for-the-checker.ts:6',
    ],
  );
});

/** Every run-time import circle among `files` (Tarjan's strongly connected components), each sorted. */
function runtimeCircles(files: readonly string[]): string[][] {
  const inScope = new Set(files);
  const edges = new Map(files.map((f) => [f, importsOf(f).flatMap((i) => (!i.typeOnly && i.target !== null && inScope.has(i.target) ? [i.target] : []))]));
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || edges.get(v)!.includes(v)) circles.push(component.sort());
  };
  for (const f of files) if (!index.has(f)) visit(f);
  return circles;
}

/**
 * Circles known and left for now, each named by its files. The OpenAPI route describes the route list it
 * is itself part of.
 */
const KNOWN_CIRCLES = new Set(['http/routes/index.ts http/routes/openapi.ts']);

test('no run-time import circle in any room (type-only imports do not count)', (t) => {
  const circles = ROOMS.flatMap((room) => runtimeCircles(filesByRoom.get(room)!))
    .map((c) => c.join(' '))
    .filter((c) => !KNOWN_CIRCLES.has(c));
  t.deepEqual(circles, [], report(circles));
});

test('the circle finder finds a circle, and not a type-only one', (t) => {
  const fake = (file: string, code: string): void => void parsed.set(file, ts.createSourceFile(file, code, ts.ScriptTarget.ES2022, true));
  fake('engine/circle-a.ts', "import { b } from './circle-b.ts';\nexport const a = 1;");
  fake('engine/circle-b.ts', "import { a } from './circle-a.ts';\nexport const b = 2;");
  fake('engine/circle-c.ts', "import type { d } from './circle-d.ts';\nexport const c = 1;");
  fake('engine/circle-d.ts', "import { c } from './circle-c.ts';\nexport const d = 2;");
  t.deepEqual(runtimeCircles(['engine/circle-a.ts', 'engine/circle-b.ts', 'engine/circle-c.ts', 'engine/circle-d.ts']), [
    ['engine/circle-a.ts', 'engine/circle-b.ts'],
  ]);
});

/** The folder of engine/ a file belongs to (`engine/trading/orders.ts` -> `trading`), or null at the top. */
const engineFolderOf = (file: string): string | null => {
  const parts = file.split('/');
  return parts[0] === 'engine' && parts.length > 2 ? parts[1]! : null;
};

/** Folders of engine/ that are not a feature: the descriptors, the read side, cluster mode, the committers, the usage recorder, figures. */
const NOT_FEATURE_FOLDERS = new Set(['features', 'queries', 'cluster', 'commit', 'usage', 'performance']);

/**
 * Every command handler and platform-timer handler the descriptors register, as `module#name`: the
 * identifiers passed to `defineCommand(type, handler)` and `{ kind, fire: handler }`, resolved to the
 * module the descriptor imports them from.
 */
function registeredHandlers(): Set<string> {
  const found = new Set<string>();
  for (const file of filesByRoom.get('engine')!.filter((f) => f.startsWith('engine/features/'))) {
    const source = parse(file);
    const origin = new Map<string, string>();
    for (const s of source.statements) {
      if (!ts.isImportDeclaration(s) || !ts.isStringLiteral(s.moduleSpecifier) || !s.moduleSpecifier.text.startsWith('.')) continue;
      const module = relative(ROOT, resolve(ROOT, dirname(file), s.moduleSpecifier.text))
        .split(sep)
        .join('/');
      const named = s.importClause?.namedBindings;
      if (named && ts.isNamedImports(named)) for (const e of named.elements) origin.set(e.name.text, `${module}#${(e.propertyName ?? e.name).text}`);
    }
    const visit = (node: ts.Node): void => {
      let handler: ts.Node | undefined;
      if (ts.isCallExpression(node) && node.expression.getText(source) === 'defineCommand') handler = node.arguments[1];
      if (ts.isPropertyAssignment(node) && node.name.getText(source) === 'fire') handler = node.initializer;
      if (handler && ts.isIdentifier(handler) && origin.has(handler.text)) found.add(origin.get(handler.text)!);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

/** Files that still run other features' handlers directly: none. */
const KNOWN_HANDLER_CROSSINGS = new Set<string>();

test("a feature imports no other feature's command handlers (a cross-feature effect is a command or an event)", (t) => {
  const handlers = registeredHandlers();
  t.true(handlers.size > 60, 'the descriptors register the handlers the check looks for');
  const problems = filesByRoom
    .get('engine')!
    .filter((file) => !KNOWN_HANDLER_CROSSINGS.has(file))
    .flatMap((file) => {
      const from = engineFolderOf(file);
      if (from === null || NOT_FEATURE_FOLDERS.has(from)) return [];
      return parse(file).statements.flatMap((s) => {
        if (!ts.isImportDeclaration(s) || !ts.isStringLiteral(s.moduleSpecifier) || importIsTypeOnly(s)) return [];
        const target = relative(ROOT, resolve(ROOT, dirname(file), s.moduleSpecifier.text))
          .split(sep)
          .join('/');
        const to = engineFolderOf(target);
        if (to === null || to === from || NOT_FEATURE_FOLDERS.has(to)) return [];
        const named = s.importClause?.namedBindings;
        const names = named && ts.isNamedImports(named) ? named.elements.filter((e) => !e.isTypeOnly).map((e) => (e.propertyName ?? e.name).text) : [];
        return names.filter((n) => handlers.has(`${target}#${n}`)).map((n) => `${file} imports the handler ${n} of ${target}`);
      });
    });
  t.deepEqual(problems, [], report(problems));
});

/**
 * The engine's core: the top-level files of engine/ that run any command (the engine, the step, actors,
 * the ledger, the clock, the scheduler...). The registries derived from the descriptors (handlers.ts,
 * machines.ts), the composition roots (service.ts, which gives the scheduler and the engine the
 * features' commands and hooks; replay.ts; the inspector's replay) and the configuration (config.ts,
 * which reads every feature's settings, the retention policy's among them) are not core.
 */
const NOT_CORE = new Set([
  'engine/handlers.ts',
  'engine/machines.ts',
  'engine/service.ts',
  'engine/replay.ts',
  'engine/inspect-queries.ts',
  'engine/inspect-history.ts',
  'engine/config.ts',
]);

test('the core of engine/ imports no feature at run time (features import the core, never the reverse)', (t) => {
  const problems = filesByRoom
    .get('engine')!
    .filter((file) => engineFolderOf(file) === null && !NOT_CORE.has(file))
    .flatMap((file) =>
      importsOf(file).flatMap((i) => {
        if (i.typeOnly || i.target === null || !i.target.startsWith('engine/')) return [];
        const to = engineFolderOf(i.target);
        const edge = `${file} -> ${i.target}`;
        return to !== null && !NOT_FEATURE_FOLDERS.has(to) ? [edge] : [];
      }),
    );
  t.deepEqual(problems, [], report(problems));
});

/** Where the cast budget counts: every source room, and the command-line tools. */
const CAST_ROOMS = [...ROOMS, 'bin'] as const;

/**
 * The most `as` casts the source may hold, besides `as const` and XState's type-only `{} as T` inside
 * `setup({ types })`. A new one needs a type that cannot be said otherwise; the budget only goes down.
 */
const CAST_BUDGET = 41;

interface Cast {
  readonly at: string;
  readonly text: string;
  readonly throughUnknown: boolean;
}

/** `{}` cast to a type inside a `types: { ... }` member: how XState's setup() is told its types. */
function isXstateTypeDeclaration(node: ts.AsExpression): boolean {
  if (!ts.isObjectLiteralExpression(node.expression) || node.expression.properties.length > 0) return false;
  for (let up: ts.Node = node.parent; !ts.isSourceFile(up); up = up.parent) {
    if (ts.isPropertyAssignment(up) && up.name.getText() === 'types') return true;
  }
  return false;
}

function castsIn(file: string): Cast[] {
  const source = parse(file);
  const found: Cast[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isAsExpression(node)) {
      const isConst = ts.isTypeReferenceNode(node.type) && node.type.typeName.getText(source) === 'const';
      if (!isConst && !isXstateTypeDeclaration(node)) {
        let inner: ts.Expression = node.expression;
        while (ts.isParenthesizedExpression(inner)) inner = inner.expression;
        const throughUnknown = ts.isAsExpression(inner) && inner.type.kind === ts.SyntaxKind.UnknownKeyword;
        const at = `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
        found.push({ at, text: node.getText(source).replace(/\s+/g, ' ').slice(0, 120), throughUnknown });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const castFiles = (): string[] => CAST_ROOMS.flatMap((room) => (room === 'bin' ? sourceFiles(room) : filesByRoom.get(room)!));

test(`the source holds at most ${CAST_BUDGET} \`as\` casts (besides \`as const\` and XState's setup types)`, (t) => {
  const casts = castFiles().flatMap(castsIn);
  t.log(`${casts.length} casts`);
  t.true(casts.length <= CAST_BUDGET, `${casts.length} casts, over the budget of ${CAST_BUDGET}:${report(casts.map((c) => `${c.at} ${c.text}`))}`);
});

test('no cast goes through unknown (`as unknown as`): a type guard or a schema says what a value is', (t) => {
  const problems = castFiles()
    .flatMap(castsIn)
    .filter((c) => c.throughUnknown)
    .map((c) => `${c.at} ${c.text}`);
  t.deepEqual(problems, [], report(problems));
});

test('the cast counter counts what it should', (t) => {
  const code = [
    "const a = 'x' as const;",
    'const b = 1 as number;',
    'const c = (b as unknown) as string;',
    'const m = setup({ types: { context: {} as { n: number }, events: {} as { type: "go" } } });',
    'const d = {} as { n: number };',
  ].join('\n');
  parsed.set('engine/fake-casts.ts', ts.createSourceFile('engine/fake-casts.ts', code, ts.ScriptTarget.ES2022, true));
  const casts = castsIn('engine/fake-casts.ts');
  t.deepEqual(
    casts.map((c) => `${c.at} ${c.throughUnknown}`),
    ['engine/fake-casts.ts:2 false', 'engine/fake-casts.ts:3 true', 'engine/fake-casts.ts:3 false', 'engine/fake-casts.ts:5 false'],
  );
});
