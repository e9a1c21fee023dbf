import { describe, expect, it } from 'vitest';
import {
  ADHIKA_LABEL,
  AYANAS,
  CHOGHADIYA_QUALITIES,
  CHOGHADIYAS,
  choghadiyaSequence,
  DAY_MUHURTAS,
  HORA_RULE,
  HORA_SEQUENCE,
  horaLord,
  KARANAS,
  karana,
  karanaName,
  LUNAR_MONTHS,
  MONTH_SYSTEMS,
  NIJA_LABEL,
  PAKSHAS,
  PANCHANG_LABELS,
  PANCHANG_PERIODS,
  RITUS,
  SAMVATSARAS,
  samvatsaraName,
  TITHI_GROUPS,
  TITHIS,
  tithi,
  VARAS,
  vara,
  YOGAS,
} from './panchang-names';
import { collectBilingual } from './types';

const DEVANAGARI = /[\u0900-\u097F]/;

function expectBilingual(value: unknown) {
  const all = collectBilingual(value);
  expect(all.length).toBeGreaterThan(0);
  for (const { path, value: b } of all) {
    expect(b.en.trim(), path).not.toBe('');
    expect(b.hi.trim(), path).not.toBe('');
    expect(b.hi, path).toMatch(DEVANAGARI);
  }
}

describe('tithis', () => {
  it('has 30 tithis across the two pakshas', () => {
    expect(TITHIS).toHaveLength(30);
    TITHIS.forEach((t, i) => {
      expect(t.index).toBe(i + 1);
      expect(t.paksha).toBe(i < 15 ? 'shukla' : 'krishna');
    });
    expect(tithi(1).fullName).toEqual({ en: 'Shukla Pratipada', hi: 'शुक्ल प्रतिपदा' });
    expect(tithi(11).fullName).toEqual({ en: 'Shukla Ekadashi', hi: 'शुक्ल एकादशी' });
    expect(tithi(15).fullName).toEqual({ en: 'Purnima', hi: 'पूर्णिमा' });
    expect(tithi(16).fullName).toEqual({ en: 'Krishna Pratipada', hi: 'कृष्ण प्रतिपदा' });
    expect(tithi(29).fullName).toEqual({ en: 'Krishna Chaturdashi', hi: 'कृष्ण चतुर्दशी' });
    expect(tithi(30).fullName).toEqual({ en: 'Amavasya', hi: 'अमावस्या' });
    expect(new Set(TITHIS.map((t) => t.fullName.en)).size).toBe(30);
    expect([4, 9, 14, 19, 24, 29].map((i) => tithi(i).group)).toEqual(Array(6).fill('rikta'));
    expect(() => tithi(31)).toThrow(RangeError);
  });
});

describe('yogas', () => {
  it('has 27 yogas from Vishkambha to Vaidhriti', () => {
    expect(YOGAS).toHaveLength(27);
    YOGAS.forEach((y, i) => {
      expect(y.index).toBe(i + 1);
    });
    expect(YOGAS[0]!.name).toEqual({ en: 'Vishkambha', hi: 'विष्कुंभ' });
    expect(YOGAS[26]!.name).toEqual({ en: 'Vaidhriti', hi: 'वैधृति' });
    expect(new Set(YOGAS.map((y) => y.key)).size).toBe(27);
    expect(YOGAS.filter((y) => !y.auspicious).map((y) => y.key)).toEqual([
      'vishkambha',
      'atiganda',
      'shula',
      'ganda',
      'vyaghata',
      'vajra',
      'vyatipata',
      'parigha',
      'vaidhriti',
    ]);
  });
});

