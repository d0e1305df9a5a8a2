/**
 * Request validation with valibot. One schema per input; failures map to the spec's codes:
 * an absent required field is MISSING_PARAM, a value of the wrong type INVALID_TYPE, anything else
 * VALIDATION_ERROR. Unknown fields are tolerated (v.object strips them), wrong types are not.
 */
import * as v from 'valibot';
import { ServiceError } from './errors.ts';

/** Message marker for pipe checks that really are type checks (query strings carry every type as text). */
const TYPE_MARK = 'type:';

function issuePath(issue: v.BaseIssue<unknown>): string {
  return (issue.path ?? []).map((p) => String(p.key)).join('.') || '(root)';
}

function classify(issue: v.BaseIssue<unknown>): 'MISSING_PARAM' | 'INVALID_TYPE' | 'VALIDATION_ERROR' {
  if (issue.kind === 'schema' && issue.input === undefined) return 'MISSING_PARAM';
  if (issue.kind === 'schema' || issue.message.startsWith(TYPE_MARK)) return 'INVALID_TYPE';
  return 'VALIDATION_ERROR';
}

export function parseInput<S extends v.GenericSchema>(schema: S, input: unknown, where: 'body' | 'query' | 'path'): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const issues = result.issues;
  const missing = issues.filter((i) => classify(i) === 'MISSING_PARAM').map(issuePath);
  if (missing.length > 0) {
    const extra = missing.length === 1 ? { param: missing[0] } : { params: missing };
    throw new ServiceError('MISSING_PARAM', `missing required ${where} parameter: ${missing.join(', ')}`, { extra });
  }
  const first = issues[0]!;
  const code = classify(first);
  const message = first.message.startsWith(TYPE_MARK) ? first.message.slice(TYPE_MARK.length).trim() : first.message;
  throw new ServiceError(code, `${where} parameter ${issuePath(first)}: ${message}`, { extra: { param: issuePath(first) } });
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

/** A USD amount: a positive JSON number with at most two decimals. */
export const usdAmount = () =>
  v.pipe(
    v.number(),
    v.check((n) => Number.isFinite(n) && n > 0, 'must be a positive amount'),
    v.check((n) => /^\d+(\.\d{1,2})?$/.test(String(n)), 'must have at most two decimals'),
  );
