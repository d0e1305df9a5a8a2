/**
 * The SDK's types from the partner OpenAPI document, with openapi-typescript. One change is made to the
 * document first: `Idempotency-Key` becomes optional, because the SDK sends a fresh key on every
 * mutating call unless the caller gives one. Everything else is the document as served.
 */
import { resolve } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';

/** Where the generated types live (committed, and rewritten by every generation). */
export const GENERATED_TYPES = resolve(import.meta.dirname, '../src/generated/partner-api.ts');

type Json = Record<string, unknown>;

const HEADER = `/**
 * Generated from the served partner OpenAPI document by sdk/scripts/generate.ts (openapi-typescript).
 * Do not edit: \`npm run generate -w sdk\` rewrites it, and \`npm test\` does before type-checking.
 */
`;

/** Idempotency-Key stays documented, as optional: the SDK fills it in. */
function withOptionalIdempotencyKey(document: Json): Json {
  for (const item of Object.values((document.paths ?? {}) as Record<string, Json>)) {
    for (const operation of Object.values(item)) {
      const parameters = (operation as { parameters?: Json[] } | null)?.parameters;
      for (const parameter of parameters ?? []) {
        if (parameter.in === 'header' && parameter.name === 'Idempotency-Key') {
          parameter.required = false;
          parameter.description = 'Sent by the SDK (a fresh UUID per call, kept across its retries) unless given';
        }
      }
    }
  }
  return document;
}

export async function sdkTypesFrom(documentText: string): Promise<string> {
  const document = withOptionalIdempotencyKey(JSON.parse(documentText) as Json);
  return HEADER + astToString(await openapiTS(JSON.stringify(document)));
}
