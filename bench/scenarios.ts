/** The names the service scenarios are reported under: bench/run.ts measures them, report.ts and goals.ts find them by name. */
export const HEALTHZ_SCENARIO = 'GET /healthz (the service, no authentication)';
export const TOPUP_SCENARIO = 'journaled idempotent top-up (POST)';
export const ACCOUNT_SCENARIO = 'authenticated GET /account';
