/**
 * Yogas for the kundali report, from whole-sign placements (signs 1–12). Each yoga found names
 * the planets and houses that form it, so the report can say why. Rules follow Brihat Parashara
 * Hora Shastra and Phaladeepika in their common modern reading:
 *
 * - Gajakesari: Jupiter in a kendra (1, 4, 7, 10) from the Moon.
 * - Budhaditya: the Sun and Mercury in one sign (`weakened` when Mercury is combust).
 * - Pancha Mahapurusha: Mars (Ruchaka), Mercury (Bhadra), Jupiter (Hamsa), Venus (Malavya) or
 *   Saturn (Shasha) in its own or exaltation sign and in a kendra from the lagna.
 * - Raja: a kendra lord and a trikona lord (5, 9; the lagna lord counts as both) associated by
 *   conjunction, mutual aspect or sign exchange; a single planet owning both (yogakaraka) too.
 * - Dhana: two of the lords of 1, 2, 5, 9 and 11 associated the same way, one of them a lord
 *   of 2 or 11.
 * - Vipreet Raja: the lord of 6 (Harsha), 8 (Sarala) or 12 (Vimala) placed in 6, 8 or 12.
 * - Neecha Bhanga Raja: a debilitated planet whose debilitation sign lord or exaltation sign
 *   lord stands in a kendra from the lagna or the Moon (the Moon itself from the lagna only).
 *
 * Aspects are Parashari graha drishti: every planet the 7th; Mars also the 4th and 8th,
 * Jupiter the 5th and 9th, Saturn the 3rd and 10th (Rahu and Ketu cast none here).
 */
import { EXALTATION_SIGN } from './dignity';
import { type PlanetKey, SEVEN_PLANETS, type SevenPlanetKey, signLord } from './zodiac';

export type YogaKey =
  | 'gajakesari'
  | 'budhaditya'
  | 'ruchaka'
  | 'bhadra'
  | 'hamsa'
  | 'malavya'
  | 'shasha'
  | 'raja'
  | 'dhana'
  | 'harsha'
  | 'sarala'
  | 'vimala'
  | 'neecha-bhanga-raja';

export interface YogaFound {
  key: YogaKey;
  /** The planets that form it. */
  planets: PlanetKey[];
  /** Houses from the lagna involved (owned or occupied), when the rule is about houses. */
  houses: number[];
  /** How the planets are linked, for two-planet yogas. */
  link?: 'conjunction' | 'aspect' | 'exchange' | 'single-lord';
  /** A condition that weakens it (e.g. combust Mercury in Budhaditya). */
  weakened?: boolean;
}

export interface YogaInput {
  /** Sign of the ascendant, 1–12. */
  ascendantSign: number;
  /** Sign 1–12 of each graha. */
  signs: Readonly<Record<PlanetKey, number>>;
  /** Combustion flags (Mercury's is used). */
  combust?: Partial<Record<PlanetKey, boolean>>;
}

const OWN_SIGNS: Readonly<Record<SevenPlanetKey, readonly number[]>> = {
  SU: [5],
  MO: [4],
  MA: [1, 8],
  ME: [3, 6],
  JU: [9, 12],
  VE: [2, 7],
  SA: [10, 11],
};
const DEBILITATION: Readonly<Record<SevenPlanetKey, number>> = Object.fromEntries(
  SEVEN_PLANETS.map((p) => [p, ((EXALTATION_SIGN[p] + 5) % 12) + 1]),
) as Record<SevenPlanetKey, number>;
const ASPECTS: Readonly<Record<SevenPlanetKey, readonly number[]>> = {
  SU: [7],
  MO: [7],
  MA: [4, 7, 8],
  ME: [7],
  JU: [5, 7, 9],
  VE: [7],
  SA: [3, 7, 10],
};
const KENDRAS = [1, 4, 7, 10];

/** Count from sign a to sign b, inclusive (same sign = 1). */
const countFrom = (a: number, b: number) => ((b - a + 12) % 12) + 1;

