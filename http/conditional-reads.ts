/**
 * The reads that answer with an `ETag` and honour `If-None-Match` (304): the catalog (instruments,
 * stocks, ETFs, bonds, funds, opportunities, companies, market calendar) and the documents (OpenAPI).
 * Kept here, by route, rather than on each declaration: one list to review. Live prices, candles and
 * anything per partner change too often, or matter too little, for a revalidation to pay.
 * test/http/http-conventions.test.ts checks each entry names a declared GET route.
 */
import type { Base, RouteSpec } from './route.ts';

export const CONDITIONAL_READS: ReadonlySet<string> = new Set([
  'partner /instruments',
  'partner /stocks',
  'partner /stocks/{symbol}',
  'partner /etfs',
  'partner /etfs/{symbol}',
  'partner /bonds',
  'partner /bonds/{id}',
  'partner /funds',
  'partner /funds/{id}',
  'partner /opportunities',
  'partner /opportunities/{idOrSlug}',
  'partner /companies',
  'partner /companies/tickers',
  'partner /companies/{symbol}',
  'partner /market/holidays',
  'production /openapi.json',
  'admin /openapi.json',
]);

export const conditionalKey = (base: Base, path: string): string => `${base} ${path}`;

export const isConditionalRead = (spec: RouteSpec): boolean => spec.method === 'GET' && CONDITIONAL_READS.has(conditionalKey(spec.base, spec.path));
