/**
 * The kundali API's answers worked out in the browser, for when the API cannot be reached: the
 * same table of @drishti/readings the server answers with (docs/CALCULATIONS.md), on the same
 * engine, through the same birth conversion and cache. Only the zone is found differently: the
 * server finds it from the coordinates, the browser reads the zone the place was chosen with
 * (scripts/offline-parity.test.ts holds the two to the same answers).
 *
 * Loaded only through a dynamic import (see ./load.ts): the engine stays out of the page's
 * first JavaScript. The report, with its long texts, is a chunk of its own (./kundali-report.ts).
 */
import { type Birth, InputError } from '@drishti/engine/birth';
import {
  type AnswerOptions,
  type Computed,
  computed,
  isKundaliPath,
  KUNDALI_ANSWERS,
  type KundaliAnswer,
  type KundaliPath,
} from '@drishti/readings/answers';
import { birthOf } from '@drishti/readings/birth';

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
 * The engine's birth, by the one conversion of @drishti/readings. The server finds the zone from
 * the coordinates (a map the browser does not carry); here the zone the place was chosen with
 * stands in for it: the same IANA name, read with the browser's time-zone database, which holds
 * the same historical rules.
 */
export function deviceBirth(req: OfflineBirthRequest): Birth {
  const tz = knownZone(req.timezone) ? req.timezone : req.utcOffset;
  if (tz === undefined) throw new OfflineInputError('no time zone for this place');
  try {
    return birthOf(req, tz);
  } catch (e) {
    if (e instanceof InputError) throw new OfflineInputError(e.message);
    throw e;
  }
}

/** The birth with its kundali, from the cache of @drishti/readings. */
export const computedOnDevice = (req: OfflineBirthRequest): Computed => computed(deviceBirth(req), req);

/** One answer of the table by its path. */
export function answerOnDevice<P extends KundaliPath>(
  path: P,
  req: OfflineBirthRequest,
  options: AnswerOptions,
): KundaliAnswer<P> {
  const answer = KUNDALI_ANSWERS[path] as (c: Computed, o: AnswerOptions) => KundaliAnswer<P>;
  try {
    return answer(computedOnDevice(req), options);
  } catch (e) {
    // An unknown chart id: the API validates it first; here it is an input the device cannot answer.
    if (e instanceof RangeError) throw new OfflineInputError(e.message);
    throw e;
  }
}

/**
 * One API answer by the path the tabs call (`get-chart?chartId=D9` carries its chart in the
 * query, as on the server). Undefined for a path that is not worked out on the device.
 */
export function offlineAnswer(path: string, req: OfflineBirthRequest, atMs: number): unknown {
  const [name = '', query = ''] = path.split('?');
  if (!isKundaliPath(name)) return undefined;
  return answerOnDevice(name, req, { atMs, chartId: new URLSearchParams(query).get('chartId') ?? 'D1' });
}
