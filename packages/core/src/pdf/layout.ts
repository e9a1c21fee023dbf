/**
 * Line breaking for the PDF. Text breaks at spaces only, in English and in Hindi alike (Hindi
 * separates words with spaces; a break inside a word would split an akshara). A word wider than
 * the line on its own is cut between grapheme clusters, never inside a conjunct or before a matra.
 */

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** Splits a word that does not fit on a line into pieces that do, at grapheme cluster boundaries. */
function splitLongWord(word: string, maxWidth: number, measure: (s: string) => number): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const { segment } of graphemes.segment(word)) {
    if (current && measure(current + segment) > maxWidth) {
      pieces.push(current);
      current = segment;
    } else {
      current += segment;
    }
  }
  if (current) pieces.push(current);
  return pieces;
}

/**
 * Greedy line breaking: as many words on each line as fit in `maxWidth` (same unit as `measure`).
 * Newlines in the text force breaks; runs of spaces count as one.
 */
export function wrapText(text: string, maxWidth: number, measure: (s: string) => number): string[] {
  const space = measure(' ');
  const lines: string[] = [];
  for (const hardLine of text.split('\n')) {
    const words = hardLine.split(/[ \t]+/).filter(Boolean);
    if (words.length === 0) {
      lines.push('');
      continue;
    }
    let line = '';
    let width = 0;
    for (const word of words) {
      const w = measure(word);
      if (line && width + space + w <= maxWidth) {
        line += ` ${word}`;
        width += space + w;
        continue;
      }
      if (line) lines.push(line);
      if (w <= maxWidth) {
        line = word;
        width = w;
      } else {
        const pieces = splitLongWord(word, maxWidth, measure);
        lines.push(...pieces.slice(0, -1));
        line = pieces[pieces.length - 1] ?? '';
        width = measure(line);
      }
    }
    lines.push(line);
  }
  return lines;
}

/** Shortens text to fit `maxWidth`, ending with an ellipsis, cutting between grapheme clusters. */
export function fitText(text: string, maxWidth: number, measure: (s: string) => number): string {
  if (measure(text) <= maxWidth) return text;
  let out = '';
  for (const { segment } of graphemes.segment(text)) {
    if (measure(`${out}${segment}…`) > maxWidth) break;
    out += segment;
  }
  return `${out.trimEnd()}…`;
}

/** A line of a shaped paragraph: the text range [start, end) and whether it must be shaped afresh. */
export interface LineRange {
  start: number;
  end: number;
  /** A piece of a word too long for a line: not a cluster-aligned range of the paragraph's glyphs. */
  reshape?: boolean;
}

/**
 * Greedy line breaking of one shaped line of text (no newlines) at spaces. `widthOf(a, b)` gives
 * the width of text[a, b) from glyph advances already shaped, so nothing is shaped twice.
 */
export function wrapRanges(
  text: string,
  maxWidth: number,
  widthOf: (start: number, end: number) => number,
): LineRange[] {
  const lines: LineRange[] = [];
  let lineStart = -1;
  let lineEnd = -1;
  let reshape = false;
  const push = () =>
    lines.push(reshape ? { start: lineStart, end: lineEnd, reshape } : { start: lineStart, end: lineEnd });
  for (const m of text.matchAll(/[^ \t]+/g)) {
    const start = m.index;
    const end = start + m[0].length;
    if (lineStart >= 0 && widthOf(lineStart, end) <= maxWidth) {
      lineEnd = end;
      continue;
    }
    if (lineStart >= 0) push();
    reshape = false;
    if (widthOf(start, end) <= maxWidth) {
      lineStart = start;
      lineEnd = end;
      continue;
    }
    // A word wider than the line: cut between grapheme clusters.
    let pieceStart = start;
    let last = start;
    for (const { index } of graphemes.segment(m[0])) {
      const at = start + index;
      if (at > pieceStart && widthOf(pieceStart, at) > maxWidth && last > pieceStart) {
        lines.push({ start: pieceStart, end: last, reshape: true });
        pieceStart = last;
      }
      last = at;
    }
    if (end > pieceStart && widthOf(pieceStart, end) > maxWidth && last > pieceStart) {
      lines.push({ start: pieceStart, end: last, reshape: true });
      pieceStart = last;
    }
    lineStart = pieceStart;
    lineEnd = end;
    reshape = true;
  }
  if (lineStart >= 0) push();
  return lines;
}
