/**
 * A small partner backend written against the SDK alone: it registers in the sandbox with an
 * identity-provider ID token, registers its webhook endpoint, onboards an end user (a sub-account),
 * asserts the user's KYC, funds the sub-account, quotes and buys, and waits for the fill twice: on its
 * verified webhook and on the event stream it follows.
 */
import { type EventOf, type PartnerClient, registerSandbox, type StreamMessage } from '@partner-brokerage/sdk';
import { startWebhookReceiver } from './webhook-receiver.ts';

export interface ExampleOptions {
  /** The service's origin, such as http://127.0.0.1:8080. */
  readonly baseUrl: string;
  /** An ID token of the identity provider (`npm run id-token -- --sub S --email E` in development). */
  readonly idToken: string;
  readonly symbol?: string;
  /** Where the webhook endpoint listens (the service must be allowed to call it). */
  readonly webhookHost?: string;
  /** Now, in Unix seconds, for the webhook tolerance window (default: this machine's clock). */
  readonly nowSeconds?: () => number;
}

export interface ExampleResult {
  readonly userId: string;
  readonly kycStatus: string;
  readonly balanceUsd: number;
  readonly quoteId: string;
  readonly orderId: string;
  readonly orderStatus: string;
  /** The order.filled event as the verified webhook delivered it, and as the stream did. */
  readonly filledByWebhook: EventOf<'order.filled'>;
  readonly filledOnStream: EventOf<'order.filled'>;
  readonly streamEvents: readonly string[];
  readonly webhookEvents: readonly string[];
}

/** The sandbox fills a MARKET order of exactly 100 at once (the sandbox's documented test quantity). */
const FILLS_AT_ONCE = 100;

const isFillOf =
  (orderId: string) =>
  (event: { event: string; data: unknown }): event is EventOf<'order.filled'> =>
    event.event === 'order.filled' && typeof event.data === 'object' && event.data !== null && 'orderId' in event.data && event.data.orderId === orderId;

/** Follows the stream from `lastEventId`, recording event names, until an event satisfies `until`. */
async function followStream<E>(client: PartnerClient, lastEventId: string, until: (message: StreamMessage) => E | null, seen: string[]): Promise<E> {
  const abort = new AbortController();
  try {
    for await (const message of client.stream({ lastEventId, signal: abort.signal })) {
      if (message.type === 'gap') throw new Error(`the stream skipped events: ${message.gap.reason}`);
      seen.push(message.event.event);
      const found = until(message);
      if (found !== null) return found;
    }
    throw new Error('the stream ended');
  } finally {
    abort.abort();
  }
}

export async function runExample(options: ExampleOptions): Promise<ExampleResult> {
  const symbol = options.symbol ?? 'SCOM.KE';
  const { client } = await registerSandbox({ baseUrl: options.baseUrl, idToken: options.idToken });
  const receiver = await startWebhookReceiver({
    ...(options.webhookHost ? { host: options.webhookHost } : {}),
    ...(options.nowSeconds ? { nowSeconds: options.nowSeconds } : {}),
  });
  try {
    const webhook = await client.post('/webhooks', { body: { url: receiver.url, events: ['kyc.updated', 'deposit.confirmed', 'order.filled'] } });
    if (!webhook.secret) throw new Error('the service did not show a generated secret');
    receiver.useSecret(webhook.secret);

    const user = await client.post('/users', { body: { externalId: `example-${Date.now()}`, email: 'investor@example.com' } });
    const kyc = await client.post('/users/{userId}/kyc', {
      params: { path: { userId: user.userId } },
      body: { status: 'VERIFIED', level: 'FULL', reference: 'idv-check-001' },
    });
    // The stream is followed from the KYC event on: everything after it arrives, nothing is missed.
    const kycEvent = await receiver.waitFor((e) => e.event === 'kyc.updated');
    const streamEvents: string[] = [];

    const deposit = await client.post('/users/{userId}/deposit', { params: { path: { userId: user.userId } }, body: { amount: 1000 } });
    const balanceUsd = 'newBalance' in deposit ? deposit.newBalance : deposit.targetBalance;
    const quote = await client.get('/quote/{symbol}', {
      params: { path: { symbol }, query: { type: 'BUY', quantity: String(FILLS_AT_ONCE), subAccountId: user.userId } },
    });
    const order = await client.post('/users/{userId}/trade', {
      params: { path: { userId: user.userId } },
      body: { symbol, type: 'BUY', quantity: FILLS_AT_ONCE, quoteId: quote.quoteId },
    });
    const filled = isFillOf(order.orderId);
    const [filledOnStream, filledByWebhook] = await Promise.all([
      followStream(client, kycEvent.eventId, (m) => (m.type === 'event' && filled(m.event) ? m.event : null), streamEvents),
      receiver.waitFor(filled),
    ]);
    if (!filled(filledByWebhook)) throw new Error('unreachable: the waiter matched a fill');
    return {
      userId: user.userId,
      kycStatus: kyc.kycStatus,
      balanceUsd,
      quoteId: quote.quoteId,
      orderId: order.orderId,
      orderStatus: order.status,
      filledByWebhook,
      filledOnStream,
      streamEvents,
      webhookEvents: receiver.verified.map((e) => e.event),
    };
  } finally {
    await receiver.close();
  }
}
