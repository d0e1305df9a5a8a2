/**
 * An attempt's limits, on their own: the transport reads them in the webhook sender
 * thread, which would otherwise load xstate and the machine (about 150 ms of CPU per thread start) for two numbers.
 */
/** Real-time budget of one attempt (the spec's 8 s: connect, headers and body together). */
export const ATTEMPT_TIMEOUT_MS = 8_000;
/** Characters of the answer's body kept in the delivery log. */
export const SNIPPET_CHARS = 200;
