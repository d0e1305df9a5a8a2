/**
 * Sandbox test tools (sandbox key on the sandbox base; on the production base only for partners with
 * the `testToolsOnProduction` flag, moving virtual funds only). The deprecated `/sandbox/*` aliases are
 * the same declarations under the old path; http/lifecycle.ts adds their deprecation headers.
 */
import * as v from 'valibot';
import type { MoneyMovement } from '../../engine/commands/subaccount-money.ts';
import { usdToMinor } from '../../engine/money.ts';
import { dispatch } from '../dispatch.ts';
import { route } from '../route.ts';
import { usdAmount } from '../validation.ts';
import { iso, usd } from '../views.ts';

const TestDepositBody = v.object({
  subAccountId: v.pipe(v.string(), v.minLength(1, 'must not be empty')),
  amount: v.pipe(usdAmount(), v.check((n) => usdToMinor(n) !== null, 'is too large')),
  note: v.nullish(v.pipe(v.string(), v.maxLength(500))),
});

function testDepositRoute(path: string, deprecated: boolean) {
  return route({
    method: 'POST', base: 'partner', path, auth: 'apiKey', tag: 'Test tools', body: TestDepositBody,
    summary: `${deprecated ? 'Deprecated alias of /test-tools/deposit. ' : ''}Credit virtual USD (at most 1,000,000.00 per call) to a sub-account without drawing on the master wallet; fires deposit.confirmed`,
    success: { status: 200, description: '{transactionId, subAccountId, amount, currency, newBalance, virtual}' },
    errors: ['NOT_FOUND', 'FORBIDDEN', 'CONFLICT'],
    async handler(ctx, { body }) {
      await dispatch(ctx, {
        type: 'subaccount.testDeposit',
        payload: { subAccountId: body.subAccountId, amountMinor: usdToMinor(body.amount)!, note: body.note ?? null },
        respond: (m: MoneyMovement) => ({
          status: 200,
          body: {
            transactionId: m.transactionId, subAccountId: m.account.id, externalId: m.account.externalId, status: 'CONFIRMED', amount: usd(m.amountMinor),
            currency: 'USD', newBalance: usd(m.wallet.balanceMinor), virtual: true, note: m.note, createdAt: iso(m.atMs),
          },
        }),
      });
    },
  });
}

export const testToolRoutes = [testDepositRoute('/test-tools/deposit', false), testDepositRoute('/sandbox/deposit', true)];
