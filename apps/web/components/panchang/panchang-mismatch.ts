import { daysBetween, type PanchangQuery, type QueryPlace, type Ymd } from './panchang-model';

/** What the server rendered the page for: null when it rendered the query's error. */
export interface RenderedDay {
  date: Ymd;
  /** The place as the URL gave it (null: the default place). */
  queryPlace: QueryPlace | null;
}

const samePlace = (a: QueryPlace | null, b: QueryPlace | null) =>
  a === b ||
  (a !== null && b !== null && a.lat === b.lat && a.lon === b.lon && a.timezone === b.timezone && a.label === b.label);

/**
 * The day the URL asks for when the page on screen was rendered for another one, else null.
 * Offline, the service worker answers a page from its cache by path alone, so the copy may be for
 * other inputs, for none, or for a "today" that has passed (the URL's query is read here with the
 * browser's clock). A URL whose query is wrong gives null: the page's own error stands.
 */
export function mismatchedDay(
  rendered: RenderedDay | null,
  url: PanchangQuery,
): Extract<PanchangQuery, { ok: true }> | null {
  if (!url.ok) return null;
  if (rendered && daysBetween(rendered.date, url.date) === 0 && samePlace(rendered.queryPlace, url.place)) return null;
  return url;
}
