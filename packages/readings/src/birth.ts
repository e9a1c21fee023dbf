import type { AyanamsaName } from '@drishti/engine/ayanamsa';
import { type Birth, localBirth, type ZoneLookup } from '@drishti/engine/birth';

/**
 * The one conversion from a birth as the API and the forms hold it (numbers) to the engine's
 * validated birth (docs/CALCULATIONS.md). Throws the engine's InputError naming the field at fault
 * (`date`, `time`, `tz`, `lat`…); each side words it its own way.
 */
export interface BirthFields {
  year: number;
  month: number;
  day: number;
  hour: number;
  min: number;
  sec?: number | undefined;
  lat: number;
  lon: number;
  ayanamsa?: AyanamsaName | undefined;
  node?: 'mean' | 'true' | undefined;
  positions?: 'apparent' | 'geometric' | undefined;
  yearDays?: number | undefined;
}

/**
 * The engine's birth. `zone` (an IANA name or hours east of UTC) is what the local time is read
 * in; without it, `findZone` finds the place's zone (the server's map of zones; the browser
 * carries none and always gives the zone).
 */
export function birthOf(fields: BirthFields, zone: string | number | undefined, findZone?: ZoneLookup): Birth {
  return localBirth(
    {
      year: fields.year,
      month: fields.month,
      day: fields.day,
      hour: fields.hour,
      min: fields.min,
      sec: fields.sec,
      lat: fields.lat,
      lon: fields.lon,
      tz: zone,
      ayanamsa: fields.ayanamsa,
      node: fields.node,
      positions: fields.positions,
      yearDays: fields.yearDays,
    },
    findZone,
  );
}

/** A stable cache key for a birth (instant, place, options). */
export function birthKey(b: Birth): string {
  return `${b.utcMs}|${b.lat}|${b.lon}|${b.options.ayanamsa}|${b.options.node}|${b.options.positions}|${b.yearDays}`;
}
