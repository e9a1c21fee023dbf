import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coordinatesText, dms, kundaliPdf, kundaliPdfFileName, utcOffsetText, zoneText } from './kundali-pdf';

// New Delhi, 7 Dec 1996, 10:34 IST: lagna Capricorn, Moon in Libra (Swati), as the engine's tests.
const birth = { day: 7, month: 12, year: 1996, hour: 10, min: 34, lat: 28.6139, lon: 77.209 };
const now = new Date('2026-11-22T06:00:00Z');

let en: Uint8Array;
let hi: Uint8Array;
let south: Uint8Array;
const dir = mkdtempSync(join(tmpdir(), 'kundali-pdf-'));
/** poppler-utils, when installed, lets the test look at the rendered page and the text layer. */
const poppler = spawnSync('pdftoppm', ['-v']).status === 0;

beforeAll(async () => {
  const base = { birth, gender: 'male' as const };
  en = await kundaliPdf(
    { ...base, name: 'Arjun Sharma', place: 'New Delhi, India', lang: 'en', style: 'north' },
    { now, siteUrl: 'https://drishti.example' },
  );
  hi = await kundaliPdf({ ...base, name: 'अर्जुन शर्मा', place: 'नई दिल्ली, भारत', lang: 'hi', style: 'north' }, { now });
  south = await kundaliPdf({ ...base, name: 'Arjun Sharma', lang: 'en', style: 'south' }, { now });
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the kundali PDF', () => {
  it('parses back as an A4 document of the expected pages, with its metadata', async () => {
    for (const bytes of [en, hi, south]) {
      expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
      const doc = await PDFDocument.load(bytes);
      // Cover, details, charts, dashas, ashtakavarga, and the report over 3–6 pages.
      expect(doc.getPageCount()).toBeGreaterThanOrEqual(8);
      expect(doc.getPageCount()).toBeLessThanOrEqual(14);
      for (const page of doc.getPages()) {
        expect(page.getWidth()).toBeCloseTo(595.28, 1);
        expect(page.getHeight()).toBeCloseTo(841.89, 1);
      }
    }
    const e = await PDFDocument.load(en, { updateMetadata: false });
    expect(e.getTitle()).toBe('Janam Kundali · Arjun Sharma');
    const h = await PDFDocument.load(hi, { updateMetadata: false });
    expect(h.getTitle()).toBe('जन्म कुंडली · अर्जुन शर्मा');
    expect(h.getCreationDate()?.toISOString()).toBe(now.toISOString());
  });

  it('draws every glyph as an outline: no fonts to embed, glyph forms reused across pages', async () => {
    const doc = await PDFDocument.load(hi);
    const page = doc.getPage(0);
    const xobjects = page.node.Resources()?.lookup(PDFName.of('XObject'), PDFDict);
    expect(xobjects?.keys().length ?? 0).toBeGreaterThan(20);
    expect(Buffer.from(hi).includes('FontFile')).toBe(false);
  });

  it('is in the requested language and style', () => {
    expect(Buffer.from(hi).equals(Buffer.from(en))).toBe(false);
    expect(Buffer.from(south).equals(Buffer.from(en))).toBe(false);
    // Hindi needs Devanagari glyphs: its document is larger for the same chart.
    expect(hi.length).toBeGreaterThan(en.length);
  });

  it('renders visibly and carries a searchable text layer (checked when poppler is installed)', () => {
    expect(en.length).toBeGreaterThan(50_000);
    if (!poppler) return;
    const file = join(dir, 'hi.pdf');
    writeFileSync(file, hi);
    for (const pageNo of [1, 3]) {
      const out = join(dir, `p${pageNo}`);
      const r = spawnSync('pdftoppm', [
        '-r',
        '24',
        '-gray',
        '-singlefile',
        '-f',
        String(pageNo),
        '-l',
        String(pageNo),
        file,
        out,
      ]);
      expect(r.status).toBe(0);
      const pgm = readFileSync(`${out}.pgm`);
      // P5 header: magic, width, height, maxval, then one byte per pixel.
      const header = pgm
        .subarray(0, 40)
        .toString('latin1')
        .match(/^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/);
      expect(header).not.toBeNull();
      const [w, h] = [Number(header![1]), Number(header![2])];
      const pixels = pgm.subarray(pgm.length - w * h);
      const inked = pixels.filter((v) => v < 200).length;
      expect(inked / pixels.length, `page ${pageNo} has ink`).toBeGreaterThan(0.02);
    }
    const text = spawnSync('pdftotext', ['-f', '1', '-l', '4', file, '-'], { encoding: 'utf8' }).stdout;
    expect(text).toContain('जन्म कुंडली');
    expect(text).toContain('अर्जुन शर्मा');
    expect(text).toContain('विंशोत्तरी दशा');
    expect(text).toContain('मकर');
  });
});

describe('formatting helpers', () => {
  it('degrees as DD°MM′SS″ and offsets as UTC±hh:mm', () => {
    expect(dms(21.55931)).toBe('21°33′34″');
    expect(dms(0)).toBe('0°00′00″');
    expect(dms(29.99999)).toBe('30°00′00″');
    expect(utcOffsetText(5.5)).toBe('UTC+05:30');
    expect(utcOffsetText(-3.5)).toBe('UTC−03:30');
    expect(utcOffsetText(5.75)).toBe('UTC+05:45');
    expect(utcOffsetText(5.5, 'hi')).toBe('यूटीसी+05:30');
    expect(coordinatesText(28.6139, 77.209)).toBe('28.6139° N, 77.2090° E');
    expect(coordinatesText(28.6139, 77.209, 'hi')).toBe('28.6139° उत्तर, 77.2090° पूर्व');
    expect(zoneText('Asia/Kolkata', 'en', 0)).toBe('Asia/Kolkata');
    expect(zoneText('Asia/Kolkata', 'hi', 0)).toBe('भारतीय समय');
  });

  it('file names: an ASCII slug and the name as typed', () => {
    const en = kundaliPdfFileName('Arjun Sharma', birth);
    expect(en.ascii).toBe('kundali-arjun-sharma-1996-12-07.pdf');
    expect(en.contentDisposition).toBe(
      `attachment; filename="kundali-arjun-sharma-1996-12-07.pdf"; filename*=UTF-8''kundali-Arjun-Sharma-1996-12-07.pdf`,
    );
    const hi = kundaliPdfFileName('अर्जुन शर्मा', birth);
    expect(hi.ascii).toBe('kundali-1996-12-07.pdf');
    expect(hi.utf8).toBe('kundali-अर्जुन-शर्मा-1996-12-07.pdf');
    expect(hi.contentDisposition).toMatch(
      /^attachment; filename="kundali-1996-12-07.pdf"; filename\*=UTF-8''kundali-%E0%A4/,
    );
    expect(decodeURIComponent(hi.contentDisposition.split("UTF-8''")[1]!)).toBe(hi.utf8);
    expect(kundaliPdfFileName('José "Pepe" O\'Neil/x', birth).ascii).toBe('kundali-jose-pepe-o-neil-x-1996-12-07.pdf');
    // Header values must be plain ASCII.
    expect(/^[\x20-\x7e]+$/.test(hi.contentDisposition)).toBe(true);
  });
});
