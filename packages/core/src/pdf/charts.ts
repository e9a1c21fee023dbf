import { COLORS, type PdfCanvas, type Rgb } from './canvas';
import { wrapText } from './layout';

/**
 * The kundali charts as vector drawings, in the two styles of docs/CONVENTIONS.md:
 * North Indian (fixed houses in a diamond, house 1 at the top centre, counter-clockwise, each
 * house showing its sign number) and South Indian (fixed signs in a 4×4 grid, Pisces at the top
 * left, the lagna's sign marked with a diagonal stroke, the chart's name in the centre).
 */

export type ChartStyle = 'north' | 'south';

export interface ChartItem {
  text: string;
  color?: Rgb;
  bold?: boolean;
}

export interface ChartSpec {
  /** The sign (1 = Aries) of house 1. */
  ascendantSign: number;
  /** What to write in each sign (1–12): planets, or ashtakavarga points. */
  bySign: Readonly<Record<number, readonly ChartItem[]>>;
  /** Written in the lagna's sign before the planets ("Asc" / "लग्न"); omitted when empty. */
  ascendantLabel: string;
  /** The sign of the natal lagna when it is not house 1 (the Chandra chart); default `ascendantSign`. */
  lagnaSign?: number;
  /** The chart's name, in the centre of a South Indian chart. */
  title: string;
  /** Sign names 1–12, for the South Indian cells. */
  signNames: readonly string[];
  /** Base font size of the items; shrinks when a house is crowded. */
  fontSize?: number;
}

/** The sign in house `house` when house 1 holds `ascendantSign`. */
export const signOfHouse = (ascendantSign: number, house: number) => ((ascendantSign - 1 + house - 1) % 12) + 1;

interface Region {
  /** Centre of the planets block and its width, as fractions of the chart's side. */
  cx: number;
  cy: number;
  w: number;
  maxLines: number;
  /** Where the sign number goes. */
  nx: number;
  ny: number;
}

// biome-ignore format: one row per house, 1 to 12
const NORTH: readonly Region[] = [
  { cx: 0.5, cy: 0.21, w: 0.3, maxLines: 5, nx: 0.5, ny: 0.445 },
  { cx: 0.25, cy: 0.085, w: 0.28, maxLines: 3, nx: 0.25, ny: 0.21 },
  { cx: 0.085, cy: 0.25, w: 0.15, maxLines: 4, nx: 0.205, ny: 0.25 },
  { cx: 0.21, cy: 0.5, w: 0.3, maxLines: 5, nx: 0.445, ny: 0.5 },
  { cx: 0.085, cy: 0.75, w: 0.15, maxLines: 4, nx: 0.205, ny: 0.75 },
  { cx: 0.25, cy: 0.915, w: 0.28, maxLines: 3, nx: 0.25, ny: 0.79 },
  { cx: 0.5, cy: 0.79, w: 0.3, maxLines: 5, nx: 0.5, ny: 0.555 },
  { cx: 0.75, cy: 0.915, w: 0.28, maxLines: 3, nx: 0.75, ny: 0.79 },
  { cx: 0.915, cy: 0.75, w: 0.15, maxLines: 4, nx: 0.795, ny: 0.75 },
  { cx: 0.79, cy: 0.5, w: 0.3, maxLines: 5, nx: 0.555, ny: 0.5 },
  { cx: 0.915, cy: 0.25, w: 0.15, maxLines: 4, nx: 0.795, ny: 0.25 },
  { cx: 0.75, cy: 0.085, w: 0.28, maxLines: 3, nx: 0.75, ny: 0.21 },
];

/** South Indian cells (column, row) of the signs 1–12. */
// biome-ignore format: sign 1 (Aries) to 12 (Pisces)
export const SOUTH_CELLS: readonly (readonly [number, number])[] = [
  [1, 0], [2, 0], [3, 0], [3, 1], [3, 2], [3, 3], [2, 3], [1, 3], [0, 3], [0, 2], [0, 1], [0, 0],
];

/**
 * Lays items into lines no wider than `width`, at the largest size from `size` down to 60% of it
 * that fits in `maxLines`. Returns the lines (each a list of items) and the size used.
 */
function pack(canvas: PdfCanvas, items: readonly ChartItem[], width: number, maxLines: number, size: number) {
  const gap = 0.45;
  let s = size;
  for (;;) {
    const lines: ChartItem[][] = [];
    let current: ChartItem[] = [];
    let used = 0;
    for (const it of items) {
      const w = canvas.width(it.text, s, it.bold ? 'bold' : 'regular');
      if (current.length > 0 && used + gap * s + w > width) {
        lines.push(current);
        current = [];
        used = 0;
      }
      used += (current.length ? gap * s : 0) + w;
      current.push(it);
    }
    if (current.length) lines.push(current);
    if (lines.length <= maxLines || s <= size * 0.6) return { lines, size: s };
    s *= 0.9;
  }
}

