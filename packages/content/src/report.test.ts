import { describe, expect, it } from 'vitest';
import { PLANET_KEYS, PLANETS } from './planets';
import * as report from './report';
import {
  antardashaNote,
  ascendantTexts,
  DIGNITY_NOTE_KEYS,
  dignityNotes,
  fill,
  HOUSE_NUMBERS,
  mahadashaTexts,
  moonSignNotes,
  planetInHouse,
  planetInSign,
  reportHeadings,
  SIGN_NUMBERS,
} from './report';
import { type Bilingual, collectBilingual } from './types';
import { ZODIAC_KEYS } from './zodiac';

const DEVANAGARI = /[\u0900-\u097F]/;
const SIGN_LORDS = ['SU', 'MO', 'MA', 'ME', 'JU', 'VE', 'SA'] as const;
const NUMBERS_1_TO_12 = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'];

/** Words are whitespace-separated tokens that contain a letter or digit (so a lone dash is not a word). */
function countWords(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** The stated range, widened by 10% on each side. */
function expectWordsInRange(items: readonly { path: string; value: Bilingual }[], min: number, max: number) {
  const lo = Math.floor(min * 0.9);
  const hi = Math.ceil(max * 1.1);
  for (const { path, value } of items) {
    for (const lang of ['en', 'hi'] as const) {
      const n = countWords(value[lang]);
      expect(n, `${path}.${lang} has ${n} words`).toBeGreaterThanOrEqual(lo);
      expect(n, `${path}.${lang} has ${n} words`).toBeLessThanOrEqual(hi);
    }
  }
}

const signIndex = (key: string) => ZODIAC_KEYS.indexOf(key as (typeof ZODIAC_KEYS)[number]) + 1;
const byPlanet = (key: string) => PLANETS.find((p) => p.key === key)!;

describe('countWords', () => {
  it('counts words in both scripts and ignores lone punctuation', () => {
    expect(countWords('The Sun — in Aries.')).toBe(4);
    expect(countWords('मेष राशि में सूर्य उच्च का होता है।')).toBe(8);
  });
});

describe('every text of the report', () => {
  const all = collectBilingual(
    Object.fromEntries(Object.entries(report).filter(([, v]) => typeof v === 'object' && v !== null)),
  );

  it('collects every section', () => {
    // 12 ascendants + 108 + 84 + 11 dignities + 9 dashas + 1 antardasha note + 12 Moon signs + headings + tags
    expect(all.length).toBe(
      12 + 108 + 84 + 11 + 9 + 1 + 12 + Object.keys(reportHeadings).length + Object.keys(report.reportTags).length,
    );
  });

  it('is non-empty in both languages, with Devanagari only in Hindi', () => {
    for (const { path, value } of all) {
      expect(value.en.trim(), path).not.toBe('');
      expect(value.hi.trim(), path).not.toBe('');
      expect(value.hi, path).toMatch(DEVANAGARI);
      expect(value.en, path).not.toMatch(DEVANAGARI);
      expect(value.en, path).toBe(value.en.trim());
      expect(value.hi, path).toBe(value.hi.trim());
      expect(`${value.en} ${value.hi}`, path).not.toMatch(/lorem|ipsum|TODO|TBD|\s{2}/i);
    }
  });

  it('never repeats a text', () => {
    for (const lang of ['en', 'hi'] as const) {
      const seen = new Map<string, string>();
      for (const { path, value } of all) {
        const earlier = seen.get(value[lang]);
        expect(earlier, `${path}.${lang} repeats ${earlier}`).toBeUndefined();
        seen.set(value[lang], path);
      }
    }
  });

  it('ends every long text with a full stop (. in English, । in Hindi)', () => {
    for (const { path, value } of all) {
      if (countWords(value.en) < 12) continue;
      expect(value.en, path).toMatch(/\.$/);
      expect(value.hi, path).toMatch(/।$/);
    }
  });
});

describe('ascendantTexts', () => {
  it('has a summary for each of the 12 signs', () => {
    expect(Object.keys(ascendantTexts)).toEqual(NUMBERS_1_TO_12);
    for (const n of SIGN_NUMBERS) expect(ascendantTexts[n].summary.en).toBeTruthy();
  });

  it('keeps each summary to 60–90 words', () => {
    expectWordsInRange(
      SIGN_NUMBERS.map((n) => ({ path: `ascendantTexts.${n}`, value: ascendantTexts[n].summary })),
      60,
      90,
    );
  });

  it('names the yogakaraka for the lagnas that have one', () => {
    const yogakarakas: Partial<Record<(typeof SIGN_NUMBERS)[number], [string, string]>> = {
      2: ['Saturn', 'शनि'],
      4: ['Mars', 'मंगल'],
      5: ['Mars', 'मंगल'],
      7: ['Saturn', 'शनि'],
      10: ['Venus', 'शुक्र'],
      11: ['Venus', 'शुक्र'],
    };
    for (const n of SIGN_NUMBERS) {
      const { en, hi } = ascendantTexts[n].summary;
      const expected = yogakarakas[n];
      if (expected) {
        expect(en, `lagna ${n}`).toMatch(new RegExp(`${expected[0]}, lord of your .* is your yogakaraka`));
        expect(hi, `lagna ${n}`).toContain(`${expected[1]} आपके योगकारक`);
      } else {
        expect(en, `lagna ${n}`).not.toContain('yogakaraka');
      }
    }
  });
});

describe('planetInHouse', () => {
  it('has 108 texts: nine planets in twelve houses', () => {
    expect(Object.keys(planetInHouse)).toEqual([...PLANET_KEYS]);
    let count = 0;
    for (const p of PLANET_KEYS) {
      expect(Object.keys(planetInHouse[p]), p).toEqual(NUMBERS_1_TO_12);
      for (const h of HOUSE_NUMBERS) {
        expect(planetInHouse[p][h].en, `${p} ${h}`).toBeTruthy();
        count++;
      }
    }
    expect(count).toBe(108);
  });

  it('keeps each text to 35–60 words', () => {
    expectWordsInRange(
      PLANET_KEYS.flatMap((p) => HOUSE_NUMBERS.map((h) => ({ path: `${p}.${h}`, value: planetInHouse[p][h] }))),
      35,
      60,
    );
  });

  it('mentions dig bala exactly where each planet gains directional strength', () => {
    const digBala: Record<string, number> = { SU: 10, MA: 10, MO: 4, VE: 4, ME: 1, JU: 1, SA: 7 };
    for (const p of PLANET_KEYS) {
      for (const h of HOUSE_NUMBERS) {
        const { en, hi } = planetInHouse[p][h];
        const expected = digBala[p] === h;
        expect(en.includes('dig bala'), `${p} ${h} en`).toBe(expected);
        expect(hi.includes('दिग्बल'), `${p} ${h} hi`).toBe(expected);
      }
    }
  });

  it('marks Mars in the 1st, 4th, 7th, 8th and 12th houses as manglik', () => {
    for (const h of [1, 4, 7, 8, 12] as const) {
      expect(planetInHouse.MA[h].en, `MA ${h}`).toContain('manglik');
      expect(planetInHouse.MA[h].hi, `MA ${h}`).toContain('मांगलिक');
    }
    for (const h of [3, 5, 6, 9, 10, 11] as const) {
      expect(planetInHouse.MA[h].en, `MA ${h}`).not.toContain('manglik');
    }
  });

  it('names the house it describes', () => {
    const ordinalsEn = ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th', '10th', '11th', '12th'];
    const ordinalsHi = ['प्रथम', 'द्वितीय', 'तृतीय', 'चतुर्थ', 'पंचम', 'षष्ठ', 'सप्तम', 'अष्टम', 'नवम', 'दशम', 'एकादश', 'द्वादश'];
    for (const p of PLANET_KEYS) {
      for (const h of HOUSE_NUMBERS) {
        expect(planetInHouse[p][h].en, `${p} ${h}`).toContain(`${ordinalsEn[h - 1]} house`);
        expect(planetInHouse[p][h].hi, `${p} ${h}`).toContain(`${ordinalsHi[h - 1]} भाव`);
      }
    }
  });
});

describe('planetInSign', () => {
  it('has 84 texts: the seven sign lords in twelve signs, without Rahu and Ketu', () => {
    expect(Object.keys(planetInSign)).toEqual([...SIGN_LORDS]);
    expect(planetInSign).not.toHaveProperty('RA');
    expect(planetInSign).not.toHaveProperty('KE');
    let count = 0;
    for (const p of SIGN_LORDS) {
      expect(Object.keys(planetInSign[p]), p).toEqual(NUMBERS_1_TO_12);
      count += SIGN_NUMBERS.filter((s) => planetInSign[p][s].en).length;
    }
    expect(count).toBe(84);
  });

  it('keeps each text to 25–45 words', () => {
    expectWordsInRange(
      SIGN_LORDS.flatMap((p) => SIGN_NUMBERS.map((s) => ({ path: `${p}.${s}`, value: planetInSign[p][s] }))),
      25,
      45,
    );
  });

  it('agrees with the exaltation, debilitation, moolatrikona and own signs in planets.ts', () => {
    for (const p of SIGN_LORDS) {
      const planet = byPlanet(p);
      const exalted = signIndex(planet.exaltation.sign);
      const debilitated = signIndex(planet.debilitation.sign);
      const moolatrikona = signIndex(planet.moolatrikona!);
      const own = planet.ownSigns.map(signIndex);
      for (const s of SIGN_NUMBERS) {
        const { en, hi } = planetInSign[p][s];
        expect(en.includes('exalted'), `${p} in ${s}`).toBe(s === exalted);
        expect(hi.includes('उच्च का'), `${p} in ${s}`).toBe(s === exalted);
        expect(en.includes('debilitated'), `${p} in ${s}`).toBe(s === debilitated);
        expect(hi.includes('नीच का'), `${p} in ${s}`).toBe(s === debilitated);
        expect(en.includes('moolatrikona'), `${p} in ${s}`).toBe(s === moolatrikona);
        expect(hi.includes('मूलत्रिकोण'), `${p} in ${s}`).toBe(s === moolatrikona);
        if (own.includes(s)) {
          expect(en, `${p} in ${s}`).toMatch(/own sign/);
          expect(hi, `${p} in ${s}`).toMatch(/अपनी (ही )?राशि|स्वराशि/);
        } else {
          expect(en, `${p} in ${s}`).not.toMatch(/own sign/);
        }
      }
    }
  });
});

describe('dignityNotes', () => {
  it('explains all eleven states', () => {
    expect(DIGNITY_NOTE_KEYS).toHaveLength(11);
    expect(Object.keys(dignityNotes).sort()).toEqual([...DIGNITY_NOTE_KEYS].sort());
    for (const key of ['exalted', 'debilitated', 'own', 'neutral', 'combust', 'retrograde'] as const) {
      expect(dignityNotes[key]).toBeDefined();
    }
  });

  it('uses one sentence per note in each language', () => {
    for (const key of DIGNITY_NOTE_KEYS) {
      const { en, hi } = dignityNotes[key];
      expect(en, key).toMatch(/^[^.!?]+\.$/);
      expect(hi, key).toMatch(/^[^।!?]+।$/);
    }
  });
});

describe('mahadashaTexts and antardashaNote', () => {
  it('covers all nine planets in 70–110 words', () => {
    expect(Object.keys(mahadashaTexts).sort()).toEqual([...PLANET_KEYS].sort());
    expectWordsInRange(
      PLANET_KEYS.map((p) => ({ path: `mahadashaTexts.${p}`, value: mahadashaTexts[p] })),
      70,
      110,
    );
  });

  it('states the Vimshottari length of each mahadasha from planets.ts', () => {
    const en: Record<number, string> = {
      6: 'six',
      7: 'seven',
      10: 'ten',
      16: 'sixteen',
      17: 'seventeen',
      18: 'eighteen',
      19: 'nineteen',
      20: 'twenty',
    };
    const hi: Record<number, string> = {
      6: 'छह',
      7: 'सात',
      10: 'दस',
      16: 'सोलह',
      17: 'सत्रह',
      18: 'अठारह',
      19: 'उन्नीस',
      20: 'बीस',
    };
    for (const p of PLANET_KEYS) {
      const years = byPlanet(p).dashaYears;
      expect(mahadashaTexts[p].en, p).toContain(`${en[years]} years`);
      expect(mahadashaTexts[p].hi, p).toContain(`${hi[years]} वर्ष`);
    }
  });

  it('has a sub-period template with {maha} and {antar} in both languages', () => {
    for (const lang of ['en', 'hi'] as const) {
      expect(antardashaNote[lang]).toContain('{maha}');
      expect(antardashaNote[lang]).toContain('{antar}');
      const filled = fill(antardashaNote[lang], { maha: 'X', antar: 'Y' });
      expect(filled).not.toMatch(/[{}]/);
    }
    expect(fill(antardashaNote.en, { maha: 'Jupiter', antar: 'Saturn' })).toContain(
      'Within the Jupiter mahadasha, the Saturn antardasha',
    );
    expect(fill(antardashaNote.hi, { maha: 'गुरु', antar: 'शनि' })).toContain('गुरु की महादशा के भीतर शनि की अंतर्दशा');
  });
});

describe('moonSignNotes', () => {
  it('has a note for each of the 12 signs in 40–70 words', () => {
    expect(Object.keys(moonSignNotes)).toEqual(NUMBERS_1_TO_12);
    expectWordsInRange(
      SIGN_NUMBERS.map((s) => ({ path: `moonSignNotes.${s}`, value: moonSignNotes[s] })),
      40,
      70,
    );
  });

  it('notes the Moon’s exaltation, own sign and debilitation', () => {
    expect(moonSignNotes[2].en).toContain('exalted');
    expect(moonSignNotes[4].en).toContain('own sign');
    expect(moonSignNotes[8].en).toContain('debilitated');
    expect(moonSignNotes[2].hi).toContain('उच्च');
    expect(moonSignNotes[8].hi).toContain('नीच');
  });
});

describe('reportHeadings', () => {
  it('has the title, the sections and the labels a report needs', () => {
    for (const key of [
      'title',
      'ascendant',
      'moonSignNakshatra',
      'planets',
      'dignities',
      'yogas',
      'doshas',
      'remedies',
      'dashaPeriods',
      'currentPeriod',
      'noYogas',
      'notManglik',
      'manglik',
      'partial',
      'cancelledBy',
      'runningNow',
      'fromTo',
      'disclaimer',
    ] as const) {
      expect(reportHeadings[key], key).toBeDefined();
    }
    expect(reportHeadings.title.en).toBe('Kundali Report');
    expect(reportHeadings.disclaimer.en).toMatch(/^Astrology offers guidance, not certainty/);
  });

  it('keeps placeholders in both languages', () => {
    for (const lang of ['en', 'hi'] as const) {
      expect(reportHeadings.fromTo[lang]).toContain('{start}');
      expect(reportHeadings.fromTo[lang]).toContain('{end}');
      expect(reportHeadings.generatedOn[lang]).toContain('{date}');
    }
    expect(fill(reportHeadings.fromTo.en, { start: '2020', end: '2036' })).toBe('from 2020 to 2036');
    expect(fill(reportHeadings.fromTo.hi, { start: '2020', end: '2036' })).toBe('2020 से 2036 तक');
  });
});

describe('fill', () => {
  it('replaces each placeholder, every time it occurs', () => {
    expect(fill('{a} and {b}, then {a}', { a: 'x', b: 'y' })).toBe('x and y, then x');
  });

  it('leaves unknown placeholders and other braces alone', () => {
    expect(fill('{known} {unknown}', { known: 'ok' })).toBe('ok {unknown}');
    expect(fill('{ spaced } {} {a-b}', { spaced: 'no', a: 'no' })).toBe('{ spaced } {} {a-b}');
    expect(fill('no placeholders', { a: 'x' })).toBe('no placeholders');
  });

  it('inserts values literally and does not read inherited properties', () => {
    expect(fill('{v}', { v: '$& $1 {w}' })).toBe('$& $1 {w}');
    expect(fill('{toString} {constructor}', {})).toBe('{toString} {constructor}');
    expect(fill('{empty}!', { empty: '' })).toBe('!');
  });
});
