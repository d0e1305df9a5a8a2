/**
 * Every route, by feature: each feature of engine/features/ lists its routes here under its
 * own name (an empty list is declared, not left out), and `allRoutes`, mounted by app.ts and described
 * by the OpenAPI document, is built from that map. A route file that serves several features is split
 * by `take`/`without`, which name routes by method and path and fail at start-up when one is missing.
 * test/engine/features.test.ts checks that every route of every file belongs to exactly one feature.
 */
import type { FeatureName } from '../../engine/features/index.ts';
import type { Method, RouteSpec } from '../route.ts';
import { accountRoutes } from './account.ts';
import { accountSettingsRoutes } from './account-settings.ts';
import { usageRoutes } from './usage.ts';
import { apiKeyRoutes } from './api-keys.ts';
import { fundingRoutes } from './funding.ts';
import { healthRoutes } from './health.ts';
import { marketQuoteRoutes } from './market-quotes.ts';
import { marketReferenceRoutes } from './market-reference.ts';
import { openApiRoutes } from './openapi.ts';
import { operatorRoutes } from './operator.ts';
import { operatorMarketRoutes } from './operator-market.ts';
import { operatorIncidentRoutes } from './operator-incidents.ts';
import { corporateActionRoutes } from './corporate-actions.ts';
import { dividendReportRoutes } from './dividend-report.ts';
import { operatorTimerRoutes } from './operator-timers.ts';
import { registrationRoutes } from './registration.ts';
import { reportRoutes } from './reports.ts';
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
import { executionRoutes } from './executions.ts';
import { tradeCheckRoutes } from './trade-check.ts';
import { buyingPowerRoutes } from './buying-power.ts';
import { performanceRoutes } from './performance.ts';
import { webhookRoutes } from './webhooks.ts';
import { alertRoutes } from './alerts.ts';
import { assetClassRoutes } from './asset-classes.ts';
import { eventRoutes } from './events.ts';
import { streamRoutes } from './stream.ts';
import { oauthRoutes } from './oauth.ts';
import { sessionRoutes } from './session.ts';
import { upgradeRequestRoutes } from './upgrade-requests.ts';
import { operatorUpgradeRoutes } from './operator-upgrades.ts';
import { supportRoutes } from './support.ts';
import { operatorSupportRoutes } from './operator-support.ts';
import { governanceRoutes } from './governance.ts';
import { securityRoutes } from './security.ts';
import { approvalRoutes } from './approvals.ts';
import { inspectorRoutes } from './inspector.ts';
import { teamRoutes } from './team.ts';
import { certificationRoutes } from './certification.ts';
import { testClockRoutes } from './test-clocks.ts';
import { clusterRoutes } from './cluster.ts';

type RouteKey = `${Method} ${string}`;
const keyOf = (r: RouteSpec): RouteKey => `${r.method} ${r.path}`;

/** The routes of `routes` named by `keys` (method and path), each of which must exist. */
function take(routes: readonly RouteSpec[], ...keys: RouteKey[]): RouteSpec[] {
  const missing = keys.filter((k) => !routes.some((r) => keyOf(r) === k));
  if (missing.length) throw new Error(`no route ${missing.join(', ')} to assign to a feature`);
  return routes.filter((r) => keys.includes(keyOf(r)));
}

/** The routes of `routes` other than those named by `keys`. */
function without(routes: readonly RouteSpec[], ...keys: RouteKey[]): RouteSpec[] {
  take(routes, ...keys);
  return routes.filter((r) => !keys.includes(keyOf(r)));
}

