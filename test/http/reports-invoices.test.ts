/**
 * Monthly invoices through a real server: the month-end platform timer issues one invoice
 * per partner environment when the virtual clock crosses 00:00 UTC of the 1st, at the partner's tier
 * (engine/reports/pricing-tiers.ts), with one `invoice.issued`; a restart on the same data directory
 * issues nothing twice; the next month brings the next invoice. JSON and CSV agree.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import test from 'ava';
import { TIER_PRICING } from '../../engine/reports/pricing-tiers.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { cell, csvRecords } from './reports-support.ts';
import { advance, eventsOf, marketOrder, SCOM, setClock, tick, traderOn, type Partner } from './trading-support.ts';
import { partnerClient, partnerOn } from './users-support.ts';

const growth = TIER_PRICING.growth;

async function invoicesOf(p: Partner): Promise<Record<string, any>[]> {
  const res = await p.get('/reports/invoices');
  if (res.status !== 200) throw new Error(`invoices: ${res.status} ${res.text}`);
  return res.body.invoices as Record<string, any>[];
}

/** A growth-tier partner of `env` with two sub-accounts and one order placed in September. */
async function billedPartner(s: TestServer, env: 'sandbox' | 'production'): Promise<Partner> {
  const p = await partnerOn(s, env);
  const patched = await s.operator('PATCH', `/partners/${p.partnerId}`, { tier: 'growth' });
  if (patched.status !== 200) throw new Error(`tier: ${patched.status} ${patched.text}`);
  const a = await traderOn(p, 500);
  await traderOn(p, 0);
  const order = await marketOrder(p, a, SCOM, 'BUY', { quantity: 5 });
  if (order.status !== 201 && order.status !== 202) throw new Error(`order: ${order.status} ${order.text}`);
  return p;
}

