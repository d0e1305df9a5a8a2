/** The public status page JSON and the partner's SLA view. */
import { humanDuration } from '../../engine/incidents/incidents.ts';
import type { Service } from '../../engine/service.ts';
import { IsoTime, NullableIsoTime, Tier } from '../schemas/identity.ts';
import * as v from '../schema.ts';
import type { IncidentRecord, IncidentSeverity } from '../../storage/incidents.ts';
import { apiKeyAuth } from '../context.ts';
import { route } from '../route.ts';
import { iso, isoOrNull } from '../views.ts';

export const UPTIME_OBJECTIVES_PCT = { starter: 99.5, growth: 99.9, enterprise: 99.95 } as const;
export const COMPONENTS = ['partner-api', 'trading', 'market-data', 'webhooks', 'event-stream', 'sandbox'] as const;

/** Component statuses from least to most severe; a component shows the worst thing that touches it. */
const SEVERITY_ORDER = ['operational', 'degraded', 'partial_outage', 'major_outage', 'maintenance'] as const;
type ComponentStatus = (typeof SEVERITY_ORDER)[number];
const INCIDENT_IMPACT: Record<IncidentSeverity, ComponentStatus> = { P0: 'major_outage', P1: 'partial_outage', P2: 'degraded', P3: 'degraded' };

const worse = (a: ComponentStatus, b: ComponentStatus): ComponentStatus => (SEVERITY_ORDER.indexOf(a) >= SEVERITY_ORDER.indexOf(b) ? a : b);

function maintenanceImpact(mode: string, name: string): ComponentStatus {
  if (mode === 'full') return 'maintenance';
  return mode === 'read_only' && name !== 'market-data' ? 'degraded' : 'operational';
}

function componentStatuses(service: Service, open: readonly IncidentRecord[]): { name: string; status: ComponentStatus }[] {
  const mode = service.queries.identity.maintenance()?.mode ?? 'off';
  return COMPONENTS.map((name) => ({
    name,
    status: open
      .filter((i) => i.affectedServices.includes(name))
      .reduce<ComponentStatus>((s, i) => worse(s, INCIDENT_IMPACT[i.severity]), maintenanceImpact(mode, name)),
  }));
}

/** The page's headline: the worst component status. */
function overall(components: readonly { status: ComponentStatus }[]): ComponentStatus {
  return components.reduce<ComponentStatus>((s, c) => worse(s, c.status), 'operational');
}

/** The one shape of an incident on every surface (operator API, status page, SLA view). */
export function incidentView(i: IncidentRecord): Record<string, unknown> {
  const durationMs = i.resolvedAtMs === null ? null : i.resolvedAtMs - i.declaredAtMs;
  return {
    id: i.id,
    title: i.title,
    severity: i.severity,
    affectedServices: i.affectedServices,
    status: i.status,
    message: i.message,
    declaredAt: iso(i.declaredAtMs),
    resolvedAt: isoOrNull(i.resolvedAtMs),
    resolutionMessage: i.resolutionMessage,
    duration: durationMs === null ? null : humanDuration(durationMs),
    durationSeconds: durationMs === null ? null : Math.floor(durationMs / 1000),
  };
}

function maintenanceView(service: Service): { mode: string; endsAt: string | null } {
  const m = service.queries.identity.maintenance();
  return { mode: m?.mode ?? 'off', endsAt: isoOrNull(m?.endsAtMs) };
}

const Status = v.picklist(SEVERITY_ORDER);
const Components = v.array(v.object({ name: v.picklist(COMPONENTS), status: Status }));

/** incidentView, described (also used by the operator's incident routes). */
export const IncidentView = v.object({
  id: v.string(),
  title: v.string(),
  severity: v.picklist(['P0', 'P1', 'P2', 'P3']),
  affectedServices: v.array(v.string()),
  status: v.string(),
  message: v.nullable(v.string()),
  declaredAt: IsoTime,
  resolvedAt: NullableIsoTime,
  resolutionMessage: v.nullable(v.string()),
  duration: v.nullable(v.string()),
  durationSeconds: v.nullable(v.number()),
});

const StatusPage = v.pipe(
  v.object({
    status: Status,
    components: Components,
    incidents: v.array(IncidentView),
    maintenance: v.object({ mode: v.string(), endsAt: NullableIsoTime }),
    updatedAt: IsoTime,
  }),
  v.examples([
    {
      status: 'operational' as const,
      components: COMPONENTS.map((name) => ({ name, status: 'operational' as const })),
      incidents: [],
      maintenance: { mode: 'off', endsAt: null },
      updatedAt: '2026-09-01T09:00:00.000Z',
    },
  ]),
);

const SlaView = v.object({
  overallStatus: Status,
  services: Components,
  activeIncidents: v.array(IncidentView),
  partner: v.object({ partnerId: v.string(), tier: Tier, uptimeObjectivePct: v.number() }),
  tierCommitments: v.array(v.object({ tier: Tier, uptimeObjectivePct: v.number() })),
});

export const statusRoutes = [
  route({
    method: 'GET',
    base: 'public',
    path: '/api/v1/status',
    auth: 'none',
    tag: 'Operations',
    summary: 'Status page JSON: components, open incidents and maintenance',
    description:
      "The public status page's data: each component's status, open incidents and scheduled or current maintenance. No authentication; safe to poll from your own status page.",
    success: { status: 200, description: 'current status', schema: StatusPage },
    handler(ctx) {
      const open = ctx.service.queries.identity.openIncidents();
      const components = componentStatuses(ctx.service, open);
      ctx.body = {
        status: overall(components),
        components,
        incidents: open.map(incidentView),
        maintenance: maintenanceView(ctx.service),
        updatedAt: new Date(ctx.service.clock.nowMs()).toISOString(),
      };
    },
  }),
  route({
    method: 'GET',
    base: 'partner',
    path: '/sla',
    auth: 'apiKey',
    tag: 'Account',
    summary: 'Service levels: overall status, services, active incidents and tier commitments',
    description:
      "The service levels that apply to you: overall status, per-service status, active incidents and your tier's commitments (uptime objective 99.5 % starter, 99.9 % growth, 99.95 % enterprise).",
    success: { status: 200, description: 'SLA view', schema: SlaView },
    handler(ctx) {
      const { partner } = apiKeyAuth(ctx);
      const open = ctx.service.queries.identity.openIncidents();
      const services = componentStatuses(ctx.service, open);
      ctx.body = {
        overallStatus: overall(services),
        services,
        activeIncidents: open.map(incidentView),
        partner: { partnerId: partner.id, tier: partner.tier, uptimeObjectivePct: UPTIME_OBJECTIVES_PCT[partner.tier] },
        tierCommitments: Object.entries(UPTIME_OBJECTIVES_PCT).map(([tier, uptimeObjectivePct]) => ({ tier, uptimeObjectivePct })),
      };
    },
  }),
];
