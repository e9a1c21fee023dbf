/**
 * The time zone of a place for the CLI, from geo-tz's time-zone boundaries. Node only (geo-tz reads
 * its data files from disk), which is why it lives under src/cli and not in the browser-safe core.
 * The `all` variant keeps zones that differ only before 1970, which matters for old birth dates.
 */
import { find } from 'geo-tz/all';
import type { ZoneLookup } from '../birth';

/** IANA zone at a latitude/longitude (degrees), or undefined for none. */
export const findZone: ZoneLookup = (lat, lon) => find(lat, lon)[0];