export function findYogas({ ascendantSign, signs, combust = {} }: YogaInput): YogaFound[] {
  const found: YogaFound[] = [];
  const houseOf = (p: PlanetKey) => countFrom(ascendantSign, signs[p]);
  const lordOf = (house: number) => signLord(((ascendantSign + house - 2) % 12) + 1);
  const aspects = (from: SevenPlanetKey, to: SevenPlanetKey) =>
    ASPECTS[from].includes(countFrom(signs[from], signs[to]));
  const link = (a: SevenPlanetKey, b: SevenPlanetKey): YogaFound['link'] | null => {
    if (a === b) return 'single-lord';
    if (signs[a] === signs[b]) return 'conjunction';
    if (aspects(a, b) && aspects(b, a)) return 'aspect';
    if (OWN_SIGNS[a].includes(signs[b]) && OWN_SIGNS[b].includes(signs[a])) return 'exchange';
    return null;
  };

  if (KENDRAS.includes(countFrom(signs.MO, signs.JU))) {
    found.push({ key: 'gajakesari', planets: ['JU', 'MO'], houses: [houseOf('JU'), houseOf('MO')] });
  }
  if (signs.SU === signs.ME) {
    found.push({
      key: 'budhaditya',
      planets: ['SU', 'ME'],
      houses: [houseOf('SU')],
      link: 'conjunction',
      ...(combust.ME ? { weakened: true } : {}),
    });
  }
  const mahapurusha: [SevenPlanetKey, YogaKey][] = [
    ['MA', 'ruchaka'],
    ['ME', 'bhadra'],
    ['JU', 'hamsa'],
    ['VE', 'malavya'],
    ['SA', 'shasha'],
  ];
  for (const [p, key] of mahapurusha) {
    const strong = OWN_SIGNS[p].includes(signs[p]) || EXALTATION_SIGN[p] === signs[p];
    if (strong && KENDRAS.includes(houseOf(p))) found.push({ key, planets: [p], houses: [houseOf(p)] });
  }

  // Raja: kendra lords × trikona lords; each pair of planets reported once.
  const seen = new Set<string>();
  const pairYoga = (key: YogaKey, groupA: number[], groupB: number[], accept?: (ha: number, hb: number) => boolean) => {
    for (const ha of groupA) {
      for (const hb of groupB) {
        if (ha === hb && key !== 'raja') continue;
        if (accept && !accept(ha, hb)) continue;
        const a = lordOf(ha);
        const b = lordOf(hb);
        const l = link(a, b);
        if (!l || (l === 'single-lord' && ha === hb)) continue;
        const id = `${key}:${[a, b].sort().join('-')}`;
        if (seen.has(id)) continue;
        seen.add(id);
        found.push({
          key,
          planets: a === b ? [a] : [a, b],
          houses: [...new Set([ha, hb])].sort((x, y) => x - y),
          link: l,
        });
      }
    }
  };
  pairYoga('raja', [1, 4, 7, 10], [1, 5, 9], (ha, hb) => !(ha === 1 && hb === 1));
  pairYoga(
    'dhana',
    [1, 2, 5, 9, 11],
    [1, 2, 5, 9, 11],
    (ha, hb) => ha < hb && (ha === 2 || ha === 11 || hb === 2 || hb === 11),
  );

  const vipreet: [number, YogaKey][] = [
    [6, 'harsha'],
    [8, 'sarala'],
    [12, 'vimala'],
  ];
  for (const [house, key] of vipreet) {
    const lord = lordOf(house);
    if ([6, 8, 12].includes(houseOf(lord))) found.push({ key, planets: [lord], houses: [house, houseOf(lord)] });
  }

  for (const p of SEVEN_PLANETS) {
    if (signs[p] !== DEBILITATION[p]) continue;
    const cancellers = [signLord(DEBILITATION[p]), signLord(EXALTATION_SIGN[p])];
    const inKendra = cancellers.filter(
      // The Moon is always in a kendra from itself: as a canceller it counts from the lagna only.
      (c) => KENDRAS.includes(houseOf(c)) || (c !== 'MO' && KENDRAS.includes(countFrom(signs.MO, signs[c]))),
    );
    if (inKendra.length > 0) {
      found.push({ key: 'neecha-bhanga-raja', planets: [p, ...new Set(inKendra)], houses: [houseOf(p)] });
    }
  }
  return found;
}
