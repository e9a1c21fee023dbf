import { deflateSync } from 'node:zlib';
import { PDFDocument, PDFName, type PDFPage, type PDFRef } from 'pdf-lib';
import type { FaceKey, FontWeight } from './fonts';
import { type PlacedGlyph, type Shaper, sharedShaper } from './shaping';

/**
 * A drawing surface over pdf-lib in top-down page coordinates (points, origin at the top left,
 * y growing downwards, as a layout thinks). Text is shaped with HarfBuzz and drawn as glyph
 * outlines: each glyph used becomes one form XObject, drawn wherever it occurs with a
 * transformation matrix. The PDF therefore needs no font at all and looks the same everywhere.
 */

export type Rgb = readonly [number, number, number];

export const hex = (h: string): Rgb => {
  const n = Number.parseInt(h.replace('#', ''), 16);
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
};

/** docs/CONVENTIONS.md colours. */
export const COLORS = {
  ink: hex('#1F1A2E'),
  muted: hex('#5B5470'),
  cream: hex('#FFFBF5'),
  indigo: hex('#1E1B4B'),
  saffron: hex('#B45309'),
  marigold: hex('#F59E0B'),
  maroon: hex('#7F1D1D'),
  good: hex('#15803D'),
  bad: hex('#B91C1C'),
  line: hex('#D6CFC2'),
  tint: hex('#FDF1DF'),
  white: [1, 1, 1] as Rgb,
} as const;

/** A4 in points. */
export const A4 = { width: 595.28, height: 841.89 } as const;

export interface TextStyle {
  size: number;
  weight?: FontWeight;
  color?: Rgb;
  align?: 'left' | 'center' | 'right';
}

export interface ShapeStyle {
  fill?: Rgb;
  stroke?: Rgb;
  lineWidth?: number;
}

/** Numbers in content streams: two decimals (1/7200 inch) are plenty for positions. */
const n = (x: number) => {
  const v = Math.round(x * 100) / 100;
  return Object.is(v, -0) ? '0' : String(v);
};
/** Scale factors need more digits (a 10 pt glyph of a 1000-unit font is 0.01). */
const n5 = (x: number) => String(Math.round(x * 100_000) / 100_000);
const rgbOp = (c: Rgb, op: 'rg' | 'RG') => `${n5(c[0])} ${n5(c[1])} ${n5(c[2])} ${op}`;

/**
 * The invisible text layer (render mode 3) that makes the PDF searchable and copyable: the text
 * in logical Unicode order over the drawn outlines, in a one-byte font whose ToUnicode map covers
 * ASCII, the whole Devanagari block (0x80–0xFF) and the symbols the kundali uses (0x01–0x1F).
 * Nothing is painted with it, so no font program is embedded.
 */
const LAYER_SYMBOLS = [...'°′″–—·…“”‘’₹\u200c\u200d\u00a0×•−→←'];
const LAYER_CODE = new Map<number, number>([
  ...Array.from({ length: 0x5f }, (_, i) => [0x20 + i, 0x20 + i] as [number, number]),
  ...Array.from({ length: 0x80 }, (_, i) => [0x900 + i, 0x80 + i] as [number, number]),
  ...LAYER_SYMBOLS.map((ch, i) => [ch.codePointAt(0)!, i + 1] as [number, number]),
]);
const hex2 = (b: number) => b.toString(16).padStart(2, '0').toUpperCase();
const LAYER_TO_UNICODE = [
  '/CIDInit /ProcSet findresource begin',
  '12 dict begin',
  'begincmap',
  '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
  '/CMapName /Drishti-TextLayer-UCS def',
  '/CMapType 2 def',
  '1 begincodespacerange',
  '<00> <FF>',
  'endcodespacerange',
  '2 beginbfrange',
  '<20> <7E> <0020>',
  '<80> <FF> <0900>',
  'endbfrange',
  `${LAYER_SYMBOLS.length} beginbfchar`,
  ...LAYER_SYMBOLS.map(
    (ch, i) => `<${hex2(i + 1)}> <${ch.codePointAt(0)!.toString(16).padStart(4, '0').toUpperCase()}>`,
  ),
  'endbfchar',
  'endcmap',
  'CMapName currentdict /CMap defineresource pop',
  'end',
  'end',
].join('\n');
const LAYER_FONT = PDFName.of('Ftext');
/** Every code of the layer font is half an em wide; Tz stretches a line to the drawn width. */
const LAYER_WIDTH = 0.5;

