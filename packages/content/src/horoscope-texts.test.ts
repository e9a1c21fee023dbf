import { describe, expect, it } from 'vitest';
import { HOROSCOPE_PERIOD_SLUGS, luckyColourNames, periodTitles } from './horoscope-phrases';
import {
  eventTemplates,
  houseDomains,
  houseOrdinals,
  luckyRoles,
  passages,
  planetNatures,
  READING_SECTIONS,
  readingSectionTitles,
  remedies,
  SITUATIONS,
  transitTemplates,
} from './horoscope-texts';
import * as texts from './horoscope-texts';
import { type Bilingual, collectBilingual, LOCALES, type Locale } from './types';

const DEVANAGARI = /[\u0900-\u097F]/;
const LATIN = /[A-Za-z]{2,}/;
/** A text's placeholders ({when} may sit in one language only: it reads naturally there). */
const placeholders = (s: string) =>
  [...new Set([...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].filter((x) => x !== 'when').sort();

describe('horoscope texts', () => {
  const all = collectBilingual(
    Object.fromEntries(Object.entries(texts).filter(([, v]) => typeof v === 'object' && v !== null)),
  );

  it('are in both languages: English without Devanagari, Hindi in Devanagari without English words', () => {
    expect(all.length).toBeGreaterThan(250);
    for (const { path, value } of all) {
      expect(value.en.trim(), path).not.toBe('');
      expect(value.en, path).not.toMatch(DEVANAGARI);
      expect(value.hi, path).toMatch(DEVANAGARI);
      expect(value.hi.replace(/\{\w+\}/g, ''), path).not.toMatch(LATIN);
      // The same placeholders in both languages.
      expect(placeholders(value.hi), path).toEqual(placeholders(value.en));
    }
  });

  it('have six distinct passages per section and situation, each speaking to the period', () => {
    const seen = new Set<string>();
    for (const section of READING_SECTIONS)
      for (const situation of SITUATIONS) {
        const list = passages[section][situation];
        expect(list, `${section} ${situation}`).toHaveLength(6);
        for (const p of list) {
          for (const locale of LOCALES) {
            expect(p[locale]).toContain('{when}');
            expect(seen.has(p[locale]), p[locale]).toBe(false);
            seen.add(p[locale]);
          }
        }
      }
  });

  it('never advise putting off care or decisions in health, and never promise', () => {
    for (const situation of SITUATIONS)
      for (const p of passages.health[situation]) {
        expect(p.en).not.toMatch(/put off|postpone|delay|defer|hold off|wait/i);
        expect(p.hi).not.toMatch(/टाल|स्थगित|इंतज़ार/);
      }
    for (const { value } of all) {
      expect(value.en).not.toMatch(/\b(guarantee|certainly will|surely|definitely)\b/i);
      expect(value.hi).not.toMatch(/निश्चित रूप से|गारंटी/);
    }
  });

  it('keep the Hindi transit clause in every transit template', () => {
    for (const t of transitTemplates) expect(t.hi).toContain('{planet} {sign} राशि में, आपके {house} भाव में गोचर कर रहे हैं');
    expect(transitTemplates.length).toBeGreaterThanOrEqual(5);
  });

  it('name every house, planet, event and remedy', () => {
    expect(houseDomains).toHaveLength(12);
    expect(houseOrdinals).toHaveLength(12);
    expect(Object.keys(planetNatures).sort()).toEqual(['JU', 'KE', 'MA', 'ME', 'MO', 'RA', 'SA', 'SU', 'VE']);
    expect(Object.keys(eventTemplates)).toHaveLength(8);
    for (const t of Object.values(eventTemplates)) for (const l of LOCALES) expect(t[l]).toMatch(/\{house\}/);
    for (const r of Object.values(remedies)) {
      expect(r.mantras).toHaveLength(3);
      expect(r.charities).toHaveLength(3);
    }
    expect(Object.keys(luckyRoles)).toHaveLength(3);
  });

  it('have bilingual section titles, lucky colours and period titles', () => {
    const check = (value: Readonly<Record<string, Bilingual>>, keys: readonly string[]) => {
      expect(Object.keys(value).sort()).toEqual([...keys].sort());
      for (const locale of LOCALES) {
        const names = Object.values(value).map((b) => b[locale as Locale]);
        expect(new Set(names).size).toBe(names.length);
      }
    };
    check(readingSectionTitles, READING_SECTIONS);
    check(luckyColourNames, ['red', 'white', 'green', 'yellow', 'pink', 'blue', 'orange', 'grey', 'brown']);
    check(periodTitles, HOROSCOPE_PERIOD_SLUGS);
    expect(periodTitles['tomorrow-horoscope'].hi).toBe('कल का राशिफल');
  });
});
