/**
 * The machine inspector's operator endpoints (the page is http/routes/inspector-page.ts): find actors
 * by any id, one actor with its timeline and related actors, its history recomputed from the journal,
 * live updates as Server-Sent Events fed by the engine's hub, and the machine definitions as
 * `npm run machines` writes them (the JSON the Stately visualizer imports).
 */
import { readFileSync } from 'node:fs';
import { diagramStateOf, machineDefinitions } from '../../engine/machines.ts';
import type { Service } from '../../engine/service.ts';
import type { SnapshotRecord } from '../../storage/snapshots.ts';
import type { AppContext } from '../context.ts';
import { ServiceError } from '../errors.ts';
import { route } from '../route.ts';
import * as v from '../schema.ts';
import { InspectorActorSchema, InspectorFindSchema, InspectorHistorySchema, MachineDefinitionSchema, MachineListSchema } from '../schemas/inspector.ts';
import { STREAM_CAP_RETRY_AFTER_SECONDS, StreamRegistry } from '../stream/registry.ts';
import { iso } from '../views.ts';

export const INSPECTOR_API = '/inspector';
const ActorParams = v.object({ kind: v.pipe(v.string(), v.maxLength(64)), id: v.pipe(v.string(), v.maxLength(200)) });
/** The live stream re-reads the actor at least this often, for a transition that emitted no event. */
const STREAM_POLL_MS = 1000;
const STREAM_HEARTBEAT_MS = 15_000;
/**
 * Concurrent inspector streams per operator. There is one operator token, so one slot per service: enough
 * for a few people with several tabs each; each stream re-reads its actor after every commit.
 */
export const INSPECTOR_STREAM_CAP = 20;
const INSPECTOR_STREAM_SLOT = 'operator';
const inspectorStreams = new WeakMap<Service, StreamRegistry>();

function inspectorStreamRegistry(service: Service): StreamRegistry {
  let registry = inspectorStreams.get(service);
  if (!registry) {
    registry = new StreamRegistry();
    inspectorStreams.set(service, registry);
  }
  return registry;
}

/** Takes one of the operator's stream slots, or refuses with 429 RATE_LIMITED and Retry-After. */
function acquireStreamSlot(service: Service): () => void {
  const registry = inspectorStreamRegistry(service);
  const activeConnections = registry.active(INSPECTOR_STREAM_SLOT);
  if (activeConnections >= INSPECTOR_STREAM_CAP) {
    throw new ServiceError('RATE_LIMITED', `at most ${INSPECTOR_STREAM_CAP} concurrent inspector streams`, {
      headers: { 'Retry-After': String(STREAM_CAP_RETRY_AFTER_SECONDS) },
      extra: { activeConnections, limit: INSPECTOR_STREAM_CAP },
    });
  }
  return registry.acquire(INSPECTOR_STREAM_SLOT);
}

function summary(rec: SnapshotRecord) {
  return {
    kind: rec.kind,
    id: rec.id,
    environment: rec.env,
    partnerId: rec.partnerId,
    state: rec.state,
    diagramState: diagramStateOf(rec.kind, rec.snapshot),
    updatedAt: iso(rec.updatedAtMs),
  };
}

function actorRecord(ctx: AppContext, kind: string, id: string): SnapshotRecord {
  const rec = ctx.service.queries.inspector.actor(kind, id);
  if (!rec) throw new ServiceError('NOT_FOUND', `actor ${kind}/${id} not found`);
  return rec;
}

/** The timeline: one row per journal entry that moved the actor, with the machine events it sent. */
function timeline(ctx: AppContext, rec: SnapshotRecord) {
  const { links, entries } = ctx.service.queries.operator.actor(rec.kind, rec.id) ?? { links: [], entries: [] };
  return entries.map((e) => ({
    seq: e.seq,
    type: e.type,
    at: iso(e.atMs),
    requestId: e.requestId,
    events: links.filter((l) => l.seq === e.seq).map((l) => l.eventType),
  }));
}

export function inspectorActorView(ctx: AppContext, rec: SnapshotRecord) {
  const def = machineDefinitions.get(rec.kind);
  const snapshot = rec.snapshot;
  return {
    ...summary(rec),
    machineVersion: rec.machineVersion,
    value: snapshot.value,
    context: snapshot.context,
    journalSeq: rec.journalSeq,
    timeline: timeline(ctx, rec),
    related: ctx.service.queries.inspector.related(rec),
    machine: { kind: rec.kind, version: def?.version ?? rec.machineVersion, definition: `/api/admin/v1${INSPECTOR_API}/machines/${rec.kind}` },
  };
}

