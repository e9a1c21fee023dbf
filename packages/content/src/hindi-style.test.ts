import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HINDI_STYLE_RULES, styleProblems } from './hindi-style';

/*
 * The Hindi style sheet (docs/HINDI-STYLE.md) holds across the site: every Hindi catalogue and
 * every content module, read as files so that no string is missed. The horoscope texts are
 * written separately to the same sheet and are checked by their own tests.
 */

const root = join(import.meta.dirname, '../../..');
const catalogueDir = join(root, 'apps/web/messages/hi');
const contentDir = join(root, 'packages/content/src');
const SKIP = new Set(['horoscope.json', 'horoscope-phrases.ts', 'hindi-style.ts']);

function filesUnder(dir: string, ext: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith(ext) && !e.name.endsWith('.test.ts') && !SKIP.has(e.name))
    .map((e) => join(e.parentPath, e.name));
}

/** The Devanagari stretches of a file, one problem list per file. */
function problemsIn(file: string) {
  const text = readFileSync(file, 'utf8').normalize('NFC');
  return styleProblems(text).map((p) => `${file.slice(root.length + 1)}: «${p.found}» → ${p.use}`);
}

describe('Hindi style sheet', () => {
  it('catches each variant it forbids and lets the chosen forms pass', () => {
    const N = '\u093C';
    for (const bad of [
      'हिन्दी में',
      'अंकशास्त्र का',
      '100 कॉइन',
      'अनुपस्थित अंक',
      'पाइथागोरियन पद्धति',
      'निरयन राशि',
      'लाहिरी अयनांश',
      'एक अंक तक घटाएँ',
      '19 घटकर 1 बनता है',
      'ज्यादा',
      'तारीख चुनें',
      'कुछ गलत हो गया',
      'सभी समय भारतीय मानक समय में',
    ]) {
      expect(styleProblems(bad.normalize('NFC')), bad).not.toEqual([]);
    }
    for (const good of [
      'हिंदी में',
      'अंक ज्योतिष और अंकशास्त्री',
      '100 सिक्के',
      'लुप्त अंक',
      'पाइथागोरस पद्धति',
      'निरयण राशि',
      'लाहिड़ी अयनांश',
      'अंक जोड़कर एक अंक में लाएँ',
      'पुरुष 10 में से घटाएँ',
      'चंद्रमा घटते हुए',
      `ज${N}्यादा`,
      `तारीख${N} चुनें`,
      `कुछ ग${N}लत हो गया`,
      'कदम्ब का पेड़',
      'कुआँ खुदवाएँ',
    ]) {
      expect(styleProblems(good.normalize('NFC')), good).toEqual([]);
    }
    expect(HINDI_STYLE_RULES.length).toBeGreaterThan(20);
  });

  it('holds in every Hindi catalogue', () => {
    const files = filesUnder(catalogueDir, '.json');
    expect(files.length).toBeGreaterThan(30);
    expect(files.flatMap(problemsIn)).toEqual([]);
  });

  it('holds in every content module', () => {
    const files = filesUnder(contentDir, '.ts');
    expect(files.length).toBeGreaterThan(30);
    expect(files.flatMap(problemsIn)).toEqual([]);
  });
});
