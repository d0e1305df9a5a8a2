/**
 * The master account's buying power (CONTRACT.md section 6: `GET /buying-power`), beside the
 * sub-account's `GET /users/{userId}/buying-power`: the same wallet figures (engine/sub-accounts/
 * money.ts `walletFigures`), read for the `master` owner. Settlement-aware: settled cash is
 * what the master wallet holds after open BUY reservations were escrowed out of it; unsettled SELL
 * proceeds are shown apart and count toward buying power but never toward what may be withdrawn.
 */
import { usdFromMinor } from '../../engine/money.ts';
import { route } from '../route.ts';
import { MasterBuyingPowerSchema } from '../schemas/trading-reads.ts';
import { iso, partnerScope } from '../views.ts';

export const buyingPowerRoutes = [
  route({
    method: 'GET',
    base: 'partner',
    path: '/buying-power',
    // Buying power is what trading may spend: the trading scope, like GET /portfolio.
    scope: 'trading',
    auth: 'apiKey',
    tag: 'Portfolio',
    summary:
      "The master account's settlement-aware buying power: settled cash (open BUY reservations already escrowed out), reserved, unsettled SELL proceeds apart, buying power (settled + unsettled) and withdrawable (settled only)",
    description:
      'What the master account can spend and withdraw right now: settled cash, cash reserved by open BUY orders, unsettled SELL proceeds (usable for buying, not for withdrawing), buying power and withdrawable. Check it before placing master orders or payouts.',
    success: { status: 200, description: 'the master buying power', schema: MasterBuyingPowerSchema },
    handler(ctx) {
      const w = ctx.service.queries.trading.ownerWallet(partnerScope(ctx), 'master');
      ctx.body = {
        accountType: 'MASTER',
        currency: 'USD',
        settledUsd: usdFromMinor(w.settledMinor),
        reservedUsd: usdFromMinor(w.reservedMinor),
        unsettledUsd: usdFromMinor(w.unsettledMinor),
        buyingPowerUsd: usdFromMinor(w.buyingPowerMinor),
        settledBuyingPowerUsd: usdFromMinor(w.settledMinor),
        withdrawableUsd: usdFromMinor(w.withdrawableMinor),
        openOrders: w.openOrders,
        asOf: iso(ctx.service.clock.nowMs()),
      };
    },
  }),
];
