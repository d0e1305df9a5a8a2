/**
 * Monthly invoices of platform charges. One durable platform timer fires at 00:00 UTC of
 * each month's 1st (service clock) and issues, for the month that just ended, one invoice per production
 * partner (the sandbox is never billed) at the tier the partner holds at that moment (engine/reports/pricing-tiers.ts), then arms
 * itself for the next month. The invoices table's unique (partner, env, month) key makes the issue run
 * exactly once per month even when the command is replayed or the timer fires again after a restart.
 */
import type { InvoiceRecord } from '../../storage/reports.ts';
import type { TimerRecord } from '../../storage/timers.ts';
import type { Env, Tier } from '../../storage/types.ts';
import { usdFromMinor } from '../money.ts';
import type { Step } from '../step.ts';
import { platformCharges, tierPricing } from './pricing-tiers.ts';

export const INVOICE_TIMER = { kind: 'reports.monthEnd', id: 'monthly', timerId: 'reports.monthEnd:monthly', event: 'issue' } as const;

const DAY_MS = 86_400_000;

/** 00:00 UTC of the 1st of the month after the one holding `ms`. */
export function nextMonthStartMs(ms: number): number {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
}

/** 00:00 UTC of the 1st of the month before the one starting at `monthStartMs`. */
function previousMonthStartMs(monthStartMs: number): number {
  const d = new Date(monthStartMs);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1);
}

function arm(step: Step, afterMs: number): void {
  step.stores.timers.put({
    id: INVOICE_TIMER.timerId,
    dueAtMs: nextMonthStartMs(afterMs),
    actorKind: INVOICE_TIMER.kind,
    actorId: INVOICE_TIMER.id,
    event: INVOICE_TIMER.event,
  });
  step.timersChanged = true;
}

/** Every start: arms the month-end timer when it is missing (the first start). */
export function bootstrapInvoices(step: Step): { invoiceRunAtMs: number | null } {
  if (!step.stores.timers.get(INVOICE_TIMER.timerId)) arm(step, step.atMs);
  return { invoiceRunAtMs: step.stores.timers.get(INVOICE_TIMER.timerId)?.dueAtMs ?? null };
}

/** The public view of an invoice (also the `invoice.issued` payload). */
export function invoiceView(i: InvoiceRecord) {
  return {
    invoiceId: i.id,
    period: i.period,
    periodStart: new Date(i.periodStartMs).toISOString(),
    periodEnd: new Date(i.periodEndMs).toISOString(),
    tier: i.tier,
    status: i.status,
    currency: i.currency,
    lines: i.lines.map((l) => ({
      code: l.code,
      description: l.description,
      quantity: l.quantity,
      unitPriceUsd: usdFromMinor(l.unitPriceMinor),
      amountUsd: usdFromMinor(l.amountMinor),
      unitPriceMinor: l.unitPriceMinor,
      amountMinor: l.amountMinor,
    })),
    subtotalUsd: usdFromMinor(i.subtotalMinor),
    totalUsd: usdFromMinor(i.totalMinor),
    subtotalMinor: i.subtotalMinor,
    totalMinor: i.totalMinor,
    issuedAt: new Date(i.issuedAtMs).toISOString(),
    dueAt: new Date(i.dueAtMs).toISOString(),
  };
}

function issueOne(step: Step, partner: { id: string; env: Env; tier: Tier }, startMs: number, endMs: number): InvoiceRecord | null {
  const { reports } = step.stores;
  const usage = {
    activeSubAccounts: reports.activeSubAccounts(partner.id, partner.env, startMs, endMs),
    orders: reports.ordersPlaced(partner.id, partner.env, startMs, endMs),
  };
  const lines = platformCharges(partner.tier, usage);
  const subtotalMinor = lines.reduce((sum, l) => sum + l.amountMinor, 0);
  const id = step.newId('inv');
  const written = reports.insertInvoice({
    id,
    env: partner.env,
    partnerId: partner.id,
    period: new Date(startMs).toISOString().slice(0, 7),
    tier: partner.tier,
    status: 'ISSUED',
    currency: 'USD',
    lines,
    subtotalMinor,
    // No taxes or credits yet: the total is the subtotal (kept apart so either can be added).
    totalMinor: subtotalMinor,
    periodStartMs: startMs,
    periodEndMs: endMs,
    issuedAtMs: step.atMs,
    dueAtMs: step.atMs + tierPricing(partner.tier).paymentTermsDays * DAY_MS,
  });
  return written ? reports.invoice(id)! : null;
}

/** The month-end timer: invoices the month that ended at its due time, announces each, arms the next month. */
export function issueMonthlyInvoices(step: Step, timer: TimerRecord): { period: string; issued: number } {
  const endMs = timer.dueAtMs;
  const startMs = previousMonthStartMs(endMs);
  let issued = 0;
  for (const partner of step.stores.reports.partnersBefore(endMs)) {
    // The sandbox is never billed: no invoice, not even a zero one (what it would cost shows on GET /pricing).
    if (partner.env === 'sandbox') continue;
    const invoice = issueOne(step, partner, startMs, endMs);
    if (!invoice) continue;
    step.emit({ env: partner.env, partnerId: partner.id }, 'invoice.issued', invoiceView(invoice));
    issued += 1;
  }
  arm(step, endMs);
  return { period: new Date(startMs).toISOString().slice(0, 7), issued };
}
