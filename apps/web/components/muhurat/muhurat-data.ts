import { computeSky } from '@drishti/engine/ephemeris';
import type { MuhuratResult } from '@drishti/engine/muhurat';
import { wallTimeToUtcMs } from '@drishti/engine/time';
import { nakshatraOf, signOf } from '@drishti/engine/zodiac';
import { muhuratsFor } from '@drishti/readings/muhurat';
import type { BirthValue } from '../birth-form/types';
import { DEFAULT_PLACE } from '../panchang/panchang-model';
import type { MuhuratSearch } from './muhurat-model';

/**
 * The muhurat search, run by the engine in the web server through the one cache of
 * @drishti/readings (docs/CALCULATIONS.md).
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

export function searchMuhurats(search: MuhuratSearch): MuhuratResult {
  const place = search.place ?? DEFAULT_PLACE;
  return muhuratsFor({
    event: search.event,
    from: search.from,
    to: search.to,
    lat: place.lat,
    lon: place.lon,
    zone: place.timezone,
    ...(search.person ? { person: birthMoon(search.person) } : {}),
  });
}
