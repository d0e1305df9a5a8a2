/** Response schemas of the price alerts (http/routes/alerts.ts `alertView`). */
import * as v from '../schema.ts';
import { NullableTimestamp, pageSchema, Timestamp } from './wire.ts';

export const AlertSchema = v.pipe(
  v.strictObject({
    alertId: v.string(),
    clientAlertId: v.nullable(v.string()),
    symbol: v.string(),
    exchange: v.string(),
    condition: v.picklist(['above', 'below']),
    threshold: v.pipe(v.number(), v.description("in the symbol's local currency")),
    currency: v.string(),
    repeat: v.boolean(),
    state: v.picklist(['ARMED', 'TRIGGERED', 'DISARMED', 'DELETED']),
    createdAt: Timestamp,
    triggeredAt: NullableTimestamp,
    lastPrice: v.nullable(v.number()),
    deletedAt: NullableTimestamp,
  }),
  v.title('PriceAlert'),
  v.description('A price alert: fires price.alert when the delayed price reaches the threshold while the exchange is open'),
);

export const AlertListSchema = pageSchema('alerts', AlertSchema, 'PriceAlertList');
