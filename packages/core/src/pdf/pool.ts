import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { DomainError } from '../errors';
import { type KundaliPdfInput, kundaliPdf } from './kundali-pdf';

/**
 * The kundali PDF off the event loop. A PDF takes 0.2–0.5 s of CPU; rendered on the API's own
 * thread, a handful of downloads at once would hold every other request behind them. The pool
 * renders in worker threads (`pool-worker.ts`, the same `kundaliPdf`, so the bytes are the same
 * as in-process), started on the first download. Jobs wait in a bounded queue: when it is full
 * the caller is told at once to try again (503), rather than waiting minutes. A worker that dies
 * fails only its own job and is replaced; `close()` stops them all with the server.
 */

export interface PdfPoolOptions {
  /** Worker threads; 0 renders on the calling thread (no pool). */
  workers: number;
  /** Downloads that may wait for a free worker; one more is refused with 503. */
  maxQueue: number;
  /** The worker thread's module (tests give one that can fail); `pool-worker.ts` by default. */
  entry?: URL;
}

/** One job sent to a worker. */
export interface PdfJob {
  id: number;
  input: KundaliPdfInput;
  nowMs: number;
  siteUrl: string | undefined;
}

export type PdfJobResult =
  | { id: number; bytes: Uint8Array; error?: undefined }
  | { id: number; error: string; bytes?: undefined };

export interface PdfPoolStats {
  workers: number;
  busy: number;
  queued: number;
  /** Workers replaced after dying. */
  restarts: number;
}

export interface PdfPool {
  render(input: KundaliPdfInput, options: { now: Date; siteUrl?: string | undefined }): Promise<Uint8Array>;
  stats(): PdfPoolStats;
  close(): Promise<void>;
}

/** The message of a full queue (code `pdf-busy`, both languages in packages/content/src/api-messages-codes.ts). */
export const PDF_BUSY_MESSAGE = 'Many kundali PDFs are being made right now. Please try again in a few seconds.';

/** One worker fewer than the cores (the event loop keeps one), at least one. */
export const defaultPdfWorkers = () => Math.max(1, availableParallelism() - 1);

/** Downloads waiting for a worker before more are refused (PDF_QUEUE). */
export const DEFAULT_PDF_QUEUE = 24;

/** Workers that die before they ever started, in a row, before the queue is failed instead of retried. */
const MAX_FAILED_STARTS = 3;

interface Pending {
  job: PdfJob;
  resolve: (bytes: Uint8Array) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  current: Pending | null;
  started: boolean;
}

const busy = () => new DomainError('unavailable', PDF_BUSY_MESSAGE, { code: 'pdf-busy', retryAfterSeconds: 5 });

export function createPdfPool(options: PdfPoolOptions): PdfPool {
  const size = Math.max(0, Math.floor(options.workers));
  const queue: Pending[] = [];
  const slots = new Set<Slot>();
  let nextId = 1;
  let restarts = 0;
  let failedStarts = 0;
  let closed = false;
  // In-process renders under way when the pool has no workers (they count against the queue too).
  let inline = 0;

  const spawn = () => {
    const worker = new Worker(new URL('./worker.mjs', import.meta.url), {
      workerData: { entry: (options.entry ?? new URL('./pool-worker.ts', import.meta.url)).href },
    });
    // The server's sockets keep the process alive; idle workers must not.
    worker.unref();
    const slot: Slot = { worker, current: null, started: false };
    slots.add(slot);
    worker.on('message', (message: PdfJobResult | { ready: true }) => {
      if ('ready' in message) {
        slot.started = true;
        failedStarts = 0;
        return;
      }
      const pending = slot.current;
      slot.current = null;
      if (pending && pending.job.id === message.id) {
        if (message.bytes) pending.resolve(message.bytes);
        else pending.reject(new Error(`The kundali PDF failed: ${message.error}`));
      }
      dispatch();
    });
    // An uncaught error ends the thread; 'exit' follows and does the rest.
    worker.on('error', () => {});
    worker.on('exit', () => {
      slots.delete(slot);
      if (closed) return;
      slot.current?.reject(new Error('The kundali PDF worker stopped while rendering'));
      restarts += 1;
      if (!slot.started) failedStarts += 1;
      if (failedStarts >= MAX_FAILED_STARTS) {
        // Workers cannot start here (a broken install): fail the waiting jobs rather than loop.
        for (const pending of queue.splice(0)) pending.reject(new Error('The kundali PDF workers cannot start'));
        failedStarts = 0;
        return;
      }
      dispatch();
    });
  };

  function dispatch() {
    if (closed) return;
    while (queue.length > 0 && slots.size < size) spawn();
    for (const slot of slots) {
      if (queue.length === 0) return;
      if (slot.current) continue;
      const pending = queue.shift()!;
      slot.current = pending;
      slot.worker.postMessage(pending.job);
    }
  }

  return {
    async render(input, { now, siteUrl }) {
      if (closed) throw busy();
      if (size === 0) {
        if (inline >= options.maxQueue) throw busy();
        inline += 1;
        try {
          return await kundaliPdf(input, { now, ...(siteUrl ? { siteUrl } : {}) });
        } finally {
          inline -= 1;
        }
      }
      const idle = [...slots].some((s) => !s.current) || slots.size < size;
      if (!idle && queue.length >= options.maxQueue) throw busy();
      return new Promise<Uint8Array>((resolve, reject) => {
        queue.push({ job: { id: nextId++, input, nowMs: now.getTime(), siteUrl }, resolve, reject });
        dispatch();
      });
    },
    stats: () => ({
      workers: slots.size,
      busy: [...slots].filter((s) => s.current).length + inline,
      queued: queue.length,
      restarts,
    }),
    async close() {
      closed = true;
      for (const pending of queue.splice(0)) pending.reject(busy());
      await Promise.all(
        [...slots].map(async (slot) => {
          slot.current?.reject(busy());
          slot.current = null;
          await slot.worker.terminate();
        }),
      );
      slots.clear();
    },
  };
}