function layerBytes(text: string): string {
  let out = '';
  for (const ch of text) out += hex2(LAYER_CODE.get(ch.codePointAt(0)!) ?? 0x3f);
  return out;
}

/** Compressed glyph programs and their bounding boxes, shared by every PDF the process makes. */
const glyphPrograms = new Map<string, { bytes: Uint8Array; bbox: [number, number, number, number] } | null>();

export class PdfCanvas {
  readonly pages: PDFPage[] = [];
  /** Each page's content stream, written as text and compressed once at the end. */
  private readonly content = new Map<PDFPage, string[]>();
  /** Glyph XObjects by face and glyph id; null for glyphs without ink (spaces). */
  private readonly glyphs = new Map<string, { ref: PDFRef; name: PDFName } | null>();
  /** XObject names already put into each page's resources. */
  private readonly pageGlyphs = new Map<PDFPage, Set<PDFName>>();
  private layerFont: PDFRef | undefined;

  private constructor(
    readonly doc: PDFDocument,
    readonly shaper: Shaper,
  ) {}

  static async create(shaper: Shaper = sharedShaper()): Promise<PdfCanvas> {
    const doc = await PDFDocument.create();
    return new PdfCanvas(doc, shaper);
  }

  get page(): PDFPage {
    const p = this.pages[this.pages.length - 1];
    if (!p) throw new Error('No page yet: call addPage() first');
    return p;
  }

  addPage(): PDFPage {
    const page = this.doc.addPage([A4.width, A4.height]);
    this.pages.push(page);
    this.content.set(page, []);
    this.pageGlyphs.set(page, new Set());
    if (!this.layerFont) {
      const toUnicode = this.doc.context.register(
        this.doc.context.stream(deflateSync(LAYER_TO_UNICODE), { Filter: 'FlateDecode' }),
      );
      this.layerFont = this.doc.context.register(
        this.doc.context.obj({
          Type: 'Font',
          Subtype: 'Type1',
          BaseFont: 'Helvetica',
          FirstChar: 0,
          LastChar: 255,
          Widths: new Array<number>(256).fill(LAYER_WIDTH * 1000),
          ToUnicode: toUnicode,
        }),
      );
    }
    page.node.setFontDictionary(LAYER_FONT, this.layerFont);
    return page;
  }

  private emit(page: PDFPage, ops: string) {
    const c = this.content.get(page);
    if (!c) throw new Error('Not a page of this canvas');
    c.push(ops);
  }

  /** Width of the text in points. */
  width(text: string, size: number, weight: FontWeight = 'regular'): number {
    return this.shaper.width(text, size, weight);
  }

  /** The glyph's outline as a PDF path program in font units, compressed; null for empty glyphs. */
  private program(face: FaceKey, id: number) {
    const key = `${face}:${id}`;
    const known = glyphPrograms.get(key);
    if (known !== undefined) return known;
    const commands = this.shaper.outline(face, id);
    if (commands.length === 0) {
      glyphPrograms.set(key, null);
      return null;
    }
    const ops: string[] = [];
    let cx = 0;
    let cy = 0;
    let minX = Number.POSITIVE_INFINITY;
    let minY = Number.POSITIVE_INFINITY;
    let maxX = Number.NEGATIVE_INFINITY;
    let maxY = Number.NEGATIVE_INFINITY;
    for (const c of commands) {
      const v = c.values;
      for (let i = 0; i + 1 < v.length; i += 2) {
        minX = Math.min(minX, v[i]!);
        maxX = Math.max(maxX, v[i]!);
        minY = Math.min(minY, v[i + 1]!);
        maxY = Math.max(maxY, v[i + 1]!);
      }
      if (c.type === 'M') ops.push(`${n(v[0]!)} ${n(v[1]!)} m`);
      else if (c.type === 'L') ops.push(`${n(v[0]!)} ${n(v[1]!)} l`);
      else if (c.type === 'C') ops.push(`${v.map(n).join(' ')} c`);
      else if (c.type === 'Q') {
        // PDF has only cubic curves: raise the quadratic's degree (control points at 2/3).
        const [qx, qy, x, y] = [v[0]!, v[1]!, v[2]!, v[3]!];
        ops.push(
          `${n(cx + (2 / 3) * (qx - cx))} ${n(cy + (2 / 3) * (qy - cy))} ${n(x + (2 / 3) * (qx - x))} ${n(y + (2 / 3) * (qy - y))} ${n(x)} ${n(y)} c`,
        );
      } else if (c.type === 'Z') ops.push('h');
      if (v.length >= 2) {
        cx = v[v.length - 2]!;
        cy = v[v.length - 1]!;
      }
    }
    // TrueType outlines use the non-zero winding rule, PDF's `f`.
    ops.push('f');
    const program = {
      bytes: deflateSync(ops.join('\n')),
      bbox: [minX, minY, maxX, maxY] as [number, number, number, number],
    };
    glyphPrograms.set(key, program);
    return program;
  }

