/**
 * Guards and effect placeholders shared by machines with one deadline (`context.expiresAtMs`) kept by a
 * durable timer: the engine applies setTimer/clearTimer; machines never use `after` for deadlines.
 */
export const deadlineGuards = {
  isBeforeExpiry: ({ context, event }: { context: { expiresAtMs: number }; event: { atMs: number } }) => event.atMs < context.expiresAtMs,
  isAtOrAfterExpiry: ({ context, event }: { context: { expiresAtMs: number }; event: { atMs: number } }) => event.atMs >= context.expiresAtMs,
};
