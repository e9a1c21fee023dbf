import { A4, COLORS } from '../canvas';
import { MARGIN } from '../flow';
import { coordinatesText, dms, UTC_NAME, utcOffsetText, zoneText } from '../formats';
import { AYANAMSA_LABELS, GENDER_LABELS, NODE_LABELS, POSITION_LABELS, STYLE_LABELS } from '../labels';
import { wrapText } from '../layout';
import type { KundaliSheet } from './context';

/** Page 1, the cover: who, when, where, and the calculation settings. */
export function coverPage(sheet: KundaliSheet): void {
  const { canvas, flow, t, L, f, req, input, style, details, dasha, nowMs, birthDateText } = sheet;
  const b = details.birth;
  canvas.addPage();
  const band = 250;
  canvas.rect(0, 0, A4.width, band, { fill: COLORS.indigo });
  // A chakra of our own: rings and twelve spokes, one for each house.
  const ccx = A4.width - 120;
  const ccy = 125;
  for (const r of [88, 70, 40]) canvas.circle(ccx, ccy, r, { stroke: COLORS.marigold, lineWidth: 0.8 });
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI) / 6;
    canvas.line(
      ccx + 40 * Math.cos(a),
      ccy + 40 * Math.sin(a),
      ccx + 88 * Math.cos(a),
      ccy + 88 * Math.sin(a),
      COLORS.marigold,
      0.6,
    );
    canvas.circle(ccx + 79 * Math.cos(a + Math.PI / 12), ccy + 79 * Math.sin(a + Math.PI / 12), 2.2, {
      fill: COLORS.marigold,
    });
  }
  canvas.circle(ccx, ccy, 14, { fill: COLORS.marigold });
  canvas.text(t('siteName'), MARGIN.left, 62, { size: 14, weight: 'bold', color: COLORS.marigold });
  canvas.text(t('title'), MARGIN.left, 130, { size: 34, weight: 'bold', color: COLORS.white });
  canvas.text(t('subtitle'), MARGIN.left, 166, { size: 15, color: COLORS.cream });
  canvas.text(`${t('chartStyle')}: ${STYLE_LABELS[style][L]}`, MARGIN.left, 212, { size: 10, color: COLORS.cream });

  flow.y = band + 44;
  canvas.text(t('preparedFor'), MARGIN.left, flow.y, { size: 10, color: COLORS.muted });
  flow.y += 30;
  // Long names take two lines; anything longer ends with an ellipsis.
  const nameLines = wrapText(input.name, flow.width, flow.measure(24, 'bold'));
  const shown =
    nameLines.length > 2
      ? [nameLines[0]!, flow.fitted(nameLines.slice(1).join(' '), flow.width, 24, 'bold')]
      : nameLines;
  shown.forEach((line, i) => {
    canvas.text(line, MARGIN.left, flow.y + i * 32, { size: 24, weight: 'bold', color: COLORS.maroon });
  });
  flow.y += (shown.length - 1) * 32;
  flow.y += 26;

  const tzText = b.timezone ? zoneText(b.timezone, L, Date.parse(b.utc)) : t('fixedOffset');
  const birthRows: [string, string][] = [
    ...(input.gender ? ([[t('gender'), GENDER_LABELS[input.gender][L]]] as [string, string][]) : []),
    [t('dateOfBirth'), birthDateText],
    [t('timeOfBirth'), f.wallTime(req.hour, req.min, req.sec)],
    ...(input.place ? ([[t('placeOfBirth'), input.place]] as [string, string][]) : []),
    [t('coordinates'), coordinatesText(b.lat, b.lon, L)],
    [t('timeZone'), tzText],
    [t('utcOffset'), utcOffsetText(b.utcOffset, L)],
    [t('birthUtc'), `${b.utc.slice(0, 10)} ${b.utc.slice(11, 19)} ${UTC_NAME[L]}`],
  ];
  flow.heading(t('birthDetails'), 2, 200);
  flow.y += flow.keyValues(birthRows, flow.left, flow.y, flow.width, 0.38) + 16;

  const settingsRows: [string, string][] = [
    [
      t('ayanamsa'),
      `${AYANAMSA_LABELS[b.ayanamsa as keyof typeof AYANAMSA_LABELS]?.[L] ?? b.ayanamsa} · ${dms(details.ayanamsa.degrees)}`,
    ],
    [t('node'), NODE_LABELS[b.node as keyof typeof NODE_LABELS]?.[L] ?? b.node],
    [t('positions'), POSITION_LABELS[b.positions as keyof typeof POSITION_LABELS]?.[L] ?? b.positions],
    [t('sunrise'), t('sunriseConvention')],
    [t('houses'), t('housesConvention')],
    [t('dashaYear'), `${dasha.yearDays} ${t('days')}`],
    [t('generatedOn'), `${f.date(nowMs)}, ${f.time(nowMs)}`],
  ];
  flow.heading(t('settings'), 2, 200);
  flow.y += flow.keyValues(settingsRows, flow.left, flow.y, flow.width, 0.38);
}
