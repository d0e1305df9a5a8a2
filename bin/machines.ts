/**
 * `npm run machines`: writes every registered machine's diagrams to docs/machines/: `<kind>.mmd`, a
 * Mermaid stateDiagram-v2 drawn by walking the machine's state nodes and transitions, and
 * `<kind>.json`, the machine's config (what `createMachine` takes: it loads and runs, guards and actions
 * by name) that the Stately visualizer imports. test/machines/diagrams.test.ts
 * renders the same files in memory and fails when a committed one is out of date.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { machineDefinitions } from '../engine/machines.ts';

export const DIAGRAM_DIR = fileURLToPath(new URL('../docs/machines/', import.meta.url));

const childrenOf = (node: AnyStateNode): AnyStateNode[] => Object.values(node.states);
const allNodes = (node: AnyStateNode): AnyStateNode[] => childrenOf(node).flatMap((c) => [c, ...allNodes(c)]);

/** Mermaid ids are global to a diagram: a state key is its id unless two states share it. */
function mermaidIds(machine: AnyStateMachine): Map<AnyStateNode, string> {
  const nodes = allNodes(machine.root);
  const counts = new Map<string, number>();
  for (const n of nodes) counts.set(n.key, (counts.get(n.key) ?? 0) + 1);
  return new Map(nodes.map((n) => [n, counts.get(n.key) === 1 ? n.key : n.path.join('_')]));
}

/** The `type` of an action or guard object (`{type, params}`), if it has a string one. */
function namedType(value: unknown): string | undefined {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null || !('type' in value)) return undefined;
  return typeof value.type === 'string' ? value.type : undefined;
}

/** The `params` of an action or guard object, if any. */
const paramsOf = (value: object): unknown => ('params' in value ? value.params : undefined);

function guardName(t: AnyTransitionDefinition): string | null {
  const g: unknown = t.guard;
  if (g === undefined || g === null) return null;
  if (typeof g === 'string') return g;
  return namedType(g) ?? 'inline guard';
}

const transitionsOf = (node: AnyStateNode): AnyTransitionDefinition[] => [...node.transitions.values()].flat().concat(node.always ?? []);

const isWithin = (node: AnyStateNode, ancestor: AnyStateNode): boolean => {
  for (let n: AnyStateNode | undefined = node; n; n = n.parent) if (n === ancestor) return true;
  return false;
};

/** The deepest composite state holding both ends of an edge: where Mermaid draws it. */
function edgeScope(source: AnyStateNode, targets: readonly AnyStateNode[]): AnyStateNode {
  let scope = source.parent!;
  while (scope.parent && !targets.every((t) => isWithin(t, scope))) scope = scope.parent;
  return scope;
}

function edgeLines(machine: AnyStateMachine, ids: Map<AnyStateNode, string>): Map<AnyStateNode, string[]> {
  const byScope = new Map<AnyStateNode, string[]>();
  const push = (scope: AnyStateNode, line: string): void => {
    byScope.set(scope, [...(byScope.get(scope) ?? []), line]);
  };
  const draw = (from: AnyStateNode, t: AnyTransitionDefinition): void => {
    const guard = guardName(t);
    const label = `${t.eventType === '' ? 'always' : t.eventType}${guard ? ` [${guard}]` : ''}`;
    for (const target of t.target ?? [from]) push(edgeScope(from, [target]), `${ids.get(from)} --> ${ids.get(target)}: ${label}`);
  };
  // The machine's own transitions are taken in every top-level state: drawn from each of them.
  for (const t of transitionsOf(machine.root)) for (const top of childrenOf(machine.root)) draw(top, t);
  for (const node of allNodes(machine.root)) {
    for (const t of transitionsOf(node)) draw(node, t);
    if (node.type === 'final') push(node.parent!, `${ids.get(node)} --> [*]`);
  }
  return byScope;
}

function renderScope(node: AnyStateNode, ids: Map<AnyStateNode, string>, edges: Map<AnyStateNode, string[]>, indent: string): string[] {
  const lines: string[] = [];
  const children = childrenOf(node);
  if (node.type === 'parallel') {
    children.forEach((region, i) => {
      if (i > 0) lines.push(`${indent}--`);
      lines.push(...renderComposite(region, ids, edges, indent));
    });
    return lines;
  }
  const initial = node.initial?.target ?? [];
  for (const target of initial) lines.push(`${indent}[*] --> ${ids.get(target)}`);
  for (const child of children) if (child.type !== 'atomic' && child.type !== 'final') lines.push(...renderComposite(child, ids, edges, indent));
  for (const line of edges.get(node) ?? []) lines.push(`${indent}${line}`);
  return lines;
}

function renderComposite(node: AnyStateNode, ids: Map<AnyStateNode, string>, edges: Map<AnyStateNode, string[]>, indent: string): string[] {
  return [`${indent}state ${ids.get(node)} {`, ...renderScope(node, ids, edges, `${indent}  `), `${indent}}`];
}

