/**
 * The dividend calendar and the partner's list of corporate actions, through a real server:
 * the calendar reads the declared corporate actions (an operator's declaration appears; a seeded
 * declaration shows PAID once the service paid it; status follows the action) beside the catalogue's
 * paid history, and GET /corporate-actions lists the catalogue's historical actions, marked, before the
 * declared ones.
 */
import test from 'ava';
import { holdShares } from './corporate-support.ts';
import { deskOn, ENVS, type Partner, SCOM, setClock, tick, traderOn } from './trading-support.ts';

type Row = Record<string, any>;

const calendar = async (p: Partner, query = 'all=true'): Promise<Row[]> => {
  const res = await p.get(`/dividends/calendar?${query}`);
  if (res.status !== 200) throw new Error(`calendar failed: ${res.status} ${res.text}`);
  return res.body.declarations as Row[];
};

for (const env of ENVS) {
  test(`${env}: an operator's dividend declaration appears in the calendar and the symbol's history, and follows the action to PAID`, async (t) => {
    const { s, p } = await deskOn(t, env);
    await tick(s, SCOM, 129.2);
    const holder = await traderOn(p, 1000);
    await holdShares(p, holder, SCOM, 10);
    const declared = await s.operator('POST', '/corporate-actions', {
      type: 'DIVIDEND',
      symbol: SCOM,
      dividendPerShare: '1.25',
      exDate: '2026-09-02',
      payDate: '2026-09-03',
    });
    t.is(declared.status, 201, declared.text);
    const id = declared.body.corporateActionId as string;

    const held = await calendar(p, '');
    const row = held.find((d) => d.corporateActionId === id);
    t.like(row, {
      symbol: SCOM,
      dividendPerShare: 1.25,
      currency: 'KES',
      type: null,
      status: 'DECLARED',
      corporateActionStatus: 'DECLARED',
      declaredDate: '2026-09-01',
      exDate: '2026-09-02',
      recordDate: null,
      payDate: '2026-09-03',
      held: true,
      exchange: 'NSE',
    });
    // Sorted by ex-date; the catalogue's paid SCOM.KE history is there too, without an action.
    const dates = held.map((d) => d.exDate);
    t.deepEqual(dates, [...dates].sort());
    t.true(held.some((d) => d.symbol === SCOM && d.status === 'PAID' && d.corporateActionId === null));

    await setClock(s, '2026-09-02T09:00:00Z');
    t.like(
      (await calendar(p)).find((d) => d.corporateActionId === id),
      { status: 'DECLARED', corporateActionStatus: 'EFFECTIVE' },
    );
    await setClock(s, '2026-09-03T09:00:00Z');
    t.like(
      (await calendar(p)).find((d) => d.corporateActionId === id),
      { status: 'PAID', corporateActionStatus: 'PAID' },
    );
    t.true((await calendar(p, 'all=true&status=DECLARED')).every((d) => d.status === 'DECLARED' && d.corporateActionId !== id));
    const history = (await p.get(`/dividends/${SCOM}/history`)).body.history as Row[];
    t.like(history[0], { corporateActionId: id, status: 'PAID', exDate: '2026-09-02' });
    t.true(history.every((d) => d.symbol === SCOM));
  });
}

test('a seeded DECLARED dividend shows PAID in the calendar once the service has paid it', async (t) => {
  const { s, p } = await deskOn(t, 'sandbox');
  const before = (await calendar(p)).find((d) => d.symbol === 'GTCO.NG' && d.exDate === '2026-09-07');
  t.like(before, {
    status: 'DECLARED',
    type: 'INTERIM',
    recordDate: '2026-09-08',
    corporateActionId: 'ca_seed_gtco_ng_20260907',
    corporateActionStatus: 'DECLARED',
  });
  await setClock(s, '2026-09-22T09:00:00Z');
  const after = (await calendar(p)).find((d) => d.symbol === 'GTCO.NG' && d.exDate === '2026-09-07');
  t.like(after, { status: 'PAID', type: 'INTERIM', declaredDate: before!.declaredDate, corporateActionStatus: 'PAID' });
  t.is((await calendar(p)).filter((d) => d.symbol === 'GTCO.NG' && d.exDate === '2026-09-07').length, 1, 'one row per declaration');
});

test('GET /corporate-actions lists the catalogue history first, marked historical, then the declared actions, and pages through both', async (t) => {
  const { s, p } = await deskOn(t, 'production');
  const declared = await s.operator('POST', '/corporate-actions', { type: 'SPLIT', symbol: 'NPN.ZA', ratio: '2:1', effectiveDate: '2026-09-10' });
  t.is(declared.status, 201, declared.text);
  const splits = (await p.get('/corporate-actions?symbol=NPN.ZA&type=SPLIT')).body.corporateActions as Row[];
  t.like(splits, [
    { corporateActionId: 'ca_npn_split_2025', ratio: '5:1', status: 'EFFECTIVE', effectiveDate: '2025-10-06', historical: true },
    { corporateActionId: declared.body.corporateActionId, ratio: '2:1', status: 'DECLARED', historical: false },
  ]);
  // A symbol change is listed as declared ones are: the old code, and the new one the instrument has now.
  const renamed = (await p.get('/corporate-actions?symbol=VAL.ZA')).body.corporateActions as Row[];
  t.like(
    renamed.find((a) => a.type === 'SYMBOL_CHANGE'),
    { symbol: 'AMS.ZA', newSymbol: 'VAL.ZA', historical: true },
  );

  // Page by two through everything: no row twice, history before declarations, same rows as one page.
  const whole = (await p.get('/corporate-actions?limit=200')).body.corporateActions as Row[];
  const seen: Row[] = [];
  let cursor: string | null = null;
  do {
    const res = await p.get(`/corporate-actions?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    t.is(res.status, 200, res.text);
    seen.push(...(res.body.corporateActions as Row[]));
    cursor = res.body.nextCursor;
  } while (cursor);
  t.deepEqual(
    seen.map((a) => a.corporateActionId),
    whole.map((a) => a.corporateActionId),
  );
  t.is(new Set(seen.map((a) => a.corporateActionId)).size, seen.length);
  const firstDeclared = seen.findIndex((a) => !a.historical);
  t.true(firstDeclared > 0 && seen.slice(firstDeclared).every((a) => !a.historical));
  t.true(seen.some((a) => a.type === 'PRIVATE_PLACEMENT' && a.historical));
  // The operator's list stays the declared actions only.
  const operator = (await s.operator('GET', '/corporate-actions?limit=200')).body.corporateActions as Row[];
  t.false(operator.some((a) => a.corporateActionId === 'ca_npn_split_2025'));
});
