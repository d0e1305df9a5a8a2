import { planPaths } from '../order-graph-support.ts';
for (const env of ['sandbox', 'production'] as const) {
  const t0 = Date.now();
  const plan = planPaths(env);
  console.log(env, plan.generated, plan.distinct, plan.paths.length, Date.now() - t0, 'ms');
  const reached = new Set<string>(); for (const p of plan.paths) for (const s of p.states) reached.add(JSON.stringify(s.value));
  console.log([...reached].join(' '));
  const codes = new Set(plan.paths.flatMap(p => p.ops.filter(o => o.op === 'reject').map(o => (o as any).code))); console.log([...codes]);
  if (env === 'sandbox') console.log(plan.paths.slice(0, 30).map(p => p.label + ' | ' + p.emitted.map(e => e.join(',')).join(' / ')).join('\n'));
}
