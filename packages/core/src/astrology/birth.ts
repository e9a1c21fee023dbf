import type { BirthRequest } from '@drishti/contracts/astrology';
import { type Birth, InputError, parseBirth } from '@drishti/engine/birth';
import { find as findZones } from 'geo-tz';
import { DomainError } from '../errors';

const pad = (n: number) => String(n).padStart(2, '0');

/** The zone of a place by its coordinates (geo-tz, offline). */
export const zoneAt = (lat: number, lon: number): string | undefined => findZones(lat, lon)[0];

/**
 * Turns the API's birth fields into the engine's validated birth. `tzone` (hours east of UTC)
 * wins when given; otherwise the zone of the place applies with its rules on that date.
 */
export function toEngineBirth(req: BirthRequest, fieldPrefix = ''): Birth {
  try {
    return parseBirth(
      {
        date: `${String(req.year).padStart(4, '0')}-${pad(req.month)}-${pad(req.day)}`,
        time: `${pad(req.hour)}:${pad(req.min)}:${pad(req.sec ?? 0)}`,
        ...(req.tzone !== undefined ? { tz: req.tzone } : {}),
        lat: req.lat,
        lon: req.lon,
        ...(req.ayanamsa ? { ayanamsa: req.ayanamsa } : {}),
        ...(req.node ? { node: req.node } : {}),
        ...(req.positions ? { positions: req.positions } : {}),
        ...(req.yearDays ? { yearDays: req.yearDays } : {}),
      },
      zoneAt,
    );
  } catch (e) {
    if (e instanceof InputError) {
      const field = `${fieldPrefix}${e.field}`;
      throw new DomainError('invalid', `Invalid ${field}: ${e.message}`, { fields: [{ field, message: e.message }] });
    }
    throw e;
  }
}

/** A stable cache key for a birth (instant, place, options). */
export function birthKey(b: Birth): string {
  return `${b.utcMs}|${b.lat}|${b.lon}|${b.options.ayanamsa}|${b.options.node}|${b.options.positions}|${b.yearDays}`;
}
