/**
 * The kundali API's answers worked out in the browser, for when the API cannot be reached. This
 * mirrors packages/core/src/astrology (kundali.ts, panchang.ts basicDetails) line for line on the
 * same engine, so an answer computed here has the shape the tabs read and, for the same birth and
 * zone, the same numbers the server sends. The web app may not import the server's domain code,
 * hence the copy; kundali-answers.test.ts holds it to answers recorded from the server.
 *
 * Loaded only through a dynamic import (see ./load.ts): the engine stays out of the page's
 * first JavaScript.
 */
import { type DashaAnswer, dashaAnswer } from '@drishti/engine/answers';
import { type Birth, InputError, parseBirth } from '@drishti/engine/birth';
import {
  type DashaNode,
  expandVimshottari,
  vimshottariAt,
  vimshottariMahadashas,
  type VimshottariPeriod,
} from '@drishti/engine/dasha';
import { type Kundali, kundali } from '@drishti/engine/kundali';
import type { ElementSpan } from '@drishti/engine/lunisolar';
import { vashyaOf } from '@drishti/engine/matching/kootas';
import { NAKSHATRA_GANA, NAKSHATRA_NADI, NAKSHATRA_YONI, SIGN_VARNA } from '@drishti/engine/matching/tables';
import { addDays, type Panchang, panchang } from '@drishti/engine/panchang';
import { findYogas, type YogaFound } from '@drishti/engine/yogas';
import { houseFrom, PLANET_KEYS, type PlanetKey, signLord } from '@drishti/engine/zodiac';

/** The birth as the kundali page sends it, plus the zone the browser reads the local time in. */
export interface OfflineBirthRequest {
  year: number;
  month: number;
  day: number;
  hour: number;
  min: number;
  sec?: number;
  lat: number;
  lon: number;
  /** IANA zone of the place (from the URL or the chosen place): historical offsets apply. */
  timezone?: string;
  /** Hours east of UTC, used only when the zone is missing or unknown to this browser. */
  utcOffset?: number;
}

/** A birth that cannot be worked out on the device (no usable zone, a date outside the engine's range). */
export class OfflineInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OfflineInputError';
  }
}

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (ms: number) => new Date(Math.round(ms)).toISOString();
const round = (x: number, digits = 6) => Math.round(x * 10 ** digits) / 10 ** digits;

function knownZone(zone: string | undefined): zone is string {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The engine's birth. The server finds the zone from the coordinates (a map the browser does not
 * carry); here the zone the place was chosen with stands in for it: the same IANA name, read with
 * the browser's time-zone database, which holds the same historical rules.
 */
export function toEngineBirth(req: OfflineBirthRequest): Birth {
  const tz = knownZone(req.timezone) ? req.timezone : req.utcOffset;
  if (tz === undefined) throw new OfflineInputError('no time zone for this place');
  try {
    return parseBirth({
      date: `${String(req.year).padStart(4, '0')}-${pad(req.month)}-${pad(req.day)}`,
      time: `${pad(req.hour)}:${pad(req.min)}:${pad(req.sec ?? 0)}`,
      tz,
      lat: req.lat,
      lon: req.lon,
    });
  } catch (e) {
    if (e instanceof InputError) throw new OfflineInputError(e.message);
    throw e;
  }
}

/** The last few kundalis: the tabs of one birth ask for it several times. */
const kundalis = new Map<string, { birth: Birth; k: Kundali }>();
const KEEP = 8;

export function kundaliFor(req: OfflineBirthRequest): { birth: Birth; k: Kundali } {
  const birth = toEngineBirth(req);
  const key = `${birth.utcMs}|${birth.lat}|${birth.lon}|${String(birth.zone)}`;
  const hit = kundalis.get(key);
  if (hit) return { birth, k: hit.k };
  const k = kundali(birth);
  kundalis.set(key, { birth, k });
  if (kundalis.size > KEEP) kundalis.delete(kundalis.keys().next().value!);
  return { birth, k };
}

export function birthSummary(birth: Birth, req: OfflineBirthRequest) {
  const zone = birth.zone;
  return {
    utc: iso(birth.utcMs),
    local: `${req.year}-${pad(req.month)}-${pad(req.day)}T${pad(req.hour)}:${pad(req.min)}`,
    timezone: typeof zone === 'string' ? zone : null,
    utcOffset: round(
      typeof zone === 'number'
        ? zone
        : (Date.UTC(req.year, req.month - 1, req.day, req.hour, req.min, req.sec ?? 0) - birth.utcMs) / 3_600_000,
      4,
    ),
    lat: birth.lat,
    lon: birth.lon,
    ayanamsa: birth.options.ayanamsa,
    node: birth.options.node,
    positions: birth.options.positions,
  };
}

