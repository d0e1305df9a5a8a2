/**
 * The documentation states current rules: docs/decisions.md stays an index of short records whose table of
 * contents resolves, and neither the docs nor the source name an issue or a round (history lives in git).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import test from 'ava';
import { CONTENTS_END, CONTENTS_START, DECISIONS_PATH, headingsOf, RECENT_GROUP, recordProblem, withContents, withRecentFiled } from './decisions-index.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const decisions = readFileSync(DECISIONS_PATH, 'utf8');

/** A mention of an issue, a round or a pull request by number, or an identifier that names an issue. */
const HISTORY = /\b(?:issues?|rounds?|pull requests?|PR)\s+#?\d+|\bissue\d+/i;

/** Installed packages, build output, and files generated from the sources (the SDK's types come from the served document). */
const SKIPPED_DIRECTORIES = new Set(['node_modules', 'build', 'dist', 'chunks', 'generated']);

function filesUnder(dir: string, keep: (path: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (SKIPPED_DIRECTORIES.has(name) || name.startsWith('.')) return [];
    return statSync(path).isDirectory() ? filesUnder(path, keep) : keep(path) ? [path] : [];
  });
}

function historyMentions(paths: readonly string[]): string[] {
  return paths.flatMap((path) =>
    readFileSync(path, 'utf8')
      .split('\n')
      .flatMap((text, i) => (HISTORY.test(text) ? [`${relative(ROOT, path)}:${i + 1}: ${text.trim()}`] : [])),
  );
}

test('every decision record has its context, decision and consequence lines', (t) => {
  const lines = decisions.split('\n');
  const records = headingsOf(decisions).filter((h) => h.level === 2);
  t.true(records.length > 100, 'the index holds the standing decisions');
  const problems = records.flatMap((r) => {
    const problem = recordProblem(lines, r.line);
    const named = /^[^:]+: \S/.test(r.text) ? null : 'the heading is not "<topic>: <decision>"';
    return [problem, named].filter((p) => p !== null).map((p) => `"${r.text}": ${p}`);
  });
  t.deepEqual(problems, []);
});

test('the table of contents links only to headings of the file, and lists every group', (t) => {
  const start = decisions.indexOf(CONTENTS_START);
  const end = decisions.indexOf(CONTENTS_END);
  t.true(start >= 0 && end > start, 'the contents markers are there');
  const contents = decisions.slice(start, end);
  const anchors = new Set(headingsOf(decisions).map((h) => h.anchor));
  const links = [...contents.matchAll(/\]\(#([^)]+)\)/g)].map((m) => m[1]!);
  t.true(links.length > 100);
  t.deepEqual(
    links.filter((a) => !anchors.has(a)),
    [],
    'run `node test/docs/decisions-index.ts` after renaming a record',
  );
  const groups = headingsOf(decisions).filter((h) => h.level === 1 && h.line > decisions.slice(0, end).split('\n').length);
  t.deepEqual(
    groups.filter((g) => !links.includes(g.anchor)).map((g) => g.text),
    [],
  );
});

test('the docs state current rules: no issue or round numbers', (t) => {
  const docs = [
    join(ROOT, 'README.md'),
    join(ROOT, 'test', 'README.md'),
    join(ROOT, 'bench', 'README.md'),
    ...filesUnder(join(ROOT, 'docs'), (p) => p.endsWith('.md')),
  ];
  t.deepEqual(historyMentions(docs), []);
});

test('source comments say what and why, never which issue or round', (t) => {
  const sources = ['engine', 'http', 'machines', 'storage', 'workers', 'bin', 'test', 'test-cluster', 'bench', 'sdk', 'examples'].flatMap((dir) =>
    filesUnder(join(ROOT, dir), (p) => p.endsWith('.ts')),
  );
  t.true(sources.length > 300);
  t.deepEqual(historyMentions(sources), []);
});

test('references to a decision record name a heading of docs/decisions.md', (t) => {
  const headings = new Set(headingsOf(decisions).map((h) => h.text));
  const files = [
    join(ROOT, 'README.md'),
    join(ROOT, 'redocly.yaml'),
    ...filesUnder(join(ROOT, 'docs'), (p) => p.endsWith('.md') && p !== DECISIONS_PATH),
    ...['engine', 'http', 'machines', 'storage', 'workers', 'bin', 'test', 'bench', 'sdk'].flatMap((dir) =>
      filesUnder(join(ROOT, dir), (p) => /\.(ts|md)$/.test(p)),
    ),
  ];
  const dangling = files.flatMap((path) =>
    [...readFileSync(path, 'utf8').matchAll(/decisions\.md`?,? "([^"]+)"/g)]
      .map((m) => m[1]!)
      .filter((title) => !headings.has(title))
      .map((title) => `${relative(ROOT, path)}: "${title}"`),
  );
  t.deepEqual(dangling, []);
});

test('the source files docs/decisions.md and bench/README.md name exist', (t) => {
  const missing = [DECISIONS_PATH, join(ROOT, 'bench', 'README.md')].flatMap((path) =>
    [...readFileSync(path, 'utf8').matchAll(/`((?:engine|http|storage|machines|workers|bin|bench|test|sdk)\/[\w./-]+\.ts)`/g)]
      .map((m) => m[1]!)
      .filter((file) => !file.includes('/generated/') && !existsSync(join(ROOT, file)))
      .map((file) => `${relative(ROOT, path)}: ${file}`),
  );
  t.deepEqual(missing, [], 'a record names a file that moved: name its new place');
});

test('appended records are filed beside the records of their topic, new topics stay for a person', (t) => {
  const doc = [
    '# Decisions',
    CONTENTS_START,
    CONTENTS_END,
    '',
    '# Money',
    '',
    '## Keys: first',
    '- Context: a.',
    '- Decision: b.',
    '- Consequence: c.',
    '',
    '# Other',
    '',
    '## Other: one',
    '- Context: a.',
    '- Decision: b.',
    '- Consequence: c.',
    '',
    RECENT_GROUP,
    '',
    'Records appended after the last restructuring.',
    '',
    '## keys: second',
    '',
    '- Context: d.',
    '  wrapped.',
    '- Decision: e.',
    '- Consequence: f.',
    '',
    '## Fresh: topic',
    '- Context: g.',
    '- Decision: h.',
    '- Consequence: i.',
    '',
  ].join('\n');
  const filed = withContents(withRecentFiled(doc));
  const order = headingsOf(filed).map((h) => h.text);
  t.deepEqual(order, ['Decisions', 'Money', 'Keys: first', 'keys: second', 'Other', 'Other: one', 'Recently appended', 'Fresh: topic']);
  t.true(filed.includes('- Context: d.\n  wrapped.\n- Decision: e.'), 'a record moves whole');
  t.true(filed.includes('  - [keys: second](#keys-second)'), 'the contents list it in its new place');
});
