/**
 * Sandbox scenario headers (sandbox keys only): `X-Sandbox-Force-Error: <code>` answers that code with
 * its catalogue status; `X-Sandbox-Force-Status: <status>` answers an error status with its code, or runs
 * the request and then overrides a success status. A forced error changes nothing.
 */
import { apiKeyAuth, type AppMiddleware } from '../context.ts';
import { codeForStatus, isErrorCode, ServiceError, type ErrorCode } from '../errors.ts';

/** Its success statuses are set after the handler has answered (http/chunked-body.ts waits for them). */
export const FORCE_STATUS_HEADER = 'X-Sandbox-Force-Status';

export function sandboxScenario(): AppMiddleware {
  // Not async (see apiKeyCheck): only a forced success status waits for the answer.
  return function applySandboxScenario(ctx, next) {
    if (apiKeyAuth(ctx).env !== 'sandbox') return next();
    // Read as Koa's ctx.get does (absent is ''), without its delegate and accessor hops (issue 17, round 4).
    const headers = ctx.req.headers;
    const forcedCode = String(headers['x-sandbox-force-error'] || '');
    const forcedStatusText = String(headers['x-sandbox-force-status'] || '');
    const forcedStatus = forcedStatusText ? Number(forcedStatusText) : null;
    if (forcedStatus !== null && (!Number.isInteger(forcedStatus) || forcedStatus < 200 || forcedStatus > 599)) {
      throw new ServiceError('VALIDATION_ERROR', 'X-Sandbox-Force-Status must be an HTTP status from 200 to 599');
    }
    if (forcedCode) {
      if (!isErrorCode(forcedCode)) throw new ServiceError('VALIDATION_ERROR', `X-Sandbox-Force-Error: unknown error code ${forcedCode}`);
      throw forcedError(forcedCode, forcedStatus);
    }
    if (forcedStatus !== null && forcedStatus >= 400) {
      throw forcedError(codeForStatus(forcedStatus) ?? 'INTERNAL_ERROR', forcedStatus);
    }
    if (forcedStatus === null) return next();
    return next().then(() => {
      ctx.status = forcedStatus;
    });
  };
}

function forcedError(code: ErrorCode, status: number | null): ServiceError {
  const retryable = code === 'RATE_LIMITED' || code === 'MAINTENANCE' || code === 'SERVICE_UNAVAILABLE' || status === 429 || status === 503;
  return new ServiceError(code, `forced by sandbox scenario header (${code})`, {
    ...(status !== null ? { status } : {}),
    ...(retryable ? { headers: { 'Retry-After': '1' } } : {}),
    extra: { sandboxScenario: true },
  });
}
