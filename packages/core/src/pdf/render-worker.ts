import { parentPort } from 'node:worker_threads';
import { kundaliPdf } from './kundali-pdf';
import type { PdfJob, PdfJobResult } from './pool';

/**
 * A kundali PDF worker thread (started by `pool.ts` through `worker.mjs`): renders each job it
 * is sent with the same `kundaliPdf` as the process itself, and sends the bytes back
 * (transferred, not copied).
 */

/** Renders one job; a failure is sent back as its message. */
export async function renderJob(job: PdfJob): Promise<PdfJobResult> {
  try {
    const bytes = await kundaliPdf(job.input, {
      now: new Date(job.nowMs),
      ...(job.siteUrl ? { siteUrl: job.siteUrl } : {}),
    });
    return { id: job.id, bytes };
  } catch (error) {
    return { id: job.id, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Answers the pool's jobs on this thread, one at a time, then says it is ready. */
export function serve(render: (job: PdfJob) => Promise<PdfJobResult> = renderJob): void {
  const port = parentPort;
  if (!port) throw new Error('the kundali PDF renderer runs as a worker thread of the PDF pool');
  port.on('message', async (job: PdfJob) => {
    const answer = await render(job);
    port.postMessage(answer, answer.bytes ? [answer.bytes.buffer as ArrayBuffer] : []);
  });
  port.postMessage({ ready: true });
}
