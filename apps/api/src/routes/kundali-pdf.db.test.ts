import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApi } from '../testing';
import { kundaliPdfRoutes } from './kundali-pdf';

type TestApi = Awaited<ReturnType<typeof createTestApi>>;
let api: TestApi;
const path = '/api/users/astrology/kundali-pdf';

beforeAll(async () => {
  api = await createTestApi({}, { now: () => new Date('2026-11-22T06:00:00Z') });
  // Until app.ts registers the route, the test mounts it exactly as app.ts will: under /api.
  if (!api.app.hasRoute({ method: 'GET', url: path })) {
    await api.app.register(kundaliPdfRoutes, { ctx: api.ctx, prefix: '/api' });
  }
}, 120_000);
afterAll(async () => {
  await api.close();
});

// New Delhi, 7 Dec 1996, 10:34 (zone from the place: Asia/Kolkata).
const birth = 'day=7&month=12&year=1996&hour=10&min=34&lat=28.6139&lon=77.209';
const get = (query: string) => api.app.inject({ method: 'GET', url: `${path}?${query}` });

describe('GET /api/users/astrology/kundali-pdf', () => {
  it('answers an English PDF as an attachment named after the person and the date', async () => {
    const res = await get(`${birth}&name=Arjun%20Sharma&gender=male&place=New%20Delhi&lang=en&style=north`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="kundali-arjun-sharma-1996-12-07.pdf"; filename*=UTF-8''kundali-Arjun-Sharma-1996-12-07.pdf`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const doc = await PDFDocument.load(res.rawPayload, { updateMetadata: false });
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(8);
    expect(doc.getPageCount()).toBeLessThanOrEqual(14);
    expect(doc.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 });
    expect(doc.getTitle()).toBe('Janam Kundali · Arjun Sharma');
  }, 90_000);

  it('answers the Hindi PDF, different from the English one, with a UTF-8 file name', async () => {
    const name = encodeURIComponent('अर्जुन शर्मा');
    const [hi, en] = await Promise.all([
      get(`${birth}&name=${name}&gender=male&lang=hi&style=south`),
      get(`${birth}&name=${name}&gender=male&lang=en&style=south`),
    ]);
    expect(hi.statusCode).toBe(200);
    const disposition = String(hi.headers['content-disposition']);
    expect(disposition.startsWith('attachment; filename="kundali-1996-12-07.pdf"; filename*=UTF-8\'\'')).toBe(true);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toBe('kundali-अर्जुन-शर्मा-1996-12-07.pdf');
    const doc = await PDFDocument.load(hi.rawPayload, { updateMetadata: false });
    expect(doc.getTitle()).toBe('जन्म कुंडली · अर्जुन शर्मा');
    expect(hi.rawPayload.equals(en.rawPayload)).toBe(false);
  }, 90_000);

  it('defaults to English and the North Indian style', async () => {
    const res = await get(`${birth}&name=Asha`);
    expect(res.statusCode).toBe(200);
    const doc = await PDFDocument.load(res.rawPayload, { updateMetadata: false });
    expect(doc.getTitle()).toBe('Janam Kundali · Asha');
  });

  it('refuses a date that does not exist, in the caller’s language', async () => {
    const bad = 'day=31&month=2&year=1996&hour=10&min=34&lat=28.6&lon=77.2&name=Asha';
    const en = await get(bad);
    expect(en.statusCode).toBe(400);
    expect(en.headers['content-type']).toMatch(/application\/json/);
    expect(en.json()).toMatchObject({ success: false, message: 'Invalid day: Not a real date' });
    const hi = await get(`${bad}&lang=hi`);
    expect(hi.statusCode).toBe(400);
    expect(hi.json().success).toBe(false);
    expect(hi.json().message).toBe('day: यह तारीख़ सही नहीं है');
  });

  it('validates the other fields: name required, style and language from their lists', async () => {
    const noName = await get(birth);
    expect(noName.statusCode).toBe(400);
    expect(noName.json().errors.map((e: { field: string }) => e.field)).toContain('name');
    const style = await get(`${birth}&name=Asha&style=east`);
    expect(style.statusCode).toBe(400);
    expect(style.json().errors[0].field).toBe('style');
    const lang = await get(`${birth}&name=Asha&lang=fr`);
    expect(lang.statusCode).toBe(400);
  });

  it('answers 503 with a retry-after, in the caller’s language, when the PDF workers are all taken', async () => {
    const busy = await createTestApi({ PDF_WORKERS: '1', PDF_QUEUE: '0' });
    try {
      if (!busy.app.hasRoute({ method: 'GET', url: path })) {
        await busy.app.register(kundaliPdfRoutes, { ctx: busy.ctx, prefix: '/api' });
      }
      const pool = busy.ctx.services.kundaliPdf;
      const first = busy.app.inject({ method: 'GET', url: `${path}?${birth}&name=Asha` });
      await vi.waitFor(() => expect(pool.stats().busy).toBe(1));
      const [en, hi] = await Promise.all([
        busy.app.inject({ method: 'GET', url: `${path}?${birth}&name=Asha` }),
        busy.app.inject({ method: 'GET', url: `${path}?${birth}&name=Asha&lang=hi` }),
      ]);
      expect(en.statusCode).toBe(503);
      expect(en.headers['retry-after']).toBe('5');
      expect(en.json()).toEqual({
        success: false,
        code: 'pdf-busy',
        message: 'Many kundali PDFs are being made right now. Please try again in a few seconds.',
      });
      expect(hi.statusCode).toBe(503);
      expect(hi.json()).toMatchObject({
        code: 'pdf-busy',
        message: 'इस समय बहुत-सी कुंडली PDF बन रही हैं। कृपया कुछ सेकंड बाद फिर कोशिश करें।',
      });
      expect((await first).statusCode).toBe(200);
    } finally {
      await busy.close();
    }
    expect(busy.ctx.services.kundaliPdf.stats().workers).toBe(0);
  }, 120_000);
});
