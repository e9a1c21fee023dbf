import { planetAbbr } from '@drishti/content/planets';
import { COLORS } from '../canvas';
import { type ChartItem, type ChartSpec, drawChart } from '../charts';
import { wrapText } from '../layout';
import { type KundaliSheet, PLANETS } from './context';

/** Page 3: the lagna, navamsa and Chandra charts in the chosen style, and how to read them. */
export function chartsPage(sheet: KundaliSheet): void {
  const { canvas, flow, t, L, style, details, navamsa, chandra, signNames, planetName } = sheet;
  const asc = details.ascendant;
  flow.newPage();
  flow.heading(t('charts'));
  const d1Items: Record<number, ChartItem[]> = {};
  for (const key of PLANETS) {
    const pl = details.planets[key]!;
    const retro = pl.retrograde && key !== 'RA' && key !== 'KE';
    d1Items[pl.sign] = [
      ...(d1Items[pl.sign] ?? []),
      { text: `${planetAbbr(key, L, retro)} ${Math.floor(pl.degree)}°` },
    ];
  }
  const itemsFrom = (signs: Record<string, { sign: number }>) => {
    const out: Record<number, ChartItem[]> = {};
    for (const key of PLANETS) {
      const s = signs[key]?.sign;
      if (s) out[s] = [...(out[s] ?? []), { text: planetAbbr(key, L) }];
    }
    return out;
  };
  const gapX = 18;
  const size = (flow.width - gapX) / 2;
  const chartAt = (x: number, y: number, heading: string, spec: ChartSpec) => {
    canvas.text(heading, x + size / 2, y + 12, { size: 11.5, weight: 'bold', color: COLORS.saffron, align: 'center' });
    drawChart(style, canvas, x, y + 22, size, spec);
  };
  const base = { ascendantLabel: t('ascendantShort'), signNames };
  const c1y = flow.y;
  chartAt(flow.left, c1y, t('lagnaChart'), {
    ...base,
    ascendantSign: asc.sign,
    bySign: d1Items,
    title: t('lagnaChart'),
  });
  chartAt(flow.left + size + gapX, c1y, t('navamsaChart'), {
    ...base,
    ascendantSign: navamsa.ascendantSign,
    bySign: itemsFrom(navamsa.planets),
    title: t('navamsaChart'),
  });
  const c2y = c1y + size + 40;
  chartAt(flow.left, c2y, t('chandraChart'), {
    ...base,
    ascendantSign: chandra.ascendantSign,
    lagnaSign: asc.sign,
    bySign: itemsFrom(chandra.planets),
    title: t('chandraChart'),
  });
  // Beside the Chandra chart: how to read the charts and the abbreviations.
  const noteX = flow.left + size + gapX;
  flow.y = c2y + 4;
  canvas.text(t('abbreviations'), noteX, flow.y + 8, { size: 11, weight: 'bold', color: COLORS.saffron });
  flow.y += 20;
  const abbrRows: [string, string][] = [
    [t('ascendantShort'), t('ascendant')],
    ...PLANETS.map((k): [string, string] => [planetAbbr(k, L), planetName(k)]),
    [L === 'hi' ? '(व)' : '(R)', t('retrograde')],
  ];
  flow.y += flow.keyValues(abbrRows, noteX, flow.y, size, 0.3) + 10;
  const noteLines = flow.measure(8.5);
  let ny = flow.y;
  for (const line of wrapText(t(style === 'north' ? 'chartNoteNorth' : 'chartNoteSouth'), size, noteLines)) {
    ny += flow.lh(8.5);
    canvas.text(line, noteX, ny, { size: 8.5, color: COLORS.muted });
  }
}
