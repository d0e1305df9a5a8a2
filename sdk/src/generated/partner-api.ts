/**
 * Generated from the served partner OpenAPI document by sdk/scripts/generate.ts (openapi-typescript).
 * Do not edit: `npm run generate -w sdk` rewrites it, and `npm test` does before type-checking.
 */
export interface paths {
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: 200 while the process lives */
        get: operations["getHealthz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: 200 once recovery from the journal has finished (in cluster mode: while this node owns its partition), 503 otherwise */
        get: operations["getReadyz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This OpenAPI 3.1 document of the partner API (with its webhooks), generated from the valibot schemas that validate requests and describe responses
         * @description Production only: served on the production server alone.
         */
        get: operations["getOpenapiJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Events of the last 30 days, oldest first, filtered by name and by `since` (an eventId) */
        get: operations["getEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{eventId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One event envelope of this partner environment */
        get: operations["getEventsEventId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Server-Sent Events of every event; resume with Last-Event-ID (wins) or ?since=<eventId> */
        get: operations["getStream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sandbox/v1/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create (or re-key) the sandbox partner of the ID token; the first call seeds USD 100,000.00
         * @description Sandbox only, on the sandbox root /api/sandbox/v1 (outside the partner base).
         */
        post: operations["postApiSandboxV1Register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply for production access (no authentication); the answer is the same for new and known emails
         * @description Production only: served on the production server alone.
         */
        post: operations["postApply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue the production key once the application for the token's email is approved (a repeat call rotates it); 403 while access is locked after the only key was revoked, until support restores it
         * @description Production only: served on the production server alone.
         */
        post: operations["postRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Status of the ID token's partner: active, suspended, pending, approved, rejected or not_found; an active partner whose only key was revoked also shows accessLocked true until support restores access */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Partner profile: tier, wallet balance, metadata of the presenting key and the data key (created, last used, prefix, masked form) and feature flags */
        get: operations["getAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The partner's own journal entries in this environment, newest first */
        get: operations["getAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sla": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Service levels: overall status, services, active incidents and tier commitments */
        get: operations["getSla"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sandbox/v1/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Wipe the sandbox partner's sub-accounts, orders, webhooks and balances back to the seed; keeps the key
         * @description Sandbox only, on the sandbox root /api/sandbox/v1 (outside the partner base).
         */
        post: operations["postApiSandboxV1Reset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-keys/data-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The partner's read-only data key, masked (the raw key is only shown when issued), or null */
        get: operations["getApiKeysDataKey"];
        put?: never;
        /** Issue a read-only pk_data_ key (market-data GETs only, the partner's rate-limit bucket); an existing data key stops at once (one active per partner) */
        post: operations["postApiKeysDataKey"];
        /** Withdraw the data key: from now on it (and any token issued from it) answers 401 AUTH_INVALID */
        delete: operations["deleteApiKeysDataKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-keys/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rotate the full key (body {confirm: true}): the old key answers 401 at once, no overlap; its tokens end, the data key and rate-limit bucket carry over, its cursors are refused */
        post: operations["postApiKeysRotate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/partner/api-keys/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Permanently revoke one of the partner's keys (full key, data key or token) and every live credential derived from it; the key then answers 403 AUTH_REVOKED. ID token; body apiKey (the raw key). Naturally idempotent: revoking a revoked key answers the same
         * @description Production only: served on the production server alone.
         */
        post: operations["postApiV1PartnerApiKeysRevoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-keys/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Permanently revoke one of the partner's keys (full key, data key or token) and every live credential derived from it; the key then answers 403 AUTH_REVOKED. Sandbox key; body apiKey optional (default: the presenting key). Sandbox registration issues a new key afterwards
         * @description Sandbox only: served on the sandbox server alone.
         */
        post: operations["postApiKeysRevoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** OAuth 2.0 client-credentials grant: a 15-minute service_oauth_ token with the key's kind and (narrowed) scopes. Form (application/x-www-form-urlencoded) or JSON body; client secret by HTTP Basic or in the body. Errors are RFC 6749 {error, error_description}: invalid_request, unsupported_grant_type, invalid_scope (400), invalid_client (401), unauthorized_client (403: not enabled for the partner, or suspended), rate_limited (429, per source IP) */
        post: operations["postOauthToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Open a portal session: a 1-hour service_oauth_ token for the ID token's member (an invitation to its e-mail is accepted now), mirroring the active key's type and scopes; the member's role permissions apply on every request. With the security policy's mfaRequired, a privileged role needs an ID token whose amr claim contains mfa (else 403 FORBIDDEN, requiredControl mfa) */
        post: operations["postSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/session/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End a portal session of this identity at once: its token then answers 403 AUTH_REVOKED (repeating the call is harmless) */
        post: operations["postSessionRevoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/upgrade-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Status of the identity's latest upgrade request of a type (default tier_upgrade); status not_found when there is none
         * @description Production only: served on the production server alone.
         */
        get: operations["getUpgradeRequest"];
        put?: never;
        /**
         * Request a higher tier (targetTier growth or enterprise, above the current one) or, without targetTier, live access for a sandbox identity
         * @description Production only: served on the production server alone.
         */
        post: operations["postUpgradeRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/topup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Top up the master wallet: auto-approved in the sandbox, pending operator approval in production */
        post: operations["postTopup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pay out from the master wallet to the partner's bank (production only; 422 in the sandbox). Above the security policy's approvals.payoutsAbove: 202 with an approval, paid when another member approves */
        post: operations["postPayout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sub-accounts in creation order, optionally by status (limit default 100, max 500) */
        get: operations["getUsers"];
        put?: never;
        /** Create a sub-account; a known externalId answers the existing sub-account with 200 and changes nothing */
        post: operations["postUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auto-register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Find or create the sub-account whose externalId is uid, and issue it a new access token (the previous one stops working) */
        post: operations["postAutoRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A sub-account with its wallet, KYC, frozen flag and status */
        get: operations["getUsersUserId"];
        put?: never;
        post?: never;
        /** Soft-close: residual cash goes back to the master wallet and account.closed fires; refused (422) while orders or positions are open */
        delete: operations["deleteUsersUserId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{userId}/kyc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Partner-asserted KYC (VERIFIED with level FULL, REJECTED with level NONE); fires kyc.updated */
        post: operations["postUsersUserIdKyc"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{userId}/freeze": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Freeze: no money moves and no trading until unfrozen; fires account.frozen */
        post: operations["postUsersUserIdFreeze"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{userId}/unfreeze": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Unfreeze a frozen sub-account; fires account.frozen with frozen false */
        post: operations["postUsersUserIdUnfreeze"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{userId}/devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The partner's push-notification device registrations for this sub-account */
        get: operations["getUsersUserIdDevices"];
        put?: never;
        /** Register a device (201), or replace the registration with the same deviceId (200); at most 20 per sub-account */
        post: operations["postUsersUserIdDevices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{userId}/devices/{deviceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a device registration */
        delete: operations["deleteUsersUserIdDevicesDeviceId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{userId}/deposit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Credit USD from the master wallet (non-USD amounts converted by managed FX); fires deposit.confirmed. ?walletContract=2: body {amount, currency}, transfer response */
        post: operations["postUsersUserIdDeposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{userId}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdraw cash (to the bank in production, back to sandbox funding in the sandbox); fires withdraw.confirmed */
        post: operations["postUsersUserIdWithdraw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{userId}/buying-power": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Settlement-aware balances; withdrawableUsd excludes unsettled SELL proceeds */
        get: operations["getUsersUserIdBuyingPower"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{userId}/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Wallet movements of the sub-account, newest first (limit default 50, max 200) */
        get: operations["getUsersUserIdTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{userId}/tax-lots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tax lots (FIFO): one per BUY fill, oldest first, with the quantity and cost basis FIFO SELL fills have left of it */
        get: operations["getUsersUserIdTaxLots"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{userId}/gains": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Realized gains (FIFO): per SELL fill, proceeds net of fees minus the FIFO cost basis, with totals */
        get: operations["getUsersUserIdGains"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/test-tools/deposit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Credit virtual USD (at most 1,000,000.00 per call) to a sub-account without drawing on the master wallet; fires deposit.confirmed
         * @description Sandbox test tool; on production only for partners with the testToolsOnProduction flag (virtual funds).
         */
        post: operations["postTestToolsDeposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/deposit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deprecated alias of /test-tools/deposit. Credit virtual USD (at most 1,000,000.00 per call) to a sub-account without drawing on the master wallet; fires deposit.confirmed
         * @deprecated
         * @description Sandbox test tool; on production only for partners with the testToolsOnProduction flag (virtual funds). Deprecated: use /test-tools/*. Served with Deprecation, Link, Sunset; from 2027-03-01 it answers 410 GONE.
         */
        post: operations["postSandboxDeposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/test-tools/trade": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Place a MARKET test order for a sub-account without a quote, at the latest delayed price, and apply outcome (PENDING, FILL, PARTIAL_FILL: half, REJECT: rejectionCode OTHER, CANCEL: refunded, FAIL_SETTLEMENT: filled then reversed); escrow, holdings and events move as for a real order. On production (testToolsOnProduction only) the order belongs to the sub-account's virtual book and spends its test-deposit virtual cash only
         * @description Sandbox test tool; on production only for partners with the testToolsOnProduction flag (virtual funds).
         */
        post: operations["postTestToolsTrade"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/trade": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deprecated alias of /test-tools/trade. Place a MARKET test order for a sub-account without a quote, at the latest delayed price, and apply outcome (PENDING, FILL, PARTIAL_FILL: half, REJECT: rejectionCode OTHER, CANCEL: refunded, FAIL_SETTLEMENT: filled then reversed); escrow, holdings and events move as for a real order. On production (testToolsOnProduction only) the order belongs to the sub-account's virtual book and spends its test-deposit virtual cash only
         * @deprecated
         * @description Sandbox test tool; on production only for partners with the testToolsOnProduction flag (virtual funds). Deprecated: use /test-tools/*. Served with Deprecation, Link, Sunset; from 2027-03-01 it answers 410 GONE.
         */
        post: operations["postSandboxTrade"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/test-tools/orders/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Advance a PENDING or PARTIALLY_FILLED order: fill (the remainder, at the latest price), partial_fill (quantity, default half), reject (rejectionCode, default OTHER; PENDING only); or a filled order awaiting settlement: settle (now) or fail_settlement (the fill is reversed). Any other state is 409 CONFLICT
         * @description Sandbox test tool; on production only for partners with the testToolsOnProduction flag (virtual funds).
         */
        patch: operations["patchTestToolsOrdersOrderId"];
        trace?: never;
    };
    "/sandbox/orders/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Deprecated alias of /test-tools/orders/{orderId}. Advance a PENDING or PARTIALLY_FILLED order: fill (the remainder, at the latest price), partial_fill (quantity, default half), reject (rejectionCode, default OTHER; PENDING only); or a filled order awaiting settlement: settle (now) or fail_settlement (the fill is reversed). Any other state is 409 CONFLICT
         * @deprecated
         * @description Sandbox test tool; on production only for partners with the testToolsOnProduction flag (virtual funds). Deprecated: use /test-tools/*. Served with Deprecation, Link, Sunset; from 2027-03-01 it answers 410 GONE.
         */
        patch: operations["patchSandboxOrdersOrderId"];
        trace?: never;
    };
    "/test-tools/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A sub-account's orders, newest first, with a status filter; subAccountId is required in the sandbox (400 MISSING_PARAM) and optional on the production compatibility route, which lists virtual-book orders only
         * @description Sandbox test tool; on production only for partners with the testToolsOnProduction flag (virtual funds).
         */
        get: operations["getTestToolsOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Deprecated alias of /test-tools/orders. A sub-account's orders, newest first, with a status filter; subAccountId is required in the sandbox (400 MISSING_PARAM) and optional on the production compatibility route, which lists virtual-book orders only
         * @deprecated
         * @description Sandbox test tool; on production only for partners with the testToolsOnProduction flag (virtual funds). Deprecated: use /test-tools/*. Served with Deprecation, Link, Sunset; from 2027-03-01 it answers 410 GONE.
         */
        get: operations["getSandboxOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/quote/{symbol}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pre-trade quote (type BUY or SELL, quantity xor cashValue, optional subAccountId): prices, fees, sufficientFunds and a single-use quoteId valid 60 s. Issues a quote (journaled); no Idempotency-Key */
        get: operations["getQuoteSymbol"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/trade": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Place an order on the partner's master account (production only: the sandbox master answers 422 SANDBOX_MASTER_TRADING) */
        post: operations["postTrade"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{userId}/trade": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Place an order for a sub-account (production sub-accounts need VERIFIED KYC; a frozen one answers 403) */
        post: operations["postUsersUserIdTrade"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The partner's orders (master and sub-accounts), newest first; filters status (EXPIRED, and the PROCESSING/COMPLETED aliases of FILLED), symbol, from/to, subAccountId, accountType=MASTER; limit default 50, max 200 */
        get: operations["getOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{userId}/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A sub-account's orders, newest first, with the same filters as /orders (symbol among them); limit default 50, max 200 */
        get: operations["getUsersUserIdOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One order: an order of the partner (master or sub-account) */
        get: operations["getOrdersOrderId"];
        put?: never;
        post?: never;
        /** Cancel an order of the partner (master or sub-account) while PENDING or WORKING: the reservation is returned and order.cancelled fires; 422 once filled, rejected or cancelled */
        delete: operations["deleteOrdersOrderId"];
        options?: never;
        head?: never;
        /** Replace an order of the partner (master or sub-account) while WORKING: any of limitPrice, stopPrice, quantity (a BUY re-escrows the difference); fires order.replaced. MARKET orders cannot be modified (422) */
        patch: operations["patchOrdersOrderId"];
        trace?: never;
    };
    "/users/{userId}/orders/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One order: the sub-account's order */
        get: operations["getUsersUserIdOrdersOrderId"];
        put?: never;
        post?: never;
        /** Cancel the sub-account's order while PENDING or WORKING: the reservation is returned and order.cancelled fires; 422 once filled, rejected or cancelled */
        delete: operations["deleteUsersUserIdOrdersOrderId"];
        options?: never;
        head?: never;
        /** Replace the sub-account's order while WORKING: any of limitPrice, stopPrice, quantity (a BUY re-escrows the difference); fires order.replaced. MARKET orders cannot be modified (422) */
        patch: operations["patchUsersUserIdOrdersOrderId"];
        trace?: never;
    };
    "/portfolio": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The master account's holdings (units, average cost, cost basis, latest delayed price, USD market value, unrealised P&L) and summary (cash, reserved, total value) */
        get: operations["getPortfolio"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{userId}/portfolio": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A sub-account's holdings and summary, as GET /portfolio */
        get: operations["getUsersUserIdPortfolio"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portfolio/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Daily raw equity of the master account (cash + positions at each UTC weekday's close; today at the latest delayed prices) from the first activity, or from/to, to today; not cash-flow adjusted */
        get: operations["getPortfolioHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{orderId}/executions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Execution reports of an order of the partner (master or sub-account), oldest first: one per lifecycle step (NEW, TRIGGERED, PARTIAL_FILL, FILL, REPLACED, CANCELLED, EXPIRED, REJECTED, SETTLED, SETTLEMENT_FAILED); the latest is the order's lastExecutionReportId (limit default 50, max 200) */
        get: operations["getOrdersOrderIdExecutions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{userId}/orders/{orderId}/executions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Execution reports of the sub-account's order, oldest first: one per lifecycle step (NEW, TRIGGERED, PARTIAL_FILL, FILL, REPLACED, CANCELLED, EXPIRED, REJECTED, SETTLED, SETTLEMENT_FAILED); the latest is the order's lastExecutionReportId (limit default 50, max 200) */
        get: operations["getUsersUserIdOrdersOrderIdExecutions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/trade/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pre-trade eligibility check for the master account with the trade body: every rule answered, nothing placed, escrowed or consumed; an eligible MARKET request gets a firm 60 s quoteId. Checks, in the order a trade applies them: account (sandbox master, exists, not closed), notFrozen, kyc, clientOrderId, instrumentTradable, quantity (whole shares or 6 decimals), limits, orderShape, marketOpen (MARKET only; resting orders are accepted while closed), pricing, funds (cost with fees, or units held) */
        post: operations["postTradeCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{userId}/trade/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pre-trade eligibility check for a sub-account, as POST /trade/check. Checks, in the order a trade applies them: account (sandbox master, exists, not closed), notFrozen, kyc, clientOrderId, instrumentTradable, quantity (whole shares or 6 decimals), limits, orderShape, marketOpen (MARKET only; resting orders are accepted while closed), pricing, funds (cost with fees, or units held) */
        post: operations["postUsersUserIdTradeCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/buying-power": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The master account's settlement-aware buying power: settled cash (open BUY reservations already escrowed out), reserved, unsettled SELL proceeds apart, buying power (settled + unsettled) and withdrawable (settled only) */
        get: operations["getBuyingPower"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portfolio/performance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Performance of the master account: daily equity (cash + positions at each UTC weekday close; today at the latest delayed prices), daily P&L, external cash flows (deposits, withdrawals, top-ups, payouts; not trades or fees), the Modified Dietz return per interval (day or month; flows weighted by the fraction of the interval remaining), the time-weighted return over the period (daily returns linked geometrically) and an optional benchmark price return per interval. Returns are decimal text (6 decimals) and whole basis points; null with a reason when there is no capital base. from/to at most 366 days apart */
        get: operations["getPortfolioPerformance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{userId}/performance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Performance of a sub-account, as GET /portfolio/performance: daily equity (cash + positions at each UTC weekday close; today at the latest delayed prices), daily P&L, external cash flows (deposits, withdrawals, top-ups, payouts; not trades or fees), the Modified Dietz return per interval (day or month; flows weighted by the fraction of the interval remaining), the time-weighted return over the period (daily returns linked geometrically) and an optional benchmark price return per interval. Returns are decimal text (6 decimals) and whole basis points; null with a reason when there is no capital base. from/to at most 366 days apart */
        get: operations["getUsersUserIdPerformance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/market/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Delayed quotes: one (symbol and exchange) or a batch of up to 50 (symbols) */
        get: operations["getMarketQuotes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/market-data/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Deprecated alias of /market/quotes
         * @deprecated
         * @description Deprecated: use /market/*. Served with Deprecation, Link, Sunset; from 2027-03-01 it answers 410 GONE.
         */
        get: operations["getMarketDataQuotes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/market/snapshot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Quote, today's bar so far, the previous session's bar and the intraday bar; one or a batch of up to 50 */
        get: operations["getMarketSnapshot"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/market/ohlcv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Daily closes and volumes (timeframe 1d), at most 365 days, oldest first */
        get: operations["getMarketOhlcv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/market-data/ohlcv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Deprecated alias of /market/ohlcv
         * @deprecated
         * @description Deprecated: use /market/*. Served with Deprecation, Link, Sunset; from 2027-03-01 it answers 410 GONE.
         */
        get: operations["getMarketDataOhlcv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/market/movers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Top gainers or losers by change against the previous close, paginated */
        get: operations["getMarketMovers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/market-data/movers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Deprecated alias of /market/movers
         * @deprecated
         * @description Deprecated: use /market/*. Served with Deprecation, Link, Sunset; from 2027-03-01 it answers 410 GONE.
         */
        get: operations["getMarketDataMovers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/market/exchanges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The 14 exchanges: hours, real-time status, delay policy, settlement cycle */
        get: operations["getMarketExchanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/market-data/exchanges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Deprecated alias of /market/exchanges
         * @deprecated
         * @description Deprecated: use /market/*. Served with Deprecation, Link, Sunset; from 2027-03-01 it answers 410 GONE.
         */
        get: operations["getMarketDataExchanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/market/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Open or closed per exchange, with the next session boundaries and local time; anyOpen without a filter */
        get: operations["getMarketStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/market/settlement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Settlement cycles per exchange (T+2 EGX, T+3 others) and the order processing window */
        get: operations["getMarketSettlement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/market/holidays": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Exchange holidays between from and to (inclusive; default the upcoming year) */
        get: operations["getMarketHolidays"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fx/rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The managed FX table: local currency units per USD */
        get: operations["getFxRates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stocks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tradable stock and ETF universe with delayed prices (filters, cursor pages) */
        get: operations["getStocks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stocks/{symbol}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Price and detail of a stock or ETF; a bare ticker is accepted when unambiguous */
        get: operations["getStocksSymbol"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stocks/{symbol}/candles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Candles (15m, 1h from 900 s captures; 1d, 1w, 1mo from daily bars), oldest first, with quality meta; raw prices */
        get: operations["getStocksSymbolCandles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stocks/{symbol}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Deprecated (removal 2026-10-01; use /candles): daily records over a period, no aggregation
         * @deprecated
         * @description Deprecated: use /stocks/{symbol}/candles. Served with Deprecation, Link, Sunset; from 2026-10-01 it answers 410 GONE.
         */
        get: operations["getStocksSymbolHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stocks/{symbol}/chart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Deprecated (removal 2026-10-01; use /candles): closes over a period as {labels, prices}
         * @deprecated
         * @description Deprecated: use /stocks/{symbol}/candles. Served with Deprecation, Link, Sunset; from 2026-10-01 it answers 410 GONE.
         */
        get: operations["getStocksSymbolChart"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stocks/{symbol}/pulse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Company news, corporate actions and market intel mentioning the stock, newest first */
        get: operations["getStocksSymbolPulse"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/etfs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Exchange-traded funds with delayed prices (cursor pages) */
        get: operations["getEtfs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/etfs/{symbol}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An ETF: delayed price, range chart data and fund metadata; 404 for a non-ETF symbol */
        get: operations["getEtfsSymbol"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/etfs/{symbol}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Daily records of an ETF over a period, no aggregation; 404 for a non-ETF symbol */
        get: operations["getEtfsSymbolHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/etfs/{symbol}/chart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Closes of an ETF over a period as {labels, prices}; 404 for a non-ETF symbol */
        get: operations["getEtfsSymbolChart"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Listed companies (equities) with their profiles */
        get: operations["getCompanies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/tickers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Directory of every listed symbol (equities and ETFs), cursor pages */
        get: operations["getCompaniesTickers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{symbol}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Company profile of a listed instrument */
        get: operations["getCompaniesSymbol"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{symbol}/news": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Company news and corporate actions of a listed instrument, newest first */
        get: operations["getCompaniesSymbolNews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/market-intel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Market-intel articles and corporate actions, newest first */
        get: operations["getMarketIntel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/market-intel/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One market-intel article; 404 for an unknown id */
        get: operations["getMarketIntelId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dividends/calendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Dividend declarations by ex-date (held symbols; all=true includes unheld symbols) */
        get: operations["getDividendsCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dividends/{symbol}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Dividend history of an instrument, newest ex-dividend date first */
        get: operations["getDividendsSymbolHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/instruments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Unified instrument catalog: every listed instrument with its order constraints (null where unknown); assetClass BOND, FUND or OPPORTUNITY lists those classes instead */
        get: operations["getInstruments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/price-alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The partner's price alerts, oldest first, optionally of one state (limit default 50, max 200) */
        get: operations["getPriceAlerts"];
        put?: never;
        /** Register a price alert (full key; at most 200 active per partner): fires price.alert when the delayed price reaches the threshold while the exchange is open; a delisted instrument answers 422 BUSINESS_RULE with reason INSTRUMENT_DELISTED */
        post: operations["postPriceAlerts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/price-alerts/{alertId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One price alert */
        get: operations["getPriceAlertsAlertId"];
        put?: never;
        post?: never;
        /** Delete a price alert (full key): it never fires again */
        delete: operations["deletePriceAlertsAlertId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active webhook registrations (the secret is never shown, only its last 4 characters) */
        get: operations["getWebhooks"];
        put?: never;
        /** Register an HTTPS endpoint for events ("*" for all); a secret of at least 16 characters, or a generated one shown once in this response */
        post: operations["postWebhooks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a registration: no new deliveries; deliveries in flight still complete. When the security policy names webhookDeletion: 202 with an approval, deleted when another member approves */
        delete: operations["deleteWebhooksId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The delivery log of a registration, oldest first (limit default 20, max 100) */
        get: operations["getWebhooksIdDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a signed synthetic test.event to this endpoint now and wait for its answer (8 s at most); 502 WEBHOOK_TEST_FAILED when it does not answer 2xx */
        post: operations["postWebhooksIdTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}/deliveries/{deliveryId}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Beyond the spec: send a settled (FAILED or DELIVERED) delivery's event again as a new delivery, attempt 1 with the full retry schedule */
        post: operations["postWebhooksIdDeliveriesDeliveryIdRedeliver"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Status page JSON: components, open incidents and maintenance */
        get: operations["getApiV1Status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bonds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Treasury bills and government bonds: coupon, maturity, minimum investment, yield and price */
        get: operations["getBonds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bonds/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A bond or bill; 404 when the id names none */
        get: operations["getBondsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/funds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Money-market, fixed-income and ETF-like funds: NAV, annualised return, minimum, window and distribution policy */
        get: operations["getFunds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/funds/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A fund; 404 when the id names none */
        get: operations["getFundsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/opportunities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Private credit and pre-IPO opportunities: minimum ticket, target return, raise, close date and status */
        get: operations["getOpportunities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/opportunities/{idOrSlug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An opportunity by id or slug; 404 when neither names one */
        get: operations["getOpportunitiesIdOrSlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{userId}/subscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Subscribe a sub-account to a bond or fund with USD from its settled cash; units (6 decimals) at NAV or clean price; fires subscription.confirmed (200). To an OPEN private opportunity: a commitment (201, PENDING) whose USD is held in escrow until the close date, then allocated as units when the raise target is met (commitment.allocated) or refunded to the wallet (commitment.refunded). 422 BUSINESS_RULE with reason FUND_NOT_OPEN, NOT_OPEN or BELOW_MINIMUM */
        post: operations["postUsersUserIdSubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{userId}/redeem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Redeem units of a bond or fund held by a sub-account into its settled cash at NAV or clean price (rounded down to the cent); fires redemption.confirmed. 422 BUSINESS_RULE with reason UNITS_EXCEED_HOLDINGS or NOT_REDEEMABLE */
        post: operations["postUsersUserIdRedeem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{userId}/commitments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A sub-account's commitments to private opportunities, oldest first, with their status (PENDING, ALLOCATED, REFUNDED) (limit default 50, max 200) */
        get: operations["getUsersUserIdCommitments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/corporate-actions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Corporate actions by symbol and type: the catalogue history (historical: true, by effective date) first, then the declared actions in declaration order */
        get: operations["getCorporateActions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/report/dividends": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Dividends received, by pay date (from defaults to 1 January of the current year, to to today); format=csv gives the by-symbol totals */
        get: operations["getReportDividends"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reports/aum": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Assets under management at the end of asOf (default today): cash and positions of the master account and every sub-account, by account, asset class, exchange and currency, with totals; today at the latest delayed prices, a past day at its close */
        get: operations["getReportsAum"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reports/positions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every position of the master account and the sub-accounts (held plus reserved units) at the latest delayed price, in pages (limit up to 1000); the CSV page carries the next cursor in the X-Next-Cursor header */
        get: operations["getReportsPositions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reports/fees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Base broker fee and partner markup collected from the partner's accounts per day or month (net of reversals), from (default the 1st of this month) to (default today), with totals */
        get: operations["getReportsFees"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reports/revenue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The partner's markup revenue (net of reversals) by month and by the account that paid it, from (default the 1st of this month) to (default today) */
        get: operations["getReportsRevenue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reports/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The partner's monthly invoices of platform charges, newest first (one per month, issued at 00:00 UTC of the next month's 1st) */
        get: operations["getReportsInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reports/invoices/{invoiceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One invoice: its lines (platform fee, active sub-accounts and orders beyond the allowance), totals in USD and cents, status and due date */
        get: operations["getReportsInvoicesInvoiceId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pricing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tier, fee schedule (base fee and markup in bps), the rate and stream limits enforced on this key, the SLA objective and platform charges */
        get: operations["getPricing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The partner's own settings in this environment: settlement hold, float-low threshold, notification e-mail */
        get: operations["getSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change any of settlementHold, floatLowThreshold (USD; 0 turns float.low off) and notificationEmail (null clears it). Journaled (GET /audit shows it); unknown members beside a known one are ignored, a body with none of the three is 400 VALIDATION_ERROR */
        patch: operations["patchSettings"];
        trace?: never;
    };
    "/float": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Master funding headroom: balance, reserved (master escrow), pending payouts and top-ups, the float-low threshold and what can leave before it */
        get: operations["getFloat"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** API usage per UTC day from `from` to `to` (inclusive; default the last 30 days, at most 366): requests and 429s by route family, orders placed, active sub-accounts, webhook deliveries, stream minutes */
        get: operations["getUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/support/cases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The partner's support cases in this environment, oldest first, optionally by status (OPEN, PENDING_PARTNER, RESOLVED, CLOSED) */
        get: operations["getSupportCases"];
        put?: never;
        /** Open a support case: subject, category, priority (default NORMAL), description, and related order and sub-account ids, which must be the partner’s own in this environment (else 400 naming them) */
        post: operations["postSupportCases"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/support/cases/{caseId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One support case with its message thread in order */
        get: operations["getSupportCasesCaseId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/support/cases/{caseId}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a message to a case; a case PENDING_PARTNER or RESOLVED goes back to OPEN; a CLOSED case takes none (409) */
        post: operations["postSupportCasesCaseIdMessages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/governance/meetings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Issuer meetings (AGM, EGM) of symbols this partner holds in this environment (any account): entitled at the record date once it has passed, holding now before it; with their elections */
        get: operations["getGovernanceMeetings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/governance/meetings/{meetingId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One meeting with its agenda and elections (404 unless the partner holds, or held at the record date, its symbol) */
        get: operations["getGovernanceMeetingsMeetingId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/governance/elections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Elections of the meetings this partner may see, by symbol, meeting and status; TALLIED elections carry their results in this environment */
        get: operations["getGovernanceElections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/governance/elections/{electionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One election with its resolutions and, once TALLIED, their results in this environment */
        get: operations["getGovernanceElectionsElectionId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{userId}/votes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The sub-account's votes, by election and resolution, optionally of one election */
        get: operations["getUsersUserIdVotes"];
        put?: never;
        /** Vote FOR, AGAINST or ABSTAIN on a resolution with the sub-account's units at the record date: 201 for a first vote, 200 for a changed one; 422 when the election is not OPEN or the sub-account held none at the record date */
        post: operations["postUsersUserIdVotes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/security": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The partner's own security policy, the operator's flags (which still override) and the effective controls, with this request's address */
        get: operations["getSecurity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change the policy: scopedKeysRequired, signedRequestsRequired, mtlsRequired, mfaRequired (privileged roles need amr "mfa" to open a session), ipAllowlist (CIDR, IPv4 and IPv6; API keys from other addresses get 403 FORBIDDEN; empty: any address), approvals (payoutsAbove USD or null, keyRotation, keyRevocation, webhookDeletion, settingsChanges, expiresInSeconds). A change that only tightens applies at once (200); one that loosens anything is held for a second member (202 with the approval) */
        patch: operations["patchSecurity"];
        trace?: never;
    };
    "/approvals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The partner's approvals (requests held for a second member) in this environment, oldest first, optionally by status */
        get: operations["getApprovals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/approvals/{approvalId}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a held request: only a member through a portal session (403 for an API key), with approvals.decide, not the requester (403); the action runs at once, exactly once, and `result` is its own answer (EXECUTED), or it is recorded FAILED with the refusal; expired or already decided: 409 */
        post: operations["postApprovalsApprovalIdApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/approvals/{approvalId}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a held request (a member through a portal session, with approvals.decide; the requester may withdraw its own): nothing runs; expired or already decided: 409 */
        post: operations["postApprovalsApprovalIdReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/team/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The roles a member can hold and the named permissions each grants (portal session; permission read) */
        get: operations["getTeamRoles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/team/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's members in this environment, oldest first, optionally by status (portal session; permission read) */
        get: operations["getTeamMembers"];
        put?: never;
        /** Invite a member by e-mail with a role: INVITED until an ID token with that e-mail opens a session (POST /session). Only an owner invites an owner; an e-mail already on the team is 409 (permission team.manage) */
        post: operations["postTeamMembers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/team/members/{memberId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a member (or withdraw an invitation): its sessions end at once (403 AUTH_REVOKED). The last owner cannot be removed (409, reason LAST_OWNER); only an owner removes an owner (permission team.manage) */
        delete: operations["deleteTeamMembersMemberId"];
        options?: never;
        head?: never;
        /** Change a member's role; it applies to the member's open sessions at once. Only an owner grants or changes the owner role; the last owner cannot be demoted (409, reason LAST_OWNER) (permission team.manage) */
        patch: operations["patchTeamMembersMemberId"];
        trace?: never;
    };
    "/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's active portal sessions in this environment, oldest first: member, created, expires, last used (permission team.manage) */
        get: operations["getSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sessions/{sessionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** End one of the organisation's sessions at once: its token answers 403 AUTH_REVOKED from then on; ending it again is harmless (permission team.manage) */
        delete: operations["deleteSessionsSessionId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/certification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The sandbox integration checklist: a webhook answered a signed test event, a sub-account, KYC, a deposit, a quote and a MARKET fill, a LIMIT placed, replaced and cancelled, an idempotent replay, a stream resumed with Last-Event-ID, a list paged by cursor, a 429 or a scenario header; each with its evidence (id and time)
         * @description Sandbox only: served on the sandbox server alone.
         */
        get: operations["getCertification"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/certification/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Certifies the sandbox integration when every required checklist item passed (once; a later submit answers the same certification); 422 BUSINESS_RULE with `missing` listing the items without evidence otherwise
         * @description Sandbox only: served on the sandbox server alone.
         */
        post: operations["postCertificationSubmit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/test-clocks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your test clocks that are not deleted, oldest first (limit default 100, max 100)
         * @description Sandbox only: served on the sandbox server alone.
         */
        get: operations["getTestClocks"];
        put?: never;
        /**
         * Create a test clock frozen at an instant (not before the service's now); sub-accounts created on it follow it
         * @description Sandbox only: served on the sandbox server alone.
         */
        post: operations["postTestClocks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/test-clocks/{testClockId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A test clock
         * @description Sandbox only: served on the sandbox server alone.
         */
        get: operations["getTestClocksTestClockId"];
        put?: never;
        post?: never;
        /**
         * Delete a test clock: it stops for good, and what lives on it stays at its last time
         * @description Sandbox only: served on the sandbox server alone.
         */
        delete: operations["deleteTestClocksTestClockId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/test-clocks/{testClockId}/advance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move a test clock forward, to frozenTime or by seconds (at most 732 days per call): every timer of its sub-accounts that falls due fires at its own instant, in order, before the answer; test_clock.advanced follows
         * @description Sandbox only: served on the sandbox server alone.
         */
        post: operations["postTestClocksTestClockIdAdvance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "order.pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The order.pending event, POSTed to each webhook subscribed to it (and sent on GET /stream)
         * @description Signed with x-service-signature (hex HMAC-SHA256 of the raw body with the webhook secret). At-least-once: dedupe by eventId. Field forms, the same in every event: money, prices, per-share amounts, rates, units and quantities are JSON numbers whose decimal text is exact (USD to the cent, quantities to 6 decimals; at most 15 digits, never a string); whole-number counts are integers; ratios are text "new:old"; dates are text YYYY-MM-DD and instants ISO-8601 UTC text; ids, codes and symbols are text.
         */
        post: operations["webhookOrderPending"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.triggered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The order.triggered event, POSTed to each webhook subscribed to it (and sent on GET /stream)
         * @description Signed with x-service-signature (hex HMAC-SHA256 of the raw body with the webhook secret). At-least-once: dedupe by eventId. Field forms, the same in every event: money, prices, per-share amounts, rates, units and quantities are JSON numbers whose decimal text is exact (USD to the cent, quantities to 6 decimals; at most 15 digits, never a string); whole-number counts are integers; ratios are text "new:old"; dates are text YYYY-MM-DD and instants ISO-8601 UTC text; ids, codes and symbols are text.
         */
        post: operations["webhookOrderTriggered"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.filled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The order.filled event, POSTed to each webhook subscribed to it (and sent on GET /stream)
         * @description Signed with x-service-signature (hex HMAC-SHA256 of the raw body with the webhook secret). At-least-once: dedupe by eventId. Field forms, the same in every event: money, prices, per-share amounts, rates, units and quantities are JSON numbers whose decimal text is exact (USD to the cent, quantities to 6 decimals; at most 15 digits, never a string); whole-number counts are integers; ratios are text "new:old"; dates are text YYYY-MM-DD and instants ISO-8601 UTC text; ids, codes and symbols are text.
         */
        post: operations["webhookOrderFilled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.rejected": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The order.rejected event, POSTed to each webhook subscribed to it (and sent on GET /stream)
         * @description Signed with x-service-signature (hex HMAC-SHA256 of the raw body with the webhook secret). At-least-once: dedupe by eventId. Field forms, the same in every event: money, prices, per-share amounts, rates, units and quantities are JSON numbers whose decimal text is exact (USD to the cent, quantities to 6 decimals; at most 15 digits, never a string); whole-number counts are integers; ratios are text "new:old"; dates are text YYYY-MM-DD and instants ISO-8601 UTC text; ids, codes and symbols are text.
         */
        post: operations["webhookOrderRejected"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.cancelled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The order.cancelled event, POSTed to each webhook subscribed to it (and sent on GET /stream)
         * @description Signed with x-service-signature (hex HMAC-SHA256 of the raw body with the webhook secret). At-least-once: dedupe by eventId. Field forms, the same in every event: money, prices, per-share amounts, rates, units and quantities are JSON numbers whose decimal text is exact (USD to the cent, quantities to 6 decimals; at most 15 digits, never a string); whole-number counts are integers; ratios are text "new:old"; dates are text YYYY-MM-DD and instants ISO-8601 UTC text; ids, codes and symbols are text.
         */
        post: operations["webhookOrderCancelled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.replaced": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The order.replaced event, POSTed to each webhook subscribed to it (and sent on GET /stream)
         * @description Signed with x-service-signature (hex HMAC-SHA256 of the raw body with the webhook secret). At-least-once: dedupe by eventId. Field forms, the same in every event: money, prices, per-share amounts, rates, units and quantities are JSON numbers whose decimal text is exact (USD to the cent, quantities to 6 decimals; at most 15 digits, never a string); whole-number counts are integers; ratios are text "new:old"; dates are text YYYY-MM-DD and instants ISO-8601 UTC text; ids, codes and symbols are text.
         */
        post: operations["webhookOrderReplaced"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "trade.settled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The trade.settled event, POSTed to each webhook subscribed to it (and sent on GET /stream)
         * @description Signed with x-service-signature (hex HMAC-SHA256 of the raw body with the webhook secret). At-least-once: dedupe by eventId. Field forms, the same in every event: money, prices, per-share amounts, rates, units and quantities are JSON numbers whose decimal text is exact (USD to the cent, quantities to 6 decimals; at most 15 digits, never a string); whole-number counts are integers; ratios are text "new:old"; dates are text YYYY-MM-DD and instants ISO-8601 UTC text; ids, codes and symbols are text.
         */
        post: operations["webhookTradeSettled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "trade.rejected": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The trade.rejected event, POSTed to each webhook subscribed to it (and sent on GET /stream)
         * @description Signed with x-service-signature (hex HMAC-SHA256 of the raw body with the webhook secret). At-least-once: dedupe by eventId. Field forms, the same in every event: money, prices, per-share amounts, rates, units and quantities are JSON numbers whose decimal text is exact (USD to the cent, quantities to 6 decimals; at most 15 digits, never a string); whole-number counts are integers; ratios are text "new:old"; dates are text YYYY-MM-DD and instants ISO-8601 UTC text; ids, codes and symbols are text.
         */
        post: operations["webhookTradeRejected"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "deposit.confirmed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The deposit.confirmed event, POSTed to each webhook subscribed to it (and sent on GET /stream)
         * @description Signed with x-service-signature (hex HMAC-SHA256 of the raw body with the webhook secret). At-least-once: dedupe by eventId. Field forms, the same in every event: money, prices, per-share amounts, rates, units and quantities are JSON numbers whose decimal text is exact (USD to the cent, quantities to 6 decimals; at most 15 digits, never a string); whole-number counts are integers; ratios are text "new:old"; dates are text YYYY-MM-DD and instants ISO-8601 UTC text; ids, codes and symbols are text.
         */
        post: operations["webhookDepositConfirmed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "withdraw.confirmed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The withdraw.confirmed event, POSTed to each webhook subscribed to it (and sent on GET /stream)
         * @description Signed with x-service-signature (hex HMAC-SHA256 of the raw body with the webhook secret). At-least-once: dedupe by eventId. Field forms, the same in every event: money, prices, per-share amounts, rates, units and quantities are JSON numbers whose decimal text is exact (USD to the cent, quantities to 6 decimals; at most 15 digits, never a string); whole-number counts are integers; ratios are text "new:old"; dates are text YYYY-MM-DD and instants ISO-8601 UTC text; ids, codes and symbols are text.
         */
        post: operations["webhookWithdrawConfirmed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "wallet.credited": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The wallet.credited event, POSTed to each webhook subscribed to it (and sent on GET /stream)
         * @description Signed with x-service-signature (hex HMAC-SHA256 of the raw body with the webhook secret). At-least-once: dedupe by eventId. Field forms, the same in every event: money, prices, per-share amounts, rates, units and quantities are JSON numbers whose decimal text is exact (USD to the cent, quantities to 6 decimals; at most 15 digits, never a string); whole-number counts are integers; ratios are text "new:old"; dates are text YYYY-MM-DD and instants ISO-8601 UTC text; ids, codes and symbols are text.
         */
        post: operations["webhookWalletCredited"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "topup.confirmed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The topup.confirmed event, POSTed to each webhook subscribed to it (and sent on GET /stream)
         * @description Signed with x-service-signature (hex HMAC-SHA256 of the raw body with the webhook secret). At-least-once: dedupe by eventId. Field forms, the same in every event: money, prices, per-share amounts, rates, units and quantities are JSON numbers whose decimal text is exact (USD to the cent, quantities to 6 decimals; at most 15 digits, never a string); whole-number counts are integers; ratios are text "new:old"; dates are text YYYY-MM-DD and instants ISO-8601 UTC text; ids, codes and symbols are text.
         */
        post: operations["webhookTopupConfirmed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "float.low": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The float.low event, POSTed to each webhook subscribed to it (and sent on GET /stream)
         * @description Signed with x-service-signature (hex HMAC-SHA256 of the raw body with the webhook secret). At-least-once: dedupe by eventId. Field forms, the same in every event: money, prices, per-share amounts, rates, units and quantities are JSON numbers whose decimal text is exact (USD to the cent, quantities to 6 decimals; at most 15 digits, never a string); whole-number counts are integers; ratios are text "new:old"; dates are text YYYY-MM-DD and instants ISO-8601 UTC text; ids, codes and symbols are text.
         */
        post: operations["webhookFloatLow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "kyc.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The kyc.updated event, POSTed to each webhook subscribed to it (and sent on GET /stream)
         * @description Signed with x-service-signature (hex HMAC-SHA256 of the raw body with the webhook secret). At-least-once: dedupe by eventId. Field forms, the same in every event: money, prices, per-share amounts, rates, units and quantities are JSON numbers whose decimal text is exact (USD to the cent, quantities to 6 decimals; at most 15 digits, never a string); whole-number counts are integers; ratios are text "new:old"; dates are text YYYY-MM-DD and instants ISO-8601 UTC text; ids, codes and symbols are text.
         */
        post: operations["webhookKycUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "account.frozen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The account.frozen event, POSTed to each webhook subscribed to it (and sent on GET /stream)
         * @description Signed with x-service-signature (hex HMAC-SHA256 of the raw body with the webhook secret). At-least-once: dedupe by eventId. Field forms, the same in every event: money, prices, per-share amounts, rates, units and quantities are JSON numbers whose decimal text is exact (USD to the cent, quantities to 6 decimals; at most 15 digits, never a string); whole-number counts are integers; ratios are text "new:old"; dates are text YYYY-MM-DD and instants ISO-8601 UTC text; ids, codes and symbols are text.
         */
        post: operations["webhookAccountFrozen"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "account.closed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The account.closed event, POSTed to each webhook subscribed to it (and sent on GET /stream)
         * @description Signed with x-service-signature (hex HMAC-SHA256 of the raw body with the webhook secret). At-least-once: dedupe by eventId. Field forms, the same in every event: money, prices, per-share amounts, rates, units and quantities are JSON numbers whose decimal text is exact (USD to the cent, quantities to 6 decimals; at most 15 digits, never a string); whole-number counts are integers; ratios are text "new:old"; dates are text YYYY-MM-DD and instants ISO-8601 UTC text; ids, codes and symbols are text.
         */
        post: operations["webhookAccountClosed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "dividend.paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The dividend.paid event, POSTed to each webhook subscribed to it (and sent on GET /stream)
         * @description Signed with x-service-signature (hex HMAC-SHA256 of the raw body with the webhook secret). At-least-once: dedupe by eventId. Field forms, the same in every event: money, prices, per-share amounts, rates, units and quantities are JSON numbers whose decimal text is exact (USD to the cent, quantities to 6 decimals; at most 15 digits, never a string); whole-number counts are integers; ratios are text "new:old"; dates are text YYYY-MM-DD and instants ISO-8601 UTC text; ids, codes and symbols are text.
         */
        post: operations["webhookDividendPaid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "corporateaction.declared": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The corporateaction.declared event, POSTed to each webhook subscribed to it (and sent on GET /stream)
         * @description Signed with x-service-signature (hex HMAC-SHA256 of the raw body with the webhook secret). At-least-once: dedupe by eventId. Field forms, the same in every event: money, prices, per-share amounts, rates, units and quantities are JSON numbers whose decimal text is exact (USD to the cent, quantities to 6 decimals; at most 15 digits, never a string); whole-number counts are integers; ratios are text "new:old"; dates are text YYYY-MM-DD and instants ISO-8601 UTC text; ids, codes and symbols are text.
         */
        post: operations["webhookCorporateactionDeclared"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "corporateaction.split": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The corporateaction.split event, POSTed to each webhook subscribed to it (and sent on GET /stream)
         * @description Signed with x-service-signature (hex HMAC-SHA256 of the raw body with the webhook secret). At-least-once: dedupe by eventId. Field forms, the same in every event: money, prices, per-share amounts, rates, units and quantities are JSON numbers whose decimal text is exact (USD to the cent, quantities to 6 decimals; at most 15 digits, never a string); whole-number counts are integers; ratios are text "new:old"; dates are text YYYY-MM-DD and instants ISO-8601 UTC text; ids, codes and symbols are text.
         */
        post: operations["webhookCorporateactionSplit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "corporateaction.suspension": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The corporateaction.suspension event, POSTed to each webhook subscribed to it (and sent on GET /stream)
         * @description Signed with x-service-signature (hex HMAC-SHA256 of the raw body with the webhook secret). At-least-once: dedupe by eventId. Field forms, the same in every event: money, prices, per-share amounts, rates, units and quantities are JSON numbers whose decimal text is exact (USD to the cent, quantities to 6 decimals; at most 15 digits, never a string); whole-number counts are integers; ratios are text "new:old"; dates are text YYYY-MM-DD and instants ISO-8601 UTC text; ids, codes and symbols are text.
         */
        post: operations["webhookCorporateactionSuspension"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "corporateaction.delisting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The corporateaction.delisting event, POSTed to each webhook subscribed to it (and sent on GET /stream)
         * @description Signed with x-service-signature (hex HMAC-SHA256 of the raw body with the webhook secret). At-least-once: dedupe by eventId. Field forms, the same in every event: money, prices, per-share amounts, rates, units and quantities are JSON numbers whose decimal text is exact (USD to the cent, quantities to 6 decimals; at most 15 digits, never a string); whole-number counts are integers; ratios are text "new:old"; dates are text YYYY-MM-DD and instants ISO-8601 UTC text; ids, codes and symbols are text.
         */
        post: operations["webhookCorporateactionDelisting"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "corporateaction.rights_issue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The corporateaction.rights_issue event, POSTed to each webhook subscribed to it (and sent on GET /stream)
         * @description Signed with x-service-signature (hex HMAC-SHA256 of the raw body with the webhook secret). At-least-once: dedupe by eventId. Field forms, the same in every event: money, prices, per-share amounts, rates, units and quantities are JSON numbers whose decimal text is exact (USD to the cent, quantities to 6 decimals; at most 15 digits, never a string); whole-number counts are integers; ratios are text "new:old"; dates are text YYYY-MM-DD and instants ISO-8601 UTC text; ids, codes and symbols are text.
         */
        post: operations["webhookCorporateactionRightsIssue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "corporateaction.symbol_changed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The corporateaction.symbol_changed event, POSTed to each webhook subscribed to it (and sent on GET /stream)
         * @description Signed with x-service-signature (hex HMAC-SHA256 of the raw body with the webhook secret). At-least-once: dedupe by eventId. Field forms, the same in every event: money, prices, per-share amounts, rates, units and quantities are JSON numbers whose decimal text is exact (USD to the cent, quantities to 6 decimals; at most 15 digits, never a string); whole-number counts are integers; ratios are text "new:old"; dates are text YYYY-MM-DD and instants ISO-8601 UTC text; ids, codes and symbols are text.
         */
        post: operations["webhookCorporateactionSymbolChanged"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "corporateaction.cancelled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The corporateaction.cancelled event, POSTed to each webhook subscribed to it (and sent on GET /stream)
         * @description Signed with x-service-signature (hex HMAC-SHA256 of the raw body with the webhook secret). At-least-once: dedupe by eventId. Field forms, the same in every event: money, prices, per-share amounts, rates, units and quantities are JSON numbers whose decimal text is exact (USD to the cent, quantities to 6 decimals; at most 15 digits, never a string); whole-number counts are integers; ratios are text "new:old"; dates are text YYYY-MM-DD and instants ISO-8601 UTC text; ids, codes and symbols are text.
         */
        post: operations["webhookCorporateactionCancelled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "quote.expired": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The quote.expired event, POSTed to each webhook subscribed to it (and sent on GET /stream)
         * @description Signed with x-service-signature (hex HMAC-SHA256 of the raw body with the webhook secret). At-least-once: dedupe by eventId. Field forms, the same in every event: money, prices, per-share amounts, rates, units and quantities are JSON numbers whose decimal text is exact (USD to the cent, quantities to 6 decimals; at most 15 digits, never a string); whole-number counts are integers; ratios are text "new:old"; dates are text YYYY-MM-DD and instants ISO-8601 UTC text; ids, codes and symbols are text.
         */
        post: operations["webhookQuoteExpired"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "price.alert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The price.alert event, POSTed to each webhook subscribed to it (and sent on GET /stream)
         * @description Signed with x-service-signature (hex HMAC-SHA256 of the raw body with the webhook secret). At-least-once: dedupe by eventId. Field forms, the same in every event: money, prices, per-share amounts, rates, units and quantities are JSON numbers whose decimal text is exact (USD to the cent, quantities to 6 decimals; at most 15 digits, never a string); whole-number counts are integers; ratios are text "new:old"; dates are text YYYY-MM-DD and instants ISO-8601 UTC text; ids, codes and symbols are text.
         */
        post: operations["webhookPriceAlert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "market.status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The market.status event, POSTed to each webhook subscribed to it (and sent on GET /stream)
         * @description Signed with x-service-signature (hex HMAC-SHA256 of the raw body with the webhook secret). At-least-once: dedupe by eventId. Field forms, the same in every event: money, prices, per-share amounts, rates, units and quantities are JSON numbers whose decimal text is exact (USD to the cent, quantities to 6 decimals; at most 15 digits, never a string); whole-number counts are integers; ratios are text "new:old"; dates are text YYYY-MM-DD and instants ISO-8601 UTC text; ids, codes and symbols are text.
         */
        post: operations["webhookMarketStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "incident.declared": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The incident.declared event, POSTed to each webhook subscribed to it (and sent on GET /stream)
         * @description Signed with x-service-signature (hex HMAC-SHA256 of the raw body with the webhook secret). At-least-once: dedupe by eventId. Field forms, the same in every event: money, prices, per-share amounts, rates, units and quantities are JSON numbers whose decimal text is exact (USD to the cent, quantities to 6 decimals; at most 15 digits, never a string); whole-number counts are integers; ratios are text "new:old"; dates are text YYYY-MM-DD and instants ISO-8601 UTC text; ids, codes and symbols are text.
         */
        post: operations["webhookIncidentDeclared"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "incident.resolved": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The incident.resolved event, POSTed to each webhook subscribed to it (and sent on GET /stream)
         * @description Signed with x-service-signature (hex HMAC-SHA256 of the raw body with the webhook secret). At-least-once: dedupe by eventId. Field forms, the same in every event: money, prices, per-share amounts, rates, units and quantities are JSON numbers whose decimal text is exact (USD to the cent, quantities to 6 decimals; at most 15 digits, never a string); whole-number counts are integers; ratios are text "new:old"; dates are text YYYY-MM-DD and instants ISO-8601 UTC text; ids, codes and symbols are text.
         */
        post: operations["webhookIncidentResolved"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "subscription.confirmed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The subscription.confirmed event, POSTed to each webhook subscribed to it (and sent on GET /stream)
         * @description Signed with x-service-signature (hex HMAC-SHA256 of the raw body with the webhook secret). At-least-once: dedupe by eventId. Field forms, the same in every event: money, prices, per-share amounts, rates, units and quantities are JSON numbers whose decimal text is exact (USD to the cent, quantities to 6 decimals; at most 15 digits, never a string); whole-number counts are integers; ratios are text "new:old"; dates are text YYYY-MM-DD and instants ISO-8601 UTC text; ids, codes and symbols are text.
         */
        post: operations["webhookSubscriptionConfirmed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "redemption.confirmed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The redemption.confirmed event, POSTed to each webhook subscribed to it (and sent on GET /stream)
         * @description Signed with x-service-signature (hex HMAC-SHA256 of the raw body with the webhook secret). At-least-once: dedupe by eventId. Field forms, the same in every event: money, prices, per-share amounts, rates, units and quantities are JSON numbers whose decimal text is exact (USD to the cent, quantities to 6 decimals; at most 15 digits, never a string); whole-number counts are integers; ratios are text "new:old"; dates are text YYYY-MM-DD and instants ISO-8601 UTC text; ids, codes and symbols are text.
         */
        post: operations["webhookRedemptionConfirmed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "fund.yield_paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The fund.yield_paid event, POSTed to each webhook subscribed to it (and sent on GET /stream)
         * @description Signed with x-service-signature (hex HMAC-SHA256 of the raw body with the webhook secret). At-least-once: dedupe by eventId. Field forms, the same in every event: money, prices, per-share amounts, rates, units and quantities are JSON numbers whose decimal text is exact (USD to the cent, quantities to 6 decimals; at most 15 digits, never a string); whole-number counts are integers; ratios are text "new:old"; dates are text YYYY-MM-DD and instants ISO-8601 UTC text; ids, codes and symbols are text.
         */
        post: operations["webhookFundYieldPaid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "bond.coupon_paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The bond.coupon_paid event, POSTed to each webhook subscribed to it (and sent on GET /stream)
         * @description Signed with x-service-signature (hex HMAC-SHA256 of the raw body with the webhook secret). At-least-once: dedupe by eventId. Field forms, the same in every event: money, prices, per-share amounts, rates, units and quantities are JSON numbers whose decimal text is exact (USD to the cent, quantities to 6 decimals; at most 15 digits, never a string); whole-number counts are integers; ratios are text "new:old"; dates are text YYYY-MM-DD and instants ISO-8601 UTC text; ids, codes and symbols are text.
         */
        post: operations["webhookBondCouponPaid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "bond.matured": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The bond.matured event, POSTed to each webhook subscribed to it (and sent on GET /stream)
         * @description Signed with x-service-signature (hex HMAC-SHA256 of the raw body with the webhook secret). At-least-once: dedupe by eventId. Field forms, the same in every event: money, prices, per-share amounts, rates, units and quantities are JSON numbers whose decimal text is exact (USD to the cent, quantities to 6 decimals; at most 15 digits, never a string); whole-number counts are integers; ratios are text "new:old"; dates are text YYYY-MM-DD and instants ISO-8601 UTC text; ids, codes and symbols are text.
         */
        post: operations["webhookBondMatured"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "commitment.allocated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The commitment.allocated event, POSTed to each webhook subscribed to it (and sent on GET /stream)
         * @description Signed with x-service-signature (hex HMAC-SHA256 of the raw body with the webhook secret). At-least-once: dedupe by eventId. Field forms, the same in every event: money, prices, per-share amounts, rates, units and quantities are JSON numbers whose decimal text is exact (USD to the cent, quantities to 6 decimals; at most 15 digits, never a string); whole-number counts are integers; ratios are text "new:old"; dates are text YYYY-MM-DD and instants ISO-8601 UTC text; ids, codes and symbols are text.
         */
        post: operations["webhookCommitmentAllocated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "commitment.refunded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The commitment.refunded event, POSTed to each webhook subscribed to it (and sent on GET /stream)
         * @description Signed with x-service-signature (hex HMAC-SHA256 of the raw body with the webhook secret). At-least-once: dedupe by eventId. Field forms, the same in every event: money, prices, per-share amounts, rates, units and quantities are JSON numbers whose decimal text is exact (USD to the cent, quantities to 6 decimals; at most 15 digits, never a string); whole-number counts are integers; ratios are text "new:old"; dates are text YYYY-MM-DD and instants ISO-8601 UTC text; ids, codes and symbols are text.
         */
        post: operations["webhookCommitmentRefunded"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "invoice.issued": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The invoice.issued event, POSTed to each webhook subscribed to it (and sent on GET /stream)
         * @description Signed with x-service-signature (hex HMAC-SHA256 of the raw body with the webhook secret). At-least-once: dedupe by eventId. Field forms, the same in every event: money, prices, per-share amounts, rates, units and quantities are JSON numbers whose decimal text is exact (USD to the cent, quantities to 6 decimals; at most 15 digits, never a string); whole-number counts are integers; ratios are text "new:old"; dates are text YYYY-MM-DD and instants ISO-8601 UTC text; ids, codes and symbols are text.
         */
        post: operations["webhookInvoiceIssued"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "test_clock.advanced": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The test_clock.advanced event, POSTed to each webhook subscribed to it (and sent on GET /stream)
         * @description Signed with x-service-signature (hex HMAC-SHA256 of the raw body with the webhook secret). At-least-once: dedupe by eventId. Field forms, the same in every event: money, prices, per-share amounts, rates, units and quantities are JSON numbers whose decimal text is exact (USD to the cent, quantities to 6 decimals; at most 15 digits, never a string); whole-number counts are integers; ratios are text "new:old"; dates are text YYYY-MM-DD and instants ISO-8601 UTC text; ids, codes and symbols are text.
         */
        post: operations["webhookTestClockAdvanced"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "support.case_answered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The support.case_answered event, POSTed to each webhook subscribed to it (and sent on GET /stream)
         * @description Signed with x-service-signature (hex HMAC-SHA256 of the raw body with the webhook secret). At-least-once: dedupe by eventId. Field forms, the same in every event: money, prices, per-share amounts, rates, units and quantities are JSON numbers whose decimal text is exact (USD to the cent, quantities to 6 decimals; at most 15 digits, never a string); whole-number counts are integers; ratios are text "new:old"; dates are text YYYY-MM-DD and instants ISO-8601 UTC text; ids, codes and symbols are text.
         */
        post: operations["webhookSupportCaseAnswered"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "support.case_updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The support.case_updated event, POSTed to each webhook subscribed to it (and sent on GET /stream)
         * @description Signed with x-service-signature (hex HMAC-SHA256 of the raw body with the webhook secret). At-least-once: dedupe by eventId. Field forms, the same in every event: money, prices, per-share amounts, rates, units and quantities are JSON numbers whose decimal text is exact (USD to the cent, quantities to 6 decimals; at most 15 digits, never a string); whole-number counts are integers; ratios are text "new:old"; dates are text YYYY-MM-DD and instants ISO-8601 UTC text; ids, codes and symbols are text.
         */
        post: operations["webhookSupportCaseUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "governance.meeting_announced": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The governance.meeting_announced event, POSTed to each webhook subscribed to it (and sent on GET /stream)
         * @description Signed with x-service-signature (hex HMAC-SHA256 of the raw body with the webhook secret). At-least-once: dedupe by eventId. Field forms, the same in every event: money, prices, per-share amounts, rates, units and quantities are JSON numbers whose decimal text is exact (USD to the cent, quantities to 6 decimals; at most 15 digits, never a string); whole-number counts are integers; ratios are text "new:old"; dates are text YYYY-MM-DD and instants ISO-8601 UTC text; ids, codes and symbols are text.
         */
        post: operations["webhookGovernanceMeetingAnnounced"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "governance.results_published": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The governance.results_published event, POSTed to each webhook subscribed to it (and sent on GET /stream)
         * @description Signed with x-service-signature (hex HMAC-SHA256 of the raw body with the webhook secret). At-least-once: dedupe by eventId. Field forms, the same in every event: money, prices, per-share amounts, rates, units and quantities are JSON numbers whose decimal text is exact (USD to the cent, quantities to 6 decimals; at most 15 digits, never a string); whole-number counts are integers; ratios are text "new:old"; dates are text YYYY-MM-DD and instants ISO-8601 UTC text; ids, codes and symbols are text.
         */
        post: operations["webhookGovernanceResultsPublished"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "approval.requested": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The approval.requested event, POSTed to each webhook subscribed to it (and sent on GET /stream)
         * @description Signed with x-service-signature (hex HMAC-SHA256 of the raw body with the webhook secret). At-least-once: dedupe by eventId. Field forms, the same in every event: money, prices, per-share amounts, rates, units and quantities are JSON numbers whose decimal text is exact (USD to the cent, quantities to 6 decimals; at most 15 digits, never a string); whole-number counts are integers; ratios are text "new:old"; dates are text YYYY-MM-DD and instants ISO-8601 UTC text; ids, codes and symbols are text.
         */
        post: operations["webhookApprovalRequested"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "approval.approved": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The approval.approved event, POSTed to each webhook subscribed to it (and sent on GET /stream)
         * @description Signed with x-service-signature (hex HMAC-SHA256 of the raw body with the webhook secret). At-least-once: dedupe by eventId. Field forms, the same in every event: money, prices, per-share amounts, rates, units and quantities are JSON numbers whose decimal text is exact (USD to the cent, quantities to 6 decimals; at most 15 digits, never a string); whole-number counts are integers; ratios are text "new:old"; dates are text YYYY-MM-DD and instants ISO-8601 UTC text; ids, codes and symbols are text.
         */
        post: operations["webhookApprovalApproved"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "approval.rejected": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The approval.rejected event, POSTed to each webhook subscribed to it (and sent on GET /stream)
         * @description Signed with x-service-signature (hex HMAC-SHA256 of the raw body with the webhook secret). At-least-once: dedupe by eventId. Field forms, the same in every event: money, prices, per-share amounts, rates, units and quantities are JSON numbers whose decimal text is exact (USD to the cent, quantities to 6 decimals; at most 15 digits, never a string); whole-number counts are integers; ratios are text "new:old"; dates are text YYYY-MM-DD and instants ISO-8601 UTC text; ids, codes and symbols are text.
         */
        post: operations["webhookApprovalRejected"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "approval.expired": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The approval.expired event, POSTed to each webhook subscribed to it (and sent on GET /stream)
         * @description Signed with x-service-signature (hex HMAC-SHA256 of the raw body with the webhook secret). At-least-once: dedupe by eventId. Field forms, the same in every event: money, prices, per-share amounts, rates, units and quantities are JSON numbers whose decimal text is exact (USD to the cent, quantities to 6 decimals; at most 15 digits, never a string); whole-number counts are integers; ratios are text "new:old"; dates are text YYYY-MM-DD and instants ISO-8601 UTC text; ids, codes and symbols are text.
         */
        post: operations["webhookApprovalExpired"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "test.event": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The test.event event, POSTed to each webhook subscribed to it (and sent on GET /stream)
         * @description Signed with x-service-signature (hex HMAC-SHA256 of the raw body with the webhook secret). At-least-once: dedupe by eventId. Field forms, the same in every event: money, prices, per-share amounts, rates, units and quantities are JSON numbers whose decimal text is exact (USD to the cent, quantities to 6 decimals; at most 15 digits, never a string); whole-number counts are integers; ratios are text "new:old"; dates are text YYYY-MM-DD and instants ISO-8601 UTC text; ids, codes and symbols are text.
         */
        post: operations["webhookTestEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        AccountClosedEvent: {
            eventId: string;
            /** @constant */
            event: "account.closed";
            timestamp: string;
            data: {
                subAccountId: string;
                externalId: string;
                /** @constant */
                status: "CLOSED";
                residualTransferUsd: number;
                /** @constant */
                currency: "USD";
            };
            /** @constant */
            isSandbox?: true;
        };
        AccountFrozenEvent: {
            eventId: string;
            /** @constant */
            event: "account.frozen";
            timestamp: string;
            data: {
                subAccountId: string;
                frozen: boolean;
                frozenBy: string | null;
            };
            /** @constant */
            isSandbox?: true;
        };
        /**
         * Approval
         * @description A request held for a second member (maker-checker): what runs when approved (body) and its SHA-256 (bodyDigest, hex, of the canonical JSON), who asked, and the outcome
         */
        Approval: {
            approvalId: string;
            /** @enum {string} */
            action: "payout" | "key.rotate" | "key.revoke" | "webhook.delete" | "security.loosen" | "settings.patch";
            /** @enum {string} */
            status: "PENDING" | "APPROVED" | "EXECUTED" | "REJECTED" | "EXPIRED" | "FAILED";
            requester: {
                /** @enum {string} */
                kind: "member" | "apiKey";
                id: string;
            };
            summary: Record<string, never>;
            body: unknown;
            bodyDigest: string;
            /**
             * Format: date-time
             * @description ISO 8601 instant
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 instant
             */
            expiresAt: string;
            decidedBy: string | null;
            decidedAt: string | null;
            reason: string | null;
            failure: {
                code: string;
                message: string;
            } | null;
            outcome: Record<string, never> | null;
        };
        ApprovalApprovedEvent: {
            eventId: string;
            /** @constant */
            event: "approval.approved";
            timestamp: string;
            data: {
                approvalId: string;
                action: string;
                requester: {
                    /** @enum {string} */
                    kind: "member" | "apiKey";
                    id: string;
                };
                bodyDigest: string;
                /** @constant */
                status: "APPROVED";
                approvedBy: string;
                approvedAt: string;
            };
            /** @constant */
            isSandbox?: true;
        };
        /**
         * ApprovalDecision
         * @description The decided approval; when approved and executed, `result` is the held action's own answer (what its route would have answered); null otherwise
         */
        ApprovalDecision: {
            approval: components["schemas"]["Approval"];
            result: Record<string, never> | null;
        };
        ApprovalExpiredEvent: {
            eventId: string;
            /** @constant */
            event: "approval.expired";
            timestamp: string;
            data: {
                approvalId: string;
                action: string;
                requester: {
                    /** @enum {string} */
                    kind: "member" | "apiKey";
                    id: string;
                };
                bodyDigest: string;
                /** @constant */
                status: "EXPIRED";
                expiredAt: string;
            };
            /** @constant */
            isSandbox?: true;
        };
        /**
         * ApprovalList
         * @description One cursor page of the partner's approvals in this environment, oldest first
         */
        ApprovalList: {
            approvals: components["schemas"]["Approval"][];
            count: number;
            hasMore: boolean;
            nextCursor: string | null;
        };
        ApprovalRejectedEvent: {
            eventId: string;
            /** @constant */
            event: "approval.rejected";
            timestamp: string;
            data: {
                approvalId: string;
                action: string;
                requester: {
                    /** @enum {string} */
                    kind: "member" | "apiKey";
                    id: string;
                };
                bodyDigest: string;
                /** @constant */
                status: "REJECTED";
                rejectedBy: string;
                reason: string | null;
                rejectedAt: string;
            };
            /** @constant */
            isSandbox?: true;
        };
        ApprovalRequestedEvent: {
            eventId: string;
            /** @constant */
            event: "approval.requested";
            timestamp: string;
            data: {
                approvalId: string;
                action: string;
                requester: {
                    /** @enum {string} */
                    kind: "member" | "apiKey";
                    id: string;
                };
                bodyDigest: string;
                summary: Record<string, never>;
                /** @constant */
                status: "PENDING";
                expiresAt: string;
                requestedAt: string;
            };
            /** @constant */
            isSandbox?: true;
        };
        /**
         * ApprovalRules
         * @description Which actions need a second member: payouts above an amount (null: none), key rotation and revocation, webhook deletion, settings changes; loosening the policy always does
         */
        ApprovalRules: {
            payoutsAbove: number | null;
            keyRotation: boolean;
            keyRevocation: boolean;
            webhookDeletion: boolean;
            settingsChanges: boolean;
            expiresInSeconds: number;
        };
        /**
         * Article
         * @description A market-intel article, company news item or corporate action
         */
        Article: {
            id: string;
            /** @enum {string} */
            type: "NEWS" | "INTEL" | "CORPORATE_ACTION";
            title: string;
            summary: string;
            body: string | null;
            category: string;
            exchange: string | null;
            symbols: string[];
            source: string;
            author: string | null;
            url: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 instant
             */
            publishedAt: string;
        };
        /**
         * ArticleList
         * @description Market-intel articles and corporate actions, newest first
         */
        ArticleList: {
            articles: components["schemas"]["Article"][];
            count: number;
        };
        /**
         * AumReport
         * @description Assets under management of the partner environment at the end of `asOf` (UTC): every account's cash and positions, master account included
         */
        AumReport: {
            /** Format: date */
            asOf: string;
            /**
             * @description today: the latest delayed prices; a past day: its close (the last session close on or before it)
             * @enum {string}
             */
            valuation: "LATEST_DELAYED_PRICE" | "CLOSE";
            /** @constant */
            currency: "USD";
            totals: {
                /** @description USD amount, at most 2 decimals */
                cashUsd: number;
                /** @description USD amount, at most 2 decimals */
                positionsUsd: number;
                /** @description USD amount, at most 2 decimals */
                totalUsd: number;
                accounts: number;
                positions: number;
                /** @description positions without a price that day, valued at 0 */
                unpricedPositions: number;
            };
            bySubAccount: {
                /** @description null for the master account */
                subAccountId: string | null;
                /** @enum {string} */
                accountType: "MASTER" | "SUB_ACCOUNT";
                /** @description USD amount, at most 2 decimals */
                cashUsd: number;
                /** @description USD amount, at most 2 decimals */
                positionsUsd: number;
                /** @description USD amount, at most 2 decimals */
                totalUsd: number;
                positions: number;
            }[];
            byAssetClass: {
                assetClass: string;
                /** @description USD amount, at most 2 decimals */
                valueUsd: number;
                positions: number;
            }[];
            /** @description positions only (cash has no exchange) */
            byExchange: {
                exchange: string;
                /** @description USD amount, at most 2 decimals */
                valueUsd: number;
                positions: number;
            }[];
            /** @description by the currency the position is priced in, valued in USD; cash is USD */
            byCurrency: {
                currency: string;
                /** @description USD amount, at most 2 decimals */
                valueUsd: number;
                positions: number;
            }[];
        };
        /** AutoRegistered */
        AutoRegistered: {
            subAccountId: string;
            userId: string;
            externalId: string;
            /** @description the sub-account access token, shown once */
            token: string;
            created: boolean;
        };
        /**
         * Bond
         * @description A treasury bill or government bond: coupon (percent of face, 0 for a discount bill), yield (percent) and clean price per 100 of face
         */
        Bond: {
            id: string;
            /** @constant */
            assetClass: "BOND";
            name: string;
            issuer: string;
            country: string;
            currency: string;
            /** @enum {string} */
            type: "TREASURY_BILL" | "TREASURY_BOND" | "INFRASTRUCTURE_BOND";
            isin: string | null;
            couponRate: number;
            /** @enum {number} */
            couponFrequency: 0 | 1 | 2 | 4;
            /** Format: date */
            issueDate: string;
            /** Format: date */
            maturityDate: string;
            /** @description USD amount, at most 2 decimals */
            minimumInvestment: number;
            yield: number;
            price: number;
            /** @enum {string} */
            status: "ACTIVE" | "MATURED";
        };
        BondCouponPaidEvent: {
            eventId: string;
            /** @constant */
            event: "bond.coupon_paid";
            timestamp: string;
            data: {
                transactionId: string;
                subAccountId: string;
                instrumentId: string;
                paymentDate: string;
                couponRate: number;
                units: number;
                amount: number;
                /** @constant */
                currency: "USD";
            };
            /** @constant */
            isSandbox?: true;
        };
        /**
         * BondList
         * @description Every bond matching the filters
         */
        BondList: {
            bonds: components["schemas"]["Bond"][];
            count: number;
        };
        BondMaturedEvent: {
            eventId: string;
            /** @constant */
            event: "bond.matured";
            timestamp: string;
            data: {
                transactionId: string;
                subAccountId: string;
                instrumentId: string;
                type: string;
                maturityDate: string;
                units: number;
                amount: number;
                /** @constant */
                currency: "USD";
            };
            /** @constant */
            isSandbox?: true;
        };
        /**
         * BuyingPower
         * @description Settlement-aware balances
         */
        BuyingPower: {
            subAccountId: string;
            /** @constant */
            currency: "USD";
            /** @description USD amount, at most 2 decimals */
            cashUsd: number;
            /** @description USD amount, at most 2 decimals */
            settledUsd: number;
            /** @description USD amount, at most 2 decimals */
            unsettledUsd: number;
            /** @description USD amount, at most 2 decimals */
            reservedUsd: number;
            /** @description USD amount, at most 2 decimals */
            buyingPowerUsd: number;
            /** @description USD amount, at most 2 decimals */
            withdrawableUsd: number;
            settlementHold: boolean;
        };
        /**
         * Candle
         * @description A candle built only from what was captured; observations on intraday candles only
         */
        Candle: {
            /**
             * Format: date-time
             * @description ISO 8601 instant
             */
            time: string;
            /** Format: date */
            date: string;
            open: number | null;
            high: number | null;
            low: number | null;
            close: number;
            volume: number | null;
            volumeAvailable: boolean;
            ohlcAvailable: boolean;
            observations?: number;
        };
        /**
         * CandlesResponse
         * @description Candles oldest first with the truth about their quality (raw prices)
         */
        CandlesResponse: {
            symbol: string;
            /** @enum {string} */
            interval: "15m" | "1h" | "1d" | "1w" | "1mo";
            candles: components["schemas"]["Candle"][];
            meta: {
                name: string;
                symbol: string;
                exchange: string;
                currency: string;
                timezone: string;
                /** @enum {string} */
                interval: "15m" | "1h" | "1d" | "1w" | "1mo";
                /** Format: date */
                from: string;
                /** Format: date */
                to: string;
                /** @constant */
                adjustment: "raw";
                count: number;
                ohlcCoveragePct: number;
                flatCandlePct: number;
                zeroVolumePct: number;
                volumeCoveragePct: number;
                /** @enum {string} */
                volumeStatus: "AVAILABLE" | "PARTIAL" | "UNAVAILABLE";
                /** @enum {string} */
                qualityStatus: "GOOD" | "DEGRADED" | "POOR";
                qualityIssues: ("NO_DATA" | "CLOSE_ONLY" | "PARTIAL_OHLC" | "FLAT_CANDLES" | "VOLUME_UNAVAILABLE" | "PARTIAL_VOLUME" | "SPARSE_INTRADAY_COVERAGE" | "MISSING_SESSIONS")[];
                samplingCadenceSeconds: number;
                intradayObservationCount: number;
                expectedSessions: number;
                missingSessions: number;
                /** @enum {string} */
                recommendedChartType: "candlestick" | "line";
            };
        };
        /**
         * Certification
         * @description The sandbox integration checklist: each step with the evidence the service holds of it, and whether the partner is certified
         */
        Certification: {
            /** @constant */
            environment: "sandbox";
            certified: boolean;
            certificationId: string | null;
            certifiedAt: string | null;
            passed: number;
            required: number;
            missing: string[];
            items: {
                item: string;
                description: string;
                required: boolean;
                /** @enum {string} */
                status: "PASSED" | "MISSING";
                evidence: {
                    /** @description the request id, event id, webhook delivery id, sub-account id or execution report id that proves the step */
                    id: string;
                    detail: string;
                    /**
                     * Format: date-time
                     * @description ISO 8601 instant
                     */
                    at: string;
                } | null;
            }[];
        };
        /** ClosedSubAccount */
        ClosedSubAccount: {
            id: string;
            userId: string;
            subAccountId: string;
            externalId: string;
            email: string | null;
            name: string | null;
            country: string | null;
            metadata: {
                [key: string]: unknown;
            } | null;
            /** @enum {string} */
            status: "active" | "frozen" | "closed";
            frozen: boolean;
            frozenBy: string | null;
            /** @enum {string} */
            kycStatus: "NONE" | "VERIFIED" | "REJECTED";
            /** @enum {string} */
            kycLevel: "NONE" | "FULL";
            kyc: {
                /** @enum {string} */
                status: "NONE" | "VERIFIED" | "REJECTED";
                /** @enum {string} */
                level: "NONE" | "FULL";
                reference: string | null;
                reasonCode: string | null;
                reason: string | null;
                reviewedAt: string | null;
            };
            wallet: components["schemas"]["Wallet"];
            /**
             * Format: date-time
             * @description ISO 8601 instant
             */
            createdAt: string;
            closedAt: string | null;
            /** @description sandbox: the test clock this sub-account runs on (absent: the service clock) */
            testClockId?: string;
            /** @description cash returned to the master wallet */
            residualTransferUsd: number;
        };
        /**
         * Commitment
         * @description A sub-account's commitment to a private opportunity: its USD is held in escrow (PENDING) until the close date, then ALLOCATED (units issued, 1 unit per USD, 6 decimals) when the raise target is met, or REFUNDED to the wallet
         */
        Commitment: {
            commitmentId: string;
            subAccountId: string;
            opportunityId: string;
            /** @constant */
            assetClass: "OPPORTUNITY";
            /** @description USD amount, at most 2 decimals */
            amount: number;
            /** @constant */
            currency: "USD";
            units: number | null;
            /** @enum {string} */
            status: "PENDING" | "ALLOCATED" | "REFUNDED";
            /** Format: date */
            closeDate: string;
            /**
             * Format: date-time
             * @description ISO 8601 instant
             */
            createdAt: string;
            decidedAt: string | null;
        };
        CommitmentAllocatedEvent: {
            eventId: string;
            /** @constant */
            event: "commitment.allocated";
            timestamp: string;
            data: {
                commitmentId: string;
                subAccountId: string;
                opportunityId: string;
                amount: number;
                /** @constant */
                currency: "USD";
                units: number;
                /** @enum {string} */
                status: "ALLOCATED" | "REFUNDED";
                transactionId: string;
                newBalance: number;
            };
            /** @constant */
            isSandbox?: true;
        };
        /**
         * CommitmentList
         * @description One cursor page of a sub-account's commitments, oldest first
         */
        CommitmentList: {
            commitments: components["schemas"]["Commitment"][];
            count: number;
            hasMore: boolean;
            nextCursor: string | null;
        };
        CommitmentRefundedEvent: {
            eventId: string;
            /** @constant */
            event: "commitment.refunded";
            timestamp: string;
            data: {
                commitmentId: string;
                subAccountId: string;
                opportunityId: string;
                amount: number;
                /** @constant */
                currency: "USD";
                units: number;
                /** @enum {string} */
                status: "ALLOCATED" | "REFUNDED";
                transactionId: string;
                newBalance: number;
            };
            /** @constant */
            isSandbox?: true;
        };
        /**
         * CompanyList
         * @description One cursor page of company profiles
         */
        CompanyList: {
            companies: components["schemas"]["CompanyProfile"][];
            count: number;
            hasMore: boolean;
            nextCursor: string | null;
        };
        /**
         * CompanyNews
         * @description Company news and corporate actions of one instrument, newest first
         */
        CompanyNews: {
            symbol: string;
            news: components["schemas"]["NewsItem"][];
            count: number;
        };
        /**
         * CompanyProfile
         * @description Company profile of a listed instrument
         */
        CompanyProfile: {
            symbol: string;
            ticker: string;
            name: string;
            exchange: string;
            exchangeName: string;
            country: string;
            currency: string;
            sector: string;
            industry: string;
            /** @enum {string} */
            assetType: "EQUITY" | "ETF";
            description: string;
            website: string;
            sharesOutstanding: number;
            listedSince: number;
            isin: string | null;
            /** @enum {string} */
            status: "ACTIVE" | "SUSPENDED" | "DELISTED";
        };
        /**
         * CorporateAction
         * @description A declared corporate action; terms that do not apply to its type are null; status EFFECTIVE once its effective date (a dividend: its ex-date) has come, PAID once a dividend is paid, CANCELLED when the operator withdrew it before its effective date
         */
        CorporateAction: {
            corporateActionId: string;
            /** @enum {string} */
            type: "SPLIT" | "REVERSE_SPLIT" | "BONUS_ISSUE" | "DIVIDEND" | "SUSPENSION" | "LIFT_SUSPENSION" | "DELISTING" | "SYMBOL_CHANGE" | "RIGHTS_ISSUE" | "PRIVATE_PLACEMENT";
            symbol: string;
            exchange: string;
            /** @enum {string} */
            status: "DECLARED" | "EFFECTIVE" | "PAID" | "CANCELLED";
            /** Format: date */
            effectiveDate: string;
            ratio: string | null;
            dividendPerShare: number | null;
            currency: string | null;
            exDate: string | null;
            payDate: string | null;
            newSymbol: string | null;
            subscriptionPrice: number | null;
            reason: string | null;
            description: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 instant
             */
            declaredAt: string;
            effectiveAt: string | null;
            cancelledAt: string | null;
            historical?: boolean;
        };
        /**
         * CorporateActionList
         * @description One cursor page of corporate actions in declaration order
         */
        CorporateActionList: {
            corporateActions: components["schemas"]["CorporateAction"][];
            count: number;
            hasMore: boolean;
            nextCursor: string | null;
        };
        CorporateactionCancelledEvent: {
            eventId: string;
            /** @constant */
            event: "corporateaction.cancelled";
            timestamp: string;
            data: {
                corporateActionId: string;
                type: string;
                symbol: string;
                exchange: string;
                ratio: string | null;
                dividendPerShare: number | null;
                subscriptionPrice: number | null;
                /** @constant */
                status: "CANCELLED";
                effectiveDate: string;
                cancelledAt: string;
            };
            /** @constant */
            isSandbox?: true;
        };
        CorporateactionDeclaredEvent: {
            eventId: string;
            /** @constant */
            event: "corporateaction.declared";
            timestamp: string;
            data: {
                corporateActionId: string;
                type: string;
                symbol: string;
                exchange: string;
                ratio: string | null;
                dividendPerShare: number | null;
                subscriptionPrice: number | null;
                status: string;
                effectiveDate: string;
            };
            /** @constant */
            isSandbox?: true;
        };
        CorporateactionDelistingEvent: {
            eventId: string;
            /** @constant */
            event: "corporateaction.delisting";
            timestamp: string;
            data: {
                corporateActionId: string;
                type: string;
                symbol: string;
                exchange: string;
                ratio: string | null;
                dividendPerShare: number | null;
                subscriptionPrice: number | null;
                status: string;
                effectiveDate: string;
                /** @constant */
                delisted: true;
                affectedSubAccounts: {
                    subAccountId: string | null;
                    externalId: string | null;
                    /** @enum {string} */
                    accountType: "SUB_ACCOUNT" | "MASTER";
                    units: number;
                }[];
                cancelledOrderIds: string[];
                disarmedAlertIds: string[];
            };
            /** @constant */
            isSandbox?: true;
        };
        CorporateactionRightsIssueEvent: {
            eventId: string;
            /** @constant */
            event: "corporateaction.rights_issue";
            timestamp: string;
            data: {
                corporateActionId: string;
                type: string;
                symbol: string;
                exchange: string;
                ratio: string;
                dividendPerShare: number | null;
                subscriptionPrice: number;
                effectiveDate: string;
            };
            /** @constant */
            isSandbox?: true;
        };
        CorporateactionSplitEvent: {
            eventId: string;
            /** @constant */
            event: "corporateaction.split";
            timestamp: string;
            data: {
                corporateActionId: string;
                type: string;
                symbol: string;
                exchange: string;
                ratio: string;
                effectiveDate: string;
                affectedSubAccounts: {
                    subAccountId: string | null;
                    externalId: string | null;
                    /** @enum {string} */
                    accountType: "SUB_ACCOUNT" | "MASTER";
                    previousUnits: number;
                    units: number;
                    cashInLieuUsd: number;
                }[];
            };
            /** @constant */
            isSandbox?: true;
        };
        CorporateactionSuspensionEvent: {
            eventId: string;
            /** @constant */
            event: "corporateaction.suspension";
            timestamp: string;
            data: {
                corporateActionId: string;
                type: string;
                symbol: string;
                exchange: string;
                ratio: string | null;
                dividendPerShare: number | null;
                subscriptionPrice: number | null;
                status: string;
                effectiveDate: string;
                suspended: boolean;
            };
            /** @constant */
            isSandbox?: true;
        };
        CorporateactionSymbolChangedEvent: {
            eventId: string;
            /** @constant */
            event: "corporateaction.symbol_changed";
            timestamp: string;
            data: {
                corporateActionId: string;
                type: string;
                symbol: string;
                exchange: string;
                ratio: string | null;
                dividendPerShare: number | null;
                subscriptionPrice: number | null;
                status: string;
                effectiveDate: string;
                oldSymbol: string;
                newSymbol: string;
                affectedSubAccounts: {
                    subAccountId: string | null;
                    externalId: string | null;
                    /** @enum {string} */
                    accountType: "SUB_ACCOUNT" | "MASTER";
                    units: number;
                }[];
                orderIds: string[];
                alertIds: string[];
            };
            /** @constant */
            isSandbox?: true;
        };
        /**
         * DataQuality
         * @description How fresh market data is: delayed by a fixed number of minutes, refreshed on a fixed cadence
         */
        DataQuality: {
            /** @constant */
            delayMode: "DELAYED";
            delayMinutes: number;
            refreshIntervalSeconds: number;
            provider: string;
        };
        /**
         * DayRecord
         * @description One finalized session as delivered
         */
        DayRecord: {
            /** Format: date */
            date: string;
            open: number | null;
            high: number | null;
            low: number | null;
            close: number;
            volume: number | null;
            volumeAvailable: boolean;
            ohlcAvailable: boolean;
        };
        /**
         * DelayPolicy
         * @description The delayed-data policy and the UTC window prices are captured in
         */
        DelayPolicy: {
            /** @constant */
            delayMode: "DELAYED";
            delayMinutes: number;
            refreshIntervalSeconds: number;
            coverageWindowUtc: {
                start: string;
                end: string;
                days: string[];
            };
        };
        /**
         * Deposit
         * @description A deposit (wallet contract 1): local amount and FX fields only when the deposit named them
         */
        Deposit: {
            transactionId: string;
            subAccountId: string;
            externalId: string;
            /** @constant */
            status: "CONFIRMED";
            /** @description USD amount, at most 2 decimals */
            amount: number;
            /** @description USD amount, at most 2 decimals */
            amountUsd: number;
            /** @constant */
            currency: "USD";
            /** @description USD amount, at most 2 decimals */
            newBalance: number;
            /** @description USD amount, at most 2 decimals */
            masterWalletBalance: number;
            note: string | null;
            localAmount?: number;
            localCurrency?: string;
            fxRate?: number;
            /** @enum {string} */
            fxSource?: "partner" | "managed";
            fxRateAsOf?: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 instant
             */
            createdAt: string;
        };
        DepositConfirmedEvent: {
            eventId: string;
            /** @constant */
            event: "deposit.confirmed";
            timestamp: string;
            data: {
                subAccountId: string;
                externalId: string | null;
                amount: number;
                currency: string;
                newBalance: number;
                localAmount?: number;
                localCurrency?: string;
                fxRate?: number;
            };
            /** @constant */
            isSandbox?: true;
        };
        /** DepositResult */
        DepositResult: components["schemas"]["Deposit"] | components["schemas"]["WalletTransfer"];
        /**
         * Device
         * @description A push-notification device registration
         */
        Device: {
            deviceId: string;
            /** @enum {string} */
            platform: "ios" | "android" | "web";
            token: string;
            label: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 instant
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 instant
             */
            updatedAt: string;
        };
        /** DeviceDeleted */
        DeviceDeleted: {
            deviceId: string;
            /** @constant */
            deleted: true;
        };
        /** DeviceList */
        DeviceList: {
            subAccountId: string;
            devices: components["schemas"]["Device"][];
            count: number;
        };
        /**
         * Dividend
         * @description A dividend declaration (amount per share in the listing currency); status PAID once paid; corporateActionId null for the catalogue history
         */
        Dividend: {
            symbol: string;
            dividendPerShare: number;
            currency: string;
            type: ("FINAL" | "INTERIM") | null;
            /** @enum {string} */
            status: "DECLARED" | "PAID";
            /** Format: date */
            declaredDate: string;
            /** Format: date */
            exDate: string;
            recordDate: string | null;
            /** Format: date */
            payDate: string;
            corporateActionId: string | null;
            corporateActionStatus: ("DECLARED" | "EFFECTIVE" | "PAID") | null;
        };
        /**
         * DividendCalendar
         * @description Dividend declarations by ex-date; `held` says whether the partner holds the symbol
         */
        DividendCalendar: {
            declarations: {
                symbol: string;
                dividendPerShare: number;
                currency: string;
                type: ("FINAL" | "INTERIM") | null;
                /** @enum {string} */
                status: "DECLARED" | "PAID";
                /** Format: date */
                declaredDate: string;
                /** Format: date */
                exDate: string;
                recordDate: string | null;
                /** Format: date */
                payDate: string;
                corporateActionId: string | null;
                corporateActionStatus: ("DECLARED" | "EFFECTIVE" | "PAID") | null;
                name: string | null;
                exchange: string | null;
                held: boolean;
            }[];
            count: number;
            all: boolean;
        };
        /**
         * DividendHistory
         * @description Dividend history of one instrument, newest ex-date first
         */
        DividendHistory: {
            symbol: string;
            history: components["schemas"]["Dividend"][];
            count: number;
        };
        DividendPaidEvent: {
            eventId: string;
            /** @constant */
            event: "dividend.paid";
            timestamp: string;
            data: {
                symbol: string;
                dividendPerShare: number;
                currency: string;
                fxRate: number;
                totalUsdPaid: number;
                distributions: {
                    subAccountId: string | null;
                    units: number;
                    usdYield: number;
                }[];
            };
            /** @constant */
            isSandbox?: true;
        };
        /**
         * DividendReport
         * @description Dividends received by the partner in this environment, by pay date in [from, to] (UTC days), in USD
         */
        DividendReport: {
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            /** @constant */
            currency: "USD";
            /** @description USD amount, at most 2 decimals */
            totalUsdReceived: number;
            bySymbol: {
                symbol: string;
                /** @description USD amount, at most 2 decimals */
                totalUsd: number;
                payments: number;
            }[];
            bySubAccount: {
                subAccountId: string | null;
                /** @enum {string} */
                accountType: "MASTER" | "SUB_ACCOUNT";
                /** @description USD amount, at most 2 decimals */
                totalUsd: number;
                payments: number;
            }[];
        };
        /**
         * Election
         * @description An election at an issuer meeting: SCHEDULED until its voting window opens, OPEN while votes are taken, CLOSED at the window close, TALLIED once results are published (each resolution then carries its result, else null)
         */
        Election: {
            electionId: string;
            meetingId: string;
            symbol: string;
            title: string;
            /** @enum {string} */
            status: "SCHEDULED" | "OPEN" | "CLOSED" | "TALLIED";
            /**
             * Format: date-time
             * @description ISO 8601 instant
             */
            opensAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 instant
             */
            closesAt: string;
            resolutions: {
                resolutionId: string;
                title: string;
                description: string | null;
                result: components["schemas"]["ResolutionResult"] | null;
            }[];
            talliedAt: string | null;
        };
        /**
         * ElectionList
         * @description One cursor page of elections, in declaration order
         */
        ElectionList: {
            elections: components["schemas"]["Election"][];
            count: number;
            hasMore: boolean;
            nextCursor: string | null;
        };
        /**
         * @example {
         *       "error": {
         *         "code": "VALIDATION_ERROR",
         *         "message": "amount: must be greater than 0",
         *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
         *       }
         *     }
         */
        Error: {
            error: {
                /** @enum {string} */
                code: "AUTH_MISSING" | "AUTH_INVALID" | "AUTH_SUSPENDED" | "AUTH_REVOKED" | "RATE_LIMITED" | "MISSING_PARAM" | "MISSING_IDEMPOTENCY_KEY" | "INVALID_SYMBOL" | "UNKNOWN_EXCHANGE" | "INVALID_TYPE" | "VALIDATION_ERROR" | "BATCH_LIMIT_EXCEEDED" | "NOT_FOUND" | "CONFLICT" | "QUOTE_REQUIRED" | "QUOTE_NOT_FOUND" | "QUOTE_SCOPE_MISMATCH" | "STALE_QUOTE" | "QUOTE_ORDER_MISMATCH" | "INSUFFICIENT_FUNDS" | "UNSETTLED_FUNDS" | "KYC_REQUIRED" | "MARKET_CLOSED" | "FORBIDDEN" | "INTERNAL_ERROR" | "MAINTENANCE" | "SERVICE_UNAVAILABLE" | "GONE" | "METHOD_NOT_ALLOWED" | "PAYLOAD_TOO_LARGE" | "REQUEST_TIMEOUT" | "HEADERS_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "SANDBOX_MASTER_TRADING" | "SANDBOX_UNSUPPORTED" | "BUSINESS_RULE" | "WEBHOOK_TEST_FAILED";
                message: string;
                requestId: string;
            };
        };
        /**
         * EtfDetail
         * @description An ETF: summary, range chart data and fund metadata
         */
        EtfDetail: {
            symbol: string;
            ticker: string;
            name: string;
            exchange: string;
            currency: string;
            sector: string;
            industry: string;
            /** @enum {string} */
            assetType: "EQUITY" | "ETF";
            price: number | null;
            change: number | null;
            changePct: number | null;
            asOf: string | null;
            stale: boolean;
            tradable: boolean;
            /** @enum {string} */
            status: "ACTIVE" | "SUSPENDED" | "DELISTED";
            fractional: boolean;
            quantityDecimals: number;
            /** @enum {string} */
            historyConfidence: "high" | "medium" | "low";
            ohlcAvailable: boolean;
            volumeAvailable: boolean;
            /** @enum {string} */
            recommendedChartType: "candlestick" | "line";
            /** @enum {string} */
            range: "1d" | "1w" | "1m" | "3m" | "6m" | "1y" | "3y" | "5y" | "max";
            chart: {
                labels: string[];
                prices: number[];
            };
            fund: components["schemas"]["FundMetadata"];
        };
        /**
         * EtfList
         * @description One cursor page of ETFs
         */
        EtfList: {
            etfs: components["schemas"]["StockSummary"][];
            count: number;
            hasMore: boolean;
            nextCursor: string | null;
        };
        /**
         * Exchange
         * @description An exchange: hours, real-time status, delay policy, settlement cycle and data depth
         */
        Exchange: {
            code: string;
            displayCode: string;
            name: string;
            country: string;
            currency: string;
            timezone: string;
            tradingHours: components["schemas"]["TradingHours"];
            /** @enum {string} */
            status: "OPEN" | "CLOSED";
            statusReason: string | null;
            holiday: boolean;
            delayPolicy: components["schemas"]["DelayPolicy"];
            settlementCycle: string;
            fractional: boolean;
            quantityDecimals: number;
            historyYears: number;
            /** @enum {string} */
            historyConfidence: "high" | "medium" | "low";
            website: string;
        };
        /**
         * ExchangeStatus
         * @description Whether an exchange is open now, why not, and its next session boundaries
         */
        ExchangeStatus: {
            exchange: string;
            displayCode: string;
            name: string;
            /** @enum {string} */
            status: "OPEN" | "CLOSED";
            isOpen: boolean;
            reason: string | null;
            holiday: boolean;
            operatorClosure: {
                reason: string;
                /**
                 * Format: date-time
                 * @description ISO 8601 instant
                 */
                since: string;
            } | null;
            nextOpen: string | null;
            nextClose: string | null;
            tradingHours: components["schemas"]["TradingHours"];
            timezone: string;
            /**
             * Format: date-time
             * @description ISO 8601 instant
             */
            localTime: string;
        };
        /**
         * ExchangesResponse
         * @description Every exchange
         */
        ExchangesResponse: {
            data: components["schemas"]["Exchange"][];
            meta: {
                count: number;
                /**
                 * Format: date-time
                 * @description ISO 8601 instant
                 */
                asOf: string;
            };
        };
        /**
         * ExecutionReport
         * @description One lifecycle step of an order, FIX-like; the order's lastExecutionReportId is its latest report
         */
        ExecutionReport: {
            executionReportId: string;
            orderId: string;
            /** @description 1, 2, ... within the order */
            sequence: number;
            /** @enum {string} */
            execType: "NEW" | "TRIGGERED" | "PARTIAL_FILL" | "FILL" | "REPLACED" | "CANCELLED" | "EXPIRED" | "REJECTED" | "SETTLED" | "SETTLEMENT_FAILED";
            /** @description the order's omsStatus after this step */
            orderStatus: string;
            /** @enum {string} */
            accountType: "MASTER" | "SUB_ACCOUNT";
            subAccountId: string | null;
            symbol: string;
            /** @enum {string} */
            side: "BUY" | "SELL";
            /** @description units, at most 6 decimals */
            quantity: number;
            /** @description units, at most 6 decimals */
            filledQuantity: number;
            /** @description still open for execution: zero once the order is done */
            leavesQuantity: number;
            /** @description executed by this step (fills only, else 0) */
            lastQuantity: number;
            /** @description price of this fill (fills only) */
            lastPrice: number | null;
            /** @description volume-weighted average fill price so far */
            averagePrice: number | null;
            currency: string;
            venue: string | null;
            reason: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 instant
             */
            transactTime: string;
        };
        /** ExecutionReportList */
        ExecutionReportList: {
            executions: components["schemas"]["ExecutionReport"][];
            count: number;
            hasMore: boolean;
            nextCursor: string | null;
        };
        /**
         * ExecutionSla
         * @description The execution window of a live order, from the moment it went PENDING
         */
        ExecutionSla: {
            windowMinMinutes: number;
            windowMaxMinutes: number;
            marketHoursOnly: boolean;
            /**
             * Format: date-time
             * @description ISO 8601 instant
             */
            startedAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 instant
             */
            expectedBy: string;
            executedAt: string | null;
            met: boolean | null;
        };
        /**
         * FeeReport
         * @description Base broker fee and partner markup collected from the partner's accounts per period (net of reversals), from the ledger's revenue accounts
         */
        FeeReport: {
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            /** @enum {string} */
            interval: "day" | "month";
            /** @constant */
            currency: "USD";
            totals: {
                /** @description USD amount, at most 2 decimals */
                baseFeeUsd: number;
                /** @description USD amount, at most 2 decimals */
                markupUsd: number;
                /** @description USD amount, at most 2 decimals */
                totalUsd: number;
                charges: number;
            };
            periods: {
                period: string;
                /** @description USD amount, at most 2 decimals */
                baseFeeUsd: number;
                /** @description USD amount, at most 2 decimals */
                markupUsd: number;
                /** @description USD amount, at most 2 decimals */
                totalUsd: number;
                charges: number;
            }[];
        };
        /**
         * Float
         * @description The master wallet's funding headroom
         */
        Float: {
            /** @enum {string} */
            environment: "production" | "sandbox";
            /** @constant */
            currency: "USD";
            /** @description USD amount, at most 2 decimals */
            balance: number;
            /** @description escrow of open master BUY orders (already out of the balance) */
            reserved: number;
            /** @description payouts not yet processed (still in the balance) */
            pendingPayouts: number;
            /** @description top-ups awaiting approval (not yet in the balance) */
            pendingTopups: number;
            /** @description balance less pending payouts */
            available: number;
            /** @description the float-low threshold of the settings */
            threshold: number;
            /** @description available less the threshold: what can leave before float.low (negative when below) */
            headroom: number;
            /** @description the balance is below the threshold (what float.low watches) */
            low: boolean;
        };
        FloatLowEvent: {
            eventId: string;
            /** @constant */
            event: "float.low";
            timestamp: string;
            data: Record<string, never>;
            /** @constant */
            isSandbox?: true;
        };
        /**
         * Fund
         * @description A money-market, fixed-income or ETF-like fund: NAV per unit (USD) with its as-of date, annualised return (percent), minimum, window and distribution policy
         */
        Fund: {
            id: string;
            /** @constant */
            assetClass: "FUND";
            name: string;
            manager: string;
            country: string;
            currency: string;
            /** @enum {string} */
            type: "MMF" | "FIXED_INCOME" | "ETF_LIKE";
            nav: number;
            /** Format: date */
            navAsOf: string;
            annualisedReturn: number;
            /** @description USD amount, at most 2 decimals */
            minimumInvestment: number;
            /** @enum {string} */
            subscriptionWindow: "OPEN" | "CLOSED";
            /** @enum {string} */
            distributionPolicy: "ACCUMULATE" | "DISTRIBUTE";
        };
        /**
         * FundList
         * @description Every fund matching the filters
         */
        FundList: {
            funds: components["schemas"]["Fund"][];
            count: number;
        };
        /**
         * FundMetadata
         * @description ETF metadata read from the catalog's wording; issuer and underlying null when it says neither
         */
        FundMetadata: {
            issuer: string | null;
            underlying: string | null;
            category: string;
            currency: string;
            exchange: string;
            exchangeName: string;
            description: string;
            website: string;
            unitsOutstanding: number;
            listedSince: number;
            isin: string | null;
        };
        FundYieldPaidEvent: {
            eventId: string;
            /** @constant */
            event: "fund.yield_paid";
            timestamp: string;
            data: {
                transactionId: string;
                subAccountId: string;
                instrumentId: string;
                /** @enum {string} */
                distributionPolicy: "ACCUMULATE" | "DISTRIBUTE";
                units: number;
                amount: number;
                /** @constant */
                currency: "USD";
                unitsHeld: number;
                accruedFor: string;
            };
            /** @constant */
            isSandbox?: true;
        };
        /**
         * FxRatesResponse
         * @description The managed FX table: local currency units per USD
         */
        FxRatesResponse: {
            /** @constant */
            base: "USD";
            data: {
                currency: string;
                perUsd: number;
                /**
                 * Format: date-time
                 * @description ISO 8601 instant
                 */
                asOf: string;
                /** @constant */
                source: "managed";
            }[];
            meta: {
                count: number;
                asOf: string | null;
            };
        };
        GovernanceMeetingAnnouncedEvent: {
            eventId: string;
            /** @constant */
            event: "governance.meeting_announced";
            timestamp: string;
            data: {
                meetingId: string;
                symbol: string;
                /** @enum {string} */
                type: "AGM" | "EGM";
                meetingDate: string;
                recordDate: string;
                agenda: string[];
                elections: {
                    electionId: string;
                    title: string;
                    opensAt: string;
                    closesAt: string;
                }[];
            };
            /** @constant */
            isSandbox?: true;
        };
        GovernanceResultsPublishedEvent: {
            eventId: string;
            /** @constant */
            event: "governance.results_published";
            timestamp: string;
            data: {
                electionId: string;
                meetingId: string;
                symbol: string;
                /** @constant */
                status: "TALLIED";
                resolutions: {
                    resolutionId: string;
                    title: string;
                    result: {
                        for: number;
                        against: number;
                        abstain: number;
                        votes: number;
                    };
                }[];
                talliedAt: string;
            };
            /** @constant */
            isSandbox?: true;
        };
        /** Holding */
        Holding: {
            symbol: string;
            /** @enum {string} */
            assetClass: "EQUITY" | "ETF" | "BOND" | "FUND" | "OPPORTUNITY";
            name: string;
            exchange: string;
            currency: string;
            /** @description shares, at most 6 decimals */
            units: number;
            /** @description shares, at most 6 decimals */
            reservedUnits: number;
            averageCostUsd: number | null;
            /** @description USD amount, at most 2 decimals */
            costBasisUsd: number;
            marketPriceLocal: number | null;
            priceAsOf: string | null;
            /** @description USD amount, at most 2 decimals */
            marketValueUsd: number;
            /** @description USD amount, at most 2 decimals */
            unrealisedPnlUsd: number;
            unrealisedPnlPct: number | null;
            /** @description The instrument was delisted: the holding is kept but can no longer be traded (issue 12) */
            delisted: boolean;
        };
        /**
         * HolidaysResponse
         * @description Exchange holidays in a date range, by date
         */
        HolidaysResponse: {
            data: {
                exchange: string;
                /** Format: date */
                date: string;
                reason: string;
            }[];
            meta: {
                count: number;
                /** Format: date */
                from: string;
                /** Format: date */
                to: string;
                exchange: string | null;
            };
        };
        IncidentDeclaredEvent: {
            eventId: string;
            /** @constant */
            event: "incident.declared";
            timestamp: string;
            data: {
                id: string;
                /** @enum {string} */
                severity: "P0" | "P1" | "P2" | "P3";
                status: string;
                title: string;
                affectedServices: string[];
            };
            /** @constant */
            isSandbox?: true;
        };
        IncidentResolvedEvent: {
            eventId: string;
            /** @constant */
            event: "incident.resolved";
            timestamp: string;
            data: {
                id: string;
                /** @enum {string} */
                severity: "P0" | "P1" | "P2" | "P3";
                status: string;
                resolvedAt: string;
                duration: string;
            };
            /** @constant */
            isSandbox?: true;
        };
        /**
         * Instrument
         * @description A catalog entry; order constraints are null where the instrument is not tradable
         */
        Instrument: {
            symbol: string;
            ticker: string;
            name: string;
            /** @enum {string} */
            assetClass: "EQUITY" | "ETF" | "BOND" | "FUND" | "OPPORTUNITY";
            exchange: string;
            currency: string;
            country: string;
            sector: string;
            isin: string | null;
            status: ("ACTIVE" | "SUSPENDED" | "DELISTED") | ("MATURED" | "CLOSED");
            tradable: boolean;
            fractional: boolean | null;
            quantityDecimals: number | null;
            minQuantity: number | null;
            lotSize: number | null;
            settlementCycleDays: number;
            ohlcAvailable: boolean;
            volumeAvailable: boolean;
            /** @description USD amount, at most 2 decimals */
            minimumInvestment?: number;
        };
        /**
         * InstrumentList
         * @description One cursor page of the unified instrument catalog
         */
        InstrumentList: {
            instruments: components["schemas"]["Instrument"][];
            count: number;
            hasMore: boolean;
            nextCursor: string | null;
        };
        /**
         * Invoice
         * @description A month's invoice of platform charges at the partner's tier, issued at 00:00 UTC of the next month's 1st
         */
        Invoice: {
            invoiceId: string;
            /** @description the billed month, YYYY-MM */
            period: string;
            /**
             * Format: date-time
             * @description ISO 8601 instant
             */
            periodStart: string;
            /**
             * Format: date-time
             * @description ISO 8601 instant
             */
            periodEnd: string;
            /** @enum {string} */
            tier: "starter" | "growth" | "enterprise";
            /** @enum {string} */
            status: "ISSUED" | "PAID" | "VOID";
            /** @constant */
            currency: "USD";
            lines: {
                /** @enum {string} */
                code: "PLATFORM_FEE" | "ACTIVE_SUB_ACCOUNTS" | "ORDERS";
                description: string;
                quantity: number;
                /** @description USD amount, at most 2 decimals */
                unitPriceUsd: number;
                /** @description USD amount, at most 2 decimals */
                amountUsd: number;
                unitPriceMinor: number;
                amountMinor: number;
            }[];
            /** @description USD amount, at most 2 decimals */
            subtotalUsd: number;
            /** @description USD amount, at most 2 decimals */
            totalUsd: number;
            subtotalMinor: number;
            totalMinor: number;
            /**
             * Format: date-time
             * @description ISO 8601 instant
             */
            issuedAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 instant
             */
            dueAt: string;
        };
        InvoiceIssuedEvent: {
            eventId: string;
            /** @constant */
            event: "invoice.issued";
            timestamp: string;
            data: {
                invoiceId: string;
                period: string;
                tier: string;
                status: string;
                /** @constant */
                currency: "USD";
                lines: {
                    code: string;
                    description: string;
                    quantity: number;
                    unitPriceUsd: number;
                    amountUsd: number;
                }[];
                totalUsd: number;
                issuedAt: string;
                dueAt: string;
            };
            /** @constant */
            isSandbox?: true;
        };
        /** InvoiceList */
        InvoiceList: {
            invoices: components["schemas"]["Invoice"][];
            count: number;
            hasMore: boolean;
            nextCursor: string | null;
        };
        KycUpdatedEvent: {
            eventId: string;
            /** @constant */
            event: "kyc.updated";
            timestamp: string;
            data: {
                subAccountId: string;
                externalId: string;
                kycStatus: string;
                kycLevel: string;
                reference: string | null;
                reasonCode?: string | null;
                reason?: string | null;
                reviewedAt?: string;
                overriddenByAdmin: boolean;
            };
            /** @constant */
            isSandbox?: true;
        };
        /**
         * MarketMeta
         * @description Server time and delay policy of a market-data answer
         */
        MarketMeta: {
            /**
             * Format: date-time
             * @description ISO 8601 instant
             */
            asOf: string;
            /** @constant */
            delayMode: "DELAYED";
            delayMinutes: number;
            refreshIntervalSeconds: number;
        };
        /**
         * MarketQuote
         * @description A delayed quote (spec "Market quote"); in a batch a missing volume is 0
         */
        MarketQuote: {
            symbol: string;
            name: string;
            exchange: string;
            currency: string;
            price: number;
            /**
             * Format: date-time
             * @description ISO 8601 instant
             */
            asOf: string;
            stale: boolean;
            previousClose: number | null;
            open: number | null;
            change: number | null;
            changePct: number | null;
            volume: number | null;
            /** Format: date */
            sessionDate: string;
            dataQuality: components["schemas"]["DataQuality"];
            /** @description Deprecated alias of price */
            currentPrice?: number;
            /**
             * Format: date-time
             * @description Deprecated alias of asOf (removed 2026-10-01)
             */
            as_of?: string;
            /** @description Deprecated alias of previousClose (removed 2026-10-01) */
            previous_close?: number | null;
            /** @description Deprecated alias of changePct (removed 2026-10-01) */
            change_pct?: number | null;
        };
        /**
         * MarketQuotesResponse
         * @description Single form: {data: quote, meta}; batch form: {data: quote[], not_found, meta}
         */
        MarketQuotesResponse: {
            data: components["schemas"]["MarketQuote"];
            meta: components["schemas"]["MarketMeta"];
        } | {
            data: components["schemas"]["MarketQuote"][];
            not_found: string[];
            meta: {
                /**
                 * Format: date-time
                 * @description ISO 8601 instant
                 */
                asOf: string;
                /** @constant */
                delayMode: "DELAYED";
                delayMinutes: number;
                refreshIntervalSeconds: number;
                count: number;
                requested: number;
            };
        };
        /**
         * MarketSnapshot
         * @description Quote, today's bar so far, the previous session's bar and the intraday bar of one instrument
         */
        MarketSnapshot: {
            symbol: string;
            exchange: string;
            currency: string;
            quote: components["schemas"]["MarketQuote"] | null;
            dailyBar: components["schemas"]["SnapshotBar"] | null;
            prevDailyBar: components["schemas"]["SnapshotBar"] | null;
            intradayBar: components["schemas"]["SnapshotBar"] | null;
        };
        /**
         * MarketSnapshotResponse
         * @description Single form: {data: snapshot, meta}; batch form: {data: {symbol: snapshot}, not_found, meta}
         */
        MarketSnapshotResponse: {
            data: components["schemas"]["MarketSnapshot"];
            meta: {
                /**
                 * Format: date-time
                 * @description ISO 8601 instant
                 */
                asOf: string;
                /** @constant */
                delayMode: "DELAYED";
                delayMinutes: number;
                refreshIntervalSeconds: number;
                intradayCapturesUtc: string[];
            };
        } | {
            data: {
                [key: string]: components["schemas"]["MarketSnapshot"];
            };
            not_found: string[];
            meta: {
                /**
                 * Format: date-time
                 * @description ISO 8601 instant
                 */
                asOf: string;
                /** @constant */
                delayMode: "DELAYED";
                delayMinutes: number;
                refreshIntervalSeconds: number;
                intradayCapturesUtc: string[];
                count: number;
                requested: number;
            };
        };
        MarketStatusEvent: {
            eventId: string;
            /** @constant */
            event: "market.status";
            timestamp: string;
            data: Record<string, never>;
            /** @constant */
            isSandbox?: true;
        };
        /**
         * MarketStatusResponse
         * @description Status per exchange; anyOpen only without an exchange filter
         */
        MarketStatusResponse: {
            data: components["schemas"]["ExchangeStatus"][];
            /**
             * Format: date-time
             * @description ISO 8601 instant
             */
            serverTime: string;
            anyOpen?: boolean;
        };
        /**
         * MasterBuyingPower
         * @description The master account's settlement-aware buying power
         */
        MasterBuyingPower: {
            /** @constant */
            accountType: "MASTER";
            /** @constant */
            currency: "USD";
            /** @description settled cash of the master wallet */
            settledUsd: number;
            /** @description escrowed by open BUY orders (already out of settled cash) */
            reservedUsd: number;
            /** @description SELL proceeds awaiting settlement, net of any advance already spent */
            unsettledUsd: number;
            /** @description what new BUY orders may spend: settled plus unsettled */
            buyingPowerUsd: number;
            /** @description settled cash only */
            settledBuyingPowerUsd: number;
            /** @description USD amount, at most 2 decimals */
            withdrawableUsd: number;
            openOrders: number;
            /**
             * Format: date-time
             * @description ISO 8601 instant
             */
            asOf: string;
        };
        /** MasterPortfolio */
        MasterPortfolio: {
            /** @constant */
            accountType: "MASTER";
            holdings: components["schemas"]["Holding"][];
            summary: components["schemas"]["PortfolioSummary"];
        };
        /**
         * Meeting
         * @description An issuer's AGM or EGM: record date (holdings at 00:00 UTC of that day are entitled to vote), agenda and elections
         */
        Meeting: {
            meetingId: string;
            symbol: string;
            exchange: string;
            /** @enum {string} */
            type: "AGM" | "EGM";
            /** Format: date */
            meetingDate: string;
            /** Format: date */
            recordDate: string;
            agenda: string[];
            description: string | null;
            entitlementsFixedAt: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 instant
             */
            declaredAt: string;
            elections: components["schemas"]["Election"][];
        };
        /**
         * MeetingList
         * @description One cursor page of meetings, in declaration order
         */
        MeetingList: {
            meetings: components["schemas"]["Meeting"][];
            count: number;
            hasMore: boolean;
            nextCursor: string | null;
        };
        /**
         * MoversResponse
         * @description Ranked quotes by change against the previous close, one page
         */
        MoversResponse: {
            data: {
                rank: number;
                symbol: string;
                name: string;
                exchange: string;
                currency: string;
                price: number;
                /**
                 * Format: date-time
                 * @description ISO 8601 instant
                 */
                asOf: string;
                stale: boolean;
                previousClose: number | null;
                open: number | null;
                change: number | null;
                changePct: number | null;
                volume: number | null;
                /** Format: date */
                sessionDate: string;
                dataQuality: components["schemas"]["DataQuality"];
                /** @description Deprecated alias of price */
                currentPrice?: number;
                /**
                 * Format: date-time
                 * @description Deprecated alias of asOf (removed 2026-10-01)
                 */
                as_of?: string;
                /** @description Deprecated alias of previousClose (removed 2026-10-01) */
                previous_close?: number | null;
                /** @description Deprecated alias of changePct (removed 2026-10-01) */
                change_pct?: number | null;
            }[];
            meta: {
                /**
                 * Format: date-time
                 * @description ISO 8601 instant
                 */
                asOf: string;
                /** @constant */
                delayMode: "DELAYED";
                delayMinutes: number;
                refreshIntervalSeconds: number;
                exchange: string | null;
                /** @enum {string} */
                direction: "gainers" | "losers";
                totalCount: number;
                perPage: number;
                page: number;
                hasNext: boolean;
                /** @description Deprecated alias of totalCount (removed 2026-10-01) */
                total_count?: number;
                /** @description Deprecated alias of perPage (removed 2026-10-01) */
                per_page?: number;
                /** @description Deprecated alias of hasNext (removed 2026-10-01) */
                has_next?: boolean;
            };
        };
        /**
         * NewsItem
         * @description A company news item or corporate action in news wording
         */
        NewsItem: {
            id: string;
            /** @enum {string} */
            type: "NEWS" | "CORPORATE_ACTION";
            symbol: string | null;
            headline: string;
            summary: string;
            source: string;
            url: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 instant
             */
            publishedAt: string;
        };
        OAuthError: {
            /** @enum {string} */
            error: "invalid_request" | "invalid_client" | "unauthorized_client" | "unsupported_grant_type" | "invalid_scope" | "rate_limited";
            error_description: string;
        };
        /**
         * OhlcvResponse
         * @description Daily closes and volumes, oldest first; open, high and low are not carried (null)
         */
        OhlcvResponse: {
            data: {
                /** Format: date */
                date: string;
                open: null;
                high: null;
                low: null;
                close: number;
                volume: number | null;
            }[];
            meta: {
                symbol: string;
                exchange: string;
                currency: string;
                /** @constant */
                timeframe: "1d";
                /** Format: date */
                from: string;
                /** Format: date */
                to: string;
                count: number;
                /** @constant */
                adjusted: false;
                volumeAvailable: boolean;
            };
        };
        /**
         * Opportunity
         * @description A private credit or pre-IPO opportunity: minimum ticket, target return (percent), raise target and amount raised (USD), close date and status
         */
        Opportunity: {
            id: string;
            /** @constant */
            assetClass: "OPPORTUNITY";
            slug: string;
            name: string;
            sponsor: string;
            country: string;
            /** @enum {string} */
            type: "PRIVATE_CREDIT" | "PRE_IPO";
            /** @description USD amount, at most 2 decimals */
            minimumTicket: number;
            targetReturn: number;
            /** @description USD amount, at most 2 decimals */
            raiseTarget: number;
            /** @description USD amount, at most 2 decimals */
            amountRaised: number;
            /** Format: date */
            closeDate: string;
            /** @enum {string} */
            status: "OPEN" | "CLOSED" | "ALLOCATED" | "REFUNDED";
        };
        /**
         * OpportunityList
         * @description Every opportunitie matching the filters
         */
        OpportunityList: {
            opportunities: components["schemas"]["Opportunity"][];
            count: number;
        };
        /**
         * Order
         * @description An order of the master account or of a sub-account
         */
        Order: {
            orderId: string;
            /** @enum {string} */
            accountType: "MASTER" | "SUB_ACCOUNT";
            subAccountId: string | null;
            externalId: string | null;
            symbol: string;
            name: string;
            exchange: string;
            /** @enum {string} */
            orderType: "MARKET" | "LIMIT" | "STOP" | "STOP_LIMIT";
            limitPrice: number | null;
            stopPrice: number | null;
            cancelable: boolean;
            replaceable: boolean;
            /** @enum {string} */
            type: "BUY" | "SELL";
            /**
             * @description public status
             * @enum {string}
             */
            status: "PENDING" | "WORKING" | "PARTIALLY_FILLED" | "FILLED" | "REJECTED" | "CANCELLED";
            /**
             * @description canonical lifecycle status: expiry and settlement told apart
             * @enum {string}
             */
            omsStatus: "PLACING" | "PENDING" | "WORKING" | "PARTIALLY_FILLED" | "FILLED" | "SETTLED" | "SETTLEMENT_FAILED" | "REJECTED" | "CANCELLED" | "EXPIRED";
            quoteId: string | null;
            quoteExpiresAt: string | null;
            quoteUsdPrice: number | null;
            clientOrderId: string | null;
            /** @enum {string} */
            timeInForce: "DAY" | "GTC" | "GTD";
            expiresAt: string | null;
            orderInstruction: string | null;
            stopLoss: number | null;
            takeProfit: number | null;
            /** @description shares, at most 6 decimals */
            quantity: number;
            cashValue: number | null;
            /** @description shares, at most 6 decimals */
            filledQuantity: number;
            /** @description shares, at most 6 decimals */
            remainingQuantity: number;
            averageFillPrice: number | null;
            executionVenue: string | null;
            lastExecutionReportId: string | null;
            executionSla: components["schemas"]["ExecutionSla"] | null;
            /** @description price in the local currency, at most 2 decimals */
            priceAtOrder: number;
            usdPriceAtOrder: number;
            /** @description local currency units per USD */
            fxRateAtOrder: number;
            fxSource: string;
            /**
             * Format: date-time
             * @description ISO 8601 instant
             */
            fxRateAsOf: string;
            fxConversion: {
                fromCurrency: string;
                /** @constant */
                toCurrency: "USD";
                /** @description local currency units per USD */
                rate: number;
                source: string;
                /**
                 * Format: date-time
                 * @description ISO 8601 instant
                 */
                asOf: string;
            };
            /** @description USD amount, at most 2 decimals */
            gross: number;
            /** @description USD amount, at most 2 decimals */
            baseFee: number;
            /** @description USD amount, at most 2 decimals */
            partnerMarkupFee: number;
            /** @description USD amount, at most 2 decimals */
            fee: number;
            /** @description USD amount, at most 2 decimals */
            totalAmount: number;
            /** @constant */
            currency: "USD";
            localCurrency: string;
            reservedUsd: number | null;
            reservedQuantity: number | null;
            rejectionCode: ("INSUFFICIENT_FUNDS" | "MARKET_CLOSED" | "TECHNICAL_ISSUE" | "KYC_REQUIRED" | "COMPLIANCE_HOLD" | "OTHER") | null;
            rejectionReason: string | null;
            rejectedAt: string | null;
            orderLifecycle: ("CANCELLED" | "EXPIRED") | null;
            cancelReason: string | null;
            cancelledAt: string | null;
            /** @description what a cancellation gave back: USD (BUY) or shares (SELL) */
            refunded: number | null;
            triggeredAt: string | null;
            triggerPrice: number | null;
            filledAt: string | null;
            settlementStatus: ("PENDING" | "SETTLED" | "FAILED") | null;
            settleAt: string | null;
            settledAt: string | null;
            settledBy: ("TIMER" | "TEST" | "TAKE_PROFIT") | null;
            /**
             * Format: date-time
             * @description ISO 8601 instant
             */
            createdAt: string;
            replacedAt: string | null;
        };
        OrderCancelledEvent: {
            eventId: string;
            /** @constant */
            event: "order.cancelled";
            timestamp: string;
            data: {
                orderId: string;
                subAccountId?: string | null;
                externalId?: string | null;
                accountType?: string;
                clientOrderId?: string | null;
                /** @enum {string} */
                type: "BUY" | "SELL";
                symbol: string;
                quantity: number;
                status: string;
                lastExecutionReportId: string | null;
                refunded?: number;
                releasedQuantity?: number;
                /** @constant */
                currency: "USD";
            };
            /** @constant */
            isSandbox?: true;
        };
        OrderFilledEvent: {
            eventId: string;
            /** @constant */
            event: "order.filled";
            timestamp: string;
            data: {
                orderId: string;
                subAccountId?: string | null;
                externalId?: string | null;
                accountType?: string;
                clientOrderId?: string | null;
                /** @enum {string} */
                type: "BUY" | "SELL";
                symbol: string;
                quantity: number;
                status: string;
                lastExecutionReportId: string | null;
                exchange?: string | null;
                priceAtOrder: number | null;
                usdPriceAtOrder: number | null;
                feeAmount: number;
                settledAt: string | null;
                settlementUsdPrice: number | null;
                totalCost: number;
            };
            /** @constant */
            isSandbox?: true;
        };
        /** OrderList */
        OrderList: {
            orders: components["schemas"]["Order"][];
            /** @description orders matching the filters, all pages */
            total: number;
            count: number;
            hasMore: boolean;
            nextCursor: string | null;
        };
        OrderPendingEvent: {
            eventId: string;
            /** @constant */
            event: "order.pending";
            timestamp: string;
            data: {
                orderId: string;
                subAccountId?: string | null;
                externalId?: string | null;
                accountType?: string;
                clientOrderId?: string | null;
                /** @enum {string} */
                type: "BUY" | "SELL";
                symbol: string;
                quantity: number;
                status: string;
                lastExecutionReportId: string | null;
                orderType?: string;
                priceAtOrder: number | null;
                usdPriceAtOrder: number | null;
                gross: number;
                baseFee: number;
                partnerMarkupFee: number;
                fee: number;
                totalCost: number;
            };
            /** @constant */
            isSandbox?: true;
        };
        OrderRejectedEvent: {
            eventId: string;
            /** @constant */
            event: "order.rejected";
            timestamp: string;
            data: {
                orderId: string;
                subAccountId?: string | null;
                externalId?: string | null;
                accountType?: string;
                clientOrderId?: string | null;
                /** @enum {string} */
                type: "BUY" | "SELL";
                symbol: string;
                quantity: number;
                status: string;
                lastExecutionReportId: string | null;
                rejectionCode: string | null;
                rejectionReason: string | null;
            };
            /** @constant */
            isSandbox?: true;
        };
        OrderReplacedEvent: {
            eventId: string;
            /** @constant */
            event: "order.replaced";
            timestamp: string;
            data: {
                orderId: string;
                subAccountId?: string | null;
                externalId?: string | null;
                accountType?: string;
                clientOrderId?: string | null;
                /** @enum {string} */
                type: "BUY" | "SELL";
                symbol: string;
                quantity: number;
                status: string;
                lastExecutionReportId: string | null;
                orderType: string;
                limitPrice: number | null;
                stopPrice: number | null;
                reserved: number | null;
            };
            /** @constant */
            isSandbox?: true;
        };
        OrderTriggeredEvent: {
            eventId: string;
            /** @constant */
            event: "order.triggered";
            timestamp: string;
            data: {
                orderId: string;
                subAccountId?: string | null;
                externalId?: string | null;
                accountType?: string;
                clientOrderId?: string | null;
                /** @enum {string} */
                type: "BUY" | "SELL";
                symbol: string;
                quantity: number;
                status: string;
                lastExecutionReportId: string | null;
                orderType: string;
                limitPrice: number | null;
                stopPrice: number | null;
                triggerPriceLocal: number | null;
            };
            /** @constant */
            isSandbox?: true;
        };
        /**
         * Performance
         * @description Daily equity, P&L, external cash flows, Modified Dietz returns per interval and the linked time-weighted return
         */
        Performance: {
            /** @enum {string} */
            accountType: "MASTER" | "SUB_ACCOUNT";
            subAccountId: string | null;
            /** @constant */
            currency: "USD";
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            /** @enum {string} */
            interval: "day" | "month";
            /** @constant */
            method: "MODIFIED_DIETZ";
            benchmark: string | null;
            daily: {
                /** Format: date */
                date: string;
                /** @description USD amount, at most 2 decimals */
                equityUsd: number;
                /** @description change of equity less the net external flow of the day */
                pnlUsd: number;
                /** @description deposits minus withdrawals and payouts of the day */
                netFlowUsd: number;
            }[];
            intervals: {
                /** Format: date */
                start: string;
                /** Format: date */
                end: string;
                /** @description USD amount, at most 2 decimals */
                startEquityUsd: number;
                /** @description USD amount, at most 2 decimals */
                endEquityUsd: number;
                /** @description USD amount, at most 2 decimals */
                netFlowUsd: number;
                /** @description USD amount, at most 2 decimals */
                pnlUsd: number;
                return: string | null;
                returnBps: number | null;
                reason: string | null;
                benchmarkReturn?: string | null;
                benchmarkReturnBps?: number | null;
            }[];
            summary: {
                /** @description USD amount, at most 2 decimals */
                startEquityUsd: number;
                /** @description USD amount, at most 2 decimals */
                endEquityUsd: number;
                /** @description USD amount, at most 2 decimals */
                netFlowUsd: number;
                /** @description USD amount, at most 2 decimals */
                pnlUsd: number;
                twr: string | null;
                twrBps: number | null;
                reason: string | null;
                benchmarkReturn?: string | null;
                benchmarkReturnBps?: number | null;
            };
            flows: {
                /** Format: date */
                date: string;
                /**
                 * Format: date-time
                 * @description ISO 8601 instant
                 */
                at: string;
                type: string;
                /** @description USD amount, at most 2 decimals */
                amountUsd: number;
            }[];
            count: number;
        };
        /**
         * PeriodChart
         * @description Closes of an instrument over a period as labels and prices
         */
        PeriodChart: {
            symbol: string;
            /** @enum {string} */
            period: "1d" | "1w" | "1m" | "3m" | "6m" | "1y" | "3y" | "5y" | "max";
            currency: string;
            labels: string[];
            prices: number[];
        };
        /**
         * PeriodRecords
         * @description Daily records of an instrument over a period, no aggregation
         */
        PeriodRecords: {
            symbol: string;
            name: string;
            currency: string;
            /** @enum {string} */
            period: "1d" | "1w" | "1m" | "3m" | "6m" | "1y" | "3y" | "5y" | "max";
            candles: components["schemas"]["DayRecord"][];
            count: number;
        };
        /**
         * PortalSession
         * @description An active portal session of the organisation (never its token)
         */
        PortalSession: {
            sessionId: string;
            member: {
                memberId: string | null;
                sub: string;
                email: string;
                role: string;
            };
            /**
             * Format: date-time
             * @description ISO 8601 instant
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 instant
             */
            expiresAt: string;
            lastUsedAt: string | null;
        };
        /** PortalSessionList */
        PortalSessionList: {
            sessions: components["schemas"]["PortalSession"][];
            count: number;
            hasMore: boolean;
            nextCursor: string | null;
        };
        /**
         * PortfolioHistory
         * @description Daily raw equity of the master account (not cash-flow adjusted); from and to are null without activity
         */
        PortfolioHistory: {
            /** @constant */
            accountType: "MASTER";
            /** @constant */
            currency: "USD";
            /** @constant */
            basis: "RAW_EQUITY";
            /** @constant */
            cashFlowAdjusted: false;
            from: string | null;
            to: string | null;
            history: {
                /** Format: date */
                date: string;
                /** @description USD amount, at most 2 decimals */
                equityUsd: number;
                /** @description USD amount, at most 2 decimals */
                cashUsd: number;
                /** @description USD amount, at most 2 decimals */
                positionsUsd: number;
            }[];
            count: number;
        };
        /** PortfolioSummary */
        PortfolioSummary: {
            holdingsCount: number;
            /** @constant */
            currency: "USD";
            /** @description USD amount, at most 2 decimals */
            marketValueUsd: number;
            /** @description USD amount, at most 2 decimals */
            costBasisUsd: number;
            /** @description USD amount, at most 2 decimals */
            unrealisedPnlUsd: number;
            unrealisedPnlPct: number | null;
            /** @description USD amount, at most 2 decimals */
            cashUsd: number;
            /** @description USD amount, at most 2 decimals */
            settledCashUsd: number;
            /** @description USD amount, at most 2 decimals */
            unsettledCashUsd: number;
            /** @description USD amount, at most 2 decimals */
            reservedUsd: number;
            /** @description USD amount, at most 2 decimals */
            totalValueUsd: number;
            /**
             * Format: date-time
             * @description ISO 8601 instant
             */
            asOf: string;
        };
        /**
         * PriceAlert
         * @description A price alert: fires price.alert when the delayed price reaches the threshold while the exchange is open
         */
        PriceAlert: {
            alertId: string;
            clientAlertId: string | null;
            symbol: string;
            exchange: string;
            /** @enum {string} */
            condition: "above" | "below";
            /** @description in the symbol's local currency */
            threshold: number;
            currency: string;
            repeat: boolean;
            /** @enum {string} */
            state: "ARMED" | "TRIGGERED" | "DISARMED" | "DELETED";
            /**
             * Format: date-time
             * @description ISO 8601 instant
             */
            createdAt: string;
            triggeredAt: string | null;
            lastPrice: number | null;
            deletedAt: string | null;
        };
        PriceAlertEvent: {
            eventId: string;
            /** @constant */
            event: "price.alert";
            timestamp: string;
            data: {
                alertId: string;
                clientAlertId?: string | null;
                symbol: string;
                exchange?: string | null;
                condition: string;
                threshold: number;
                price: number;
                currency?: string;
                repeat?: unknown;
                state?: string;
                triggeredAt: string;
            };
            /** @constant */
            isSandbox?: true;
        };
        /** PriceAlertList */
        PriceAlertList: {
            alerts: components["schemas"]["PriceAlert"][];
            count: number;
            hasMore: boolean;
            nextCursor: string | null;
        };
        /**
         * Pricing
         * @description The partner's tier and what it pays and may use in this environment: fee schedule, enforced limits, SLA objective and platform charges
         */
        Pricing: {
            /** @enum {string} */
            environment: "production" | "sandbox";
            /** @enum {string} */
            tier: "starter" | "growth" | "enterprise";
            feeSchedule: {
                /** @constant */
                currency: "USD";
                /** @description basis points (1 bp = 0.01%) */
                baseFeeBps: number;
                /** @description basis points (1 bp = 0.01%) */
                markupBps: number;
                /** @description basis points (1 bp = 0.01%) */
                totalFeeBps: number;
                /** @constant */
                rounding: "half-up to the cent";
            };
            rateLimits: {
                requestsPerMinute: number;
                /** @constant */
                window: "sliding 1 minute";
                /**
                 * @description where the enforced limit comes from
                 * @enum {string}
                 */
                source: "tier" | "sandbox" | "negotiated";
                tierDefaults: {
                    starter: number;
                    growth: number;
                    enterprise: number;
                };
            };
            streamLimits: {
                concurrentConnections: number;
            };
            sla: {
                uptimeObjectivePct: number;
            };
            platformCharges: {
                /** @constant */
                currency: "USD";
                /** @description false in the sandbox: its monthly invoices are test documents, never collected */
                billed: boolean;
                /** @description USD amount, at most 2 decimals */
                monthlyPlatformFee: number;
                includedActiveSubAccounts: number;
                /** @description USD amount, at most 2 decimals */
                perActiveSubAccount: number;
                includedOrders: number;
                /** @description USD amount, at most 2 decimals */
                perOrder: number;
                paymentTermsDays: number;
            };
        };
        /**
         * Quote
         * @description A single-use pre-trade quote, valid 60 s: a BUY tells totalCost, a SELL estimatedProceeds and heldQuantity
         */
        Quote: {
            quoteId: string;
            symbol: string;
            name: string;
            exchange: string;
            /** @enum {string} */
            mode: "quantity" | "cash";
            /** @enum {string} */
            accountType: "MASTER" | "SUB_ACCOUNT";
            subAccountId: string | null;
            /** @description shares, at most 6 decimals */
            quantity: number;
            cashValue: number | null;
            /** @description price in the local currency, at most 2 decimals */
            price: number;
            currency: string;
            /**
             * Format: date-time
             * @description ISO 8601 instant
             */
            priceAsOf: string;
            usdPrice: number;
            /** @description local currency units per USD */
            fxRateAtOrder: number;
            fxSource: string;
            /**
             * Format: date-time
             * @description ISO 8601 instant
             */
            fxRateAsOf: string;
            /** @description USD amount, at most 2 decimals */
            gross: number;
            /** @description USD amount, at most 2 decimals */
            baseFee: number;
            /** @description USD amount, at most 2 decimals */
            partnerMarkupFee: number;
            /** @description USD amount, at most 2 decimals */
            fee: number;
            sufficientFunds: boolean;
            /**
             * Format: date-time
             * @description ISO 8601 instant
             */
            quoteExpiresAt: string;
            expiresInSeconds: number;
            /**
             * Format: date-time
             * @description ISO 8601 instant
             */
            issuedAt: string;
            /** @constant */
            type: "BUY";
            /** @description USD amount, at most 2 decimals */
            totalCost: number;
        } | {
            quoteId: string;
            symbol: string;
            name: string;
            exchange: string;
            /** @enum {string} */
            mode: "quantity" | "cash";
            /** @enum {string} */
            accountType: "MASTER" | "SUB_ACCOUNT";
            subAccountId: string | null;
            /** @description shares, at most 6 decimals */
            quantity: number;
            cashValue: number | null;
            /** @description price in the local currency, at most 2 decimals */
            price: number;
            currency: string;
            /**
             * Format: date-time
             * @description ISO 8601 instant
             */
            priceAsOf: string;
            usdPrice: number;
            /** @description local currency units per USD */
            fxRateAtOrder: number;
            fxSource: string;
            /**
             * Format: date-time
             * @description ISO 8601 instant
             */
            fxRateAsOf: string;
            /** @description USD amount, at most 2 decimals */
            gross: number;
            /** @description USD amount, at most 2 decimals */
            baseFee: number;
            /** @description USD amount, at most 2 decimals */
            partnerMarkupFee: number;
            /** @description USD amount, at most 2 decimals */
            fee: number;
            sufficientFunds: boolean;
            /**
             * Format: date-time
             * @description ISO 8601 instant
             */
            quoteExpiresAt: string;
            expiresInSeconds: number;
            /**
             * Format: date-time
             * @description ISO 8601 instant
             */
            issuedAt: string;
            /** @constant */
            type: "SELL";
            /** @description USD amount, at most 2 decimals */
            estimatedProceeds: number;
            /** @description shares held and not reserved */
            heldQuantity: number;
        };
        QuoteExpiredEvent: {
            eventId: string;
            /** @constant */
            event: "quote.expired";
            timestamp: string;
            data: {
                quoteId?: string;
            };
            /** @constant */
            isSandbox?: true;
        };
        /** RealizedGain */
        RealizedGain: {
            orderId: string;
            symbol: string;
            /**
             * Format: date-time
             * @description ISO 8601 instant
             */
            soldAt: string;
            /** @description shares, at most 6 decimals */
            quantity: number;
            /** @description USD amount, at most 2 decimals */
            proceedsUsd: number;
            /** @description USD amount, at most 2 decimals */
            costBasisUsd: number;
            /** @description USD amount, at most 2 decimals */
            realizedGainUsd: number;
            /** @description shares, at most 6 decimals */
            unmatchedQuantity: number;
            lots: {
                lotId: string;
                /**
                 * Format: date-time
                 * @description ISO 8601 instant
                 */
                acquiredAt: string;
                /** @description shares, at most 6 decimals */
                quantity: number;
                /** @description USD amount, at most 2 decimals */
                costBasisUsd: number;
            }[];
        };
        /** RealizedGains */
        RealizedGains: {
            subAccountId: string;
            /** @constant */
            method: "FIFO";
            /** @constant */
            currency: "USD";
            /** @description USD amount, at most 2 decimals */
            totalRealizedUsd: number;
            /** @description USD amount, at most 2 decimals */
            totalProceedsUsd: number;
            /** @description USD amount, at most 2 decimals */
            totalCostBasisUsd: number;
            gains: components["schemas"]["RealizedGain"][];
            count: number;
        };
        /** Redelivery */
        Redelivery: {
            deliveryId: string;
            redeliveryOf: string;
            eventId: string;
            event: string;
            status: string;
        };
        RedemptionConfirmedEvent: {
            eventId: string;
            /** @constant */
            event: "redemption.confirmed";
            timestamp: string;
            data: {
                transactionId: string;
                subAccountId: string;
                instrumentId: string;
                /** @enum {string} */
                assetClass: "BOND" | "FUND" | "OPPORTUNITY";
                amount: number;
                /** @constant */
                currency: "USD";
                units: number;
                unitsHeld: number;
                newBalance: number;
            };
            /** @constant */
            isSandbox?: true;
        };
        /**
         * RemovedTeamMember
         * @description The removed member and the sessions its removal ended
         */
        RemovedTeamMember: {
            member: components["schemas"]["TeamMember"];
            endedSessionIds: string[];
        };
        /**
         * ReportPosition
         * @description One position of one account: held units plus those reserved by open SELL orders, at the latest delayed price (NAV or clean price for units)
         */
        ReportPosition: {
            /** @description null for the master account */
            subAccountId: string | null;
            /** @enum {string} */
            accountType: "MASTER" | "SUB_ACCOUNT";
            symbol: string;
            name: string | null;
            assetClass: string | null;
            exchange: string | null;
            currency: string | null;
            units: number;
            reservedUnits: number;
            marketPriceLocal: number | null;
            /** @description USD amount, at most 2 decimals */
            marketValueUsd: number;
        };
        /** ReportPositionList */
        ReportPositionList: {
            positions: components["schemas"]["ReportPosition"][];
            count: number;
            hasMore: boolean;
            nextCursor: string | null;
        };
        /**
         * ResolutionResult
         * @description A resolution's tally in this environment: entitled units (held at the record date) by choice, and the number of holders who voted
         */
        ResolutionResult: {
            /** @description units (shares), exact to 6 decimal places */
            for: number;
            /** @description units (shares), exact to 6 decimal places */
            against: number;
            /** @description units (shares), exact to 6 decimal places */
            abstain: number;
            votes: number;
        };
        /**
         * RevenueReport
         * @description The partner's markup revenue (net of reversals) by month and by the account that paid it
         */
        RevenueReport: {
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            /** @constant */
            currency: "USD";
            /** @description USD amount, at most 2 decimals */
            totalMarkupUsd: number;
            charges: number;
            byMonth: {
                period: string;
                /** @description USD amount, at most 2 decimals */
                markupUsd: number;
                charges: number;
            }[];
            bySubAccount: {
                /** @description null for the master account */
                subAccountId: string | null;
                /** @enum {string} */
                accountType: "MASTER" | "SUB_ACCOUNT";
                /** @description USD amount, at most 2 decimals */
                markupUsd: number;
                charges: number;
            }[];
        };
        /**
         * Security
         * @description The partner's policy, the operator's flags (they still override) and the effective controls (the stricter of the two), with the address this request came from
         */
        Security: {
            /** @enum {string} */
            environment: "production" | "sandbox";
            policy: components["schemas"]["SecurityPolicy"];
            operator: {
                scopedKeysRequired: boolean;
                signedRequestsRequired: boolean;
                mtlsRequired: boolean;
            };
            effective: {
                scopedKeysRequired: boolean;
                signedRequestsRequired: boolean;
                mtlsRequired: boolean;
                mfaRequired: boolean;
                ipAllowlist: string[];
            };
            clientIp: string | null;
            updatedAt: string | null;
        };
        /**
         * SecurityPolicy
         * @description The partner's own security policy in this environment
         */
        SecurityPolicy: {
            scopedKeysRequired: boolean;
            signedRequestsRequired: boolean;
            mtlsRequired: boolean;
            mfaRequired: boolean;
            ipAllowlist: string[];
            approvals: components["schemas"]["ApprovalRules"];
        };
        /**
         * Settings
         * @description What the partner may change itself in this environment (PATCH /settings)
         */
        Settings: {
            /** @enum {string} */
            environment: "production" | "sandbox";
            /** @description the partner's own settlement hold */
            settlementHold: boolean;
            /** @description the operator holds settlement whatever the partner sets */
            settlementHoldEnforcedByOperator: boolean;
            /** @description what withdrawals obey: either of the two */
            settlementHoldEffective: boolean;
            /** @description float.low fires when a movement leaves the master wallet below this */
            floatLowThreshold: number;
            notificationEmail: string | null;
            updatedAt: string | null;
        };
        /**
         * SettlementResponse
         * @description Settlement cycles per exchange and the order processing window
         */
        SettlementResponse: {
            processingWindow: {
                liveFillWindowMinutes: {
                    min: number;
                    max: number;
                };
                marketHoursOnly: boolean;
                description: string;
            };
            exchanges: {
                exchange: string;
                displayCode: string;
                name: string;
                settlementCycle: string;
                settlementDays: number;
                timezone: string;
            }[];
        };
        /**
         * SnapshotBar
         * @description A daily or intraday bar of a snapshot; final once the end-of-day bar replaced the captures
         */
        SnapshotBar: {
            /** Format: date */
            date: string;
            open: number | null;
            high: number | null;
            low: number | null;
            close: number;
            volume: number | null;
            asOf: string | null;
            final: boolean;
        };
        /**
         * StockDetail
         * @description A stock or ETF: summary, session figures, company profile and data quality
         */
        StockDetail: {
            symbol: string;
            ticker: string;
            name: string;
            exchange: string;
            currency: string;
            sector: string;
            industry: string;
            /** @enum {string} */
            assetType: "EQUITY" | "ETF";
            price: number | null;
            change: number | null;
            changePct: number | null;
            asOf: string | null;
            stale: boolean;
            tradable: boolean;
            /** @enum {string} */
            status: "ACTIVE" | "SUSPENDED" | "DELISTED";
            fractional: boolean;
            quantityDecimals: number;
            /** @enum {string} */
            historyConfidence: "high" | "medium" | "low";
            ohlcAvailable: boolean;
            volumeAvailable: boolean;
            /** @enum {string} */
            recommendedChartType: "candlestick" | "line";
            exchangeName: string;
            country: string;
            description: string;
            website: string;
            sharesOutstanding: number;
            listedSince: number;
            isin: string | null;
            previousClose: number | null;
            open: number | null;
            volume: number | null;
            sessionDate: string | null;
            historyDepthYears: number;
            dataQuality: {
                /** @constant */
                delayMode: "DELAYED";
                delayMinutes: number;
                refreshIntervalSeconds: number;
                provider: string;
                ohlcAvailable: boolean;
                volumeAvailable: boolean;
                /** @enum {string} */
                historyConfidence: "high" | "medium" | "low";
            };
        };
        /**
         * StockList
         * @description One cursor page of stocks
         */
        StockList: {
            stocks: components["schemas"]["StockSummary"][];
            count: number;
            hasMore: boolean;
            nextCursor: string | null;
        };
        /**
         * StockPulse
         * @description News, corporate actions and market intel mentioning a stock, newest first
         */
        StockPulse: {
            symbol: string;
            articles: components["schemas"]["Article"][];
            count: number;
        };
        /**
         * StockSummary
         * @description A stock or ETF with its delayed price (null before any price is captured)
         */
        StockSummary: {
            symbol: string;
            ticker: string;
            name: string;
            exchange: string;
            currency: string;
            sector: string;
            industry: string;
            /** @enum {string} */
            assetType: "EQUITY" | "ETF";
            price: number | null;
            change: number | null;
            changePct: number | null;
            asOf: string | null;
            stale: boolean;
            tradable: boolean;
            /** @enum {string} */
            status: "ACTIVE" | "SUSPENDED" | "DELISTED";
            fractional: boolean;
            quantityDecimals: number;
            /** @enum {string} */
            historyConfidence: "high" | "medium" | "low";
            ohlcAvailable: boolean;
            volumeAvailable: boolean;
            /** @enum {string} */
            recommendedChartType: "candlestick" | "line";
        };
        /**
         * StreamGap
         * @description `event: gap` on GET /stream (no `id:` line): events between the resume point and oldestAvailableEventId may have been missed
         */
        StreamGap: {
            /** @enum {string} */
            reason: "RESUME_POINT_UNKNOWN" | "RESUME_POINT_EXPIRED";
            /** @description the Last-Event-ID or ?since= the client sent */
            requested: string;
            /** @description the oldest retained event, sent next; null when none is retained (the stream continues live) */
            oldestAvailableEventId: string | null;
        };
        /**
         * StreamMessage
         * @description One Server-Sent Events message of the stream (`id:`, `event:`, `data:` lines; `data` is JSON); heartbeats are `:` comments
         */
        StreamMessage: {
            /** @description the eventId (the SSE `id:` line): send it back as Last-Event-ID to resume */
            id: string;
            /** @description the event name (the SSE `event:` line) */
            event: string;
            data: components["schemas"]["OrderPendingEvent"] | components["schemas"]["OrderTriggeredEvent"] | components["schemas"]["OrderFilledEvent"] | components["schemas"]["OrderRejectedEvent"] | components["schemas"]["OrderCancelledEvent"] | components["schemas"]["OrderReplacedEvent"] | components["schemas"]["TradeSettledEvent"] | components["schemas"]["TradeRejectedEvent"] | components["schemas"]["DepositConfirmedEvent"] | components["schemas"]["WithdrawConfirmedEvent"] | components["schemas"]["WalletCreditedEvent"] | components["schemas"]["TopupConfirmedEvent"] | components["schemas"]["FloatLowEvent"] | components["schemas"]["KycUpdatedEvent"] | components["schemas"]["AccountFrozenEvent"] | components["schemas"]["AccountClosedEvent"] | components["schemas"]["DividendPaidEvent"] | components["schemas"]["CorporateactionDeclaredEvent"] | components["schemas"]["CorporateactionSplitEvent"] | components["schemas"]["CorporateactionSuspensionEvent"] | components["schemas"]["CorporateactionDelistingEvent"] | components["schemas"]["CorporateactionRightsIssueEvent"] | components["schemas"]["CorporateactionSymbolChangedEvent"] | components["schemas"]["CorporateactionCancelledEvent"] | components["schemas"]["QuoteExpiredEvent"] | components["schemas"]["PriceAlertEvent"] | components["schemas"]["MarketStatusEvent"] | components["schemas"]["IncidentDeclaredEvent"] | components["schemas"]["IncidentResolvedEvent"] | components["schemas"]["SubscriptionConfirmedEvent"] | components["schemas"]["RedemptionConfirmedEvent"] | components["schemas"]["FundYieldPaidEvent"] | components["schemas"]["BondCouponPaidEvent"] | components["schemas"]["BondMaturedEvent"] | components["schemas"]["CommitmentAllocatedEvent"] | components["schemas"]["CommitmentRefundedEvent"] | components["schemas"]["InvoiceIssuedEvent"] | components["schemas"]["TestClockAdvancedEvent"] | components["schemas"]["SupportCaseAnsweredEvent"] | components["schemas"]["SupportCaseUpdatedEvent"] | components["schemas"]["GovernanceMeetingAnnouncedEvent"] | components["schemas"]["GovernanceResultsPublishedEvent"] | components["schemas"]["ApprovalRequestedEvent"] | components["schemas"]["ApprovalApprovedEvent"] | components["schemas"]["ApprovalRejectedEvent"] | components["schemas"]["ApprovalExpiredEvent"] | components["schemas"]["TestEventEvent"];
        } | {
            /** @constant */
            event: "gap";
            data: components["schemas"]["StreamGap"];
        };
        /**
         * SubAccount
         * @description A sub-account with its wallet, KYC and status
         */
        SubAccount: {
            id: string;
            userId: string;
            subAccountId: string;
            externalId: string;
            email: string | null;
            name: string | null;
            country: string | null;
            metadata: {
                [key: string]: unknown;
            } | null;
            /** @enum {string} */
            status: "active" | "frozen" | "closed";
            frozen: boolean;
            frozenBy: string | null;
            /** @enum {string} */
            kycStatus: "NONE" | "VERIFIED" | "REJECTED";
            /** @enum {string} */
            kycLevel: "NONE" | "FULL";
            kyc: {
                /** @enum {string} */
                status: "NONE" | "VERIFIED" | "REJECTED";
                /** @enum {string} */
                level: "NONE" | "FULL";
                reference: string | null;
                reasonCode: string | null;
                reason: string | null;
                reviewedAt: string | null;
            };
            wallet: components["schemas"]["Wallet"];
            /**
             * Format: date-time
             * @description ISO 8601 instant
             */
            createdAt: string;
            closedAt: string | null;
            /** @description sandbox: the test clock this sub-account runs on (absent: the service clock) */
            testClockId?: string;
        };
        /** SubAccountList */
        SubAccountList: {
            accounts: components["schemas"]["SubAccount"][];
            count: number;
            hasMore: boolean;
            nextCursor: string | null;
        };
        /** SubAccountPortfolio */
        SubAccountPortfolio: {
            /** @constant */
            accountType: "SUB_ACCOUNT";
            subAccountId: string;
            holdings: components["schemas"]["Holding"][];
            summary: components["schemas"]["PortfolioSummary"];
        };
        SubscriptionConfirmedEvent: {
            eventId: string;
            /** @constant */
            event: "subscription.confirmed";
            timestamp: string;
            data: {
                transactionId: string;
                subAccountId: string;
                instrumentId: string;
                /** @enum {string} */
                assetClass: "BOND" | "FUND" | "OPPORTUNITY";
                amount: number;
                /** @constant */
                currency: "USD";
                units: number;
                unitsHeld: number;
                newBalance: number;
            };
            /** @constant */
            isSandbox?: true;
        };
        /**
         * SupportCase
         * @description A support case with its message thread in order
         */
        SupportCase: {
            caseId: string;
            subject: string;
            /** @enum {string} */
            category: "ACCOUNT" | "KYC" | "FUNDING" | "TRADING" | "MARKET_DATA" | "WEBHOOKS" | "TECHNICAL" | "BILLING" | "OTHER";
            /** @enum {string} */
            priority: "LOW" | "NORMAL" | "HIGH" | "URGENT";
            description: string;
            relatedOrderIds: string[];
            relatedSubAccountIds: string[];
            /** @enum {string} */
            status: "OPEN" | "PENDING_PARTNER" | "RESOLVED" | "CLOSED";
            messageCount: number;
            /**
             * Format: date-time
             * @description ISO 8601 instant
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 instant
             */
            updatedAt: string;
            messages: components["schemas"]["SupportMessage"][];
        };
        SupportCaseAnsweredEvent: {
            eventId: string;
            /** @constant */
            event: "support.case_answered";
            timestamp: string;
            data: {
                caseId: string;
                subject: string;
                status: string;
                message: string;
                answeredAt: string;
            };
            /** @constant */
            isSandbox?: true;
        };
        /**
         * SupportCaseList
         * @description One cursor page of the partner's support cases, oldest first
         */
        SupportCaseList: {
            cases: components["schemas"]["SupportCaseSummary"][];
            count: number;
            hasMore: boolean;
            nextCursor: string | null;
        };
        /**
         * SupportCaseSummary
         * @description A support case without its thread
         */
        SupportCaseSummary: {
            caseId: string;
            subject: string;
            /** @enum {string} */
            category: "ACCOUNT" | "KYC" | "FUNDING" | "TRADING" | "MARKET_DATA" | "WEBHOOKS" | "TECHNICAL" | "BILLING" | "OTHER";
            /** @enum {string} */
            priority: "LOW" | "NORMAL" | "HIGH" | "URGENT";
            description: string;
            relatedOrderIds: string[];
            relatedSubAccountIds: string[];
            /** @enum {string} */
            status: "OPEN" | "PENDING_PARTNER" | "RESOLVED" | "CLOSED";
            messageCount: number;
            /**
             * Format: date-time
             * @description ISO 8601 instant
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 instant
             */
            updatedAt: string;
        };
        SupportCaseUpdatedEvent: {
            eventId: string;
            /** @constant */
            event: "support.case_updated";
            timestamp: string;
            data: {
                caseId: string;
                subject: string;
                previousStatus: string;
                status: string;
                updatedAt: string;
            };
            /** @constant */
            isSandbox?: true;
        };
        /**
         * SupportMessage
         * @description One message of a case thread, numbered from 1; author PARTNER or OPERATOR
         */
        SupportMessage: {
            messageNumber: number;
            /** @enum {string} */
            author: "PARTNER" | "OPERATOR";
            body: string;
            /**
             * Format: date-time
             * @description ISO 8601 instant
             */
            createdAt: string;
        };
        /** TaxLot */
        TaxLot: {
            lotId: string;
            symbol: string;
            orderId: string;
            /**
             * Format: date-time
             * @description ISO 8601 instant
             */
            acquiredAt: string;
            /** @description shares, at most 6 decimals */
            quantity: number;
            /** @description shares, at most 6 decimals */
            remainingQuantity: number;
            /** @description USD amount, at most 2 decimals */
            costBasisUsd: number;
            /** @description USD amount, at most 2 decimals */
            remainingCostBasisUsd: number;
            costPerUnitUsd: number | null;
            /** @enum {string} */
            status: "OPEN" | "CLOSED";
        };
        /** TaxLots */
        TaxLots: {
            subAccountId: string;
            /** @constant */
            method: "FIFO";
            /** @constant */
            currency: "USD";
            lots: components["schemas"]["TaxLot"][];
            count: number;
        };
        /**
         * TeamMember
         * @description A member of the organisation: INVITED (waiting for an ID token with this e-mail), ACTIVE, or REMOVED
         */
        TeamMember: {
            memberId: string;
            email: string;
            /** @enum {string} */
            role: "owner" | "admin" | "developer" | "finance" | "support" | "viewer";
            /** @enum {string} */
            status: "INVITED" | "ACTIVE" | "REMOVED";
            sub: string | null;
            invitedBy: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 instant
             */
            createdAt: string;
            joinedAt: string | null;
            removedAt: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 instant
             */
            updatedAt: string;
        };
        /** TeamMemberList */
        TeamMemberList: {
            members: components["schemas"]["TeamMember"][];
            count: number;
            hasMore: boolean;
            nextCursor: string | null;
        };
        /**
         * TeamRole
         * @description A role and the named permissions it grants a member
         */
        TeamRole: {
            /** @enum {string} */
            role: "owner" | "admin" | "developer" | "finance" | "support" | "viewer";
            description: string;
            permissions: ("read" | "trade" | "accounts.manage" | "payouts" | "keys.manage" | "webhooks.manage" | "reports.read" | "settings.manage" | "support.write" | "team.manage" | "security.manage" | "approvals.decide" | "sandbox.tools" | "sandbox.reset")[];
        };
        /**
         * TeamRoleList
         * @description Every role, most powerful first
         */
        TeamRoleList: {
            roles: components["schemas"]["TeamRole"][];
        };
        /** TestClock */
        TestClock: {
            testClockId: string;
            name: string | null;
            /**
             * Format: date-time
             * @description the clock's time: what everything on it sees as now
             */
            frozenTime: string;
            /**
             * @description ready: it can be advanced; deleted: stopped for good
             * @enum {string}
             */
            status: "ready" | "deleted";
            /**
             * Format: date-time
             * @description ISO 8601 instant
             */
            createdAt: string;
            deletedAt: string | null;
        };
        /** TestClockAdvanced */
        TestClockAdvanced: {
            testClockId: string;
            name: string | null;
            /**
             * Format: date-time
             * @description the clock's time: what everything on it sees as now
             */
            frozenTime: string;
            /**
             * @description ready: it can be advanced; deleted: stopped for good
             * @enum {string}
             */
            status: "ready" | "deleted";
            /**
             * Format: date-time
             * @description ISO 8601 instant
             */
            createdAt: string;
            deletedAt: string | null;
            /** @description timers of the clock that fell due on the way, each fired at its own instant */
            timersFired: number;
        };
        TestClockAdvancedEvent: {
            eventId: string;
            /** @constant */
            event: "test_clock.advanced";
            timestamp: string;
            data: {
                testClockId: string;
                frozenTime: string;
            };
            /** @constant */
            isSandbox?: true;
        };
        /** TestClockList */
        TestClockList: {
            testClocks: components["schemas"]["TestClock"][];
            count: number;
            hasMore: boolean;
            nextCursor: string | null;
        };
        /** TestDeposit */
        TestDeposit: {
            transactionId: string;
            subAccountId: string;
            externalId: string;
            /** @constant */
            status: "CONFIRMED";
            /** @description USD amount, at most 2 decimals */
            amount: number;
            /** @constant */
            currency: "USD";
            /** @description USD amount, at most 2 decimals */
            newBalance: number;
            /** @constant */
            virtual: true;
            note: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 instant
             */
            createdAt: string;
        };
        TestEventEvent: {
            eventId: string;
            /** @constant */
            event: "test.event";
            timestamp: string;
            data: {
                webhookId?: string;
                message?: string;
            };
            /** @constant */
            isSandbox?: true;
        };
        /**
         * TestOrder
         * @description An order of the test tools, with the book it belongs to
         */
        TestOrder: {
            orderId: string;
            /** @enum {string} */
            accountType: "MASTER" | "SUB_ACCOUNT";
            subAccountId: string;
            externalId: string | null;
            symbol: string;
            name: string;
            exchange: string;
            /** @enum {string} */
            orderType: "MARKET" | "LIMIT" | "STOP" | "STOP_LIMIT";
            limitPrice: number | null;
            stopPrice: number | null;
            cancelable: boolean;
            replaceable: boolean;
            /** @enum {string} */
            type: "BUY" | "SELL";
            /**
             * @description public status
             * @enum {string}
             */
            status: "PENDING" | "WORKING" | "PARTIALLY_FILLED" | "FILLED" | "REJECTED" | "CANCELLED";
            /**
             * @description canonical lifecycle status: expiry and settlement told apart
             * @enum {string}
             */
            omsStatus: "PLACING" | "PENDING" | "WORKING" | "PARTIALLY_FILLED" | "FILLED" | "SETTLED" | "SETTLEMENT_FAILED" | "REJECTED" | "CANCELLED" | "EXPIRED";
            quoteId: string | null;
            quoteExpiresAt: string | null;
            quoteUsdPrice: number | null;
            clientOrderId: string | null;
            /** @enum {string} */
            timeInForce: "DAY" | "GTC" | "GTD";
            expiresAt: string | null;
            orderInstruction: string | null;
            stopLoss: number | null;
            takeProfit: number | null;
            /** @description shares, at most 6 decimals */
            quantity: number;
            cashValue: number | null;
            /** @description shares, at most 6 decimals */
            filledQuantity: number;
            /** @description shares, at most 6 decimals */
            remainingQuantity: number;
            averageFillPrice: number | null;
            executionVenue: string | null;
            lastExecutionReportId: string | null;
            executionSla: components["schemas"]["ExecutionSla"] | null;
            /** @description price in the local currency, at most 2 decimals */
            priceAtOrder: number;
            usdPriceAtOrder: number;
            /** @description local currency units per USD */
            fxRateAtOrder: number;
            fxSource: string;
            /**
             * Format: date-time
             * @description ISO 8601 instant
             */
            fxRateAsOf: string;
            fxConversion: {
                fromCurrency: string;
                /** @constant */
                toCurrency: "USD";
                /** @description local currency units per USD */
                rate: number;
                source: string;
                /**
                 * Format: date-time
                 * @description ISO 8601 instant
                 */
                asOf: string;
            };
            /** @description USD amount, at most 2 decimals */
            gross: number;
            /** @description USD amount, at most 2 decimals */
            baseFee: number;
            /** @description USD amount, at most 2 decimals */
            partnerMarkupFee: number;
            /** @description USD amount, at most 2 decimals */
            fee: number;
            /** @description USD amount, at most 2 decimals */
            totalAmount: number;
            /** @constant */
            currency: "USD";
            localCurrency: string;
            reservedUsd: number | null;
            reservedQuantity: number | null;
            rejectionCode: ("INSUFFICIENT_FUNDS" | "MARKET_CLOSED" | "TECHNICAL_ISSUE" | "KYC_REQUIRED" | "COMPLIANCE_HOLD" | "OTHER") | null;
            rejectionReason: string | null;
            rejectedAt: string | null;
            orderLifecycle: ("CANCELLED" | "EXPIRED") | null;
            cancelReason: string | null;
            cancelledAt: string | null;
            /** @description what a cancellation gave back: USD (BUY) or shares (SELL) */
            refunded: number | null;
            triggeredAt: string | null;
            triggerPrice: number | null;
            filledAt: string | null;
            settlementStatus: ("PENDING" | "SETTLED" | "FAILED") | null;
            settleAt: string | null;
            settledAt: string | null;
            settledBy: ("TIMER" | "TEST" | "TAKE_PROFIT") | null;
            /**
             * Format: date-time
             * @description ISO 8601 instant
             */
            createdAt: string;
            replacedAt: string | null;
            /** @enum {string} */
            book: "SANDBOX" | "VIRTUAL";
            virtual: boolean;
        };
        /** TestOrderList */
        TestOrderList: {
            subAccountId: string | null;
            orders: components["schemas"]["TestOrder"][];
            count: number;
            hasMore: boolean;
            nextCursor: string | null;
        };
        /**
         * TickerList
         * @description One cursor page of the symbol directory
         */
        TickerList: {
            tickers: {
                symbol: string;
                ticker: string;
                name: string;
                exchange: string;
                /** @enum {string} */
                assetType: "EQUITY" | "ETF";
                /** @enum {string} */
                status: "ACTIVE" | "SUSPENDED" | "DELISTED";
            }[];
            count: number;
            hasMore: boolean;
            nextCursor: string | null;
        };
        TopupConfirmedEvent: {
            eventId: string;
            /** @constant */
            event: "topup.confirmed";
            timestamp: string;
            data: {
                topupId: string;
                amount: number;
                currency: string;
                reference: string | null;
                /** @constant */
                status: "CONFIRMED";
            };
            /** @constant */
            isSandbox?: true;
        };
        /**
         * TradeCheck
         * @description The pre-trade eligibility check: every rule a trade would apply, answered one by one; nothing placed, escrowed or consumed
         */
        TradeCheck: {
            eligible: boolean;
            /** @enum {string} */
            accountType: "MASTER" | "SUB_ACCOUNT";
            subAccountId: string | null;
            checks: {
                check: string;
                passed: boolean;
                code?: string;
                message?: string;
            }[];
            /** @description eligible MARKET requests only: a firm single-use quote for POST /trade */
            quoteId?: string;
            /**
             * Format: date-time
             * @description ISO 8601 instant
             */
            quoteExpiresAt?: string;
            /** @description BUY: cost with fees; SELL: proceeds net of fees, at the price checked */
            estimatedTotal?: number;
        };
        TradeRejectedEvent: {
            eventId: string;
            /** @constant */
            event: "trade.rejected";
            timestamp: string;
            data: {
                orderId: string;
                subAccountId?: string | null;
                externalId?: string | null;
                accountType?: string;
                clientOrderId?: string | null;
                /** @enum {string} */
                type: "BUY" | "SELL";
                symbol: string;
                quantity: number;
                status: string;
                lastExecutionReportId: string | null;
                rejectionCode: string | null;
                rejectionReason: string | null;
            };
            /** @constant */
            isSandbox?: true;
        };
        TradeSettledEvent: {
            eventId: string;
            /** @constant */
            event: "trade.settled";
            timestamp: string;
            data: {
                orderId: string;
                subAccountId?: string | null;
                externalId?: string | null;
                accountType?: string;
                clientOrderId?: string | null;
                /** @enum {string} */
                type: "BUY" | "SELL";
                symbol: string;
                quantity: number;
                status: string;
                lastExecutionReportId: string | null;
                exchange?: string | null;
                priceAtOrder: number | null;
                usdPriceAtOrder: number | null;
                feeAmount: number;
                settledAt: string | null;
                settlementUsdPrice: number | null;
                totalCost: number;
            };
            /** @constant */
            isSandbox?: true;
        };
        /**
         * TradingHours
         * @description Local session hours (HH:MM in the exchange's timezone) and trading weekdays
         */
        TradingHours: {
            open: string;
            close: string;
            days: string[];
        };
        /**
         * UnitMovement
         * @description A subscription or redemption: USD moved (amount), units (6 decimals) bought or sold back, units held and the cash balance after
         */
        UnitMovement: {
            transactionId: string;
            subAccountId: string;
            instrumentId: string;
            /** @enum {string} */
            assetClass: "BOND" | "FUND" | "OPPORTUNITY";
            /** @description USD amount, at most 2 decimals */
            amount: number;
            /** @constant */
            currency: "USD";
            units: number;
            unitsHeld: number;
            /** @description USD amount, at most 2 decimals */
            newBalance: number;
            /** @constant */
            status: "CONFIRMED";
            /**
             * Format: date-time
             * @description ISO 8601 instant
             */
            createdAt: string;
        };
        /**
         * Usage
         * @description API usage per UTC day (service clock) of the partner environment; counters are kept in memory and written in batches, and a read writes the pending batch first
         */
        Usage: {
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            days: {
                /** Format: date */
                date: string;
                requests: {
                    total: number;
                    /** @description by route family: the first segment of the route path template (`users`, `orders`, `market`) */
                    byFamily: {
                        [key: string]: number;
                    };
                };
                rateLimited: {
                    total: number;
                    /** @description by route family: the first segment of the route path template (`users`, `orders`, `market`) */
                    byFamily: {
                        [key: string]: number;
                    };
                };
                ordersPlaced: number;
                activeSubAccounts: number;
                webhookDeliveries: number;
                streamMinutes: number;
            }[];
            totals: {
                requests: number;
                rateLimited: number;
                ordersPlaced: number;
                webhookDeliveries: number;
                streamMinutes: number;
            };
        };
        /**
         * Vote
         * @description A sub-account's vote on one resolution, with the units it held at the record date; changeable until the window closes
         */
        Vote: {
            electionId: string;
            resolutionId: string;
            subAccountId: string;
            /** @enum {string} */
            choice: "FOR" | "AGAINST" | "ABSTAIN";
            /** @description units (shares), exact to 6 decimal places */
            units: number;
            /**
             * Format: date-time
             * @description ISO 8601 instant
             */
            castAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 instant
             */
            updatedAt: string;
        };
        /**
         * VoteList
         * @description One cursor page of a sub-account's votes
         */
        VoteList: {
            votes: components["schemas"]["Vote"][];
            count: number;
            hasMore: boolean;
            nextCursor: string | null;
        };
        /**
         * Wallet
         * @description A sub-account's cash: settled, unsettled (SELL proceeds before settlement), reserved for open BUY orders, withdrawable
         */
        Wallet: {
            /** @constant */
            currency: "USD";
            /** @description USD amount, at most 2 decimals */
            balanceUsd: number;
            /** @description USD amount, at most 2 decimals */
            settledUsd: number;
            /** @description USD amount, at most 2 decimals */
            unsettledUsd: number;
            /** @description USD amount, at most 2 decimals */
            reservedUsd: number;
            /** @description USD amount, at most 2 decimals */
            withdrawableUsd: number;
        };
        WalletCreditedEvent: {
            eventId: string;
            /** @constant */
            event: "wallet.credited";
            timestamp: string;
            data: {
                amount: number;
                newBalance: number;
                currency: string;
            };
            /** @constant */
            isSandbox?: true;
        };
        /**
         * WalletTransaction
         * @description A wallet movement; further keys depend on its type (source, note, orderId, destination, ...)
         */
        WalletTransaction: {
            transactionId: string;
            type: string;
            /** @description signed: negative out of the wallet */
            amount: number;
            currency: string;
            /** @description USD amount, at most 2 decimals */
            balanceAfter: number;
            /**
             * Format: date-time
             * @description ISO 8601 instant
             */
            createdAt: string;
        };
        /** WalletTransactionList */
        WalletTransactionList: {
            transactions: components["schemas"]["WalletTransaction"][];
            count: number;
            hasMore: boolean;
            nextCursor: string | null;
        };
        /**
         * WalletTransfer
         * @description A deposit under ?walletContract=2: the transfer from the master wallet
         */
        WalletTransfer: {
            transferId: string;
            /** @constant */
            direction: "MASTER_TO_SUB_ACCOUNT";
            /** @constant */
            currency: "USD";
            /** @description USD amount, at most 2 decimals */
            amount: number;
            /** @description USD amount, at most 2 decimals */
            sourceBalance: number;
            /** @description USD amount, at most 2 decimals */
            targetBalance: number;
            simulationOnly: boolean;
            /** @constant */
            externalPayout: false;
        };
        /**
         * Webhook
         * @description A webhook registration (the secret is never shown)
         */
        Webhook: {
            id: string;
            url: string;
            events: string[];
            /**
             * Format: date-time
             * @description ISO 8601 instant
             */
            createdAt: string;
            /** @enum {string} */
            status: "ACTIVE" | "DELETED";
            /** @description the last 4 characters of the secret */
            secretHint: string;
        };
        /** WebhookCreated */
        WebhookCreated: {
            id: string;
            url: string;
            events: string[];
            /**
             * Format: date-time
             * @description ISO 8601 instant
             */
            createdAt: string;
            /** @enum {string} */
            status: "ACTIVE" | "DELETED";
            /** @description the last 4 characters of the secret */
            secretHint: string;
            /** @description the generated secret, shown only in this response */
            secret?: string;
        };
        /** WebhookDeleted */
        WebhookDeleted: {
            id: string;
            url: string;
            events: string[];
            /**
             * Format: date-time
             * @description ISO 8601 instant
             */
            createdAt: string;
            /** @enum {string} */
            status: "ACTIVE" | "DELETED";
            /** @description the last 4 characters of the secret */
            secretHint: string;
            deletedAt: string | null;
        };
        /** WebhookDelivery */
        WebhookDelivery: {
            id: string;
            eventId: string;
            event: string;
            /** @description HTTP status the endpoint answered */
            status: number | null;
            /** @description milliseconds */
            duration: number | null;
            attemptedAt: string | null;
            success: boolean | null;
            attempt: number;
            state: string;
            nextRetryAt: string | null;
            responseSnippet: string | null;
            error: string | null;
        };
        /** WebhookDeliveryList */
        WebhookDeliveryList: {
            deliveries: components["schemas"]["WebhookDelivery"][];
            count: number;
            hasMore: boolean;
            nextCursor: string | null;
        };
        /** WebhookList */
        WebhookList: {
            webhooks: components["schemas"]["Webhook"][];
        };
        /** WebhookTestResult */
        WebhookTestResult: {
            /** @constant */
            success: true;
            eventId: string;
            httpStatus: number | null;
            durationMs: number | null;
        };
        WithdrawConfirmedEvent: {
            eventId: string;
            /** @constant */
            event: "withdraw.confirmed";
            timestamp: string;
            data: {
                subAccountId: string;
                amount: number;
                currency: string;
                newBalance: number;
            };
            /** @constant */
            isSandbox?: true;
        };
        /** Withdrawal */
        Withdrawal: {
            transactionId: string;
            subAccountId: string;
            /** @constant */
            status: "PROCESSED";
            /** @description USD amount, at most 2 decimals */
            amount: number;
            /** @constant */
            currency: "USD";
            /** @description USD amount, at most 2 decimals */
            newBalance: number;
            /** @description USD amount, at most 2 decimals */
            withdrawableUsd: number;
            /**
             * Format: date-time
             * @description ISO 8601 instant
             */
            createdAt: string;
        };
    };
    responses: {
        /** @description INSUFFICIENT_FUNDS, UNSETTLED_FUNDS, VALIDATION_ERROR, INVALID_TYPE, MISSING_PARAM, MISSING_IDEMPOTENCY_KEY */
        "400.INSUFFICIENT_FUNDS.UNSETTLED_FUNDS.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.MISSING_IDEMPOTENCY_KEY.RateLimited": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "INSUFFICIENT_FUNDS",
                 *         "message": "refused: INSUFFICIENT_FUNDS",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description INSUFFICIENT_FUNDS, VALIDATION_ERROR, INVALID_TYPE, MISSING_PARAM, MISSING_IDEMPOTENCY_KEY */
        "400.INSUFFICIENT_FUNDS.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.MISSING_IDEMPOTENCY_KEY.RateLimited": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "INSUFFICIENT_FUNDS",
                 *         "message": "refused: INSUFFICIENT_FUNDS",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description INVALID_SYMBOL, UNKNOWN_EXCHANGE, BATCH_LIMIT_EXCEEDED, VALIDATION_ERROR, INVALID_TYPE, MISSING_PARAM */
        "400.INVALID_SYMBOL.UNKNOWN_EXCHANGE.BATCH_LIMIT_EXCEEDED.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.RateLimited": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "INVALID_SYMBOL",
                 *         "message": "refused: INVALID_SYMBOL",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description INVALID_SYMBOL, UNKNOWN_EXCHANGE, BATCH_LIMIT_EXCEEDED, VALIDATION_ERROR, INVALID_TYPE, MISSING_PARAM */
        "400.INVALID_SYMBOL.UNKNOWN_EXCHANGE.BATCH_LIMIT_EXCEEDED.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.RateLimited.Deprecated": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                Deprecation: components["headers"]["Deprecation"];
                Sunset: components["headers"]["Sunset"];
                Link: components["headers"]["Link"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "INVALID_SYMBOL",
                 *         "message": "refused: INVALID_SYMBOL",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description INVALID_SYMBOL, UNKNOWN_EXCHANGE, VALIDATION_ERROR, INVALID_TYPE, MISSING_PARAM */
        "400.INVALID_SYMBOL.UNKNOWN_EXCHANGE.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.RateLimited": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "INVALID_SYMBOL",
                 *         "message": "refused: INVALID_SYMBOL",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description INVALID_SYMBOL, UNKNOWN_EXCHANGE, VALIDATION_ERROR, INVALID_TYPE, MISSING_PARAM */
        "400.INVALID_SYMBOL.UNKNOWN_EXCHANGE.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.RateLimited.Deprecated": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                Deprecation: components["headers"]["Deprecation"];
                Sunset: components["headers"]["Sunset"];
                Link: components["headers"]["Link"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "INVALID_SYMBOL",
                 *         "message": "refused: INVALID_SYMBOL",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description INVALID_SYMBOL, VALIDATION_ERROR, INVALID_TYPE, MISSING_PARAM */
        "400.INVALID_SYMBOL.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.RateLimited": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "INVALID_SYMBOL",
                 *         "message": "refused: INVALID_SYMBOL",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description INVALID_SYMBOL, VALIDATION_ERROR, UNKNOWN_EXCHANGE, INVALID_TYPE, MISSING_PARAM */
        "400.INVALID_SYMBOL.VALIDATION_ERROR.UNKNOWN_EXCHANGE.INVALID_TYPE.MISSING_PARAM.RateLimited": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "INVALID_SYMBOL",
                 *         "message": "refused: INVALID_SYMBOL",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description INVALID_SYMBOL, VALIDATION_ERROR, UNKNOWN_EXCHANGE, INVALID_TYPE, MISSING_PARAM */
        "400.INVALID_SYMBOL.VALIDATION_ERROR.UNKNOWN_EXCHANGE.INVALID_TYPE.MISSING_PARAM.RateLimited.Deprecated": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                Deprecation: components["headers"]["Deprecation"];
                Sunset: components["headers"]["Sunset"];
                Link: components["headers"]["Link"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "INVALID_SYMBOL",
                 *         "message": "refused: INVALID_SYMBOL",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description INVALID_TYPE, VALIDATION_ERROR, INVALID_SYMBOL, UNKNOWN_EXCHANGE, MISSING_PARAM, MISSING_IDEMPOTENCY_KEY */
        "400.INVALID_TYPE.VALIDATION_ERROR.INVALID_SYMBOL.UNKNOWN_EXCHANGE.MISSING_PARAM.MISSING_IDEMPOTENCY_KEY.RateLimited": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "INVALID_TYPE",
                 *         "message": "refused: INVALID_TYPE",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description INVALID_TYPE, VALIDATION_ERROR, MISSING_PARAM */
        "400.INVALID_TYPE.VALIDATION_ERROR.MISSING_PARAM.RateLimited": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "INVALID_TYPE",
                 *         "message": "refused: INVALID_TYPE",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description MISSING_IDEMPOTENCY_KEY, INSUFFICIENT_FUNDS, VALIDATION_ERROR, INVALID_TYPE, MISSING_PARAM */
        "400.MISSING_IDEMPOTENCY_KEY.INSUFFICIENT_FUNDS.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.RateLimited": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "MISSING_IDEMPOTENCY_KEY",
                 *         "message": "refused: MISSING_IDEMPOTENCY_KEY",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description MISSING_IDEMPOTENCY_KEY, INVALID_TYPE, VALIDATION_ERROR, MISSING_PARAM */
        "400.MISSING_IDEMPOTENCY_KEY.INVALID_TYPE.VALIDATION_ERROR.MISSING_PARAM.RateLimited": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "MISSING_IDEMPOTENCY_KEY",
                 *         "message": "refused: MISSING_IDEMPOTENCY_KEY",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description MISSING_IDEMPOTENCY_KEY, MISSING_PARAM, INVALID_TYPE, VALIDATION_ERROR, INVALID_SYMBOL, UNKNOWN_EXCHANGE */
        "400.MISSING_IDEMPOTENCY_KEY.MISSING_PARAM.INVALID_TYPE.VALIDATION_ERROR.INVALID_SYMBOL.UNKNOWN_EXCHANGE.RateLimited": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "MISSING_IDEMPOTENCY_KEY",
                 *         "message": "refused: MISSING_IDEMPOTENCY_KEY",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description MISSING_IDEMPOTENCY_KEY, MISSING_PARAM, INVALID_TYPE, VALIDATION_ERROR */
        "400.MISSING_IDEMPOTENCY_KEY.MISSING_PARAM.INVALID_TYPE.VALIDATION_ERROR.RateLimited": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "MISSING_IDEMPOTENCY_KEY",
                 *         "message": "refused: MISSING_IDEMPOTENCY_KEY",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description MISSING_IDEMPOTENCY_KEY */
        "400.MISSING_IDEMPOTENCY_KEY.RateLimited": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "MISSING_IDEMPOTENCY_KEY",
                 *         "message": "refused: MISSING_IDEMPOTENCY_KEY",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description MISSING_IDEMPOTENCY_KEY, VALIDATION_ERROR, INVALID_TYPE, MISSING_PARAM */
        "400.MISSING_IDEMPOTENCY_KEY.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.RateLimited": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "MISSING_IDEMPOTENCY_KEY",
                 *         "message": "refused: MISSING_IDEMPOTENCY_KEY",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description MISSING_PARAM, INVALID_TYPE, VALIDATION_ERROR */
        "400.MISSING_PARAM.INVALID_TYPE.VALIDATION_ERROR": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "MISSING_PARAM",
                 *         "message": "refused: MISSING_PARAM",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description MISSING_PARAM, INVALID_TYPE, VALIDATION_ERROR, INVALID_SYMBOL, INSUFFICIENT_FUNDS, MISSING_IDEMPOTENCY_KEY */
        "400.MISSING_PARAM.INVALID_TYPE.VALIDATION_ERROR.INVALID_SYMBOL.INSUFFICIENT_FUNDS.MISSING_IDEMPOTENCY_KEY.RateLimited": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "MISSING_PARAM",
                 *         "message": "refused: MISSING_PARAM",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description MISSING_PARAM, INVALID_TYPE, VALIDATION_ERROR, INVALID_SYMBOL, INSUFFICIENT_FUNDS, MISSING_IDEMPOTENCY_KEY */
        "400.MISSING_PARAM.INVALID_TYPE.VALIDATION_ERROR.INVALID_SYMBOL.INSUFFICIENT_FUNDS.MISSING_IDEMPOTENCY_KEY.RateLimited.Deprecated": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                Deprecation: components["headers"]["Deprecation"];
                Sunset: components["headers"]["Sunset"];
                Link: components["headers"]["Link"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "MISSING_PARAM",
                 *         "message": "refused: MISSING_PARAM",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description MISSING_PARAM, INVALID_TYPE, VALIDATION_ERROR, INVALID_SYMBOL, UNKNOWN_EXCHANGE, QUOTE_REQUIRED, INSUFFICIENT_FUNDS, MISSING_IDEMPOTENCY_KEY */
        "400.MISSING_PARAM.INVALID_TYPE.VALIDATION_ERROR.INVALID_SYMBOL.UNKNOWN_EXCHANGE.QUOTE_REQUIRED.INSUFFICIENT_FUNDS.MISSING_IDEMPOTENCY_KEY.RateLimited": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "MISSING_PARAM",
                 *         "message": "refused: MISSING_PARAM",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description MISSING_PARAM, INVALID_TYPE, VALIDATION_ERROR, INVALID_SYMBOL, UNKNOWN_EXCHANGE */
        "400.MISSING_PARAM.INVALID_TYPE.VALIDATION_ERROR.INVALID_SYMBOL.UNKNOWN_EXCHANGE.RateLimited": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "MISSING_PARAM",
                 *         "message": "refused: MISSING_PARAM",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description MISSING_PARAM, VALIDATION_ERROR, INVALID_TYPE */
        "400.MISSING_PARAM.VALIDATION_ERROR.INVALID_TYPE.RateLimited": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "MISSING_PARAM",
                 *         "message": "refused: MISSING_PARAM",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description MISSING_PARAM, VALIDATION_ERROR, INVALID_TYPE */
        "400.MISSING_PARAM.VALIDATION_ERROR.INVALID_TYPE.RateLimited.Deprecated": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                Deprecation: components["headers"]["Deprecation"];
                Sunset: components["headers"]["Sunset"];
                Link: components["headers"]["Link"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "MISSING_PARAM",
                 *         "message": "refused: MISSING_PARAM",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description UNKNOWN_EXCHANGE, INVALID_TYPE, VALIDATION_ERROR, MISSING_PARAM */
        "400.UNKNOWN_EXCHANGE.INVALID_TYPE.VALIDATION_ERROR.MISSING_PARAM.RateLimited": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "UNKNOWN_EXCHANGE",
                 *         "message": "refused: UNKNOWN_EXCHANGE",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description UNKNOWN_EXCHANGE, VALIDATION_ERROR, INVALID_TYPE, MISSING_PARAM */
        "400.UNKNOWN_EXCHANGE.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.RateLimited": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "UNKNOWN_EXCHANGE",
                 *         "message": "refused: UNKNOWN_EXCHANGE",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description UNKNOWN_EXCHANGE, VALIDATION_ERROR, INVALID_TYPE, MISSING_PARAM */
        "400.UNKNOWN_EXCHANGE.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.RateLimited.Deprecated": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                Deprecation: components["headers"]["Deprecation"];
                Sunset: components["headers"]["Sunset"];
                Link: components["headers"]["Link"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "UNKNOWN_EXCHANGE",
                 *         "message": "refused: UNKNOWN_EXCHANGE",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description VALIDATION_ERROR, INSUFFICIENT_FUNDS, INVALID_TYPE, MISSING_PARAM, MISSING_IDEMPOTENCY_KEY */
        "400.VALIDATION_ERROR.INSUFFICIENT_FUNDS.INVALID_TYPE.MISSING_PARAM.MISSING_IDEMPOTENCY_KEY.RateLimited": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "VALIDATION_ERROR",
                 *         "message": "amount: must be greater than 0",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description VALIDATION_ERROR, INVALID_SYMBOL, UNKNOWN_EXCHANGE, INVALID_TYPE, MISSING_PARAM */
        "400.VALIDATION_ERROR.INVALID_SYMBOL.UNKNOWN_EXCHANGE.INVALID_TYPE.MISSING_PARAM.RateLimited": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "VALIDATION_ERROR",
                 *         "message": "amount: must be greater than 0",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description VALIDATION_ERROR, INVALID_TYPE, MISSING_PARAM */
        "400.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "VALIDATION_ERROR",
                 *         "message": "amount: must be greater than 0",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description VALIDATION_ERROR, INVALID_TYPE, MISSING_PARAM, MISSING_IDEMPOTENCY_KEY */
        "400.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.MISSING_IDEMPOTENCY_KEY.RateLimited": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "VALIDATION_ERROR",
                 *         "message": "amount: must be greater than 0",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description VALIDATION_ERROR, INVALID_TYPE, MISSING_PARAM, MISSING_IDEMPOTENCY_KEY */
        "400.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.MISSING_IDEMPOTENCY_KEY.RateLimited.Deprecated": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                Deprecation: components["headers"]["Deprecation"];
                Sunset: components["headers"]["Sunset"];
                Link: components["headers"]["Link"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "VALIDATION_ERROR",
                 *         "message": "amount: must be greater than 0",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description VALIDATION_ERROR, INVALID_TYPE, MISSING_PARAM */
        "400.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.RateLimited": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "VALIDATION_ERROR",
                 *         "message": "amount: must be greater than 0",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description VALIDATION_ERROR, MISSING_PARAM, INVALID_TYPE, MISSING_IDEMPOTENCY_KEY */
        "400.VALIDATION_ERROR.MISSING_PARAM.INVALID_TYPE.MISSING_IDEMPOTENCY_KEY.RateLimited": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "VALIDATION_ERROR",
                 *         "message": "amount: must be greater than 0",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description VALIDATION_ERROR */
        "400.VALIDATION_ERROR.RateLimited": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "VALIDATION_ERROR",
                 *         "message": "amount: must be greater than 0",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description AUTH_MISSING, AUTH_INVALID */
        "401.AUTH_MISSING.AUTH_INVALID": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "AUTH_MISSING",
                 *         "message": "an API key is required",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description AUTH_MISSING, AUTH_INVALID */
        "401.AUTH_MISSING.AUTH_INVALID.RateLimited": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "AUTH_MISSING",
                 *         "message": "an API key is required",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description AUTH_MISSING, AUTH_INVALID */
        "401.AUTH_MISSING.AUTH_INVALID.RateLimited.Deprecated": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                Deprecation: components["headers"]["Deprecation"];
                Sunset: components["headers"]["Sunset"];
                Link: components["headers"]["Link"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "AUTH_MISSING",
                 *         "message": "an API key is required",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description AUTH_SUSPENDED, AUTH_REVOKED, FORBIDDEN */
        "403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "AUTH_SUSPENDED",
                 *         "message": "refused: AUTH_SUSPENDED",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description AUTH_SUSPENDED, AUTH_REVOKED, FORBIDDEN */
        "403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited.Deprecated": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                Deprecation: components["headers"]["Deprecation"];
                Sunset: components["headers"]["Sunset"];
                Link: components["headers"]["Link"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "AUTH_SUSPENDED",
                 *         "message": "refused: AUTH_SUSPENDED",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description FORBIDDEN */
        "403.FORBIDDEN": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "FORBIDDEN",
                 *         "message": "refused: FORBIDDEN",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description FORBIDDEN, AUTH_SUSPENDED */
        "403.FORBIDDEN.AUTH_SUSPENDED": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "FORBIDDEN",
                 *         "message": "refused: FORBIDDEN",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description FORBIDDEN, AUTH_SUSPENDED, AUTH_REVOKED */
        "403.FORBIDDEN.AUTH_SUSPENDED.AUTH_REVOKED.RateLimited": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "FORBIDDEN",
                 *         "message": "refused: FORBIDDEN",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description FORBIDDEN, AUTH_SUSPENDED, AUTH_REVOKED */
        "403.FORBIDDEN.AUTH_SUSPENDED.AUTH_REVOKED.RateLimited.Deprecated": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                Deprecation: components["headers"]["Deprecation"];
                Sunset: components["headers"]["Sunset"];
                Link: components["headers"]["Link"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "FORBIDDEN",
                 *         "message": "refused: FORBIDDEN",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description KYC_REQUIRED, FORBIDDEN, AUTH_SUSPENDED, AUTH_REVOKED */
        "403.KYC_REQUIRED.FORBIDDEN.AUTH_SUSPENDED.AUTH_REVOKED.RateLimited": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "KYC_REQUIRED",
                 *         "message": "refused: KYC_REQUIRED",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description QUOTE_SCOPE_MISMATCH, KYC_REQUIRED, FORBIDDEN, AUTH_SUSPENDED, AUTH_REVOKED */
        "403.QUOTE_SCOPE_MISMATCH.KYC_REQUIRED.FORBIDDEN.AUTH_SUSPENDED.AUTH_REVOKED.RateLimited": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "QUOTE_SCOPE_MISMATCH",
                 *         "message": "refused: QUOTE_SCOPE_MISMATCH",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description NOT_FOUND */
        "404.NOT_FOUND": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "NOT_FOUND",
                 *         "message": "no such resource",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description NOT_FOUND, QUOTE_NOT_FOUND */
        "404.NOT_FOUND.QUOTE_NOT_FOUND.RateLimited": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "NOT_FOUND",
                 *         "message": "no such resource",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description NOT_FOUND */
        "404.NOT_FOUND.RateLimited": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "NOT_FOUND",
                 *         "message": "no such resource",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description NOT_FOUND */
        "404.NOT_FOUND.RateLimited.Deprecated": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                Deprecation: components["headers"]["Deprecation"];
                Sunset: components["headers"]["Sunset"];
                Link: components["headers"]["Link"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "NOT_FOUND",
                 *         "message": "no such resource",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description CONFLICT */
        "409.CONFLICT": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "CONFLICT",
                 *         "message": "refused: CONFLICT",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description CONFLICT */
        "409.CONFLICT.RateLimited": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "CONFLICT",
                 *         "message": "refused: CONFLICT",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description CONFLICT */
        "409.CONFLICT.RateLimited.Deprecated": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                Deprecation: components["headers"]["Deprecation"];
                Sunset: components["headers"]["Sunset"];
                Link: components["headers"]["Link"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "CONFLICT",
                 *         "message": "refused: CONFLICT",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description STALE_QUOTE, QUOTE_ORDER_MISMATCH, CONFLICT */
        "409.STALE_QUOTE.QUOTE_ORDER_MISMATCH.CONFLICT.RateLimited": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "STALE_QUOTE",
                 *         "message": "refused: STALE_QUOTE",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description GONE */
        "410.GONE.RateLimited": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "GONE",
                 *         "message": "refused: GONE",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description GONE */
        "410.GONE.RateLimited.Deprecated": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                Deprecation: components["headers"]["Deprecation"];
                Sunset: components["headers"]["Sunset"];
                Link: components["headers"]["Link"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "GONE",
                 *         "message": "refused: GONE",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description PAYLOAD_TOO_LARGE */
        "413.PAYLOAD_TOO_LARGE": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "PAYLOAD_TOO_LARGE",
                 *         "message": "refused: PAYLOAD_TOO_LARGE",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description PAYLOAD_TOO_LARGE */
        "413.PAYLOAD_TOO_LARGE.RateLimited": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "PAYLOAD_TOO_LARGE",
                 *         "message": "refused: PAYLOAD_TOO_LARGE",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description PAYLOAD_TOO_LARGE */
        "413.PAYLOAD_TOO_LARGE.RateLimited.Deprecated": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                Deprecation: components["headers"]["Deprecation"];
                Sunset: components["headers"]["Sunset"];
                Link: components["headers"]["Link"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "PAYLOAD_TOO_LARGE",
                 *         "message": "refused: PAYLOAD_TOO_LARGE",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description UNSUPPORTED_MEDIA_TYPE */
        "415.UNSUPPORTED_MEDIA_TYPE": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "UNSUPPORTED_MEDIA_TYPE",
                 *         "message": "refused: UNSUPPORTED_MEDIA_TYPE",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description UNSUPPORTED_MEDIA_TYPE */
        "415.UNSUPPORTED_MEDIA_TYPE.RateLimited": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "UNSUPPORTED_MEDIA_TYPE",
                 *         "message": "refused: UNSUPPORTED_MEDIA_TYPE",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description UNSUPPORTED_MEDIA_TYPE */
        "415.UNSUPPORTED_MEDIA_TYPE.RateLimited.Deprecated": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                Deprecation: components["headers"]["Deprecation"];
                Sunset: components["headers"]["Sunset"];
                Link: components["headers"]["Link"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "UNSUPPORTED_MEDIA_TYPE",
                 *         "message": "refused: UNSUPPORTED_MEDIA_TYPE",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description BUSINESS_RULE */
        "422.BUSINESS_RULE.RateLimited": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "BUSINESS_RULE",
                 *         "message": "refused: BUSINESS_RULE",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description BUSINESS_RULE */
        "422.BUSINESS_RULE.RateLimited.Deprecated": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                Deprecation: components["headers"]["Deprecation"];
                Sunset: components["headers"]["Sunset"];
                Link: components["headers"]["Link"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "BUSINESS_RULE",
                 *         "message": "refused: BUSINESS_RULE",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description MARKET_CLOSED, BUSINESS_RULE */
        "422.MARKET_CLOSED.BUSINESS_RULE.RateLimited": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "MARKET_CLOSED",
                 *         "message": "refused: MARKET_CLOSED",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description MARKET_CLOSED, BUSINESS_RULE, SANDBOX_MASTER_TRADING */
        "422.MARKET_CLOSED.BUSINESS_RULE.SANDBOX_MASTER_TRADING.RateLimited": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "MARKET_CLOSED",
                 *         "message": "refused: MARKET_CLOSED",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description SANDBOX_UNSUPPORTED */
        "422.SANDBOX_UNSUPPORTED.RateLimited": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "SANDBOX_UNSUPPORTED",
                 *         "message": "refused: SANDBOX_UNSUPPORTED",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description RATE_LIMITED */
        "429.RATE_LIMITED.RateLimited": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "RATE_LIMITED",
                 *         "message": "rate limit of 60 requests per minute exceeded",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description RATE_LIMITED */
        "429.RATE_LIMITED.RateLimited.Deprecated": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                Deprecation: components["headers"]["Deprecation"];
                Sunset: components["headers"]["Sunset"];
                Link: components["headers"]["Link"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "RATE_LIMITED",
                 *         "message": "rate limit of 60 requests per minute exceeded",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description INTERNAL_ERROR */
        "500.INTERNAL_ERROR": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "INTERNAL_ERROR",
                 *         "message": "internal error",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description INTERNAL_ERROR */
        "500.INTERNAL_ERROR.RateLimited": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "INTERNAL_ERROR",
                 *         "message": "internal error",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description INTERNAL_ERROR */
        "500.INTERNAL_ERROR.RateLimited.Deprecated": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                Deprecation: components["headers"]["Deprecation"];
                Sunset: components["headers"]["Sunset"];
                Link: components["headers"]["Link"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "INTERNAL_ERROR",
                 *         "message": "internal error",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description INTERNAL_ERROR */
        "500.INTERNAL_ERROR2": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "INTERNAL_ERROR",
                 *         "message": "internal error",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description WEBHOOK_TEST_FAILED */
        "502.WEBHOOK_TEST_FAILED.RateLimited": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "WEBHOOK_TEST_FAILED",
                 *         "message": "refused: WEBHOOK_TEST_FAILED",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description MAINTENANCE, SERVICE_UNAVAILABLE */
        "503.MAINTENANCE.SERVICE_UNAVAILABLE": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "MAINTENANCE",
                 *         "message": "refused: MAINTENANCE",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description MAINTENANCE, SERVICE_UNAVAILABLE */
        "503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "MAINTENANCE",
                 *         "message": "refused: MAINTENANCE",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description MAINTENANCE, SERVICE_UNAVAILABLE */
        "503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited.Deprecated": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                Deprecation: components["headers"]["Deprecation"];
                Sunset: components["headers"]["Sunset"];
                Link: components["headers"]["Link"];
                "Consistency-Position": components["headers"]["Consistency-Position"];
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "MAINTENANCE",
                 *         "message": "refused: MAINTENANCE",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description SERVICE_UNAVAILABLE */
        "503.SERVICE_UNAVAILABLE": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "SERVICE_UNAVAILABLE",
                 *         "message": "refused: SERVICE_UNAVAILABLE",
                 *         "requestId": "req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /** @description Unix seconds; at most 300 s from the service clock */
        ServiceTimestamp: string;
        /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
        ServiceRequestSignature: string;
        /** @description The ETag of a body you hold: 304 without a body while it is still current */
        IfNoneMatch: string;
        /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
        ConsistencyPosition: number;
        /** @description Resume after this eventId (wins over ?since=); an unknown or expired id answers `event: gap` first */
        LastEventId: string;
        /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
        SandboxForceError: "AUTH_MISSING" | "AUTH_INVALID" | "AUTH_SUSPENDED" | "AUTH_REVOKED" | "RATE_LIMITED" | "MISSING_PARAM" | "MISSING_IDEMPOTENCY_KEY" | "INVALID_SYMBOL" | "UNKNOWN_EXCHANGE" | "INVALID_TYPE" | "VALIDATION_ERROR" | "BATCH_LIMIT_EXCEEDED" | "NOT_FOUND" | "CONFLICT" | "QUOTE_REQUIRED" | "QUOTE_NOT_FOUND" | "QUOTE_SCOPE_MISMATCH" | "STALE_QUOTE" | "QUOTE_ORDER_MISMATCH" | "INSUFFICIENT_FUNDS" | "UNSETTLED_FUNDS" | "KYC_REQUIRED" | "MARKET_CLOSED" | "FORBIDDEN" | "INTERNAL_ERROR" | "MAINTENANCE" | "SERVICE_UNAVAILABLE" | "GONE" | "METHOD_NOT_ALLOWED" | "PAYLOAD_TOO_LARGE" | "REQUEST_TIMEOUT" | "HEADERS_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "SANDBOX_MASTER_TRADING" | "SANDBOX_UNSUPPORTED" | "BUSINESS_RULE" | "WEBHOOK_TEST_FAILED";
        /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
        SandboxForceStatus: number;
    };
    requestBodies: never;
    headers: {
        /** @description The request id (yours, if you sent a valid X-Request-Id; otherwise generated); also in error bodies */
        "X-Request-Id": string;
        /** @description Requests allowed per minute for this key's bucket */
        "X-RateLimit-Limit": number;
        /** @description Requests left in the current window */
        "X-RateLimit-Remaining": number;
        /** @description Unix seconds when the window resets */
        "X-RateLimit-Reset": number;
        /** @description Seconds to wait before retrying (rate limit, maintenance, recovery); the request is safe to resend unchanged with the same Idempotency-Key */
        "Retry-After": number;
        /** @description Cluster mode only: the journal position this answer reflects. Send it back on a read (request header of the same name) and any node answers only once it has applied that position: you read your own writes */
        "Consistency-Position": number;
        /** @description `true` when this answer is the stored answer of an earlier request with the same Idempotency-Key */
        "Idempotent-Replayed": "true";
        /** @description Weak validator of the body (the same for every Content-Encoding); send it back as If-None-Match */
        ETag: string;
        /** @description How to authenticate: `Bearer realm="partner-api", ApiKey realm="partner-api", header="x-api-key"` for API keys, `Bearer realm="operator"` or `Bearer realm="identity"`; `error="invalid_token"` when a credential was refused */
        "WWW-Authenticate": string;
        /** @description `true`: this operation is deprecated */
        Deprecation: "true";
        /** @description HTTP date from which the operation answers 410 GONE */
        Sunset: string;
        /** @description The changelog (rel="deprecation") and the successor path (rel="successor-version") */
        Link: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealthz: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description alive */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "ok";
                    };
                };
            };
            500: components["responses"]["500.INTERNAL_ERROR"];
        };
    };
    getReadyz: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description ready */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "ready";
                        journalHead: number;
                        cluster?: {
                            nodeId: string;
                            partition: number;
                            /** @enum {string} */
                            role: "starting" | "follower" | "owner" | "leaving" | "stopped";
                            owner: string | null;
                            ownerUrl: string | null;
                            epoch: number;
                            leaseExpiresAt: string | null;
                            lagEntries: number;
                            lagMs: number;
                            appliedSeq: number;
                            database: {
                                /** @enum {string} */
                                state: "connecting" | "primary" | "read-only" | "unreachable";
                                message: string | null;
                            };
                            diverged: string | null;
                        };
                    };
                };
            };
            500: components["responses"]["500.INTERNAL_ERROR"];
            503: components["responses"]["503.SERVICE_UNAVAILABLE"];
        };
    };
    getOpenapiJson: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of a body you hold: 304 without a body while it is still current */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OpenAPI document */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        openapi: "3.1.0";
                        info: {
                            title: string;
                            version: string;
                        };
                        paths: {
                            [key: string]: Record<string, never>;
                        };
                        components: Record<string, never>;
                    };
                };
            };
            /** @description Not modified: If-None-Match named the current ETag; no body */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            500: components["responses"]["500.INTERNAL_ERROR2"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE"];
        };
    };
    getEvents: {
        parameters: {
            query?: {
                event?: string;
                since?: string;
                limit?: string;
                cursor?: string;
            };
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description {events, count, hasMore, nextCursor} */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        events: (components["schemas"]["OrderPendingEvent"] | components["schemas"]["OrderTriggeredEvent"] | components["schemas"]["OrderFilledEvent"] | components["schemas"]["OrderRejectedEvent"] | components["schemas"]["OrderCancelledEvent"] | components["schemas"]["OrderReplacedEvent"] | components["schemas"]["TradeSettledEvent"] | components["schemas"]["TradeRejectedEvent"] | components["schemas"]["DepositConfirmedEvent"] | components["schemas"]["WithdrawConfirmedEvent"] | components["schemas"]["WalletCreditedEvent"] | components["schemas"]["TopupConfirmedEvent"] | components["schemas"]["FloatLowEvent"] | components["schemas"]["KycUpdatedEvent"] | components["schemas"]["AccountFrozenEvent"] | components["schemas"]["AccountClosedEvent"] | components["schemas"]["DividendPaidEvent"] | components["schemas"]["CorporateactionDeclaredEvent"] | components["schemas"]["CorporateactionSplitEvent"] | components["schemas"]["CorporateactionSuspensionEvent"] | components["schemas"]["CorporateactionDelistingEvent"] | components["schemas"]["CorporateactionRightsIssueEvent"] | components["schemas"]["CorporateactionSymbolChangedEvent"] | components["schemas"]["CorporateactionCancelledEvent"] | components["schemas"]["QuoteExpiredEvent"] | components["schemas"]["PriceAlertEvent"] | components["schemas"]["MarketStatusEvent"] | components["schemas"]["IncidentDeclaredEvent"] | components["schemas"]["IncidentResolvedEvent"] | components["schemas"]["SubscriptionConfirmedEvent"] | components["schemas"]["RedemptionConfirmedEvent"] | components["schemas"]["FundYieldPaidEvent"] | components["schemas"]["BondCouponPaidEvent"] | components["schemas"]["BondMaturedEvent"] | components["schemas"]["CommitmentAllocatedEvent"] | components["schemas"]["CommitmentRefundedEvent"] | components["schemas"]["InvoiceIssuedEvent"] | components["schemas"]["TestClockAdvancedEvent"] | components["schemas"]["SupportCaseAnsweredEvent"] | components["schemas"]["SupportCaseUpdatedEvent"] | components["schemas"]["GovernanceMeetingAnnouncedEvent"] | components["schemas"]["GovernanceResultsPublishedEvent"] | components["schemas"]["ApprovalRequestedEvent"] | components["schemas"]["ApprovalApprovedEvent"] | components["schemas"]["ApprovalRejectedEvent"] | components["schemas"]["ApprovalExpiredEvent"] | components["schemas"]["TestEventEvent"])[];
                        count: number;
                        hasMore: boolean;
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["400.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getEventsEventId: {
        parameters: {
            query?: never;
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path: {
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the event envelope */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderPendingEvent"] | components["schemas"]["OrderTriggeredEvent"] | components["schemas"]["OrderFilledEvent"] | components["schemas"]["OrderRejectedEvent"] | components["schemas"]["OrderCancelledEvent"] | components["schemas"]["OrderReplacedEvent"] | components["schemas"]["TradeSettledEvent"] | components["schemas"]["TradeRejectedEvent"] | components["schemas"]["DepositConfirmedEvent"] | components["schemas"]["WithdrawConfirmedEvent"] | components["schemas"]["WalletCreditedEvent"] | components["schemas"]["TopupConfirmedEvent"] | components["schemas"]["FloatLowEvent"] | components["schemas"]["KycUpdatedEvent"] | components["schemas"]["AccountFrozenEvent"] | components["schemas"]["AccountClosedEvent"] | components["schemas"]["DividendPaidEvent"] | components["schemas"]["CorporateactionDeclaredEvent"] | components["schemas"]["CorporateactionSplitEvent"] | components["schemas"]["CorporateactionSuspensionEvent"] | components["schemas"]["CorporateactionDelistingEvent"] | components["schemas"]["CorporateactionRightsIssueEvent"] | components["schemas"]["CorporateactionSymbolChangedEvent"] | components["schemas"]["CorporateactionCancelledEvent"] | components["schemas"]["QuoteExpiredEvent"] | components["schemas"]["PriceAlertEvent"] | components["schemas"]["MarketStatusEvent"] | components["schemas"]["IncidentDeclaredEvent"] | components["schemas"]["IncidentResolvedEvent"] | components["schemas"]["SubscriptionConfirmedEvent"] | components["schemas"]["RedemptionConfirmedEvent"] | components["schemas"]["FundYieldPaidEvent"] | components["schemas"]["BondCouponPaidEvent"] | components["schemas"]["BondMaturedEvent"] | components["schemas"]["CommitmentAllocatedEvent"] | components["schemas"]["CommitmentRefundedEvent"] | components["schemas"]["InvoiceIssuedEvent"] | components["schemas"]["TestClockAdvancedEvent"] | components["schemas"]["SupportCaseAnsweredEvent"] | components["schemas"]["SupportCaseUpdatedEvent"] | components["schemas"]["GovernanceMeetingAnnouncedEvent"] | components["schemas"]["GovernanceResultsPublishedEvent"] | components["schemas"]["ApprovalRequestedEvent"] | components["schemas"]["ApprovalApprovedEvent"] | components["schemas"]["ApprovalRejectedEvent"] | components["schemas"]["ApprovalExpiredEvent"] | components["schemas"]["TestEventEvent"];
                };
            };
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getStream: {
        parameters: {
            query?: {
                since?: string;
            };
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Resume after this eventId (wins over ?since=); an unknown or expired id answers `event: gap` first */
                "Last-Event-ID"?: components["parameters"]["LastEventId"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/event-stream: id = eventId, event = name, data = envelope; `event: gap` when the resume point is unknown or past the 30-day retention */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["StreamMessage"];
                };
            };
            400: components["responses"]["400.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    postApiSandboxV1Register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description {apiKey, walletBalance, currency}; a repeat call rotates the key and keeps the data */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        apiKey: string;
                        /** @description USD amount, at most 2 decimals */
                        walletBalance: number;
                        /** @constant */
                        currency: "USD";
                    };
                };
            };
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID"];
            500: components["responses"]["500.INTERNAL_ERROR2"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE"];
        };
    };
    postApply: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    businessName: string;
                    /** Format: email */
                    email: string;
                    useCase: string;
                    /** Format: uri */
                    website?: string;
                    termsAccepted: boolean;
                    consentVersion: string;
                };
            };
        };
        responses: {
            /** @description application received */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["400.MISSING_PARAM.INVALID_TYPE.VALIDATION_ERROR"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE"];
            500: components["responses"]["500.INTERNAL_ERROR2"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE"];
        };
    };
    postRegister: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description {apiKey}, shown once */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        apiKey: string;
                    };
                };
            };
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID"];
            403: components["responses"]["403.FORBIDDEN"];
            500: components["responses"]["500.INTERNAL_ERROR2"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE"];
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: {
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description status view */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "active";
                        maskedKey: string | null;
                        apiKey: {
                            keyId: string;
                            /** @enum {string} */
                            kind: "sandbox" | "live" | "data" | "oauth";
                            prefix: string;
                            maskedKey: string;
                            scopes: string[];
                            /** @enum {string} */
                            status: "active" | "rotated" | "deleted" | "revoked";
                            parentKeyId: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601 instant
                             */
                            createdAt: string;
                            expiresAt: string | null;
                            retiredAt: string | null;
                            lastUsedAt: string | null;
                        } | null;
                        dataKey: {
                            keyId: string;
                            /** @enum {string} */
                            kind: "sandbox" | "live" | "data" | "oauth";
                            prefix: string;
                            maskedKey: string;
                            scopes: string[];
                            /** @enum {string} */
                            status: "active" | "rotated" | "deleted" | "revoked";
                            parentKeyId: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601 instant
                             */
                            createdAt: string;
                            expiresAt: string | null;
                            retiredAt: string | null;
                            lastUsedAt: string | null;
                        } | null;
                        businessName: string;
                        email: string;
                        /** @constant */
                        accessLocked?: true;
                        accessLockedAt?: string | null;
                    } | {
                        /** @constant */
                        status: "suspended";
                        businessName: string;
                    } | {
                        /** @constant */
                        status: "not_found";
                    } | {
                        /** @enum {string} */
                        status: "pending" | "approved" | "rejected";
                        businessName: string;
                        applicationSubmittedAt: string | null;
                        applicationRejectionReason: string | null;
                    };
                };
            };
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID"];
            500: components["responses"]["500.INTERNAL_ERROR2"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE"];
        };
    };
    getAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description profile */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        partnerId: string;
                        businessName: string;
                        email: string;
                        /** @enum {string} */
                        environment: "production" | "sandbox";
                        /** @enum {string} */
                        tier: "starter" | "growth" | "enterprise";
                        /** @enum {string} */
                        status: "active" | "suspended";
                        markupBps: number;
                        walletBalance: {
                            /** @constant */
                            currency: "USD";
                            /** @description USD amount, at most 2 decimals */
                            available: number;
                        };
                        apiKey: {
                            keyId: string;
                            /** @enum {string} */
                            kind: "sandbox" | "live" | "data" | "oauth";
                            prefix: string;
                            maskedKey: string;
                            scopes: string[];
                            /** @enum {string} */
                            status: "active" | "rotated" | "deleted" | "revoked";
                            parentKeyId: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601 instant
                             */
                            createdAt: string;
                            expiresAt: string | null;
                            retiredAt: string | null;
                            lastUsedAt: string | null;
                        };
                        dataKey: {
                            keyId: string;
                            /** @enum {string} */
                            kind: "sandbox" | "live" | "data" | "oauth";
                            prefix: string;
                            maskedKey: string;
                            scopes: string[];
                            /** @enum {string} */
                            status: "active" | "rotated" | "deleted" | "revoked";
                            parentKeyId: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601 instant
                             */
                            createdAt: string;
                            expiresAt: string | null;
                            retiredAt: string | null;
                            lastUsedAt: string | null;
                        } | null;
                        rateLimit: {
                            requestsPerMinute: number;
                        };
                        featureFlags: {
                            oauthClientCredentialsEnabled: boolean;
                            scopedKeysRequired: boolean;
                            signedRequestsRequired: boolean;
                            mtlsRequired: boolean;
                            settlementHold: boolean;
                            testToolsOnProduction: boolean;
                        };
                        /**
                         * Format: date-time
                         * @description ISO 8601 instant
                         */
                        createdAt: string;
                    };
                };
            };
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getAudit: {
        parameters: {
            query?: {
                limit?: string;
                cursor?: string;
            };
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description {entries, count, hasMore, nextCursor} */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        entries: {
                            id: number;
                            action: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 instant
                             */
                            occurredAt: string;
                            requestId: string | null;
                            details: unknown;
                            hash: string;
                        }[];
                        count: number;
                        hasMore: boolean;
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["400.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getSla: {
        parameters: {
            query?: never;
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description SLA view */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        overallStatus: "operational" | "degraded" | "partial_outage" | "major_outage" | "maintenance";
                        services: {
                            /** @enum {string} */
                            name: "partner-api" | "trading" | "market-data" | "webhooks" | "event-stream" | "sandbox";
                            /** @enum {string} */
                            status: "operational" | "degraded" | "partial_outage" | "major_outage" | "maintenance";
                        }[];
                        activeIncidents: {
                            id: string;
                            title: string;
                            /** @enum {string} */
                            severity: "P0" | "P1" | "P2" | "P3";
                            affectedServices: string[];
                            status: string;
                            message: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601 instant
                             */
                            declaredAt: string;
                            resolvedAt: string | null;
                            resolutionMessage: string | null;
                            duration: string | null;
                            durationSeconds: number | null;
                        }[];
                        partner: {
                            partnerId: string;
                            /** @enum {string} */
                            tier: "starter" | "growth" | "enterprise";
                            uptimeObjectivePct: number;
                        };
                        tierCommitments: {
                            /** @enum {string} */
                            tier: "starter" | "growth" | "enterprise";
                            uptimeObjectivePct: number;
                        }[];
                    };
                };
            };
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    postApiSandboxV1Reset: {
        parameters: {
            query?: never;
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description reset done */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "reset";
                        /** @description USD amount, at most 2 decimals */
                        walletBalance: number;
                        /** @description USD amount, at most 2 decimals */
                        seededBalance: number;
                        /** @constant */
                        currency: "USD";
                    };
                };
            };
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getApiKeysDataKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description {dataKey: key metadata or null} */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        dataKey: {
                            keyId: string;
                            /** @enum {string} */
                            kind: "sandbox" | "live" | "data" | "oauth";
                            prefix: string;
                            maskedKey: string;
                            scopes: string[];
                            /** @enum {string} */
                            status: "active" | "rotated" | "deleted" | "revoked";
                            parentKeyId: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601 instant
                             */
                            createdAt: string;
                            expiresAt: string | null;
                            retiredAt: string | null;
                            lastUsedAt: string | null;
                        } | null;
                    };
                };
            };
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.FORBIDDEN.AUTH_SUSPENDED.AUTH_REVOKED.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    postApiKeysDataKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent by the SDK (a fresh UUID per call, kept across its retries) unless given */
                "Idempotency-Key"?: string;
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description {dataKey (the raw key, shown once), key metadata, replacedKeyId} */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        dataKey: string;
                        keyId: string;
                        /** @enum {string} */
                        kind: "sandbox" | "live" | "data" | "oauth";
                        prefix: string;
                        maskedKey: string;
                        scopes: string[];
                        /** @enum {string} */
                        status: "active" | "rotated" | "deleted" | "revoked";
                        parentKeyId: string | null;
                        /**
                         * Format: date-time
                         * @description ISO 8601 instant
                         */
                        createdAt: string;
                        expiresAt: string | null;
                        retiredAt: string | null;
                        lastUsedAt: null;
                        replacedKeyId: string | null;
                    };
                };
            };
            400: components["responses"]["400.MISSING_IDEMPOTENCY_KEY.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.FORBIDDEN.AUTH_SUSPENDED.AUTH_REVOKED.RateLimited"];
            409: components["responses"]["409.CONFLICT.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    deleteApiKeysDataKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent by the SDK (a fresh UUID per call, kept across its retries) unless given */
                "Idempotency-Key"?: string;
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description {deleted: true, the withdrawn key's metadata} */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        deleted: true;
                        keyId: string;
                        /** @enum {string} */
                        kind: "sandbox" | "live" | "data" | "oauth";
                        prefix: string;
                        maskedKey: string;
                        scopes: string[];
                        /** @enum {string} */
                        status: "active" | "rotated" | "deleted" | "revoked";
                        parentKeyId: string | null;
                        /**
                         * Format: date-time
                         * @description ISO 8601 instant
                         */
                        createdAt: string;
                        expiresAt: string | null;
                        retiredAt: string | null;
                    };
                };
            };
            400: components["responses"]["400.MISSING_IDEMPOTENCY_KEY.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.FORBIDDEN.AUTH_SUSPENDED.AUTH_REVOKED.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            409: components["responses"]["409.CONFLICT.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    postApiKeysRotate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent by the SDK (a fresh UUID per call, kept across its retries) unless given */
                "Idempotency-Key"?: string;
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    confirm?: unknown;
                };
            };
        };
        responses: {
            /** @description {newApiKey (shown once), the new key's metadata, previousKeyId} */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        newApiKey: string;
                        keyId: string;
                        /** @enum {string} */
                        kind: "sandbox" | "live" | "data" | "oauth";
                        prefix: string;
                        maskedKey: string;
                        scopes: string[];
                        /** @enum {string} */
                        status: "active" | "rotated" | "deleted" | "revoked";
                        parentKeyId: string | null;
                        /**
                         * Format: date-time
                         * @description ISO 8601 instant
                         */
                        createdAt: string;
                        expiresAt: string | null;
                        retiredAt: string | null;
                        lastUsedAt: null;
                        previousKeyId: string;
                    };
                };
            };
            /** @description the security policy names keyRotation: held for a second member, who receives the new key */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Approval"];
                };
            };
            400: components["responses"]["400.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.MISSING_IDEMPOTENCY_KEY.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.FORBIDDEN.AUTH_SUSPENDED.AUTH_REVOKED.RateLimited"];
            409: components["responses"]["409.CONFLICT.RateLimited"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE.RateLimited"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    postApiV1PartnerApiKeysRevoke: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    apiKey: string;
                };
            };
        };
        responses: {
            /** @description {revoked: true, the revoked key's metadata} */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        revoked: true;
                        keyId: string;
                        /** @enum {string} */
                        kind: "sandbox" | "live" | "data" | "oauth";
                        prefix: string;
                        maskedKey: string;
                        scopes: string[];
                        /** @enum {string} */
                        status: "active" | "rotated" | "deleted" | "revoked";
                        parentKeyId: string | null;
                        /**
                         * Format: date-time
                         * @description ISO 8601 instant
                         */
                        createdAt: string;
                        expiresAt: string | null;
                        retiredAt: string | null;
                    };
                };
            };
            /** @description the security policy names keyRevocation: held for a second member */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Approval"];
                };
            };
            400: components["responses"]["400.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID"];
            404: components["responses"]["404.NOT_FOUND"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE"];
            500: components["responses"]["500.INTERNAL_ERROR2"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE"];
        };
    };
    postApiKeysRevoke: {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent by the SDK (a fresh UUID per call, kept across its retries) unless given */
                "Idempotency-Key"?: string;
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    apiKey?: string;
                };
            };
        };
        responses: {
            /** @description {revoked: true, the revoked key's metadata} */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        revoked: true;
                        keyId: string;
                        /** @enum {string} */
                        kind: "sandbox" | "live" | "data" | "oauth";
                        prefix: string;
                        maskedKey: string;
                        scopes: string[];
                        /** @enum {string} */
                        status: "active" | "rotated" | "deleted" | "revoked";
                        parentKeyId: string | null;
                        /**
                         * Format: date-time
                         * @description ISO 8601 instant
                         */
                        createdAt: string;
                        expiresAt: string | null;
                        retiredAt: string | null;
                    };
                };
            };
            /** @description the security policy names keyRevocation: held for a second member */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Approval"];
                };
            };
            400: components["responses"]["400.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.MISSING_IDEMPOTENCY_KEY.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.FORBIDDEN.AUTH_SUSPENDED.AUTH_REVOKED.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            409: components["responses"]["409.CONFLICT.RateLimited"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE.RateLimited"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    postOauthToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description string: `client_credentials` */
                    grant_type?: unknown;
                    /** @description string, optional: the partner id (GET /account partnerId); with HTTP Basic, its user name */
                    client_id?: unknown;
                    /** @description string: the API key (sk_sandbox_, pk_live_ or pk_data_), unless sent by HTTP Basic */
                    client_secret?: unknown;
                    /** @description string, optional: space-separated scopes, each held by the key (`*` covers all); narrows the token */
                    scope?: unknown;
                };
                "application/json": {
                    /** @description string: `client_credentials` */
                    grant_type?: unknown;
                    /** @description string, optional: the partner id (GET /account partnerId); with HTTP Basic, its user name */
                    client_id?: unknown;
                    /** @description string: the API key (sk_sandbox_, pk_live_ or pk_data_), unless sent by HTTP Basic */
                    client_secret?: unknown;
                    /** @description string, optional: space-separated scopes, each held by the key (`*` covers all); narrows the token */
                    scope?: unknown;
                };
            };
        };
        responses: {
            /** @description {access_token, token_type: "Bearer", expires_in: 900, scope}; Cache-Control: no-store */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        access_token: string;
                        /** @constant */
                        token_type: "Bearer";
                        /** @constant */
                        expires_in: 900;
                        scope: string;
                    };
                };
            };
            /** @description invalid_request, unsupported_grant_type or invalid_scope */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invalid_request",
                     *       "error_description": "client authentication failed"
                     *     }
                     */
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            /** @description invalid_client (with WWW-Authenticate: Basic) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invalid_client",
                     *       "error_description": "client authentication failed"
                     *     }
                     */
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            /** @description unauthorized_client: client credentials not enabled for the partner, or the partner is suspended */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "unauthorized_client",
                     *       "error_description": "client authentication failed"
                     *     }
                     */
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            /** @description rate_limited: too many token requests from one address */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "rate_limited",
                     *       "error_description": "client authentication failed"
                     *     }
                     */
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    postSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description the organisation to open the session in, when the identity belongs to several */
                    partnerId?: string;
                };
            };
        };
        responses: {
            /** @description {accessToken, tokenType, expiresIn: 3600, expiresAt, sessionId, environment, keyType, scopes, member} */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accessToken: string;
                        /** @constant */
                        tokenType: "Bearer";
                        /** @constant */
                        expiresIn: 3600;
                        /**
                         * Format: date-time
                         * @description ISO 8601 instant
                         */
                        expiresAt: string;
                        sessionId: string;
                        /** @enum {string} */
                        environment: "production" | "sandbox";
                        /** @enum {string} */
                        keyType: "sandbox" | "live" | "data" | "oauth";
                        scopes: string[];
                        /** @description the member's role permissions as the organisation's and the environment's policies leave them */
                        permissions: string[];
                        member: {
                            memberId: string;
                            sub: string;
                            email: string;
                            role: string;
                        };
                    };
                };
            };
            400: components["responses"]["400.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID"];
            403: components["responses"]["403.FORBIDDEN.AUTH_SUSPENDED"];
            409: components["responses"]["409.CONFLICT"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE"];
            500: components["responses"]["500.INTERNAL_ERROR2"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE"];
        };
    };
    postSessionRevoke: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    accessToken: string;
                };
            };
        };
        responses: {
            /** @description {sessionId, status: "revoked", revokedAt} */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sessionId: string;
                        /** @constant */
                        status: "revoked";
                        /**
                         * Format: date-time
                         * @description ISO 8601 instant
                         */
                        revokedAt: string;
                    };
                };
            };
            400: components["responses"]["400.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID"];
            404: components["responses"]["404.NOT_FOUND"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE"];
            500: components["responses"]["500.INTERNAL_ERROR2"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE"];
        };
    };
    getUpgradeRequest: {
        parameters: {
            query?: {
                type?: "tier_upgrade" | "sandbox_to_live";
            };
            header?: {
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the latest request, or {type, status: not_found} */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        requestId: string;
                        /** @constant */
                        type: "tier_upgrade";
                        /** @enum {string} */
                        status: "pending" | "approved" | "rejected";
                        partnerId: string;
                        /** @enum {string} */
                        fromTier: "starter" | "growth" | "enterprise";
                        /** @enum {string} */
                        targetTier: "starter" | "growth" | "enterprise";
                        message: string;
                        submittedBy: {
                            sub: string;
                            email: string;
                        };
                        /**
                         * Format: date-time
                         * @description ISO 8601 instant
                         */
                        submittedAt: string;
                        decidedAt: string | null;
                        rejectionReason: string | null;
                        /** @enum {string} */
                        currentTier: "starter" | "growth" | "enterprise";
                    } | {
                        /** @constant */
                        type: "sandbox_to_live";
                        /** @enum {string} */
                        status: "pending" | "approved" | "rejected";
                        applicationId: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 instant
                         */
                        submittedAt: string;
                        decidedAt: string | null;
                        rejectionReason: string | null;
                    } | {
                        /** @enum {string} */
                        type: "tier_upgrade" | "sandbox_to_live";
                        /** @constant */
                        status: "not_found";
                    };
                };
            };
            400: components["responses"]["400.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID"];
            500: components["responses"]["500.INTERNAL_ERROR2"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE"];
        };
    };
    postUpgradeRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    message: string;
                    /** @enum {string} */
                    targetTier?: "growth" | "enterprise";
                };
            };
        };
        responses: {
            /** @description tier upgrade: the pending request */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        requestId: string;
                        /** @constant */
                        type: "tier_upgrade";
                        /** @enum {string} */
                        status: "pending" | "approved" | "rejected";
                        partnerId: string;
                        /** @enum {string} */
                        fromTier: "starter" | "growth" | "enterprise";
                        /** @enum {string} */
                        targetTier: "starter" | "growth" | "enterprise";
                        message: string;
                        submittedBy: {
                            sub: string;
                            email: string;
                        };
                        /**
                         * Format: date-time
                         * @description ISO 8601 instant
                         */
                        submittedAt: string;
                        decidedAt: string | null;
                        rejectionReason: string | null;
                    };
                };
            };
            /** @description live access: the filed application {type: sandbox_to_live, status, message} */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        type: "sandbox_to_live";
                        /** @enum {string} */
                        status: "pending" | "approved" | "rejected";
                        applicationId: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 instant
                         */
                        submittedAt: string;
                        decidedAt: string | null;
                        rejectionReason: string | null;
                        message: string;
                    };
                };
            };
            400: components["responses"]["400.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID"];
            403: components["responses"]["403.FORBIDDEN.AUTH_SUSPENDED"];
            409: components["responses"]["409.CONFLICT"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE"];
            500: components["responses"]["500.INTERNAL_ERROR2"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE"];
        };
    };
    postTopup: {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent by the SDK (a fresh UUID per call, kept across its retries) unless given */
                "Idempotency-Key"?: string;
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description a decimal with at most 2 decimals: a JSON number or a decimal string (250.00 or "250.00"), read exactly */
                    amount: number | string;
                    /**
                     * @default USD
                     * @enum {string}
                     */
                    currency?: "USD";
                    reference?: string;
                };
            };
        };
        responses: {
            /** @description the top-up */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        topupId: string;
                        status: string;
                        amount: number;
                        /** @constant */
                        currency: "USD";
                        reference: string | null;
                        createdAt: string | null;
                        confirmedAt: string | null;
                    };
                };
            };
            400: components["responses"]["400.MISSING_IDEMPOTENCY_KEY.MISSING_PARAM.INVALID_TYPE.VALIDATION_ERROR.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            409: components["responses"]["409.CONFLICT.RateLimited"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE.RateLimited"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    postPayout: {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent by the SDK (a fresh UUID per call, kept across its retries) unless given */
                "Idempotency-Key"?: string;
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description a decimal with at most 2 decimals: a JSON number or a decimal string (250.00 or "250.00"), read exactly */
                    amount: number | string;
                    /**
                     * @default USD
                     * @enum {string}
                     */
                    currency?: "USD";
                    reference?: string;
                };
            };
        };
        responses: {
            /** @description the payout */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payoutId: string;
                        /** @constant */
                        status: "PROCESSED";
                        amount: number;
                        /** @constant */
                        currency: "USD";
                        walletBalance: number;
                    };
                };
            };
            /** @description held for a second member (GET /approvals) */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Approval"];
                };
            };
            400: components["responses"]["400.MISSING_IDEMPOTENCY_KEY.INSUFFICIENT_FUNDS.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            409: components["responses"]["409.CONFLICT.RateLimited"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE.RateLimited"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE.RateLimited"];
            422: components["responses"]["422.SANDBOX_UNSUPPORTED.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getUsers: {
        parameters: {
            query?: {
                status?: "active" | "frozen" | "closed";
                limit?: string;
                cursor?: string;
            };
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description a page of sub-accounts */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubAccountList"];
                };
            };
            400: components["responses"]["400.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    postUsers: {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent by the SDK (a fresh UUID per call, kept across its retries) unless given */
                "Idempotency-Key"?: string;
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    externalId: string;
                    email?: string | null;
                    name?: string | null;
                    country?: string | null;
                    metadata?: {
                        [key: string]: unknown;
                    } | null;
                    testClockId?: string | null;
                };
            };
        };
        responses: {
            /** @description the existing sub-account with this externalId (nothing changed) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubAccount"];
                };
            };
            /** @description the new sub-account */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubAccount"];
                };
            };
            400: components["responses"]["400.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.MISSING_IDEMPOTENCY_KEY.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            409: components["responses"]["409.CONFLICT.RateLimited"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE.RateLimited"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    postAutoRegister: {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent by the SDK (a fresh UUID per call, kept across its retries) unless given */
                "Idempotency-Key"?: string;
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    uid: string;
                    email?: string | null;
                    name?: string | null;
                    country?: string | null;
                };
            };
        };
        responses: {
            /** @description the uid was already registered: a new access token (shown once) replaces the previous one */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AutoRegistered"];
                };
            };
            /** @description the new sub-account and its access token (shown once) */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AutoRegistered"];
                };
            };
            400: components["responses"]["400.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.MISSING_IDEMPOTENCY_KEY.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            409: components["responses"]["409.CONFLICT.RateLimited"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE.RateLimited"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getUsersUserId: {
        parameters: {
            query?: never;
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the sub-account */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubAccount"];
                };
            };
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    deleteUsersUserId: {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent by the SDK (a fresh UUID per call, kept across its retries) unless given */
                "Idempotency-Key"?: string;
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
            };
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the closed sub-account with residualTransferUsd */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClosedSubAccount"];
                };
            };
            400: components["responses"]["400.MISSING_IDEMPOTENCY_KEY.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            409: components["responses"]["409.CONFLICT.RateLimited"];
            422: components["responses"]["422.BUSINESS_RULE.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    postUsersUserIdKyc: {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent by the SDK (a fresh UUID per call, kept across its retries) unless given */
                "Idempotency-Key"?: string;
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
            };
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "VERIFIED" | "REJECTED";
                    /** @enum {string} */
                    level: "FULL" | "NONE";
                    reference: string;
                    reasonCode?: string | null;
                    reason?: string | null;
                };
            };
        };
        responses: {
            /** @description the sub-account */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubAccount"];
                };
            };
            400: components["responses"]["400.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.MISSING_IDEMPOTENCY_KEY.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            409: components["responses"]["409.CONFLICT.RateLimited"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE.RateLimited"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    postUsersUserIdFreeze: {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent by the SDK (a fresh UUID per call, kept across its retries) unless given */
                "Idempotency-Key"?: string;
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
            };
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the sub-account */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubAccount"];
                };
            };
            400: components["responses"]["400.MISSING_IDEMPOTENCY_KEY.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            409: components["responses"]["409.CONFLICT.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    postUsersUserIdUnfreeze: {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent by the SDK (a fresh UUID per call, kept across its retries) unless given */
                "Idempotency-Key"?: string;
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
            };
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the sub-account */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubAccount"];
                };
            };
            400: components["responses"]["400.MISSING_IDEMPOTENCY_KEY.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            409: components["responses"]["409.CONFLICT.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getUsersUserIdDevices: {
        parameters: {
            query?: never;
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the device registrations */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceList"];
                };
            };
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    postUsersUserIdDevices: {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent by the SDK (a fresh UUID per call, kept across its retries) unless given */
                "Idempotency-Key"?: string;
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
            };
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    deviceId: string;
                    /** @enum {string} */
                    platform: "ios" | "android" | "web";
                    token: string;
                    label?: string | null;
                };
            };
        };
        responses: {
            /** @description the registration with this deviceId, replaced */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Device"];
                };
            };
            /** @description the new device registration */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Device"];
                };
            };
            400: components["responses"]["400.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.MISSING_IDEMPOTENCY_KEY.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            409: components["responses"]["409.CONFLICT.RateLimited"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE.RateLimited"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE.RateLimited"];
            422: components["responses"]["422.BUSINESS_RULE.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    deleteUsersUserIdDevicesDeviceId: {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent by the SDK (a fresh UUID per call, kept across its retries) unless given */
                "Idempotency-Key"?: string;
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
            };
            path: {
                userId: string;
                deviceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the registration is removed */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceDeleted"];
                };
            };
            400: components["responses"]["400.MISSING_IDEMPOTENCY_KEY.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            409: components["responses"]["409.CONFLICT.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    postUsersUserIdDeposit: {
        parameters: {
            query?: {
                walletContract?: "1" | "2";
            };
            header?: {
                /** @description Sent by the SDK (a fresh UUID per call, kept across its retries) unless given */
                "Idempotency-Key"?: string;
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
            };
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description a decimal with at most 2 decimals: a JSON number or a decimal string (250.00 or "250.00"), read exactly */
                    amount: number | string;
                    /** @description a decimal with at most 2 decimals: a JSON number or a decimal string (250.00 or "250.00"), read exactly */
                    amountUsd?: number | string;
                    /** @default USD */
                    currency?: string;
                    note?: string | null;
                    /** @description a decimal with at most 2 decimals: a JSON number or a decimal string (250.00 or "250.00"), read exactly */
                    localAmount?: number | string;
                    localCurrency?: string;
                    /** @description a decimal with at most 8 decimals: a JSON number or a decimal string (250.00 or "250.00"), read exactly */
                    fxRate?: number | string;
                };
            };
        };
        responses: {
            /** @description the deposit (wallet contract 1), or the transfer (?walletContract=2) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DepositResult"];
                };
            };
            400: components["responses"]["400.INSUFFICIENT_FUNDS.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.MISSING_IDEMPOTENCY_KEY.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.FORBIDDEN.AUTH_SUSPENDED.AUTH_REVOKED.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            409: components["responses"]["409.CONFLICT.RateLimited"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE.RateLimited"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    postUsersUserIdWithdraw: {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent by the SDK (a fresh UUID per call, kept across its retries) unless given */
                "Idempotency-Key"?: string;
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
            };
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description a decimal with at most 2 decimals: a JSON number or a decimal string (250.00 or "250.00"), read exactly */
                    amount: number | string;
                    /**
                     * @default USD
                     * @enum {string}
                     */
                    currency?: "USD";
                };
            };
        };
        responses: {
            /** @description the withdrawal */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Withdrawal"];
                };
            };
            400: components["responses"]["400.INSUFFICIENT_FUNDS.UNSETTLED_FUNDS.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.MISSING_IDEMPOTENCY_KEY.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.FORBIDDEN.AUTH_SUSPENDED.AUTH_REVOKED.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            409: components["responses"]["409.CONFLICT.RateLimited"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE.RateLimited"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getUsersUserIdBuyingPower: {
        parameters: {
            query?: never;
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description balances */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BuyingPower"];
                };
            };
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getUsersUserIdTransactions: {
        parameters: {
            query?: {
                limit?: string;
                cursor?: string;
            };
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description a page of wallet movements */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WalletTransactionList"];
                };
            };
            400: components["responses"]["400.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getUsersUserIdTaxLots: {
        parameters: {
            query?: never;
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the FIFO tax lots */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaxLots"];
                };
            };
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getUsersUserIdGains: {
        parameters: {
            query?: never;
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the realized gains */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RealizedGains"];
                };
            };
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    postTestToolsDeposit: {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent by the SDK (a fresh UUID per call, kept across its retries) unless given */
                "Idempotency-Key"?: string;
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    subAccountId: string;
                    /** @description a decimal with at most 2 decimals: a JSON number or a decimal string (250.00 or "250.00"), read exactly */
                    amount: number | string;
                    note?: string | null;
                };
            };
        };
        responses: {
            /** @description the virtual deposit */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestDeposit"];
                };
            };
            400: components["responses"]["400.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.MISSING_IDEMPOTENCY_KEY.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.FORBIDDEN.AUTH_SUSPENDED.AUTH_REVOKED.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            409: components["responses"]["409.CONFLICT.RateLimited"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE.RateLimited"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    postSandboxDeposit: {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent by the SDK (a fresh UUID per call, kept across its retries) unless given */
                "Idempotency-Key"?: string;
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    subAccountId: string;
                    /** @description a decimal with at most 2 decimals: a JSON number or a decimal string (250.00 or "250.00"), read exactly */
                    amount: number | string;
                    note?: string | null;
                };
            };
        };
        responses: {
            /** @description the virtual deposit */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    Deprecation: components["headers"]["Deprecation"];
                    Sunset: components["headers"]["Sunset"];
                    Link: components["headers"]["Link"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestDeposit"];
                };
            };
            400: components["responses"]["400.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.MISSING_IDEMPOTENCY_KEY.RateLimited.Deprecated"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited.Deprecated"];
            403: components["responses"]["403.FORBIDDEN.AUTH_SUSPENDED.AUTH_REVOKED.RateLimited.Deprecated"];
            404: components["responses"]["404.NOT_FOUND.RateLimited.Deprecated"];
            409: components["responses"]["409.CONFLICT.RateLimited.Deprecated"];
            410: components["responses"]["410.GONE.RateLimited.Deprecated"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE.RateLimited.Deprecated"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE.RateLimited.Deprecated"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited.Deprecated"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited.Deprecated"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited.Deprecated"];
        };
    };
    postTestToolsTrade: {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent by the SDK (a fresh UUID per call, kept across its retries) unless given */
                "Idempotency-Key"?: string;
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    subAccountId: string;
                    symbol: string;
                    exchange?: string | null;
                    /** @enum {string} */
                    type: "BUY" | "SELL";
                    /** @description a decimal: a JSON number or a decimal string (250.00 or "250.00"), read exactly */
                    quantity: number | string;
                    /**
                     * @default PENDING
                     * @enum {string}
                     */
                    outcome?: "PENDING" | "FILL" | "PARTIAL_FILL" | "REJECT" | "CANCEL" | "FAIL_SETTLEMENT";
                };
            };
        };
        responses: {
            /** @description the order, with book SANDBOX or VIRTUAL */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestOrder"];
                };
            };
            400: components["responses"]["400.MISSING_PARAM.INVALID_TYPE.VALIDATION_ERROR.INVALID_SYMBOL.INSUFFICIENT_FUNDS.MISSING_IDEMPOTENCY_KEY.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.FORBIDDEN.AUTH_SUSPENDED.AUTH_REVOKED.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            409: components["responses"]["409.CONFLICT.RateLimited"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE.RateLimited"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE.RateLimited"];
            422: components["responses"]["422.BUSINESS_RULE.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    postSandboxTrade: {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent by the SDK (a fresh UUID per call, kept across its retries) unless given */
                "Idempotency-Key"?: string;
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    subAccountId: string;
                    symbol: string;
                    exchange?: string | null;
                    /** @enum {string} */
                    type: "BUY" | "SELL";
                    /** @description a decimal: a JSON number or a decimal string (250.00 or "250.00"), read exactly */
                    quantity: number | string;
                    /**
                     * @default PENDING
                     * @enum {string}
                     */
                    outcome?: "PENDING" | "FILL" | "PARTIAL_FILL" | "REJECT" | "CANCEL" | "FAIL_SETTLEMENT";
                };
            };
        };
        responses: {
            /** @description the order, with book SANDBOX or VIRTUAL */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    Deprecation: components["headers"]["Deprecation"];
                    Sunset: components["headers"]["Sunset"];
                    Link: components["headers"]["Link"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestOrder"];
                };
            };
            400: components["responses"]["400.MISSING_PARAM.INVALID_TYPE.VALIDATION_ERROR.INVALID_SYMBOL.INSUFFICIENT_FUNDS.MISSING_IDEMPOTENCY_KEY.RateLimited.Deprecated"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited.Deprecated"];
            403: components["responses"]["403.FORBIDDEN.AUTH_SUSPENDED.AUTH_REVOKED.RateLimited.Deprecated"];
            404: components["responses"]["404.NOT_FOUND.RateLimited.Deprecated"];
            409: components["responses"]["409.CONFLICT.RateLimited.Deprecated"];
            410: components["responses"]["410.GONE.RateLimited.Deprecated"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE.RateLimited.Deprecated"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE.RateLimited.Deprecated"];
            422: components["responses"]["422.BUSINESS_RULE.RateLimited.Deprecated"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited.Deprecated"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited.Deprecated"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited.Deprecated"];
        };
    };
    patchTestToolsOrdersOrderId: {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent by the SDK (a fresh UUID per call, kept across its retries) unless given */
                "Idempotency-Key"?: string;
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
            };
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "fill" | "partial_fill" | "reject" | "settle" | "fail_settlement";
                    quantity?: (number | string) | null;
                    rejectionCode?: ("INSUFFICIENT_FUNDS" | "MARKET_CLOSED" | "TECHNICAL_ISSUE" | "KYC_REQUIRED" | "COMPLIANCE_HOLD" | "OTHER") | null;
                };
            };
        };
        responses: {
            /** @description the order */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestOrder"];
                };
            };
            400: components["responses"]["400.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.MISSING_IDEMPOTENCY_KEY.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.FORBIDDEN.AUTH_SUSPENDED.AUTH_REVOKED.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            409: components["responses"]["409.CONFLICT.RateLimited"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE.RateLimited"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    patchSandboxOrdersOrderId: {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent by the SDK (a fresh UUID per call, kept across its retries) unless given */
                "Idempotency-Key"?: string;
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
            };
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "fill" | "partial_fill" | "reject" | "settle" | "fail_settlement";
                    quantity?: (number | string) | null;
                    rejectionCode?: ("INSUFFICIENT_FUNDS" | "MARKET_CLOSED" | "TECHNICAL_ISSUE" | "KYC_REQUIRED" | "COMPLIANCE_HOLD" | "OTHER") | null;
                };
            };
        };
        responses: {
            /** @description the order */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    Deprecation: components["headers"]["Deprecation"];
                    Sunset: components["headers"]["Sunset"];
                    Link: components["headers"]["Link"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestOrder"];
                };
            };
            400: components["responses"]["400.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.MISSING_IDEMPOTENCY_KEY.RateLimited.Deprecated"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited.Deprecated"];
            403: components["responses"]["403.FORBIDDEN.AUTH_SUSPENDED.AUTH_REVOKED.RateLimited.Deprecated"];
            404: components["responses"]["404.NOT_FOUND.RateLimited.Deprecated"];
            409: components["responses"]["409.CONFLICT.RateLimited.Deprecated"];
            410: components["responses"]["410.GONE.RateLimited.Deprecated"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE.RateLimited.Deprecated"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE.RateLimited.Deprecated"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited.Deprecated"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited.Deprecated"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited.Deprecated"];
        };
    };
    getTestToolsOrders: {
        parameters: {
            query?: {
                subAccountId?: string;
                status?: "PENDING" | "WORKING" | "PARTIALLY_FILLED" | "PROCESSING" | "COMPLETED" | "FILLED" | "REJECTED" | "CANCELLED" | "EXPIRED";
                limit?: string;
                cursor?: string;
            };
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description a page of test orders */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestOrderList"];
                };
            };
            400: components["responses"]["400.MISSING_PARAM.VALIDATION_ERROR.INVALID_TYPE.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.FORBIDDEN.AUTH_SUSPENDED.AUTH_REVOKED.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getSandboxOrders: {
        parameters: {
            query?: {
                subAccountId?: string;
                status?: "PENDING" | "WORKING" | "PARTIALLY_FILLED" | "PROCESSING" | "COMPLETED" | "FILLED" | "REJECTED" | "CANCELLED" | "EXPIRED";
                limit?: string;
                cursor?: string;
            };
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description a page of test orders */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    Deprecation: components["headers"]["Deprecation"];
                    Sunset: components["headers"]["Sunset"];
                    Link: components["headers"]["Link"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestOrderList"];
                };
            };
            400: components["responses"]["400.MISSING_PARAM.VALIDATION_ERROR.INVALID_TYPE.RateLimited.Deprecated"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited.Deprecated"];
            403: components["responses"]["403.FORBIDDEN.AUTH_SUSPENDED.AUTH_REVOKED.RateLimited.Deprecated"];
            404: components["responses"]["404.NOT_FOUND.RateLimited.Deprecated"];
            410: components["responses"]["410.GONE.RateLimited.Deprecated"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited.Deprecated"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited.Deprecated"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited.Deprecated"];
        };
    };
    getQuoteSymbol: {
        parameters: {
            query: {
                type: "BUY" | "SELL";
                quantity?: number | string;
                cashValue?: number | string;
                subAccountId?: string;
                exchange?: string;
            };
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path: {
                symbol: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the quote */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Quote"];
                };
            };
            400: components["responses"]["400.MISSING_PARAM.INVALID_TYPE.VALIDATION_ERROR.INVALID_SYMBOL.UNKNOWN_EXCHANGE.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            409: components["responses"]["409.CONFLICT.RateLimited"];
            422: components["responses"]["422.BUSINESS_RULE.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    postTrade: {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent by the SDK (a fresh UUID per call, kept across its retries) unless given */
                "Idempotency-Key"?: string;
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    symbol: string;
                    exchange?: string | null;
                    /** @enum {string} */
                    type: "BUY" | "SELL";
                    quantity?: (number | string) | null;
                    cashValue?: (number | string) | null;
                    quoteId?: string | null;
                    orderType?: ("MARKET" | "LIMIT" | "STOP" | "STOP_LIMIT") | null;
                    limitPrice?: (number | string) | null;
                    stopPrice?: (number | string) | null;
                    clientOrderId?: string | null;
                    timeInForce?: ("DAY" | "GTC" | "GTD") | null;
                    expiresAt?: string | null;
                    orderInstruction?: string | null;
                    stopLoss?: (number | string) | null;
                    takeProfit?: (number | string) | null;
                };
            };
        };
        responses: {
            /** @description a resting order (LIMIT, STOP, STOP_LIMIT), WORKING */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description a MARKET order, PENDING: accepted into the live fill flow */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            400: components["responses"]["400.MISSING_PARAM.INVALID_TYPE.VALIDATION_ERROR.INVALID_SYMBOL.UNKNOWN_EXCHANGE.QUOTE_REQUIRED.INSUFFICIENT_FUNDS.MISSING_IDEMPOTENCY_KEY.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.QUOTE_SCOPE_MISMATCH.KYC_REQUIRED.FORBIDDEN.AUTH_SUSPENDED.AUTH_REVOKED.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.QUOTE_NOT_FOUND.RateLimited"];
            409: components["responses"]["409.STALE_QUOTE.QUOTE_ORDER_MISMATCH.CONFLICT.RateLimited"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE.RateLimited"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE.RateLimited"];
            422: components["responses"]["422.MARKET_CLOSED.BUSINESS_RULE.SANDBOX_MASTER_TRADING.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    postUsersUserIdTrade: {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent by the SDK (a fresh UUID per call, kept across its retries) unless given */
                "Idempotency-Key"?: string;
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
            };
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    symbol: string;
                    exchange?: string | null;
                    /** @enum {string} */
                    type: "BUY" | "SELL";
                    quantity?: (number | string) | null;
                    cashValue?: (number | string) | null;
                    quoteId?: string | null;
                    orderType?: ("MARKET" | "LIMIT" | "STOP" | "STOP_LIMIT") | null;
                    limitPrice?: (number | string) | null;
                    stopPrice?: (number | string) | null;
                    clientOrderId?: string | null;
                    timeInForce?: ("DAY" | "GTC" | "GTD") | null;
                    expiresAt?: string | null;
                    orderInstruction?: string | null;
                    stopLoss?: (number | string) | null;
                    takeProfit?: (number | string) | null;
                };
            };
        };
        responses: {
            /** @description a resting order (LIMIT, STOP, STOP_LIMIT), WORKING */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description a MARKET order, PENDING: accepted into the live fill flow */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            400: components["responses"]["400.MISSING_PARAM.INVALID_TYPE.VALIDATION_ERROR.INVALID_SYMBOL.UNKNOWN_EXCHANGE.QUOTE_REQUIRED.INSUFFICIENT_FUNDS.MISSING_IDEMPOTENCY_KEY.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.QUOTE_SCOPE_MISMATCH.KYC_REQUIRED.FORBIDDEN.AUTH_SUSPENDED.AUTH_REVOKED.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.QUOTE_NOT_FOUND.RateLimited"];
            409: components["responses"]["409.STALE_QUOTE.QUOTE_ORDER_MISMATCH.CONFLICT.RateLimited"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE.RateLimited"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE.RateLimited"];
            422: components["responses"]["422.MARKET_CLOSED.BUSINESS_RULE.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getOrders: {
        parameters: {
            query?: {
                status?: "PENDING" | "WORKING" | "PARTIALLY_FILLED" | "PROCESSING" | "COMPLETED" | "FILLED" | "REJECTED" | "CANCELLED" | "EXPIRED";
                symbol?: string;
                exchange?: string;
                from?: string;
                to?: string;
                subAccountId?: string;
                accountType?: "MASTER";
                limit?: string;
                cursor?: string;
            };
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description a page of orders */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderList"];
                };
            };
            400: components["responses"]["400.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getUsersUserIdOrders: {
        parameters: {
            query?: {
                status?: "PENDING" | "WORKING" | "PARTIALLY_FILLED" | "PROCESSING" | "COMPLETED" | "FILLED" | "REJECTED" | "CANCELLED" | "EXPIRED";
                symbol?: string;
                exchange?: string;
                from?: string;
                to?: string;
                subAccountId?: string;
                accountType?: "MASTER";
                limit?: string;
                cursor?: string;
            };
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description a page of the sub-account's orders */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderList"];
                };
            };
            400: components["responses"]["400.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getOrdersOrderId: {
        parameters: {
            query?: never;
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the order */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    deleteOrdersOrderId: {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent by the SDK (a fresh UUID per call, kept across its retries) unless given */
                "Idempotency-Key"?: string;
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
            };
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the cancelled order */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            400: components["responses"]["400.MISSING_IDEMPOTENCY_KEY.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            409: components["responses"]["409.CONFLICT.RateLimited"];
            422: components["responses"]["422.BUSINESS_RULE.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    patchOrdersOrderId: {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent by the SDK (a fresh UUID per call, kept across its retries) unless given */
                "Idempotency-Key"?: string;
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
            };
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    limitPrice?: (number | string) | null;
                    stopPrice?: (number | string) | null;
                    quantity?: (number | string) | null;
                };
            };
        };
        responses: {
            /** @description the replaced order (same orderId) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            400: components["responses"]["400.VALIDATION_ERROR.INSUFFICIENT_FUNDS.INVALID_TYPE.MISSING_PARAM.MISSING_IDEMPOTENCY_KEY.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            409: components["responses"]["409.CONFLICT.RateLimited"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE.RateLimited"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE.RateLimited"];
            422: components["responses"]["422.BUSINESS_RULE.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getUsersUserIdOrdersOrderId: {
        parameters: {
            query?: never;
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path: {
                userId: string;
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the order */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    deleteUsersUserIdOrdersOrderId: {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent by the SDK (a fresh UUID per call, kept across its retries) unless given */
                "Idempotency-Key"?: string;
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
            };
            path: {
                userId: string;
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the cancelled order */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            400: components["responses"]["400.MISSING_IDEMPOTENCY_KEY.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            409: components["responses"]["409.CONFLICT.RateLimited"];
            422: components["responses"]["422.BUSINESS_RULE.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    patchUsersUserIdOrdersOrderId: {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent by the SDK (a fresh UUID per call, kept across its retries) unless given */
                "Idempotency-Key"?: string;
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
            };
            path: {
                userId: string;
                orderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    limitPrice?: (number | string) | null;
                    stopPrice?: (number | string) | null;
                    quantity?: (number | string) | null;
                };
            };
        };
        responses: {
            /** @description the replaced order (same orderId) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            400: components["responses"]["400.VALIDATION_ERROR.INSUFFICIENT_FUNDS.INVALID_TYPE.MISSING_PARAM.MISSING_IDEMPOTENCY_KEY.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            409: components["responses"]["409.CONFLICT.RateLimited"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE.RateLimited"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE.RateLimited"];
            422: components["responses"]["422.BUSINESS_RULE.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getPortfolio: {
        parameters: {
            query?: never;
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the master portfolio */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MasterPortfolio"];
                };
            };
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getUsersUserIdPortfolio: {
        parameters: {
            query?: never;
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the sub-account portfolio */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubAccountPortfolio"];
                };
            };
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getPortfolioHistory: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
            };
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the daily equity history */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortfolioHistory"];
                };
            };
            400: components["responses"]["400.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getOrdersOrderIdExecutions: {
        parameters: {
            query?: {
                limit?: string;
                cursor?: string;
            };
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description a page of execution reports */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExecutionReportList"];
                };
            };
            400: components["responses"]["400.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getUsersUserIdOrdersOrderIdExecutions: {
        parameters: {
            query?: {
                limit?: string;
                cursor?: string;
            };
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path: {
                userId: string;
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description a page of execution reports */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExecutionReportList"];
                };
            };
            400: components["responses"]["400.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    postTradeCheck: {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent by the SDK (a fresh UUID per call, kept across its retries) unless given */
                "Idempotency-Key"?: string;
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    symbol: string;
                    exchange?: string | null;
                    /** @enum {string} */
                    type: "BUY" | "SELL";
                    quantity?: (number | string) | null;
                    cashValue?: (number | string) | null;
                    quoteId?: string | null;
                    orderType?: ("MARKET" | "LIMIT" | "STOP" | "STOP_LIMIT") | null;
                    limitPrice?: (number | string) | null;
                    stopPrice?: (number | string) | null;
                    clientOrderId?: string | null;
                    timeInForce?: ("DAY" | "GTC" | "GTD") | null;
                    expiresAt?: string | null;
                    orderInstruction?: string | null;
                    stopLoss?: (number | string) | null;
                    takeProfit?: (number | string) | null;
                };
            };
        };
        responses: {
            /** @description each check, and a quote when eligible and MARKET */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TradeCheck"];
                };
            };
            400: components["responses"]["400.INVALID_TYPE.VALIDATION_ERROR.INVALID_SYMBOL.UNKNOWN_EXCHANGE.MISSING_PARAM.MISSING_IDEMPOTENCY_KEY.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            409: components["responses"]["409.CONFLICT.RateLimited"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE.RateLimited"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    postUsersUserIdTradeCheck: {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent by the SDK (a fresh UUID per call, kept across its retries) unless given */
                "Idempotency-Key"?: string;
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
            };
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    symbol: string;
                    exchange?: string | null;
                    /** @enum {string} */
                    type: "BUY" | "SELL";
                    quantity?: (number | string) | null;
                    cashValue?: (number | string) | null;
                    quoteId?: string | null;
                    orderType?: ("MARKET" | "LIMIT" | "STOP" | "STOP_LIMIT") | null;
                    limitPrice?: (number | string) | null;
                    stopPrice?: (number | string) | null;
                    clientOrderId?: string | null;
                    timeInForce?: ("DAY" | "GTC" | "GTD") | null;
                    expiresAt?: string | null;
                    orderInstruction?: string | null;
                    stopLoss?: (number | string) | null;
                    takeProfit?: (number | string) | null;
                };
            };
        };
        responses: {
            /** @description each check, and a quote when eligible and MARKET */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TradeCheck"];
                };
            };
            400: components["responses"]["400.INVALID_TYPE.VALIDATION_ERROR.INVALID_SYMBOL.UNKNOWN_EXCHANGE.MISSING_PARAM.MISSING_IDEMPOTENCY_KEY.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            409: components["responses"]["409.CONFLICT.RateLimited"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE.RateLimited"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getBuyingPower: {
        parameters: {
            query?: never;
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the master buying power */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MasterBuyingPower"];
                };
            };
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getPortfolioPerformance: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                interval?: "day" | "month";
                benchmark?: string;
            };
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the performance report */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Performance"];
                };
            };
            400: components["responses"]["400.VALIDATION_ERROR.INVALID_SYMBOL.UNKNOWN_EXCHANGE.INVALID_TYPE.MISSING_PARAM.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getUsersUserIdPerformance: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                interval?: "day" | "month";
                benchmark?: string;
            };
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the performance report */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Performance"];
                };
            };
            400: components["responses"]["400.VALIDATION_ERROR.INVALID_SYMBOL.UNKNOWN_EXCHANGE.INVALID_TYPE.MISSING_PARAM.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getMarketQuotes: {
        parameters: {
            query?: {
                symbol?: string;
                exchange?: string;
                symbols?: string;
            };
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description single: {data: quote, meta}; batch: {data: quote[], not_found: string[], meta} */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarketQuotesResponse"];
                };
            };
            400: components["responses"]["400.INVALID_SYMBOL.UNKNOWN_EXCHANGE.BATCH_LIMIT_EXCEEDED.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            410: components["responses"]["410.GONE.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getMarketDataQuotes: {
        parameters: {
            query?: {
                symbol?: string;
                exchange?: string;
                symbols?: string;
            };
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description single: {data: quote, meta}; batch: {data: quote[], not_found: string[], meta} */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    Deprecation: components["headers"]["Deprecation"];
                    Sunset: components["headers"]["Sunset"];
                    Link: components["headers"]["Link"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarketQuotesResponse"];
                };
            };
            400: components["responses"]["400.INVALID_SYMBOL.UNKNOWN_EXCHANGE.BATCH_LIMIT_EXCEEDED.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.RateLimited.Deprecated"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited.Deprecated"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited.Deprecated"];
            404: components["responses"]["404.NOT_FOUND.RateLimited.Deprecated"];
            410: components["responses"]["410.GONE.RateLimited.Deprecated"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited.Deprecated"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited.Deprecated"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited.Deprecated"];
        };
    };
    getMarketSnapshot: {
        parameters: {
            query?: {
                symbol?: string;
                exchange?: string;
                symbols?: string;
            };
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description single: {data: snapshot, meta}; batch: {data: {symbol: snapshot}, not_found, meta} */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarketSnapshotResponse"];
                };
            };
            400: components["responses"]["400.INVALID_SYMBOL.UNKNOWN_EXCHANGE.BATCH_LIMIT_EXCEEDED.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getMarketOhlcv: {
        parameters: {
            query: {
                symbol: string;
                exchange?: string;
                from?: string;
                to?: string;
                timeframe?: "1d";
            };
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description {data: [{date, open: null, high: null, low: null, close, volume}], meta}, oldest first */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OhlcvResponse"];
                };
            };
            400: components["responses"]["400.INVALID_SYMBOL.UNKNOWN_EXCHANGE.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            410: components["responses"]["410.GONE.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getMarketDataOhlcv: {
        parameters: {
            query: {
                symbol: string;
                exchange?: string;
                from?: string;
                to?: string;
                timeframe?: "1d";
            };
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description {data: [{date, open: null, high: null, low: null, close, volume}], meta}, oldest first */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    Deprecation: components["headers"]["Deprecation"];
                    Sunset: components["headers"]["Sunset"];
                    Link: components["headers"]["Link"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OhlcvResponse"];
                };
            };
            400: components["responses"]["400.INVALID_SYMBOL.UNKNOWN_EXCHANGE.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.RateLimited.Deprecated"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited.Deprecated"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited.Deprecated"];
            404: components["responses"]["404.NOT_FOUND.RateLimited.Deprecated"];
            410: components["responses"]["410.GONE.RateLimited.Deprecated"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited.Deprecated"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited.Deprecated"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited.Deprecated"];
        };
    };
    getMarketMovers: {
        parameters: {
            query?: {
                exchange?: string;
                direction?: "gainers" | "losers";
                page?: string;
                limit?: string;
            };
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description {data: ranked quotes, meta: {totalCount, perPage, page, hasNext}} */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MoversResponse"];
                };
            };
            400: components["responses"]["400.UNKNOWN_EXCHANGE.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            410: components["responses"]["410.GONE.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getMarketDataMovers: {
        parameters: {
            query?: {
                exchange?: string;
                direction?: "gainers" | "losers";
                page?: string;
                limit?: string;
            };
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description {data: ranked quotes, meta: {totalCount, perPage, page, hasNext}} */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    Deprecation: components["headers"]["Deprecation"];
                    Sunset: components["headers"]["Sunset"];
                    Link: components["headers"]["Link"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MoversResponse"];
                };
            };
            400: components["responses"]["400.UNKNOWN_EXCHANGE.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.RateLimited.Deprecated"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited.Deprecated"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited.Deprecated"];
            410: components["responses"]["410.GONE.RateLimited.Deprecated"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited.Deprecated"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited.Deprecated"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited.Deprecated"];
        };
    };
    getMarketExchanges: {
        parameters: {
            query?: never;
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description {data: exchange[], meta} */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExchangesResponse"];
                };
            };
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            410: components["responses"]["410.GONE.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getMarketDataExchanges: {
        parameters: {
            query?: never;
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description {data: exchange[], meta} */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    Deprecation: components["headers"]["Deprecation"];
                    Sunset: components["headers"]["Sunset"];
                    Link: components["headers"]["Link"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExchangesResponse"];
                };
            };
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited.Deprecated"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited.Deprecated"];
            410: components["responses"]["410.GONE.RateLimited.Deprecated"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited.Deprecated"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited.Deprecated"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited.Deprecated"];
        };
    };
    getMarketStatus: {
        parameters: {
            query?: {
                exchange?: string;
            };
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description {data: status[], serverTime, anyOpen?} */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarketStatusResponse"];
                };
            };
            400: components["responses"]["400.UNKNOWN_EXCHANGE.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getMarketSettlement: {
        parameters: {
            query?: {
                exchange?: string;
            };
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description {processingWindow, exchanges} */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettlementResponse"];
                };
            };
            400: components["responses"]["400.UNKNOWN_EXCHANGE.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getMarketHolidays: {
        parameters: {
            query?: {
                exchange?: string;
                from?: string;
                to?: string;
            };
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description The ETag of a body you hold: 304 without a body while it is still current */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description {data: [{exchange, date, reason}], meta} */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HolidaysResponse"];
                };
            };
            /** @description Not modified: If-None-Match named the current ETag; no body */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.UNKNOWN_EXCHANGE.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getFxRates: {
        parameters: {
            query?: never;
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description {base: USD, data: [{currency, perUsd, asOf, source}], meta} */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FxRatesResponse"];
                };
            };
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getStocks: {
        parameters: {
            query?: {
                exchange?: string;
                sector?: string;
                assetType?: "EQUITY" | "ETF";
                search?: string;
                limit?: string;
                cursor?: string;
            };
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description The ETag of a body you hold: 304 without a body while it is still current */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description {stocks, count, hasMore, nextCursor} */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StockList"];
                };
            };
            /** @description Not modified: If-None-Match named the current ETag; no body */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.UNKNOWN_EXCHANGE.INVALID_TYPE.VALIDATION_ERROR.MISSING_PARAM.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getStocksSymbol: {
        parameters: {
            query?: {
                exchange?: string;
            };
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description The ETag of a body you hold: 304 without a body while it is still current */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path: {
                symbol: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the stock */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StockDetail"];
                };
            };
            /** @description Not modified: If-None-Match named the current ETag; no body */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.INVALID_SYMBOL.VALIDATION_ERROR.UNKNOWN_EXCHANGE.INVALID_TYPE.MISSING_PARAM.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getStocksSymbolCandles: {
        parameters: {
            query?: {
                interval?: "15m" | "1h" | "1d" | "1w" | "1mo";
                from?: string;
                to?: string;
                adjustment?: "none" | "raw";
                exchange?: string;
            };
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path: {
                symbol: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description {symbol, interval, candles, meta} */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CandlesResponse"];
                };
            };
            400: components["responses"]["400.INVALID_SYMBOL.VALIDATION_ERROR.UNKNOWN_EXCHANGE.INVALID_TYPE.MISSING_PARAM.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getStocksSymbolHistory: {
        parameters: {
            query?: {
                period?: "1d" | "1w" | "1m" | "3m" | "6m" | "1y" | "3y" | "5y" | "max";
                exchange?: string;
            };
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path: {
                symbol: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description {symbol, period, candles} */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    Deprecation: components["headers"]["Deprecation"];
                    Sunset: components["headers"]["Sunset"];
                    Link: components["headers"]["Link"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PeriodRecords"];
                };
            };
            400: components["responses"]["400.INVALID_SYMBOL.VALIDATION_ERROR.UNKNOWN_EXCHANGE.INVALID_TYPE.MISSING_PARAM.RateLimited.Deprecated"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited.Deprecated"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited.Deprecated"];
            404: components["responses"]["404.NOT_FOUND.RateLimited.Deprecated"];
            410: components["responses"]["410.GONE.RateLimited.Deprecated"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited.Deprecated"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited.Deprecated"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited.Deprecated"];
        };
    };
    getStocksSymbolChart: {
        parameters: {
            query?: {
                period?: "1d" | "1w" | "1m" | "3m" | "6m" | "1y" | "3y" | "5y" | "max";
                exchange?: string;
            };
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path: {
                symbol: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description {symbol, period, labels, prices} */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    Deprecation: components["headers"]["Deprecation"];
                    Sunset: components["headers"]["Sunset"];
                    Link: components["headers"]["Link"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PeriodChart"];
                };
            };
            400: components["responses"]["400.INVALID_SYMBOL.VALIDATION_ERROR.UNKNOWN_EXCHANGE.INVALID_TYPE.MISSING_PARAM.RateLimited.Deprecated"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited.Deprecated"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited.Deprecated"];
            404: components["responses"]["404.NOT_FOUND.RateLimited.Deprecated"];
            410: components["responses"]["410.GONE.RateLimited.Deprecated"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited.Deprecated"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited.Deprecated"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited.Deprecated"];
        };
    };
    getStocksSymbolPulse: {
        parameters: {
            query?: {
                limit?: string;
                exchange?: string;
            };
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path: {
                symbol: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description {symbol, articles, count} */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StockPulse"];
                };
            };
            400: components["responses"]["400.INVALID_SYMBOL.VALIDATION_ERROR.UNKNOWN_EXCHANGE.INVALID_TYPE.MISSING_PARAM.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getEtfs: {
        parameters: {
            query?: {
                exchange?: string;
                search?: string;
                limit?: string;
                cursor?: string;
            };
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description The ETag of a body you hold: 304 without a body while it is still current */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description {etfs, count, hasMore, nextCursor} */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EtfList"];
                };
            };
            /** @description Not modified: If-None-Match named the current ETag; no body */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.UNKNOWN_EXCHANGE.INVALID_TYPE.VALIDATION_ERROR.MISSING_PARAM.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getEtfsSymbol: {
        parameters: {
            query?: {
                range?: "1d" | "1w" | "1m" | "3m" | "6m" | "1y" | "3y" | "5y" | "max";
                exchange?: string;
            };
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description The ETag of a body you hold: 304 without a body while it is still current */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path: {
                symbol: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the ETF with {chart: {labels, prices}} and {fund} */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EtfDetail"];
                };
            };
            /** @description Not modified: If-None-Match named the current ETag; no body */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.INVALID_SYMBOL.VALIDATION_ERROR.UNKNOWN_EXCHANGE.INVALID_TYPE.MISSING_PARAM.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getEtfsSymbolHistory: {
        parameters: {
            query?: {
                period?: "1d" | "1w" | "1m" | "3m" | "6m" | "1y" | "3y" | "5y" | "max";
                exchange?: string;
            };
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path: {
                symbol: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description {symbol, period, candles} */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PeriodRecords"];
                };
            };
            400: components["responses"]["400.INVALID_SYMBOL.VALIDATION_ERROR.UNKNOWN_EXCHANGE.INVALID_TYPE.MISSING_PARAM.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getEtfsSymbolChart: {
        parameters: {
            query?: {
                period?: "1d" | "1w" | "1m" | "3m" | "6m" | "1y" | "3y" | "5y" | "max";
                exchange?: string;
            };
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path: {
                symbol: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description {symbol, period, labels, prices} */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PeriodChart"];
                };
            };
            400: components["responses"]["400.INVALID_SYMBOL.VALIDATION_ERROR.UNKNOWN_EXCHANGE.INVALID_TYPE.MISSING_PARAM.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getCompanies: {
        parameters: {
            query?: {
                exchange?: string;
                sector?: string;
                limit?: string;
                cursor?: string;
            };
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description The ETag of a body you hold: 304 without a body while it is still current */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description {companies, count, hasMore, nextCursor} */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyList"];
                };
            };
            /** @description Not modified: If-None-Match named the current ETag; no body */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.UNKNOWN_EXCHANGE.INVALID_TYPE.VALIDATION_ERROR.MISSING_PARAM.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getCompaniesTickers: {
        parameters: {
            query?: {
                limit?: string;
                cursor?: string;
            };
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description The ETag of a body you hold: 304 without a body while it is still current */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description {tickers, count, hasMore, nextCursor} */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TickerList"];
                };
            };
            /** @description Not modified: If-None-Match named the current ETag; no body */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.INVALID_TYPE.VALIDATION_ERROR.MISSING_PARAM.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getCompaniesSymbol: {
        parameters: {
            query?: {
                exchange?: string;
            };
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description The ETag of a body you hold: 304 without a body while it is still current */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path: {
                symbol: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the profile */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyProfile"];
                };
            };
            /** @description Not modified: If-None-Match named the current ETag; no body */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.INVALID_SYMBOL.VALIDATION_ERROR.UNKNOWN_EXCHANGE.INVALID_TYPE.MISSING_PARAM.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getCompaniesSymbolNews: {
        parameters: {
            query?: {
                limit?: string;
                exchange?: string;
            };
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path: {
                symbol: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description {symbol, news, count} */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyNews"];
                };
            };
            400: components["responses"]["400.INVALID_SYMBOL.VALIDATION_ERROR.UNKNOWN_EXCHANGE.INVALID_TYPE.MISSING_PARAM.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getMarketIntel: {
        parameters: {
            query?: {
                exchange?: string;
                limit?: string;
            };
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description {articles, count} */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArticleList"];
                };
            };
            400: components["responses"]["400.UNKNOWN_EXCHANGE.INVALID_TYPE.VALIDATION_ERROR.MISSING_PARAM.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getMarketIntelId: {
        parameters: {
            query?: never;
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the article */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Article"];
                };
            };
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getDividendsCalendar: {
        parameters: {
            query?: {
                status?: "DECLARED" | "PAID";
                all?: string;
            };
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description {declarations, count} */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DividendCalendar"];
                };
            };
            400: components["responses"]["400.INVALID_TYPE.VALIDATION_ERROR.MISSING_PARAM.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getDividendsSymbolHistory: {
        parameters: {
            query?: {
                limit?: string;
                exchange?: string;
            };
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path: {
                symbol: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description {symbol, history, count} */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DividendHistory"];
                };
            };
            400: components["responses"]["400.INVALID_SYMBOL.VALIDATION_ERROR.UNKNOWN_EXCHANGE.INVALID_TYPE.MISSING_PARAM.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getInstruments: {
        parameters: {
            query?: {
                assetClass?: "EQUITY" | "ETF" | "BOND" | "FUND" | "OPPORTUNITY";
                exchange?: string;
                status?: "ACTIVE" | "SUSPENDED" | "DELISTED" | "MATURED" | "CLOSED";
                tradable?: string;
                search?: string;
                limit?: string;
                cursor?: string;
            };
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description The ETag of a body you hold: 304 without a body while it is still current */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description {instruments, count, hasMore, nextCursor} */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InstrumentList"];
                };
            };
            /** @description Not modified: If-None-Match named the current ETag; no body */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.UNKNOWN_EXCHANGE.INVALID_TYPE.VALIDATION_ERROR.MISSING_PARAM.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getPriceAlerts: {
        parameters: {
            query?: {
                state?: "ARMED" | "TRIGGERED" | "DISARMED" | "DELETED";
                limit?: string;
                cursor?: string;
            };
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description a page of price alerts */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceAlertList"];
                };
            };
            400: components["responses"]["400.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.FORBIDDEN.AUTH_SUSPENDED.AUTH_REVOKED.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    postPriceAlerts: {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent by the SDK (a fresh UUID per call, kept across its retries) unless given */
                "Idempotency-Key"?: string;
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    symbol: string;
                    exchange: string;
                    /** @enum {string} */
                    condition: "above" | "below";
                    /** @description a decimal with at most 2 decimals: a JSON number or a decimal string (250.00 or "250.00"), read exactly */
                    threshold: number | string;
                    repeat?: boolean;
                    clientAlertId?: string;
                };
            };
        };
        responses: {
            /** @description the alert, state ARMED */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceAlert"];
                };
            };
            400: components["responses"]["400.MISSING_IDEMPOTENCY_KEY.MISSING_PARAM.INVALID_TYPE.VALIDATION_ERROR.INVALID_SYMBOL.UNKNOWN_EXCHANGE.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.FORBIDDEN.AUTH_SUSPENDED.AUTH_REVOKED.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            409: components["responses"]["409.CONFLICT.RateLimited"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE.RateLimited"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE.RateLimited"];
            422: components["responses"]["422.BUSINESS_RULE.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getPriceAlertsAlertId: {
        parameters: {
            query?: never;
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path: {
                alertId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the alert */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceAlert"];
                };
            };
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.FORBIDDEN.AUTH_SUSPENDED.AUTH_REVOKED.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    deletePriceAlertsAlertId: {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent by the SDK (a fresh UUID per call, kept across its retries) unless given */
                "Idempotency-Key"?: string;
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
            };
            path: {
                alertId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the alert, state DELETED */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceAlert"];
                };
            };
            400: components["responses"]["400.MISSING_IDEMPOTENCY_KEY.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.FORBIDDEN.AUTH_SUSPENDED.AUTH_REVOKED.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            409: components["responses"]["409.CONFLICT.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getWebhooks: {
        parameters: {
            query?: never;
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the active registrations */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookList"];
                };
            };
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    postWebhooks: {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent by the SDK (a fresh UUID per call, kept across its retries) unless given */
                "Idempotency-Key"?: string;
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url: string;
                    events: ("*" | "order.pending" | "order.triggered" | "order.filled" | "order.rejected" | "order.cancelled" | "order.replaced" | "trade.settled" | "trade.rejected" | "deposit.confirmed" | "withdraw.confirmed" | "wallet.credited" | "topup.confirmed" | "float.low" | "kyc.updated" | "account.frozen" | "account.closed" | "dividend.paid" | "corporateaction.declared" | "corporateaction.split" | "corporateaction.suspension" | "corporateaction.delisting" | "corporateaction.rights_issue" | "corporateaction.symbol_changed" | "corporateaction.cancelled" | "quote.expired" | "price.alert" | "market.status" | "incident.declared" | "incident.resolved" | "subscription.confirmed" | "redemption.confirmed" | "fund.yield_paid" | "bond.coupon_paid" | "bond.matured" | "commitment.allocated" | "commitment.refunded" | "invoice.issued" | "test_clock.advanced" | "support.case_answered" | "support.case_updated" | "governance.meeting_announced" | "governance.results_published" | "approval.requested" | "approval.approved" | "approval.rejected" | "approval.expired" | "test.event")[];
                    secret?: string;
                };
            };
        };
        responses: {
            /** @description the registration; secret only when generated, shown once */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookCreated"];
                };
            };
            400: components["responses"]["400.MISSING_IDEMPOTENCY_KEY.MISSING_PARAM.INVALID_TYPE.VALIDATION_ERROR.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            409: components["responses"]["409.CONFLICT.RateLimited"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE.RateLimited"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    deleteWebhooksId: {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent by the SDK (a fresh UUID per call, kept across its retries) unless given */
                "Idempotency-Key"?: string;
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the registration, status DELETED */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeleted"];
                };
            };
            /** @description held for a second member (GET /approvals) */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Approval"];
                };
            };
            400: components["responses"]["400.MISSING_IDEMPOTENCY_KEY.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            409: components["responses"]["409.CONFLICT.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getWebhooksIdDeliveries: {
        parameters: {
            query?: {
                limit?: string;
                cursor?: string;
            };
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description a page of the delivery log */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryList"];
                };
            };
            400: components["responses"]["400.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    postWebhooksIdTest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent by the SDK (a fresh UUID per call, kept across its retries) unless given */
                "Idempotency-Key"?: string;
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the endpoint accepted the test event */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookTestResult"];
                };
            };
            400: components["responses"]["400.MISSING_IDEMPOTENCY_KEY.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            409: components["responses"]["409.CONFLICT.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            502: components["responses"]["502.WEBHOOK_TEST_FAILED.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    postWebhooksIdDeliveriesDeliveryIdRedeliver: {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent by the SDK (a fresh UUID per call, kept across its retries) unless given */
                "Idempotency-Key"?: string;
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
            };
            path: {
                id: string;
                deliveryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the new delivery, queued */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Redelivery"];
                };
            };
            400: components["responses"]["400.MISSING_IDEMPOTENCY_KEY.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            409: components["responses"]["409.CONFLICT.RateLimited"];
            410: components["responses"]["410.GONE.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getApiV1Status: {
        parameters: {
            query?: never;
            header?: {
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description current status */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "operational" | "degraded" | "partial_outage" | "major_outage" | "maintenance";
                        components: {
                            /** @enum {string} */
                            name: "partner-api" | "trading" | "market-data" | "webhooks" | "event-stream" | "sandbox";
                            /** @enum {string} */
                            status: "operational" | "degraded" | "partial_outage" | "major_outage" | "maintenance";
                        }[];
                        incidents: {
                            id: string;
                            title: string;
                            /** @enum {string} */
                            severity: "P0" | "P1" | "P2" | "P3";
                            affectedServices: string[];
                            status: string;
                            message: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601 instant
                             */
                            declaredAt: string;
                            resolvedAt: string | null;
                            resolutionMessage: string | null;
                            duration: string | null;
                            durationSeconds: number | null;
                        }[];
                        maintenance: {
                            mode: string;
                            endsAt: string | null;
                        };
                        /**
                         * Format: date-time
                         * @description ISO 8601 instant
                         */
                        updatedAt: string;
                    };
                };
            };
            500: components["responses"]["500.INTERNAL_ERROR2"];
        };
    };
    getBonds: {
        parameters: {
            query?: {
                country?: string;
            };
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description The ETag of a body you hold: 304 without a body while it is still current */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description {bonds, count} */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BondList"];
                };
            };
            /** @description Not modified: If-None-Match named the current ETag; no body */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getBondsId: {
        parameters: {
            query?: never;
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description The ETag of a body you hold: 304 without a body while it is still current */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the bond */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Bond"];
                };
            };
            /** @description Not modified: If-None-Match named the current ETag; no body */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.VALIDATION_ERROR.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getFunds: {
        parameters: {
            query?: {
                type?: "MMF" | "FIXED_INCOME" | "ETF_LIKE";
            };
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description The ETag of a body you hold: 304 without a body while it is still current */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description {funds, count} */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FundList"];
                };
            };
            /** @description Not modified: If-None-Match named the current ETag; no body */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getFundsId: {
        parameters: {
            query?: never;
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description The ETag of a body you hold: 304 without a body while it is still current */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the fund */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Fund"];
                };
            };
            /** @description Not modified: If-None-Match named the current ETag; no body */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.VALIDATION_ERROR.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getOpportunities: {
        parameters: {
            query?: never;
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description The ETag of a body you hold: 304 without a body while it is still current */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description {opportunities, count} */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpportunityList"];
                };
            };
            /** @description Not modified: If-None-Match named the current ETag; no body */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getOpportunitiesIdOrSlug: {
        parameters: {
            query?: never;
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description The ETag of a body you hold: 304 without a body while it is still current */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path: {
                idOrSlug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the opportunity */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Opportunity"];
                };
            };
            /** @description Not modified: If-None-Match named the current ETag; no body */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.VALIDATION_ERROR.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    postUsersUserIdSubscribe: {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent by the SDK (a fresh UUID per call, kept across its retries) unless given */
                "Idempotency-Key"?: string;
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
            };
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    instrumentId: string;
                    /** @description a decimal with at most 2 decimals: a JSON number or a decimal string (250.00 or "250.00"), read exactly */
                    amount: number | string;
                };
            };
        };
        responses: {
            /** @description the subscription */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnitMovement"];
                };
            };
            /** @description a commitment to a private opportunity, PENDING until its close date */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Commitment"];
                };
            };
            400: components["responses"]["400.VALIDATION_ERROR.INSUFFICIENT_FUNDS.INVALID_TYPE.MISSING_PARAM.MISSING_IDEMPOTENCY_KEY.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.KYC_REQUIRED.FORBIDDEN.AUTH_SUSPENDED.AUTH_REVOKED.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            409: components["responses"]["409.CONFLICT.RateLimited"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE.RateLimited"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE.RateLimited"];
            422: components["responses"]["422.BUSINESS_RULE.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    postUsersUserIdRedeem: {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent by the SDK (a fresh UUID per call, kept across its retries) unless given */
                "Idempotency-Key"?: string;
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
            };
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    instrumentId: string;
                    /** @description a decimal with at most 6 decimals: a JSON number or a decimal string (250.00 or "250.00"), read exactly */
                    units: number | string;
                };
            };
        };
        responses: {
            /** @description the redemption */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnitMovement"];
                };
            };
            400: components["responses"]["400.VALIDATION_ERROR.INSUFFICIENT_FUNDS.INVALID_TYPE.MISSING_PARAM.MISSING_IDEMPOTENCY_KEY.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.KYC_REQUIRED.FORBIDDEN.AUTH_SUSPENDED.AUTH_REVOKED.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            409: components["responses"]["409.CONFLICT.RateLimited"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE.RateLimited"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE.RateLimited"];
            422: components["responses"]["422.BUSINESS_RULE.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getUsersUserIdCommitments: {
        parameters: {
            query?: {
                limit?: string;
                cursor?: string;
            };
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description {commitments, count, hasMore, nextCursor} */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommitmentList"];
                };
            };
            400: components["responses"]["400.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getCorporateActions: {
        parameters: {
            query?: {
                symbol?: string;
                type?: "SPLIT" | "REVERSE_SPLIT" | "BONUS_ISSUE" | "DIVIDEND" | "SUSPENSION" | "LIFT_SUSPENSION" | "DELISTING" | "SYMBOL_CHANGE" | "RIGHTS_ISSUE";
                limit?: string;
                cursor?: string;
            };
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description {corporateActions, count, hasMore, nextCursor} */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CorporateActionList"];
                };
            };
            400: components["responses"]["400.INVALID_SYMBOL.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getReportDividends: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                format?: "json" | "csv";
            };
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description {from, to, currency, totalUsdReceived, bySymbol, bySubAccount}; or by-symbol totals: symbol,totalUsd,payments */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DividendReport"];
                    "text/csv": string;
                };
            };
            400: components["responses"]["400.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getReportsAum: {
        parameters: {
            query?: {
                asOf?: string;
                format?: "json" | "csv";
            };
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the AUM report; or dimension,key,cashUsd,positionsUsd,totalUsd,positions as CSV (RFC 4180, header row) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AumReport"];
                    "text/csv": string;
                };
            };
            400: components["responses"]["400.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getReportsPositions: {
        parameters: {
            query?: {
                limit?: string;
                cursor?: string;
                format?: "json" | "csv";
            };
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description one page of positions; or one page of positions as CSV (RFC 4180, header row) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportPositionList"];
                    "text/csv": string;
                };
            };
            400: components["responses"]["400.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getReportsFees: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                interval?: "day" | "month";
                format?: "json" | "csv";
            };
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the fee report; or period,baseFeeUsd,markupUsd,totalUsd,charges as CSV (RFC 4180, header row) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeeReport"];
                    "text/csv": string;
                };
            };
            400: components["responses"]["400.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getReportsRevenue: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                format?: "json" | "csv";
            };
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the revenue report; or dimension,key,markupUsd,charges as CSV (RFC 4180, header row) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueReport"];
                    "text/csv": string;
                };
            };
            400: components["responses"]["400.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getReportsInvoices: {
        parameters: {
            query?: {
                limit?: string;
                cursor?: string;
                format?: "json" | "csv";
            };
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description one page of invoices; or one page of invoices, one row each as CSV (RFC 4180, header row) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceList"];
                    "text/csv": string;
                };
            };
            400: components["responses"]["400.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getReportsInvoicesInvoiceId: {
        parameters: {
            query?: {
                format?: "json" | "csv";
            };
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path: {
                invoiceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the invoice; or code,description,quantity,unitPriceUsd,amountUsd, then a TOTAL row as CSV (RFC 4180, header row) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invoice"];
                    "text/csv": string;
                };
            };
            400: components["responses"]["400.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getPricing: {
        parameters: {
            query?: never;
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description pricing */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Pricing"];
                };
            };
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description settings */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Settings"];
                };
            };
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    patchSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent by the SDK (a fresh UUID per call, kept across its retries) unless given */
                "Idempotency-Key"?: string;
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    settlementHold?: boolean;
                    /** @description a decimal with at most 2 decimals: a JSON number or a decimal string (250.00 or "250.00"), read exactly */
                    floatLowThreshold?: number | string;
                    notificationEmail?: string | null;
                };
            };
        };
        responses: {
            /** @description the settings after the change */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Settings"];
                };
            };
            /** @description the security policy names settingsChanges: held for a second member (GET /approvals) */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Approval"];
                };
            };
            400: components["responses"]["400.MISSING_IDEMPOTENCY_KEY.INVALID_TYPE.VALIDATION_ERROR.MISSING_PARAM.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            409: components["responses"]["409.CONFLICT.RateLimited"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE.RateLimited"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getFloat: {
        parameters: {
            query?: never;
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description float */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Float"];
                };
            };
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getUsage: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                format?: "json" | "csv";
            };
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description {from, to, days, totals}; or usage as CSV (RFC 4180, header row date,family,requests,rateLimited,ordersPlaced,activeSubAccounts,webhookDeliveries,streamMinutes): per day an ALL row with its totals, then one row per route family (requests and 429s only) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Usage"];
                    "text/csv": string;
                };
            };
            400: components["responses"]["400.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getSupportCases: {
        parameters: {
            query?: {
                status?: "OPEN" | "PENDING_PARTNER" | "RESOLVED" | "CLOSED";
                limit?: string;
                cursor?: string;
            };
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description {cases, count, hasMore, nextCursor} */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupportCaseList"];
                };
            };
            400: components["responses"]["400.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    postSupportCases: {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent by the SDK (a fresh UUID per call, kept across its retries) unless given */
                "Idempotency-Key"?: string;
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    subject: string;
                    /** @enum {string} */
                    category: "ACCOUNT" | "KYC" | "FUNDING" | "TRADING" | "MARKET_DATA" | "WEBHOOKS" | "TECHNICAL" | "BILLING" | "OTHER";
                    /**
                     * @default NORMAL
                     * @enum {string}
                     */
                    priority?: "LOW" | "NORMAL" | "HIGH" | "URGENT";
                    description: string;
                    /** @default [] */
                    relatedOrderIds?: string[];
                    /** @default [] */
                    relatedSubAccountIds?: string[];
                };
            };
        };
        responses: {
            /** @description the case, status OPEN, with its (empty) thread */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupportCase"];
                };
            };
            400: components["responses"]["400.VALIDATION_ERROR.MISSING_PARAM.INVALID_TYPE.MISSING_IDEMPOTENCY_KEY.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            409: components["responses"]["409.CONFLICT.RateLimited"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE.RateLimited"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getSupportCasesCaseId: {
        parameters: {
            query?: never;
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path: {
                caseId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the case and its messages */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupportCase"];
                };
            };
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    postSupportCasesCaseIdMessages: {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent by the SDK (a fresh UUID per call, kept across its retries) unless given */
                "Idempotency-Key"?: string;
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
            };
            path: {
                caseId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    body: string;
                };
            };
        };
        responses: {
            /** @description the case with its thread, the new message last */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupportCase"];
                };
            };
            400: components["responses"]["400.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.MISSING_IDEMPOTENCY_KEY.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            409: components["responses"]["409.CONFLICT.RateLimited"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE.RateLimited"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getGovernanceMeetings: {
        parameters: {
            query?: {
                symbol?: string;
                limit?: string;
                cursor?: string;
            };
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description {meetings, count, hasMore, nextCursor} */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MeetingList"];
                };
            };
            400: components["responses"]["400.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getGovernanceMeetingsMeetingId: {
        parameters: {
            query?: never;
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path: {
                meetingId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the meeting */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Meeting"];
                };
            };
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getGovernanceElections: {
        parameters: {
            query?: {
                symbol?: string;
                limit?: string;
                cursor?: string;
                meetingId?: string;
                status?: "SCHEDULED" | "OPEN" | "CLOSED" | "TALLIED";
            };
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description {elections, count, hasMore, nextCursor} */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ElectionList"];
                };
            };
            400: components["responses"]["400.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getGovernanceElectionsElectionId: {
        parameters: {
            query?: never;
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path: {
                electionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the election */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Election"];
                };
            };
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getUsersUserIdVotes: {
        parameters: {
            query?: {
                electionId?: string;
                limit?: string;
                cursor?: string;
            };
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description {votes, count, hasMore, nextCursor} */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VoteList"];
                };
            };
            400: components["responses"]["400.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    postUsersUserIdVotes: {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent by the SDK (a fresh UUID per call, kept across its retries) unless given */
                "Idempotency-Key"?: string;
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
            };
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    electionId: string;
                    resolutionId: string;
                    /** @enum {string} */
                    choice: "FOR" | "AGAINST" | "ABSTAIN";
                };
            };
        };
        responses: {
            /** @description the changed vote */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Vote"];
                };
            };
            /** @description the vote */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Vote"];
                };
            };
            400: components["responses"]["400.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.MISSING_IDEMPOTENCY_KEY.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            409: components["responses"]["409.CONFLICT.RateLimited"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE.RateLimited"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE.RateLimited"];
            422: components["responses"]["422.BUSINESS_RULE.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getSecurity: {
        parameters: {
            query?: never;
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description security */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Security"];
                };
            };
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    patchSecurity: {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent by the SDK (a fresh UUID per call, kept across its retries) unless given */
                "Idempotency-Key"?: string;
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    scopedKeysRequired?: boolean;
                    signedRequestsRequired?: boolean;
                    mtlsRequired?: boolean;
                    mfaRequired?: boolean;
                    ipAllowlist?: string[];
                    approvals?: {
                        payoutsAbove?: (number | string) | null;
                        keyRotation?: boolean;
                        keyRevocation?: boolean;
                        webhookDeletion?: boolean;
                        settingsChanges?: boolean;
                        expiresInSeconds?: number;
                    };
                };
            };
        };
        responses: {
            /** @description the policy after the change */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Security"];
                };
            };
            /** @description the change loosens the policy: held for a second member */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Approval"];
                };
            };
            400: components["responses"]["400.MISSING_IDEMPOTENCY_KEY.INVALID_TYPE.VALIDATION_ERROR.MISSING_PARAM.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.FORBIDDEN.AUTH_SUSPENDED.AUTH_REVOKED.RateLimited"];
            409: components["responses"]["409.CONFLICT.RateLimited"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE.RateLimited"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getApprovals: {
        parameters: {
            query?: {
                status?: "PENDING" | "APPROVED" | "EXECUTED" | "REJECTED" | "EXPIRED" | "FAILED";
                limit?: string;
                cursor?: string;
            };
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description {approvals, count, hasMore, nextCursor} */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApprovalList"];
                };
            };
            400: components["responses"]["400.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    postApprovalsApprovalIdApprove: {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent by the SDK (a fresh UUID per call, kept across its retries) unless given */
                "Idempotency-Key"?: string;
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
            };
            path: {
                approvalId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description {approval, result} */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApprovalDecision"];
                };
            };
            400: components["responses"]["400.MISSING_IDEMPOTENCY_KEY.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.FORBIDDEN.AUTH_SUSPENDED.AUTH_REVOKED.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            409: components["responses"]["409.CONFLICT.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    postApprovalsApprovalIdReject: {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent by the SDK (a fresh UUID per call, kept across its retries) unless given */
                "Idempotency-Key"?: string;
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
            };
            path: {
                approvalId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason?: string | null;
                };
            };
        };
        responses: {
            /** @description {approval, result: null} */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApprovalDecision"];
                };
            };
            400: components["responses"]["400.MISSING_IDEMPOTENCY_KEY.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.FORBIDDEN.AUTH_SUSPENDED.AUTH_REVOKED.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            409: components["responses"]["409.CONFLICT.RateLimited"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE.RateLimited"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getTeamRoles: {
        parameters: {
            query?: never;
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description {roles: [{role, description, permissions}]} */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamRoleList"];
                };
            };
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getTeamMembers: {
        parameters: {
            query?: {
                status?: "INVITED" | "ACTIVE" | "REMOVED";
                limit?: string;
                cursor?: string;
            };
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description {members, count, hasMore, nextCursor} */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamMemberList"];
                };
            };
            400: components["responses"]["400.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    postTeamMembers: {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent by the SDK (a fresh UUID per call, kept across its retries) unless given */
                "Idempotency-Key"?: string;
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    /** @enum {string} */
                    role: "owner" | "admin" | "developer" | "finance" | "support" | "viewer";
                };
            };
        };
        responses: {
            /** @description the member, status INVITED */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamMember"];
                };
            };
            400: components["responses"]["400.VALIDATION_ERROR.MISSING_PARAM.INVALID_TYPE.MISSING_IDEMPOTENCY_KEY.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.FORBIDDEN.AUTH_SUSPENDED.AUTH_REVOKED.RateLimited"];
            409: components["responses"]["409.CONFLICT.RateLimited"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE.RateLimited"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    deleteTeamMembersMemberId: {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent by the SDK (a fresh UUID per call, kept across its retries) unless given */
                "Idempotency-Key"?: string;
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
            };
            path: {
                memberId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description {member (status REMOVED), endedSessionIds} */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RemovedTeamMember"];
                };
            };
            400: components["responses"]["400.MISSING_IDEMPOTENCY_KEY.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.FORBIDDEN.AUTH_SUSPENDED.AUTH_REVOKED.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            409: components["responses"]["409.CONFLICT.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    patchTeamMembersMemberId: {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent by the SDK (a fresh UUID per call, kept across its retries) unless given */
                "Idempotency-Key"?: string;
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
            };
            path: {
                memberId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    role: "owner" | "admin" | "developer" | "finance" | "support" | "viewer";
                };
            };
        };
        responses: {
            /** @description the member with its new role */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamMember"];
                };
            };
            400: components["responses"]["400.VALIDATION_ERROR.MISSING_PARAM.INVALID_TYPE.MISSING_IDEMPOTENCY_KEY.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.FORBIDDEN.AUTH_SUSPENDED.AUTH_REVOKED.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            409: components["responses"]["409.CONFLICT.RateLimited"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE.RateLimited"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getSessions: {
        parameters: {
            query?: {
                limit?: string;
                cursor?: string;
            };
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description {sessions, count, hasMore, nextCursor} */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalSessionList"];
                };
            };
            400: components["responses"]["400.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    deleteSessionsSessionId: {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent by the SDK (a fresh UUID per call, kept across its retries) unless given */
                "Idempotency-Key"?: string;
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
            };
            path: {
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description {sessionId, status: "revoked", revokedAt} */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sessionId: string;
                        /** @constant */
                        status: "revoked";
                        /**
                         * Format: date-time
                         * @description ISO 8601 instant
                         */
                        revokedAt: string;
                    };
                };
            };
            400: components["responses"]["400.MISSING_IDEMPOTENCY_KEY.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.FORBIDDEN.AUTH_SUSPENDED.AUTH_REVOKED.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            409: components["responses"]["409.CONFLICT.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getCertification: {
        parameters: {
            query?: never;
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the checklist */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Certification"];
                };
            };
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    postCertificationSubmit: {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent by the SDK (a fresh UUID per call, kept across its retries) unless given */
                "Idempotency-Key"?: string;
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description the checklist, certified */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Certification"];
                };
            };
            400: components["responses"]["400.MISSING_IDEMPOTENCY_KEY.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            409: components["responses"]["409.CONFLICT.RateLimited"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE.RateLimited"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE.RateLimited"];
            422: components["responses"]["422.BUSINESS_RULE.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getTestClocks: {
        parameters: {
            query?: {
                limit?: string;
                cursor?: string;
            };
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description a page of test clocks */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestClockList"];
                };
            };
            400: components["responses"]["400.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    postTestClocks: {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent by the SDK (a fresh UUID per call, kept across its retries) unless given */
                "Idempotency-Key"?: string;
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    frozenTime: string;
                    name?: string | null;
                };
            };
        };
        responses: {
            /** @description the test clock */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestClock"];
                };
            };
            400: components["responses"]["400.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.MISSING_IDEMPOTENCY_KEY.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            409: components["responses"]["409.CONFLICT.RateLimited"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE.RateLimited"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    getTestClocksTestClockId: {
        parameters: {
            query?: never;
            header?: {
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
                /** @description Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers */
                "Consistency-Position"?: components["parameters"]["ConsistencyPosition"];
            };
            path: {
                testClockId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the test clock */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestClock"];
                };
            };
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    deleteTestClocksTestClockId: {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent by the SDK (a fresh UUID per call, kept across its retries) unless given */
                "Idempotency-Key"?: string;
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
            };
            path: {
                testClockId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the clock, status deleted */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestClock"];
                };
            };
            400: components["responses"]["400.MISSING_IDEMPOTENCY_KEY.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            409: components["responses"]["409.CONFLICT.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    postTestClocksTestClockIdAdvance: {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent by the SDK (a fresh UUID per call, kept across its retries) unless given */
                "Idempotency-Key"?: string;
                /** @description Unix seconds; at most 300 s from the service clock */
                "x-service-timestamp"?: components["parameters"]["ServiceTimestamp"];
                /** @description hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests */
                "x-service-request-signature"?: components["parameters"]["ServiceRequestSignature"];
                /** @description Sandbox keys only: answer this error code with its catalogue status; nothing changes */
                "X-Sandbox-Force-Error"?: components["parameters"]["SandboxForceError"];
                /** @description Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran */
                "X-Sandbox-Force-Status"?: components["parameters"]["SandboxForceStatus"];
            };
            path: {
                testClockId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    frozenTime?: string;
                    seconds?: number;
                };
            };
        };
        responses: {
            /** @description the clock at its new time */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Consistency-Position": components["headers"]["Consistency-Position"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestClockAdvanced"];
                };
            };
            400: components["responses"]["400.VALIDATION_ERROR.INVALID_TYPE.MISSING_PARAM.MISSING_IDEMPOTENCY_KEY.RateLimited"];
            401: components["responses"]["401.AUTH_MISSING.AUTH_INVALID.RateLimited"];
            403: components["responses"]["403.AUTH_SUSPENDED.AUTH_REVOKED.FORBIDDEN.RateLimited"];
            404: components["responses"]["404.NOT_FOUND.RateLimited"];
            409: components["responses"]["409.CONFLICT.RateLimited"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE.RateLimited"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE.RateLimited"];
            429: components["responses"]["429.RATE_LIMITED.RateLimited"];
            500: components["responses"]["500.INTERNAL_ERROR.RateLimited"];
            503: components["responses"]["503.MAINTENANCE.SERVICE_UNAVAILABLE.RateLimited"];
        };
    };
    webhookOrderPending: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderPendingEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 8 s acknowledges the delivery; anything else is retried (6 attempts in all) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookOrderTriggered: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderTriggeredEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 8 s acknowledges the delivery; anything else is retried (6 attempts in all) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookOrderFilled: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderFilledEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 8 s acknowledges the delivery; anything else is retried (6 attempts in all) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookOrderRejected: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderRejectedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 8 s acknowledges the delivery; anything else is retried (6 attempts in all) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookOrderCancelled: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderCancelledEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 8 s acknowledges the delivery; anything else is retried (6 attempts in all) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookOrderReplaced: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderReplacedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 8 s acknowledges the delivery; anything else is retried (6 attempts in all) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookTradeSettled: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TradeSettledEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 8 s acknowledges the delivery; anything else is retried (6 attempts in all) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookTradeRejected: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TradeRejectedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 8 s acknowledges the delivery; anything else is retried (6 attempts in all) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookDepositConfirmed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DepositConfirmedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 8 s acknowledges the delivery; anything else is retried (6 attempts in all) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookWithdrawConfirmed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WithdrawConfirmedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 8 s acknowledges the delivery; anything else is retried (6 attempts in all) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookWalletCredited: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WalletCreditedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 8 s acknowledges the delivery; anything else is retried (6 attempts in all) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookTopupConfirmed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TopupConfirmedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 8 s acknowledges the delivery; anything else is retried (6 attempts in all) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookFloatLow: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FloatLowEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 8 s acknowledges the delivery; anything else is retried (6 attempts in all) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookKycUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KycUpdatedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 8 s acknowledges the delivery; anything else is retried (6 attempts in all) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookAccountFrozen: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountFrozenEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 8 s acknowledges the delivery; anything else is retried (6 attempts in all) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookAccountClosed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountClosedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 8 s acknowledges the delivery; anything else is retried (6 attempts in all) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookDividendPaid: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DividendPaidEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 8 s acknowledges the delivery; anything else is retried (6 attempts in all) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookCorporateactionDeclared: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CorporateactionDeclaredEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 8 s acknowledges the delivery; anything else is retried (6 attempts in all) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookCorporateactionSplit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CorporateactionSplitEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 8 s acknowledges the delivery; anything else is retried (6 attempts in all) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookCorporateactionSuspension: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CorporateactionSuspensionEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 8 s acknowledges the delivery; anything else is retried (6 attempts in all) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookCorporateactionDelisting: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CorporateactionDelistingEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 8 s acknowledges the delivery; anything else is retried (6 attempts in all) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookCorporateactionRightsIssue: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CorporateactionRightsIssueEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 8 s acknowledges the delivery; anything else is retried (6 attempts in all) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookCorporateactionSymbolChanged: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CorporateactionSymbolChangedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 8 s acknowledges the delivery; anything else is retried (6 attempts in all) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookCorporateactionCancelled: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CorporateactionCancelledEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 8 s acknowledges the delivery; anything else is retried (6 attempts in all) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookQuoteExpired: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuoteExpiredEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 8 s acknowledges the delivery; anything else is retried (6 attempts in all) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookPriceAlert: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PriceAlertEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 8 s acknowledges the delivery; anything else is retried (6 attempts in all) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookMarketStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MarketStatusEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 8 s acknowledges the delivery; anything else is retried (6 attempts in all) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookIncidentDeclared: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IncidentDeclaredEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 8 s acknowledges the delivery; anything else is retried (6 attempts in all) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookIncidentResolved: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IncidentResolvedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 8 s acknowledges the delivery; anything else is retried (6 attempts in all) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookSubscriptionConfirmed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubscriptionConfirmedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 8 s acknowledges the delivery; anything else is retried (6 attempts in all) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookRedemptionConfirmed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RedemptionConfirmedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 8 s acknowledges the delivery; anything else is retried (6 attempts in all) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookFundYieldPaid: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FundYieldPaidEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 8 s acknowledges the delivery; anything else is retried (6 attempts in all) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookBondCouponPaid: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BondCouponPaidEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 8 s acknowledges the delivery; anything else is retried (6 attempts in all) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookBondMatured: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BondMaturedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 8 s acknowledges the delivery; anything else is retried (6 attempts in all) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookCommitmentAllocated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CommitmentAllocatedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 8 s acknowledges the delivery; anything else is retried (6 attempts in all) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookCommitmentRefunded: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CommitmentRefundedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 8 s acknowledges the delivery; anything else is retried (6 attempts in all) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookInvoiceIssued: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvoiceIssuedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 8 s acknowledges the delivery; anything else is retried (6 attempts in all) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookTestClockAdvanced: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TestClockAdvancedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 8 s acknowledges the delivery; anything else is retried (6 attempts in all) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookSupportCaseAnswered: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SupportCaseAnsweredEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 8 s acknowledges the delivery; anything else is retried (6 attempts in all) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookSupportCaseUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SupportCaseUpdatedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 8 s acknowledges the delivery; anything else is retried (6 attempts in all) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookGovernanceMeetingAnnounced: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GovernanceMeetingAnnouncedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 8 s acknowledges the delivery; anything else is retried (6 attempts in all) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookGovernanceResultsPublished: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GovernanceResultsPublishedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 8 s acknowledges the delivery; anything else is retried (6 attempts in all) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookApprovalRequested: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApprovalRequestedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 8 s acknowledges the delivery; anything else is retried (6 attempts in all) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookApprovalApproved: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApprovalApprovedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 8 s acknowledges the delivery; anything else is retried (6 attempts in all) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookApprovalRejected: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApprovalRejectedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 8 s acknowledges the delivery; anything else is retried (6 attempts in all) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookApprovalExpired: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApprovalExpiredEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 8 s acknowledges the delivery; anything else is retried (6 attempts in all) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookTestEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TestEventEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 8 s acknowledges the delivery; anything else is retried (6 attempts in all) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
