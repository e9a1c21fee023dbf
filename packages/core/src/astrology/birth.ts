import type { BirthRequest } from '@drishti/contracts/astrology';
import { type Birth, InputError } from '@drishti/engine/birth';
import { birthOf } from '@drishti/readings/birth';
import { find as findZones } from 'geo-tz';
import { DomainError } from '../errors';

/** The zone of a place by its coordinates (geo-tz, offline). */
export const zoneAt = (lat: number, lon: number): string | undefined => findZones(lat, lon)[0];

/**
 * The API's birth fields as the engine's validated birth, by the one conversion of
 * @drishti/readings (docs/CALCULATIONS.md). `tzone` (hours east of UTC) wins when given;
 * otherwise the zone of the place applies with its rules on that date.
 */
export function birthOfRequest(req: BirthRequest, fieldPrefix = ''): Birth {
  try {
    return birthOf(req, req.tzone, zoneAt);
  } catch (e) {
    if (e instanceof InputError) {
      const field = `${fieldPrefix}${e.field}`;
      throw new DomainError('invalid', `Invalid ${field}: ${e.message}`, {
        code: 'invalid-request',
        fields: [{ field, message: e.message }],
      });
    }
    throw e;
  }
}
