import { describe, expect, it } from 'vitest';
import { findYogas, type YogaInput } from './yogas';
import type { PlanetKey } from './zodiac';

// Charts are written as signs (1 = Aries). Unlisted grahas are parked where they form nothing
// asked about in the test.
const chart = (asc: number, signs: Partial<Record<PlanetKey, number>>): YogaInput => ({
  ascendantSign: asc,
  signs: { SU: 11, MO: 11, MA: 11, ME: 11, JU: 11, VE: 11, SA: 11, RA: 6, KE: 12, ...signs },
});
const keys = (input: YogaInput) => findYogas(input).map((y) => y.key);

describe('yogas', () => {
  it('Gajakesari: Jupiter in a kendra from the Moon, not otherwise', () => {
    // Moon in Aries (1), Jupiter in Cancer (4): 4th from the Moon.
    expect(keys(chart(1, { MO: 1, JU: 4 }))).toContain('gajakesari');
    // Jupiter in Gemini (3): 3rd from the Moon.
    expect(keys(chart(1, { MO: 1, JU: 3 }))).not.toContain('gajakesari');
  });

  it('Budhaditya, weakened when Mercury is combust', () => {
    const y = findYogas({ ...chart(1, { SU: 5, ME: 5 }), combust: { ME: true } }).find((x) => x.key === 'budhaditya');
    expect(y).toMatchObject({ planets: ['SU', 'ME'], weakened: true, houses: [5] });
  });

  it('Mahapurusha: Jupiter exalted in Cancer in the 10th is Hamsa; in the 11th it is not', () => {
    // Libra lagna (7): Cancer is the 10th house.
    expect(keys(chart(7, { JU: 4 }))).toContain('hamsa');
    // Gemini lagna (3): Cancer is the 2nd house.
    expect(keys(chart(3, { JU: 4 }))).not.toContain('hamsa');
    // Saturn in Libra (exalted) with Capricorn lagna: 10th house → Shasha.
    expect(keys(chart(10, { SA: 7 }))).toContain('shasha');
  });

  it('Raja yoga: Taurus lagna, Saturn owns the 9th and 10th (yogakaraka)', () => {
    const raja = findYogas(chart(2, { SA: 3 })).filter((y) => y.key === 'raja');
    expect(raja.some((y) => y.link === 'single-lord' && y.planets[0] === 'SA')).toBe(true);
  });

  it('Raja yoga by conjunction: Aries lagna, Sun (5th lord) with Saturn (10th lord)', () => {
    const raja = findYogas(chart(1, { SU: 3, SA: 3 })).filter((y) => y.key === 'raja');
    expect(raja.some((y) => y.link === 'conjunction' && y.planets.includes('SU') && y.planets.includes('SA'))).toBe(
      true,
    );
  });

  it('Dhana yoga: Aries lagna, Venus (2nd lord) and Jupiter (9th lord) in mutual aspect', () => {
    // Venus in Aries (1), Jupiter in Libra (7): 7th from each other.
    const dhana = findYogas(chart(1, { VE: 1, JU: 7 })).filter((y) => y.key === 'dhana');
    expect(dhana.some((y) => y.link === 'aspect' && y.planets.includes('VE') && y.planets.includes('JU'))).toBe(true);
  });

  it('Vipreet Raja: Aries lagna, Mercury (6th lord) in the 8th is Harsha', () => {
    expect(keys(chart(1, { ME: 8 }))).toContain('harsha');
    expect(keys(chart(1, { ME: 9 }))).not.toContain('harsha');
  });

  it('Neecha Bhanga: Jupiter debilitated in Capricorn, Saturn (its lord) in a kendra', () => {
    // Aries lagna: Saturn in Cancer (4th) is in a kendra.
    expect(keys(chart(1, { JU: 10, SA: 4, MO: 2, MA: 2 }))).toContain('neecha-bhanga-raja');
    // Cancellers are Saturn (lord of Capricorn) and the Moon (lord of Cancer, Jupiter's exaltation).
    // Lagna Aries, Moon in Taurus (2nd), Saturn in Gemini (3rd from the lagna, 2nd from the Moon): none in a kendra.
    expect(keys(chart(1, { JU: 10, SA: 3, MO: 2 }))).not.toContain('neecha-bhanga-raja');
    // The Moon in the lagna cancels by itself.
    expect(keys(chart(1, { JU: 10, SA: 3, MO: 1 }))).toContain('neecha-bhanga-raja');
  });
});
