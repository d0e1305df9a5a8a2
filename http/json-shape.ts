/**
 * What JSON.parse accepts but a request body may not hold, checked in two steps.
 *
 * Before parsing, a scan of the text (`jsonTextProblem`) counts its structure, so a hostile body is
 * refused for about what reading it cost, never for what parsing it would: V8's JSON.parse of a 1 MB
 * object of 80,000 keys takes 200-350 ms of the one JavaScript thread, and every walk after it (the
 * shape check, validation, the canonical JSON of the idempotency fingerprint) as much again. The scan
 * stops at the first bound crossed:
 * - nesting deeper than MAX_JSON_DEPTH. No request needs more than a few levels, and every recursive
 *   walk downstream (canonical JSON for the idempotency fingerprint and the journal, valibot) would
 *   overflow the stack on a few thousand: 4.5 KB of brackets was a 500 on every mutating route.
 * - more than MAX_JSON_VALUES object members and array elements, at any depth;
 * - a string (a key or a value) longer than MAX_JSON_STRING_CHARS characters of JSON text;
 * - a NUL character or a lone surrogate spelled as an escape (`\u0000`, `\ud800`): no text a client
 *   means holds one, stored they break every consumer that expects text (C strings, UTF-8 encoders,
 *   PostgreSQL text). Raw, neither can arrive: JSON forbids raw control characters in strings, and
 *   UTF-8 decoding turns a surrogate's bytes into U+FFFD.
 * The scan reads structure only; what it passes may still fail JSON.parse, which judges the syntax.
 *
 * After parsing (`jsonShapeProblem`): a number outside a double's range: `1e400` parses as Infinity,
 * which JSON cannot carry back (the journal would store null where the request said a number). The
 * walk is iterative (an explicit stack) and bounded by MAX_JSON_VALUES.
 */

/** Containers nested in containers, the body's own object or array counting as level 1. */
export const MAX_JSON_DEPTH = 64;

/**
 * Object members plus array elements, at any depth. The largest body a route takes (an operator's
 * meeting: 10 elections of 50 resolutions) holds about 1,600.
 */
export const MAX_JSON_VALUES = 4_096;

/** Characters of JSON text in one string, escapes included: the longest free text taken is 10,000 characters. */
export const MAX_JSON_STRING_CHARS = 65_536;

/** The rules every request body is held to, in words, for the API documents (http/openapi.ts). */
export const BODY_RULES =
  `Request bodies are UTF-8 JSON (a charset parameter other than UTF-8 answers 415 UNSUPPORTED_MEDIA_TYPE) of at most 1 MiB (413), ` +
  `nested at most ${MAX_JSON_DEPTH} levels, with at most ${MAX_JSON_VALUES} object members and array elements in all, strings of at most ` +
  `${MAX_JSON_STRING_CHARS} characters and no NUL character or lone surrogate anywhere (400 VALIDATION_ERROR, refused before parsing); ` +
  'each text field states its own maximum length, an e-mail address at most 254 characters.';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const LETTER_U = 0x75;

/** The value of the four hex digits at `at`, or -1 when they are not four hex digits. */
function hex4(text: string, at: number): number {
  let value = 0;
  for (let i = at; i < at + 4; i += 1) {
    const c = text.charCodeAt(i);
    const digit = c >= 0x30 && c <= 0x39 ? c - 0x30 : c >= 0x61 && c <= 0x66 ? c - 0x57 : c >= 0x41 && c <= 0x46 ? c - 0x37 : -1;
    if (digit < 0) return -1;
    value = value * 16 + digit;
  }
  return value;
}

export const NOT_TEXT = 'the request body holds a NUL character or a lone surrogate (\\u0000, \\ud800-\\udfff unpaired), which no text field takes';
const TOO_LONG = `the request body holds a string longer than ${MAX_JSON_STRING_CHARS} characters`;
const TOO_DEEP = `the request body nests deeper than ${MAX_JSON_DEPTH} levels`;
const TOO_MANY = `the request body holds more than ${MAX_JSON_VALUES} members and elements`;

/** The next character that is not JSON whitespace (found by the regular expression engine, natively). */
const NOT_WHITESPACE = /[^ \t\n\r]/g;

/** Where the first character from `at` that is not JSON whitespace is (the text's length when there is none). */
function nextNonWhitespace(text: string, at: number): number {
  NOT_WHITESPACE.lastIndex = at;
  return NOT_WHITESPACE.test(text) ? NOT_WHITESPACE.lastIndex - 1 : text.length;
}

