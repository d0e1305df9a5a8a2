// biome-ignore-all lint/suspicious/noExportsInTest: compile-time proofs are exported so tsc checks them without calling them
/**
 * Typed crossings: a command's payload and result are checked at compile time where it is
 * dispatched. The `@ts-expect-error` lines are the proof: `npm test` type-checks this file first, and
 * tsc fails if any of them compiles (a wrong payload or result accepted). The run-time test only makes
 * sure the file is part of the suite.
 */
import test from 'ava';
import type { Engine } from '../../engine/engine.ts';
import { alerts, funding, sandbox } from '../../engine/features/index.ts';
import type { AlertRecord } from '../../storage/alerts.ts';
import { dispatch } from '../../http/dispatch.ts';
import type { AppContext } from '../../http/context.ts';

/** Never called: only type-checked. */
export async function compileTimeProof(ctx: AppContext, engine: Engine): Promise<void> {
  const envelope = { env: 'sandbox', partnerId: 'ptn_1', requestId: null } as const;
  // The right payload and a respond that takes the handler's result compile.
  await dispatch(ctx, alerts.commands.delete, { payload: { alertId: 'alt_1' }, respond: (a: AlertRecord) => ({ status: 200, body: a.id }) });
  // @ts-expect-error a payload of another command does not compile
  await dispatch(ctx, alerts.commands.delete, { payload: { topupId: 'top_1' }, respond: () => ({ status: 200, body: null }) });
  // @ts-expect-error a payload field of the wrong type does not compile
  await dispatch(ctx, funding.commands.approveTopup, { payload: { topupId: 7 }, respond: () => ({ status: 200, body: null }) });
  // @ts-expect-error respond must accept the handler's result (a reset answers { walletBalanceMinor })
  await dispatch(ctx, sandbox.commands.reset, { payload: {}, respond: (a: AlertRecord) => ({ status: 200, body: a.id }) });
  // @ts-expect-error a command without a payload takes {} only
  await dispatch(ctx, sandbox.commands.reset, { payload: { wipe: 'everything' }, respond: () => ({ status: 200, body: null }) });
  // The engine's typed entry point is checked alike, and its result is typed.
  const { result } = await engine.run(alerts.commands.delete, { ...envelope, payload: { alertId: 'alt_1' } });
  const symbol: string = result.symbol;
  void symbol;
  // @ts-expect-error engine.run checks the payload too
  await engine.run(alerts.commands.delete, { ...envelope, payload: { alertId: 1 } });
  // @ts-expect-error and types the result (an alert has no walletBalanceMinor)
  const wrong: number = (await engine.run(alerts.commands.delete, { ...envelope, payload: { alertId: 'a' } })).result.walletBalanceMinor;
  void wrong;
}

test('the compile-time proof of typed dispatch is part of the type-checked suite', (t) => {
  t.is(typeof compileTimeProof, 'function');
});
