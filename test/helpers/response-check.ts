/**
 * Every JSON body the end-to-end suite receives through test/helpers/server.ts is checked against what
 * its route declares for that status (http/responses.ts: the success schema, or the error envelope),
 * with the valibot schema itself, the same one the OpenAPI document is generated from. So the document
 * cannot drift from the wire: a body that fails its schema, carries a member the schema does not name,
 * or comes with a success status the route does not declare fails the request (and so the test); so
 * does an error answer whose status, or whose code, the operation does not document
 * (http/responses.ts `declaredErrors`, the codes the document lists under each status).
 * Routes that declare no success schema yet are only recorded (RESPONSE_CHECK_REPORT=1 prints them).
 */
import { isDeepStrictEqual } from 'node:util';
import * as v from 'valibot';
import { isErrorCode } from '../../engine/errors.ts';
import { declaredErrors, expectedFor, successResponses } from '../../http/responses.ts';
import { mountsOf, type Mount } from '../../http/route.ts';
import { allRoutes } from '../../http/routes/index.ts';

interface Matcher {
  readonly mount: Mount;
  readonly pattern: RegExp;
  readonly params: number;
}

let matchers: Matcher[] | null = null;

/** Static segments win over parameters (`/stocks/movers` before `/stocks/{symbol}`), as in the router. */
function allMatchers(): Matcher[] {
  matchers ??= allRoutes
    .flatMap(mountsOf)
    .map((mount) => ({
      mount,
      pattern: new RegExp(`^${mount.fullPath.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`),
      params: (mount.fullPath.match(/\{/g) ?? []).length,
    }))
    .sort((a, b) => a.params - b.params);
  return matchers;
}

export function mountFor(method: string, path: string): Mount | undefined {
  const pathname = path.split('?')[0]!;
  return allMatchers().find((m) => m.mount.spec.method === method && m.pattern.test(pathname))?.mount;
}

/** Routes answered with a success status whose schema is not declared yet ("METHOD /path status"). */
export const unchecked = new Set<string>();

if (process.env.RESPONSE_CHECK_REPORT) {
  process.on('exit', () => {
    if (unchecked.size > 0) process.stderr.write(`responses without a declared schema:\n  ${[...unchecked].sort().join('\n  ')}\n`);
  });
}

export interface CheckedRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: Record<string, string>;
}

export interface CheckedResponse {
  readonly status: number;
  readonly headers: Headers;
  readonly body: unknown;
  readonly text: string;
}

/** Why this answer contradicts its route's declaration, or null when it agrees (or cannot be checked). */
export function responseViolation(request: CheckedRequest, response: CheckedResponse): string | null {
  const method = request.method.toUpperCase();
  if (method === 'HEAD' || !response.text) return null;
  const mount = mountFor(method, request.path);
  if (!mount) return null;
  const sent = (name: string) => Object.keys(request.headers).some((h) => h.toLowerCase() === name);
  // A forced sandbox success status overrides the route's own status by design.
  if (sent('x-sandbox-force-status')) return null;
  const label = `${method} ${mount.fullPath} ${response.status}`;
  const bodyViolation = declaredBodyViolation(mount, label, response);
  // A forced sandbox error answers any code by design (still in the envelope).
  if (bodyViolation || response.status < 400 || CONNECTION_STATUSES.has(response.status) || sent('x-sandbox-force-error')) return bodyViolation;
  const undocumented = undocumentedError(mount, response);
  return undocumented ? `${label}: ${undocumented}` : null;
}

/**
 * Answered by the connection layer before a request is read whole or routed (http/connection/): a head
 * over 16 KB (431) or one that never arrives (408). Not an operation's answer; the README documents them.
 */
const CONNECTION_STATUSES = new Set([408, 431]);

/** Why the body contradicts what the route declares for this status (schema, members, media type), or null. */
function declaredBodyViolation(mount: Mount, label: string, response: CheckedResponse): string | null {
  const expected = expectedFor(mount.spec, response.status, response.headers.get('content-type'));
  switch (expected.kind) {
    case 'empty':
      return `${label}: declared without a body, answered ${response.text.slice(0, 200)}`;
    case 'undeclared-schema':
      unchecked.add(label);
      return null;
    case 'undeclared-status':
      if (successResponses(mount.spec).some((r) => r.schema))
        return `${label}: status not declared (declares ${successResponses(mount.spec)
          .map((r) => r.status)
          .join(', ')})`;
      unchecked.add(label);
      return null;
    case 'body': {
      if (!expected.mediaType.includes('json')) return null;
      if (!/json/.test(response.headers.get('content-type') ?? ''))
        return `${label}: declared ${expected.mediaType}, answered ${response.headers.get('content-type')}`;
      const result = v.safeParse(expected.schema, response.body);
      if (!result.success) {
        const issues = result.issues.slice(0, 5).map((i) => `${v.getDotPath(i) ?? '(body)'}: ${i.message}`);
        return `${label}: body does not match its declared schema: ${issues.join('; ')}`;
      }
      // Object schemas drop members they do not name: a difference is an undocumented member.
      if (!isDeepStrictEqual(result.output, response.body))
        return `${label}: body has members its schema does not declare: ${undeclaredMembers(result.output, response.body).join(', ')}`;
      return null;
    }
  }
}

/** OAuth refusals (RFC 6749) the token route documents beside the pipeline's own envelopes. */
const OAUTH_STATUSES = [400, 401, 403, 429];

/** Why an error answer is not one the operation documents (its status, then its code), or null. */
function undocumentedError(mount: Mount, response: CheckedResponse): string | null {
  const declared = declaredErrors(mount);
  const statuses = new Set<number>(declared.keys());
  if (mount.spec.errorBody) OAUTH_STATUSES.forEach((s) => statuses.add(s));
  if (!statuses.has(response.status)) return `error status not documented (documents ${[...statuses].sort().join(', ')}): ${response.text.slice(0, 200)}`;
  if (mount.spec.errorBody) return null;
  const code = (response.body as { error?: { code?: unknown } } | undefined)?.error?.code;
  if (typeof code === 'string' && isErrorCode(code) && !declared.get(response.status)?.has(code))
    return `error code ${code} not documented for this operation: ${response.text.slice(0, 200)}`;
  return null;
}

/** Dot paths of members present in `actual` but missing from `declared` (the parsed output). */
function undeclaredMembers(declared: unknown, actual: unknown, path = ''): string[] {
  if (Array.isArray(actual) && Array.isArray(declared)) return actual.flatMap((item, i) => undeclaredMembers(declared[i], item, `${path}[${i}]`)).slice(0, 5);
  if (!actual || typeof actual !== 'object' || !declared || typeof declared !== 'object') return isDeepStrictEqual(declared, actual) ? [] : [path || '(body)'];
  const out: string[] = [];
  for (const [key, value] of Object.entries(actual)) {
    const at = path ? `${path}.${key}` : key;
    if (!(key in declared)) out.push(at);
    else out.push(...undeclaredMembers((declared as Record<string, unknown>)[key], value, at));
  }
  return out.slice(0, 5);
}