/**
 * One pass over the text. Inside strings it jumps from quote to quote with indexOf (native, a memchr),
 * and visits only the backslashes between; the next backslash is remembered, so a text without any is
 * not searched again for each string.
 */
class TextScan {
  private nextBackslash: number;

  private readonly text: string;
  constructor(text: string) {
    this.text = text;
    this.nextBackslash = text.indexOf('\\');
  }

  private backslashFrom(from: number): number {
    if (this.nextBackslash !== -1 && this.nextBackslash < from) this.nextBackslash = this.text.indexOf('\\', from);
    return this.nextBackslash;
  }

  /**
   * The string opening at `open` (its quote): the index of its closing quote, a problem with its length
   * or its \u escapes, or -1 when it never closes (JSON.parse will say the text is not JSON).
   */
  string(open: number): number | string {
    const text = this.text;
    let from = open + 1;
    for (;;) {
      const quote = text.indexOf('"', from);
      if (quote < 0) return -1;
      let slash = this.backslashFrom(from);
      while (slash !== -1 && slash < quote) {
        if (text.charCodeAt(slash + 1) !== LETTER_U) slash += 2;
        else {
          const unit = hex4(text, slash + 2);
          if (unit === 0 || (unit >= 0xdc00 && unit <= 0xdfff)) return NOT_TEXT;
          if (unit >= 0xd800 && unit <= 0xdbff) {
            const low = text.charCodeAt(slash + 6) === BACKSLASH && text.charCodeAt(slash + 7) === LETTER_U ? hex4(text, slash + 8) : -1;
            if (low < 0xdc00 || low > 0xdfff) return NOT_TEXT;
            slash += 12;
          } else slash += 6;
        }
        from = slash;
        slash = this.backslashFrom(from);
      }
      // An escape took the quote found (\"): the string goes on after it.
      const end = from <= quote ? quote : -1;
      if ((end === -1 ? from : end) - open - 1 > MAX_JSON_STRING_CHARS) return TOO_LONG;
      if (end !== -1) return end;
    }
  }
}

/** The characters the scan acts on outside strings; the regular expression engine skips the rest natively. */
const STRUCTURE = /["{}[\]:,]/g;

/** Why the JSON text `text` is not an acceptable body before it is parsed, or null when the scan passes it. */
export function jsonTextProblem(text: string): string | null {
  const scan = new TextScan(text);
  // Whether each open container is an array (1) or an object (0), by depth.
  const arrays = new Uint8Array(MAX_JSON_DEPTH + 2);
  let depth = 0;
  let values = 0;
  STRUCTURE.lastIndex = 0;
  // test() rather than exec(): no match array per character found; lastIndex is just past it.
  while (STRUCTURE.test(text)) {
    const i = STRUCTURE.lastIndex - 1;
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      const end = scan.string(i);
      if (typeof end === 'string') return end;
      if (end === -1) return null;
      STRUCTURE.lastIndex = end + 1;
    } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      depth += 1;
      if (depth > MAX_JSON_DEPTH) return TOO_DEEP;
      arrays[depth] = c === OPEN_ARRAY ? 1 : 0;
      if (c === OPEN_ARRAY) {
        // An array's first element has no comma before it. The whitespace up to it holds no structure: skip it.
        const next = nextNonWhitespace(text, i + 1);
        if (text.charCodeAt(next) !== CLOSE_ARRAY && next < text.length && ++values > MAX_JSON_VALUES) return TOO_MANY;
        STRUCTURE.lastIndex = next;
      }
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      if (depth > 0) depth -= 1;
    } else if (c === COLON || (c === COMMA && arrays[depth] === 1)) {
      if (++values > MAX_JSON_VALUES) return TOO_MANY;
    }
  }
  return null;
}

/** Why the parsed `value` is not an acceptable body, or null when it is. */
export function jsonShapeProblem(value: unknown): string | null {
  const values: unknown[] = [value];
  const depths: number[] = [1];
  while (values.length > 0) {
    const current = values.pop();
    const depth = depths.pop()!;
    if (typeof current === 'number') {
      if (!Number.isFinite(current)) return 'the request body holds a number outside the range of a double';
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    // The text scan refused deeper JSON; a body parsed otherwise (a form) is held to the same depth.
    if (depth > MAX_JSON_DEPTH) return TOO_DEEP;
    for (const child of Array.isArray(current) ? current : Object.values(current)) {
      if (typeof child === 'number' || (child !== null && typeof child === 'object')) {
        values.push(child);
        depths.push(depth + 1);
      }
    }
  }
  return null;
}
