import { COLORS } from '../canvas';
import { type ChartItem, drawChart } from '../charts';
import type { TableRow } from '../flow';
import { SIGN_ABBREVIATIONS } from '../labels';
import { type KundaliSheet, SEVEN } from './context';

/** Page 5: the bhinna and sarva ashtakavarga, as a table and as a chart. */
export function ashtakavargaPage(sheet: KundaliSheet): void {
  const { canvas, flow, t, L, style, av, details, signNames, planetName } = sheet;
  const asc = details.ascendant;
  flow.newPage();
  flow.heading(t('ashtakavarga'));
  flow.paragraph(t('ashtakavargaNote'), { size: 9.5, color: COLORS.muted, after: 10 });
  flow.heading(t('bhinna'), 3, 200);
  const abbrSign = (s: number) => SIGN_ABBREVIATIONS[s - 1]![L];
  const avRows: TableRow[] = SEVEN.map((k) => ({
    cells: [
      planetName(k),
      ...av.bhinna[k as keyof typeof av.bhinna]!.map(String),
      String(av.bhinna[k as keyof typeof av.bhinna]!.reduce((a, c) => a + c, 0)),
    ],
    cellStyles: [{ weight: 'bold' }],
  }));
  avRows.push({
    cells: [t('sarva'), ...av.sarva.map(String), String(av.sarva.reduce((a, c) => a + c, 0))],
    fill: COLORS.tint,
    style: { weight: 'bold' },
    cellStyles: [
      { color: COLORS.maroon },
      ...av.sarva.map((v) => (v >= 28 ? { color: COLORS.good } : v < 25 ? { color: COLORS.bad } : undefined)),
    ],
  });
  flow.table(
    [
      { title: t('planet'), width: 70 },
      ...Array.from({ length: 12 }, (_, i) => ({ title: abbrSign(i + 1), width: 32, align: 'center' as const })),
      { title: t('total'), width: 36, align: 'center' },
    ],
    avRows,
    { size: 8.5 },
  );
  flow.heading(t('sarvaChart'), 3, 280);
  const sarvaItems: Record<number, ChartItem[]> = {};
  av.sarva.forEach((v, i) => {
    sarvaItems[i + 1] = [
      { text: String(v), bold: true, color: v >= 28 ? COLORS.good : v < 25 ? COLORS.bad : COLORS.ink },
    ];
  });
  const sarvaSize = Math.min(270, flow.bottom - flow.y - 10);
  drawChart(style, canvas, flow.left + (flow.width - sarvaSize) / 2, flow.y, sarvaSize, {
    ascendantSign: asc.sign,
    ascendantLabel: t('ascendantShort'),
    bySign: sarvaItems,
    title: t('sarva'),
    signNames,
    fontSize: 12,
  });
  flow.y += sarvaSize + 10;
}
