/**
 * The API reference pages, rendered in the browser by Scalar's standalone bundle (`@scalar/api-reference`),
 * served from node_modules by this server: no CDN, so the pages work on closed networks.
 *
 * - `GET /docs`: the partner document (both bases, its webhooks), loaded from /api/v1/partner/openapi.json.
 *   `/api/v1/partner/docs` and `/api/sandbox/v1/partner/docs` redirect to it.
 * - `GET /api/admin/v1/docs`: the operator document, embedded in the page, behind the operator token:
 *   `Authorization: Bearer <token>`, or HTTP Basic with the token as password so that a browser can ask
 *   for it (a 401 challenges with both). Basic is accepted on this read-only page alone.
 * - `GET /docs/assets/*`: the bundle and the page's own script.
 *
 * These are pages, not API operations: they are not in the OpenAPI documents. A strict Content-Security-Policy
 * keeps the page to this origin (Scalar's style injection needs inline styles, nothing else inline).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { constantTimeEqual } from '../../engine/credentials.ts';
import type { AppContext, AppMiddleware } from '../context.ts';
import { ServiceError } from '../errors.ts';
import { buildOpenApi } from '../openapi.ts';
import { BASE_PATHS } from '../route.ts';
import { allRoutes } from './index.ts';

export const PARTNER_DOCS_PATH = '/docs';
export const OPERATOR_DOCS_PATH = `${BASE_PATHS.admin}/docs`;
const ASSETS = '/docs/assets';
const PARTNER_ALIASES = new Set([`${BASE_PATHS.production}/docs`, `${BASE_PATHS.sandbox}/docs`]);

export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

export interface Asset {
  readonly type: string;
  readonly body: Buffer;
  readonly etag: string;
  /** The body compressed once per encoding, on first demand (the bundle is 4 MB: not compressed per request). */
  readonly encoded: Map<'br' | 'gzip', Promise<Buffer>>;
}

export const asset = (type: string, body: Buffer | string): Asset => {
  const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body);
  return { type, body: bytes, etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`, encoded: new Map() };
};

/** Large assets only; everything else goes through the app's compression middleware. */
const PRECOMPRESS_MIN_BYTES = 256 * 1024;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Off the event loop (zlib's thread pool); every request for the asset meanwhile awaits the same result. */
async function encodedBody(ctx: AppContext, a: Asset): Promise<{ encoding: 'br' | 'gzip'; body: Buffer } | null> {
  if (a.body.length < PRECOMPRESS_MIN_BYTES) return null;
  const accepted = ctx.get('Accept-Encoding');
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
  if (encoding === null) return null;
  let body = a.encoded.get(encoding);
  if (!body) {
    body = encoding === 'br' ? brotliAsync(a.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipAsync(a.body, { level: 9 });
    a.encoded.set(encoding, body);
  }
  return { encoding, body: await body };
}

/** Scalar's self-contained browser build (about 4 MB; compressed on the way out), read once on first use. */
function scalarBundle(): Buffer {
  const entry = createRequire(import.meta.url).resolve('@scalar/api-reference');
  return readFileSync(join(dirname(entry), 'browser', 'standalone.js'));
}

/**
 * The page's own script: the configuration lives in the page's data attributes and data block, so no
 * inline script is needed. Scalar's telemetry, default fonts (fonts.scalar.com) and hosted client are off.
 * An Idempotency-Key is single-use (the same key on another request is 409 CONFLICT), so before rendering
 * every operation's Idempotency-Key example becomes a fresh random key, new on each load: the generated
 * curl and client samples can be pasted and run as they are.
 */
const PAGE_SCRIPT = `(() => {
  const app = document.getElementById('app');
  const embedded = document.getElementById('openapi-document');
  const freshKey = () =>
    crypto.randomUUID ? crypto.randomUUID() : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
  const withFreshKeys = (doc) => {
    for (const item of Object.values(doc.paths || {}))
      for (const op of Object.values(item))
        for (const p of (op && op.parameters) || []) if (p && p.in === 'header' && p.name === 'Idempotency-Key') p.example = freshKey();
    return doc;
  };
  const loaded = embedded ? Promise.resolve(JSON.parse(embedded.textContent)) : fetch(app.dataset.openapiUrl).then((r) => r.json());
  loaded.then((doc) =>
    Scalar.createApiReference('#app', {
      content: withFreshKeys(doc),
      telemetry: false,
      withDefaultFonts: false,
      hideClientButton: true,
      showDeveloperTools: 'never',
      agent: { disabled: true },
      mcp: { disabled: true },
      documentDownloadType: 'json',
      defaultOpenAllTags: false,
      expandAllResponses: true,
      metaData: { title: app.dataset.title },
    }),
  );
})();
`;

/** JSON inside a <script> data block: `<` escaped, so no `</script>` can end it early. */
const dataBlock = (json: unknown): string => JSON.stringify(json).replaceAll('<', '\\u003c');

const escapeAttribute = (text: string): string => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

function page(title: string, source: { url: string } | { document: unknown }): string {
  const attributes = `data-title="${escapeAttribute(title)}"${'url' in source ? ` data-openapi-url="${escapeAttribute(source.url)}"` : ''}`;
  const embedded = 'document' in source ? `\n    <script id="openapi-document" type="application/json">${dataBlock(source.document)}</script>` : '';
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeAttribute(title)}</title>
    <link rel="icon" href="data:," />
  </head>
  <body>
    <div id="app" ${attributes}></div>${embedded}
    <script src="${ASSETS}/scalar-standalone.js"></script>
    <script src="${ASSETS}/reference.js"></script>
  </body>
</html>
`;
}

