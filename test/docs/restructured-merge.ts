/**
 * Resolves a merge between a branch whose docs/decisions.md or bench/README.md still has the old,
 * history-ordered text and one where it was restructured. Both files merge by union, which is right for two
 * branches appending to the same text but keeps the whole old text beside the new one here. Run during the
 * merge, before committing: `node test/docs/restructured-merge.ts <the branch being merged>`. For each file,
 * the restructured side is kept and the lines the other side added since the merge base are appended; the
 * decision records are then filed beside their topic (test/docs/decisions-index.ts) and the contents rebuilt.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CONTENTS_START, withContents, withRecentFiled } from './decisions-index.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const RESTRUCTURED = { 'docs/decisions.md': CONTENTS_START, 'bench/README.md': '<!-- restructured:' } as const;

function git(args: readonly string[]): string {
  return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

/** The lines `to` added to `file` since `base` (a removal on that side is not carried over). */
function addedLines(base: string, to: string, file: string): string[] {
  return git(['diff', '--unified=0', base, to, '--', file])
    .split('\n')
    .filter((line) => line.startsWith('+') && !line.startsWith('+++'))
    .map((line) => line.slice(1));
}

/** The two sides of the merge in progress (MERGE_HEAD), else of the merge commit at HEAD. */
export function mergeSides(): { ours: string; theirs: string } {
  try {
    return { ours: 'HEAD', theirs: git(['rev-parse', '--verify', '--quiet', 'MERGE_HEAD']).trim() };
  } catch {
    const parents = git(['rev-list', '--parents', '-n', '1', 'HEAD']).trim().split(' ').slice(1);
    if (parents.length !== 2) throw new Error('no merge in progress and HEAD is not a merge commit');
    return { ours: parents[0]!, theirs: parents[1]! };
  }
}

/** The file's text for both sides resolved, or null when neither or both sides are restructured. */
export function resolvedText(file: keyof typeof RESTRUCTURED, sides: { ours: string; theirs: string }): string | null {
  const base = git(['merge-base', sides.ours, sides.theirs]).trim();
  const ours = git(['show', `${sides.ours}:${file}`]);
  const theirs = git(['show', `${sides.theirs}:${file}`]);
  const marker = RESTRUCTURED[file];
  if (ours.includes(marker) === theirs.includes(marker)) return null;
  const [kept, other] = ours.includes(marker) ? [ours, sides.theirs] : [theirs, sides.ours];
  const added = addedLines(base, other, file).join('\n').trim();
  const text = added === '' ? kept : `${kept.trimEnd()}\n\n${added}\n`;
  return file === 'docs/decisions.md' ? withContents(withRecentFiled(text)) : text;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sides = mergeSides();
  for (const file of Object.keys(RESTRUCTURED) as (keyof typeof RESTRUCTURED)[]) {
    const text = resolvedText(file, sides);
    if (text === null) continue;
    writeFileSync(join(ROOT, file), text);
    process.stdout.write(`${file}: the restructured text kept, the other side's additions appended\n`);
  }
}
