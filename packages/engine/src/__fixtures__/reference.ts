/**
 * Typed access to the reference fixtures (see README.md in this folder for their sources).
 * Test-only.
 */
import publishedJson from './published-vectors.json';
import swissephJson from './swisseph-charts.json';
import swetestJson from './swetest-1900-2100.json';

/** Swiss Ephemeris body names used by the fixtures. */
export type SeName = 'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn' | 'Rahu' | 'Ketu';

export interface SeLords {
  sign: SeName;
  star: SeName;
  sub: SeName;
}

/** One chart of swisseph-charts.json. */
export interface SeChart {
  id: string;
  place: string;
  utcIso: string;
  lat: number;
  lon: number;
  jd_ut: number;
  deltaT_s: number;
  ayanamsa_lahiri_mean_deg: number;
  ayanamsa_lahiri_true_deg: number;
  sidereal_lahiri_apparent_truenode: Record<SeName | 'Ascendant', number>;
  rahu_mean_node_apparent: number;
  speed_deg_per_day: Record<Exclude<SeName, 'Rahu' | 'Ketu'> | 'Rahu_true', number>;
  sidereal_lahiri_truepos_meannode_JHoraStyle: Record<SeName | 'Ascendant', number>;
  placidus_cusps_lahiri_deg: number[];
  mc_lahiri_deg: number;
  tropical_apparent_of_date: Record<
    Exclude<SeName, 'Rahu' | 'Ketu'> | 'TrueNode' | 'MeanNode' | 'Ascendant' | 'MC',
    number
  >;
  kp: {
    ayanamsaMeanDeg: number;
    placidus_cusps_deg: number[];
    cusp_lords: SeLords[];
    planets_deg: Record<SeName, number>;
    planet_lords: Record<SeName, SeLords>;
  };
  derived: {
    rasi_index_0Aries: Record<SeName | 'Ascendant', number>;
    moon_nakshatra_1to27: number;
    moon_pada_1to4: number;
    navamsa_rasi_index: Record<SeName | 'Ascendant', number>;
  };
}

export const seCharts = (swissephJson as unknown as { charts: SeChart[] }).charts;

/** The published-vectors.json document, loosely typed: tests pick the entries they use. */
export const published = publishedJson as unknown as {
  charts: {
    id: string;
    input: { utc?: string; lat: number; lon: number };
    published_D1_rasi_and_deg_in_sign_2dp?: Record<string, [number, number]>;
    published_ascendant_full_precision_deg?: number;
    published_vargas?: Record<string, Record<string, [number, number]>>;
    published_deg?: Record<string, number>;
    se_reproduction_RAMAN_apparent_meannode_deg?: Record<string, number>;
    cases?: { input: { local: string; lat: number; lon: number }; se_reproduction: string }[];
  }[];
  dasha: {
    id: string;
    input?: { local: string; lat: number; lon: number };
    published_md_ad_start?: [number, number, string][];
    published_md_start_lord_years?: [number, string, number][];
  }[];
  ashtakavarga: {
    id: string;
    input?: { local: string; lat: number; lon: number };
    signs_used_0Aries?: Record<string, number>;
    bav_Aries_to_Pisces?: Record<string, number[]>;
    sav_Aries_to_Pisces?: number[];
  }[];
  doshas: { kala_sarpa_cases_house_strings_from_lagna: [string[], boolean][] };
};

/** Fixture body names by engine key. */
export const SE_NAMES = {
  SU: 'Sun',
  MO: 'Moon',
  MA: 'Mars',
  ME: 'Mercury',
  JU: 'Jupiter',
  VE: 'Venus',
  SA: 'Saturn',
  RA: 'Rahu',
  KE: 'Ketu',
} as const;

/** Engine key of a fixture body name. */
export const KEY_OF: Record<SeName, keyof typeof SE_NAMES> = {
  Sun: 'SU',
  Moon: 'MO',
  Mars: 'MA',
  Mercury: 'ME',
  Jupiter: 'JU',
  Venus: 'VE',
  Saturn: 'SA',
  Rahu: 'RA',
  Ketu: 'KE',
};

/** PyJHora planet ids (0 Sun … 8 Ketu) as engine keys. */
export const PYJHORA_KEYS = ['SU', 'MO', 'MA', 'ME', 'JU', 'VE', 'SA', 'RA', 'KE'] as const;

/** Keys of the bodies in swetest-1900-2100.json. */
export type SwetestKey = 'SU' | 'MO' | 'ME' | 'VE' | 'MA' | 'JU' | 'SA' | 'RA_true' | 'RA_mean';

/** One instant of swetest-1900-2100.json (Debian's swetest, see README.md). */
export interface SwetestChart {
  id: string;
  place: string;
  utcIso: string;
  jd_ut: number;
  lat: number;
  lon: number;
  deltaT_s: number;
  sidereal: Record<SwetestKey | 'ASC' | 'MC', number>;
  speed: Record<SwetestKey, number>;
  tropical: Record<SwetestKey | 'ASC' | 'MC', number>;
  geometric: Record<Exclude<SwetestKey, 'RA_true'>, number>;
}

export const swetestCharts = (swetestJson as unknown as { charts: SwetestChart[] }).charts;
