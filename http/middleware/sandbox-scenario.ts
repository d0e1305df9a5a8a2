/**
 * Sandbox scenario headers (sandbox keys only): `X-Sandbox-Force-Error: <code>` answers that code with
 * its catalogue status; `X-Sandbox-Force-Status: <status>` answers an error status with its code, or runs
 * the request and then overrides a success status. A forced error changes nothing.
 */
import { apiKeyAuth, type AppContext, type AppMiddleware } from '../context.ts';
import { codeForStatus, isErrorCode, ServiceError, type ErrorCode } from '../errors.ts';

export const FORCE_ERROR_HEADER = 'X-Sandbox-Force-Error';
/** Its success statuses are set after the handler has answered (http/chunked-body.ts waits for them). */
export const FORCE_STATUS_HEADER = 'X-Sandbox-Force-Status';

// Read as Koa's ctx.get does (absent is ''), straight from Node's lower-cased headers without its delegate and
// accessor hops: every sandbox request, its usage evidence and the chunked answer ask.
export const forcedErrorText = (ctx: AppContext): string => String(ctx.req.headers['x-sandbox-force-error'] || '');
export const forcedStatusText = (ctx: AppContext): string => String(ctx.req.headers['x-sandbox-force-status'] || '');

export function sandboxScenario(): AppMiddleware {
  // Not async (see apiKeyCheck): only a forced success status waits for the answer.
  return function applySandboxScenario(ctx, next) {
    if (apiKeyAuth(ctx).env !== 'sandbox') return next();
    const forcedCode = forcedErrorText(ctx);
    const statusText = forcedStatusText(ctx);
    const forcedStatus = statusText ? Number(statusText) : null;
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
