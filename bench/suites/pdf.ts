// The kundali PDF off the event loop: another route's p99 while PDFs are being downloaded, with
// the PDFs rendered on the event loop (PDF_WORKERS=0) and in the worker pool (the default size),
// and the PDFs rendered per second in each. Both loads come from child processes (autocannon).
import type { AddressInfo } from 'node:net';
import { defaultPdfWorkers } from '@drishti/core/pdf/pool';
import { createTestApi } from '../../apps/api/src/testing';
import type { BenchRow } from '../types';
import { load, type Target } from './http';

const other: Target = {
  name: 'GET all-today-horoscope',
  method: 'GET',
  path: '/api/publics/astrology/all-today-horoscope',
};
const pdf: Target = {
  name: 'GET kundali-pdf',
  method: 'GET',
  path: '/api/users/astrology/kundali-pdf?day=7&month=12&year=1996&hour=10&min=34&lat=13.0833&lon=80.2833&name=Bench&lang=hi',
};
/** Downloads at once during the storm. */
const STORM = 8;
const SECONDS = 6;
/** Downloads timed for the renders per second. */
const BURST = 6;

async function measure(workers: number) {
  const api = await createTestApi(
    { NODE_ENV: 'production', PDF_WORKERS: String(workers), PDF_QUEUE: '1000' },
    {},
    { rateLimits: false },
  );
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
  try {
    // Warm up: the workers start, fonts and the engine load.
    await Promise.all(
      Array.from({ length: Math.max(1, workers) }, () => fetch(`${base}${pdf.path}`).then((r) => r.arrayBuffer())),
    );
    const quiet = await load(`${base}${other.path}`, other, process.env, { connections: 8, seconds: SECONDS });
    const [busy, storm] = await Promise.all([
      load(`${base}${other.path}`, other, process.env, { connections: 8, seconds: SECONDS }),
      load(`${base}${pdf.path}`, pdf, process.env, { connections: STORM, seconds: SECONDS }),
    ]);
    // Throughput: a burst of downloads at once, timed until the last one is in.
    const started = performance.now();
    await Promise.all(
      Array.from({ length: BURST }, () =>
        fetch(`${base}${pdf.path}`).then((r) => {
          if (!r.ok) throw new Error(`kundali-pdf answered ${r.status}`);
          return r.arrayBuffer();
        }),
      ),
    );
    const perSecond = BURST / ((performance.now() - started) / 1000);
    return { quiet, busy, storm, perSecond };
  } finally {
    await api.close();
  }
}

export async function run(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const pool = defaultPdfWorkers();
  for (const [label, workers] of [
    ['on the event loop (PDF_WORKERS=0)', 0],
    [`in the worker pool (PDF_WORKERS=${pool})`, pool],
  ] as const) {
    const { quiet, busy, storm, perSecond } = await measure(workers);
    rows.push({
      name: `all-today-horoscope p99 during a PDF storm, PDFs ${label}`,
      value: busy.latency.p99,
      unit: 'ms',
      target: 'not above the quiet p99',
      note: `quiet p99 ${quiet.latency.p99} ms; ${Math.round(busy.requests.average)} req/s (quiet ${Math.round(quiet.requests.average)}); ${STORM} PDF downloads at once for ${SECONDS} s`,
    });
    rows.push({
      name: `kundali PDFs rendered, ${label}`,
      value: Math.round(perSecond * 100) / 100,
      unit: 'PDF/s',
      note: `${BURST} downloads at once (Hindi); during the storm ${storm['2xx']} finished in ${SECONDS} s, ${storm.non2xx} non-2xx`,
    });
  }
  return rows;
}
