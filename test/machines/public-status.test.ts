/**
 * One public status per machine. Each machine module lists its states once (`*_STATES`) and switches
 * over that list exhaustively in `publicStatus`; this test ties the list to the machine's own config,
 * so a state added to a machine and not to its list (and so not to its public status) fails here, and
 * checks the registry uses exactly that function (no generic fallback).
 */
import test from 'ava';
import type { AnyStateMachine, StateValue } from 'xstate';
import { machineDefinitions } from '../../engine/machines.ts';
import * as application from '../../machines/application/machine.ts';
import * as commitment from '../../machines/commitment/machine.ts';
import * as corporateAction from '../../machines/corporateAction/machine.ts';
import * as election from '../../machines/election/machine.ts';
import * as order from '../../machines/order/machine.ts';
import * as partner from '../../machines/partner/machine.ts';
import * as priceAlert from '../../machines/priceAlert/machine.ts';
import * as quote from '../../machines/quote/machine.ts';
import * as subAccount from '../../machines/subAccount/machine.ts';
import * as supportCase from '../../machines/supportCase/machine.ts';
import * as topup from '../../machines/topup/machine.ts';
import * as upgradeRequest from '../../machines/upgradeRequest/machine.ts';
import * as webhookDelivery from '../../machines/webhookDelivery/machine.ts';

const flat: [string, AnyStateMachine, readonly string[], (s: { value: unknown }) => string][] = [
  ['partner', partner.partnerMachine, partner.PARTNER_STATES, partner.publicStatus],
  ['application', application.applicationMachine, application.APPLICATION_STATES, application.publicStatus],
  ['upgradeRequest', upgradeRequest.upgradeRequestMachine, upgradeRequest.UPGRADE_REQUEST_STATES, upgradeRequest.publicStatus],
  ['topup', topup.topupMachine, topup.TOPUP_STATES, topup.publicStatus],
  ['quote', quote.quoteMachine, quote.QUOTE_STATES, quote.publicStatus],
  ['subAccount', subAccount.subAccountMachine, subAccount.SUB_ACCOUNT_STATES, subAccount.publicStatus],
  ['priceAlert', priceAlert.priceAlertMachine, priceAlert.PRICE_ALERT_STATES, priceAlert.publicStatus],
  ['webhookDelivery', webhookDelivery.webhookDeliveryMachine, webhookDelivery.WEBHOOK_DELIVERY_STATES, webhookDelivery.publicStatus],
  ['corporateAction', corporateAction.corporateActionMachine, corporateAction.CORPORATE_ACTION_STATES, corporateAction.publicStatus],
  ['commitment', commitment.commitmentMachine, commitment.COMMITMENT_STATES, commitment.publicStatus],
  ['supportCase', supportCase.supportCaseMachine, supportCase.SUPPORT_CASE_STATES, supportCase.publicStatus],
  ['election', election.electionMachine, election.ELECTION_STATES, election.publicStatus],
];

for (const [kind, machine, states, publicStatus] of flat) {
  test(`${kind}: its state list is the machine's, every state has a public status, and the registry uses it`, (t) => {
    t.deepEqual([...states].sort(), Object.keys(machine.root.states).sort());
    for (const value of states) t.notThrows(() => publicStatus({ value }), value);
    t.throws(() => publicStatus({ value: 'noSuchState' }), { message: /unknown .* state "noSuchState"/ });
    t.is(machineDefinitions.get(kind)!.publicStatus, publicStatus as never);
  });
}

/** Every leaf state value of a machine, nested ones as `{ parent: child }`. */
function leafValues(machine: AnyStateMachine): StateValue[] {
  return Object.entries(machine.root.states).flatMap(([key, node]): StateValue[] =>
    Object.keys(node.states).length === 0 ? [key] : Object.keys(node.states).map((child) => ({ [key]: child })),
  );
}

test('order: one mapping names status and omsStatus for every state value, and the registry uses it', (t) => {
  const named = leafValues(order.orderMachine).map((value) => [JSON.stringify(value), order.orderStatus({ value, context: { orderLifecycle: null } })]);
  t.deepEqual(Object.fromEntries(named), {
    '"placing"': { status: 'PENDING', omsStatus: 'PLACING' },
    '"working"': { status: 'WORKING', omsStatus: 'WORKING' },
    '"pending"': { status: 'PENDING', omsStatus: 'PENDING' },
    '"partiallyFilled"': { status: 'PARTIALLY_FILLED', omsStatus: 'PARTIALLY_FILLED' },
    '{"filled":"settlementPending"}': { status: 'FILLED', omsStatus: 'FILLED' },
    '{"filled":"settled"}': { status: 'FILLED', omsStatus: 'SETTLED' },
    '{"filled":"settlementFailed"}': { status: 'FILLED', omsStatus: 'SETTLEMENT_FAILED' },
    '"rejected"': { status: 'REJECTED', omsStatus: 'REJECTED' },
    '"cancelled"': { status: 'CANCELLED', omsStatus: 'CANCELLED' },
  });
  t.deepEqual(order.orderStatus({ value: 'cancelled', context: { orderLifecycle: 'EXPIRED' } }), { status: 'CANCELLED', omsStatus: 'EXPIRED' });
  t.is(machineDefinitions.get('order')!.publicStatus, order.publicStatus as never);
});