function drawBlock(
  canvas: PdfCanvas,
  items: readonly ChartItem[],
  cx: number,
  cy: number,
  width: number,
  maxLines: number,
  size: number,
) {
  if (items.length === 0) return;
  const { lines, size: s } = pack(canvas, items, width, maxLines, size);
  const lh = s * 1.3;
  let y = cy - (lines.length * lh) / 2 + lh * 0.75;
  for (const line of lines) {
    const gap = 0.45 * s;
    const widths = line.map((it) => canvas.width(it.text, s, it.bold ? 'bold' : 'regular'));
    let x = cx - (widths.reduce((a, b) => a + b, 0) + gap * (line.length - 1)) / 2;
    line.forEach((it, i) => {
      canvas.text(it.text, x, y, { size: s, weight: it.bold ? 'bold' : 'regular', color: it.color ?? COLORS.ink });
      x += widths[i]! + gap;
    });
    y += lh;
  }
}

function itemsWithAscendant(spec: ChartSpec, sign: number): ChartItem[] {
  const items = [...(spec.bySign[sign] ?? [])];
  if (sign === (spec.lagnaSign ?? spec.ascendantSign) && spec.ascendantLabel)
    items.unshift({ text: spec.ascendantLabel, color: COLORS.saffron, bold: true });
  return items;
}

/** North Indian chart with its top left corner at (x, y) and side `size` (points). */
export function drawNorthChart(canvas: PdfCanvas, x: number, y: number, size: number, spec: ChartSpec) {
  const S = size;
  const P = (fx: number, fy: number) => [x + fx * S, y + fy * S] as const;
  canvas.rect(x, y, S, S, { fill: COLORS.cream, stroke: COLORS.saffron, lineWidth: 1.2 });
  const line = (a: readonly [number, number], b: readonly [number, number]) =>
    canvas.line(a[0], a[1], b[0], b[1], COLORS.saffron, 0.9);
  line(P(0, 0), P(1, 1));
  line(P(1, 0), P(0, 1));
  canvas.polygon([P(0.5, 0), P(1, 0.5), P(0.5, 1), P(0, 0.5)], { stroke: COLORS.saffron, lineWidth: 0.9 });
  const base = spec.fontSize ?? Math.max(6.5, S / 26);
  NORTH.forEach((r, i) => {
    const house = i + 1;
    const sign = signOfHouse(spec.ascendantSign, house);
    const [nx, ny] = P(r.nx, r.ny);
    canvas.text(String(sign), nx, ny + base * 0.35, { size: base * 0.85, color: COLORS.muted, align: 'center' });
    const [cx, cy] = P(r.cx, r.cy);
    drawBlock(canvas, itemsWithAscendant(spec, sign), cx, cy, r.w * S, r.maxLines, base);
  });
}

/** South Indian chart with its top left corner at (x, y) and side `size` (points). */
export function drawSouthChart(canvas: PdfCanvas, x: number, y: number, size: number, spec: ChartSpec) {
  const c = size / 4;
  canvas.rect(x, y, size, size, { fill: COLORS.cream, stroke: COLORS.saffron, lineWidth: 1.2 });
  const base = spec.fontSize ?? Math.max(6.5, size / 26);
  SOUTH_CELLS.forEach(([col, row], i) => {
    const sign = i + 1;
    const cx = x + col * c;
    const cy = y + row * c;
    canvas.rect(cx, cy, c, c, { stroke: COLORS.saffron, lineWidth: 0.9 });
    if (sign === spec.ascendantSign) canvas.line(cx, cy + c * 0.28, cx + c * 0.28, cy, COLORS.saffron, 1.4);
    canvas.text(spec.signNames[i] ?? String(sign), cx + c - 3, cy + c - 4, {
      size: base * 0.72,
      color: COLORS.muted,
      align: 'right',
    });
    drawBlock(canvas, itemsWithAscendant(spec, sign), cx + c / 2, cy + c * 0.45, c * 0.88, 4, base);
  });
  // The chart's name in the middle 2×2 block.
  const titleSize = base * 1.15;
  const lines = wrapText(spec.title, c * 1.7, (s) => canvas.width(s, titleSize, 'bold'));
  const lh = titleSize * 1.4;
  let ty = y + size / 2 - (lines.length * lh) / 2 + lh * 0.72;
  for (const l of lines) {
    canvas.text(l, x + size / 2, ty, { size: titleSize, weight: 'bold', color: COLORS.maroon, align: 'center' });
    ty += lh;
  }
}

export function drawChart(style: ChartStyle, canvas: PdfCanvas, x: number, y: number, size: number, spec: ChartSpec) {
  if (style === 'north') drawNorthChart(canvas, x, y, size, spec);
  else drawSouthChart(canvas, x, y, size, spec);
}
