/**
 * What a sandbox reset wipes. Each feature that keeps per-partner data adds its wiper here, so the
 * reset stays one command that cannot forget a table: actors (except the partner itself) and read models.
 */
import type { Env } from '../../storage/types.ts';
import type { Step } from '../step.ts';

/** Actor kinds whose snapshots belong to a partner's resettable data. */
export const resettableActorKinds: string[] = ['topup'];

export function wipePartnerData(step: Step, partnerId: string, env: Env): void {
  step.deleteActors(partnerId, env, resettableActorKinds);
  step.stores.funding.deleteForPartner(partnerId, env);
}
