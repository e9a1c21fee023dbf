import { describe, expect, it } from 'vitest';
import {
  HOROSCOPE_PERIOD_SLUGS,
  HOROSCOPE_SECTION_KEYS,
  type HoroscopePhrasesTable,
  type HoroscopeSectionKey,
  horoscopePhrases,
  luckyColourNames,
  periodTitles,
  sectionTitles,
  TRANSIT_EVENT_KEYS,
  type TransitEventKey,
} from './horoscope-phrases';
import { collectBilingual, LOCALES, type Locale, type PlanetKey } from './types';

const DEVANAGARI = /[\u0900-\u097F]/;
const LATIN = /[A-Za-z]/;
const PLACEHOLDERS = ['{planet}', '{house}', '{sign}', '{date}', '{nakshatra}', '{kind}'];
const PLANET_KEYS: PlanetKey[] = ['SU', 'MO', 'MA', 'ME', 'JU', 'VE', 'SA', 'RA', 'KE'];
const words = (s: string) => s.trim().split(/\s+/).length;

/** Every text of a locale's table that a reader sees whole: themes, tones and fact templates. */
function allPhrases(t: HoroscopePhrasesTable): string[] {
  return [
    ...HOROSCOPE_SECTION_KEYS.flatMap((s) => Object.values(t.themes[s]).flat()),
    ...Object.values(t.tones),
    ...Object.values(t.facts),
  ];
}

// A stand-in for the engine's TransitFact and composeHoroscope (this package may not import the engine).
interface Fact {
  planet: PlanetKey;
  event: TransitEventKey;
  sign: number;
  house: number;
  date: string;
  nakshatra?: number;
  kind?: string;
}

function composeFact(f: Fact, t: HoroscopePhrasesTable): string {
  return t.facts[f.event]
    .replaceAll('{planet}', t.planets[f.planet])
    .replaceAll('{house}', t.houses[f.house - 1]!)
    .replaceAll('{sign}', t.signs[f.sign - 1]!)
    .replaceAll('{date}', f.date)
    .replaceAll('{nakshatra}', f.nakshatra ? t.nakshatras[f.nakshatra - 1]! : '')
    .replaceAll('{kind}', f.kind ?? '');
}

function compose(
  t: HoroscopePhrasesTable,
  section: HoroscopeSectionKey,
  s: { theme: string; variant: number; tone: number; facts: Fact[] },
): string {
  const variants = t.themes[section][s.theme] ?? [];
  const theme = variants[s.variant % variants.length] ?? '';
  const facts = s.facts.slice(0, t.factsPerSection ?? 2).map((f) => composeFact(f, t));
  return [theme, ...facts, t.tones[String(s.tone)] ?? ''].filter((x) => x.length > 0).join(t.joiner);
}

