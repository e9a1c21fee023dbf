/**
 * The kundali API's answers worked out in the browser, for when the API cannot be reached: the
 * same @drishti/readings functions the server answers with, on the same engine. Only the birth is
 * found differently: the server finds the zone from the coordinates, the browser reads the zone
 * the place was chosen with (scripts/offline-parity.test.ts holds the two to the same answers).
 *
 * Loaded only through a dynamic import (see ./load.ts): the engine stays out of the page's
 * first JavaScript. The report, with its long texts, is a chunk of its own (./kundali-report.ts).
 */
import { dashaAnswer } from '@drishti/engine/answers';
import { type Birth, InputError, parseBirth } from '@drishti/engine/birth';
import { type Kundali, kundali } from '@drishti/engine/kundali';
import { panchang } from '@drishti/engine/panchang';
import { basicDetails as basicOf, type DayPanchang } from '@drishti/readings/basic';
import {
  ashtakavargaOf as ashtakavargaFrom,
  chartById as chartFrom,
  kpDetails as kpFrom,
  kundaliDetails as detailsFrom,
  vimshottariDetails as vimshottariFrom,
} from '@drishti/readings/kundali';

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

/** A day's panchang at the birth's place, in the birth's zone (standard sunrise, as the server). */
const dayPanchang: DayPanchang = (birth, date) =>
  panchang({ date, lat: birth.lat, lon: birth.lon, zone: birth.zone ?? 0, sunrise: 'standard' });

export function basicDetails(req: OfflineBirthRequest) {
  const { birth, k } = kundaliFor(req);
  return basicOf(birth, k, req, dayPanchang);
}

export function kundaliDetails(req: OfflineBirthRequest) {
  const { birth, k } = kundaliFor(req);
  return detailsFrom(birth, k, req);
}

export function vimshottariDetails(req: OfflineBirthRequest, atMs: number) {
  const { birth, k } = kundaliFor(req);
  return vimshottariFrom(birth, k, atMs);
}

export function dashasOf(req: OfflineBirthRequest) {
  return dashaAnswer(toEngineBirth(req));
}

export function kpDetails(req: OfflineBirthRequest) {
  const { birth, k } = kundaliFor(req);
  return kpFrom(birth, k, req);
}

export function chartById(req: OfflineBirthRequest, rawId: string) {
  try {
    return chartFrom(kundaliFor(req).k, rawId);
  } catch (e) {
    if (e instanceof RangeError) throw new OfflineInputError(e.message);
    throw e;
  }
}

export function ashtakavargaOf(req: OfflineBirthRequest) {
  return ashtakavargaFrom(kundaliFor(req).k);
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
