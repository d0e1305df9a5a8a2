/** What makes two requests "the same request" for idempotency: method, path with query, canonical body. */
import { canonicalJson } from '../storage/journal.ts';
import { sha256Hex } from './credentials.ts';

export function requestFingerprint(method: string, pathWithQuery: string, body: unknown): string {
  return sha256Hex(`${method} ${pathWithQuery}\n${canonicalJson(body)}`);
}
