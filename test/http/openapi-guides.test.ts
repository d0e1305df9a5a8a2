/**
 * The reference as a partner's developer reads it: every operation of both served documents (and every
 * webhook) explains itself beyond its one-line summary, the partner document opens with every guide of
 * docs/guides/ in reading order, the errors guide lists the whole error catalogue, and every
 * Idempotency-Key parameter carries a usable example (the page itself makes it fresh, see
 * test/browser/reference.test.ts).
 */
import test from 'ava';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { errorCatalogue } from '../../engine/errors.ts';
import { PRODUCTION, startTestServer, type TestServer } from '../helpers/server.ts';

type Json = Record<string, any>;
const GUIDES = join(import.meta.dirname, '..', '..', 'docs', 'guides');
const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

let server: TestServer;
let partner: Json;
let operator: Json;

test.before(async () => {
  server = await startTestServer();
  partner = (await server.request('GET', `${PRODUCTION}/openapi.json`)).body;
  operator = (await server.operator('GET', '/openapi.json')).body;
});
test.after.always(async () => server?.close());

/** [name, operation] of every operation (and webhook) of a document. */
function operations(doc: Json): [string, Json][] {
  const out: [string, Json][] = [];
  for (const [group, items] of [
    ['', doc.paths],
    ['webhook ', doc.webhooks ?? {}],
  ] as const) {
    for (const [path, item] of Object.entries(items as Json)) {
      for (const [method, op] of Object.entries(item as Json)) if (METHODS.has(method)) out.push([`${group}${method.toUpperCase()} ${path}`, op]);
    }
  }
  return out;
}

test('every operation of both documents, and every webhook, has a description of its own beyond its summary', (t) => {
  for (const [name, doc] of [
    ['partner', partner],
    ['operator', operator],
  ] as const) {
    const ops = operations(doc);
    t.true(ops.length > (name === 'partner' ? 100 : 20), `${name}: the document lists its operations`);
    const lacking = ops
      .filter(([, op]) => typeof op.description !== 'string' || op.description.trim().length < 40 || op.description.trim() === op.summary)
      .map(([id]) => id);
    t.deepEqual(lacking, [], `${name}: operations without a description`);
  }
});

test('the partner document opens with an introduction, then every guide of docs/guides/ as a top-level section, the quick start first', (t) => {
  const description = partner.info.description as string;
  t.true(description.startsWith('# Introduction\n'), 'a heading first, so every guide is its own entry in the sidebar');
  const files = readdirSync(GUIDES).filter((f) => f.endsWith('.md'));
  t.true(files.length >= 8);
  const positions = files.map((file) => {
    const title = /^# (.+)$/m.exec(readFileSync(join(GUIDES, file), 'utf8'))?.[1];
    t.truthy(title, `${file} opens with a # heading`);
    const at = description.indexOf(`\n# ${title}\n`);
    t.true(at > 0, `${file} is served`);
    return { file, at };
  });
  const first = positions.sort((a, b) => a.at - b.at)[0];
  t.is(first?.file, 'quick-start.md');
  for (const name of [
    'Quick start',
    'Keys and authentication',
    'Sandbox and test tools',
    'Idempotency and retries',
    'Webhooks and verification',
    'The event stream',
    'Errors',
    'Pagination',
  ]) {
    t.regex(description, new RegExp(`\\n# ${name}`), name);
  }
  t.false(operator.info.description.includes('# Quick start'), 'the operator document keeps its own introduction');
});

test('the errors guide, as served, lists every code of the catalogue with its status', (t) => {
  const description = partner.info.description as string;
  t.false(description.includes('<!-- error-catalogue -->'), 'the marker became the table');
  for (const [code, status] of Object.entries(errorCatalogue)) t.true(description.includes(`| \`${code}\` | ${status} |`), code);
});

test('webhooks document both signature headers and how to check the timestamped one', (t) => {
  for (const [name, op] of operations(partner).filter(([id]) => id.startsWith('webhook '))) {
    const headers = (op.parameters as Json[]).map((p) => p.name);
    t.deepEqual(headers, ['x-service-signature', 'x-service-signature-v2', 'x-service-event', 'x-service-event-id', 'x-service-delivery-attempt'], name);
    t.regex(op.description, /t=<unix seconds>,v1=/);
  }
});

test('every Idempotency-Key parameter explains itself and carries an example of a valid key', (t) => {
  let count = 0;
  for (const [name, op] of operations(partner)) {
    for (const p of (op.parameters ?? []) as Json[]) {
      if (p.name !== 'Idempotency-Key') continue;
      count += 1;
      t.true(typeof p.example === 'string' && p.example.length >= 8 && p.example.length <= 200, name);
      t.regex(p.description, /Idempotency and retries/);
    }
  }
  t.true(count > 30, `${count} operations take an Idempotency-Key`);
});
