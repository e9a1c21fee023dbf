import type { MuhuratEvent } from '@drishti/engine/muhurat';
import { type BirthValue, birthFromQuery, birthToQuery } from '../birth-form/types';
import {
  DEFAULT_PLACE,
  type DateProblem,
  dateInZone,
  daysBetween,
  isoDate,
  type PlaceProblem,
  parseIsoDate,
  parseQueryPlace,
  placeParams,
  type QueryPlace,
  type SearchParams,
  shiftDate,
  type Ymd,
} from '../panchang/panchang-model';

/**
 * The muhurat finder's query: `event`, `from`, `to` (YYYY-MM-DD), the place (`lat`, `lon`, `tz`,
 * `p`; New Delhi when absent) and, optionally, the birth profile it is personalised for (the
 * birth form's own parameters with the prefix `b_`). Pure: no clock, no locale state.
 */

/** The longest range searched at once, days (both ends included). */
export const MAX_DAYS = 90;
/** The range the form starts with, days. */
export const DEFAULT_DAYS = 30;
/** Prefix of the birth profile's parameters. */
export const PERSON_PREFIX = 'b_';

/**
 * The engine's MUHURAT_EVENTS, in its order (a test keeps them equal): written out here so that
 * the form in the browser does not load the engine.
 */
export const EVENTS: readonly MuhuratEvent[] = [
  'marriage',
  'griha-pravesh',
  'vehicle-purchase',
  'property-purchase',
  'naamkaran',
  'mundan',
  'business-start',
  'travel',
];

export const isMuhuratEvent = (value: string): value is MuhuratEvent => (EVENTS as readonly string[]).includes(value);

export type MuhuratProblem =
  | 'event'
  | `from-${DateProblem}`
  | `to-${DateProblem}`
  | 'order'
  | 'tooLong'
  | PlaceProblem
  | 'birth';

export interface MuhuratSearch {
  event: MuhuratEvent;
  from: Ymd;
  to: Ymd;
  /** null: New Delhi. */
  place: QueryPlace | null;
  person: BirthValue | null;
}

export type MuhuratQuery =
  | { ok: true; search: MuhuratSearch | null; defaults: { from: Ymd; to: Ymd } }
  | { ok: false; problem: MuhuratProblem; defaults: { from: Ymd; to: Ymd } };

/** Days searched from `from` to `to`, both included. */
export const rangeDays = (from: Ymd, to: Ymd) => daysBetween(from, to) + 1;

/** Checks a range as the form and the URL give it. */
export function rangeProblem(from: Ymd, to: Ymd): 'order' | 'tooLong' | null {
  const days = rangeDays(from, to);
  if (days < 1) return 'order';
  if (days > MAX_DAYS) return 'tooLong';
  return null;
}

/**
 * Reads the query. Without `event` there is nothing to search yet (`search: null`); `defaults`
 * is the range the form offers (today and the next 29 days in India).
 */
export function parseMuhuratQuery(q: SearchParams, nowMs: number): MuhuratQuery {
  const today = dateInZone(nowMs, DEFAULT_PLACE.timezone);
  const defaults = { from: today, to: shiftDate(today, DEFAULT_DAYS - 1) };
  const first = (key: string) => {
    const v = q[key];
    return Array.isArray(v) ? v[0] : v;
  };
  const event = first('event');
  if (event === undefined || event === '') return { ok: true, search: null, defaults };
  if (!isMuhuratEvent(event)) return { ok: false, problem: 'event', defaults };
  const from = parseIsoDate(first('from') ?? '');
  if (!from.ok) return { ok: false, problem: `from-${from.problem}`, defaults };
  const to = parseIsoDate(first('to') ?? '');
  if (!to.ok) return { ok: false, problem: `to-${to.problem}`, defaults };
  const range = rangeProblem(from.date, to.date);
  if (range) return { ok: false, problem: range, defaults };
  const placed = parseQueryPlace(q);
  if (!placed.ok) return { ok: false, problem: placed.problem, defaults };
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) {
    const value = Array.isArray(v) ? v[0] : v;
    if (k.startsWith(PERSON_PREFIX) && value !== undefined) params.set(k, value);
  }
  let person: BirthValue | null = null;
  if ([...params.keys()].length > 0) {
    person = birthFromQuery(params, PERSON_PREFIX);
    if (!person) return { ok: false, problem: 'birth', defaults };
  }
  return { ok: true, search: { event, from: from.date, to: to.date, place: placed.place, person }, defaults };
}

/** The query string of a search (what the form puts in the URL, and reads back). */
export function muhuratSearchParams(search: MuhuratSearch): string {
  const q = new URLSearchParams({
    event: search.event,
    from: isoDate(search.from),
    to: isoDate(search.to),
    ...(search.place ? placeParams(search.place) : {}),
  });
  if (search.person) for (const [k, v] of birthToQuery(search.person, PERSON_PREFIX)) q.set(k, v);
  return q.toString();
}
