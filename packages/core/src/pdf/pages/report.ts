import { A4, COLORS } from '../canvas';
import { MARGIN } from '../flow';
import type { KundaliSheet } from './context';

/** The last pages: the readable report and its disclaimer. */
export function reportPages(sheet: KundaliSheet): void {
  const { flow, report } = sheet;
  flow.newPage();
  flow.heading(report.title);
  for (const section of report.sections) {
    flow.heading(section.heading, 2);
    for (const para of section.paragraphs) flow.paragraph(para);
    for (const item of section.items ?? []) {
      flow.paragraph(item.title, { weight: 'bold', size: 10.5, after: 2, color: COLORS.indigo });
      for (const para of item.text.split(/\n\s*\n/)) flow.paragraph(para, { indent: 10 });
    }
    flow.gap(4);
  }
  flow.gap(6);
  flow.paragraph(report.disclaimer, { size: 8.5, color: COLORS.muted });
}

/** Every page's footer: the site and "page n of total". */
export function footers(sheet: KundaliSheet, siteUrl: string | undefined): void {
  const { canvas, t } = sheet;
  const total = canvas.pages.length;
  const host = siteUrl ? siteUrl.replace(/^https?:\/\//, '').replace(/\/$/, '') : '';
  canvas.pages.forEach((page, i) => {
    const y = A4.height - 30;
    canvas.line(MARGIN.left, y - 12, A4.width - MARGIN.right, y - 12, COLORS.line, 0.5, page);
    canvas.text(
      host ? `${t('siteName')} · ${host}` : t('siteName'),
      MARGIN.left,
      y,
      { size: 8.5, color: COLORS.muted },
      page,
    );
    canvas.text(
      t('page', { n: i + 1, total }),
      A4.width - MARGIN.right,
      y,
      { size: 8.5, color: COLORS.muted, align: 'right' },
      page,
    );
  });
}
