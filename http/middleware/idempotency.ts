/**
 * Idempotency for mutating calls (CONTRACT.md section 5). The key is scoped to the partner environment.
 * A committed response is replayed for the same request within 24 h (`Idempotent-Replayed: true`); the
 * same key with a different request, or while the first is still in flight, is 409 CONFLICT. The stored
 * response is written by the engine in the command's own transaction, so effects and record commit
 * together. In-flight markers live in memory only: after a restart an uncommitted request runs anew.
 */
import { requestFingerprint as fingerprintOf } from '../../engine/fingerprint.ts';
import { apiKeyAuth, type AppContext, type AppMiddleware } from '../context.ts';
import { ServiceError } from '../errors.ts';

export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
const KEY_LENGTH = { min: 8, max: 200 };

export function requestFingerprint(ctx: AppContext): string {
  const body = ctx.request.body ?? null;
  return fingerprintOf(ctx.method, `${ctx.path}?${ctx.querystring}`, body);
}

export function idempotency(): AppMiddleware {
  const inFlight = new Map<string, string>();
  // Not async (see apiKeyCheck): a refusal thrown here becomes the pipeline's rejection, a replay is answered
  // without a promise of its own, and a fresh request hands on next()'s with one settle handler.
  return function enforceIdempotency(ctx, next) {
    const { partner, env } = apiKeyAuth(ctx);
    // What ctx.get('Idempotency-Key') returns (absent is ''), from Node's lower-cased headers without Koa's delegate hops.
    const key = String(ctx.req.headers['idempotency-key'] || '');
    if (!key) throw new ServiceError('MISSING_IDEMPOTENCY_KEY', 'mutating requests need an Idempotency-Key header');
    if (key.length < KEY_LENGTH.min || key.length > KEY_LENGTH.max) {
      throw new ServiceError('VALIDATION_ERROR', `Idempotency-Key must be ${KEY_LENGTH.min} to ${KEY_LENGTH.max} characters`, {
        extra: { param: 'Idempotency-Key' },
      });
    }
    const fingerprint = requestFingerprint(ctx);
    const scope = `${env}\u0000${partner.id}\u0000${key}`;
    if (inFlight.has(scope)) throw new ServiceError('CONFLICT', 'a request with this Idempotency-Key is still in flight');
    const stored = ctx.service.stores.idempotency.get(env, partner.id, key);
    if (stored && ctx.service.clock.nowMs() - stored.createdAtMs < IDEMPOTENCY_WINDOW_MS) {
      if (stored.fingerprint !== fingerprint) {
        throw new ServiceError('CONFLICT', 'this Idempotency-Key was used for a different request');
      }
      ctx.status = stored.status;
      ctx.body = stored.body;
      // Straight to Node, as Koa's `set` ends (nothing has answered yet: the head is not out).
      ctx.res.setHeader('Idempotent-Replayed', 'true');
      return undefined;
    }
    inFlight.set(scope, fingerprint);
    ctx.state.idempotency = { key, fingerprint };
    // The composers never throw synchronously from next() (they hand back a rejection), but a marker left behind
    // would refuse every retry of this key as concurrent, so a synchronous throw clears it too.
    let downstream: Promise<unknown>;
    try {
      downstream = next();
    } catch (error) {
      inFlight.delete(scope);
      throw error;
    }
    return downstream.finally(() => {
      inFlight.delete(scope);
    });
  };
}