/** Whether the request carries the operator token, as Bearer or as a Basic password (any user name). */
function presentsOperatorToken(ctx: AppContext, token: string): boolean {
  const header = ctx.get('Authorization');
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (bearer) return constantTimeEqual(bearer[1]!, token);
  const basic = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header);
  if (!basic) return false;
  const decoded = Buffer.from(basic[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon >= 0 && constantTimeEqual(decoded.slice(colon + 1), token);
}

const OPERATOR_CHALLENGE = 'Basic realm="operator", charset="UTF-8", Bearer realm="operator"';

/** Serves one prepared body: GET and HEAD only (405 with Allow otherwise), ETag and 304, CSP on pages. */
export async function send(ctx: AppContext, body: Asset, cacheControl: string): Promise<void> {
  // A HEAD is answered by Koa from the GET's headers.
  if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
    throw new ServiceError('METHOD_NOT_ALLOWED', `${ctx.method} is not allowed on ${ctx.path}`, { headers: { Allow: 'GET, HEAD' } });
  }
  ctx.set('Cache-Control', cacheControl);
  ctx.set('X-Content-Type-Options', 'nosniff');
  if (body.type.startsWith('text/html')) {
    ctx.set('Content-Security-Policy', DOCS_CSP);
    ctx.set('Referrer-Policy', 'no-referrer');
  }
  ctx.type = body.type;
  ctx.etag = body.etag;
  ctx.status = 200;
  ctx.vary('Accept-Encoding');
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  const encoded = await encodedBody(ctx, body);
  if (encoded) ctx.set('Content-Encoding', encoded.encoding);
  ctx.body = encoded ? encoded.body : body.body;
}

export function docsPages(options: { operatorToken: string | null }): AppMiddleware {
  let bundle: Asset | undefined;
  const script = asset('text/javascript; charset=utf-8', PAGE_SCRIPT);
  const partnerPage = asset('text/html; charset=utf-8', page('Partner API reference', { url: `${BASE_PATHS.production}/openapi.json` }));
  let operatorPage: Asset | undefined;
  return async function serveDocs(ctx, next) {
    const path = ctx.path;
    if (path === PARTNER_DOCS_PATH) {
      ctx.state.route = PARTNER_DOCS_PATH;
      return send(ctx, partnerPage, 'no-cache');
    }
    if (PARTNER_ALIASES.has(path) && (ctx.method === 'GET' || ctx.method === 'HEAD')) {
      ctx.state.route = path;
      ctx.status = 308;
      ctx.redirect(PARTNER_DOCS_PATH);
      return;
    }
    if (path === `${ASSETS}/scalar-standalone.js`) {
      ctx.state.route = path;
      bundle ??= asset('text/javascript; charset=utf-8', scalarBundle());
      return send(ctx, bundle, 'public, max-age=86400');
    }
    if (path === `${ASSETS}/reference.js`) {
      ctx.state.route = path;
      return send(ctx, script, 'public, max-age=3600');
    }
    if (path === OPERATOR_DOCS_PATH && options.operatorToken !== null) {
      ctx.state.route = OPERATOR_DOCS_PATH;
      if (!ctx.get('Authorization'))
        throw new ServiceError('AUTH_MISSING', 'the operator token is required', { headers: { 'WWW-Authenticate': OPERATOR_CHALLENGE } });
      if (!presentsOperatorToken(ctx, options.operatorToken)) {
        throw new ServiceError('AUTH_INVALID', 'the operator token is invalid', { headers: { 'WWW-Authenticate': OPERATOR_CHALLENGE } });
      }
      operatorPage ??= asset('text/html; charset=utf-8', page('Operator API reference', { document: buildOpenApi(allRoutes, 'operator') }));
      return send(ctx, operatorPage, 'private, no-cache');
    }
    return next();
  };
}
