/**
 * Sub-accounts: create (idempotent on externalId), auto-register (idempotent on uid), list, read,
 * soft-close, KYC assertion, freeze and unfreeze, and the partner's device registrations. Money
 * routes (deposit, withdraw, buying power, transactions) live in user-money.ts.
 */
import { randomBytes } from 'node:crypto';
import * as v from '../schema.ts';
import { boundedText, emailAddress } from '../input-text.ts';
import type { Created } from '../../engine/sub-accounts/sub-accounts.ts';
import { sha256Hex } from '../../engine/credentials.ts';
import type { Device, SubAccountRecord } from '../../storage/subaccounts.ts';
import type { AppContext } from '../context.ts';
import { dispatch } from '../dispatch.ts';
import { ServiceError } from '../errors.ts';
import { compoundKey, keyedPage, pageOf, pageRequest, paginationQuery } from '../pagination.ts';
import { route } from '../route.ts';
import {
  AutoRegisteredSchema,
  ClosedSubAccountSchema,
  DeviceDeletedSchema,
  DeviceListSchema,
  DeviceSchema,
  SubAccountListSchema,
  SubAccountSchema,
} from '../schemas/accounts.ts';
import { iso, partnerScope, usd } from '../views.ts';
import { presentSubAccount, subAccountFor } from './user-views.ts';
import { subAccounts } from '../../engine/features/index.ts';

export const UserParams = v.object({ userId: v.string() });
const DeviceParams = v.object({ userId: v.string(), deviceId: v.string() });