test('the month-end timer issues one invoice per production partner at its tier, exactly once across a restart, and the next month the next; the sandbox is never invoiced', async (t) => {
  // The data directory is the test's own, so the restart below finds it.
  const dataDir = mkdtempSync(join(tmpdir(), 'reports-invoices-'));
  // Two days before the month ends (a Tuesday morning, markets open), so the clock has little to cross.
  // Events are kept for good here (RETENTION_EVENTS_DAYS=0): the last check reads September's invoice.issued
  // after the clock has moved past the default 30-day window.
  const config = { DATA_DIR: dataDir, CLOCK: '2026-09-29T09:00:00Z', RETENTION_EVENTS_DAYS: '0' };
  const first = await startTestServer(config);
  let s: TestServer = first;
  t.teardown(async () => {
    await s.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  await tick(s, SCOM, 129.2);
  const sandbox = await billedPartner(s, 'sandbox');
  const partners = [await billedPartner(s, 'production')];
  const starter = await partnerOn(s, 'production', 0);
  for (const p of partners) t.deepEqual(await invoicesOf(p), [], 'nothing before the month ends');

  await setClock(s, '2026-10-01T00:00:05Z');
  // The README's promise: the sandbox is never billed, so its month ends with no invoice and no invoice.issued.
  t.deepEqual(await invoicesOf(sandbox), [], 'no sandbox invoice');
  t.deepEqual(eventsOf(sandbox, ['invoice.issued']), [], 'no sandbox invoice.issued');
  for (const p of partners) {
    const [invoice, ...more] = await invoicesOf(p);
    t.is(more.length, 0, p.env);
    t.like(invoice, {
      period: '2026-09',
      periodStart: '2026-09-01T00:00:00.000Z',
      periodEnd: '2026-10-01T00:00:00.000Z',
      tier: 'growth',
      status: 'ISSUED',
      currency: 'USD',
      issuedAt: '2026-10-01T00:00:00.000Z',
      dueAt: new Date(Date.parse('2026-10-01T00:00:00Z') + growth.paymentTermsDays * 86_400_000).toISOString(),
      subtotalMinor: growth.monthlyPlatformFeeMinor,
      totalMinor: growth.monthlyPlatformFeeMinor,
      totalUsd: growth.monthlyPlatformFeeMinor / 100,
    });
    t.deepEqual(
      invoice!.lines.map((l: any) => [l.code, l.quantity, l.amountMinor]),
      [
        ['PLATFORM_FEE', 1, growth.monthlyPlatformFeeMinor],
        ['ACTIVE_SUB_ACCOUNTS', 0, 0],
        ['ORDERS', 0, 0],
      ],
    );
    t.regex(invoice!.lines[1].description, /\(2 active\)/);
    t.regex(invoice!.lines[2].description, /\(1 placed\)/);
    const issued = eventsOf(p, ['invoice.issued']);
    t.is(issued.length, 1);
    t.is(issued[0]!.data.invoiceId, invoice!.invoiceId);
    t.is(issued[0]!.isSandbox, undefined);

    const one = await p.get(`/reports/invoices/${invoice!.invoiceId}`);
    t.deepEqual(one.body, invoice);
    const lines = csvRecords(await p.get(`/reports/invoices/${invoice!.invoiceId}?format=csv`));
    t.deepEqual(
      lines.map((r) => [r.code, cell(r.quantity), cell(r.unitPriceUsd), cell(r.amountUsd)]),
      [...invoice!.lines.map((l: any) => [l.code, l.quantity, l.unitPriceUsd, l.amountUsd]), ['TOTAL', null, null, invoice!.totalUsd]],
    );
    const list = csvRecords(await p.get('/reports/invoices?format=csv'));
    t.deepEqual(list, [
      {
        invoiceId: invoice!.invoiceId,
        period: '2026-09',
        tier: 'growth',
        status: 'ISSUED',
        currency: 'USD',
        totalUsd: String(invoice!.totalUsd),
        issuedAt: invoice!.issuedAt,
        dueAt: invoice!.dueAt,
      },
    ]);
    // Another partner's invoice is nobody's to this one.
    t.is((await starter.get(`/reports/invoices/${invoice!.invoiceId}`)).status, 404);
  }
  // A starter partner created in September owes nothing for it: no platform fee, usage within the allowance.
  t.like((await invoicesOf(starter))[0], { period: '2026-09', tier: 'starter', totalMinor: 0 });

  // A restart on the same data: the timer already fired for September, so nothing is issued again.
  await first.close();
  s = await startTestServer(config);
  const again = partners.map((p) => partnerClient(s, p.env, p.key, p.partnerId));
  await advance(s, 3600);
  for (const p of again) {
    t.deepEqual(
      (await invoicesOf(p)).map((i) => i.period),
      ['2026-09'],
      `${p.env}: one September invoice after the restart`,
    );
    t.is(eventsOf(p, ['invoice.issued']).length, 1);
  }

  await setClock(s, '2026-11-01T00:00:01Z');
  for (const p of again) {
    const [october, september] = await invoicesOf(p);
    t.like(october, { period: '2026-10', tier: 'growth', totalMinor: growth.monthlyPlatformFeeMinor });
    t.regex(october!.lines[1].description, /\(2 active\)/);
    t.regex(october!.lines[2].description, /\(0 placed\)/);
    t.is(september!.period, '2026-09');
    t.deepEqual(
      eventsOf(p, ['invoice.issued']).map((e) => e.data.period),
      ['2026-09', '2026-10'],
    );
  }
});

test('the reports need the reports scope', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const p = await partnerOn(s, 'production', 0);
  t.is((await p.get('/reports/aum')).status, 200);
  const patched = await s.operator('PATCH', `/partners/${p.partnerId}`, { scopes: ['trading'] });
  t.is(patched.status, 200, patched.text);
  for (const path of ['/reports/aum', '/reports/positions', '/reports/fees', '/reports/revenue', '/reports/invoices']) {
    const res = await p.get(path);
    t.is(res.status, 403, path);
    t.is(res.body.error.requiredScope, 'reports', path);
  }
});
