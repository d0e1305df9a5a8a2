/** Event names a webhook may subscribe to: the spec's event catalogue, its aliases, and `*` for all. */
export const WEBHOOK_EVENT_NAMES: readonly string[] = [
  'order.pending',
  'order.triggered',
  'order.filled',
  'order.rejected',
  'order.cancelled',
  'order.replaced',
  'trade.settled',
  'trade.rejected',
  'deposit.confirmed',
  'withdraw.confirmed',
  'wallet.credited',
  'topup.confirmed',
  'float.low',
  'kyc.updated',
  'account.frozen',
  'account.closed',
  'dividend.paid',
  'corporateaction.declared',
  'corporateaction.split',
  'corporateaction.suspension',
  'corporateaction.delisting',
  'corporateaction.rights_issue',
  'corporateaction.symbol_changed',
  'quote.expired',
  'price.alert',
  'market.status',
  'incident.declared',
  'incident.resolved',
  'subscription.confirmed',
  'redemption.confirmed',
  'fund.yield_paid',
  'bond.coupon_paid',
  'bond.matured',
  'invoice.issued',
  'test.event',
];

export const ALL_EVENTS = '*';

/** Whether a registration with this filter receives this event. */
export const subscribes = (filter: readonly string[], event: string): boolean => filter.includes(ALL_EVENTS) || filter.includes(event);
