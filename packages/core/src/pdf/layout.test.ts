import { describe, expect, it } from 'vitest';
import { fitText, wrapRanges, wrapText } from './layout';
import { Shaper } from './shaping';

/** One unit per UTF-16 code unit: easy widths to reason about. */
const chars = (s: string) => s.length;

describe('wrapText', () => {
  it('fills lines greedily and breaks at spaces only', () => {
    expect(wrapText('aa bb cc dd', 5, chars)).toEqual(['aa bb', 'cc dd']);
    expect(wrapText('aa bb cc dd', 4, chars)).toEqual(['aa', 'bb', 'cc', 'dd']);
    expect(wrapText('one  two', 20, chars)).toEqual(['one two']);
  });

  it('keeps newlines as forced breaks', () => {
    expect(wrapText('a b\nc', 10, chars)).toEqual(['a b', 'c']);
  });

  it('cuts a word longer than the line between grapheme clusters', () => {
    expect(wrapText('abcdefgh', 3, chars)).toEqual(['abc', 'def', 'gh']);
  });

  it('wraps Hindi at spaces with HarfBuzz widths, never inside a word', () => {
    const shaper = new Shaper();
    const text = 'मकर लग्न के स्वामी शनि हैं, जो जीवन के प्रति गंभीर, व्यावहारिक और धैर्यवान दृष्टिकोण देते हैं।';
    const measure = (s: string) => shaper.width(s, 10);
    const lines = wrapText(text, 120, measure);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.join(' ')).toBe(text);
    for (const l of lines) expect(measure(l)).toBeLessThanOrEqual(120);
    const words = new Set(text.split(' '));
    for (const l of lines) for (const w of l.split(' ')) expect(words.has(w), w).toBe(true);
  });
});

describe('wrapRanges', () => {
  it('returns ranges of the text, the same breaks as wrapText', () => {
    const text = 'aa bb cc dd';
    const ranges = wrapRanges(text, 5, (a, b) => b - a);
    expect(ranges.map((r) => text.slice(r.start, r.end))).toEqual(['aa bb', 'cc dd']);
    expect(ranges.every((r) => !r.reshape)).toBe(true);
  });

  it('marks pieces of an over-long word for reshaping', () => {
    const text = 'abcdefgh ij';
    const ranges = wrapRanges(text, 3, (a, b) => b - a);
    expect(ranges.map((r) => text.slice(r.start, r.end))).toEqual(['abc', 'def', 'gh', 'ij']);
    expect(ranges.map((r) => Boolean(r.reshape))).toEqual([true, true, true, false]);
  });
});

describe('fitText', () => {
  it('adds an ellipsis only when the text is too long', () => {
    expect(fitText('short', 10, chars)).toBe('short');
    expect(fitText('a long name', 6, chars)).toBe('a lon…');
  });
});
