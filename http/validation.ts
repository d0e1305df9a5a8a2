/**
 * Request validation with valibot. One schema per input; failures map to the spec's codes:
 * an absent required field is MISSING_PARAM, a value of the wrong type INVALID_TYPE, anything else
 * (including a value of the right type outside an allowed set) VALIDATION_ERROR. Unknown fields are
 * tolerated (v.object strips them), wrong types are not; a partial update names at least one member it
 * knows (`partialUpdate`), and the operator's (`patchOf`) refuses members it does not know, with
 * VALIDATION_ERROR, since it would drop a change silently.
 */
import * as v from './schema.ts';
import { plainDecimal, USD_SCALE } from '../engine/money.ts';
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
 * Every decimal input (amount, price, quantity, units, rate, threshold, per-share amount, duration): a JSON
 * number or a decimal string, taken alike and exactly. A number is read as written (the body parser refuses
 * one a double cannot carry as written, http/json-numbers.ts), a string must spell a plain decimal
 * (`"250.00"`, `"2.1"`; no exponent, no spaces). Both come out as the number whose shortest decimal is the
 * value sent: at most 15 digits, so it prints back exactly and its minor units are an exact integer.
 */
export interface DecimalRule {
  /** Most decimals allowed (USD 2, quantities 6); absent: the route checks its own (trading's per-field scales). */
  readonly scale?: number;
  /** 0 allowed (a threshold that turns something off); otherwise the value must be positive. */
  readonly zeroAllowed?: boolean;
}

/** Digits a decimal input may hold in all: a double carries 15 exactly. */
export const DECIMAL_DIGITS = 15;
const DECIMAL_STRING = /^-?\d+(\.\d+)?$/;
const decimalSchemas = new WeakSet<object>();

/** Is `schema` a decimal input (for the test that every number a route reads is an integer or one of these)? */
export const isDecimalInput = (schema: unknown): boolean => typeof schema === 'object' && schema !== null && decimalSchemas.has(schema);

const fractionDigits = (plain: string): number => (plain.includes('.') ? plain.length - plain.indexOf('.') - 1 : 0);
const wholeDigits = (plain: string): number => plain.replace(/^-/, '').replace(/\..*$/, '').replace(/^0+/, '').length;

export function decimalInput(rule: DecimalRule = {}) {
  const { scale, zeroAllowed = false } = rule;
  const forms = scale === undefined ? 'a decimal' : `a decimal with at most ${scale} decimals`;
  const wrongType = `${TYPE_MARK} expected ${forms}, as a JSON number or a string such as "250.00"`;
  const schema = v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(DECIMAL_STRING, wrongType))], wrongType),
    // A number's shortest decimal is what it wrote (json-numbers.ts saw to that); plainDecimal drops any exponent.
    v.transform((x) => plainDecimal(String(x)) ?? ''),
    v.check((d) => !d.startsWith('-') && (zeroAllowed || d !== '0'), zeroAllowed ? 'must be zero or a positive amount' : 'must be a positive amount'),
    v.check((d) => scale === undefined || fractionDigits(d) <= scale, `must have at most ${scale} decimals`),
    v.check((d) => wholeDigits(d) + Math.max(fractionDigits(d), scale ?? 0) <= DECIMAL_DIGITS, 'is too large or too precise (at most 15 digits)'),
    v.transform(Number),
    v.description(`${forms}: a JSON number or a decimal string (250.00 or "250.00"), read exactly`),
  );
  decimalSchemas.add(schema);
  return schema;
}

/** A USD amount: positive, at most two decimals (cents), a JSON number or a decimal string. */
export const usdAmount = () => decimalInput({ scale: USD_SCALE });
