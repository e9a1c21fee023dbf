import type { Locale } from '@drishti/content/types';
import { A4, COLORS, type PdfCanvas, type Rgb } from './canvas';
import type { FontWeight } from './fonts';
import { fitText, wrapRanges, wrapText } from './layout';

/**
 * Flowing layout over a PdfCanvas: a cursor that moves down the page, headings, wrapped
 * paragraphs, key–value lists and tables, with a new page whenever the next piece would
 * cross the bottom margin. Line heights follow docs/CONVENTIONS.md: Hindi needs more room for matras.
 */

export const MARGIN = { left: 48, right: 48, top: 64, bottom: 60 } as const;

export interface Column {
  title: string;
  width: number;
  align?: 'left' | 'right' | 'center';
}

export interface CellStyle {
  weight?: FontWeight;
  color?: Rgb;
}

export interface TableRow {
  cells: string[];
  fill?: Rgb;
  style?: CellStyle;
  /** Per-cell styles, overriding the row's. */
  cellStyles?: (CellStyle | undefined)[];
}

export class Flow {
  y: number = MARGIN.top;
  readonly left = MARGIN.left;
  readonly right = A4.width - MARGIN.right;
  readonly bottom = A4.height - MARGIN.bottom;
  /** Called after each page the flow adds (running headers). */
  onNewPage: (() => void) | undefined;

  constructor(
    readonly canvas: PdfCanvas,
    readonly locale: Locale,
  ) {}

  get width(): number {
    return this.right - this.left;
  }

  /** Line height for a font size in this language. */
  lh(size: number, factor?: number): number {
    return size * (factor ?? (this.locale === 'hi' ? 1.75 : 1.6));
  }

  newPage() {
    this.canvas.addPage();
    this.y = MARGIN.top;
    this.onNewPage?.();
  }

  /** Starts a new page unless `height` more points fit on this one. */
  ensure(height: number) {
    if (this.y + height > this.bottom) this.newPage();
  }

  gap(h: number) {
    this.y += h;
  }

  measure =
    (size: number, weight: FontWeight = 'regular') =>
    (s: string) =>
      this.canvas.width(s, size, weight);

  /** A section heading; kept on the page with at least `keep` points of what follows. */
  heading(text: string, level: 1 | 2 | 3 = 1, keep = 60) {
    const size = level === 1 ? 18 : level === 2 ? 13.5 : 11;
    const lines = wrapText(text, this.width, this.measure(size, 'bold'));
    const lh = this.lh(size, this.locale === 'hi' ? 1.55 : 1.35);
    this.ensure(lines.length * lh + keep);
    if (level === 1 && this.y > MARGIN.top + 1) this.gap(6);
    for (const l of lines) {
      this.y += lh * 0.78;
      this.canvas.text(l, this.left, this.y, {
        size,
        weight: 'bold',
        color: level === 1 ? COLORS.maroon : level === 2 ? COLORS.saffron : COLORS.ink,
      });
      this.y += lh * 0.22;
    }
    if (level === 1) {
      this.canvas.line(this.left, this.y + 3, this.left + 56, this.y + 3, COLORS.marigold, 2);
      this.y += 12;
    } else {
      this.y += 4;
    }
  }

  /**
   * A wrapped paragraph, breaking across pages line by line. Each hard line is shaped once;
   * line breaks are found from its glyph advances and the lines drawn from the same glyphs.
   */
  paragraph(
    text: string,
    opts: { size?: number; weight?: FontWeight; color?: Rgb; indent?: number; after?: number; width?: number } = {},
  ) {
    const { size = 10, weight = 'regular', color = COLORS.ink, indent = 0, after = size * 0.7 } = opts;
    const width = (opts.width ?? this.width) - indent;
    const lh = this.lh(size);
    const style = { size, weight, color };
    for (const hard of text.split('\n')) {
      const glyphs = this.canvas.shaper.shapeText(hard, weight);
      const prefix = new Float64Array(hard.length + 1);
      for (const g of glyphs) prefix[g.at + 1]! += (g.xAdvance / g.upem) * size;
      for (let i = 1; i <= hard.length; i++) prefix[i]! += prefix[i - 1]!;
      const lines = wrapRanges(hard, width, (a, b) => prefix[b]! - prefix[a]!);
      if (lines.length === 0) lines.push({ start: 0, end: 0 });
      for (const line of lines) {
        this.ensure(lh);
        this.y += lh * 0.72;
        if (line.reshape) this.canvas.text(hard.slice(line.start, line.end), this.left + indent, this.y, style);
        else if (line.end > line.start)
          this.canvas.drawGlyphs(
            glyphs.filter((g) => g.at >= line.start && g.at < line.end),
            this.left + indent,
            this.y,
            style,
            this.canvas.page,
            hard.slice(line.start, line.end),
          );
        this.y += lh * 0.28;
      }
    }
    this.y += after;
  }

