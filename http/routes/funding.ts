/** Master-wallet top-ups and payouts. */
import * as v from '../schema.ts';
import { boundedText } from '../input-text.ts';
import { usdToMinor } from '../../engine/money.ts';
import type { TopupRecord } from '../../storage/funding.ts';
import { dispatch } from '../dispatch.ts';
import { route } from '../route.ts';
import { usdAmount } from '../validation.ts';
import { isoOrNull, usd } from '../views.ts';
import { funding } from '../../engine/features/index.ts';
import { dispatchApprovable } from '../approval-gate.ts';
import { ApprovalSchema } from '../schemas/security.ts';

const FundingBody = v.object({
  amount: usdAmount(),
  currency: v.optional(v.picklist(['USD'], 'only USD is supported'), 'USD'),
  reference: v.optional(boundedText(200, { allowEmpty: true })),
});

/** topupView, described (the operator's top-up routes show the same). */
export const TopupView = v.pipe(
  v.object({
    topupId: v.string(),
    status: v.string(),
    amount: v.number(),
    currency: v.literal('USD'),
    reference: v.nullable(v.string()),
    createdAt: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
    confirmedAt: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
  }),
  v.examples([
    {
      topupId: 'top_01J9Z3Q4X5',
      status: 'CONFIRMED',
      amount: 2500,
      currency: 'USD' as const,
      reference: 'wire 2026-09-01',
      createdAt: '2026-09-01T09:00:00.000Z',
      confirmedAt: '2026-09-01T09:00:00.000Z',
    },
  ]),
);
const Payout = v.object({ payoutId: v.string(), status: v.literal('PROCESSED'), amount: v.number(), currency: v.literal('USD'), walletBalance: v.number() });

/** The payout route's answer (an approved payout answers the same, under `result`). */
export function payoutView(p: { id: string; amountMinor: number; balanceMinor: number }): Record<string, unknown> {
  return { payoutId: p.id, status: 'PROCESSED', amount: usd(p.amountMinor), currency: 'USD', walletBalance: usd(p.balanceMinor) };
}

export function topupView(t: TopupRecord): Record<string, unknown> {
  return {
    topupId: t.id,
    status: t.status,
    amount: usd(t.amountMinor),
    currency: t.currency,
    reference: t.reference,
    createdAt: isoOrNull(t.createdAtMs),
    confirmedAt: isoOrNull(t.confirmedAtMs),
  };
}

export const fundingRoutes = [
  route({
    method: 'POST',
    base: 'partner',
    path: '/topup',
    auth: 'apiKey',
    tag: 'Funding',
    body: FundingBody,
    summary: 'Top up the master wallet: auto-approved in the sandbox, pending operator approval in production',
    description:
      'Adds USD to your master wallet, which funds sub-account deposits and master trades. In the sandbox it is approved at once (`topup.confirmed`, `wallet.credited`); in production it waits for the operator to confirm the bank transfer (`status: PENDING` until then). Needs an `Idempotency-Key`: a retried top-up with the same key is not counted twice.',
    success: { status: 201, description: 'the top-up', schema: TopupView },
    errors: ['MISSING_IDEMPOTENCY_KEY', 'MISSING_PARAM', 'INVALID_TYPE', 'VALIDATION_ERROR', 'CONFLICT'],
    async handler(ctx, { body }) {
      await dispatch(ctx, funding.commands.topup, {
        payload: { amountMinor: usdToMinor(body.amount)!, currency: body.currency, reference: body.reference ?? null },
        respond: (t: TopupRecord) => ({ status: 201, body: topupView(t) }),
      });
    },
  }),
  route({
    method: 'POST',
    base: 'partner',
    path: '/payout',
    auth: 'apiKey',
    tag: 'Funding',
    body: FundingBody,
    summary:
      "Pay out from the master wallet to the partner's bank (production only; 422 in the sandbox). Above the security policy's approvals.payoutsAbove: 202 with an approval, paid when another member approves",
    description:
      "Sends USD from the master wallet to your bank account (production only; the sandbox answers `422`). Refused with `400 INSUFFICIENT_FUNDS` beyond the free float. Above your security policy's `approvals.payoutsAbove` the answer is `202` with an approval, and the payout happens when a second member approves. Needs an `Idempotency-Key`.",
    success: {
      status: 201,
      description: 'the payout',
      schema: Payout,
      also: [{ status: 202, description: 'held for a second member (GET /approvals)', schema: ApprovalSchema }],
    },
    errors: ['MISSING_IDEMPOTENCY_KEY', 'INSUFFICIENT_FUNDS', 'SANDBOX_UNSUPPORTED'],
    async handler(ctx, { body }) {
      const amountMinor = usdToMinor(body.amount)!;
      const payload = { amountMinor, currency: body.currency, reference: body.reference ?? null };
      await dispatchApprovable(ctx, funding.commands.payout, {
        payload,
        respond: (p: { id: string; amountMinor: number; balanceMinor: number }) => ({ status: 201, body: payoutView(p) }),
      });
    },
  }),
];
