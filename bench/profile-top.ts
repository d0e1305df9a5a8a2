/**
 * Reads a V8 .cpuprofile (from BENCH_PROFILE=<dir> npm run bench) and prints the functions with the most
 * self time, and the files they live in: enough to see where a request's CPU goes without other tools.
 * Usage: node bench/profile-top.ts <file.cpuprofile> [rows]
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

function selfTimes(profile: Profile): Map<number, number> {
  const byNode = new Map<number, number>();
  profile.samples.forEach((nodeId, i) => byNode.set(nodeId, (byNode.get(nodeId) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  return byNode;
}

function shortUrl(url: string): string {
  const at = url.lastIndexOf('node_modules/');
  if (at >= 0) return url.slice(at + 'node_modules/'.length);
  return url.replace(/^file:\/\/.*?\/(engine|http|storage|machines|bench|bin)\//, '$1/');
}

function table(title: string, totals: Map<string, number>, all: number, rows: number): string[] {
  const sorted = [...totals.entries()].sort((a, b) => b[1] - a[1]).slice(0, rows);
  return [title, ...sorted.map(([name, us]) => `${((us / all) * 100).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(7)} ms  ${name}`), ''];
}

function label(n: ProfileNode): string {
  const f = n.callFrame;
  return `${f.functionName || '(anonymous)'}  ${shortUrl(f.url) || '(native)'}:${f.lineNumber + 1}`;
}

/** Time spent in a function or anything it called, counting recursion once. */
function inclusive(profile: Profile, self: Map<number, number>): Map<string, number> {
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const totals = new Map<string, number>();
  for (const [id, us] of self) {
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const name = label(nodes.get(at)!);
      if (seen.has(name)) continue;
      seen.add(name);
      totals.set(name, (totals.get(name) ?? 0) + us);
    }
  }
  return totals;
}

const [file, rowsText] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-top.ts <file.cpuprofile> [rows]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const self = selfTimes(profile);
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const byFunction = new Map<string, number>();
const byFile = new Map<string, number>();
let all = 0;
for (const [id, us] of self) {
  const f = nodes.get(id)!.callFrame;
  const where = shortUrl(f.url) || '(native)';
  const fn = `${f.functionName || '(anonymous)'}  ${where}:${f.lineNumber + 1}`;
  byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
  byFile.set(where, (byFile.get(where) ?? 0) + us);
  all += us;
}
const rows = Number(rowsText ?? 40);
process.stdout.write(
  [
    ...table('self time by function', byFunction, all, rows),
    ...table('self time by file', byFile, all, 25),
    ...table('total time (self + callees) by function', inclusive(profile, self), all, rows),
  ].join('\n'),
);
