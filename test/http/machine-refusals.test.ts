/**
 * Refusals decided by the machines, answered over HTTP: a request whose event the actor's current
 * state refuses gets the code its machine declares (machines/<kind>/machine.ts), at that code's
 * status, with a message and a `status` naming the state, and changes nothing. No handler re-checks
 * these states: the order, sub-account and price-alert handlers send the event and the machine refuses.
 */
import test from 'ava';
import { deskOn, marketOrder, refused, SCOM, traderOn } from './trading-support.ts';
import { createUser, serverWith } from './users-support.ts';

test('cancelling a FILLED order answers the order machine’s 422 BUSINESS_RULE, naming the state', async (t) => {
  const { s, p } = await deskOn(t, 'sandbox');
  const trader = await traderOn(p, 2000);
  const filled = await marketOrder(p, trader, SCOM, 'BUY', { quantity: 100 });
  const res = await refused(t, s, () => p.del(`/orders/${filled.body.orderId}`), 422, 'BUSINESS_RULE');
  t.like(res.body.error, {
    message: `order ${filled.body.orderId} is FILLED: only PENDING and WORKING orders can be cancelled`,
    status: 'FILLED',
  });
});

test('freezing a frozen sub-account, unfreezing an active one and closing a closed one answer the sub-account machine’s 409s', async (t) => {
  const p = await serverWith(t, 'sandbox');
  const user = await createUser(p);
  t.is((await p.post(`/users/${user.userId}/freeze`)).status, 200);
  const again = await refused(t, p.s, () => p.post(`/users/${user.userId}/freeze`), 409, 'CONFLICT');
  t.like(again.body.error, { message: `subAccount ${user.userId} is frozen: only an active account can be frozen`, status: 'frozen' });
  t.is((await p.post(`/users/${user.userId}/unfreeze`)).status, 200);
  const thawed = await refused(t, p.s, () => p.post(`/users/${user.userId}/unfreeze`), 409, 'CONFLICT');
  t.like(thawed.body.error, { message: `subAccount ${user.userId} is active: only a frozen account can be unfrozen`, status: 'active' });
  t.is((await p.del(`/users/${user.userId}`)).status, 200);
  const closed = await refused(t, p.s, () => p.del(`/users/${user.userId}`), 409, 'CONFLICT');
  t.like(closed.body.error, { status: 'closed' });
  await refused(t, p.s, () => p.post(`/users/${user.userId}/kyc`, { status: 'VERIFIED', level: 'FULL', reference: 'r' }), 409, 'CONFLICT');
});
