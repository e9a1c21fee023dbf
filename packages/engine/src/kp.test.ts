/**
 * KP against Swiss Ephemeris over the 53 reference charts: Placidus cusps on the Krishnamurti
 * ayanamsa within 30″, and sign, star and sub lords of cusps and planets identical except where
 * a longitude lies within 1″ of a boundary. Plus the four-level significator rules.
 */
import { describe, expect, it } from 'vitest';
import { KEY_OF, SE_NAMES, type SeLords, seCharts } from './__fixtures__/reference';
import { computeSky } from './ephemeris';
import { angles, placidusCusps } from './houses';
import { kpBoundaryDistance, kpChart, kpLords } from './kp';
import { NAKSHATRA_SPAN, norm180, PLANET_KEYS } from './zodiac';

const arcsec = (a: number, b: number) => Math.abs(norm180(a - b)) * 3600;
const BOUNDARY = 1 / 3600;

function expectLords(mine: ReturnType<typeof kpLords>, ref: SeLords, label: string) {
  expect(mine.signLord, `${label} sign`).toBe(KEY_OF[ref.sign]);
  expect(mine.starLord, `${label} star`).toBe(KEY_OF[ref.star]);
  expect(mine.subLord, `${label} sub`).toBe(KEY_OF[ref.sub]);
}

describe.each(seCharts.map((c) => [c.id, c] as const))('chart %s', (_id, c) => {
  const sky = computeSky(Date.parse(c.utcIso), { node: 'true' });
  const a = angles(sky.gast, c.lat, c.lon, sky.trueObliquity, sky.ayanamsa.true);
  const kp = kpChart(sky, a, c.lat);

  it('has the Lahiri Placidus cusps within 30″', () => {
    const lahiri = placidusCusps(a, c.lat, sky.trueObliquity, sky.ayanamsa.true);
    expect(lahiri.system).toBe('placidus');
    for (const [i, cusp] of lahiri.cusps.entries()) {
      expect(arcsec(cusp, c.placidus_cusps_lahiri_deg[i]!), `cusp ${i + 1}`).toBeLessThan(30);
    }
  });

  it('has the KP cusps within 30″ and their lords away from boundaries', () => {
    expect(arcsec(kp.ayanamsa, c.kp.ayanamsaMeanDeg)).toBeLessThan(0.01);
    kp.cusps.forEach((cusp, i) => {
      const ref = c.kp.placidus_cusps_deg[i]!;
      expect(arcsec(cusp, ref), `cusp ${i + 1}`).toBeLessThan(30);
      if (kpBoundaryDistance(ref) > BOUNDARY && kpBoundaryDistance(cusp) > BOUNDARY) {
        expectLords(kp.cuspLords[i]!, c.kp.cusp_lords[i]!, `cusp ${i + 1}`);
      }
    });
  });

  it('has the KP planets within tolerance and their lords away from boundaries', () => {
    for (const key of PLANET_KEYS) {
      const name = SE_NAMES[key];
      const ref = c.kp.planets_deg[name];
      expect(arcsec(kp.planets[key].longitude, ref), key).toBeLessThan(key === 'MO' ? 10 : 30);
      if (kpBoundaryDistance(ref) > BOUNDARY && kpBoundaryDistance(kp.planets[key].longitude) > BOUNDARY) {
        expectLords(kp.planets[key], c.kp.planet_lords[name], key);
      }
    }
  });
});

describe('KP lords', () => {
  it('divides a nakshatra among the nine lords in Vimshottari proportion, from the star lord', () => {
    // Ashwini (Ketu's star): Ketu 7/120 of 13°20′, then Venus 20/120, Sun 6/120 …
    const ketuSub = (NAKSHATRA_SPAN * 7) / 120;
    expect(kpLords(ketuSub - 1e-6)).toMatchObject({ signLord: 'MA', starLord: 'KE', subLord: 'KE' });
    expect(kpLords(ketuSub + 1e-6)).toMatchObject({ starLord: 'KE', subLord: 'VE' });
    expect(kpLords(NAKSHATRA_SPAN - 1e-6)).toMatchObject({ starLord: 'KE', subLord: 'ME' });
    // Bharani (Venus) starts with the Venus sub.
    expect(kpLords(NAKSHATRA_SPAN + 1e-6)).toMatchObject({ starLord: 'VE', subLord: 'VE', subSubLord: 'VE' });
    // The sub-sub of the Ketu sub of Ashwini runs Ketu, Venus, …
    expect(kpLords((ketuSub * 7) / 120 + 1e-7).subSubLord).toBe('VE');
    expect(kpLords(359.9999999)).toMatchObject({ signLord: 'JU', starLord: 'ME', subLord: 'SA' });
  });
});

describe('KP significators', () => {
  const c = seCharts.find((x) => x.id === 'E01')!;
  const sky = computeSky(Date.parse(c.utcIso));
  const kp = kpChart(sky, angles(sky.gast, c.lat, c.lon, sky.trueObliquity, sky.ayanamsa.true), c.lat);

  it('lists, for each house, planets in the occupants’ stars, occupants, planets in the owner’s star, owner', () => {
    for (const h of kp.houseSignificators) {
      expect(h.owner).toBe(kp.cuspLords[h.house - 1]!.signLord);
      for (const p of h.occupants) expect(kp.planets[p].house).toBe(h.house);
      for (const p of h.occupantsStar) expect(h.occupants).toContain(kp.planets[p].starLord);
      for (const p of h.ownerStar) expect(kp.planets[p].starLord).toBe(h.owner);
    }
    const occupied = kp.houseSignificators.flatMap((h) => h.occupants);
    expect([...occupied].sort()).toEqual([...PLANET_KEYS].sort());
  });

  it('gives each planet the houses of its star lord, its own house and the houses both own', () => {
    for (const key of PLANET_KEYS) {
      const s = kp.planetSignifications[key];
      const star = kp.planets[key].starLord;
      expect(s.occupies).toEqual([kp.planets[key].house]);
      expect(s.starLordOccupies).toEqual([kp.planets[star].house]);
      const owner = key === 'RA' || key === 'KE' ? kp.planets[key].signLord : key;
      const owned = kp.cuspLords.flatMap((l, i) => (l.signLord === owner ? [i + 1] : []));
      expect(s.owns).toEqual(owned);
      expect(s.all).toEqual(
        [...new Set([...s.starLordOccupies, ...s.occupies, ...s.starLordOwns, ...s.owns])].sort((x, y) => x - y),
      );
    }
  });
});
