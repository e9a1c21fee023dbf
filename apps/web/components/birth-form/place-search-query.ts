import { clientApi } from '@/lib/api/client';
import { browserOffline, loadPlaceOffline } from '../offline/load';
import type { PlaceOption } from '../offline/place-offline';
import { candidateLabel, candidateToPlace, isCandidateList } from './place-model';
import { readRecentPlaces } from './recent-places';

/** What a place search found: the options (offline: from this device), or that the API refused. */
export type PlaceSearchAnswer = { status: 'done'; results: PlaceOption[]; offline: boolean } | { status: 'failed' };

/**
 * Without a connection the place index cannot be asked: the places chosen recently on this device
 * and the bundled major Indian cities are searched instead. Empty when even that code is not in
 * the cache.
 */
async function searchOffline(query: string, locale: string): Promise<PlaceOption[]> {
  const recent = readRecentPlaces();
  try {
    const finder = await loadPlaceOffline();
    const cities = await finder.loadIndianCities().catch(() => undefined);
    return finder.searchOfflinePlaces(query, locale, recent, cities);
  } catch {
    return [];
  }
}

/**
 * One search of the place field (the React `PlaceSearch` and the place-search island): the place
 * index through the API (the offset on `date`, YYYY-MM-DD, when given), else, when the browser
 * is offline or the API gives no answer at all, the offline finder. An answer from the API, even
 * an error, is shown as it is. Null when `signal` was aborted meanwhile.
 */
export async function searchPlaces(
  query: string,
  locale: string,
  date: string | undefined,
  signal: AbortSignal,
): Promise<PlaceSearchAnswer | null> {
  if (!browserOffline()) {
    const api = clientApi(locale === 'hi' ? 'hi' : 'en');
    const body = { place: query, limit: 8, ...(date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? { date } : {}) };
    const res = await api.post<unknown>('/api/users/commons/geo_details', body, { signal });
    if (signal.aborted) return null;
    if (res.success && isCandidateList(res.data))
      return {
        status: 'done',
        offline: false,
        results: res.data.map((c) => ({
          key: `api:${c.id}`,
          label: candidateLabel(c, locale),
          timezone: c.timezone,
          place: candidateToPlace(c, locale),
        })),
      };
    // No answer at all means no network.
    if (res.status !== 0) return { status: 'failed' };
  }
  const found = await searchOffline(query, locale);
  if (signal.aborted) return null;
  return { status: 'done', results: found, offline: true };
}
