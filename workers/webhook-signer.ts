/** Piscina entry point: signs webhook bodies (HMAC-SHA256, hex) off the main thread. */
import { createHmac } from 'node:crypto';

export interface SignRequest {
  readonly secret: string;
  readonly body: string;
}

export default function sign(req: SignRequest): string {
  return createHmac('sha256', req.secret).update(req.body, 'utf8').digest('hex');
}
