/**
 * The /stream clients of the fan-out benchmark, in a child process of their own, spread over
 * STREAM_CLIENT_THREADS worker threads (one thread reading 1,000 sockets was most of
 * the lag the clients measured). One real SSE connection per given key, on a raw TCP socket: the
 * client writes the GET itself and reads the response with a small HTTP/1.1 chunked-body decoder, so a
 * chunk costs a scan of its bytes and no stream machinery (node:http's IncomingMessage was most of the
 * clients' CPU).
 *
 * What each connection checks, per frame: an event frame is the only place a line starts with
 * `id: ` (JSON data never holds a raw newline), and event ids sort in emission order (`evt_` + partition +
 * outbox sequence, engine/ids.ts), so every id must be above the previous one: an id at or below it is
 * counted as out of order (a repeat or a reordering). The lag is sampled once per chunk, from the first
 * timestamp in the chunk (its oldest event): arrival time minus the envelope's timestamp.
 */
import { connect as tcpConnect, type Socket } from 'node:net';
import { isMainThread, parentPort, Worker } from 'node:worker_threads';
import { percentiles, type Percentiles } from './percentiles.ts';

export interface ClientsStats {
  readonly type: 'stats';
  readonly connected: number;
  /** Connections the server ended or broke. */
  readonly closed: number;
  readonly messages: number;
  readonly fewestPerClient: number;
  readonly mostPerClient: number;
  /** Frames whose id was not above the connection's previous one (repeated or out of order). */
  readonly outOfOrder: number;
  readonly lagMs: Percentiles;
  readonly cpu: NodeJS.CpuUsage;
}

/** One thread's part: raw counts and lag samples (the main thread merges them). */
interface ThreadStats {
  readonly connected: number;
  readonly closed: number;
  readonly counts: number[];
  readonly outOfOrder: number;
  readonly lags: number[];
}

const FRAME_START = Buffer.from('\nid: ');
/** `evt_` then 3 partition digits and 11 sequence digits (engine/ids.ts). */
const ID_PREFIX_BYTES = 4;
const ID_DIGITS = 14;
const FRAME_HEAD = FRAME_START.length + ID_PREFIX_BYTES + ID_DIGITS;
const TIMESTAMP = Buffer.from('"timestamp":"');
const ISO_LENGTH = '2026-09-01T09:00:00.000Z'.length;
/** A piece shorter than this is joined to the tail and scanned whole; a longer one only at its seam. */
const SMALL_PIECE = 64;
const CRLF = Buffer.from('\r\n');
const CR = 13;
const LF = 10;
const HEADERS_END = Buffer.from('\r\n\r\n');
const THREADS = Math.max(1, Number(process.env.STREAM_CLIENT_THREADS ?? 2));
/** A thread's one read buffer (see runThread): a read takes at most this much of a socket's pending bytes. */
const READ_BUFFER_BYTES = 256 * 1024;

/**
 * One SSE connection: the HTTP/1.1 response head, then the chunked body decoded in place (subarrays,
 * no copies) and scanned for frame starts. Only the few bytes of a frame head that straddles two reads
 * are copied.
 */
export class StreamClient {
  messages = 0;
  outOfOrder = 0;
  private lastId = -1;
  /** Head bytes until the blank line, then null. */
  private head: Buffer | null = Buffer.alloc(0);
  /** Bytes of the current body chunk still to come; -1 while a chunk-size line is being read. */
  private chunkLeft = -1;
  /** The chunk-size line read so far (hex digits; it may straddle reads). */
  private sizeLine = '';
  /** Skips the CRLF after a chunk's data. */
  private crlfLeft = 0;
  /** The body's last bytes that may begin a frame head not yet complete. */
  private tail: Buffer = Buffer.alloc(0);

  private readonly lags: number[];
  private readonly onHead: (status: number) => void;
  constructor(lags: number[], onHead: (status: number) => void) {
    this.lags = lags;
    this.onHead = onHead;
  }

  read(data: Buffer): void {
    let at = 0;
    if (this.head !== null) {
      const joined = this.head.length > 0 ? Buffer.concat([this.head, data]) : data;
      const end = joined.indexOf(HEADERS_END);
      if (end < 0) {
        this.head = Buffer.from(joined);
        return;
      }
      this.head = null;
      this.onHead(Number(joined.toString('latin1', 9, 12)));
      data = joined;
      at = end + HEADERS_END.length;
    }
    while (at < data.length) at = this.decode(data, at);
  }

