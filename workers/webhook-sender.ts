/**
 * Entry of the webhook sender thread, started by engine/webhooks/sender.ts: signs and
 * POSTs the attempts each message carries and posts their outcomes back (engine/webhooks/sender-thread.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { type ClientClosed, SenderThread, type SendBatch, type SenderSettings } from '../engine/webhooks/sender-thread.ts';

const settings = (workerData as { webhookSender?: SenderSettings } | null)?.webhookSender;
if (parentPort !== null && settings !== undefined) {
  const port = parentPort;
  // The numbers' buffer is transferred (moved, not copied); the thread builds a new one per message.
  const thread = new SenderThread(settings, (outcomes) => port.postMessage(outcomes, [outcomes.numbers.buffer]));
  port.on('message', (message: SendBatch | ClientClosed) => thread.receive(message));
}
