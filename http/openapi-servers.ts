/**
 * Where each operation sits in an OpenAPI document: one description for both partner environments.
 * A partner operation is documented once, at its path relative to the partner base, under the
 * document's two `servers` (production `/api/v1/partner`, sandbox `/api/sandbox/v1/partner`); an
 * operation served on one environment only names that server alone (operation-level `servers`), and
 * operations outside the partner bases (the sandbox root's register and reset, health, status) keep
 * their absolute path under this host's root (`/`). When a production-only and a sandbox-only
 * operation share a method and a relative path (`POST /api-keys/revoke`: ID token in production, API
 * key in sandbox), the API-key one keeps the relative path and the other is documented at its full path.
 * The operator document has one server, the admin base, and paths relative to it.
 */
import { BASE_PATHS, mountsOf, type Mount, type RouteSpec } from './route.ts';

type JsonObject = Record<string, unknown>;

export const PRODUCTION_SERVER = { url: BASE_PATHS.production, description: 'Production' } as const;
export const SANDBOX_SERVER = { url: BASE_PATHS.sandbox, description: 'Sandbox' } as const;
export const OPERATOR_SERVER = { url: BASE_PATHS.admin, description: 'Operator API' } as const;
const ROOT_SERVER = { url: '/', description: 'This host (the path is absolute: outside the partner bases)' } as const;

/** One documented operation: its key in `paths`, its servers when not the document's, and the mounts it covers. */
export interface Placement {
  readonly spec: RouteSpec;
  readonly path: string;
  readonly servers: readonly JsonObject[] | undefined;
  readonly mounts: readonly Mount[];
}

/** The document-level servers of each audience. */
export const DOCUMENT_SERVERS = {
  partner: [PRODUCTION_SERVER, SANDBOX_SERVER],
  operator: [OPERATOR_SERVER],
} as const;

const relativeKey = (spec: RouteSpec): string => `${spec.method} ${spec.path}`;
const ENVIRONMENT_SERVER = { production: PRODUCTION_SERVER, sandbox: SANDBOX_SERVER } as const;

/** Partner-document placements, in declaration order. */
export function partnerPlacements(specs: readonly RouteSpec[]): Placement[] {
  const relative = specs.filter((s) => s.base === 'partner' || s.base === 'production' || s.base === 'sandbox');
  // A relative method and path is claimed by an operation of both environments, else by an API-key one, else by the first.
  const claimant = new Map<string, RouteSpec>();
  for (const spec of [...relative].sort((a, b) => rank(a) - rank(b))) if (!claimant.has(relativeKey(spec))) claimant.set(relativeKey(spec), spec);
  return specs.map((spec) => {
    const mounts = mountsOf(spec);
    if (spec.base === 'partner') return { spec, mounts, path: spec.path, servers: undefined };
    if ((spec.base === 'production' || spec.base === 'sandbox') && claimant.get(relativeKey(spec)) === spec) {
      return { spec, mounts, path: spec.path, servers: [ENVIRONMENT_SERVER[spec.base]] };
    }
    return { spec, mounts, path: mounts[0]!.fullPath, servers: [ROOT_SERVER] };
  });
}

const rank = (spec: RouteSpec): number => (spec.base === 'partner' ? 0 : spec.auth === 'apiKey' ? 1 : 2);

export function operatorPlacements(specs: readonly RouteSpec[]): Placement[] {
  return specs.map((spec) => ({ spec, mounts: mountsOf(spec), path: spec.path, servers: undefined }));
}

/**
 * Sandbox-only operations say so: `x-sandbox-only` and a sentence of description. The test tools are
 * declared on both bases but serve production only for partners with the `testToolsOnProduction` flag.
 */
export function environmentNote(placement: Placement): { sandboxOnly: boolean; note: string | null } {
  const { spec } = placement;
  if (spec.base === 'sandboxRoot')
    return { sandboxOnly: true, note: `Sandbox only, on the sandbox root ${BASE_PATHS.sandboxRoot} (outside the partner base).` };
  if (spec.base === 'sandbox') return { sandboxOnly: true, note: 'Sandbox only: served on the sandbox server alone.' };
  if (spec.tag === 'Test tools')
    return { sandboxOnly: true, note: 'Sandbox test tool; on production only for partners with the testToolsOnProduction flag (virtual funds).' };
  if (spec.base === 'production') return { sandboxOnly: false, note: 'Production only: served on the production server alone.' };
  return { sandboxOnly: false, note: null };
}
