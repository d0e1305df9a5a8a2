/** The public status page JSON and the partner's SLA view. */
import { MAINTENANCE_SETTING, type MaintenanceState } from '../../engine/commands/operations.ts';
import type { Service } from '../../engine/service.ts';
import { apiKeyAuth } from '../context.ts';
import { route } from '../route.ts';
import { isoOrNull } from '../views.ts';

export const UPTIME_OBJECTIVES_PCT = { starter: 99.5, growth: 99.9, enterprise: 99.95 } as const;
const COMPONENTS = ['partner-api', 'trading', 'market-data', 'webhooks', 'event-stream', 'sandbox'] as const;

function componentStatuses(service: Service): { name: string; status: string }[] {
  const m = service.stores.settings.get<MaintenanceState>(MAINTENANCE_SETTING);
  const mode = m?.mode ?? 'off';
  return COMPONENTS.map((name) => ({
    name,
    status: mode === 'full' ? 'maintenance' : mode === 'read_only' && name !== 'market-data' ? 'degraded' : 'operational',
  }));
}

function overall(components: { status: string }[]): string {
  if (components.some((c) => c.status === 'maintenance')) return 'maintenance';
  if (components.some((c) => c.status !== 'operational')) return 'degraded';
  return 'operational';
}

function maintenanceView(service: Service): { mode: string; endsAt: string | null } {
  const m = service.stores.settings.get<MaintenanceState>(MAINTENANCE_SETTING);
  return { mode: m?.mode ?? 'off', endsAt: isoOrNull(m?.endsAtMs) };
}

export const statusRoutes = [
  route({
    method: 'GET', base: 'public', path: '/api/v1/status', auth: 'none', tag: 'Operations',
    summary: 'Status page JSON: components, open incidents and maintenance',
    success: { status: 200, description: 'current status' },
    handler(ctx) {
      const components = componentStatuses(ctx.service);
      ctx.body = {
        status: overall(components),
        components,
        incidents: [],
        maintenance: maintenanceView(ctx.service),
        updatedAt: new Date(ctx.service.clock.nowMs()).toISOString(),
      };
    },
  }),
  route({
    method: 'GET', base: 'partner', path: '/sla', auth: 'apiKey', tag: 'Account',
    summary: 'Service levels: overall status, services, active incidents and tier commitments',
    success: { status: 200, description: 'SLA view' },
    handler(ctx) {
      const { partner } = apiKeyAuth(ctx);
      const services = componentStatuses(ctx.service);
      ctx.body = {
        overallStatus: overall(services),
        services,
        activeIncidents: [],
        partner: { partnerId: partner.id, tier: partner.tier, uptimeObjectivePct: UPTIME_OBJECTIVES_PCT[partner.tier] },
        tierCommitments: Object.entries(UPTIME_OBJECTIVES_PCT).map(([tier, uptimeObjectivePct]) => ({ tier, uptimeObjectivePct })),
      };
    },
  }),
];
