/**
 * Sub-account money: deposits from the master wallet (v1 legacy body or `?walletContract=2`, with
 * managed FX for local-currency amounts), withdrawals, settlement-aware buying power, wallet
 * transactions, and the tax-lot and gains reads (built in portfolio.ts).
 */
import * as v from '../schema.ts';
import { boundedText } from '../input-text.ts';
import type { DepositPayload, FxUsed, MoneyMovement } from '../../engine/sub-accounts/money.ts';
import { decimalText, toMinor, usdToMinor } from '../../engine/money.ts';
import { apiKeyAuth, type AppContext } from '../context.ts';
import { dispatch } from '../dispatch.ts';
import { ServiceError } from '../errors.ts';
import { pageOf, pageRequest, paginationQuery } from '../pagination.ts';
import { route } from '../route.ts';
import { BuyingPowerSchema, DepositSchema, GainsSchema, TaxLotsSchema, WalletTransactionListSchema, WithdrawalSchema } from '../schemas/accounts.ts';
import { usdAmount, decimalInput } from '../validation.ts';
import { iso, isoOrNull, usd } from '../views.ts';
import { gainsBody, taxLotsBody } from './portfolio.ts';
import { transactionView, walletOf, subAccountFor } from './user-views.ts';
import { UserParams } from './users.ts';
import { subAccounts } from '../../engine/features/index.ts';

const CurrencyCode = v.pipe(v.string(), v.regex(/^[A-Za-z]{3}$/, 'must be an ISO 4217 currency code'), v.toUpperCase());
/** Legacy partner-supplied rate: local units per USD, positive, at most 8 decimals. */
const FxRate = decimalInput({ scale: 8 });

const DepositBody = v.object({
  amount: usdAmount(),
  amountUsd: v.optional(usdAmount()),
  currency: v.optional(CurrencyCode, 'USD'),
  note: v.nullish(boundedText(500, { allowEmpty: true })),
  localAmount: v.optional(usdAmount()),
  localCurrency: v.optional(CurrencyCode),
  fxRate: v.optional(FxRate),
});
type DepositInput = v.InferOutput<typeof DepositBody>;
const DepositQuery = v.object({ walletContract: v.optional(v.picklist(['1', '2'])) });
const WithdrawBody = v.object({ amount: usdAmount(), currency: v.optional(v.picklist(['USD'], 'only USD is supported'), 'USD') });
const WALLET_CONTRACT_2_FIELDS = new Set(['amount', 'currency']);

function invalid(param: string, message: string): ServiceError {
  return new ServiceError('VALIDATION_ERROR', message, { extra: { param } });
}

/** The rate for a deposit: the legacy rate when supplied, else the managed table's (non-USD only). */
function rateFor(ctx: AppContext, body: DepositInput): FxUsed | null {
  if (body.fxRate !== undefined) return { perUsd: decimalText(body.fxRate), source: 'partner', asOfMs: null };
  if (body.currency === 'USD') return null;
  const managed = ctx.service.market.catalog.fx.get(body.currency);
  if (!managed) throw invalid('currency', `currency ${body.currency} is not supported (no managed FX rate)`);
  return { perUsd: managed.perUsd, source: 'managed', asOfMs: managed.asOfMs };
}

/** The local side the partner described, checked against the deposit's own currency. */
function localFor(body: DepositInput): DepositPayload['local'] {
  if ((body.localAmount === undefined) !== (body.localCurrency === undefined)) throw invalid('localAmount', 'localAmount and localCurrency go together');
  if (body.localAmount === undefined || body.localCurrency === undefined) return null;
  const local = { amountMinor: toMinor(body.localAmount, 2)!, currency: body.localCurrency };
  if (body.currency !== 'USD' && (local.currency !== body.currency || body.localAmount !== body.amount)) {
    throw invalid('localAmount', 'with a non-USD currency, localAmount and localCurrency must repeat amount and currency');
  }
  return local;
}

function depositPayload(ctx: AppContext, subAccountId: string, body: DepositInput, contract: 1 | 2): DepositPayload {
  if (contract === 2) {
    const sent = ctx.request.body;
    const extra = Object.keys(typeof sent === 'object' && sent !== null ? sent : {}).filter((k) => !WALLET_CONTRACT_2_FIELDS.has(k));
    if (extra.length > 0) throw invalid(extra[0]!, `with walletContract=2 the body holds only amount and currency (found ${extra.join(', ')})`);
  }
  return {
    subAccountId,
    amountMinor: toMinor(body.amount, 2)!,
    currency: body.currency,
    fx: rateFor(ctx, body),
    local: localFor(body),
    amountUsdMinor: body.amountUsd === undefined ? null : usdToMinor(body.amountUsd)!,
    note: body.note ?? null,
  };
}