  /**
   * Label–value rows at (x, y) within `width`; labels in the first `labelShare` of the width.
   * Returns the height used. Does not break pages: callers keep these lists short.
   */
  keyValues(rows: readonly (readonly [string, string])[], x: number, y: number, width: number, labelShare = 0.42) {
    const size = 9.5;
    const lh = this.lh(size, this.locale === 'hi' ? 1.6 : 1.45);
    const labelW = width * labelShare;
    let cy = y;
    rows.forEach(([k, v], i) => {
      const keyLines = wrapText(k, labelW - 6, this.measure(size));
      const valLines = wrapText(v, width - labelW - 4, this.measure(size, 'bold'));
      const n = Math.max(keyLines.length, valLines.length);
      const h = n * lh + 4;
      if (i % 2 === 0) this.canvas.rect(x, cy, width, h, { fill: COLORS.tint });
      keyLines.forEach((l, j) => {
        this.canvas.text(l, x + 5, cy + 2 + lh * (j + 0.72), { size, color: COLORS.muted });
      });
      valLines.forEach((l, j) => {
        this.canvas.text(l, x + labelW, cy + 2 + lh * (j + 0.72), { size, weight: 'bold' });
      });
      cy += h;
    });
    return cy - y;
  }

  /** A table with a header row, wrapped cells and page breaks between rows (the header repeats). */
  table(columns: readonly Column[], rows: readonly TableRow[], opts: { size?: number } = {}) {
    const size = opts.size ?? 9;
    const lh = this.lh(size, this.locale === 'hi' ? 1.6 : 1.4);
    const pad = 4;
    const total = columns.reduce((s, c) => s + c.width, 0);
    const scale = this.width / total;
    const widths = columns.map((c) => c.width * scale);
    const xs = widths.map((_, i) => this.left + widths.slice(0, i).reduce((a, b) => a + b, 0));
    const cellX = (i: number, align: Column['align']) =>
      align === 'right' ? xs[i]! + widths[i]! - pad : align === 'center' ? xs[i]! + widths[i]! / 2 : xs[i]! + pad;

    const header = () => {
      const lines = columns.map((c, i) => wrapText(c.title, widths[i]! - 2 * pad, this.measure(size, 'bold')));
      const h = Math.max(...lines.map((l) => l.length)) * lh + 2 * pad - 2;
      this.canvas.rect(this.left, this.y, this.width, h, { fill: COLORS.indigo });
      lines.forEach((ls, i) => {
        ls.forEach((l, j) => {
          this.canvas.text(l, cellX(i, columns[i]!.align), this.y + pad + lh * (j + 0.7), {
            size,
            weight: 'bold',
            color: COLORS.white,
            align: columns[i]!.align ?? 'left',
          });
        });
      });
      this.y += h;
    };

    this.ensure(lh * 3 + 2 * pad);
    header();
    rows.forEach((row, r) => {
      const styles = columns.map((_, i) => ({ ...row.style, ...row.cellStyles?.[i] }));
      const lines = row.cells.map((c, i) =>
        wrapText(c, widths[i]! - 2 * pad, this.measure(size, styles[i]!.weight ?? 'regular')),
      );
      const h = Math.max(1, ...lines.map((l) => l.length)) * lh + 2 * pad - 2;
      if (this.y + h > this.bottom) {
        this.newPage();
        header();
      }
      const fill = row.fill ?? (r % 2 === 1 ? COLORS.tint : undefined);
      if (fill) this.canvas.rect(this.left, this.y, this.width, h, { fill });
      lines.forEach((ls, i) => {
        ls.forEach((l, j) => {
          this.canvas.text(l, cellX(i, columns[i]!.align), this.y + pad + lh * (j + 0.7), {
            size,
            weight: styles[i]!.weight ?? 'regular',
            color: styles[i]!.color ?? COLORS.ink,
            align: columns[i]!.align ?? 'left',
          });
        });
      });
      this.y += h;
      this.canvas.line(this.left, this.y, this.right, this.y, COLORS.line, 0.5);
    });
    this.y += 10;
  }

  /** One line of text cut to `width` with an ellipsis when too long. */
  fitted(text: string, width: number, size: number, weight: FontWeight = 'regular') {
    return fitText(text, width, this.measure(size, weight));
  }
}
