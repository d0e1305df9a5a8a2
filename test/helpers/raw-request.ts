/**
 * An HTTP request without fetch's transparent decompression or its Accept-Encoding: the answer's bytes as
 * they travelled (compression and chunked-body tests).
 */
import type { Agent } from 'node:http';
import { request as httpRequest } from 'node:http';

export interface RawAnswer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly bytes: Buffer;
}

export function rawRequest(url: string, method: string, headers: Record<string, string> = {}, agent?: Agent): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers, ...(agent ? { agent } : {}) }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, bytes: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