/** Every route file's declarations, as the files export them (the map below must cover them all). */
export const routeFiles: Readonly<Record<string, readonly RouteSpec[]>> = {
  health: healthRoutes,
  status: statusRoutes,
  openapi: openApiRoutes,
  registration: registrationRoutes,
  account: accountRoutes,
  'api-keys': apiKeyRoutes,
  funding: fundingRoutes,
  users: userRoutes,
  'user-money': userMoneyRoutes,
  'test-tools': testToolRoutes,
  operator: operatorRoutes,
  'market-quotes': marketQuoteRoutes,
  'market-reference': marketReferenceRoutes,
  'operator-market': operatorMarketRoutes,
  'operator-incidents': operatorIncidentRoutes,
  'corporate-actions': corporateActionRoutes,
  'dividend-report': dividendReportRoutes,
  'operator-timers': operatorTimerRoutes,
  stocks: stockRoutes,
  etfs: etfRoutes,
  companies: companiesRoutes,
  dividends: dividendRoutes,
  instruments: instrumentRoutes,
  trading: tradingRoutes,
  orders: orderRoutesAll,
  portfolio: portfolioRoutes,
  executions: executionRoutes,
  'trade-check': tradeCheckRoutes,
  'buying-power': buyingPowerRoutes,
  performance: performanceRoutes,
  events: eventRoutes,
  stream: streamRoutes,
  webhooks: webhookRoutes,
  alerts: alertRoutes,
  'asset-classes': assetClassRoutes,
  oauth: oauthRoutes,
  session: sessionRoutes,
  'upgrade-requests': upgradeRequestRoutes,
  'operator-upgrades': operatorUpgradeRoutes,
  reports: reportRoutes,
  'account-settings': accountSettingsRoutes,
  usage: usageRoutes,
  support: supportRoutes,
  'operator-support': operatorSupportRoutes,
  governance: governanceRoutes,
  security: securityRoutes,
  approvals: approvalRoutes,
  inspector: inspectorRoutes,
  team: teamRoutes,
  certification: certificationRoutes,
  'test-clocks': testClockRoutes,
  cluster: clusterRoutes,
};

const OPERATOR_PARTNERS: RouteKey[] = [
  'GET /applications',
  'POST /applications/{id}/approve',
  'POST /applications/{id}/reject',
  'GET /partners',
  'GET /partners/{partnerId}',
  'PATCH /partners/{partnerId}',
  'POST /partners/{partnerId}/restore-access',
];
const OPERATOR_FUNDING: RouteKey[] = ['POST /top-ups/{id}/approve'];

/** Each feature's routes, under the feature's name in engine/features/. */
export const featureRoutes: Readonly<Record<FeatureName, readonly RouteSpec[]>> = {
  operations: [
    ...healthRoutes,
    ...without(statusRoutes, 'GET /api/v1/status', 'GET /sla'),
    ...openApiRoutes,
    ...without(operatorRoutes, ...OPERATOR_PARTNERS, ...OPERATOR_FUNDING),
    ...operatorTimerRoutes,
    ...clusterRoutes,
    ...eventRoutes,
    ...streamRoutes,
    ...inspectorRoutes,
  ],
  partners: [...without(registrationRoutes, 'POST /reset'), ...accountRoutes, ...take(statusRoutes, 'GET /sla'), ...take(operatorRoutes, ...OPERATOR_PARTNERS)],
  sandbox: take(registrationRoutes, 'POST /reset'),
  keys: apiKeyRoutes,
  sessions: [...oauthRoutes, ...sessionRoutes],
  upgrades: [...upgradeRequestRoutes, ...operatorUpgradeRoutes],
  funding: [...fundingRoutes, ...take(operatorRoutes, ...OPERATOR_FUNDING)],
  subAccounts: [...userRoutes, ...userMoneyRoutes],
  trading: [
    ...testToolRoutes,
    ...tradingRoutes,
    ...orderRoutesAll,
    ...portfolioRoutes,
    ...executionRoutes,
    ...tradeCheckRoutes,
    ...buyingPowerRoutes,
    ...performanceRoutes,
  ],
  market: [
    ...marketQuoteRoutes,
    ...marketReferenceRoutes,
    ...operatorMarketRoutes,
    ...stockRoutes,
    ...etfRoutes,
    ...companiesRoutes,
    ...dividendRoutes,
    ...instrumentRoutes,
  ],
  alerts: alertRoutes,
  webhooks: webhookRoutes,
  incidents: [...operatorIncidentRoutes, ...take(statusRoutes, 'GET /api/v1/status')],
  assetClasses: assetClassRoutes,
  corporateActions: [...corporateActionRoutes, ...dividendReportRoutes],
  reports: reportRoutes,
  account: [...accountSettingsRoutes, ...usageRoutes],
  support: [...supportRoutes, ...operatorSupportRoutes],
  governance: governanceRoutes,
  security: securityRoutes,
  approvals: approvalRoutes,
  team: teamRoutes,
  certification: certificationRoutes,
  testClocks: testClockRoutes,
  retention: [],
};

export const allRoutes: readonly RouteSpec[] = Object.values(featureRoutes).flat();