export function yogasOf(k: Kundali): YogaFound[] {
  const c = k.chart;
  const signs = Object.fromEntries(PLANET_KEYS.map((p) => [p, c.planets[p].sign])) as Record<PlanetKey, number>;
  const combust = Object.fromEntries(PLANET_KEYS.map((p) => [p, k.states[p].combust])) as Record<PlanetKey, boolean>;
  return findYogas({ ascendantSign: c.ascendant.sign, signs, combust });
}

/** `kundali-details`: planets with sign, degree, nakshatra, house, bhava, dignity and combustion. */
export function kundaliDetails(req: OfflineBirthRequest) {
  const { birth, k } = kundaliFor(req);
  const c = k.chart;
  const planets = Object.fromEntries(
    PLANET_KEYS.map((key) => {
      const p = c.planets[key];
      return [
        key,
        {
          longitude: round(p.longitude),
          sign: p.sign,
          degree: round(p.degree),
          nakshatra: p.nakshatra,
          pada: p.pada,
          nakshatraLord: p.nakshatraLord,
          house: p.house,
          bhava: k.bhavaChalit.planets[key],
          speed: round(p.speed),
          retrograde: p.retrograde,
          dignity: k.states[key].dignity,
          combust: k.states[key].combust,
        },
      ];
    }),
  );
  return {
    birth: birthSummary(birth, req),
    ayanamsa: { name: c.sky.ayanamsa.name, degrees: round(c.sky.ayanamsa.mean) },
    ascendant: {
      longitude: round(c.ascendant.longitude),
      sign: c.ascendant.sign,
      degree: round(c.ascendant.degree),
      nakshatra: c.ascendant.nakshatra,
      pada: c.ascendant.pada,
      nakshatraLord: c.ascendant.nakshatraLord,
    },
    mc: { longitude: round(c.mc.longitude), sign: c.mc.sign },
    planets,
    houseSigns: c.houseSigns,
    bhavaChalit: {
      madhya: k.bhavaChalit.madhya.map((x) => round(x)),
      sandhi: k.bhavaChalit.sandhi.map((x) => round(x)),
    },
    chandra: k.chandra,
    friendships: k.friendships,
    yogas: yogasOf(k),
    doshas: k.doshas,
  };
}

const running = (list: ElementSpan[], atMs: number) => list.find((e) => e.endMs > atMs) ?? list[list.length - 1];

/** The panchang elements running at the birth: its Hindu day starts at the sunrise before it. */
function panchangAt(birth: Birth, req: OfflineBirthRequest) {
  const zone = birth.zone ?? 0;
  const dayAt = (date: { year: number; month: number; day: number }): Panchang =>
    panchang({ date, lat: birth.lat, lon: birth.lon, zone, sunrise: 'standard' });
  const local = { year: req.year, month: req.month, day: req.day };
  let p = dayAt(local);
  if (p.sunrise !== null && birth.utcMs < p.sunrise) p = dayAt(addDays(local, -1));
  const at = birth.utcMs;
  return {
    vara: p.vara,
    paksha: p.paksha,
    tithi: running(p.tithi, at)?.index ?? null,
    nakshatra: running(p.nakshatra, at)?.index ?? null,
    yoga: running(p.yoga, at)?.index ?? null,
    karana: running(p.karana, at)?.index ?? null,
    sunrise: p.sunrise === null ? null : new Date(p.sunrise).toISOString(),
    sunset: p.sunset === null ? null : new Date(p.sunset).toISOString(),
    month: p.month,
    samvat: p.samvat,
  };
}

type PointLike = {
  longitude: number;
  sign: number;
  degree: number;
  nakshatra: number;
  pada: number;
  nakshatraLord: string;
};
const point = (p: PointLike) => ({
  longitude: round(p.longitude),
  sign: p.sign,
  degree: round(p.degree),
  nakshatra: p.nakshatra,
  pada: p.pada,
  nakshatraLord: p.nakshatraLord,
});

/** `basic-details`: birth summary, ascendant, Sun and Moon, avakhada and the panchang at birth. */
export function basicDetails(req: OfflineBirthRequest) {
  const { birth, k } = kundaliFor(req);
  const c = k.chart;
  const moon = c.planets.MO;
  return {
    birth: birthSummary(birth, req),
    ayanamsa: { name: c.sky.ayanamsa.name, degrees: round(c.sky.ayanamsa.mean) },
    ascendant: point(c.ascendant),
    sun: point(c.planets.SU),
    moon: point(moon),
    avakhada: {
      varna: SIGN_VARNA[moon.sign - 1]!,
      vashya: vashyaOf({ sign: moon.sign, nakshatra: moon.nakshatra, pada: moon.pada, longitude: moon.longitude }),
      yoni: NAKSHATRA_YONI[moon.nakshatra - 1]!,
      gana: NAKSHATRA_GANA[moon.nakshatra - 1]!,
      nadi: NAKSHATRA_NADI[moon.nakshatra - 1]!,
      signLord: signLord(moon.sign),
      nakshatraLord: moon.nakshatraLord,
    },
    panchang: panchangAt(birth, req),
  };
}

