/**
 * Kaal Sarp against PyJHora's sarpa_dosha_tests cases, and Mangal dosha's houses and named
 * cancellations on constructed charts.
 */
import { describe, expect, it } from 'vitest';
import { PYJHORA_KEYS, published } from './__fixtures__/reference';
import { kaalSarp, mangalDosha } from './doshas';
import type { PlanetKey } from './zodiac';

/** Longitudes from a PyJHora house string (house 1 = Aries): planets at 10°, nodes at 20° of the sign. */
function fromHouseStrings(houses: string[]): { ascendant: number; planets: Record<PlanetKey, number> } {
  const planets = {} as Record<PlanetKey, number>;
  let ascendant = 0;
  houses.forEach((cell, i) => {
    for (const token of cell.split('/').filter(Boolean)) {
      if (token === 'L') ascendant = i * 30 + 15;
      else {
        const key = PYJHORA_KEYS[Number(token)]!;
        planets[key] = i * 30 + (key === 'RA' || key === 'KE' ? 20 : 10);
      }
    }
  });
  return { ascendant, planets };
}

describe('Kaal Sarp (PyJHora sarpa_dosha_tests)', () => {
  const cases = published.doshas.kala_sarpa_cases_house_strings_from_lagna;
  it.each(cases.map(([houses, expected], i) => [i + 1, houses.join(' | '), expected] as const))(
    'case %i: %s → %s',
    (i, _label, expected) => {
      const { ascendant, planets } = fromHouseStrings(cases[i - 1]![0]);
      expect(kaalSarp(ascendant, planets).present).toBe(expected);
    },
  );

  it('names the type by Rahu’s house and tells full, by-sign and partial apart', () => {
    const [first, , third, , fifth] = cases;
    const full = kaalSarp(...(Object.values(fromHouseStrings(first![0])) as [number, Record<PlanetKey, number>]));
    expect(full).toMatchObject({ kind: 'full', direction: 'rahu-to-ketu', rahuHouse: 2, type: 'kulik', outside: [] });
    const bySign = kaalSarp(...(Object.values(fromHouseStrings(third![0])) as [number, Record<PlanetKey, number>]));
    expect(bySign).toMatchObject({ kind: 'by-sign', present: true, outside: ['SU'] });
    const partial = kaalSarp(...(Object.values(fromHouseStrings(fifth![0])) as [number, Record<PlanetKey, number>]));
    expect(partial).toMatchObject({ kind: 'partial', present: false, outside: ['SA'], type: 'kulik' });
    const second = kaalSarp(...(Object.values(fromHouseStrings(cases[1]![0])) as [number, Record<PlanetKey, number>]));
    expect(second).toMatchObject({ kind: 'full', direction: 'ketu-to-rahu', rahuHouse: 8, type: 'karkotak' });
  });

  it('finds none when planets lie on both sides', () => {
    const planets = { SU: 10, MO: 100, MA: 200, ME: 20, JU: 300, VE: 40, SA: 250, RA: 50, KE: 230 };
    expect(kaalSarp(0, planets)).toMatchObject({ present: false, kind: 'none', type: null, direction: null });
  });
});

describe('Mangal dosha', () => {
  // Lagna Aries; longitudes chosen per case.
  const base = { MO: 95, VE: 125, JU: 215 }; // Moon Cancer, Venus Leo, Jupiter Scorpio

  it('counts Mars in 1, 4, 7, 8, 12 from the lagna, the Moon and Venus', () => {
    const d = mangalDosha(15, { ...base, MA: 185 }); // Mars in Libra: 7th from Aries, 4th from Cancer, 3rd from Leo
    expect(d.from).toEqual({
      lagna: { house: 7, afflicted: true },
      moon: { house: 4, afflicted: true },
      venus: { house: 3, afflicted: false },
    });
    expect(d).toMatchObject({ present: true, count: 2, cancellations: [], cancelled: false, effective: true });
  });

  it('finds no dosha with Mars in the 2nd, 3rd, 5th, 6th, 9th, 10th or 11th from all three', () => {
    // Lagna Aries, Moon Aries, Venus Aries, Mars Gemini (3rd from each).
    const d = mangalDosha(15, { MO: 5, VE: 10, JU: 215, MA: 65 });
    expect(d).toMatchObject({ present: false, count: 0, cancelled: false, effective: false });
  });

  it('names each cancellation', () => {
    expect(mangalDosha(15, { ...base, MA: 5 }).cancellations).toContain('mars-own-sign'); // Aries, 1st
    expect(mangalDosha(15, { ...base, MA: 275 }).cancellations).toContain('mars-exalted'); // Capricorn
    expect(mangalDosha(15, { ...base, MA: 305 }).cancellations).toContain('mars-in-leo-or-aquarius');
    // Mars in Cancer: 4th from Aries lagna and 1st from the Moon: conjunct the Moon.
    expect(mangalDosha(15, { ...base, MA: 100 }).cancellations).toContain('moon-conjunct-mars');
    // Jupiter in Scorpio with Mars; Jupiter in Scorpio aspects Pisces (5th), Taurus (7th), Cancer (9th).
    expect(mangalDosha(15, { ...base, MA: 220 }).cancellations).toContain('jupiter-conjunct-mars');
    expect(mangalDosha(15, { ...base, MA: 40 }).cancellations).toContain('jupiter-aspects-mars');
    expect(mangalDosha(15, { MO: 95, VE: 10, JU: 215, MA: 185 }).cancellations).toContain('benefic-in-lagna');
    // Mars in Sagittarius: 9th from Aries, 6th from Cancer, 5th from Leo: nothing to cancel.
    const none = mangalDosha(15, { ...base, MA: 245 });
    expect(none.present).toBe(false);
  });

  it('exempts the classical house–sign pairs only when every afflicted placement is one', () => {
    // Lagna Leo, Moon Leo, Venus Leo: Mars in Pisces is 8th from all three, an exempt pair.
    const exempt = mangalDosha(125, { MO: 130, VE: 135, JU: 65, MA: 345 });
    expect(exempt.cancellations).toContain('exempt-house-sign');
    expect(exempt).toMatchObject({ present: true, count: 3, cancelled: true, effective: false });
    // Lagna Aries: Pisces is the 12th, not an exempt pair for the 12th.
    const notExempt = mangalDosha(15, { MO: 130, VE: 135, JU: 65, MA: 345 });
    expect(notExempt.cancellations).not.toContain('exempt-house-sign');
  });
});
