/**
 * The guides (every Markdown file in docs/guides/), served with the API reference: they open the partner
 * document's `info.description`, which Scalar renders before the operations and lists in its sidebar (each
 * guide's `#` heading an entry, its `##` headings below it). Read once per process; a guide is plain
 * Markdown, so it also reads well on GitHub. The errors guide's `<!-- error-catalogue -->` marker becomes
 * the table of every error code and its status, generated from the one catalogue so it cannot drift.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { errorCatalogue } from '../engine/errors.ts';

const GUIDES_DIR = new URL('../docs/guides/', import.meta.url);
/** Reading order in the sidebar; any other guide follows, by file name. */
const ORDER = ['quick-start', 'authentication', 'sandbox', 'test-clocks', 'idempotency', 'webhooks', 'stream', 'errors', 'pagination'];
const ERROR_CATALOGUE_MARKER = '<!-- error-catalogue -->';

export interface Guide {
  /** The file name without `.md`. */
  readonly name: string;
  /** The text of its first `#` heading. */
  readonly title: string;
  readonly markdown: string;
}

const rank = (name: string): number => {
  const i = ORDER.indexOf(name);
  return i < 0 ? ORDER.length : i;
};

function errorCatalogueTable(): string {
  const rows = Object.entries(errorCatalogue)
    .sort(([a, sa], [b, sb]) => sa - sb || a.localeCompare(b))
    .map(([code, status]) => `| \`${code}\` | ${status} |`);
  return ['| code | status |', '|---|---|', ...rows].join('\n');
}

let loaded: readonly Guide[] | undefined;

/** Every guide, in reading order. */
export function guides(): readonly Guide[] {
  loaded ??= readdirSync(GUIDES_DIR)
    .filter((file) => file.endsWith('.md'))
    .map((file) => file.slice(0, -'.md'.length))
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((name) => {
      const markdown = readFileSync(new URL(`${name}.md`, GUIDES_DIR), 'utf8')
        .replace(ERROR_CATALOGUE_MARKER, errorCatalogueTable)
        .trim();
      const title = /^# (.+)$/m.exec(markdown)?.[1]?.trim() ?? name;
      return { name, title, markdown };
    });
  return loaded;
}

/** The partner document's description: a short introduction (with the rules every request body follows), then every guide. */
export function partnerIntroduction(operatorDocumentPath: string, bodyRules: string): string {
  const intro = [
    '# Introduction',
    '',
    'Embed stock trading in your app: delayed market data of African and global exchanges, quotes and orders on your',
    'master account and on per-investor sub-accounts, wallets on a double-entry ledger, KYC, webhooks and an event stream.',
    '',
    'Two environments share this description. **Production** is on `/api/v1/partner` with `pk_live_` keys; the',
    '**sandbox** on `/api/sandbox/v1/partner` mirrors it with `sk_sandbox_` keys, virtual money and test tools.',
    'Each operation below lists its parameters, bodies, every success and error answer, and the scope it needs.',
    '',
    bodyRules,
    '',
    `The guides come first; start with the quick start. (The operator API has its own document: \`${operatorDocumentPath}\`.)`,
  ].join('\n');
  return [intro, ...guides().map((g) => g.markdown)].join('\n\n');
}