type Node = { lord: PlanetKey; start: string; end: string; sub?: Node[] };
function toNodes(nodes: DashaNode<VimshottariPeriod>[]): Node[] {
  return nodes.map((n) => ({
    lord: n.lord,
    start: iso(n.start),
    end: iso(n.end),
    ...(n.sub ? { sub: toNodes(n.sub) } : {}),
  }));
}

/** `kundali-details-vmshotri-dasha`: Vimshottari to three levels and the five periods running at `atMs`. */
export function vimshottariDetails(req: OfflineBirthRequest, atMs: number) {
  const { birth, k } = kundaliFor(req);
  const mahas = vimshottariMahadashas(k.chart.planets.MO.longitude, birth.utcMs, birth.yearDays);
  const now = vimshottariAt(mahas, atMs, 5);
  const levels = ['maha', 'antar', 'pratyantar', 'sookshma', 'prana'] as const;
  return {
    yearDays: birth.yearDays,
    at: iso(atMs),
    current: now.map((p, i) => ({ level: levels[i]!, lord: p.lord, start: iso(p.start), end: iso(p.end) })),
    vimshottari: toNodes(expandVimshottari(mahas, 3)),
  };
}

/** `vimshotri-and-yogini`: Vimshottari to three levels, Yogini to two (the engine's dasha answer). */
export function dashasOf(req: OfflineBirthRequest): DashaAnswer {
  return dashaAnswer(toEngineBirth(req));
}

/** `kp-kundali`: cusps, lords and significators. */
export function kpDetails(req: OfflineBirthRequest) {
  const { birth, k } = kundaliFor(req);
  return { birth: birthSummary(birth, req), ...k.kp };
}

/** `get-chart?chartId=…`: one chart for drawing (any varga, chalit, MOON or SUN). */
export function chartById(req: OfflineBirthRequest, rawId: string) {
  const { k } = kundaliFor(req);
  const id = /^d/i.test(rawId)
    ? rawId.toUpperCase()
    : rawId.toLowerCase() === 'chalit'
      ? 'chalit'
      : rawId.toUpperCase();
  const c = k.chart;
  const houses = (ascSign: number, signOf: (p: PlanetKey) => number) =>
    Object.fromEntries(PLANET_KEYS.map((p) => [p, houseFrom(ascSign, signOf(p))])) as Record<PlanetKey, number>;
  if (id === 'chalit') {
    return {
      chartId: 'chalit',
      ascendantSign: c.ascendant.sign,
      planets: Object.fromEntries(PLANET_KEYS.map((p) => [p, { sign: c.planets[p].sign }])),
      houses: k.bhavaChalit.planets,
      cusps: k.bhavaChalit.madhya.map((x) => round(x)),
    };
  }
  if (id === 'MOON' || id === 'SUN') {
    const from = c.planets[id === 'MOON' ? 'MO' : 'SU'].sign;
    return {
      chartId: id,
      ascendantSign: from,
      planets: Object.fromEntries(PLANET_KEYS.map((p) => [p, { sign: c.planets[p].sign }])),
      houses: houses(from, (p) => c.planets[p].sign),
      natalAscendantSign: c.ascendant.sign,
    };
  }
  const varga = k.vargas[id as keyof typeof k.vargas];
  if (!varga) throw new OfflineInputError(`no chart ${rawId}`);
  const asc = varga.AS!;
  return {
    chartId: id,
    ascendantSign: asc,
    planets: Object.fromEntries(PLANET_KEYS.map((p) => [p, { sign: varga[p]! }])),
    houses: houses(asc, (p) => varga[p]!),
  };
}

/** `ashtakvarga-planet-chart`: bhinnashtakavarga of the seven planets and the lagna, and sarva. */
export function ashtakavargaOf(req: OfflineBirthRequest) {
  const { k } = kundaliFor(req);
  return { ascendantSign: k.chart.ascendant.sign, ...k.ashtakavarga };
}

/**
 * One API answer by the path the tabs call (`get-chart?chartId=D9` carries its chart in the
 * query, as on the server). Undefined for a path that is not worked out on the device.
 */
export function offlineAnswer(path: string, req: OfflineBirthRequest, atMs: number): unknown {
  const [name, query = ''] = path.split('?');
  switch (name) {
    case 'basic-details':
      return basicDetails(req);
    case 'kundali-details':
      return kundaliDetails(req);
    case 'get-chart':
      return chartById(req, new URLSearchParams(query).get('chartId') ?? 'D1');
    case 'vimshotri-and-yogini':
      return dashasOf(req);
    case 'kundali-details-vmshotri-dasha':
      return vimshottariDetails(req, atMs);
    case 'kp-kundali':
      return kpDetails(req);
    case 'ashtakvarga-planet-chart':
      return ashtakavargaOf(req);
    default:
      return undefined;
  }
}
