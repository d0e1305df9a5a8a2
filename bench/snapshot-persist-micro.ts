/**
 * CPU per persisted snapshot of a settled webhook delivery, xstate's
 * `getPersistedSnapshot` against engine/persisted-snapshot.ts, each followed by the JSON.stringify the
 * snapshots table stores (the outputs are equal: test/engine/persisted-snapshot.test.ts), beside the
 * outcome's transition itself for scale. `node bench/snapshot-persist-micro.ts`.
 */
import { initialTransition } from 'xstate';
import { inertScope } from '../engine/actors.ts';
import { persistedSnapshot } from '../engine/persisted-snapshot.ts';
import { webhookDeliveryMachine } from '../machines/webhookDelivery/machine.ts';

const ROUNDS = 4;
const N = 100_000;
const input = { deliveryId: 'whd_1', webhookId: 'wh_1', eventId: 'evt_1', event: 'incident.declared', startedAtMs: 5 };
const [born] = initialTransition(webhookDeliveryMachine, input);
const scope = inertScope(webhookDeliveryMachine, () => {});
const outcome = { type: 'delivery.succeeded', status: 200, durationMs: 3, responseSnippet: 'ok', atMs: 10 } as const;
const settled = webhookDeliveryMachine.transition(born, outcome, scope);

function perCall(f: () => unknown): string {
  const before = process.cpuUsage();
  for (let i = 0; i < N; i += 1) f();
  const used = process.cpuUsage(before);
  return `${((used.user + used.system) / N).toFixed(2)} µs`;
}

for (let round = 1; round <= ROUNDS; round += 1) {
  const transition = perCall(() => webhookDeliveryMachine.transition(born, outcome, scope));
  const xstate = perCall(() => JSON.stringify(webhookDeliveryMachine.getPersistedSnapshot(settled)));
  const direct = perCall(() => JSON.stringify(persistedSnapshot(webhookDeliveryMachine, settled)));
  process.stdout.write(`round ${round}: outcome transition ${transition}; persisted + JSON: xstate ${xstate}, direct ${direct}\n`);
}
