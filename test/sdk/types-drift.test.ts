/**
 * The SDK's types are the served document's: generated from what a real server answers on
 * GET /api/v1/partner/openapi.json, they equal sdk/src/generated/partner-api.ts byte for byte. That file
 * is a build product, not committed: npm test, `npm run typecheck` and the SDK's build generate it first
 * (`npm run generate -w sdk` does it by hand), so it can never be stale in git nor conflict on merges. And when the
 * document drifts from the code written against it, the compile fails: the SDK and the example backend,
 * type-checked against types generated from a changed document, report errors where they use what changed.
 */
import test from 'ava';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { GENERATED_TYPES, sdkTypesFrom } from '../../sdk/scripts/openapi-types.ts';
import { PRODUCTION, startTestServer, type TestServer } from '../helpers/server.ts';
import { typeErrors } from '../helpers/type-errors.ts';

const ROOT = resolve(import.meta.dirname, '../..');

let server: TestServer;
let documentText: string;

test.before(async () => {
  server = await startTestServer();
  documentText = (await server.request('GET', `${PRODUCTION}/openapi.json`)).text;
});
test.after.always(async () => {
  await server?.close();
});

test('the generated types equal what openapi-typescript makes of the served document', async (t) => {
  const fresh = await sdkTypesFrom(documentText);
  const committed = readFileSync(GENERATED_TYPES, 'utf8');
  t.true(fresh === committed, 'sdk/src/generated/partner-api.ts differs from the served document: run `npm run generate -w sdk`');
  t.regex(fresh, /"\/users\/\{userId\}\/trade": \{/, 'paths relative to the environment base');
  t.notRegex(fresh, /"\/api\/sandbox\/v1\/partner\//, 'no environment baked into a path');
});

/** Type errors of the SDK and the example backend compiled against `types`, as "file:line message". */
function compileAgainst(types: string): string[] {
  // Under node_modules, so the SDK's packages (openapi-fetch, eventsource-parser) resolve from the copy.
  const parent = join(ROOT, 'node_modules/.cache');
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(join(parent, 'pbs-sdk-drift-'));
  try {
    cpSync(join(ROOT, 'sdk/src'), join(dir, 'sdk/src'), { recursive: true });
    cpSync(join(ROOT, 'examples'), join(dir, 'examples'), { recursive: true });
    writeFileSync(join(dir, 'sdk/src/generated/partner-api.ts'), types);
    return typeErrors([join(dir, 'sdk/src/index.ts'), join(dir, 'examples/partner-backend/backend.ts')], dir, {
      verbatimModuleSyntax: true,
      paths: { '@partner-brokerage/sdk': [join(dir, 'sdk/src/index.ts')] },
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('a drift of the document fails the compile of the SDK and of code written against it', async (t) => {
  // Two changes a server could make: the stream's gap schema is renamed, and quotes name their id otherwise.
  const drifted = documentText.replaceAll('"quoteId"', '"quoteRef"').replaceAll('StreamGap', 'StreamInterruption');
  const errors = compileAgainst(await sdkTypesFrom(drifted));
  t.log(errors.join('\n'));
  t.true(
    errors.some((e) => e.startsWith('sdk/src/types.ts') && /StreamGap/.test(e)),
    'the SDK uses the gap schema',
  );
  t.true(
    errors.some((e) => e.startsWith('examples/partner-backend/') && /quoteId/.test(e)),
    'the example reads and sends quoteId',
  );
});
