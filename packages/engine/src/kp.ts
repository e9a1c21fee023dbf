/**
 * Krishnamurti Paddhati: Placidus cusps and planets on the Krishnamurti ayanamsa, their sign, star
 * (nakshatra), sub and sub-sub lords, and the four-level significators of houses and planets.
 *
 * Longitudes are sidereal degrees on the KP (Krishnamurti, Swiss Ephemeris SE_SIDM_KRISHNAMURTI)
 * ayanamsa regardless of the ayanamsa the rest of the chart uses. A nakshatra's 13°20′ is divided
 * among the nine Vimshottari lords in proportion to their years, starting with the nakshatra's
 * lord (the subs); each sub is divided again the same way starting with its own lord (sub-subs).
 */
import { epochAyanamsa } from './ayanamsa';
import type { Sky } from './ephemeris';
import { type Angles, type HouseCusps, houseOfLongitude, placidusCusps } from './houses';
import {
  NAKSHATRA_SPAN,
  norm360,
  PLANET_KEYS,
  type PlanetKey,
  signLord,
  signOf,
  VIMSHOTTARI_ORDER,
  VIMSHOTTARI_YEARS,
} from './zodiac';

/** The lords of a longitude in KP. */
export interface KpLords {
  signLord: PlanetKey;
  starLord: PlanetKey;
  subLord: PlanetKey;
  subSubLord: PlanetKey;
}

/** Divides `span` degrees among the nine lords from `firstLord`; returns the lord at `offset`. */
function subdivide(
  offset: number,
  span: number,
  firstLord: PlanetKey,
): { lord: PlanetKey; start: number; width: number } {
  const first = VIMSHOTTARI_ORDER.indexOf(firstLord);
  let start = 0;
  for (let i = 0; i < 9; i++) {
    const lord = VIMSHOTTARI_ORDER[(first + i) % 9]!;
    const width = (span * VIMSHOTTARI_YEARS[lord]) / 120;
    if (offset < start + width || i === 8) return { lord, start, width };
    start += width;
  }
  throw new Error('unreachable');
}

/** Sign, star, sub and sub-sub lords of a sidereal longitude in degrees. */
export function kpLords(longitude: number): KpLords {
  const lon = norm360(longitude);
  const nakIndex = Math.min(26, Math.floor(lon / NAKSHATRA_SPAN));
  const starLord = VIMSHOTTARI_ORDER[nakIndex % 9]!;
  const inStar = lon - nakIndex * NAKSHATRA_SPAN;
  const sub = subdivide(inStar, NAKSHATRA_SPAN, starLord);
  const subSub = subdivide(inStar - sub.start, sub.width, sub.lord);
  return { signLord: signLord(signOf(lon)), starLord, subLord: sub.lord, subSubLord: subSub.lord };
}

/**
 * Distance in degrees from a longitude to the nearest sign, star or sub boundary: how far the
 * point must move before one of its first three lords changes.
 */
export function kpBoundaryDistance(longitude: number): number {
  const lon = norm360(longitude);
  const nakIndex = Math.min(26, Math.floor(lon / NAKSHATRA_SPAN));
  const inStar = lon - nakIndex * NAKSHATRA_SPAN;
  const sub = subdivide(inStar, NAKSHATRA_SPAN, VIMSHOTTARI_ORDER[nakIndex % 9]!);
  const inSign = lon % 30;
  return Math.min(inSign, 30 - inSign, inStar - sub.start, sub.start + sub.width - inStar);
}

/** A KP planet. */
export interface KpPlanet extends KpLords {
  /** Sidereal longitude on the KP ayanamsa, degrees. */
  longitude: number;
  /** House 1–12 by the Placidus cusps (a planet belongs to the house whose cusp precedes it). */
  house: number;
}

/** The four significator levels of a house, strongest first. */
export interface HouseSignificators {
  house: number;
  /** Planets in the star of the house's occupants. */
  occupantsStar: PlanetKey[];
  /** Planets in the house. */
  occupants: PlanetKey[];
  /** Planets in the star of the house's owner (lord of the cusp's sign). */
  ownerStar: PlanetKey[];
  /** The owner: lord of the sign on the cusp. */
  owner: PlanetKey;
}

