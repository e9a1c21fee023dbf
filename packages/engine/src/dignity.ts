/**
 * Dignity (avastha by sign), combustion and planetary friendship, by Parashara's rules as
 * B.V. Raman and most software give them. Inputs are sidereal longitudes in degrees and signs
 * 1–12; outputs are ids, never prose.
 */
import { norm180, type PlanetKey, SEVEN_PLANETS, type SevenPlanetKey, signLord, signOf } from './zodiac';

/** A planet's dignity in the sign it occupies, strongest first. */
export type Dignity = 'exalted' | 'debilitated' | 'moolatrikona' | 'own' | 'friendly' | 'neutral' | 'enemy';

/** Exaltation sign of each graha (Rahu in Taurus and Ketu in Scorpio, the common BPHS reading). */
export const EXALTATION_SIGN: Readonly<Record<PlanetKey, number>> = {
  SU: 1,
  MO: 2,
  MA: 10,
  ME: 6,
  JU: 4,
  VE: 12,
  SA: 7,
  RA: 2,
  KE: 8,
};

/** Degree of deepest exaltation within the exaltation sign. */
export const EXALTATION_DEGREE: Readonly<Record<SevenPlanetKey, number>> = {
  SU: 10,
  MO: 3,
  MA: 28,
  ME: 15,
  JU: 5,
  VE: 27,
  SA: 20,
};

/** Moolatrikona sign and degree range [from, to) of the seven planets. */
export const MOOLATRIKONA: Readonly<Record<SevenPlanetKey, readonly [number, number, number]>> = {
  SU: [5, 0, 20],
  MO: [2, 3, 30],
  MA: [1, 0, 12],
  ME: [6, 15, 20],
  JU: [9, 0, 10],
  VE: [7, 0, 15],
  SA: [11, 0, 20],
};

/** Natural relationship of one planet to another. */
export type Relationship = 'friend' | 'neutral' | 'enemy';

/**
 * Naisargika (natural) friends and enemies of the seven planets (BPHS 3.55); everyone else is
 * neutral.
 */
const NATURAL: Readonly<Record<SevenPlanetKey, { friends: SevenPlanetKey[]; enemies: SevenPlanetKey[] }>> = {
  SU: { friends: ['MO', 'MA', 'JU'], enemies: ['VE', 'SA'] },
  MO: { friends: ['SU', 'ME'], enemies: [] },
  MA: { friends: ['SU', 'MO', 'JU'], enemies: ['ME'] },
  ME: { friends: ['SU', 'VE'], enemies: ['MO'] },
  JU: { friends: ['SU', 'MO', 'MA'], enemies: ['ME', 'VE'] },
  VE: { friends: ['ME', 'SA'], enemies: ['SU', 'MO'] },
  SA: { friends: ['ME', 'VE'], enemies: ['SU', 'MO', 'MA'] },
};

/**
 * The nodes have no relationships of their own in BPHS; by the rule "Rahu acts like Saturn, Ketu
 * like Mars" they borrow those planets' relationships wherever one is needed.
 */
const NODE_PROXY: Readonly<Record<'RA' | 'KE', SevenPlanetKey>> = { RA: 'SA', KE: 'MA' };

function proxy(planet: PlanetKey): SevenPlanetKey {
  return planet === 'RA' || planet === 'KE' ? NODE_PROXY[planet] : planet;
}

/** NATURAL_MATRIX[a][b] for the seven planets, built once from {@link NATURAL}. */
const NATURAL_MATRIX = Object.fromEntries(
  SEVEN_PLANETS.map((a) => [
    a,
    Object.fromEntries(
      SEVEN_PLANETS.map((b) => [
        b,
        a === b
          ? 'friend'
          : NATURAL[a].friends.includes(b)
            ? 'friend'
            : NATURAL[a].enemies.includes(b)
              ? 'enemy'
              : 'neutral',
      ]),
    ),
  ]),
) as Record<SevenPlanetKey, Record<SevenPlanetKey, Relationship>>;

/** Natural relationship of `planet` towards `other` (the nodes through their proxies). */
export function naturalRelationship(planet: PlanetKey, other: PlanetKey): Relationship {
  return NATURAL_MATRIX[proxy(planet)][proxy(other)];
}

/**
 * Dignity of a graha at a sidereal longitude (degrees). Exaltation and debilitation go by sign;
 * where a sign holds both exaltation and moolatrikona (Moon in Taurus, Mercury in Virgo) the
 * degrees decide: Moon exalted to 3°, moolatrikona after; Mercury exalted to 15°, moolatrikona
 * 15°–20°, own sign after. Otherwise moolatrikona, own sign, then the planet's natural
 * relationship to the sign's lord.
 */