  /** Decodes from `at`: a CRLF to skip, a chunk-size line, or chunk data; returns where it stopped. */
  private decode(data: Buffer, at: number): number {
    if (this.crlfLeft > 0) {
      const skip = Math.min(this.crlfLeft, data.length - at);
      this.crlfLeft -= skip;
      return at + skip;
    }
    if (this.chunkLeft < 0) {
      // The size line, byte by byte (it may straddle reads, even between its CR and LF).
      for (let i = at; i < data.length; i += 1) {
        const byte = data[i]!;
        if (byte === LF) {
          this.chunkLeft = Number.parseInt(this.sizeLine, 16);
          this.sizeLine = '';
          return i + 1;
        }
        if (byte !== CR) this.sizeLine += String.fromCharCode(byte);
      }
      return data.length;
    }
    const end = Math.min(data.length, at + this.chunkLeft);
    this.body(data.subarray(at, end));
    this.chunkLeft -= end - at;
    if (this.chunkLeft === 0) {
      this.chunkLeft = -1;
      this.crlfLeft = CRLF.length;
    }
    return end;
  }

  /** One piece of the event stream: counts and checks its frames, samples its first timestamp. */
  private body(piece: Buffer): void {
    if (piece.length === 0) return;
    if (this.tail.length > 0 && piece.length < SMALL_PIECE) {
      // The tail holds no counted frame start (only a pending head or fewer bytes than a frame start): rescan it with the piece.
      piece = Buffer.concat([this.tail, piece]);
      this.tail = Buffer.alloc(0);
    }
    this.sampleLag(piece);
    let from = 0;
    if (this.tail.length > 0) {
      // Frame heads that begin in the tail: scan the seam (tail + the piece's first bytes) only.
      const seam = Buffer.concat([this.tail, piece.subarray(0, FRAME_HEAD)]);
      const tailLength = this.tail.length;
      this.tail = Buffer.alloc(0);
      for (let f = seam.indexOf(FRAME_START); f >= 0 && f < tailLength; f = seam.indexOf(FRAME_START, f + 1)) {
        if (f + FRAME_HEAD > seam.length) {
          this.tail = Buffer.from(seam.subarray(f));
          return;
        }
        this.frame(seam, f);
      }
    }
    for (let f = piece.indexOf(FRAME_START, from); f >= 0; f = piece.indexOf(FRAME_START, from)) {
      if (f + FRAME_HEAD > piece.length) {
        this.tail = Buffer.from(piece.subarray(f));
        return;
      }
      this.frame(piece, f);
      from = f + FRAME_HEAD;
    }
    // A frame start may straddle this piece's end: keep its possible first bytes (fewer than a whole FRAME_START).
    this.tail = Buffer.from(piece.subarray(Math.max(from, piece.length - (FRAME_START.length - 1))));
  }

  private frame(buf: Buffer, start: number): void {
    let id = 0;
    for (let i = start + FRAME_START.length + ID_PREFIX_BYTES; i < start + FRAME_HEAD; i += 1) id = id * 10 + (buf[i]! - 48);
    this.messages += 1;
    if (id <= this.lastId) this.outOfOrder += 1;
    else this.lastId = id;
  }

  private sampleLag(piece: Buffer): void {
    const at = piece.indexOf(TIMESTAMP);
    if (at < 0 || at + TIMESTAMP.length + ISO_LENGTH > piece.length) return;
    const iso = piece.toString('latin1', at + TIMESTAMP.length, at + TIMESTAMP.length + ISO_LENGTH);
    this.lags.push(Date.now() - Date.parse(iso));
  }
}