const Identifier = v.pipe(boundedText(128), v.regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces'));
const Email = v.nullish(emailAddress());
const Country = v.nullish(v.pipe(v.string(), v.regex(/^[A-Za-z]{2}$/, 'must be an ISO 3166 alpha-2 country code'), v.toUpperCase()));
/** Partner metadata is stored and echoed, so it is bounded. */
const Metadata = v.nullish(
  v.pipe(
    v.record(v.string(), v.unknown()),
    v.check((m) => JSON.stringify(m).length <= 4096, 'must serialise to at most 4096 characters'),
  ),
);

const CreateBody = v.object({
  externalId: Identifier,
  email: Email,
  name: v.nullish(boundedText(200)),
  country: Country,
  metadata: Metadata,
  testClockId: v.nullish(
    v.pipe(
      v.string(),
      v.minLength(1, 'must not be empty'),
      v.maxLength(64),
      v.description('sandbox only: the test clock the sub-account runs on (POST /test-clocks); everything it owns follows that clock'),
    ),
  ),
});
const AutoRegisterBody = v.object({ uid: Identifier, email: Email, name: v.nullish(boundedText(200)), country: Country });
const ListQuery = v.object({ status: v.optional(v.picklist(['active', 'frozen', 'closed'])), ...paginationQuery });
export const KycBody = v.object({
  status: v.picklist(['VERIFIED', 'REJECTED']),
  level: v.picklist(['FULL', 'NONE']),
  reference: boundedText(200),
  reasonCode: v.nullish(boundedText(100)),
  reason: v.nullish(boundedText(1000)),
});
const DeviceBody = v.object({
  deviceId: v.pipe(boundedText(128), v.regex(/^[A-Za-z0-9._:-]+$/, 'may hold letters, digits and . _ : - only')),
  platform: v.picklist(['ios', 'android', 'web']),
  token: boundedText(4096),
  label: v.nullish(boundedText(100)),
});

/** A sub-account access token: shown once, only its SHA-256 hash is kept (and journaled). */
function issueSubAccountToken(): { raw: string; hash: string } {
  const raw = `sat_${randomBytes(24).toString('base64url')}`;
  return { raw, hash: sha256Hex(raw) };
}

function deviceView(d: Device): Record<string, unknown> {
  return { deviceId: d.deviceId, platform: d.platform, token: d.token, label: d.label, createdAt: iso(d.createdAtMs), updatedAt: iso(d.updatedAtMs) };
}

/** The test clock a new sub-account is created on (sandbox only); null: the service clock. */
function testClockFor(ctx: AppContext, env: string, testClockId: string | null | undefined): string | null {
  if (!testClockId) return null;
  if (env !== 'sandbox') throw new ServiceError('VALIDATION_ERROR', 'test clocks exist in the sandbox only', { extra: { param: 'testClockId' } });
  if (!ctx.service.queries.testClocks.clock(partnerScope(ctx), testClockId)) throw new ServiceError('NOT_FOUND', `no test clock ${testClockId}`);
  return testClockId;
}

const LIFECYCLE_ERRORS = ['NOT_FOUND', 'CONFLICT'] as const;

const accountRoutes = [
  route({
    method: 'POST',
    base: 'partner',
    path: '/users',
    auth: 'apiKey',
    tag: 'Sub-accounts',
    body: CreateBody,
    summary: 'Create a sub-account; a known externalId answers the existing sub-account with 200 and changes nothing',
    description:
      "Creates a sub-account (an investor's account under your master account) identified by your own `externalId`. Creating again with a known `externalId` answers the existing sub-account with `200` and changes nothing, so a retried sign-up is safe. In production it must pass KYC (`POST /users/{userId}/kyc`) before it can trade. Needs an `Idempotency-Key`.",
    success: {
      status: 201,
      description: 'the new sub-account',
      schema: SubAccountSchema,
      also: [{ status: 200, description: 'the existing sub-account with this externalId (nothing changed)', schema: SubAccountSchema }],
    },
    errors: ['NOT_FOUND'],
    async handler(ctx, { body, env }) {
      await dispatch(ctx, subAccounts.commands.create, {
        clockId: testClockFor(ctx, env, body.testClockId),
        payload: {
          externalId: body.externalId,
          email: body.email ?? null,
          name: body.name ?? null,
          country: body.country ?? null,
          metadata: body.metadata ?? null,
        },
        respond: (r: Created) => ({ status: r.created ? 201 : 200, body: presentSubAccount(ctx, r.account) }),
      });
    },
  }),
  route({
    method: 'POST',
    base: 'partner',
    path: '/auto-register',
    auth: 'apiKey',
    tag: 'Sub-accounts',
    body: AutoRegisterBody,
    summary: 'Find or create the sub-account whose externalId is uid, and issue it a new access token (the previous one stops working)',
    description:
      'One call for a sign-in flow: finds the sub-account for your user `uid` (creating it if needed) and issues it a new access token; the previous token stops working. Naturally idempotent on `uid`.',
    success: {
      status: 201,
      description: 'the new sub-account and its access token (shown once)',
      schema: AutoRegisteredSchema,
      also: [
        { status: 200, description: 'the uid was already registered: a new access token (shown once) replaces the previous one', schema: AutoRegisteredSchema },
      ],
    },
    errors: ['CONFLICT'],
    async handler(ctx, { body }) {
      const token = issueSubAccountToken();
      await dispatch(ctx, subAccounts.commands.autoRegister, {
        payload: { uid: body.uid, email: body.email ?? null, name: body.name ?? null, country: body.country ?? null, token: { hash: token.hash } },
        respond: (r: Created) => ({
          status: r.created ? 201 : 200,
          body: { subAccountId: r.account.id, userId: r.account.id, externalId: r.account.externalId, token: token.raw, created: r.created },
        }),
      });
    },
  }),
  route({
    method: 'GET',
    base: 'partner',
    path: '/users',
    auth: 'apiKey',
    tag: 'Sub-accounts',
    query: ListQuery,
    summary: 'Sub-accounts in creation order, optionally by status (limit default 100, max 500)',
    description: 'Your sub-accounts in creation order, optionally by `status` (`active`, `frozen`, `closed`); cursor-paged (`limit` default 100, max 500).',
    success: { status: 200, description: 'a page of sub-accounts', schema: SubAccountListSchema },
    handler(ctx, { query }) {
      const req = pageRequest(ctx, query, { defaultLimit: 100, maxLimit: 500 });
      const rows = ctx.service.queries.trading.subAccounts(partnerScope(ctx), {
        ...(query.status ? { status: query.status } : {}),
        afterSeq: req.after === null ? 0 : Number(req.after),
        limit: req.limit + 1,
      });
      const { items, meta } = pageOf(ctx, rows, req, (a) => String(a.createdSeq));
      ctx.body = { accounts: items.map((a) => presentSubAccount(ctx, a)), ...meta };
    },
  }),
  route({
    method: 'GET',
    base: 'partner',
    path: '/users/{userId}',
    auth: 'apiKey',
    tag: 'Sub-accounts',
    params: UserParams,
    summary: 'A sub-account with its wallet, KYC, frozen flag and status',
    description: 'One sub-account with its wallet (balance, settled, unsettled, reserved, withdrawable), KYC status and level, frozen flag and status.',
    success: { status: 200, description: 'the sub-account', schema: SubAccountSchema },
    errors: ['NOT_FOUND'],
    handler(ctx, { params }) {
      ctx.body = presentSubAccount(ctx, subAccountFor(ctx, params.userId));
    },
  }),
  route({
    method: 'DELETE',
    base: 'partner',
    path: '/users/{userId}',
    auth: 'apiKey',
    tag: 'Sub-accounts',
    params: UserParams,
    summary: 'Soft-close: residual cash goes back to the master wallet and account.closed fires; refused (422) while orders or positions are open',
    description:
      'Closes a sub-account: remaining cash returns to the master wallet and `account.closed` fires; the record stays readable. Refused with `422` while it has open orders or positions: cancel and sell first. Needs an `Idempotency-Key`.',
    success: { status: 200, description: 'the closed sub-account with residualTransferUsd', schema: ClosedSubAccountSchema },
    errors: [...LIFECYCLE_ERRORS, 'BUSINESS_RULE'],
    async handler(ctx, { params }) {
      await dispatch(ctx, subAccounts.commands.close, {
        payload: { subAccountId: params.userId },
        respond: (r: { account: SubAccountRecord; residualMinor: number }) => ({
          status: 200,
          body: { ...presentSubAccount(ctx, r.account), residualTransferUsd: usd(r.residualMinor) },
        }),
      });
    },
  }),
];

const stateRoutes = [
  route({
    method: 'POST',
    base: 'partner',
    path: '/users/{userId}/kyc',
    auth: 'apiKey',
    tag: 'Sub-accounts',
    params: UserParams,
    body: KycBody,
    summary: 'Partner-asserted KYC (VERIFIED with level FULL, REJECTED with level NONE); fires kyc.updated',
    description:
      'Records the outcome of your own KYC check: `VERIFIED` with level `FULL` lets a production sub-account trade, `REJECTED` with level `NONE` (with `reasonCode` and `reason`) keeps it from trading. Fires `kyc.updated`. Needs an `Idempotency-Key`.',
    success: { status: 200, description: 'the sub-account', schema: SubAccountSchema },
    errors: LIFECYCLE_ERRORS,
    async handler(ctx, { params, body }) {
      await dispatch(ctx, subAccounts.commands.kyc, {
        payload: {
          subAccountId: params.userId,
          status: body.status,
          level: body.level,
          reference: body.reference,
          reasonCode: body.reasonCode ?? null,
          reason: body.reason ?? null,
        },
        respond: (a: SubAccountRecord) => ({ status: 200, body: presentSubAccount(ctx, a) }),
      });
    },
  }),
  ...(['freeze', 'unfreeze'] as const).map((action) =>
    route({
      method: 'POST',
      base: 'partner',
      path: `/users/{userId}/${action}`,
      auth: 'apiKey',
      tag: 'Sub-accounts',
      params: UserParams,
      summary:
        action === 'freeze'
          ? 'Freeze: no money moves and no trading until unfrozen; fires account.frozen'
          : 'Unfreeze a frozen sub-account; fires account.frozen with frozen false',
      description:
        action === 'freeze'
          ? 'Freezes a sub-account (for example during a fraud review): orders, deposits and withdrawals are refused (`403`) until it is unfrozen. Fires `account.frozen`. Needs an `Idempotency-Key`.'
          : 'Lifts a freeze so the sub-account can trade and move money again; fires `account.frozen` with `frozen: false`. Needs an `Idempotency-Key`.',
      success: { status: 200, description: 'the sub-account', schema: SubAccountSchema },
      errors: LIFECYCLE_ERRORS,
      async handler(ctx, { params }) {
        await dispatch(ctx, subAccounts.commands[action], {
          payload: { subAccountId: params.userId },
          respond: (a: SubAccountRecord) => ({ status: 200, body: presentSubAccount(ctx, a) }),
        });
      },
    }),
  ),
];

const deviceRoutes = [
  route({
    method: 'GET',
    base: 'partner',
    path: '/users/{userId}/devices',
    auth: 'apiKey',
    tag: 'Sub-accounts',
    params: UserParams,
    query: v.object(paginationQuery),
    summary: "The partner's push-notification device registrations for this sub-account, oldest first, one cursor page",
    description:
      "The devices you registered for a sub-account's push notifications (platform, token, label); the service stores them for your use, it sends nothing itself.",
    success: { status: 200, description: 'one cursor page of the device registrations', schema: DeviceListSchema },
    errors: ['NOT_FOUND', 'VALIDATION_ERROR'],
    handler(ctx, { params, query }) {
      const account = subAccountFor(ctx, params.userId);
      // Listed by (createdAt, deviceId), as stored; the creation time is fixed-width ISO text.
      const { items, meta } = keyedPage(ctx, ctx.service.queries.trading.devices(account.id), query, (d) => compoundKey(iso(d.createdAtMs), d.deviceId));
      ctx.body = { subAccountId: account.id, devices: items.map(deviceView), ...meta };
    },
  }),
  route({
    method: 'POST',
    base: 'partner',
    path: '/users/{userId}/devices',
    auth: 'apiKey',
    tag: 'Sub-accounts',
    params: UserParams,
    body: DeviceBody,
    summary: 'Register a device (201), or replace the registration with the same deviceId (200); at most 20 per sub-account',
    description:
      "Registers a device for a sub-account's push notifications, or replaces the registration with the same `deviceId`; at most 20 per sub-account. Needs an `Idempotency-Key`.",
    success: {
      status: 201,
      description: 'the new device registration',
      schema: DeviceSchema,
      also: [{ status: 200, description: 'the registration with this deviceId, replaced', schema: DeviceSchema }],
    },
    errors: [...LIFECYCLE_ERRORS, 'BUSINESS_RULE'],
    async handler(ctx, { params, body }) {
      await dispatch(ctx, subAccounts.commands.putDevice, {
        payload: { subAccountId: params.userId, deviceId: body.deviceId, platform: body.platform, token: body.token, label: body.label ?? null },
        respond: (r: { device: Device; created: boolean }) => ({ status: r.created ? 201 : 200, body: deviceView(r.device) }),
      });
    },
  }),
  route({
    method: 'DELETE',
    base: 'partner',
    path: '/users/{userId}/devices/{deviceId}',
    auth: 'apiKey',
    tag: 'Sub-accounts',
    params: DeviceParams,
    summary: 'Remove a device registration',
    description: 'Removes one device registration of a sub-account. Needs an `Idempotency-Key`.',
    success: { status: 200, description: 'the registration is removed', schema: DeviceDeletedSchema },
    errors: ['NOT_FOUND'],
    async handler(ctx, { params }) {
      await dispatch(ctx, subAccounts.commands.deleteDevice, {
        payload: { subAccountId: params.userId, deviceId: params.deviceId },
        respond: (r: { deviceId: string }) => ({ status: 200, body: { deviceId: r.deviceId, deleted: true } }),
      });
    },
  }),
];

export const userRoutes = [...accountRoutes, ...stateRoutes, ...deviceRoutes];
