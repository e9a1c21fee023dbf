/**
 * The door to the offline calculations. This file is small and may be imported statically; the
 * engine and the texts behind it come only through the dynamic imports below, so the pages'
 * first JavaScript does not grow. They are fetched ahead of need only in the installed app or once
 * the visitor uses the page (./when-wanted.ts), which puts their files in the service worker's
 * cache before the connection may go; otherwise a first offline use loads them on demand.
 */
import type { OfflineBirthRequest } from './kundali-answers';
import { type WantedWindow, whenWanted } from './when-wanted';

export type { OfflineBirthRequest } from './kundali-answers';

export const loadKundaliAnswers = () => import('./kundali-answers');
export const loadKundaliReport = () => import('./kundali-report');
export const loadPlaceOffline = () => import('./place-offline');

/** The place finder for offline use and its list of cities, fetched together. */
const loadPlaceFinder = () => loadPlaceOffline().then((m) => m.loadIndianCities());

/** True when the browser knows it has no network (a fetch would fail at once). */
export function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** Why an answer could not be worked out on the device. */
export type OfflineProblem =
  /** The code for it was never fetched while online (not in the cache), or the tab needs the server. */
  | 'unavailable'
  /** The birth itself cannot be worked out here (no usable time zone, a date out of range). */
  | 'input';

export type OfflineResult<T> = { ok: true; data: T } | { ok: false; problem: OfflineProblem };

/**
 * One API answer of the kundali page (`path` as the tabs call it) computed on the device, or why
 * not. Never throws: a failed import (its file not cached) and a birth the engine refuses both
 * become a problem the page can explain.
 */
export async function computeKundaliOffline<T>(
  path: string,
  req: OfflineBirthRequest,
  lang: 'en' | 'hi',
  atMs: number,
): Promise<OfflineResult<T>> {
  let answers: Awaited<ReturnType<typeof loadKundaliAnswers>>;
  try {
    answers = await loadKundaliAnswers();
  } catch {
    return { ok: false, problem: 'unavailable' };
  }
  try {
    if (path === 'get-report') {
      let report: Awaited<ReturnType<typeof loadKundaliReport>>;
      try {
        report = await loadKundaliReport();
      } catch {
        return { ok: false, problem: 'unavailable' };
      }
      return { ok: true, data: report.kundaliReport(req, lang, atMs) as T };
    }
    const data = answers.offlineAnswer(path, req, atMs);
    return data === undefined ? { ok: false, problem: 'unavailable' } : { ok: true, data: data as T };
  } catch (e) {
    if (e instanceof answers.OfflineInputError) return { ok: false, problem: 'input' };
    return { ok: false, problem: 'unavailable' };
  }
}

/** True when the visitor has asked the browser to save data (Chrome's Data Saver, `Save-Data`). */
function savesData(): boolean {
  const c = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return c?.saveData === true;
}

/** Runs `run` once when the engine is wanted ahead of need (./when-wanted.ts); returns a cancel function. */
function whenNeededSoon(run: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  return whenWanted(window as unknown as WantedWindow, run);
}

// A failed prefetch only means the offline answers will not be there; the page is unaffected.
const ignore = () => {};

/**
 * Fetches the kundali's offline modules when they are wanted ahead of need (installed app, or the
 * visitor uses the page), while idle and online, so that they are cached for later.
 * The report's texts (both languages, the largest part) follow only when the visitor has not
 * asked to save data.
 */
export function prefetchKundaliOffline(): () => void {
  return whenNeededSoon(() => {
    loadKundaliAnswers()
      .then(loadPlaceFinder)
      .then(() => (savesData() ? undefined : loadKundaliReport()))
      .catch(ignore);
  });
}

/** The panchang's day worked out and rendered to HTML in the browser (the panchang-offline island's). */
export const loadPanchangOffline = () => import('./panchang-offline');

/** Fetches the panchang's offline view when wanted ahead of need, while idle and online (not when the visitor saves data). */
export function prefetchPanchangOffline(): () => void {
  return whenNeededSoon(() => {
    if (!savesData()) loadPanchangOffline().then(loadPlaceFinder).catch(ignore);
  });
}