/** The worker side: connects its share of the keys and answers `stats` and `reset`. */
function runThread(): void {
  const clients: StreamClient[] = [];
  let closed = 0;
  const lags: number[] = [];
  // One read buffer for every socket of the thread (`onread`): each read is decoded synchronously before the next one
  // lands in it, and the decoder copies the few bytes it keeps. No Buffer, stream machinery or 'data' event per read.
  const readBuffer = Buffer.alloc(READ_BUFFER_BYTES);
  const open = (url: URL, key: string): Promise<void> =>
    new Promise((resolve, reject) => {
      const client = new StreamClient(lags, (status) => {
        if (status !== 200) return reject(new Error(`stream answered ${status}`));
        clients.push(client);
        resolve();
      });
      const socket: Socket = tcpConnect({
        host: url.hostname,
        port: Number(url.port),
        noDelay: true,
        onread: {
          buffer: readBuffer,
          callback: (bytes: number, buffer: Uint8Array) => {
            client.read(Buffer.from(buffer.buffer, buffer.byteOffset, bytes));
            return true;
          },
        },
      });
      socket.on('close', () => (closed += 1));
      socket.on('error', reject);
      socket.write(
        `GET ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\nAuthorization: Bearer ${key}\r\nAccept: text/event-stream\r\nConnection: keep-alive\r\n\r\n`,
      );
    });
  parentPort!.on('message', (m: { type: string; url?: string; keys?: string[] }) => {
    if (m.type === 'connect') {
      const url = new URL(m.url!);
      void Promise.all(m.keys!.map((key) => open(url, key))).then(
        () => parentPort!.postMessage({ type: 'connect', connected: clients.length }),
        (err: unknown) => parentPort!.postMessage({ type: 'connect', connected: clients.length, error: String(err) }),
      );
    }
    if (m.type === 'stats') {
      const s: ThreadStats = {
        connected: clients.length,
        closed,
        counts: clients.map((c) => c.messages),
        outOfOrder: clients.reduce((n, c) => n + c.outOfOrder, 0),
        lags,
      };
      parentPort!.postMessage({ type: 'stats', ...s });
    }
    if (m.type === 'reset') {
      // The clients push into the array they were given: empty it in place.
      lags.length = 0;
      parentPort!.postMessage({ type: 'reset' });
    }
  });
}

/** The process side: THREADS workers, the keys dealt out in turn, answers merged. */
function runMain(): void {
  const workers = Array.from({ length: THREADS }, () => new Worker(new URL(import.meta.url)));
  const ask = <T>(w: Worker, message: Record<string, unknown>): Promise<T> =>
    new Promise((resolve) => {
      const on = (m: { type: string }): void => {
        if (m.type !== message.type) return;
        w.off('message', on);
        resolve(m as T);
      };
      w.on('message', on);
      w.postMessage(message);
    });
  const askAll = <T>(message: Record<string, unknown>): Promise<T[]> => Promise.all(workers.map((w) => ask<T>(w, message)));

  process.on('message', (m: { type?: string; url?: string; keys?: string[] }) => {
    if (m.type === 'connect') {
      const keys = m.keys ?? [];
      void Promise.all(
        workers.map((w, i) => ask<{ connected: number; error?: string }>(w, { type: 'connect', url: m.url, keys: keys.filter((_, k) => k % THREADS === i) })),
      ).then((answers) => {
        const error = answers.find((a) => a.error)?.error;
        process.send?.({ type: 'connect', connected: answers.reduce((n, a) => n + a.connected, 0), ...(error ? { error } : {}) });
      });
    }
    if (m.type === 'stats') {
      void askAll<ThreadStats>({ type: 'stats' }).then((parts) => {
        const counts = parts.flatMap((p) => p.counts);
        const stats: ClientsStats = {
          type: 'stats',
          connected: counts.length,
          closed: parts.reduce((n, p) => n + p.closed, 0),
          messages: counts.reduce((a, b) => a + b, 0),
          fewestPerClient: counts.length > 0 ? Math.min(...counts) : 0,
          mostPerClient: counts.length > 0 ? Math.max(...counts) : 0,
          outOfOrder: parts.reduce((n, p) => n + p.outOfOrder, 0),
          lagMs: percentiles(parts.flatMap((p) => p.lags)),
          cpu: process.cpuUsage(),
        };
        process.send?.(stats);
      });
    }
    if (m.type === 'reset') void askAll({ type: 'reset' }).then(() => process.send?.({ type: 'reset' }));
  });
  process.send?.({ type: 'ready' });
  process.once('SIGTERM', () => process.exit(0));
}

// Imported without an IPC channel (a check of the decoder), it starts nothing.
if (!isMainThread) runThread();
else if (process.send) runMain();
