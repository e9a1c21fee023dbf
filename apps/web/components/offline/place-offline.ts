/**
 * Finding a place without a connection: among the places chosen recently on this device and a
 * bundled list of major Indian cities. A prefix of the name (or of a former name, or of the Hindi
 * name) finds a place; accents and case do not matter.
 */
import type { PlaceValue } from '../birth-form/types';
import type { INDIAN_CITIES, INDIAN_STATES } from './indian-cities';

export interface PlaceOption {
  key: string;
  /** What the list shows and the field then holds. */
  label: string;
  timezone: string;
  place: PlaceValue;
}

type Cities = { INDIAN_CITIES: typeof INDIAN_CITIES; INDIAN_STATES: typeof INDIAN_STATES };

export const loadIndianCities = (): Promise<Cities> => import('./indian-cities');

/** Lower-case ASCII letters and digits, single spaces: "Sūrat" -> "surat". */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const hasDevanagari = (s: string) => /[\u0900-\u097F]/.test(s);

/** True when a word of `text` (or all of it) starts with the query. */
function matches(query: string, text: string): boolean {
  if (hasDevanagari(query)) {
    const q = query.normalize('NFC').trim();
    return text
      .normalize('NFC')
      .split(/[\s,]+/)
      .some((w) => w.startsWith(q));
  }
  const q = searchKey(query);
  if (!q) return false;
  const t = searchKey(text);
  return t.startsWith(q) || t.includes(` ${q}`);
}

const INDIA = { en: 'India', hi: 'भारत' } as const;

/**
 * The places that match `query`, recent ones first, at most `limit`. `cities` is undefined when
 * the bundled list could not be loaded (not in the cache): only recent places are searched then.
 */
export function searchOfflinePlaces(
  query: string,
  locale: string,
  recent: PlaceValue[],
  cities: Cities | undefined,
  limit = 8,
): PlaceOption[] {
  const hi = locale === 'hi';
  const found: PlaceOption[] = [];
  const seen = new Set<string>();
  const near = (a: PlaceValue, b: { lat: number; lon: number }) =>
    Math.abs(a.lat - b.lat) < 0.05 && Math.abs(a.lon - b.lon) < 0.05;
  for (const p of recent) {
    if (!matches(query, p.label) && !matches(query, p.name)) continue;
    const key = `recent:${p.lat},${p.lon}`;
    if (seen.has(key)) continue;
    seen.add(key);
    found.push({ key, label: p.label, timezone: p.timezone, place: p });
  }
  for (const [id, name, nameHi, state, lat, lon, aliases = []] of cities?.INDIAN_CITIES ?? []) {
    if (found.length >= limit) break;
    if (![name, nameHi, ...aliases].some((n) => matches(query, n))) continue;
    if (recent.some((p) => near(p, { lat, lon }) && found.some((f) => f.place === p))) continue;
    const stateName = cities?.INDIAN_STATES[state]?.[hi ? 1 : 0];
    const shown = hi ? nameHi : name;
    const label = [shown, stateName && stateName !== shown ? stateName : null, hi ? INDIA.hi : INDIA.en]
      .filter(Boolean)
      .join(', ');
    found.push({
      key: `city:${id}`,
      label,
      timezone: 'Asia/Kolkata',
      place: { name: shown, label, lat, lon, timezone: 'Asia/Kolkata' },
    });
  }
  return found.slice(0, limit);
}
