/**
 * The committed diagrams (docs/machines/) are what `npm run machines` renders from the machines now:
 * a machine changed without regenerating them fails here. The state names the operator's actor
 * inspection shows (`diagramStateOf`) name nodes of those diagrams.
 */
import test from 'ava';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnyStateNode, StateValue } from 'xstate';
import { DIAGRAM_DIR, renderMachineDocs } from '../../bin/machines.ts';
import { diagramStateOf, machineDefinitions } from '../../engine/machines.ts';

const rendered = renderMachineDocs();

test('every registered machine has a Mermaid diagram and a JSON definition', (t) => {
  for (const kind of machineDefinitions.keys()) {
    t.true(rendered.has(`${kind}.mmd`), kind);
    t.true(rendered.has(`${kind}.json`), kind);
  }
  for (const kind of ['partner', 'application', 'topup', 'quote', 'order']) t.true(machineDefinitions.has(kind), `${kind} is registered`);
});

for (const [name, content] of rendered) {
  test(`docs/machines/${name} is up to date with its machine`, (t) => {
    const path = join(DIAGRAM_DIR, name);
    t.true(existsSync(path), `${name} is missing: run npm run machines`);
    if (existsSync(path)) t.is(readFileSync(path, 'utf8'), content, `${name} is out of date: run npm run machines`);
  });
}

test('docs/machines holds no diagram of a machine that is no longer registered', (t) => {
  const stale = readdirSync(DIAGRAM_DIR).filter((f) => /\.(mmd|json)$/.test(f) && !rendered.has(f));
  t.deepEqual(stale, [], 'run npm run machines');
});

test('the JSON definition is the machine config the Stately visualizer imports, eventless transitions included', (t) => {
  const order = JSON.parse(rendered.get('order.json')!) as {
    id: string;
    initial: string;
    states: Record<string, { always?: { target: string; guard?: string }[]; on: Record<string, unknown> }>;
  };
  t.is(order.id, 'order');
  t.is(order.initial, 'placing');
  t.deepEqual(
    order.states.placing!.always!.map((a) => [a.target, a.guard]),
    [
      ['#order.pending', 'isMarketOrder'],
      ['#order.working', undefined],
    ],
  );
  t.deepEqual(Object.keys(order.states.working!.on), ['market.trigger', 'api.replace', 'corporate.split', 'api.cancel', 'timer.expire']);
});

/** Every state value of a machine: one per atomic state (the machines here have no parallel states). */
function valuesOf(node: AnyStateNode): StateValue[] {
  return Object.entries(node.states as Record<string, AnyStateNode>).flatMap(([key, child]) =>
    Object.keys(child.states).length === 0 ? [key] : valuesOf(child).map((v) => ({ [key]: v }) as StateValue),
  );
}

test('diagramStateOf names every state by the machine id and its path of keys, each a node of the Mermaid diagram', (t) => {
  t.is(diagramStateOf('order', { value: 'working' }), 'order.working');
  t.is(diagramStateOf('order', { value: { filled: 'settlementFailed' } }), 'order.filled.settlementFailed');
  t.is(diagramStateOf('topup', { value: 'confirmed' }), 'topup.confirmed');
  for (const [kind, def] of machineDefinitions) {
    const mermaid = rendered.get(`${kind}.mmd`)!;
    for (const value of valuesOf(def.machine.root)) {
      const [root, ...keys] = diagramStateOf(kind, { value }).split('.');
      t.is(root, def.machine.id);
      for (const key of keys) t.regex(mermaid, new RegExp(`(^|\\s)${key}(\\s|:|$)`, 'm'), `${kind}: ${key} is a node of the diagram`);
    }
  }
});

test('the order diagram draws every transition of the spec table as an edge', (t) => {
  const mermaid = rendered.get('order.mmd')!;
  for (const edge of [
    'placing --> pending: always [isMarketOrder]',
    'placing --> working: always',
    'working --> pending: market.trigger [crossesTrigger]',
    'working --> working: api.replace [isValidReplace]',
    'working --> cancelled: api.cancel',
    'pending --> cancelled: timer.expire [isPastExpiry]',
    'pending --> filled: venue.fill [completesOrder]',
    'pending --> partiallyFilled: venue.fill [isPartialFill]',
    'pending --> rejected: venue.reject [isKnownRejection]',
    'settlementPending --> settled: timer.settle [isSettlementDue]',
    'settlementPending --> settlementFailed: test.failSettlement',
    'settlementPending --> cancelled: market.price [isBelowStopLoss]',
    'cancelled --> [*]',
  ])
    t.true(mermaid.includes(edge), edge);
});
