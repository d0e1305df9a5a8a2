/**
 * The orders read model: the projection of each order actor for lists, lookups by clientOrderId, the
 * open-orders check of a closing sub-account, and the trigger index of resting orders (levels in
 * hundredths of the local unit). The order itself (and its money) lives in the actor and the ledger.
 */
import type { Db } from './db.ts';
import type { Env } from './types.ts';

export type OrderStatus = 'PENDING' | 'WORKING' | 'PARTIALLY_FILLED' | 'FILLED' | 'REJECTED' | 'CANCELLED';

export interface OrderRow {
  readonly id: string;
  readonly env: Env;
  readonly partnerId: string;
  /** `master` or the sub-account id. */
  readonly owner: string;
  readonly symbol: string;
  readonly exchange: string;
  readonly side: 'BUY' | 'SELL';
  readonly orderType: 'MARKET' | 'LIMIT' | 'STOP' | 'STOP_LIMIT';
  readonly status: OrderStatus;
  readonly lifecycle: 'CANCELLED' | 'EXPIRED' | null;
  readonly clientOrderId: string | null;
  readonly triggerBelow: number | null;
  readonly triggerAbove: number | null;
  readonly watching: boolean;
  readonly createdAtMs: number;
  readonly updatedAtMs: number;
  readonly journalSeq: number;
}

export type ListedOrder = OrderRow & { readonly seq: number };

export interface OrderFilter {
  readonly partnerId: string;
  readonly env: Env;
  readonly owner: string | null;
  readonly status: OrderStatus | null;
  readonly lifecycle: 'CANCELLED' | 'EXPIRED' | null;
  readonly symbol: string | null;
  /** Creation time window, [fromMs, toMs). */
  readonly fromMs: number;
  readonly toMs: number;
}

interface Row {
  seq: number;
  id: string;
  env: Env;
  partner_id: string;
  owner: string;
  symbol: string;
  exchange: string;
  side: 'BUY' | 'SELL';
  order_type: OrderRow['orderType'];
  status: OrderStatus;
  lifecycle: OrderRow['lifecycle'];
  client_order_id: string | null;
  trigger_below: number | null;
  trigger_above: number | null;
  watching: number;
  created_at_ms: number;
  updated_at_ms: number;
  journal_seq: number;
}

function fromRow(r: Row): ListedOrder {
  return {
    seq: r.seq,
    id: r.id,
    env: r.env,
    partnerId: r.partner_id,
    owner: r.owner,
    symbol: r.symbol,
    exchange: r.exchange,
    side: r.side,
    orderType: r.order_type,
    status: r.status,
    lifecycle: r.lifecycle,
    clientOrderId: r.client_order_id,
    triggerBelow: r.trigger_below,
    triggerAbove: r.trigger_above,
    watching: r.watching === 1,
    createdAtMs: r.created_at_ms,
    updatedAtMs: r.updated_at_ms,
    journalSeq: r.journal_seq,
  };
}

/**
 * A list's filters. The owner is an equality in its own statement, never `(@owner IS NULL OR owner = @owner)`:
 * that form keeps SQLite off `orders_by_owner`, and a sub-account's page then reads its partner's whole history.
 */
const REST = `AND (@status IS NULL OR status = @status) AND (@lifecycle IS NULL OR lifecycle = @lifecycle) AND (@symbol IS NULL OR symbol = @symbol)
  AND created_at_ms >= @fromMs AND created_at_ms < @toMs`;
const PARTNER_FILTER = `partner_id = @partnerId AND env = @env ${REST}`;
const OWNER_FILTER = `partner_id = @partnerId AND env = @env AND owner = @owner ${REST}`;

/** The SQL of the order lists, by name: test/storage/query-plans.test.ts checks each one's plan. */
export const ORDER_SQL = {
  list: `SELECT * FROM orders WHERE ${PARTNER_FILTER} AND seq < @beforeSeq ORDER BY seq DESC LIMIT @limit`,
  listOfOwner: `SELECT * FROM orders WHERE ${OWNER_FILTER} AND seq < @beforeSeq ORDER BY seq DESC LIMIT @limit`,
  count: `SELECT COUNT(*) FROM orders WHERE ${PARTNER_FILTER}`,
  countOfOwner: `SELECT COUNT(*) FROM orders WHERE ${OWNER_FILTER}`,
} as const;

export class OrderStore {
  private readonly stmts;

