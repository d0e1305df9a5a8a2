/**
 * Invariants the machines and the ledger rely on, asserted where they are established (a violation is
 * a bug in the service, answered 500 INTERNAL_ERROR and logged, never a client's error code). Each is
 * one comparison or two: cheap enough for every command.
 */
import assert from 'node:assert/strict';

/** A count of minor units or micro-units that must be a whole number above zero (an amount moved, a quantity traded). */
export function assertPositiveInteger(value: number, what: string): void {
  assert.ok(Number.isSafeInteger(value) && value > 0, `${what} must be a positive whole number, not ${value}`);
}

/** A balance, reservation or residual that must be a whole number, never negative. */
export function assertNonNegativeInteger(value: number, what: string): void {
  assert.ok(Number.isSafeInteger(value) && value >= 0, `${what} must be a non-negative whole number, not ${value}`);
}

/** Any other invariant, stated as a condition and what it means. */
export function assertInvariant(condition: boolean, what: string): asserts condition {
  assert.ok(condition, what);
}
