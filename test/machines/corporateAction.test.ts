/**
 * The corporate-action machine as a table: given events, the expected state, public status, recorded
 * times and the effects the engine carries out (timers set and cleared, `effect` names).
 */
import test from 'ava';
import type { EventObject } from 'xstate';
import { type CorporateActionInput, corporateActionMachine, publicStatus } from '../../machines/corporateAction/machine.ts';
import { type Effect, run } from './table.ts';

const EX_MS = Date.parse('2026-09-02T00:00:00Z');
const PAY_MS = Date.parse('2026-09-03T00:00:00Z');

const base = {
  corporateActionId: 'ca_1',
  symbol: 'SCOM.KE',
  exchange: 'NSE',
  effectiveDate: '2026-09-02',
  description: null,
  declaredAtMs: 1_000,
  effectiveDueMs: EX_MS,
} as const;
const dividend: CorporateActionInput = {
  ...base,
  type: 'DIVIDEND',
  terms: { dividendPerShare: '1.25', exDate: '2026-09-02', payDate: '2026-09-03' },
  payDueMs: PAY_MS,
};
const split: CorporateActionInput = { ...base, type: 'SPLIT', terms: { ratio: '2:1' }, payDueMs: null };

const armEffective: Effect = { type: 'setTimer', params: { name: 'effective', dueAtMs: EX_MS, event: 'timer.effective' } };
const armPay: Effect = { type: 'setTimer', params: { name: 'pay', dueAtMs: PAY_MS, event: 'timer.pay' } };
const effect = (name: string): Effect => ({ type: 'effect', params: { name } });

const effective = { type: 'timer.effective', atMs: EX_MS };
const pay = { type: 'timer.pay', atMs: PAY_MS };
const cancel = { type: 'operator.cancel', atMs: 5_000 };

interface Row {
  readonly name: string;
  readonly input: CorporateActionInput;
  readonly events: EventObject[];
  readonly state: string;
  readonly status: string;
  readonly times: { effectiveAtMs: number | null; paidAtMs: number | null; cancelledAtMs: number | null };
  readonly actions: Effect[];
  readonly refused?: string[];
}

const none = { effectiveAtMs: null, paidAtMs: null, cancelledAtMs: null };

const rows: Row[] = [
  {
    name: 'a declaration arms its effective-date timer',
    input: split,
    events: [],
    state: 'declared',
    status: 'DECLARED',
    times: none,
    actions: [armEffective],
  },
  {
    name: 'a split takes effect on its date: one effect, final',
    input: split,
    events: [effective],
    state: 'effective',
    status: 'EFFECTIVE',
    times: { ...none, effectiveAtMs: EX_MS },
    actions: [armEffective, effect('effective')],
  },
  {
    name: 'a dividend fixes its entitlements on its ex-date and arms its pay date',
    input: dividend,
    events: [effective],
    state: 'entitlementsFixed',
    status: 'EFFECTIVE',
    times: { ...none, effectiveAtMs: EX_MS },
    actions: [armEffective, effect('effective'), armPay],
  },
  {
    name: 'a dividend is paid once on its pay date',
    input: dividend,
    events: [effective, pay, pay],
    state: 'paid',
    status: 'PAID',
    times: { ...none, effectiveAtMs: EX_MS, paidAtMs: PAY_MS },
    actions: [armEffective, effect('effective'), armPay, effect('pay')],
    refused: ['timer.pay'],
  },
  {
    name: 'a pay-date timer before the ex-date is refused',
    input: dividend,
    events: [pay],
    state: 'declared',
    status: 'DECLARED',
    times: none,
    actions: [armEffective],
    refused: ['timer.pay'],
  },
  {
    name: 'the operator cancels a declaration: its timer is cleared, it never takes effect',
    input: dividend,
    events: [cancel, effective],
    state: 'cancelled',
    status: 'CANCELLED',
    times: { ...none, cancelledAtMs: 5_000 },
    actions: [armEffective, { type: 'clearTimer', params: { name: 'effective' } }, effect('cancelled')],
    refused: ['timer.effective'],
  },
  {
    name: 'an effective action cannot be cancelled',
    input: split,
    events: [effective, cancel],
    state: 'effective',
    status: 'EFFECTIVE',
    times: { ...none, effectiveAtMs: EX_MS },
    actions: [armEffective, effect('effective')],
    refused: ['operator.cancel'],
  },
  {
    name: 'a dividend past its ex-date cannot be cancelled',
    input: dividend,
    events: [effective, cancel],
    state: 'entitlementsFixed',
    status: 'EFFECTIVE',
    times: { ...none, effectiveAtMs: EX_MS },
    actions: [armEffective, effect('effective'), armPay],
    refused: ['operator.cancel'],
  },
];

for (const row of rows) {
  test(row.name, (t) => {
    const r = run(corporateActionMachine, row.input, row.events);
    t.is(r.state, row.state);
    t.is(publicStatus({ value: r.state }) as string, row.status);
    t.like(r.context, row.times);
    t.deepEqual(r.actions, row.actions);
    t.deepEqual(r.refused, row.refused ?? []);
  });
}

test('the context keeps the declaration as the read model needs it', (t) => {
  const r = run(corporateActionMachine, dividend, []);
  t.like(r.context, { corporateActionId: 'ca_1', type: 'DIVIDEND', symbol: 'SCOM.KE', terms: dividend.terms, declaredAtMs: 1_000, payDueMs: PAY_MS });
});
