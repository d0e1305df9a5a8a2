/** Row-level vocabulary shared by the stores. */
export type Env = 'production' | 'sandbox';
export type Tier = 'starter' | 'growth' | 'enterprise';
export type PartnerStatus = 'active' | 'suspended';
export type KeyKind = 'sandbox' | 'live' | 'data' | 'oauth';
/**
 * rotated: replaced by a newer key; deleted: a data key withdrawn by its partner (both "no longer
 * exist": 401); revoked: permanently revoked on purpose (403 AUTH_REVOKED).
 */
export type KeyStatus = 'active' | 'rotated' | 'deleted' | 'revoked';