  private glyph(face: FaceKey, id: number): { ref: PDFRef; name: PDFName } | null {
    const key = `${face}:${id}`;
    const known = this.glyphs.get(key);
    if (known !== undefined) return known;
    const program = this.program(face, id);
    if (!program) {
      this.glyphs.set(key, null);
      return null;
    }
    const stream = this.doc.context.stream(program.bytes, {
      Type: 'XObject',
      Subtype: 'Form',
      BBox: program.bbox,
      Filter: 'FlateDecode',
    });
    const entry = { ref: this.doc.context.register(stream), name: PDFName.of(`G${this.glyphs.size}`) };
    this.glyphs.set(key, entry);
    return entry;
  }

  /**
   * Draws one line of text with its baseline at `y` (from the top); returns its width.
   * Mixed Latin and Devanagari are shaped run by run in their own faces.
   */
  text(text: string, x: number, y: number, style: TextStyle, page: PDFPage = this.page): number {
    return this.drawGlyphs(this.shaper.shapeText(text, style.weight ?? 'regular'), x, y, style, page, text);
  }

  /** Width in points of shaped glyphs at `size`. */
  static glyphsWidth(glyphs: readonly PlacedGlyph[], size: number): number {
    let w = 0;
    for (const g of glyphs) w += (g.xAdvance / g.upem) * size;
    return w;
  }

  /**
   * Draws glyphs shaped earlier (a line cut from a shaped paragraph); returns their width.
   * `text`, the characters they show, goes into the invisible text layer.
   */
  drawGlyphs(
    glyphs: readonly PlacedGlyph[],
    x: number,
    y: number,
    style: TextStyle,
    page: PDFPage = this.page,
    text?: string,
  ): number {
    const { size, color = COLORS.ink, align = 'left' } = style;
    const width = PdfCanvas.glyphsWidth(glyphs, size);
    let pen = align === 'center' ? x - width / 2 : align === 'right' ? x - width : x;
    const baseline = A4.height - y;
    const names = this.pageGlyphs.get(page)!;
    const ops: string[] = ['q', rgbOp(color, 'rg')];
    for (const g of glyphs) {
      const s = size / g.upem;
      const glyph = this.glyph(g.face, g.id);
      if (glyph) {
        if (!names.has(glyph.name)) {
          page.node.setXObject(glyph.name, glyph.ref);
          names.add(glyph.name);
        }
        const scale = n5(s);
        ops.push(
          `q ${scale} 0 0 ${scale} ${n(pen + g.xOffset * s)} ${n(baseline + g.yOffset * s)} cm ${glyph.name.asString()} Do Q`,
        );
      }
      pen += g.xAdvance * s;
    }
    const codes = text ? layerBytes(text) : '';
    if (codes && width > 0) {
      const left = align === 'center' ? x - width / 2 : align === 'right' ? x - width : x;
      const stretch = (100 * width) / ((codes.length / 2) * LAYER_WIDTH * size);
      ops.push(
        `BT 3 Tr ${LAYER_FONT.asString()} ${n(size)} Tf ${n(stretch)} Tz 1 0 0 1 ${n(left)} ${n(baseline)} Tm <${codes}> Tj ET`,
      );
    }
    ops.push('Q');
    this.emit(page, ops.join('\n'));
    return width;
  }