const definitionCache = new Map<string, unknown>();

/** docs/machines/<kind>.json as committed (a test keeps it equal to what `npm run machines` writes). */
function machineDefinition(kind: string): unknown {
  if (!machineDefinitions.has(kind)) throw new ServiceError('NOT_FOUND', `no machine of kind ${kind}`);
  let json = definitionCache.get(kind);
  if (json === undefined) {
    json = JSON.parse(readFileSync(new URL(`../../docs/machines/${kind}.json`, import.meta.url), 'utf8'));
    definitionCache.set(kind, json);
  }
  return json;
}

/**
 * The actor as an SSE `actor` event now and after every change: the hub wakes the stream after each
 * commit that emitted events; a slow poll catches a transition that emitted none. An actor that
 * disappears (sandbox reset) ends the stream with `event: gone`.
 */
function streamActor(ctx: AppContext, kind: string, id: string): void {
  actorRecord(ctx, kind, id);
  const release = acquireStreamSlot(ctx.service);
  const res = ctx.res;
  ctx.respond = false;
  res.writeHead(200, {
    ...ctx.response.headers,
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Accel-Buffering': 'no',
  });
  let lastSeq = -1;
  let scheduled = false;
  const push = (): void => {
    scheduled = false;
    if (res.destroyed || res.writableEnded) return;
    try {
      const rec = ctx.service.queries.inspector.actor(kind, id);
      if (!rec) {
        res.end('event: gone\ndata: {}\n\n');
        return;
      }
      if (rec.journalSeq === lastSeq) return;
      lastSeq = rec.journalSeq;
      res.write(`id: ${rec.journalSeq}\nevent: actor\ndata: ${JSON.stringify(inspectorActorView(ctx, rec))}\n\n`);
    } catch (err) {
      // The service is closing (its database with it): end this stream, never the process.
      ctx.service.log.warn({ err, kind, id }, 'inspector stream ended');
      res.destroy();
    }
  };
  const wake = (): void => {
    if (scheduled || res.destroyed || res.writableEnded) return;
    scheduled = true;
    setImmediate(push);
  };
  push();
  const unsubscribe = ctx.service.hub.subscribe(wake);
  const poll = setInterval(wake, STREAM_POLL_MS);
  const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), STREAM_HEARTBEAT_MS);
  res.on('close', () => {
    release();
    unsubscribe();
    clearInterval(poll);
    clearInterval(heartbeat);
  });
}

