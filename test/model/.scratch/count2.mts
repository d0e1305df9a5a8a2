import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { orderMachine } from '/work/main/machines/order/machine.ts';
import { KINDS, inputOf, sampleEvents } from '/work/main/test/model/order-graph-support.ts';
const ser = (s: any) => JSON.stringify([s.value, s.context.quantityMicro, s.context.filledQuantityMicro, s.context.stopTriggeredAtMs !== null]);
for (const env of ['sandbox', 'production'] as const) {
  let sp = 0, ec = new Set<string>(), simple = 0;
  for (const kind of KINDS) {
    const opts = { input: inputOf(kind), events: sampleEvents(env), serializeState: ser, filterEvents: (s: any, e: any) => s.can(e) };
    const paths = getShortestPaths(orderMachine, opts as any);
    sp += paths.length;
    for (const p of paths) {
      const evs = p.steps.map((s: any) => s.event.type).filter((t: string) => t !== 'xstate.init');
      ec.add(kind.name + evs.join('>'));
      for (const e of sampleEvents(env)(p.state as any)) if ((p.state as any).can(e)) ec.add(kind.name + [...evs, e.type + ((e as any).quantityMicro ?? '') + ((e as any).priceMinor ?? '')].join('>'));
    }
    simple += getSimplePaths(orderMachine, opts as any).length;
  }
  console.log(env, 'shortest', sp, 'edge-cover', ec.size, 'simple', simple);
}
