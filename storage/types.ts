/** Row-level vocabulary shared by the stores. */
export type Env = 'production' | 'sandbox';
export type Tier = 'starter' | 'growth' | 'enterprise';
export type PartnerStatus = 'active' | 'suspended';
export type KeyKind = 'sandbox' | 'live' | 'data' | 'oauth';
export type KeyStatus = 'active' | 'rotated' | 'revoked';
