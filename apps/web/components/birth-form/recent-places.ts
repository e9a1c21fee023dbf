import type { PlaceValue } from './types';

/** Where the places chosen on this device are kept (this browser only; never sent anywhere). */
export const RECENT_PLACES_KEY = 'drishti.recentPlaces';
const KEEP = 8;

function isPlace(v: unknown): v is PlaceValue {
  const p = v as PlaceValue;
  return (
    typeof p === 'object' &&
    p !== null &&
    typeof p.name === 'string' &&
    typeof p.label === 'string' &&
    typeof p.lat === 'number' &&
    typeof p.lon === 'number' &&
    typeof p.timezone === 'string'
  );
}

/** The places chosen recently on this device, newest first (empty when storage is unavailable). */
export function readRecentPlaces(storage: Pick<Storage, 'getItem'> | null = safeStorage()): PlaceValue[] {
  try {
    const list: unknown = JSON.parse(storage?.getItem(RECENT_PLACES_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter(isPlace).slice(0, KEEP) : [];
  } catch {
    return [];
  }
}

/**
 * Remembers a chosen place, so that it can be found again without a connection. The offset is
 * left out: it depends on the date it is used for.
 */
export function rememberPlace(
  place: PlaceValue,
  storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeStorage(),
): void {
  if (!storage) return;
  const { name, label, lat, lon, timezone } = place;
  const same = (p: PlaceValue) => p.label === label && p.lat === lat && p.lon === lon;
  const next = [{ name, label, lat, lon, timezone }, ...readRecentPlaces(storage).filter((p) => !same(p))].slice(
    0,
    KEEP,
  );
  try {
    storage.setItem(RECENT_PLACES_KEY, JSON.stringify(next));
  } catch {
    // Storage full or refused (private mode): the place is simply not remembered.
  }
}

function safeStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
