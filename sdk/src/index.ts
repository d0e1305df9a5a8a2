/** The partner brokerage API's TypeScript SDK: see sdk/README.md. */
export { createPartnerClient, ENVIRONMENT_BASES, environmentOfKey, PartnerClient, type PartnerClientOptions } from './client.ts';
export { PartnerApiError, PartnerConnectionError, WebhookVerificationError } from './errors.ts';
export { registerSandbox, type SandboxRegistration } from './registration.ts';
export { isRetryableStatus, type RetryEvent, type RetryOptions, retryAfterMs } from './retry.ts';
export { EventStream, type StreamMessage, type StreamOptions } from './stream.ts';
export type * from './types.ts';
export { type HeaderSource, SIGNATURE_HEADER, SIGNATURE_V2_HEADER, type VerifyOptions, verifyWebhook } from './webhooks.ts';
