import { computeSky } from '@drishti/engine/ephemeris';
import { findMuhurats, type MuhuratResult } from '@drishti/engine/muhurat';
import { wallTimeToUtcMs } from '@drishti/engine/time';
import { nakshatraOf, signOf } from '@drishti/engine/zodiac';
import type { BirthValue } from '../birth-form/types';
import { DEFAULT_PLACE } from '../panchang/panchang-model';
import type { MuhuratSearch } from './muhurat-model';

/**
 * The muhurat search, run by the engine in the web server (a 90-day search takes well under a
 * second). Answers of recent searches are kept: a shared link opened again costs nothing.
 */

/** The birth Moon's nakshatra (1–27) and sign (1–12), sidereal Lahiri, for tara and chandra bala. */
export function birthMoon(b: BirthValue): { nakshatra: number; moonSign: number } {
  const utcMs = wallTimeToUtcMs(
    { year: b.year, month: b.month, day: b.day, hour: b.hour, minute: b.minute, second: 0 },
    b.place.timezone,
  );
  const moon = computeSky(utcMs).planets.MO.longitude;
  return { nakshatra: nakshatraOf(moon), moonSign: signOf(moon) };
}

const memo = new Map<string, MuhuratResult>();
const MEMO_SIZE = 32;

export function searchMuhurats(search: MuhuratSearch, key: string): MuhuratResult {
  const hit = memo.get(key);
  if (hit) return hit;
  const place = search.place ?? DEFAULT_PLACE;
  const result = findMuhurats({
    event: search.event,
    from: search.from,
    to: search.to,
    lat: place.lat,
    lon: place.lon,
    zone: place.timezone,
    ...(search.person ? { person: birthMoon(search.person) } : {}),
  });
  memo.set(key, result);
  if (memo.size > MEMO_SIZE) memo.delete(memo.keys().next().value!);
  return result;
}
