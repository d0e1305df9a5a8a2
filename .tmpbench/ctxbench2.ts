import { createActor, type AnyActorScope, type AnyStateMachine } from 'xstate';
import { orderMachine } from '../machines/order/machine.ts';
import { orderView } from '../engine/trading/views.ts';
import * as f from '../test/machines/order-fixtures.ts';
const self = createActor(orderMachine);
const noop = (): void => {};
const scope = { self, defer: noop, id: '', logger: noop, sessionId: '', stopChild: noop, system: self.system, emit: noop, actionExecutor: noop } as unknown as AnyActorScope;
const m = orderMachine as unknown as AnyStateMachine;
const N = 20_000;
const dict: any[] = [], fast: any[] = [];
for (let i = 0; i < N; i++) { const s: any = m.getInitialSnapshot(scope, { ...f.marketBuy, orderId: 'ord_' + i }); dict.push(s); fast.push({ ...s, context: { ...s.context } }); }
// the spread itself
{ const t0 = process.cpuUsage(); let k = 0; for (let r = 0; r < 5; r++) for (const s of dict) k += Object.keys({ ...s.context }).length; const c = process.cpuUsage(t0); console.log('spread copy', ((c.user + c.system) / N / 5).toFixed(2), 'µs'); }
for (const round of [1, 2, 3, 4]) for (const [name, list] of [['dict', dict], ['fast', fast]] as const) {
  const t0 = process.cpuUsage(); let x = 0;
  for (const s of list) { x += JSON.stringify(m.getPersistedSnapshot(s)).length; x += JSON.stringify(orderView(s, 'exr_1')).length; }
  const c = process.cpuUsage(t0); console.log(round, name, ((c.user + c.system) / N).toFixed(2), 'µs: persisted JSON + view JSON');
}