export function dignityOf(planet: PlanetKey, longitude: number): Dignity {
  const sign = signOf(longitude);
  const degree = ((longitude % 30) + 30) % 30;
  const exaltation = EXALTATION_SIGN[planet];
  const isNode = planet === 'RA' || planet === 'KE';
  if (!isNode) {
    const [mtSign, mtFrom, mtTo] = MOOLATRIKONA[planet as SevenPlanetKey];
    const inMoolatrikona = sign === mtSign && degree >= mtFrom && degree < mtTo;
    if (sign === exaltation && !inMoolatrikona && !(planet === 'ME' && degree >= 20)) return 'exalted';
    if (sign === ((exaltation + 5) % 12) + 1) return 'debilitated';
    if (inMoolatrikona) return 'moolatrikona';
    if (signLord(sign) === planet) return 'own';
  } else {
    if (sign === exaltation) return 'exalted';
    if (sign === ((exaltation + 5) % 12) + 1) return 'debilitated';
  }
  const relation = naturalRelationship(planet, signLord(sign));
  return relation === 'friend' ? 'friendly' : relation;
}

/**
 * Combustion orbs in degrees of longitude from the Sun (Surya Siddhanta as commonly used):
 * Moon 12, Mars 17, Mercury 14 (12 when retrograde), Jupiter 11, Venus 10 (8 when retrograde),
 * Saturn 15. The Sun and the nodes are never combust.
 */
export function combustionOrb(planet: PlanetKey, retrograde: boolean): number | null {
  switch (planet) {
    case 'MO':
      return 12;
    case 'MA':
      return 17;
    case 'ME':
      return retrograde ? 12 : 14;
    case 'JU':
      return 11;
    case 'VE':
      return retrograde ? 8 : 10;
    case 'SA':
      return 15;
    default:
      return null;
  }
}

/** True when the planet is within its combustion orb of the Sun (longitudes in degrees). */
export function isCombust(planet: PlanetKey, longitude: number, sunLongitude: number, retrograde: boolean): boolean {
  const orb = combustionOrb(planet, retrograde);
  return orb !== null && Math.abs(norm180(longitude - sunLongitude)) < orb;
}

/** Five-fold (panchadha) relationship: natural and temporal combined. */
export type CompoundRelationship = 'great-friend' | 'friend' | 'neutral' | 'enemy' | 'great-enemy';

/** The three friendship tables among the seven planets for one chart. */
export interface Friendships {
  /** natural[a][b]: how a regards b by nature. */
  natural: Readonly<Record<SevenPlanetKey, Readonly<Record<SevenPlanetKey, Relationship>>>>;
  /** temporal[a][b]: b in the 2nd, 3rd, 4th, 10th, 11th or 12th sign from a is a temporary friend. */
  temporal: Record<SevenPlanetKey, Record<SevenPlanetKey, 'friend' | 'enemy'>>;
  /** compound[a][b]: the five-fold relationship. */
  compound: Record<SevenPlanetKey, Record<SevenPlanetKey, CompoundRelationship>>;
}

const TEMPORAL_FRIEND_HOUSES = new Set([2, 3, 4, 10, 11, 12]);

function compoundOf(natural: Relationship, temporal: 'friend' | 'enemy'): CompoundRelationship {
  if (temporal === 'friend')
    return natural === 'friend' ? 'great-friend' : natural === 'neutral' ? 'friend' : 'neutral';
  return natural === 'friend' ? 'neutral' : natural === 'neutral' ? 'enemy' : 'great-enemy';
}

/** The natural table without self-relations, shared by every chart (it never changes). */
const NATURAL_TABLE = Object.freeze(
  Object.fromEntries(
    SEVEN_PLANETS.map((a) => [
      a,
      Object.freeze(Object.fromEntries(SEVEN_PLANETS.filter((b) => b !== a).map((b) => [b, NATURAL_MATRIX[a][b]]))),
    ]),
  ),
) as Friendships['natural'];

/**
 * Natural, temporal and compound friendship among the seven planets, from their signs 1–12. The
 * `natural` table is shared and frozen.
 */
export function friendships(signs: Readonly<Record<SevenPlanetKey, number>>): Friendships {
  const temporal = {} as Friendships['temporal'];
  const compound = {} as Friendships['compound'];
  for (const a of SEVEN_PLANETS) {
    const t = {} as Record<SevenPlanetKey, 'friend' | 'enemy'>;
    const c = {} as Record<SevenPlanetKey, CompoundRelationship>;
    for (const b of SEVEN_PLANETS) {
      if (a === b) continue;
      const house = ((((signs[b] - signs[a]) % 12) + 12) % 12) + 1;
      const relation = TEMPORAL_FRIEND_HOUSES.has(house) ? 'friend' : 'enemy';
      t[b] = relation;
      c[b] = compoundOf(NATURAL_MATRIX[a][b], relation);
    }
    temporal[a] = t;
    compound[a] = c;
  }
  return { natural: NATURAL_TABLE, temporal, compound };
}
