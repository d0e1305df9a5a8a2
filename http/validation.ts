/**
 * Request validation with valibot. One schema per input; failures map to the spec's codes:
 * an absent required field is MISSING_PARAM, a value of the wrong type INVALID_TYPE, anything else
 * (including a value of the right type outside an allowed set) VALIDATION_ERROR. Unknown fields are
 * tolerated (v.object strips them), wrong types are not; a partial update names at least one member it
 * knows (`partialUpdate`), and the operator's (`patchOf`) refuses members it does not know, with
 * VALIDATION_ERROR, since it would drop a change silently.
 */
import * as v from './schema.ts';
import { usdToMinor } from '../engine/money.ts';
import { ServiceError } from './errors.ts';

/** Message marker for pipe checks that really are type checks (query strings carry every type as text). */
const TYPE_MARK = 'type:';

function issuePath(issue: v.BaseIssue<unknown>): string {
  return (issue.path ?? []).map((p) => String(p.key)).join('.') || '(root)';
}

/** Schemas of a set of allowed values: a value of the right type that is not in the set is invalid, not mistyped. */
const VALUE_SETS = new Set(['picklist', 'enum', 'literal']);

/** The JSON types of a set's options, read from valibot's `expected` text (`("a" | "b")`, `1 | 2`, `true`). */
function optionTypes(expected: string | null): Set<string> {
  const tokens = (expected ?? '').replace(/^\(|\)$/g, '').split(' | ');
  return new Set(tokens.map((tok) => (tok.startsWith('"') ? 'string' : tok === 'true' || tok === 'false' ? 'boolean' : 'number')));
}

function isValueOutsideSet(issue: v.BaseIssue<unknown>): boolean {
  return VALUE_SETS.has(issue.type) && optionTypes(issue.expected).has(typeof issue.input);
}

/** A strict object's issue for a member it does not list (its input is the member's name). */
function isUnknownMember(issue: v.BaseIssue<unknown>): boolean {
  return issue.type === 'strict_object' && issue.expected === 'never';
}

/** The spec's error code for one schema issue. */
export function issueCode(issue: v.BaseIssue<unknown>): 'MISSING_PARAM' | 'INVALID_TYPE' | 'VALIDATION_ERROR' {
  if (issue.kind === 'schema' && issue.input === undefined) return 'MISSING_PARAM';
  if (isValueOutsideSet(issue) || isUnknownMember(issue)) return 'VALIDATION_ERROR';
  if (issue.kind === 'schema' || issue.message.startsWith(TYPE_MARK)) return 'INVALID_TYPE';
  return 'VALIDATION_ERROR';
}

/** valibot's default text for a value outside a set says "Invalid type", which would contradict the code. */
function messageOf(issue: v.BaseIssue<unknown>): string {
  if (issue.message.startsWith(TYPE_MARK)) return issue.message.slice(TYPE_MARK.length).trim();
  if (isValueOutsideSet(issue) && issue.message.startsWith('Invalid type')) return `expected one of ${issue.expected}, received ${issue.received}`;
  return issue.message;
}

export function parseInput<S extends v.GenericSchema>(schema: S, input: unknown, where: 'body' | 'query' | 'path'): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const issues = result.issues;
  const missing = issues.filter((i) => issueCode(i) === 'MISSING_PARAM').map(issuePath);
  if (missing.length > 0) {
    const extra = missing.length === 1 ? { param: missing[0] } : { params: missing };
    throw new ServiceError('MISSING_PARAM', `missing required ${where} parameter: ${missing.join(', ')}`, { extra });
  }
  const first = issues[0]!;
  const code = issueCode(first);
  throw new ServiceError(code, `${where} parameter ${issuePath(first)}: ${messageOf(first)}`, { extra: { param: issuePath(first) } });
}

/** The rule every partial update shares: a body that names none of the members it knows changes nothing, so it is refused. */
function somethingToChange<S extends v.GenericSchema<unknown, object>>(schema: S, names: string) {
  return v.pipe(
    schema,
    v.check((value) => Object.keys(value).length > 0, `nothing to change: set at least one of ${names}`),
  );
}

/**
 * The body of a partner's partial update (PATCH): any of `entries`, at least one (400 VALIDATION_ERROR when
 * the body names none of them, since it would succeed having changed nothing). Unknown members beside a
 * known one are tolerated, as everywhere in the partner API (a newer client's optional field).
 */
export function partialUpdate<E extends v.ObjectEntries>(entries: E) {
  return somethingToChange(v.object(entries), Object.keys(entries).join(', '));
}

/**
 * The body of an operator's partial update (PATCH): any of `entries`, at least one, and nothing else.
 * Every member is a change the operator asked for, so one that is not applied (misspelt, misplaced,
 * unknown) is refused with VALIDATION_ERROR, not dropped.
 */
export function patchOf<E extends v.ObjectEntries>(entries: E) {
  const names = Object.keys(entries).join(', ');
  const strict = v.strictObject(entries, (issue) =>
    issue.expected === 'never' ? `unknown member ${issue.received}; this takes ${names}` : `Invalid type: Expected Object but received ${issue.received}`,
  );
  return somethingToChange(strict, names);
}

const INTEGER_TEXT = /^-?\d+$/;

/** A query-string integer: text that must spell an integer, then a number. */
export const queryInteger = () =>
  v.pipe(
    v.string(),
    v.check((s) => INTEGER_TEXT.test(s), `${TYPE_MARK} expected an integer`),
    v.transform(Number),
  );

export const queryBoolean = () =>
  v.pipe(
    v.string(),
    v.check((s) => s === 'true' || s === 'false', `${TYPE_MARK} expected true or false`),
    v.transform((s) => s === 'true'),
  );

/**
 * A USD amount: a positive JSON number with at most two decimals whose cents are an exact safe integer
 * (above about 90 trillion dollars they are not, and the amount could not be stored: a 500 before).
 */
export const usdAmount = () =>
  v.pipe(
    v.number(),
    v.check((n) => Number.isFinite(n) && n > 0, 'must be a positive amount'),
    v.check((n) => /^\d+(\.\d{1,2})?$/.test(String(n)), 'must have at most two decimals'),
    v.check((n) => usdToMinor(n) !== null, 'is too large'),
  );
