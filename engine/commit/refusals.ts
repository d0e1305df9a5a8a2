/**
 * The 503s a write can meet on its way to the journal. Each says the request is safe to send again with
 * the same Idempotency-Key (nothing of it was committed), with Retry-After.
 */
import { ServiceError } from '../errors.ts';

const RETRY_AFTER_SECONDS = '1';

/** The batch could not be committed, or not made durable (nothing of it counts). */
export function notCommitted(): ServiceError {
  return new ServiceError('SERVICE_UNAVAILABLE', 'the write could not be committed; retry with the same Idempotency-Key', {
    headers: { 'Retry-After': RETRY_AFTER_SECONDS },
  });
}

const notOwnerErrors = new WeakSet<ServiceError>();

/** A node that does not own its partition (cluster mode, or one handing it over) answers writes like this; the client retries. */
export function notOwner(): ServiceError {
  const error = new ServiceError('SERVICE_UNAVAILABLE', 'this node does not own the partition now; retry with the same Idempotency-Key', {
    headers: { 'Retry-After': RETRY_AFTER_SECONDS },
  });
  notOwnerErrors.add(error);
  return error;
}

/** Whether `error` is the refusal of a node that does not own its partition (a read that needed a write is forwarded then). */
export const isNotOwnerError = (error: unknown): boolean => error instanceof ServiceError && notOwnerErrors.has(error);

/** The command queue holds its limit already (COMMAND_QUEUE_LIMIT): the command is not taken, nothing is journaled. */
export function queueFull(limit: number): ServiceError {
  return new ServiceError('SERVICE_UNAVAILABLE', `the service is busy: ${limit} commands are waiting already; retry with the same Idempotency-Key`, {
    headers: { 'Retry-After': RETRY_AFTER_SECONDS },
  });
}
