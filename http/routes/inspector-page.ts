/**
 * The machine inspector's page: `GET /api/admin/v1/inspector` and its script and style under
 * `/api/admin/v1/inspector/assets/`. The page itself carries no data and loads without credentials;
 * every data call it makes goes to the operator endpoints (http/routes/inspector.ts) with the operator
 * token as a Bearer header. The operator types the token into the page, which keeps it in the tab's
 * sessionStorage (gone when the tab closes), never in a URL or a cookie. Served like the reference
 * pages (http/routes/docs.ts): same-origin Content-Security-Policy, ETag, GET and HEAD only.
 */
import { readFileSync } from 'node:fs';
import type { AppMiddleware } from '../context.ts';
import { BASE_PATHS } from '../route.ts';
import { asset, send, type Asset } from './docs.ts';

export const INSPECTOR_PAGE_PATH = `${BASE_PATHS.admin}/inspector`;
const ASSETS = `${INSPECTOR_PAGE_PATH}/assets`;

const read = (name: string): Buffer => readFileSync(new URL(`../inspector/${name}`, import.meta.url));

/** The page and its assets, read once on first use. */
function loadAssets(): Map<string, Asset> {
  return new Map([
    [INSPECTOR_PAGE_PATH, asset('text/html; charset=utf-8', read('index.html'))],
    [`${ASSETS}/inspector.js`, asset('text/javascript; charset=utf-8', read('inspector.js'))],
    [`${ASSETS}/inspector.css`, asset('text/css; charset=utf-8', read('inspector.css'))],
  ]);
}

/** Served only where the operator API is (an operator token is configured). */
export function inspectorPage(options: { operatorToken: string | null }): AppMiddleware {
  let assets: Map<string, Asset> | undefined;
  return async function serveInspector(ctx, next) {
    if (options.operatorToken === null || !ctx.path.startsWith(INSPECTOR_PAGE_PATH)) return next();
    assets ??= loadAssets();
    const found = assets.get(ctx.path);
    if (!found) return next();
    ctx.state.route = ctx.path;
    return send(ctx, found, ctx.path === INSPECTOR_PAGE_PATH ? 'no-cache' : 'public, max-age=300');
  };
}
