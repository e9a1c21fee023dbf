/**
 * The full kundali of one birth: the chart, Bhava Chalit (Sripati), the Chandra chart, dignities,
 * combustion and friendships, the sixteen vargas, Vimshottari and Yogini dashas, ashtakavarga, KP
 * and the doshas. Sidereal degrees and UTC milliseconds throughout, as in the modules it combines.
 */
import { type Ashtakavarga, ashtakavarga } from './ashtakavarga';
import { type Birth, type BirthInput, toBirth } from './birth';
import { type Chart, chart, chartLongitudes } from './chart';
import {
  type DashaNode,
  expandVimshottari,
  expandYogini,
  type VimshottariPeriod,
  vimshottariMahadashas,
  type YoginiPeriod,
  yoginiMahadashas,
} from './dasha';
import { type Dignity, dignityOf, type Friendships, friendships, isCombust } from './dignity';
import { type KaalSarp, kaalSarp, type MangalDosha, mangalDosha } from './doshas';
import { type SripatiBhavas, sripatiBhavaOf, sripatiBhavas } from './houses';
import { type KpChart, kpChart } from './kp';
import { type VargaChart, type VargaName, vargaCharts } from './vargas';
import { houseFrom, PLANET_KEYS, type PlanetKey, type PointKey, SEVEN_PLANETS, type SevenPlanetKey } from './zodiac';

/** Dignity and combustion of one graha. */
export interface PlanetState {
  dignity: Dignity;
  /** Within its combustion orb of the Sun (never for the Sun and the nodes). */
  combust: boolean;
}

/** A full kundali. */
export interface Kundali {
  chart: Chart;
  /** Sripati Bhava Chalit: bhava madhyas and sandhis (sidereal degrees) and each graha's bhava. */
  bhavaChalit: SripatiBhavas & { planets: Record<PlanetKey, number> };
  /** Chandra chart: house 1–12 of each point counted from the Moon's sign. */
  chandra: Record<PointKey, number>;
  states: Record<PlanetKey, PlanetState>;
  friendships: Friendships;
  vargas: Record<VargaName, VargaChart>;
  /**
   * Dashas to two levels (maha and antar). Deeper levels come from `vimshottariSubperiods` /
   * `yoginiSubperiods` on demand, and `vimshottariAt` gives the periods running at any instant.
   */
  dashas: {
    /** Dasha year, days. */
    yearDays: number;
    vimshottari: DashaNode<VimshottariPeriod>[];
    yogini: DashaNode<YoginiPeriod>[];
  };
  ashtakavarga: Ashtakavarga;
  kp: KpChart;
  doshas: { mangal: MangalDosha; kaalSarp: KaalSarp };
}

/**
 * Computes the full kundali of a birth: a validated {@link Birth}, or raw {@link BirthInput}
 * (validated here; without `tz` it then needs `utc`, since the core has no zone map).
 */
export function kundali(input: Birth | BirthInput): Kundali {
  const birth = toBirth(input);
  const c = chart(birth);
  const lon = chartLongitudes(c);
  const bhavas = sripatiBhavas(c.ascendant.longitude, c.mc.longitude);
  const bhavaPlanets = {} as Record<PlanetKey, number>;
  const states = {} as Record<PlanetKey, PlanetState>;
  const chandra = { AS: houseFrom(c.planets.MO.sign, c.ascendant.sign) } as Record<PointKey, number>;
  for (const key of PLANET_KEYS) {
    const p = c.planets[key];
    bhavaPlanets[key] = sripatiBhavaOf(bhavas, p.longitude);
    states[key] = { dignity: dignityOf(key, p.longitude), combust: isCombust(key, p.longitude, lon.SU, p.retrograde) };
    chandra[key] = houseFrom(c.planets.MO.sign, p.sign);
  }
  const signs = { AS: c.ascendant.sign } as Record<SevenPlanetKey | 'AS', number>;
  for (const key of SEVEN_PLANETS) signs[key] = c.planets[key].sign;

  const moon = lon.MO;
  const vimshottari = expandVimshottari(vimshottariMahadashas(moon, birth.utcMs, birth.yearDays), 2);
  const yogini = expandYogini(yoginiMahadashas(moon, birth.utcMs, birth.yearDays), 2);

  return {
    chart: c,
    bhavaChalit: { ...bhavas, planets: bhavaPlanets },
    chandra,
    states,
    friendships: friendships(signs),
    vargas: vargaCharts(lon),
    dashas: { yearDays: birth.yearDays, vimshottari, yogini },
    ashtakavarga: ashtakavarga(signs),
    kp: kpChart(c.sky, c.angles, birth.lat),
    doshas: { mangal: mangalDosha(lon.AS, lon), kaalSarp: kaalSarp(lon.AS, lon) },
  };
}
