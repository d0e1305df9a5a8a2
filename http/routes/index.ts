/** Every route family, in one list: mounted by app.ts and described by the OpenAPI document. */
import type { RouteSpec } from '../route.ts';
import { accountRoutes } from './account.ts';
import { apiKeyRoutes } from './api-keys.ts';
import { fundingRoutes } from './funding.ts';
import { healthRoutes } from './health.ts';
import { marketQuoteRoutes } from './market-quotes.ts';
import { marketReferenceRoutes } from './market-reference.ts';
import { openApiRoutes } from './openapi.ts';
import { operatorRoutes } from './operator.ts';
import { operatorMarketRoutes } from './operator-market.ts';
import { operatorIncidentRoutes } from './operator-incidents.ts';
import { operatorTimerRoutes } from './operator-timers.ts';
import { registrationRoutes } from './registration.ts';
import { statusRoutes } from './status.ts';
import { testToolRoutes } from './test-tools.ts';
import { userMoneyRoutes } from './user-money.ts';
import { userRoutes } from './users.ts';
import { stockRoutes } from './stocks.ts';
import { etfRoutes } from './etfs.ts';
import { companiesRoutes } from './companies.ts';
import { dividendRoutes } from './dividends.ts';
import { instrumentRoutes } from './instruments.ts';
import { tradingRoutes } from './trading.ts';
import { orderRoutesAll } from './orders.ts';
import { portfolioRoutes } from './portfolio.ts';
import { webhookRoutes } from './webhooks.ts';
import { alertRoutes } from './alerts.ts';
import { eventRoutes } from './events.ts';
import { streamRoutes } from './stream.ts';
import { oauthRoutes } from './oauth.ts';
import { sessionRoutes } from './session.ts';
import { upgradeRequestRoutes } from './upgrade-requests.ts';
import { operatorUpgradeRoutes } from './operator-upgrades.ts';

export const allRoutes: readonly RouteSpec[] = [
  ...healthRoutes,
  ...statusRoutes,
  ...openApiRoutes,
  ...registrationRoutes,
  ...accountRoutes,
  ...apiKeyRoutes,
  ...fundingRoutes,
  ...userRoutes,
  ...userMoneyRoutes,
  ...testToolRoutes,
  ...operatorRoutes,
  ...marketQuoteRoutes,
  ...marketReferenceRoutes,
  ...operatorMarketRoutes,
  ...operatorIncidentRoutes,
  ...operatorTimerRoutes,
  ...stockRoutes,
  ...etfRoutes,
  ...companiesRoutes,
  ...dividendRoutes,
  ...instrumentRoutes,
  ...tradingRoutes,
  ...orderRoutesAll,
  ...portfolioRoutes,
  ...eventRoutes,
  ...streamRoutes,
  ...webhookRoutes,
  ...alertRoutes,
  ...oauthRoutes,
  ...sessionRoutes,
  ...upgradeRequestRoutes,
  ...operatorUpgradeRoutes,
];
