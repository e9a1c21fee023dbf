import * as hb from 'harfbuzzjs';
import { FACE_KEYS, type FaceKey, type FontScript, type FontWeight, faceKey, readFace } from './fonts';

/**
 * Text shaping with HarfBuzz (harfbuzzjs, WASM). PDF libraries lay text out one glyph per code
 * point, which breaks Devanagari: the i-matra must stand before its consonant, conjuncts such as
 * क्ष are single glyphs, reph moves above the following letter. HarfBuzz applies the fonts'
 * OpenType rules (GSUB/GPOS) exactly as browsers do, so the PDF matches the web pages.
 */

/** One positioned glyph; every length in font units (y up). */
export interface ShapedGlyph {
  /** Glyph id in the face. */
  id: number;
  /** Index in the run's text (UTF-16) of the cluster this glyph belongs to. */
  cluster: number;
  xAdvance: number;
  xOffset: number;
  yOffset: number;
}

/** A run of text in one face, shaped. */
export interface ShapedRun {
  face: FaceKey;
  text: string;
  glyphs: ShapedGlyph[];
  /** Sum of the advances, in font units. */
  advance: number;
  /** Font units per em. */
  upem: number;
}

/** A shaped glyph of mixed-script text: its face and the index in the whole text of its cluster. */
export interface PlacedGlyph extends ShapedGlyph {
  face: FaceKey;
  upem: number;
  /** Index (UTF-16) in the shaped text where this glyph's cluster starts. */
  at: number;
}

/** A glyph outline command in font units (y up): M/L x y, Q x1 y1 x y, C x1 y1 x2 y2 x y, Z. */
export interface OutlineCommand {
  type: 'M' | 'L' | 'Q' | 'C' | 'Z';
  values: number[];
}

const isDevanagari = (cp: number) =>
  (cp >= 0x0900 && cp <= 0x097f) || (cp >= 0xa8e0 && cp <= 0xa8ff) || (cp >= 0x1cd0 && cp <= 0x1cff);
/** Joiners and spaces take the script of the text around them (ZWJ/ZWNJ steer Devanagari conjuncts). */
const isInherited = (cp: number) => cp === 0x200c || cp === 0x200d || cp === 0x20 || cp === 0xa0;

/**
 * Splits text into runs of one font: Devanagari letters go to Noto Sans Devanagari, everything
 * else (Latin, digits, punctuation, symbols) to Noto Sans, which is what docs/CONVENTIONS.md asks for
 * (Latin digits in Hindi too). Spaces and joiners stay with the run before them.
 * `covered` says whether the Latin face has a code point; when it doesn't, the Devanagari face is tried.
 */
export function itemize(
  text: string,
  covered: (cp: number) => boolean = () => true,
): { script: FontScript; text: string }[] {
  const runs: { script: FontScript; text: string }[] = [];
  let pending = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (isInherited(cp)) {
      const last = runs[runs.length - 1];
      if (last) last.text += ch;
      else pending += ch;
      continue;
    }
    const script: FontScript = isDevanagari(cp) || !covered(cp) ? 'deva' : 'latin';
    const last = runs[runs.length - 1];
    if (last && last.script === script) last.text += ch;
    else runs.push({ script, text: pending + ch });
    pending = '';
  }
  if (pending) runs.push({ script: 'latin', text: pending });
  return runs;
}

interface LoadedFace {
  font: hb.Font;
  upem: number;
}

/** The four faces, shaped with one reusable HarfBuzz buffer. Create once and share: loading costs ~10 ms. */
export class Shaper {
  private readonly faces: Record<FaceKey, LoadedFace>;
  private readonly buffer = new hb.Buffer();
  private readonly outlines = new Map<string, OutlineCommand[]>();
  private readonly advances = new Map<string, number>();
  private readonly coverage = new Map<string, boolean>();

  constructor(fontsDir?: string) {
    const load = (key: FaceKey): LoadedFace => {
      const face = new hb.Face(new hb.Blob(readFace(key, fontsDir)));
      return { font: new hb.Font(face), upem: face.upem };
    };
    this.faces = Object.fromEntries(FACE_KEYS.map((k) => [k, load(k)])) as Record<FaceKey, LoadedFace>;
  }

  /** Whether a face maps this code point to a glyph (its cmap). */
  hasGlyph(face: FaceKey, cp: number): boolean {
    const key = `${face}:${cp}`;
    let has = this.coverage.get(key);
    if (has === undefined) {
      const g = this.faces[face].font.nominalGlyph(cp);
      has = g !== undefined && g !== 0;
      this.coverage.set(key, has);
    }
    return has;
  }

