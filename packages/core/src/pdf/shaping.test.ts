import { describe, expect, it } from 'vitest';
import { itemize, Shaper } from './shaping';

const shaper = new Shaper();
const deva = 'deva-regular' as const;

/** Glyph names after HarfBuzz shaping. */
const shaped = (text: string) => shaper.shapeRun(text, deva).glyphs.map((g) => shaper.glyphName(deva, g.id));
/** What a one-glyph-per-code-point layout (pdf-lib, pdfkit without shaping) would draw. */
const naive = (text: string) =>
  [...text].map((ch) => shaper.glyphName(deva, shaper.nominalGlyph(deva, ch.codePointAt(0)!)));

describe('Devanagari shaping with HarfBuzz', () => {
  it('the font carries glyph names, so the tests below can name glyphs', () => {
    expect(shaped('क')).toEqual(['kadeva']);
  });

  it('कि: the i-matra glyph moves before the consonant', () => {
    expect(naive('कि')).toEqual(['kadeva', expect.stringMatching(/^ivowelsign/)]);
    const names = shaped('कि');
    expect(names).toHaveLength(2);
    expect(names[0]).toMatch(/^ivowelsign/);
    expect(names[1]).toBe('kadeva');
  });

  it('क्षत्रिय: क्ष is one glyph, त्र a conjunct, the i-matra stands before it', () => {
    const names = shaped('क्षत्रिय');
    expect(naive('क्षत्रिय').slice(0, 3)).toEqual(['kadeva', 'viramadeva', 'ssadeva']);
    expect(names[0]).toBe('kassadeva');
    expect(names).not.toContain('viramadeva');
    const i = names.findIndex((n) => /^ivowelsign/.test(n));
    expect(i).toBe(1);
    expect(names[i + 1]).toBe('taradeva');
    expect(names[names.length - 1]).toBe('yadeva');
    expect(names.length).toBeLessThan([...'क्षत्रिय'].length);
  });

  it('र्म: ra + virama become the reph mark, drawn after the consonant it sits on', () => {
    expect(naive('र्म')).toEqual(['radeva', 'viramadeva', 'madeva']);
    const names = shaped('र्म');
    expect(names).toEqual(['madeva', 'rephdeva']);
    const reph = shaper.shapeRun('र्म', deva).glyphs[1]!;
    expect(reph.xAdvance).toBe(0);
  });

  it('हिंदी: i-matra (with the anusvara) before ह, dirgha ii after द', () => {
    const names = shaped('हिंदी');
    expect(names[0]).toMatch(/^ivowelsign/);
    expect(names[1]).toBe('hadeva');
    expect(names.indexOf('dadeva')).toBeGreaterThan(1);
    expect(names[names.length - 1]).toMatch(/^iivowelsign/);
  });

  it('द्वार: the conjunct द्व is a single glyph', () => {
    expect(naive('द्वार').slice(0, 3)).toEqual(['dadeva', 'viramadeva', 'vadeva']);
    const names = shaped('द्वार');
    expect(names).toEqual(['davadeva', 'aavowelsigndeva', 'radeva']);
  });

  it('measures with HarfBuzz advances: the shaped word is narrower than its naive glyphs', () => {
    const w = shaper.width('क्षत्रिय', 10);
    const naiveWidth = [...'क्षत्रिय'].reduce((s, ch) => s + shaper.width(ch, 10), 0);
    expect(w).toBeGreaterThan(10);
    expect(w).toBeLessThan(naiveWidth);
  });
});

describe('font runs', () => {
  it('splits Latin and Devanagari, keeping spaces with the run before them', () => {
    expect(itemize('Drishti दृष्टि 2026')).toEqual([
      { script: 'latin', text: 'Drishti ' },
      { script: 'deva', text: 'दृष्टि ' },
      { script: 'latin', text: '2026' },
    ]);
    expect(itemize('सूर्य (व)')).toEqual([
      { script: 'deva', text: 'सूर्य ' },
      { script: 'latin', text: '(' },
      { script: 'deva', text: 'व' },
      { script: 'latin', text: ')' },
    ]);
  });

  it('shapes every run in a face that has its glyphs (no .notdef boxes)', () => {
    for (const text of ['Janam Kundali 12°34′56″', 'जन्म कुंडली · 7 दिसंबर 1996 ।', '₹ – “quoted”']) {
      for (const run of shaper.shape(text, 'bold')) {
        expect(
          run.glyphs.every((g) => g.id !== 0),
          `${text}: ${run.face}`,
        ).toBe(true);
      }
    }
  });

  it('outlines are real paths in font units', () => {
    const run = shaper.shapeRun('क्ष', deva);
    const outline = shaper.outline(deva, run.glyphs[0]!.id);
    expect(outline[0]!.type).toBe('M');
    expect(outline.filter((c) => c.type === 'Z').length).toBeGreaterThan(0);
  });
});
