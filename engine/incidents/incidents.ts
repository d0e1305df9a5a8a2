/**
 * Operator incidents: declaring one and resolving it. Both are platform events, announced to every
 * partner in both environments (like `market.status`); the status page and the SLA view read the table.
 */
import type { IncidentRecord, IncidentSeverity } from '../../storage/incidents.ts';
import type { Env } from '../../storage/types.ts';
import { ServiceError } from '../errors.ts';
import type { Step } from '../step.ts';

const ENVIRONMENTS: readonly Env[] = ['production', 'sandbox'];

export interface DeclareIncidentPayload {
  readonly title: string;
  readonly severity: IncidentSeverity;
  readonly affectedServices: readonly string[];
  readonly message: string | null;
}

function announce(step: Step, event: string, data: Record<string, unknown>): void {
  for (const env of ENVIRONMENTS) step.emit({ env, partnerId: null }, event, data);
}

/** A duration as people write it: the non-zero units from days down to seconds ("1h 5m", "2d 3h", "0s"). */
export function humanDuration(ms: number): string {
  let rest = Math.max(0, Math.floor(ms / 1000));
  const parts: string[] = [];
  for (const [unit, seconds] of [
    ['d', 86_400],
    ['h', 3_600],
    ['m', 60],
    ['s', 1],
  ] as const) {
    const n = Math.floor(rest / seconds);
    rest -= n * seconds;
    if (n > 0) parts.push(`${n}${unit}`);
  }
  return parts.length ? parts.join(' ') : '0s';
}

export function declareIncident(step: Step, p: DeclareIncidentPayload): IncidentRecord {
  const id = step.newId('inc');
  step.stores.incidents.insert({
    id,
    title: p.title,
    severity: p.severity,
    affectedServices: [...new Set(p.affectedServices)],
    message: p.message,
    declaredAtMs: step.atMs,
  });
  const incident = step.stores.incidents.get(id)!;
  announce(step, 'incident.declared', {
    id,
    title: incident.title,
    severity: incident.severity,
    affectedServices: incident.affectedServices,
    status: incident.status,
    message: incident.message,
    declaredAt: new Date(incident.declaredAtMs).toISOString(),
  });
  return incident;
}

/** Resolving twice is a state conflict, not a silent success: the first resolution's time stands. */
export function resolveIncident(step: Step, p: { incidentId: string; message: string | null }): IncidentRecord {
  const found = step.stores.incidents.get(p.incidentId);
  if (!found) throw new ServiceError('NOT_FOUND', `incident ${p.incidentId} not found`);
  if (found.status === 'resolved') throw new ServiceError('CONFLICT', `incident ${p.incidentId} is already resolved`);
  step.stores.incidents.resolve(found.id, step.atMs, p.message);
  const incident = step.stores.incidents.get(found.id)!;
  announce(step, 'incident.resolved', {
    id: incident.id,
    severity: incident.severity,
    status: incident.status,
    resolvedAt: new Date(step.atMs).toISOString(),
    duration: humanDuration(step.atMs - incident.declaredAtMs),
    message: incident.resolutionMessage,
  });
  return incident;
}
