import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import { type KundaliPdfInput, kundaliPdf } from './kundali-pdf';
import { createPdfPool, PDF_BUSY_MESSAGE, type PdfPool } from './pool';

// New Delhi, 7 Dec 1996, 10:34 IST (the same birth as kundali-pdf.test.ts).
const birth = { day: 7, month: 12, year: 1996, hour: 10, min: 34, lat: 28.6139, lon: 77.209 };
const now = new Date('2026-11-22T06:00:00Z');
const english: KundaliPdfInput = { birth, name: 'Arjun Sharma', place: 'New Delhi, India', lang: 'en', style: 'north' };
const hindi: KundaliPdfInput = { birth, name: 'अर्जुन शर्मा', gender: 'male', lang: 'hi', style: 'south' };
const testWorker = new URL('./pool-test-worker.ts', import.meta.url);

const pools: PdfPool[] = [];
const pool = (...args: Parameters<typeof createPdfPool>) => {
  const p = createPdfPool(...args);
  pools.push(p);
  return p;
};
afterAll(async () => {
  await Promise.all(pools.map((p) => p.close()));
});

/** The text layer, through poppler's pdftotext when installed. */
function textOf(bytes: Uint8Array): string | null {
  if (spawnSync('pdftotext', ['-v']).status !== 0) return null;
  const dir = mkdtempSync(join(tmpdir(), 'pdf-pool-'));
  try {
    writeFileSync(join(dir, 'k.pdf'), bytes);
    return spawnSync('pdftotext', ['-layout', join(dir, 'k.pdf'), '-'], { encoding: 'utf8' }).stdout;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the kundali PDF worker pool', () => {
  it('renders the same bytes in a worker as on the calling thread, in English and Hindi', async () => {
    const workers = pool({ workers: 2, maxQueue: 4 });
    const [en, hi] = await Promise.all([
      workers.render(english, { now, siteUrl: 'https://drishti.example' }),
      workers.render(hindi, { now }),
    ]);
    expect(workers.stats().workers).toBe(2);
    const enHere = await kundaliPdf(english, { now, siteUrl: 'https://drishti.example' });
    const hiHere = await kundaliPdf(hindi, { now });
    expect(Buffer.from(en).equals(Buffer.from(enHere))).toBe(true);
    expect(Buffer.from(hi).equals(Buffer.from(hiHere))).toBe(true);
    expect(Buffer.from(en).equals(Buffer.from(hi))).toBe(false);
    const text = textOf(hi);
    if (text !== null) {
      expect(text).toContain('अर्जुन शर्मा');
      expect(text).toBe(textOf(hiHere));
    }
    expect(workers.stats()).toMatchObject({ busy: 0, queued: 0, restarts: 0 });
  }, 120_000);

  it('refuses a download with 503 "busy" when the queue is full, and takes one again once it drains', async () => {
    const one = pool({ workers: 1, maxQueue: 1 });
    const first = one.render(english, { now }); // on the worker
    const second = one.render(hindi, { now }); // waiting
    expect(one.stats()).toMatchObject({ busy: 1, queued: 1 });
    const refused = await one.render(english, { now }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({ kind: 'unavailable', code: 'pdf-busy', message: PDF_BUSY_MESSAGE });
    expect((refused as DomainError).retryAfterSeconds).toBeGreaterThan(0);
    await Promise.all([first, second]);
    const again = await one.render(english, { now });
    expect(Buffer.from(again.subarray(0, 5)).toString()).toBe('%PDF-');
  }, 120_000);

  it('fails only the job of a worker that dies, and replaces the worker', async () => {
    const one = pool({ workers: 1, maxQueue: 4, entry: testWorker });
    const crash = one.render({ ...english, name: 'exit' }, { now });
    const after = one.render(english, { now });
    await expect(crash).rejects.toThrow('stopped while rendering');
    const bytes = await after;
    expect(Buffer.from(bytes).equals(Buffer.from(await kundaliPdf(english, { now })))).toBe(true);
    expect(one.stats()).toMatchObject({ workers: 1, restarts: 1, busy: 0, queued: 0 });
  }, 120_000);

  it('stops its workers on close and refuses what was waiting', async () => {
    const one = pool({ workers: 1, maxQueue: 4 });
    const running = one.render(english, { now }).catch((e: unknown) => e);
    const waiting = one.render(hindi, { now }).catch((e: unknown) => e);
    await one.close();
    expect(await running).toMatchObject({ code: 'pdf-busy' });
    expect(await waiting).toMatchObject({ code: 'pdf-busy' });
    expect(one.stats()).toMatchObject({ workers: 0, queued: 0 });
    await expect(one.render(english, { now })).rejects.toMatchObject({ code: 'pdf-busy' });
  });

  it('renders on the calling thread with no workers', async () => {
    const none = pool({ workers: 0, maxQueue: 1 });
    const bytes = await none.render(english, { now });
    expect(none.stats().workers).toBe(0);
    expect(Buffer.from(bytes).equals(Buffer.from(await kundaliPdf(english, { now })))).toBe(true);
  }, 60_000);
});
