/**
 * What refusing a hostile 1 MB body costs the server, in process: the shipped server's request listener driven with
 * in-memory requests (bench/in-process.ts: the body is read, decoded, scanned, parsed and refused by the service's own
 * code; no socket, HTTP parser or kernel in the figure), `POST /topup` under a key never stored, in short blocks that
 * alternate the bodies (the order reversed every other block, so load on a shared machine hits them alike):
 * - `small`: `{"amount":-1}`, refused by the body schema: what any refused POST pays;
 * - `normal1mb`: a body of 1 MB a client may send (16 strings of 62,500 characters beside `"amount":-1`), read,
 *   parsed whole and refused by the schema;
 * - `members`: 1 MB of unknown members (`{"amount":-1,"k0":0,...}`, about 100,000), refused at the 4,097th;
 * - `elements`: 1 MB of array elements (`[0,0,...]` beside the amount, about 500,000), refused at the 4,097th;
 * - `scanToEnd`: 1 MB the scan must read to its end before refusing it: whitespace, then 4,097 elements;
 * - `deep`: 1 MB of `[`, refused at the 65th.
 * Prints one line per body: the median CPU per request over the blocks (ms), and the status each answered.
 * `node bench/hostile-body-micro.ts` (HOSTILE_BLOCK requests per block, HOSTILE_BLOCKS blocks);
 * `DELTA_TREE=/path/to/other/worktree` measures that tree's code with this driver (before the body scan, the
 * members body cost 180-350 ms: use HOSTILE_BLOCK=2 there).
 */
import { cpuPerRequestUs, median, serveInProcess, treeService, type InProcessBody } from './in-process.ts';

const BLOCK = Number(process.env.HOSTILE_BLOCK ?? 50);
const BLOCKS = Number(process.env.HOSTILE_BLOCKS ?? 10);
const SANDBOX = '/api/sandbox/v1/partner';
const MEGABYTE = 1_000_000;

const json = (text: string): InProcessBody => ({ bytes: Buffer.from(text), contentType: 'application/json' });

/** `{"amount":-1,` then members `"k<i>":0` until the text is about 1 MB. */
function manyMembers(): string {
  const parts: string[] = [];
  let length = '{"amount":-1}'.length;
  for (let i = 0; length < MEGABYTE; i += 1) {
    const member = `"k${i}":0`;
    parts.push(member);
    length += member.length + 1;
  }
  return `{"amount":-1,${parts.join(',')}}`;
}

const BODIES: readonly { name: string; body: InProcessBody }[] = [
  { name: 'small', body: json('{"amount":-1}') },
  { name: 'normal1mb', body: json(JSON.stringify({ amount: -1, notes: Array.from({ length: 16 }, () => 'x'.repeat(62_500)) })) },
  { name: 'members', body: json(manyMembers()) },
  { name: 'elements', body: json(`{"amount":-1,"x":[${'0,'.repeat(MEGABYTE / 2 - 10)}0]}`) },
  { name: 'scanToEnd', body: json(`{"amount":-1,"x":[${' '.repeat(MEGABYTE - 8_200)}${'0,'.repeat(4_096)}0]}`) },
  { name: 'deep', body: json(`{"amount":-1,"x":${'['.repeat(MEGABYTE)}`) },
];

const { tree, listener, apiKey, close } = await treeService('hostile-body', 'hostile-body-topup');
try {
  const headers = { authorization: `Bearer ${apiKey}`, 'idempotency-key': 'hostile-body-never-stored' };
  const statuses = new Map<string, number>();
  // The status each body answers (a refusal stores nothing, so the key stays fresh for the next).
  for (const b of BODIES) statuses.set(b.name, await serveInProcess(listener, `${SANDBOX}/topup`, headers, 'POST', b.body));
  const perRequest = new Map<string, number[]>(BODIES.map((b) => [b.name, []]));
  const measure = (b: (typeof BODIES)[number]): Promise<number> =>
    cpuPerRequestUs(listener, `${SANDBOX}/topup`, headers, BLOCK, { method: 'POST', body: b.body, expect: statuses.get(b.name)! });
  for (const b of BODIES) await measure(b);
  for (let block = 0; block < BLOCKS; block += 1) {
    for (const b of block % 2 === 0 ? BODIES : [...BODIES].reverse()) perRequest.get(b.name)!.push(await measure(b));
  }
  process.stdout.write(`${tree}\n`);
  for (const b of BODIES) {
    const ms = (median(perRequest.get(b.name)!) / 1000).toFixed(3).padStart(8);
    process.stdout.write(
      `${b.name.padEnd(10)} ${String(b.body.bytes.length).padStart(8)} B  ${ms} ms CPU/req  ${statuses.get(b.name)} (medians of ${BLOCKS} blocks of ${BLOCK})\n`,
    );
  }
} finally {
  await close();
}
