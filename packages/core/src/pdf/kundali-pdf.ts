import { nakshatraByIndex } from '@drishti/content/nakshatras';
import { planet } from '@drishti/content/planets';
import { zodiacByIndex } from '@drishti/content/zodiac';
import {
  ashtakavargaOf,
  basicDetails,
  chartById,
  kundaliDetails,
  kundaliReport,
  vimshottariDetails,
} from '../astrology/kundali';
import { A4, COLORS, PdfCanvas } from './canvas';
import { Flow, MARGIN } from './flow';
import { formatters } from './formats';
import { label } from './labels';
import { ashtakavargaPage } from './pages/ashtakavarga';
import { chartsPage } from './pages/charts';
import type { KundaliPdfInput, KundaliPdfOptions, KundaliSheet } from './pages/context';
import { coverPage } from './pages/cover';
import { dashaPage } from './pages/dasha';
import { detailsPage } from './pages/details';
import { footers, reportPages } from './pages/report';

/**
 * The downloadable kundali: A4 pages with the cover (who, when, where, the calculation
 * settings), basic and avakhada details with the panchang at birth and the planets, the lagna,
 * navamsa and Chandra charts in the chosen style, the Vimshottari maha and antar dashas with the
 * running ones marked, the sarvashtakavarga, and the readable report. Every number comes from
 * the same core services as the kundali API; every word is in the requested language. Each page
 * is drawn by its own module in `pages/`; the API renders it in a worker pool (`pool.ts`).
 */

export { kundaliPdfFileName } from './file-name';
export { coordinatesText, dms, utcOffsetText, zoneText } from './formats';
export type { KundaliPdfInput, KundaliPdfOptions } from './pages/context';

/** Builds the kundali PDF. Synchronous work apart from pdf-lib's final save. */
export async function kundaliPdf(input: KundaliPdfInput, options: KundaliPdfOptions): Promise<Uint8Array> {
  const { birth: req, lang: L } = input;
  const nowMs = options.now.getTime();
  const details = kundaliDetails(req);
  const b = details.birth;
  const f = formatters(L, b.timezone, b.utcOffset);
  const canvas = await PdfCanvas.create(options.shaper);
  const sheet: KundaliSheet = {
    input,
    req,
    L,
    style: input.style,
    nowMs,
    t: (key, values) => label(key, L, values),
    canvas,
    flow: new Flow(canvas, L),
    f,
    signName: (s) => zodiacByIndex(s).name[L],
    planetName: (p) => planet(p).name[L],
    nakName: (n) => nakshatraByIndex(n).name[L],
    signNames: Array.from({ length: 12 }, (_, i) => zodiacByIndex(i + 1).name[L]),
    birthDateText: f.wallDate(req.year, req.month, req.day),
    // The same services as the kundali API routes.
    details,
    basic: basicDetails(req),
    navamsa: chartById(req, 'D9'),
    chandra: chartById(req, 'MOON'),
    av: ashtakavargaOf(req),
    dasha: vimshottariDetails(req, nowMs),
    report: kundaliReport(req, L, nowMs),
  };
  const { t, flow } = sheet;

  const doc = canvas.doc;
  const title = `${t('title')} · ${input.name}`;
  doc.setTitle(title, { showInWindowTitleBar: true });
  doc.setAuthor(t('siteName'));
  doc.setSubject(t('subtitle'));
  doc.setCreator(t('siteName'));
  doc.setProducer('Drishti (HarfBuzz + pdf-lib)');
  doc.setLanguage(L === 'hi' ? 'hi-IN' : 'en-IN');
  doc.setCreationDate(options.now);
  doc.setModificationDate(options.now);

  coverPage(sheet);
  // Every page after the cover carries the running header: the title and the date of birth.
  flow.onNewPage = () => {
    const y = 34;
    canvas.text(canvas.width(title, 8.5) > 330 ? flow.fitted(title, 330, 8.5) : title, MARGIN.left, y, {
      size: 8.5,
      color: COLORS.muted,
    });
    canvas.text(sheet.birthDateText, A4.width - MARGIN.right, y, { size: 8.5, color: COLORS.muted, align: 'right' });
    canvas.line(MARGIN.left, y + 7, A4.width - MARGIN.right, y + 7, COLORS.line, 0.5);
  };
  detailsPage(sheet);
  chartsPage(sheet);
  dashaPage(sheet);
  ashtakavargaPage(sheet);
  reportPages(sheet);
  footers(sheet, options.siteUrl);
  return canvas.save();
}