describe('karanas', () => {
  it('names all 60 half-tithis', () => {
    const names = Array.from({ length: 60 }, (_, i) => karanaName(i + 1));
    expect(names).toHaveLength(60);
    expect(names[0]!.en).toBe('Kimstughna');
    expect(names.slice(1, 9).map((n) => n.en)).toEqual([
      'Bava',
      'Balava',
      'Kaulava',
      'Taitila',
      'Gara',
      'Vanija',
      'Vishti (Bhadra)',
      'Bava',
    ]);
    expect(names[56]!.en).toBe('Vishti (Bhadra)');
    expect(names.slice(57).map((n) => n.en)).toEqual(['Shakuni', 'Chatushpada', 'Naga']);
    const counts = new Map<string, number>();
    for (let i = 1; i <= 60; i++) counts.set(karana(i).key, (counts.get(karana(i).key) ?? 0) + 1);
    for (const k of ['bava', 'balava', 'kaulava', 'taitila', 'gara', 'vanija', 'vishti']) expect(counts.get(k)).toBe(8);
    for (const k of ['kimstughna', 'shakuni', 'chatushpada', 'naga']) expect(counts.get(k)).toBe(1);
    expect(Object.keys(KARANAS)).toHaveLength(11);
    expect(karana(8).inauspicious).toBe(true);
  });

  it('rejects indexes outside 1–60', () => {
    expect(() => karanaName(0)).toThrow(RangeError);
    expect(() => karanaName(61)).toThrow(RangeError);
    expect(() => karanaName(2.5)).toThrow(RangeError);
  });
});