describe('horoscope phrase tables', () => {
  it('have every theme key, houses 1–12, for both languages, with two distinct variants', () => {
    for (const locale of LOCALES) {
      const { themes } = horoscopePhrases[locale];
      expect(Object.keys(themes).sort()).toEqual([...HOROSCOPE_SECTION_KEYS].sort());
      for (const section of HOROSCOPE_SECTION_KEYS) {
        const keys = Array.from({ length: 12 }, (_, i) => `${section}-${i + 1}`);
        expect(Object.keys(themes[section]).sort()).toEqual([...keys].sort());
        for (const key of keys) {
          const variants = themes[section][key]!;
          expect(variants, `${locale} ${key}`).toHaveLength(2);
          expect(variants[0], `${locale} ${key}`).not.toBe(variants[1]);
        }
      }
    }
  });

  it('keep theme phrases between 18 and 35 words', () => {
    for (const locale of LOCALES) {
      for (const section of HOROSCOPE_SECTION_KEYS) {
        for (const [key, variants] of Object.entries(horoscopePhrases[locale].themes[section])) {
          for (const p of variants) {
            expect(words(p), `${locale} ${key}: ${p}`).toBeGreaterThanOrEqual(18);
            expect(words(p), `${locale} ${key}: ${p}`).toBeLessThanOrEqual(35);
          }
        }
      }
    }
  });

  it('write Hindi in Devanagari and English without it', () => {
    const en = horoscopePhrases.en;
    const hi = horoscopePhrases.hi;
    for (const p of allPhrases(en)) expect(p, p).not.toMatch(DEVANAGARI);
    for (const p of allPhrases(hi)) {
      expect(p, p).toMatch(DEVANAGARI);
      // Only placeholders may be in Latin letters.
      expect(
        PLACEHOLDERS.reduce((s, ph) => s.replaceAll(ph, ''), p),
        p,
      ).not.toMatch(LATIN);
    }
    for (const names of [hi.signs, hi.houses, hi.nakshatras, Object.values(hi.planets)])
      for (const n of names) expect(n).toMatch(DEVANAGARI);
    for (const names of [en.signs, en.houses, en.nakshatras, Object.values(en.planets)])
      for (const n of names) expect(n).not.toMatch(DEVANAGARI);
  });

  it('stay period-neutral', () => {
    for (const p of allPhrases(horoscopePhrases.en))
      expect(p, p).not.toMatch(/\b(today|tonight|tomorrow|yesterday)\b/i);
    for (const p of allPhrases(horoscopePhrases.hi)) expect(p, p).not.toMatch(/(^|\s)(आज|कल|परसों)(?=[\s,।;:]|$)/);
  });

  it('have a fact template for every event, each naming {house}', () => {
    for (const locale of LOCALES) {
      const { facts } = horoscopePhrases[locale];
      expect(Object.keys(facts).sort()).toEqual([...TRANSIT_EVENT_KEYS].sort());
      for (const event of TRANSIT_EVENT_KEYS) {
        expect(facts[event], `${locale} ${event}`).toContain('{house}');
        for (const ph of facts[event].match(/\{[a-z]+\}/g) ?? []) expect(PLACEHOLDERS).toContain(ph);
      }
    }
    // Hindi does not use the English eclipse kinds; English planet names ("The Sun") open their sentences.
    for (const t of Object.values(horoscopePhrases.hi.facts)) expect(t).not.toContain('{kind}');
    for (const t of Object.values(horoscopePhrases.en.facts))
      if (t.includes('{planet}')) expect(t.startsWith('{planet}'), t).toBe(true);
  });

  it('have tones -2 … 2, 9 planets, 12 signs, 12 houses and 27 nakshatras', () => {
    for (const locale of LOCALES) {
      const t = horoscopePhrases[locale];
      expect(Object.keys(t.tones).sort()).toEqual(['-1', '-2', '0', '1', '2']);
      expect(Object.keys(t.planets).sort()).toEqual([...PLANET_KEYS].sort());
      expect(t.signs).toHaveLength(12);
      expect(t.houses).toHaveLength(12);
      expect(t.nakshatras).toHaveLength(27);
      for (const list of [t.signs, t.houses, t.nakshatras, Object.values(t.planets)]) {
        expect(new Set(list).size).toBe(list.length);
        for (const n of list) expect(n.trim()).not.toBe('');
      }
      expect(t.joiner).toBe(' ');
      expect(t.factsPerSection).toBe(2);
    }
    expect(horoscopePhrases.en.signs[0]).toBe('Aries');
    expect(horoscopePhrases.hi.signs[0]).toBe('मेष');
    expect(horoscopePhrases.en.nakshatras[0]).toBe('Ashwini');
    expect(horoscopePhrases.hi.nakshatras[26]).toBe('रेवती');
    expect(horoscopePhrases.en.houses[0]).toBe('1st');
    expect(horoscopePhrases.hi.houses[4]).toBe('पाँचवें');
  });

  it('repeat no phrase anywhere', () => {
    const all = LOCALES.flatMap((l) => allPhrases(horoscopePhrases[l]));
    expect(all).toHaveLength(2 * (144 + 5 + 6));
    const seen = new Map<string, number>();
    for (const p of all) seen.set(p.trim().toLowerCase(), (seen.get(p.trim().toLowerCase()) ?? 0) + 1);
    expect([...seen].filter(([, n]) => n > 1).map(([p]) => p)).toEqual([]);
  });

  it('compose different text for different houses, variants and tones', () => {
    for (const locale of LOCALES) {
      const t = horoscopePhrases[locale];
      const section = (house: number, variant = 0, tone = 0) =>
        compose(t, 'profession', {
          theme: `profession-${house}`,
          variant,
          tone,
          facts: [
            { planet: 'SU', event: 'transit', sign: ((house + 2) % 12) + 1, house, date: '2025-01-01' },
            { planet: 'SA', event: 'retrograde-station', sign: 12, house: ((house + 5) % 12) + 1, date: '2025-07-13' },
            { planet: 'ME', event: 'transit', sign: 1, house: 1, date: '2025-01-01' },
          ],
        });
      const texts = Array.from({ length: 12 }, (_, i) => section(i + 1));
      expect(new Set(texts).size).toBe(12);
      expect(section(10, 0)).not.toBe(section(10, 1));
      expect(section(10, 0, -2)).not.toBe(section(10, 0, 2));
      const text = section(10, 1, 2);
      expect(text).toContain(t.themes.profession['profession-10']![1]!);
      expect(text).toContain(t.houses[9]!);
      expect(text).toContain(t.tones['2']!);
      expect(text).not.toMatch(/\{[a-z]+\}/);
      // Only the first two facts are used.
      expect(text).not.toContain(t.planets.ME);
    }
  });

  it('compose every fact template with only the house changing the text', () => {
    for (const locale of LOCALES) {
      const t = horoscopePhrases[locale];
      for (const event of TRANSIT_EVENT_KEYS) {
        const fact = (house: number): Fact => ({
          planet: 'JU',
          event,
          sign: 3,
          house,
          date: '2025-05-14',
          kind: 'total',
          nakshatra: 4,
        });
        const texts = Array.from({ length: 12 }, (_, i) => composeFact(fact(i + 1), t));
        expect(new Set(texts).size, `${locale} ${event}`).toBe(12);
        for (const x of texts) expect(x).not.toMatch(/\{|\}|\s{2}/);
      }
    }
  });

  it('has bilingual section titles, lucky colours and period titles', () => {
    const check = (value: object, keys: readonly string[]) => {
      expect(Object.keys(value).sort()).toEqual([...keys].sort());
      const all = collectBilingual(value);
      expect(all).toHaveLength(keys.length);
      for (const { path, value: b } of all) {
        expect(b.en.trim(), path).not.toBe('');
        expect(b.en, path).not.toMatch(DEVANAGARI);
        expect(b.hi, path).toMatch(DEVANAGARI);
      }
      for (const locale of LOCALES) {
        const names = all.map(({ value: b }) => b[locale as Locale]);
        expect(new Set(names).size).toBe(names.length);
      }
    };
    check(sectionTitles, HOROSCOPE_SECTION_KEYS);
    check(luckyColourNames, ['red', 'white', 'green', 'yellow', 'pink', 'blue', 'orange', 'grey', 'brown']);
    check(periodTitles, HOROSCOPE_PERIOD_SLUGS);
    expect(periodTitles['tomorrow-horoscope'].hi).toBe('कल का राशिफल');
    expect(periodTitles['yesterday-horoscope'].en).toBe("Yesterday's Horoscope");
  });
});