  /** The face's glyph for a code point by its cmap alone (no shaping), 0 when missing. */
  nominalGlyph(face: FaceKey, cp: number): number {
    return this.faces[face].font.nominalGlyph(cp) ?? 0;
  }

  upem(face: FaceKey): number {
    return this.faces[face].upem;
  }

  /** Shapes `text` in one face. Devanagari runs are tagged as Hindi so the font's `hin` rules apply. */
  shapeRun(text: string, face: FaceKey): ShapedRun {
    const { font, upem } = this.faces[face];
    const b = this.buffer;
    b.reset();
    b.addText(text);
    if (face.startsWith('deva')) {
      b.setDirection(hb.Direction.LTR);
      b.setScript('Deva');
      b.setLanguage('hi');
    }
    b.guessSegmentProperties();
    hb.shape(font, b);
    const infos = b.getGlyphInfos();
    const positions = b.getGlyphPositions();
    let advance = 0;
    const glyphs = infos.map((g, i) => {
      const p = positions[i]!;
      advance += p.xAdvance;
      return { id: g.codepoint, cluster: g.cluster, xAdvance: p.xAdvance, xOffset: p.xOffset, yOffset: p.yOffset };
    });
    return { face, text, glyphs, advance, upem };
  }

  /** Shapes mixed Latin/Devanagari text: one shaped run per font. */
  shape(text: string, weight: FontWeight = 'regular'): ShapedRun[] {
    const latin = faceKey('latin', weight);
    return itemize(text, (cp) => this.hasGlyph(latin, cp)).map((r) => this.shapeRun(r.text, faceKey(r.script, weight)));
  }

  /**
   * Shapes mixed text into one glyph sequence in logical order of clusters, each glyph knowing
   * where its cluster starts in `text`: lines can then be cut at spaces without shaping again.
   */
  shapeText(text: string, weight: FontWeight = 'regular'): PlacedGlyph[] {
    const latin = faceKey('latin', weight);
    const out: PlacedGlyph[] = [];
    let start = 0;
    for (const r of itemize(text, (cp) => this.hasGlyph(latin, cp))) {
      const run = this.shapeRun(r.text, faceKey(r.script, weight));
      for (const g of run.glyphs) out.push({ ...g, face: run.face, upem: run.upem, at: start + g.cluster });
      start += r.text.length;
    }
    return out;
  }

  /** Width of the text in ems (multiply by the font size for points). Cached: words repeat. */
  advance(text: string, weight: FontWeight = 'regular'): number {
    const key = `${weight}|${text}`;
    const hit = this.advances.get(key);
    if (hit !== undefined) return hit;
    const em = this.shape(text, weight).reduce((sum, r) => sum + r.advance / r.upem, 0);
    if (this.advances.size > 50_000) this.advances.clear();
    this.advances.set(key, em);
    return em;
  }

  /** Width in points at `size` points. */
  width(text: string, size: number, weight: FontWeight = 'regular'): number {
    return this.advance(text, weight) * size;
  }

  /** The glyph's name from the font's `post` table ("kassadeva", "ivowelsign03deva"), or "" without names. */
  glyphName(face: FaceKey, id: number): string {
    return this.faces[face].font.glyphName(id);
  }

  /** The glyph's outline in font units, y up. Cached per face and glyph. */
  outline(face: FaceKey, id: number): OutlineCommand[] {
    const key = `${face}:${id}`;
    let o = this.outlines.get(key);
    if (!o) {
      o = this.faces[face].font
        .glyphToJson(id)
        .map((c) => ({ type: c.type.toUpperCase() as OutlineCommand['type'], values: c.values }));
      this.outlines.set(key, o);
    }
    return o;
  }

  /** The glyph's outline as an SVG path (font units, y up). */
  svgPath(face: FaceKey, id: number): string {
    return this.faces[face].font.glyphToPath(id);
  }

  /** Ascender and descender of a face in ems (descender negative). */
  extents(face: FaceKey): { ascender: number; descender: number } {
    const { font, upem } = this.faces[face];
    const e = font.hExtents();
    return { ascender: e.ascender / upem, descender: e.descender / upem };
  }
}

let shared: Shaper | undefined;

/** The process-wide shaper on the repository's fonts. */
export function sharedShaper(): Shaper {
  shared ??= new Shaper();
  return shared;
}
