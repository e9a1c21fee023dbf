import { match } from '@drishti/engine/match';
import { describe, expect, it } from 'vitest';
import { en, hi } from '../../messages';
import {
  afflictedFrom,
  bandTone,
  isMatchAnswer,
  KOOTA_ORDER,
  kootaRows,
  manglikPairing,
  manglikState,
  pointsText,
  sumOfRows,
  verdictBand,
} from './model';
import { kootaAttributeNames } from './names';

// Pune 15 Aug 1990 14:30 IST and Delhi 2 Mar 1992 06:45 IST (the e2e births).
const boy = { date: '1990-08-15', time: '14:30', tz: 'Asia/Kolkata', lat: 18.5204, lon: 73.8567 };
const girl = { date: '1992-03-02', time: '06:45', tz: 'Asia/Kolkata', lat: 28.6139, lon: 77.209 };

const labels = (locale: 'en' | 'hi') => {
  const m = (locale === 'en' ? en : hi).matching;
  return {
    kootaNames: m.kootas,
    meanings: m.meanings as Record<string, string>,
    attributes: kootaAttributeNames(locale),
  };
};

describe('verdictBand', () => {
  it('follows the 18 / 24 / 32 thresholds of North Indian matching, halves included', () => {
    expect([0, 17.5].map(verdictBand)).toEqual(['low', 'low']);
    expect([18, 20.5, 24].map(verdictBand)).toEqual(['average', 'average', 'average']);
    expect([24.5, 28, 32].map(verdictBand)).toEqual(['good', 'good', 'good']);
    expect([32.5, 36].map(verdictBand)).toEqual(['excellent', 'excellent']);
  });

  it('agrees with the engine conclusion when no dosha intervenes', () => {
    const r = match(boy, girl);
    const band = verdictBand(r.total);
    if (r.concerns.length === 0) expect(r.conclusion).toBe(band);
    else if (r.total < 18) expect(r.conclusion).toBe('not-recommended');
    else expect(r.conclusion).toBe('proceed-with-caution');
  });

  it('colours low red, average yellow, good and excellent green', () => {
    expect((['low', 'average', 'good', 'excellent'] as const).map(bandTone)).toEqual(['bad', 'okay', 'good', 'good']);
  });
});

describe('kootaRows', () => {
  const answer = match(boy, girl);

  it('gives the eight kootas in order with the points of the answer, adding up to its total', () => {
    expect(isMatchAnswer(answer)).toBe(true);
    const rows = kootaRows(answer, labels('en'));
    expect(rows.map((r) => r.attribute)).toEqual(KOOTA_ORDER);
    expect(rows.map((r) => r.total)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(rows.map((r) => r.received)).toEqual(answer.kootas.map((k) => k.received_points));
    expect(sumOfRows(rows)).toEqual({ received: answer.total, total: 36 });
  });

  it('names every attribute in both languages, Hindi in Devanagari', () => {
    for (const locale of ['en', 'hi'] as const) {
      const rows = kootaRows(answer, labels(locale));
      for (const [i, row] of rows.entries()) {
        const k = answer.kootas[i]!;
        expect(row.male).not.toBe(k.male_koot_attribute);
        expect(row.female).not.toBe(k.female_koot_attribute);
        expect(row.meaning).not.toBe(k.meaning);
        if (locale === 'hi') expect(`${row.name}${row.male}${row.meaning}`).toMatch(/^[^a-z]*[\u0900-\u097F]/i);
      }
    }
    const rows = kootaRows(answer, labels('en'));
    expect(rows.find((r) => r.attribute === 'bhakoot')).toMatchObject({ male: 'Taurus', female: 'Capricorn' });
    expect(rows.find((r) => r.attribute === 'graha_maitri')).toMatchObject({ name: 'Graha Maitri', male: 'Venus' });
  });

  it('marks full, partial and empty rows, and shows an unknown key rather than nothing', () => {
    const rows = kootaRows(
      {
        kootas: [
          {
            attribute: 'varna',
            male_koot_attribute: 'brahmin',
            female_koot_attribute: 'new-key',
            received_points: 1,
            total_points: 1,
            meaning: 'work-and-ego',
          },
          {
            attribute: 'vashya',
            male_koot_attribute: 'manava',
            female_koot_attribute: 'keeta',
            received_points: 0.5,
            total_points: 2,
            meaning: 'x',
          },
          {
            attribute: 'nadi',
            male_koot_attribute: 'aadi',
            female_koot_attribute: 'aadi',
            received_points: 0,
            total_points: 8,
            meaning: 'health-and-progeny',
          },
        ],
      },
      labels('en'),
    );
    expect(rows.map((r) => r.score)).toEqual(['full', 'part', 'none']);
    expect(rows[0]).toMatchObject({ male: 'Brahmin', female: 'new-key' });
    expect(rows[1]!.meaning).toBe('x');
  });
});

describe('pointsText', () => {
  it('writes halves as ½', () => {
    expect([0, 0.5, 4.5, 18, 27.5].map(pointsText)).toEqual(['0', '½', '4½', '18', '27½']);
  });
});

describe('manglik', () => {
  const base = {
    from: {
      lagna: { house: 7, afflicted: true },
      moon: { house: 3, afflicted: false },
      venus: { house: 12, afflicted: true },
    },
  };

  it('reads none, cancelled and present, and the references afflicted', () => {
    expect(manglikState({ present: false, cancelled: false })).toBe('none');
    expect(manglikState({ present: true, cancelled: true })).toBe('cancelled');
    expect(manglikState({ present: true, cancelled: false })).toBe('present');
    expect(afflictedFrom(base)).toEqual(['lagna', 'venus']);
  });

  it('pairs two mangliks as balanced and one as a mismatch (a cancelled dosha counts as none)', () => {
    expect(manglikPairing({ effective: true }, { effective: true })).toBe('both');
    expect(manglikPairing({ effective: true }, { effective: false })).toBe('mismatch');
    expect(manglikPairing({ effective: false }, { effective: false })).toBe('neither');
  });

  it('rejects answers without the match fields', () => {
    expect(isMatchAnswer({ total: 18 })).toBe(false);
    expect(isMatchAnswer(null)).toBe(false);
  });
});
