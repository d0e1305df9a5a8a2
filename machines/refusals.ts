/**
 * A machine's refusals: for each event type a caller can send, the ordered list of error codes the
 * engine answers when the machine refuses the event, each with the states in which it applies (a
 * state path such as `filled` also covers its children, `filled.settled`). The first entry whose
 * states match the actor's current state wins; a refusal no entry matches is a 409 CONFLICT.
 *
 * A listed state either has no transition for the event at all, or takes it only under a guard (the
 * code then answers the guard's refusal too); test/machines/refusals.test.ts checks every entry
 * against its machine. The codes are the engine's catalogue codes (engine/errors.ts), written here as
 * strings so machines stay free of engine imports; engine/machines.ts checks them against the catalogue.
 */

export interface Refusal<S extends string, C extends string = string> {
  readonly code: C;
  readonly states: readonly S[];
  /** Why, in the caller's words, appended to the message that names the state. */
  readonly because?: string;
}

/** Per event type of the machine's event union `E`, its refusals in states `S`. */
export type Refusals<E extends { readonly type: string }, S extends string> = {
  readonly [T in E['type']]?: readonly Refusal<S>[];
};
