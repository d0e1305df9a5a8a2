import { createActor, type AnyActorScope, type AnyStateMachine } from 'xstate';
import { orderMachine } from '../machines/order/machine.ts';
import { quoteMachine } from '../machines/quote/machine.ts';
import * as f from '../test/machines/order-fixtures.ts';
const scopeOf = (machine: AnyStateMachine) => { const self = createActor(machine); const noop = (): void => {}; return { self, defer: noop, id: '', logger: noop, sessionId: '', stopChild: noop, system: self.system, emit: noop, actionExecutor: noop } as unknown as AnyActorScope; };
const om = orderMachine as unknown as AnyStateMachine, qm = quoteMachine as unknown as AnyStateMachine;
const os = scopeOf(om), qs = scopeOf(qm);
const qInput = { quoteId: 'quo_1', owner: f.marketBuy.owner, symbol: 'SCOM.KE', side: 'BUY', mode: 'quantity', quantityMicro: 1_000_000, cashValueMinor: null, priceMinor: 129_200, fx: f.FX, grossMinor: 1000, baseFeeMinor: 8, markupMinor: 5, feeMinor: 13, totalMinor: 1013, issuedAtMs: f.T0, expiresAtMs: f.T0 + 60_000 };
const N = 20_000;
const time = (name: string, fn: (i: number) => unknown) => { for (let i = 0; i < 2000; i++) fn(i); const t0 = process.cpuUsage(); for (let i = 0; i < N; i++) fn(i); const c = process.cpuUsage(t0); console.log(name.padEnd(40), ((c.user + c.system) / N).toFixed(1), 'µs'); };
const q0: any = qm.getInitialSnapshot(qs, qInput);
for (let r = 0; r < 2; r++) {
  time('order MARKET initial (placing -> pending)', (i) => om.getInitialSnapshot(os, { ...f.marketBuy, orderId: 'o' + i }));
  time('order LIMIT initial (placing -> working)', (i) => om.getInitialSnapshot(os, { ...f.limitBuy, orderId: 'o' + i }));
  time('quote initial', () => qm.getInitialSnapshot(qs, qInput));
  time('quote can(api.consume)', () => q0.can({ type: 'api.consume', orderId: 'o', atMs: f.T0 + 1 }));
  time('quote transition(api.consume)', () => qm.transition(q0, { type: 'api.consume', orderId: 'o', atMs: f.T0 + 1 }, qs));
  time('order getPersistedSnapshot+JSON', (i) => JSON.stringify(om.getPersistedSnapshot(om.getInitialSnapshot(os, { ...f.marketBuy, orderId: 'o' + i }))));
}
