/** Matching two births: the charts' Moons into Ashtakoota, manglik status, the conclusion. */
import { describe, expect, it } from 'vitest';
import { parseBirth } from './birth';
import { chart, chartLongitudes } from './chart';
import { mangalDosha } from './doshas';
import { concludeMatch, match } from './match';
import { matchFromMoons } from './matching/ashtakoota';

const boy = parseBirth({ date: '1996-12-07', time: '10:34', tz: 'Asia/Kolkata', lat: 13.0878, lon: 80.2785 });
const girl = parseBirth({ date: '1998-03-21', time: '18:20', tz: 'Asia/Kolkata', lat: 28.6139, lon: 77.209 });

/** Mangal dosha of a made-up chart: lagna Aries, Moon Aries, Venus Gemini, Jupiter Libra, Mars at `mars`. */
const manglikWithMars = (mars: number) => mangalDosha(5, { MA: mars, MO: 5, VE: 65, JU: 200 });

describe('match', () => {
  it('matches the two charts’ Moons and adds both manglik statuses', () => {
    const r = match(boy, girl);
    const moonOf = (b: typeof boy) => {
      const m = chart(b).planets.MO;
      return { sign: m.sign, nakshatra: m.nakshatra, pada: m.pada, longitude: m.longitude };
    };
    expect(r.moons).toEqual({ boy: moonOf(boy), girl: moonOf(girl) });
    const direct = matchFromMoons(moonOf(boy), moonOf(girl));
    expect(r.kootas).toEqual(direct.kootas);
    expect(r.total).toBe(direct.total);
    expect(r.outOf).toBe(36);
    expect(r.kootas.map((k) => k.attribute)).toEqual([
      'varna',
      'vashya',
      'tara',
      'yoni',
      'graha_maitri',
      'gana',
      'bhakoot',
      'nadi',
    ]);
    const lonBoy = chartLongitudes(chart(boy));
    expect(r.manglik.boy).toEqual(mangalDosha(lonBoy.AS, lonBoy));
    expect(r.conclusion).toBe(concludeMatch(direct, r.manglik.boy, r.manglik.girl).conclusion);
  });

  it('takes raw birth input too', () => {
    const raw = { utc: '1996-12-07T05:04:00Z', lat: 13.0878, lon: 80.2785 };
    expect(match(raw, girl)).toEqual(match(boy, girl));
  });
});

describe('concludeMatch', () => {
  const notManglik = manglikWithMars(45); // Mars in Taurus: 2nd from lagna and Moon, 12th from Venus (exempt)
  const manglik = manglikWithMars(95); // Mars in Cancer: 4th from the lagna and the Moon, uncancelled

  it('builds its manglik fixtures as intended', () => {
    // Mars in Taurus is the 2nd from the Aries lagna and Moon and the 12th from Venus in Gemini.
    expect(notManglik.from.lagna.afflicted).toBe(false);
    expect(notManglik.from.venus).toEqual({ house: 12, afflicted: true });
    // The 12th in Taurus is one of the exempt house–sign pairs, so the dosha is cancelled.
    expect(notManglik.cancellations).toContain('exempt-house-sign');
    expect(notManglik.effective).toBe(false);
    expect(manglik.effective).toBe(true);
  });

  it('prefers no concern: the score decides (18 / 24 / 32 boundaries)', () => {
    // Boy Rohini 2 (Taurus), girl Hasta 3 (Virgo): 25 gunas; bhakoot 5/9 with the Venus–Mercury
    // friendship as exception, no nadi dosha.
    const r = matchFromMoons({ sign: 2, nakshatra: 4, pada: 2 }, { sign: 6, nakshatra: 13, pada: 3 });
    expect(r.total).toBe(25);
    expect(concludeMatch(r, notManglik, notManglik)).toEqual({ concerns: [], conclusion: 'good' });
    // Both manglik: the doshas cancel each other.
    expect(concludeMatch(r, manglik, manglik)).toEqual({ concerns: [], conclusion: 'good' });
    expect(concludeMatch(r, manglik, notManglik)).toEqual({
      concerns: ['manglik-mismatch'],
      conclusion: 'proceed-with-caution',
    });
    expect(concludeMatch({ ...r, total: 24 }, notManglik, notManglik).conclusion).toBe('average');
    expect(concludeMatch({ ...r, total: 33 }, notManglik, notManglik).conclusion).toBe('excellent');
    expect(concludeMatch({ ...r, total: 17.5 }, notManglik, notManglik)).toEqual({
      concerns: ['low-score'],
      conclusion: 'not-recommended',
    });
  });

  it('flags an uncancelled nadi dosha', () => {
    // Both Ashwini pada 1: 28 gunas but the same nadi with no exception.
    const r = matchFromMoons({ sign: 1, nakshatra: 1, pada: 1 }, { sign: 1, nakshatra: 1, pada: 1 });
    expect(r.total).toBe(28);
    expect(concludeMatch(r, notManglik, notManglik)).toEqual({
      concerns: ['nadi-dosha'],
      conclusion: 'proceed-with-caution',
    });
  });
});
