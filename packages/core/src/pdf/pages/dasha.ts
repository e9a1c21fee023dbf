import type { PlanetKey } from '@drishti/content/planets';
import { COLORS } from '../canvas';
import type { KundaliSheet } from './context';

/** Page 4: the Vimshottari maha and antar dashas, the running ones marked. */
export function dashaPage(sheet: KundaliSheet): void {
  const { canvas, flow, t, L, f, details, dasha, nowMs, planetName } = sheet;
  const b = details.birth;
  flow.newPage();
  flow.heading(t('vimshottari'));
  const birthMs = Date.parse(b.utc);
  const mahas = dasha.vimshottari;
  const first = mahas[0]!;
  const yearMs = dasha.yearDays * 86_400_000;
  const left = Math.max(0, Date.parse(first.end) - birthMs);
  const years = Math.floor(left / yearMs);
  const months = Math.floor((left - years * yearMs) / (yearMs / 12));
  const days = Math.floor((left - years * yearMs - months * (yearMs / 12)) / 86_400_000);
  flow.paragraph(
    `${t('balanceAtBirth')}: ${planetName(first.lord)} ${t('mahadasha')} · ${years} ${t('years')} ${months} ${t('months')} ${days} ${t('days')}`,
    { weight: 'bold', size: 10.5, after: 2 },
  );
  flow.paragraph(t('dashaNote', { date: `${f.date(nowMs)}, ${f.time(nowMs)}` }), {
    size: 9,
    color: COLORS.muted,
    after: 8,
  });

  const running = dasha.current;
  const cols = 3;
  const gutter = 10;
  const blockW = (flow.width - gutter * (cols - 1)) / cols;
  const rowH = L === 'hi' ? 14 : 12.5;
  const headH = L === 'hi' ? 34 : 30;
  const blockH = headH + 9 * rowH + 8;
  mahas.slice(0, 9).forEach((m, i) => {
    const col = i % cols;
    const row = Math.floor(i / cols);
    if (col === 0 && row > 0) flow.y += blockH + gutter;
    if (col === 0) flow.ensure(blockH);
    const x = flow.left + col * (blockW + gutter);
    const y = flow.y;
    const isRunning = running[0]?.lord === m.lord && running[0]?.start === m.start;
    canvas.rect(x, y, blockW, blockH, {
      fill: COLORS.white,
      stroke: isRunning ? COLORS.saffron : COLORS.line,
      lineWidth: isRunning ? 1.6 : 0.7,
      radius: 6,
    });
    canvas.rect(x, y, blockW, headH - 4, { fill: isRunning ? COLORS.saffron : COLORS.indigo, radius: 6 });
    canvas.rect(x, y + headH - 12, blockW, 8, { fill: isRunning ? COLORS.saffron : COLORS.indigo });
    canvas.text(`${planetName(m.lord)} ${t('mahadasha')}`, x + 7, y + 13, {
      size: 9.5,
      weight: 'bold',
      color: COLORS.white,
    });
    canvas.text(`${f.short(Date.parse(m.start))} – ${f.short(Date.parse(m.end))}`, x + 7, y + headH - 9, {
      size: 7.5,
      color: COLORS.cream,
    });
    if (isRunning)
      canvas.text(t('runningNow'), x + blockW - 7, y + 13, {
        size: 7.5,
        weight: 'bold',
        color: COLORS.white,
        align: 'right',
      });
    (m.sub ?? []).forEach((a, j) => {
      const ry = y + headH + j * rowH;
      const runningAntar = isRunning && running[1]?.lord === a.lord && running[1]?.start === a.start;
      const past = Date.parse(a.end) <= birthMs;
      if (runningAntar)
        canvas.rect(x + 3, ry, blockW - 6, rowH, { fill: COLORS.tint, stroke: COLORS.marigold, lineWidth: 0.6 });
      const color = past ? COLORS.muted : runningAntar ? COLORS.maroon : COLORS.ink;
      const weight = runningAntar ? 'bold' : 'regular';
      canvas.text(planetName(a.lord), x + 7, ry + rowH * 0.72, { size: 8, color, weight });
      canvas.text(`${f.short(Date.parse(a.start))} – ${f.short(Date.parse(a.end))}`, x + blockW - 7, ry + rowH * 0.72, {
        size: 7.5,
        color,
        weight,
        align: 'right',
      });
    });
  });
  flow.y += blockH + 14;
  if (running[0] && running[1]) {
    flow.paragraph(
      `${t('runningNow')}: ${planetName(running[0].lord as PlanetKey)} ${t('mahadasha')} · ${planetName(running[1].lord as PlanetKey)} ${t('antardasha')} (${f.date(Date.parse(running[1].start))} – ${f.date(Date.parse(running[1].end))})`,
      { size: 10, weight: 'bold', color: COLORS.maroon },
    );
  }
}
