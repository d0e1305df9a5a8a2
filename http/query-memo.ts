/**
 * Koa's `ctx.query`, with the parse remembered per query string. Koa parses the
 * query string anew on every request (URLSearchParams, then an object property by property); partners
 * repeat the same queries, and the 50-symbol quotes batch spends more on that parse than on its body.
 * The parse depends on the string alone, so it is kept (bounded, forgotten wholesale when full; long
 * strings never) and every request still gets its own copy, the same object on each read within the
 * request, as Koa gives it: a handler that changes its query changes no other request's.
 */
import type Koa from 'koa';

export type ParsedQuery = Record<string, string | string[]>;

/** Distinct query strings kept; about 4 MB at the longest. */
const MAX_REMEMBERED_QUERIES = 2_000;
const MAX_REMEMBERED_QUERY_CHARS = 2_000;

const remembered = new Map<string, ParsedQuery>();

/** Koa's own parse (koa/lib/search-params.js): a repeated name gives an array, in order. */
function parse(querystring: string): ParsedQuery {
  const params = new URLSearchParams(querystring);
  const out: ParsedQuery = {};
  for (const name of params.keys()) {
    if (Object.hasOwn(out, name)) continue;
    const values = params.getAll(name);
    // defineProperty, as Koa does: a parameter named __proto__ is a plain field, never the prototype.
    Object.defineProperty(out, name, { value: values.length <= 1 ? values[0] : values, writable: true, enumerable: true, configurable: true });
  }
  return out;
}

function copyOf(parsed: ParsedQuery): ParsedQuery {
  const out: ParsedQuery = {};
  for (const name of Object.keys(parsed)) {
    const value = parsed[name]!;
    Object.defineProperty(out, name, { value: Array.isArray(value) ? [...value] : value, writable: true, enumerable: true, configurable: true });
  }
  return out;
}

/** The parsed query of a query string: a fresh object, from the remembered parse when there is one. */
export function parsedQuery(querystring: string): ParsedQuery {
  if (querystring === '') return {};
  const known = remembered.get(querystring);
  if (known) return copyOf(known);
  const parsed = parse(querystring);
  if (querystring.length <= MAX_REMEMBERED_QUERY_CHARS) {
    if (remembered.size >= MAX_REMEMBERED_QUERIES) remembered.clear();
    remembered.set(querystring, parsed);
  }
  return copyOf(parsed);
}

const OWN_QUERY = Symbol('query');

interface QueryHolder {
  querystring: string;
  [OWN_QUERY]?: { readonly querystring: string; readonly value: ParsedQuery };
}

/**
 * Replaces the app's `request.query` getter (the setter stays Koa's). Like Koa's, the object is kept
 * per request and query string: reading it twice gives the same object; setting the query string
 * (or `query`) gives a new one.
 */
export function rememberQueries(app: Pick<Koa, 'request'>): void {
  const request: object = app.request;
  const inherited = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(request), 'query');
  Object.defineProperty(request, 'query', {
    configurable: true,
    enumerable: true,
    get(this: QueryHolder): ParsedQuery {
      const querystring = this.querystring;
      const own = this[OWN_QUERY];
      if (own && own.querystring === querystring) return own.value;
      const value = parsedQuery(querystring);
      this[OWN_QUERY] = { querystring, value };
      return value;
    },
    ...(inherited?.set ? { set: inherited.set } : {}),
  });
}
