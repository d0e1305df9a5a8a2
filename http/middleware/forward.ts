/**
 * Cluster mode, one address for clients: every node accepts every request. Reads are answered from
 * this node's own replica; what only the owner may do (writes, event streams, a read whose consistency
 * position this node has not reached in time, a read that turned out to need a write) is forwarded to
 * the owner over HTTP (undici, bodies and answers streamed, Server-Sent Events included). Every answer
 * carries the journal position it reflects (`Consistency-Position`); a client sending it back on a read
 * sees its own writes on any node.
 */
import { Agent, request as undiciRequest } from 'undici';
import type { IncomingHttpHeaders } from 'node:http';
import { isNotOwnerError } from '../../engine/engine.ts';
import type { AppContext, AppMiddleware } from '../context.ts';
import { ServiceError } from '../errors.ts';

/** Request and response header: the journal seq an answer reflects; on a read, the seq the answer must reflect at least. */
export const CONSISTENCY_POSITION = 'Consistency-Position';
/** Set on a forwarded request (the forwarding node's id): a request is forwarded once at most, never in a loop. */
export const FORWARDED_BY = 'X-Forwarded-By-Node';
/** How long a request waits for an owner to appear (a hand-over or failover in progress) before 503. */
const OWNER_WAIT_MS = 2_000;
/** How long a read waits for this node to apply the position it names before it is forwarded to the owner. */
const POSITION_WAIT_MS = 1_000;
/** Never answered locally: health, readiness and the node's own status and metrics. */
const NODE_LOCAL = /^\/(?:healthz|readyz)$|^\/api\/admin\/v1\/(?:cluster|metrics)$/;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Hop-by-hop headers (RFC 9110 section 7.6.1) and those the forwarding connection sets itself. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade', 'host', 'content-length']);

const agent = new Agent({ connections: 128, keepAliveTimeout: 30_000, headersTimeout: 30_000, bodyTimeout: 0 });

const isEventStream = (ctx: AppContext): boolean => ctx.path.endsWith('/stream') || (ctx.get('Accept') ?? '').includes('text/event-stream');

function positionAsked(ctx: AppContext): number | null {
  const raw = ctx.get(CONSISTENCY_POSITION);
  if (!raw) return null;
  const seq = Number(raw);
  if (!Number.isSafeInteger(seq) || seq < 0) throw new ServiceError('VALIDATION_ERROR', `${CONSISTENCY_POSITION} must be a journal position (an integer >= 0)`);
  return seq;
}

export function forwardToOwner(): AppMiddleware {
  return async function forward(ctx, next) {
    const cluster = ctx.service.cluster;
    if (!cluster || NODE_LOCAL.test(ctx.path)) return next();
    const position = positionAsked(ctx);
    const alreadyForwarded = ctx.get(FORWARDED_BY) !== '';
    const read = READS.has(ctx.method) && !isEventStream(ctx);
    if (!cluster.owning && !alreadyForwarded) {
      const behind = read && position !== null && !(await cluster.waitForPosition(position, POSITION_WAIT_MS));
      if (!read || behind || !ctx.service.servesReads) return proxy(ctx, cluster.nodeId, await cluster.ownerAddress(OWNER_WAIT_MS));
    } else if (read && position !== null && !cluster.owning) {
      await cluster.waitForPosition(position, POSITION_WAIT_MS);
    }
    try {
      await next();
    } catch (error) {
      // A read whose handler needed a write (a follower refuses it): the owner answers it instead.
      if (read && isNotOwnerError(error) && !alreadyForwarded && !ctx.headerSent) {
        return proxy(ctx, cluster.nodeId, await cluster.ownerAddress(OWNER_WAIT_MS));
      }
      throw error;
    } finally {
      if (!ctx.headerSent && ctx.respond !== false) ctx.set(CONSISTENCY_POSITION, String(ctx.service.engine.journalHead().seq));
    }
  };
}

/** Sends the request on to the owner and streams its answer back as it comes (status, headers, body). */
async function proxy(ctx: AppContext, nodeId: string, ownerUrl: string | null): Promise<void> {
  const metrics = ctx.service.cluster?.metrics;
  if (!ownerUrl) {
    throw new ServiceError('SERVICE_UNAVAILABLE', 'no node owns the partition right now; retry with the same Idempotency-Key', {
      headers: { 'Retry-After': '1' },
    });
  }
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(ctx.req.headers)) if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
  headers[FORWARDED_BY.toLowerCase()] = nodeId;
  headers['x-request-id'] = ctx.state.requestId;
  headers['x-forwarded-for'] = [ctx.get('X-Forwarded-For'), ctx.ip].filter(Boolean).join(', ');
  const aborted = new AbortController();
  // The client went away before its answer was written: the forwarded request is cancelled too.
  ctx.res.once('close', () => {
    if (!ctx.res.writableFinished) aborted.abort();
  });
  const hasBody = ctx.req.headers['content-length'] !== undefined || ctx.req.headers['transfer-encoding'] !== undefined;
  let answer: Awaited<ReturnType<typeof undiciRequest>>;
  try {
    answer = await undiciRequest(ownerUrl + ctx.originalUrl, {
      method: ctx.method as 'GET',
      headers,
      body: hasBody ? ctx.req : null,
      dispatcher: agent,
      signal: aborted.signal,
    });
  } catch (error) {
    metrics?.forwarded.inc({ outcome: 'failed' });
    ctx.state.log.warn({ err: error, ownerUrl }, 'cluster: forwarding to the owner failed');
    throw new ServiceError('SERVICE_UNAVAILABLE', 'the owner of the partition could not be reached; retry with the same Idempotency-Key', {
      headers: { 'Retry-After': '1' },
    });
  }
  metrics?.forwarded.inc({ outcome: 'answered' });
  ctx.respond = false;
  ctx.status = answer.statusCode;
  const res = ctx.res;
  res.statusCode = answer.statusCode;
  for (const [name, value] of Object.entries(answer.headers as IncomingHttpHeaders)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) res.setHeader(name, value);
  }
  const length = answer.headers['content-length'];
  if (length !== undefined) res.setHeader('content-length', length);
  res.flushHeaders();
  await new Promise<void>((resolve) => {
    answer.body.on('error', () => {
      res.destroy();
      resolve();
    });
    res.once('close', () => {
      answer.body.destroy();
      resolve();
    });
    answer.body.pipe(res);
  });
}