function depositV1View(m: MoneyMovement): Record<string, unknown> {
  return {
    transactionId: m.transactionId,
    subAccountId: m.account.id,
    externalId: m.account.externalId,
    status: 'CONFIRMED',
    amount: usd(m.amountMinor),
    amountUsd: usd(m.amountMinor),
    currency: 'USD',
    newBalance: usd(m.wallet.balanceMinor),
    masterWalletBalance: usd(m.masterBalanceMinor),
    note: m.note,
    ...(m.local ? { localAmount: usd(m.local.amountMinor), localCurrency: m.local.currency } : {}),
    ...(m.fx ? { fxRate: Number(m.fx.perUsd), fxSource: m.fx.source, fxRateAsOf: isoOrNull(m.fx.asOfMs) } : {}),
    createdAt: iso(m.atMs),
  };
}

function depositV2View(m: MoneyMovement, env: string): Record<string, unknown> {
  return {
    transferId: m.transactionId,
    direction: 'MASTER_TO_SUB_ACCOUNT',
    currency: 'USD',
    amount: usd(m.amountMinor),
    sourceBalance: usd(m.masterBalanceMinor),
    targetBalance: usd(m.wallet.balanceMinor),
    simulationOnly: env === 'sandbox',
    externalPayout: false,
  };
}

const moneyRoutes = [
  route({
    method: 'POST',
    base: 'partner',
    path: '/users/{userId}/deposit',
    auth: 'apiKey',
    tag: 'Sub-accounts',
    params: UserParams,
    query: DepositQuery,
    body: DepositBody,
    summary:
      'Credit USD from the master wallet (non-USD amounts converted by managed FX); fires deposit.confirmed. ?walletContract=2: body {amount, currency}, transfer response',
    description:
      'Moves USD from your master wallet to a sub-account (a non-USD `currency` is converted at the managed FX rate) and fires `deposit.confirmed`. `400 INSUFFICIENT_FUNDS` when the master wallet lacks the amount. `?walletContract=2` selects the newer body `{amount, currency}` and a transfer-shaped answer. Needs an `Idempotency-Key`: the same key never moves money twice.',
    success: { status: 200, description: 'the deposit (wallet contract 1), or the transfer (?walletContract=2)', schema: DepositSchema },
    errors: ['NOT_FOUND', 'INSUFFICIENT_FUNDS', 'FORBIDDEN', 'CONFLICT'],
    async handler(ctx, { params, query, body, env }) {
      const contract = query.walletContract === '2' ? 2 : 1;
      await dispatch(ctx, subAccounts.commands.deposit, {
        payload: depositPayload(ctx, params.userId, body, contract),
        respond: (m: MoneyMovement) => ({ status: 200, body: contract === 2 ? depositV2View(m, env) : depositV1View(m) }),
      });
    },
  }),
  route({
    method: 'POST',
    base: 'partner',
    path: '/users/{userId}/withdraw',
    auth: 'apiKey',
    tag: 'Sub-accounts',
    params: UserParams,
    body: WithdrawBody,
    summary: 'Withdraw cash (to the bank in production, back to sandbox funding in the sandbox); fires withdraw.confirmed',
    description:
      "Takes cash out of a sub-account (to the investor's bank in production; back to sandbox funding in the sandbox) and fires `withdraw.confirmed`. Only withdrawable cash can leave: with the settlement hold on, unsettled SELL proceeds are refused with `400 UNSETTLED_FUNDS`. Needs an `Idempotency-Key`.",
    success: { status: 200, description: 'the withdrawal', schema: WithdrawalSchema },
    errors: ['NOT_FOUND', 'INSUFFICIENT_FUNDS', 'UNSETTLED_FUNDS', 'FORBIDDEN', 'CONFLICT'],
    async handler(ctx, { params, body }) {
      await dispatch(ctx, subAccounts.commands.withdraw, {
        payload: { subAccountId: params.userId, amountMinor: usdToMinor(body.amount)! },
        respond: (m: MoneyMovement) => ({
          status: 200,
          body: {
            transactionId: m.transactionId,
            subAccountId: m.account.id,
            status: 'PROCESSED',
            amount: usd(m.amountMinor),
            currency: 'USD',
            newBalance: usd(m.wallet.balanceMinor),
            withdrawableUsd: usd(m.wallet.withdrawableMinor),
            createdAt: iso(m.atMs),
          },
        }),
      });
    },
  }),
];