export const inspectorRoutes = [
  route({
    method: 'GET',
    base: 'admin',
    path: `${INSPECTOR_API}/find`,
    auth: 'operator',
    tag: 'Inspector',
    query: v.object({ id: v.pipe(v.string(), v.minLength(1), v.maxLength(200)) }),
    summary: 'Machine inspector: the actors whose id is this (order, quote, sub-account, alert, delivery, partner... id)',
    description:
      "Operator: finds the actors (order, quote, sub-account, alert, webhook delivery, partner...) whose id is the one given, with their kind and current state; the inspector page's search box.",
    success: { status: 200, description: '{actors}: empty when no actor has the id', schema: InspectorFindSchema },
    handler(ctx, { query }) {
      ctx.body = { actors: ctx.service.queries.inspector.find(query.id).map(summary) };
    },
  }),
  route({
    method: 'GET',
    base: 'admin',
    path: `${INSPECTOR_API}/actors/{kind}/{id}`,
    auth: 'operator',
    tag: 'Inspector',
    params: ActorParams,
    summary: 'Machine inspector: an actor, its timeline of journal entries and its related actors (its quote, sub-account, owner, webhook deliveries)',
    description:
      'Operator: one actor with its machine state and context, the journal entries that moved it, and the related actors (its quote, sub-account, owner, the webhook deliveries of its events).',
    success: { status: 200, description: 'the actor', schema: InspectorActorSchema },
    errors: ['NOT_FOUND'],
    handler(ctx, { params }) {
      ctx.body = inspectorActorView(ctx, actorRecord(ctx, params.kind, params.id));
    },
  }),
  route({
    method: 'GET',
    base: 'admin',
    path: `${INSPECTOR_API}/actors/{kind}/{id}/history`,
    auth: 'operator',
    tag: 'Inspector',
    params: ActorParams,
    query: v.object({ seq: v.optional(v.pipe(v.string(), v.regex(/^\d{1,12}$/, 'must be a journal sequence number'), v.transform(Number))) }),
    summary:
      "Machine inspector: the actor's state and context after each journal entry that moved it (or after entry `seq` only), recomputed by folding the machine events its entries recorded through the machine's pure transition() (time proportional to the actor's own history); entries journaled before events were recorded are replayed instead (`method`, `replayedEntries`; 409 beyond 20,000 entries to replay). Nothing of the past is stored twice",
    description:
      "Operator: the actor's state after each journal entry that moved it, recomputed by folding the machine events its entries recorded through the machine's pure transition function (or by replay for entries older than event recording), so an operator can step through how it got where it is.",
    success: { status: 200, description: '{kind, id, steps}', schema: InspectorHistorySchema },
    errors: ['NOT_FOUND', 'CONFLICT'],
    handler(ctx, { params, query }) {
      const rec = actorRecord(ctx, params.kind, params.id);
      const { log, config } = ctx.service;
      const { steps, method, replayedEntries, matchesStored } = ctx.service.queries.inspector.history(rec.kind, rec.id, { log, marketSeed: config.marketSeed });
      const chosen = query.seq === undefined ? steps : steps.filter((s) => s.seq === query.seq);
      if (query.seq !== undefined && chosen.length === 0) throw new ServiceError('NOT_FOUND', `journal entry ${query.seq} did not move ${rec.kind}/${rec.id}`);
      ctx.body = {
        kind: rec.kind,
        id: rec.id,
        method,
        replayedEntries,
        matchesStored,
        steps: chosen.map(({ atMs, ...s }) => ({ ...s, at: iso(atMs), events: [...s.events] })),
      };
    },
  }),
  route({
    method: 'GET',
    base: 'admin',
    path: `${INSPECTOR_API}/actors/{kind}/{id}/stream`,
    auth: 'operator',
    tag: 'Inspector',
    params: ActorParams,
    summary:
      'Machine inspector: Server-Sent Events, `event: actor` with the actor (as the actor read answers) now and after each change; at most 20 concurrent streams per operator (429 with Retry-After beyond)',
    description:
      'Operator: follows one actor live. Sends `event: actor` with the actor now and after every change; at most 20 concurrent inspector streams per operator (`429` with `Retry-After` beyond).',
    success: {
      status: 200,
      mediaType: 'text/event-stream',
      schema: v.pipe(v.string(), v.description('Server-Sent Events: `id` the journal entry, `event: actor`, `data` the actor; `event: gone` if it is deleted')),
      description: 'text/event-stream of the actor',
    },
    errors: ['NOT_FOUND', 'RATE_LIMITED'],
    handler(ctx, { params }) {
      streamActor(ctx, params.kind, params.id);
    },
  }),
  route({
    method: 'GET',
    base: 'admin',
    path: `${INSPECTOR_API}/machines`,
    auth: 'operator',
    tag: 'Inspector',
    summary: 'The actor kinds and their machine versions',
    description: 'Operator: every actor kind the engine runs and the version of its machine definition, as recorded with each snapshot.',
    success: { status: 200, description: '{machines}', schema: MachineListSchema },
    handler(ctx) {
      ctx.body = { machines: [...machineDefinitions.values()].map((d) => ({ kind: d.kind, version: d.version })) };
    },
  }),
  route({
    method: 'GET',
    base: 'admin',
    path: `${INSPECTOR_API}/machines/{kind}`,
    auth: 'operator',
    tag: 'Inspector',
    params: v.object({ kind: v.pipe(v.string(), v.maxLength(64)) }),
    summary: "A machine's definition as createMachine accepts it and the Stately visualizer imports it (docs/machines/<kind>.json)",
    description:
      "Operator: one machine's definition as JSON, which XState's `createMachine` loads (give guards and actions with `.provide()`) and the Stately visualizer imports.",
    success: { status: 200, description: 'the machine config', schema: MachineDefinitionSchema },
    errors: ['NOT_FOUND'],
    handler(ctx, { params }) {
      ctx.body = machineDefinition(params.kind);
    },
  }),
];
