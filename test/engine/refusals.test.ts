/**
 * How the engine words a refusal: the first declared entry whose states match the actor's state gives
 * the code, its catalogue status and a message and `status` naming the state (a parent state path
 * covers its children); a refusal no entry names stays the generic 409 CONFLICT.
 */
import test from 'ava';
import { machineDefinitions } from '../../engine/machines.ts';
import { refusalError } from '../../engine/refusals.ts';

const order = machineDefinitions.get('order')!;
const inState = (value: string | Record<string, string>) => order.machine.resolveState({ value, context: {} });
const refusing = (snapshot: ReturnType<typeof inState>) => ({ kind: 'order', id: 'ord_1', refusals: order.refusals, status: order.publicStatus(snapshot) });

test('a declared refusal answers its code at the catalogue status, naming the state', (t) => {
  const filled = inState({ filled: 'settlementPending' });
  const error = refusalError(refusing(filled), filled, 'api.cancel');
  t.like(error, { code: 'BUSINESS_RULE', status: 422, message: 'order ord_1 is FILLED: only PENDING and WORKING orders can be cancelled' });
  t.deepEqual(error.extra, { status: 'FILLED' });
});

test('the first entry whose states match wins, and a nested state path picks out one child', (t) => {
  const settled = inState({ filled: 'settled' });
  t.like(refusalError(refusing(settled), settled, 'test.settle'), { code: 'CONFLICT', message: 'order ord_1 is FILLED: its settlement is already final' });
  const working = inState('working');
  t.like(refusalError(refusing(working), working, 'test.settle'), { code: 'CONFLICT', message: 'order ord_1 is WORKING: only a filled order settles' });
});

test('a refusal no entry names is the generic 409 CONFLICT', (t) => {
  const cancelled = inState('cancelled');
  const error = refusalError(refusing(cancelled), cancelled, 'market.trigger');
  t.like(error, { code: 'CONFLICT', status: 409, message: 'order is CANCELLED and cannot take market.trigger' });
  t.deepEqual(error.extra, {});
});