const readRoutes = [
  route({
    method: 'GET',
    base: 'partner',
    path: '/users/{userId}/buying-power',
    auth: 'apiKey',
    tag: 'Sub-accounts',
    params: UserParams,
    summary: 'Settlement-aware balances; withdrawableUsd excludes unsettled SELL proceeds',
    description:
      "A sub-account's balances as trading sees them: settled cash, reserved by open BUY orders, unsettled SELL proceeds, buying power and `withdrawableUsd` (which excludes unsettled proceeds). Show it before an order or a withdrawal.",
    success: { status: 200, description: 'balances', schema: BuyingPowerSchema },
    errors: ['NOT_FOUND'],
    handler(ctx, { params }) {
      const account = subAccountFor(ctx, params.userId);
      const w = walletOf(ctx, account);
      ctx.body = {
        subAccountId: account.id,
        currency: 'USD',
        cashUsd: usd(w.cashMinor),
        settledUsd: usd(w.settledMinor),
        unsettledUsd: usd(w.unsettledMinor),
        reservedUsd: usd(w.reservedMinor),
        buyingPowerUsd: usd(w.buyingPowerMinor),
        withdrawableUsd: usd(w.withdrawableMinor),
        settlementHold: ctx.service.queries.account.settlementHold(apiKeyAuth(ctx).partner, apiKeyAuth(ctx).env),
      };
    },
  }),
  route({
    method: 'GET',
    base: 'partner',
    path: '/users/{userId}/transactions',
    auth: 'apiKey',
    tag: 'Sub-accounts',
    params: UserParams,
    query: v.object({ ...paginationQuery }),
    summary: 'Wallet movements of the sub-account, newest first (limit default 50, max 200)',
    description:
      'Every money movement of a sub-account, newest first: deposits, withdrawals, trade escrow and releases, fills, fees, dividends, subscriptions and redemptions, each with amount, balance after and the order or event that caused it. Cursor-paged (`limit` default 50, max 200).',
    success: { status: 200, description: 'a page of wallet movements', schema: WalletTransactionListSchema },
    errors: ['NOT_FOUND'],
    handler(ctx, { params, query }) {
      const account = subAccountFor(ctx, params.userId);
      const req = pageRequest(ctx, query, { defaultLimit: 50, maxLimit: 200 });
      const before = req.after === null ? Number.MAX_SAFE_INTEGER : Number(req.after);
      const rows = ctx.service.queries.trading.walletTransactions(account.id, before, req.limit + 1);
      const { items, meta } = pageOf(ctx, rows, req, (t) => String(t.seq));
      ctx.body = { transactions: items.map(transactionView), ...meta };
    },
  }),
  route({
    method: 'GET',
    base: 'partner',
    path: '/users/{userId}/tax-lots',
    auth: 'apiKey',
    tag: 'Sub-accounts',
    params: UserParams,
    query: v.object(paginationQuery),
    summary: 'Tax lots (FIFO): one per BUY fill, oldest first, with the quantity and cost basis FIFO SELL fills have left of it',
    description:
      "The sub-account's tax lots: one per BUY fill, oldest first, with the quantity and cost basis that first-in-first-out SELL fills have left of it; the basis for capital-gains statements.",
    success: { status: 200, description: 'one cursor page of the FIFO tax lots', schema: TaxLotsSchema },
    errors: ['NOT_FOUND', 'VALIDATION_ERROR'],
    handler(ctx, { params, query }) {
      ctx.body = taxLotsBody(ctx, subAccountFor(ctx, params.userId), query);
    },
  }),
  route({
    method: 'GET',
    base: 'partner',
    path: '/users/{userId}/gains',
    auth: 'apiKey',
    tag: 'Sub-accounts',
    params: UserParams,
    query: v.object(paginationQuery),
    summary: 'Realized gains (FIFO): per SELL fill, proceeds net of fees minus the FIFO cost basis; the totals cover every gain, the list is one cursor page',
    description: 'Realized gains per SELL fill: proceeds net of fees minus the FIFO cost basis, with totals, for tax reporting.',
    success: { status: 200, description: 'the totals and one cursor page of the realized gains', schema: GainsSchema },
    errors: ['NOT_FOUND', 'VALIDATION_ERROR'],
    handler(ctx, { params, query }) {
      ctx.body = gainsBody(ctx, subAccountFor(ctx, params.userId), query);
    },
  }),
];

export const userMoneyRoutes = [...moneyRoutes, ...readRoutes];