export function mermaidOf(kind: string, version: string, machine: AnyStateMachine): string {
  const ids = mermaidIds(machine);
  const header = [
    'stateDiagram-v2',
    `  %% ${kind} (${version}), generated by \`npm run machines\` from the machine definition: do not edit.`,
    `  %% Node names are state keys; the actor inspection's diagramState is ${machine.id}.<path of keys>.`,
  ];
  return `${[...header, ...renderScope(machine.root, ids, edgeLines(machine, ids), '  ')].join('\n')}\n`;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/** A JSON value, or undefined when `value` is not plain data (a function: a computed parameter). */
function plainData(value: unknown): Json | undefined {
  if (typeof value === 'function' || value === undefined) return undefined;
  try {
    const copy: Json = JSON.parse(JSON.stringify(value));
    return copy;
  } catch {
    return undefined;
  }
}

/**
 * An action as config: its implementation's name (`{type, params}` when the params are data). Inline
 * actions (`assign(...)`, `emit(...)`, plain functions) keep their built-in type or function name: a
 * loaded definition that is not given them skips them, as XState skips every action it has no code for.
 */
function actionConfig(action: unknown): Json {
  if (typeof action === 'string') return action;
  if (typeof action === 'function') return { type: namedType(action) ?? `inline:${action.name || 'action'}` };
  const type = namedType(action);
  if (type === undefined || typeof action !== 'object' || action === null) return null;
  const data = plainData(paramsOf(action));
  return data === undefined ? type : { type, params: data };
}

/** A guard as config: its name (`{type, params}` when parameterised); inline guards cannot be loaded and are refused. */
function guardConfig(guard: unknown, where: string): Json {
  if (typeof guard === 'string') return guard;
  const type = namedType(guard);
  if (type !== undefined && typeof guard === 'object' && guard !== null) {
    const data = plainData(paramsOf(guard));
    return data === undefined ? type : { type, params: data };
  }
  throw new Error(`${where}: an inline guard cannot be written to a loadable definition; name it in setup()`);
}

function transitionConfig(t: AnyTransitionDefinition): JsonObject {
  const where = `${t.source.id} on ${t.eventType || 'always'}`;
  const out: JsonObject = {};
  const targets = (t.target ?? []).map((n) => `#${n.id}`);
  if (targets.length > 0) out.target = targets.length === 1 ? targets[0]! : targets;
  if (t.guard !== undefined) out.guard = guardConfig(t.guard, where);
  if (t.actions.length > 0) out.actions = t.actions.map(actionConfig);
  if (t.reenter) out.reenter = true;
  if (t.description) out.description = t.description;
  return out;
}

/**
 * A state node as the config `createMachine` takes: `initial` a child key, targets `#<state id>`,
 * guards and actions by name. toJSON() is a snapshot of the resolved node (`initial` an object,
 * targets arrays of ids) that createMachine accepts but cannot start.
 */
function stateConfig(node: AnyStateNode): JsonObject {
  const out: JsonObject = {};
  if (node.parent === undefined) out.id = node.id;
  if (node.type === 'parallel' || node.type === 'final' || node.type === 'history') out.type = node.type;
  if (node.type === 'history' && node.history) out.history = node.history;
  const initial = node.initial?.target ?? [];
  if (node.type === 'compound' && initial[0]) out.initial = initial[0].key;
  if (node.description) out.description = node.description;
  if (node.tags.length > 0) out.tags = [...node.tags];
  const meta = plainData(node.meta);
  if (meta !== undefined && meta !== null && Object.keys(meta).length > 0) out.meta = meta;
  if (node.entry.length > 0) out.entry = node.entry.map(actionConfig);
  if (node.exit.length > 0) out.exit = node.exit.map(actionConfig);
  const on: JsonObject = {};
  for (const [eventType, transitions] of node.transitions) on[eventType] = transitions.map(transitionConfig);
  if (Object.keys(on).length > 0) out.on = on;
  if (node.always && node.always.length > 0) out.always = node.always.map(transitionConfig);
  const children = childrenOf(node);
  if (children.length > 0) out.states = Object.fromEntries(children.map((child) => [child.key, stateConfig(child)]));
  return out;
}

/**
 * `<kind>.json`: the machine's config, which `createMachine(json)` accepts and runs (named guards and
 * actions come from `.provide()`), and which the Stately visualizer imports. Context is left out: it
 * is computed from the actor's input.
 */
export function definitionOf(machine: AnyStateMachine): string {
  return `${JSON.stringify(stateConfig(machine.root), null, 2)}\n`;
}

/** Every file `npm run machines` writes, by file name, in registry order. */
export function renderMachineDocs(): Map<string, string> {
  const files = new Map<string, string>();
  for (const def of machineDefinitions.values()) {
    files.set(`${def.kind}.mmd`, mermaidOf(def.kind, def.version, def.machine));
    files.set(`${def.kind}.json`, definitionOf(def.machine));
  }
  return files;
}

function main(): void {
  mkdirSync(DIAGRAM_DIR, { recursive: true });
  const files = renderMachineDocs();
  // A machine removed from the registry must not leave a stale diagram behind.
  for (const name of readdirSync(DIAGRAM_DIR)) if (/\.(mmd|json)$/.test(name) && !files.has(name)) rmSync(join(DIAGRAM_DIR, name));
  for (const [name, content] of files) writeFileSync(join(DIAGRAM_DIR, name), content);
  process.stdout.write(`${JSON.stringify({ dir: DIAGRAM_DIR, files: [...files.keys()] })}\n`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