describe('varas, months and years', () => {
  it('has the seven varas from Sunday', () => {
    expect(VARAS.map((v) => v.name.hi)).toEqual(['रविवार', 'सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार']);
    expect(VARAS.map((v) => v.lord)).toEqual(['SU', 'MO', 'MA', 'ME', 'JU', 'VE', 'SA']);
    expect(vara(0).name.en).toBe('Sunday');
    expect(() => vara(7)).toThrow(RangeError);
  });

  it('has the twelve lunar months and the two pakshas', () => {
    expect(LUNAR_MONTHS).toHaveLength(12);
    expect(LUNAR_MONTHS[0]!.name).toEqual({ en: 'Chaitra', hi: 'चैत्र' });
    expect(LUNAR_MONTHS[11]!.name).toEqual({ en: 'Phalguna', hi: 'फाल्गुन' });
    expect(PAKSHAS.shukla.name.hi).toBe('शुक्ल पक्ष');
    expect(PAKSHAS.krishna.name.hi).toBe('कृष्ण पक्ष');
  });

  it('has the 60 samvatsaras from Prabhava to Akshaya', () => {
    expect(SAMVATSARAS).toHaveLength(60);
    expect(samvatsaraName(1)).toEqual({ en: 'Prabhava', hi: 'प्रभव' });
    expect(samvatsaraName(39)).toEqual({ en: 'Vishvavasu', hi: 'विश्वावसु' });
    expect(samvatsaraName(60)).toEqual({ en: 'Akshaya', hi: 'अक्षय' });
    expect(new Set(SAMVATSARAS.map((s) => s.name.en)).size).toBe(60);
    expect(new Set(SAMVATSARAS.map((s) => s.name.hi)).size).toBe(60);
    expect(() => samvatsaraName(61)).toThrow(RangeError);
  });

  it('has six ritus covering the twelve months, and two ayanas', () => {
    expect(RITUS).toHaveLength(6);
    expect(RITUS.flatMap((r) => r.months)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(AYANAS.map((a) => a.name.hi)).toEqual(['उत्तरायण', 'दक्षिणायन']);
  });
});

describe('choghadiya, hora and muhurta', () => {
  it('classifies the seven choghadiyas', () => {
    expect(Object.keys(CHOGHADIYAS).sort()).toEqual(['amrit', 'char', 'kaal', 'labh', 'rog', 'shubh', 'udveg']);
    const byQuality = (q: string) =>
      Object.values(CHOGHADIYAS)
        .filter((c) => c.quality === q)
        .map((c) => c.key)
        .sort();
    expect(byQuality('good')).toEqual(['amrit', 'labh', 'shubh']);
    expect(byQuality('neutral')).toEqual(['char']);
    expect(byQuality('bad')).toEqual(['kaal', 'rog', 'udveg']);
  });

  it('gives the standard day and night sequences', () => {
    expect(choghadiyaSequence(0, 'day')).toEqual(['udveg', 'char', 'labh', 'amrit', 'kaal', 'shubh', 'rog', 'udveg']);
    expect(choghadiyaSequence(1, 'day')).toEqual(['amrit', 'kaal', 'shubh', 'rog', 'udveg', 'char', 'labh', 'amrit']);
    expect(choghadiyaSequence(2, 'day')).toEqual(['rog', 'udveg', 'char', 'labh', 'amrit', 'kaal', 'shubh', 'rog']);
    expect(choghadiyaSequence(0, 'night')).toEqual(['shubh', 'amrit', 'char', 'rog', 'kaal', 'labh', 'udveg', 'shubh']);
    expect(choghadiyaSequence(1, 'night')).toEqual(['char', 'rog', 'kaal', 'labh', 'udveg', 'shubh', 'amrit', 'char']);
    for (let v = 0; v < 7; v++) {
      for (const part of ['day', 'night'] as const) {
        const seq = choghadiyaSequence(v, part);
        expect(seq[0]).toBe(seq[7]);
        expect(new Set(seq.slice(0, 7)).size).toBe(7);
      }
    }
  });

  it('follows the hora rule', () => {
    expect(HORA_SEQUENCE).toEqual(['SU', 'VE', 'ME', 'MO', 'SA', 'JU', 'MA']);
    expect(Array.from({ length: 8 }, (_, h) => horaLord(0, h))).toEqual([
      'SU',
      'VE',
      'ME',
      'MO',
      'SA',
      'JU',
      'MA',
      'SU',
    ]);
    for (let v = 0; v < 7; v++) {
      expect(horaLord(v, 0)).toBe(VARAS[v]!.lord);
      // The 25th hora, counted on from the 24th, belongs to the next weekday's lord.
      const after24 = HORA_SEQUENCE[(HORA_SEQUENCE.indexOf(horaLord(v, 23)) + 1) % 7];
      expect(after24).toBe(VARAS[(v + 1) % 7]!.lord);
    }
    expect(() => horaLord(0, 24)).toThrow(RangeError);
  });

  it('has the fifteen day muhurtas from Rudra', () => {
    expect(DAY_MUHURTAS).toHaveLength(15);
    expect(DAY_MUHURTAS[0]!.name).toEqual({ en: 'Rudra', hi: 'रुद्र' });
    expect(DAY_MUHURTAS[7]!.name.en).toContain('Abhijit');
    expect(DAY_MUHURTAS[14]!.name.en).toBe('Bhaga');
  });
});

describe('labels', () => {
  it('labels the daily panchang periods', () => {
    for (const key of [
      'rahuKaal',
      'yamaganda',
      'gulika',
      'abhijit',
      'durMuhurat',
      'varjyam',
      'amritKaal',
      'sunrise',
      'sunset',
      'moonrise',
      'moonset',
    ] as const) {
      expect(PANCHANG_LABELS[key].en.length).toBeGreaterThan(0);
    }
    expect(PANCHANG_LABELS.rahuKaal.hi).toBe('राहु काल');
    expect(PANCHANG_LABELS.sunrise.hi).toBe('सूर्योदय');
  });

  it('writes every text in English and Hindi', () => {
    expectBilingual({
      PAKSHAS,
      TITHI_GROUPS,
      TITHIS,
      YOGAS,
      KARANAS,
      VARAS,
      LUNAR_MONTHS,
      ADHIKA_LABEL,
      NIJA_LABEL,
      MONTH_SYSTEMS,
      SAMVATSARAS,
      RITUS,
      AYANAS,
      HORA_RULE,
      CHOGHADIYAS,
      CHOGHADIYA_QUALITIES,
      DAY_MUHURTAS,
      PANCHANG_LABELS,
      PANCHANG_PERIODS,
    });
  });
});
