/**
 * Follows `$ref`s of a served OpenAPI document (`#/components/...`): error answers, named schemas and
 * event envelopes are components (http/openapi-components.ts), so a test reading an operation's
 * answers looks through the reference to what it names.
 */
export function deref<T>(doc: unknown, node: T): T {
  let current: unknown = node;
  for (let hops = 0; hops < 8; hops += 1) {
    const ref = (current as { $ref?: unknown } | null)?.$ref;
    if (typeof ref !== 'string' || !ref.startsWith('#/')) return current as T;
    current = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key.replaceAll('~1', '/').replaceAll('~0', '~')], doc);
  }
  throw new Error('a $ref chain longer than 8');
}

/** The operation with each of its answers looked up through its `$ref`. */
export function withResolvedResponses<O extends { responses: Record<string, unknown> }>(doc: unknown, operation: O): O {
  return { ...operation, responses: Object.fromEntries(Object.entries(operation.responses).map(([status, r]) => [status, deref(doc, r)])) };
}

type Operations = Record<string, Record<string, any>>;
const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** A server URL and a path key joined as a client does (`/api/v1/partner` + `/users`; `/` + `/healthz`). */
export const serverPath = (serverUrl: string, path: string): string => serverUrl.replace(/\/+$/, '') + path;

/**
 * The document's operations keyed by the full path each is served at: every path under each of its
 * servers (the operation's, else its path item's, else the document's), as a client resolves them. One
 * operation documented once for production and sandbox appears under both full paths.
 */
export function servedPaths(doc: Record<string, any>): Operations {
  const out: Operations = {};
  for (const [path, item] of Object.entries(doc.paths as Operations)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      for (const server of operation.servers ?? item.servers ?? doc.servers ?? [{ url: '/' }]) {
        (out[serverPath(server.url, path)] ??= {})[method] = operation;
      }
    }
  }
  return out;
}
