/**
 * The partner backend's webhook endpoint: a plain Node HTTP server that verifies every delivery with the
 * SDK (timestamped signature when present, within the tolerance window) before it trusts it, answers
 * 200 to a verified delivery and 400 to anything else, and hands verified events on.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type PartnerEvent, verifyWebhook, WebhookVerificationError } from '@partner-brokerage/sdk';

export interface WebhookReceiver {
  readonly url: string;
  /** The secret the service showed when the webhook was registered. */
  useSecret(secret: string): void;
  /** Resolves with the first verified event that satisfies `matches` (already received or still to come). */
  waitFor(matches: (event: PartnerEvent) => boolean): Promise<PartnerEvent>;
  readonly verified: readonly PartnerEvent[];
  readonly refused: readonly string[];
  close(): Promise<void>;
}

export async function startWebhookReceiver(options: { host?: string; nowSeconds?: () => number } = {}): Promise<WebhookReceiver> {
  let secret: string | null = null;
  const verified: PartnerEvent[] = [];
  const refused: string[] = [];
  const waiters: { matches: (event: PartnerEvent) => boolean; resolve: (event: PartnerEvent) => void }[] = [];

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      try {
        if (secret === null) throw new WebhookVerificationError('missing_signature', 'no webhook secret yet');
        const event = verifyWebhook(Buffer.concat(chunks), req.headers, { secret, ...(options.nowSeconds ? { nowSeconds: options.nowSeconds() } : {}) });
        res.writeHead(200).end();
        verified.push(event);
        for (const waiter of waiters.filter((w) => w.matches(event))) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(event);
        }
      } catch (error) {
        refused.push(error instanceof Error ? error.message : String(error));
        res.writeHead(400).end();
      }
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}/webhooks/brokerage`,
    useSecret(value) {
      secret = value;
    },
    waitFor(matches) {
      const seen = verified.find(matches);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve) => waiters.push({ matches, resolve }));
    },
    verified,
    refused,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
