/**
 * Symbol change, on its effective date: the catalogue overlay renames the instrument (the
 * new symbol resolves, the old one answers 404 with reason SYMBOL_CHANGED and `newSymbol`); its
 * captured prices and bars are re-keyed so quotes and candle history answer under the new symbol (the
 * simulated walk keeps its seeded key); every share account of the old symbol (held and reserved, every
 * sub-account and master account, both environments) moves to the new symbol through balanced
 * transfers via the environment's corporate-action account (tax lots follow: engine/trading/lots.ts);
 * open orders and filled orders awaiting settlement, and price alerts, are renamed through their
 * machines; corporate actions declared on the old symbol and not yet effective follow too. One
 * `corporateaction.symbol_changed` per partner environment lists what moved.
 */
import type { CorporateActionRecord } from '../../storage/corporate-actions.ts';
import type { Instrument } from '../../storage/catalog/types.ts';
import { PRICE_ALERT_KIND } from '../alerts/alerts.ts';
import { ServiceError } from '../errors.ts';
import type { AccountSpec } from '../ledger.ts';
import { ledgerAccounts, shareAsset } from '../ledger.ts';
import type { Step } from '../step.ts';
import { SYMBOL_CHANGE_UNITS } from '../trading/lots.ts';
import { catalogOf } from '../trading/market.ts';
import { ORDER_KIND, orderSnapshot } from '../trading/orders.ts';
import { corporateActionView } from './views.ts';
import { accountFields, ImpactByPartner } from './delisting.ts';
import { corporateActionAccount } from './splits.ts';

/** The new symbol as the catalogue writes it (upper case). */
const normalized = (newSymbol: string): string => newSymbol.trim().toUpperCase();

/**
 * Declaration rules: the new symbol keeps the instrument's exchange suffix (a ticker change; moving
 * exchanges is not modelled), has the spec's shape, and names no listed instrument nor a symbol that
 * changed away (whose pointer must stay unambiguous).
 */
export function checkSymbolChange(step: Step, instrument: Instrument, newSymbol: string): void {
  const catalog = catalogOf(step.stores);
  const suffix = catalog.exchange(instrument.exchange).symbolSuffix;
  const symbol = normalized(newSymbol);
  const refuse = (message: string) => new ServiceError('VALIDATION_ERROR', message, { status: 422, extra: { param: 'newSymbol' } });
  if (!new RegExp(`^[A-Z0-9]+\\.${suffix}$`).test(symbol) || symbol.length > 20)
    throw refuse(`newSymbol ${newSymbol} must be a ticker on the same exchange, e.g. NEW.${suffix} (2 to 20 characters)`);
  if (catalog.bySymbol.has(symbol) || catalog.renamed.has(symbol)) throw refuse(`newSymbol ${symbol} is already in use`);
}

/** `env/partner/kind/owner/asset`: the owner segment of a partner share account. */
const ownerOf = (a: { id: string; env: string; partnerId: string | null; kind: string }): string =>
  a.id.slice(`${a.env}/${a.partnerId}/${a.kind}/`.length).split('/')[0]!;

/** Moves `units` of one owner's account from the old symbol's asset to the new one's, via the corporate-action account. */
function moveUnits(step: Step, from: AccountSpec, to: AccountSpec, units: number, ref: string): void {
  if (units <= 0) return;
  step.transfer({ debit: from, credit: corporateActionAccount(from.env, from.asset), amountMinor: units, kind: SYMBOL_CHANGE_UNITS, ref });
  step.transfer({ debit: corporateActionAccount(to.env, to.asset), credit: to, amountMinor: units, kind: SYMBOL_CHANGE_UNITS, ref });
}

/** Every owner's held and reserved units of the old symbol move, account for account. */
function moveHoldings(step: Step, action: CorporateActionRecord, newSymbol: string, impact: ImpactByPartner): void {
  const seen = new Set<string>();
  for (const kind of ['holding', 'units_reserved'] as const) {
    for (const a of step.stores.ledger.holders(kind, shareAsset(action.symbol))) {
      if (a.partnerId === null) continue;
      const owner = ownerOf(a);
      const key = `${a.env}\u0000${a.partnerId}\u0000${owner}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const held = step.ledger.balance(ledgerAccounts.holding(a.env, a.partnerId, owner, action.symbol));
      const reserved = step.ledger.balance(ledgerAccounts.unitsReserved(a.env, a.partnerId, owner, action.symbol));
      const accountsOf = (symbol: string) =>
        [ledgerAccounts.holding(a.env, a.partnerId!, owner, symbol), ledgerAccounts.unitsReserved(a.env, a.partnerId!, owner, symbol)] as const;
      const [oldHolding, oldReserved] = accountsOf(action.symbol);
      const [newHolding, newReserved] = accountsOf(newSymbol);
      moveUnits(step, oldHolding, newHolding, held, action.id);
      moveUnits(step, oldReserved, newReserved, reserved, action.id);
      impact.of(a.env, a.partnerId).affected.push({ ...accountFields(step, owner), units: (held + reserved) / 1_000_000 });
    }
  }
}

function renameOrdersAndAlerts(step: Step, oldSymbol: string, newSymbol: string, impact: ImpactByPartner): void {
  for (const orderId of step.stores.orders.live(oldSymbol)) {
    const { owner } = orderSnapshot(step, orderId).context;
    step.send(ORDER_KIND, orderId, { type: 'corporate.renameSymbol', symbol: newSymbol });
    impact.of(owner.env, owner.partnerId).orderIds.push(orderId);
  }
  for (const alert of step.stores.alerts.ofSymbol(oldSymbol)) {
    step.send(PRICE_ALERT_KIND, alert.id, { type: 'corporate.renameSymbol', symbol: newSymbol });
    impact.of(alert.env, alert.partnerId).alertIds.push(alert.id);
  }
}

export function applySymbolChange(step: Step, action: CorporateActionRecord): void {
  const newSymbol = normalized(action.terms.newSymbol ?? '');
  const catalog = catalogOf(step.stores);
  // Checked at declaration; an earlier change may since have renamed the instrument or taken the new symbol.
  if (!catalog.bySymbol.has(action.symbol) || catalog.bySymbol.has(newSymbol) || catalog.renamed.has(newSymbol)) return;
  const impact = new ImpactByPartner();
  moveHoldings(step, action, newSymbol, impact);
  step.stores.instrumentChanges.insert({
    actionId: action.id,
    kind: 'SYMBOL_CHANGED',
    symbol: action.symbol,
    newSymbol,
    effectiveDate: action.effectiveDate,
    atMs: step.atMs,
  });
  step.stores.market.renameSymbol(action.symbol, newSymbol);
  // Actions declared on the old symbol and not yet effective apply to the instrument under its new one.
  step.stores.instrumentChanges.repointDeclaredActions(action.symbol, newSymbol);
  renameOrdersAndAlerts(step, action.symbol, newSymbol, impact);
  const view = corporateActionView(action);
  for (const p of impact.all()) {
    step.emit({ env: p.env, partnerId: p.partnerId }, 'corporateaction.symbol_changed', {
      ...view,
      oldSymbol: action.symbol,
      newSymbol,
      affectedSubAccounts: p.affected,
      orderIds: p.orderIds,
      alertIds: p.alertIds,
    });
  }
}
