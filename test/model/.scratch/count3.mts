import { planPaths } from '../order-graph-support.ts';
for (const env of ['sandbox', 'production'] as const) {
  const { plans, generated } = planPaths(env);
  const labels = plans.map(p => p.label);
  const maximal = plans.filter(p => !plans.some(q => q !== p && q.kind === p.kind && q.ops.length > p.ops.length && p.ops.every((o, i) => JSON.stringify(o) === JSON.stringify(q.ops[i]))));
  const steps = maximal.reduce((a, p) => a + p.ops.length, 0);
  const last = new Map<string, number>(); for (const p of maximal) { const l = p.ops.at(-1)?.op ?? 'none'; last.set(l, (last.get(l) ?? 0) + 1); }
  console.log(env, generated, plans.length, 'maximal', maximal.length, 'steps', steps, [...last]);
}
for (const env of ['sandbox', 'production'] as const) {
  const { plans } = planPaths(env);
  const maximal = plans.filter(p => !plans.some(q => q !== p && q.kind === p.kind && q.ops.length > p.ops.length && p.ops.every((o, i) => JSON.stringify(o) === JSON.stringify(q.ops[i]))));
  let sens = 0, pendExp = 0;
  for (const p of maximal) {
    const last = p.ops.at(-1)!; const before = p.states[p.states.length - 2]!;
    if (last.op === 'settle' && p.kind.protections) sens++;
    if (last.op === 'expire' && before.value === 'working') sens++;
    if (last.op === 'expire' && before.value === 'pending') pendExp++;
  }
  console.log(env, 'sensitive parked', sens, 'pending->expire', pendExp);
}