  private paint(path: string, style: ShapeStyle, page: PDFPage) {
    const { fill: f, stroke: s, lineWidth = 0.75 } = style;
    if (!f && !s) return;
    const ops = ['q'];
    if (f) ops.push(rgbOp(f, 'rg'));
    if (s) ops.push(rgbOp(s, 'RG'), `${n(lineWidth)} w`);
    ops.push(path, f && s ? 'B' : f ? 'f' : 'S', 'Q');
    this.emit(page, ops.join('\n'));
  }

  /** A rectangle with its top left corner at (x, y); `radius` rounds the corners. */
  rect(x: number, y: number, w: number, h: number, style: ShapeStyle & { radius?: number }, page: PDFPage = this.page) {
    const r = Math.min(style.radius ?? 0, w / 2, h / 2);
    const X = x;
    const Y = A4.height - y - h;
    if (r <= 0) {
      this.paint(`${n(X)} ${n(Y)} ${n(w)} ${n(h)} re`, style, page);
      return;
    }
    const k = r * 0.5523;
    const c = (...v: number[]) => `${v.map(n).join(' ')} c`;
    this.paint(
      [
        `${n(X + r)} ${n(Y)} m`,
        `${n(X + w - r)} ${n(Y)} l`,
        c(X + w - r + k, Y, X + w, Y + r - k, X + w, Y + r),
        `${n(X + w)} ${n(Y + h - r)} l`,
        c(X + w, Y + h - r + k, X + w - r + k, Y + h, X + w - r, Y + h),
        `${n(X + r)} ${n(Y + h)} l`,
        c(X + r - k, Y + h, X, Y + h - r + k, X, Y + h - r),
        `${n(X)} ${n(Y + r)} l`,
        c(X, Y + r - k, X + r - k, Y, X + r, Y),
        'h',
      ].join('\n'),
      style,
      page,
    );
  }

  /** A closed polygon through the points (top-down coordinates). */
  polygon(points: readonly (readonly [number, number])[], style: ShapeStyle, page: PDFPage = this.page) {
    const path = points.map(([x, y], i) => `${n(x)} ${n(A4.height - y)} ${i === 0 ? 'm' : 'l'}`);
    path.push('h');
    this.paint(path.join('\n'), style, page);
  }

  /** A circle centred at (cx, cy), four cubic arcs. */
  circle(cx: number, cy: number, r: number, style: ShapeStyle, page: PDFPage = this.page) {
    const X = cx;
    const Y = A4.height - cy;
    const k = r * 0.5523;
    const c = (...v: number[]) => `${v.map(n).join(' ')} c`;
    this.paint(
      [
        `${n(X + r)} ${n(Y)} m`,
        c(X + r, Y + k, X + k, Y + r, X, Y + r),
        c(X - k, Y + r, X - r, Y + k, X - r, Y),
        c(X - r, Y - k, X - k, Y - r, X, Y - r),
        c(X + k, Y - r, X + r, Y - k, X + r, Y),
        'h',
      ].join('\n'),
      style,
      page,
    );
  }

  line(x1: number, y1: number, x2: number, y2: number, color: Rgb, width = 0.75, page: PDFPage = this.page) {
    this.paint(
      `${n(x1)} ${n(A4.height - y1)} m ${n(x2)} ${n(A4.height - y2)} l`,
      { stroke: color, lineWidth: width },
      page,
    );
  }

  /** Writes each page's content stream (compressed) and serializes the document. */
  async save(): Promise<Uint8Array> {
    for (const page of this.pages) {
      const ops = this.content.get(page)!;
      if (ops.length === 0) continue;
      const stream = this.doc.context.stream(deflateSync(ops.join('\n'), { level: 6 }), { Filter: 'FlateDecode' });
      page.node.addContentStream(this.doc.context.register(stream));
      this.content.set(page, []);
    }
    return this.doc.save({ useObjectStreams: true });
  }
}