/** The houses a planet signifies, by level, strongest first. */
export interface PlanetSignifications {
  /** Houses occupied by the planet's star lord. */
  starLordOccupies: number[];
  /** The house the planet occupies. */
  occupies: number[];
  /** Houses owned by its star lord (a node as star lord gives its sign lord's houses). */
  starLordOwns: number[];
  /** Houses it owns (for Rahu and Ketu, those of the lord of the sign they are in). */
  owns: number[];
  /** All of the above, each house once, ascending. */
  all: number[];
}

/** A chart in KP. */
export interface KpChart {
  /** Mean Krishnamurti ayanamsa, degrees. */
  ayanamsa: number;
  /** Placidus cusps 1–12, sidereal (KP) degrees. */
  cusps: number[];
  /** `placidus`, or `porphyry` where Placidus cusps do not exist (polar latitudes). */
  system: HouseCusps['system'];
  cuspLords: KpLords[];
  planets: Record<PlanetKey, KpPlanet>;
  houseSignificators: HouseSignificators[];
  planetSignifications: Record<PlanetKey, PlanetSignifications>;
}

/** Houses (1–12) whose cusp lies in a sign ruled by `planet`. */
function housesOwnedBy(cuspLords: readonly KpLords[], planet: PlanetKey): number[] {
  const houses: number[] = [];
  for (let i = 0; i < 12; i++) if (cuspLords[i]!.signLord === planet) houses.push(i + 1);
  return houses;
}

/** The planet whose houses `planet` gives: itself, or for the nodes the lord of their sign. */
function agentOf(planets: Readonly<Record<PlanetKey, KpPlanet>>, planet: PlanetKey): PlanetKey {
  return planet === 'RA' || planet === 'KE' ? planets[planet].signLord : planet;
}

/**
 * The KP chart of an instant and place. `sky` is the instant's positions (any ayanamsa: they are
 * moved onto the KP ayanamsa here), `angles` its ascendant and MC, `latitude` the place's, degrees.
 */
export function kpChart(sky: Sky, angles: Angles, latitude: number): KpChart {
  const ayanamsa = epochAyanamsa('kp', sky.T);
  const trueAyanamsa = ayanamsa + sky.nutationLongitude;
  const houses = placidusCusps(angles, latitude, sky.trueObliquity, trueAyanamsa);
  const shift = sky.ayanamsa.true - trueAyanamsa;
  const cuspLords = houses.cusps.map(kpLords);
  const planets = {} as Record<PlanetKey, KpPlanet>;
  for (const key of PLANET_KEYS) {
    const longitude = norm360(sky.planets[key].longitude + shift);
    const lords = kpLords(longitude);
    planets[key] = {
      longitude,
      house: houseOfLongitude(houses.cusps, longitude),
      signLord: lords.signLord,
      starLord: lords.starLord,
      subLord: lords.subLord,
      subSubLord: lords.subSubLord,
    };
  }
  // Plain loops over the nine grahas: this runs for every kundali.
  const houseSignificators: HouseSignificators[] = [];
  for (let h = 1; h <= 12; h++) {
    const owner = cuspLords[h - 1]!.signLord;
    const occupants: PlanetKey[] = [];
    const ownerStar: PlanetKey[] = [];
    for (const p of PLANET_KEYS) {
      if (planets[p].house === h) occupants.push(p);
      if (planets[p].starLord === owner) ownerStar.push(p);
    }
    const occupantsStar: PlanetKey[] = [];
    for (const p of PLANET_KEYS) if (occupants.includes(planets[p].starLord)) occupantsStar.push(p);
    houseSignificators.push({ house: h, occupantsStar, occupants, ownerStar, owner });
  }

  const planetSignifications = {} as Record<PlanetKey, PlanetSignifications>;
  for (const key of PLANET_KEYS) {
    const star = planets[key].starLord;
    const starLordOccupies = [planets[star].house];
    const occupies = [planets[key].house];
    const starLordOwns = housesOwnedBy(cuspLords, agentOf(planets, star));
    const owns = housesOwnedBy(cuspLords, agentOf(planets, key));
    const flags = new Array<boolean>(13).fill(false);
    for (const list of [starLordOccupies, occupies, starLordOwns, owns]) for (const h of list) flags[h] = true;
    const all: number[] = [];
    for (let h = 1; h <= 12; h++) if (flags[h]) all.push(h);
    planetSignifications[key] = { starLordOccupies, occupies, starLordOwns, owns, all };
  }

  return {
    ayanamsa,
    cusps: houses.cusps,
    system: houses.system,
    cuspLords,
    planets,
    houseSignificators,
    planetSignifications,
  };
}
