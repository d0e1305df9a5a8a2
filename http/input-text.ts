/**
 * The text a request may carry, bounded where it is declared: every free-text member of a body takes
 * `boundedText`, every e-mail address `emailAddress`. What is stored is echoed to partners, operators and
 * webhook receivers, so it is held to what a person types:
 * - a length (after trimming), chosen per field;
 * - no NUL character and no lone surrogate: neither is text anyone means, and stored they break the
 *   consumers of what we echo (C strings, UTF-8 encoders, PostgreSQL text). A JSON body cannot bring
 *   them past the body scan (http/json-shape.ts); a form body or a query string can, so the field says it too.
 * The length is checked before any pattern, and a failed check ends the pipe (abortPipeEarly): valibot
 * would otherwise run the e-mail pattern over a 900 KB string (over 100 ms) only to add a second issue.
 */
import * as v from './schema.ts';

/** RFC 5321 section 4.5.3.1.3: a path holds at most 256 octets, angle brackets included. */
export const MAX_EMAIL_LENGTH = 254;
/** RFC 5321 section 4.5.3.1.1: the local part (before the @) holds at most 64 octets. */
export const MAX_EMAIL_LOCAL_LENGTH = 64;

/** A surrogate that is not half of a pair (code units: no `u` flag). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Text with no NUL and no lone surrogate. */
const isText = (s: string): boolean => !s.includes('\0') && !LONE_SURROGATE.test(s);

const noControlCharacters = () => v.check(isText, 'must not contain a NUL character or a lone surrogate');

export interface TextOptions {
  /** An empty string (after trimming) is taken as it is; by default it is refused. */
  readonly allowEmpty?: boolean;
}

/** Free text of at most `max` characters once trimmed, not empty unless allowed, with no NUL or lone surrogate. */
export function boundedText(max: number, options: TextOptions = {}) {
  const text = options.allowEmpty
    ? v.pipe(v.string(), noControlCharacters(), v.trim(), v.maxLength(max))
    : v.pipe(v.string(), noControlCharacters(), v.trim(), v.minLength(1, 'must not be empty'), v.maxLength(max));
  return v.config(text, { abortPipeEarly: true });
}

/** An e-mail address: trimmed, at most 254 characters with a local part of at most 64, then lower-cased. */
export function emailAddress(message = 'must be an email address') {
  return v.config(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(MAX_EMAIL_LENGTH, `an e-mail address has at most ${MAX_EMAIL_LENGTH} characters`),
      v.check((s) => s.indexOf('@') <= MAX_EMAIL_LOCAL_LENGTH, `the part before the @ has at most ${MAX_EMAIL_LOCAL_LENGTH} characters`),
      v.email(message),
      v.toLowerCase(),
    ),
    { abortPipeEarly: true },
  );
}