  constructor(db: Db) {
    this.stmts = {
      upsert: db.prepare(
        `INSERT INTO orders (id, env, partner_id, owner, symbol, exchange, side, order_type, status, lifecycle, client_order_id,
           trigger_below, trigger_above, watching, created_at_ms, updated_at_ms, journal_seq)
         VALUES (@id, @env, @partnerId, @owner, @symbol, @exchange, @side, @orderType, @status, @lifecycle, @clientOrderId,
           @triggerBelow, @triggerAbove, @watching, @createdAtMs, @updatedAtMs, @journalSeq)
         ON CONFLICT (id) DO UPDATE SET symbol = excluded.symbol, status = excluded.status, lifecycle = excluded.lifecycle, trigger_below = excluded.trigger_below,
           trigger_above = excluded.trigger_above, watching = excluded.watching, updated_at_ms = excluded.updated_at_ms, journal_seq = excluded.journal_seq`,
      ),
      byId: db.prepare<[string], Row>('SELECT * FROM orders WHERE id = ?'),
      byClientOrderId: db.prepare<[string, string, string], Row>('SELECT * FROM orders WHERE partner_id = ? AND env = ? AND client_order_id = ?'),
      list: db.prepare<[object], Row>(ORDER_SQL.list),
      listOfOwner: db.prepare<[object], Row>(ORDER_SQL.listOfOwner),
      count: db.prepare<[object], number>(ORDER_SQL.count).pluck(),
      countOfOwner: db.prepare<[object], number>(ORDER_SQL.countOfOwner).pluck(),
      openCount: db
        .prepare<[string, string, string], number>(
          "SELECT COUNT(*) FROM orders WHERE partner_id = ? AND env = ? AND owner = ? AND status IN ('PENDING', 'WORKING', 'PARTIALLY_FILLED')",
        )
        .pluck(),
      below: db
        .prepare<[string, number], string>(
          'SELECT id FROM orders WHERE symbol = ? AND trigger_below IS NOT NULL AND trigger_below >= ? ORDER BY trigger_below DESC, seq',
        )
        .pluck(),
      above: db
        .prepare<[string, number], string>(
          'SELECT id FROM orders WHERE symbol = ? AND trigger_above IS NOT NULL AND trigger_above <= ? ORDER BY trigger_above, seq',
        )
        .pluck(),
      watching: db.prepare<[string], string>('SELECT id FROM orders WHERE symbol = ? AND watching = 1 ORDER BY seq').pluck(),
      resting: db.prepare<[string], string>("SELECT id FROM orders WHERE symbol = ? AND status = 'WORKING' ORDER BY seq").pluck(),
      open: db
        .prepare<[string], string>("SELECT id FROM orders WHERE symbol = ? AND status IN ('PENDING', 'WORKING', 'PARTIALLY_FILLED') ORDER BY seq")
        .pluck(),
      // Open, or filled with a settlement (and its stop loss or take profit) still to come: units or money still move.
      live: db
        .prepare<[string], string>(
          `SELECT o.id FROM orders o WHERE o.symbol = ? AND (o.status IN ('PENDING', 'WORKING', 'PARTIALLY_FILLED')
             OR EXISTS (SELECT 1 FROM timers t WHERE t.actor_kind = 'order' AND t.actor_id = o.id AND t.event = 'timer.settle'))
           ORDER BY o.seq`,
        )
        .pluck(),
      settlingOfSymbol: db
        .prepare<[string], string>(
          `SELECT o.id FROM timers t JOIN orders o ON o.id = t.actor_id
         WHERE t.actor_kind = 'order' AND t.event = 'timer.settle' AND o.symbol = ? ORDER BY o.seq`,
        )
        .pluck(),
      // A trade awaits settlement while its order's settle timer exists (quarantined or not).
      awaitingSettlement: db
        .prepare<[string, string, string], number>(
          `SELECT COUNT(*) FROM timers t JOIN orders o ON o.id = t.actor_id
         WHERE t.actor_kind = 'order' AND t.event = 'timer.settle' AND o.partner_id = ? AND o.env = ? AND o.owner = ?`,
        )
        .pluck(),
    };
  }

  upsert(o: OrderRow): void {
    this.stmts.upsert.run({ ...o, watching: o.watching ? 1 : 0 });
  }

  byId(id: string): ListedOrder | undefined {
    const r = this.stmts.byId.get(id);
    return r ? fromRow(r) : undefined;
  }

  byClientOrderId(partnerId: string, env: Env, clientOrderId: string): ListedOrder | undefined {
    const r = this.stmts.byClientOrderId.get(partnerId, env, clientOrderId);
    return r ? fromRow(r) : undefined;
  }

  /** Newest first, strictly before list position `beforeSeq`. */
  list(filter: OrderFilter, beforeSeq: number, limit: number): ListedOrder[] {
    const stmt = filter.owner === null ? this.stmts.list : this.stmts.listOfOwner;
    return stmt.all({ ...filter, beforeSeq, limit }).map(fromRow);
  }

  count(filter: OrderFilter): number {
    return (filter.owner === null ? this.stmts.count : this.stmts.countOfOwner).get(filter) ?? 0;
  }

  /** Orders of the owner that still hold a reservation or may still execute. */
  openCount(partnerId: string, env: Env, owner: string): number {
    return this.stmts.openCount.get(partnerId, env, owner) ?? 0;
  }

  /** Filled orders of the owner whose custody settlement (T+N) is still to come. */
  awaitingSettlementCount(partnerId: string, env: Env, owner: string): number {
    return this.stmts.awaitingSettlement.get(partnerId, env, owner) ?? 0;
  }

  /**
   * WORKING orders of the symbol whose trigger range contains `priceMinor`: an index range scan per
   * side, so only crossed orders come back however many rest on the symbol.
   */
  triggerCandidates(symbol: string, priceMinor: number): string[] {
    const below = this.stmts.below.all(symbol, priceMinor);
    const above = this.stmts.above.all(symbol, priceMinor);
    return above.length === 0 ? below : below.length === 0 ? above : [...new Set([...below, ...above])];
  }

  /** WORKING (resting LIMIT and STOP) orders of the symbol, oldest first: a split rescales them. */
  resting(symbol: string): string[] {
    return this.stmts.resting.all(symbol);
  }

  /** Open orders of the symbol (PENDING, WORKING, PARTIALLY_FILLED) in every partner and environment, oldest first: a delisting cancels them, a split restates them. */
  open(symbol: string): string[] {
    return this.stmts.open.all(symbol);
  }

  /** Open orders of the symbol and filled ones awaiting settlement: a symbol change renames them. */
  live(symbol: string): string[] {
    return this.stmts.live.all(symbol);
  }

  /** FILLED orders of the symbol whose settlement is still to come (their settle timer exists): a split restates their fills. */
  settlingOfSymbol(symbol: string): string[] {
    return this.stmts.settlingOfSymbol.all(symbol);
  }

  /** FILLED orders of the symbol, settlement pending, with a stopLoss or takeProfit to check. */
  watching(symbol: string): string[] {
    return this.stmts.watching.all(symbol);
  }
}
