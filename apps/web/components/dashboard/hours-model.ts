/**
 * The astrologer's weekly booking hours (Indian time): windows per weekday (0 = Sunday … 6 = Saturday)
 * as `GET/PUT /api/astrologer/availability` send them, edited as "HH:MM" text per window.
 */

export interface AvailabilityWindow {
  weekday: number;
  startMinute: number;
  endMinute: number;
}

/** One window in the editor: the times as the time fields hold them. */
export interface WindowDraft {
  /** Stable key for React lists. */
  id: string;
  start: string;
  end: string;
}

export type WeekDraft = WindowDraft[][];

export type WindowError = 'format' | 'order' | 'overlap';

export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
/** The API's limit on windows per astrologer. */
export const MAX_WINDOWS = 50;

const pad = (n: number) => String(n).padStart(2, '0');

export function clock(minutes: number): string {
  return `${pad(Math.floor(minutes / 60) % 24)}:${pad(minutes % 60)}`;
}

/** "HH:MM" → minutes after midnight, or null. */
export function parseClock(text: string): number | null {
  const m = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (h > 23 || min > 59) return null;
  return h * 60 + min;
}

/** An end time of "00:00" means midnight at the end of the day. */
export function parseEnd(text: string): number | null {
  const m = parseClock(text);
  return m === 0 ? 1440 : m;
}

let seq = 0;
export const newWindowId = () => `w${++seq}`;

/** The API's windows as the editor's week: seven days, each sorted by start. */
export function toDraft(windows: readonly AvailabilityWindow[]): WeekDraft {
  return WEEKDAYS.map((day) =>
    windows
      .filter((w) => w.weekday === day)
      .sort((a, b) => a.startMinute - b.startMinute)
      .map((w) => ({ id: newWindowId(), start: clock(w.startMinute), end: clock(w.endMinute) })),
  );
}

/** Errors per window (same shape as the week), or null when the week can be saved. */
export function checkWeek(week: WeekDraft): { errors: (WindowError | null)[][]; ok: boolean } {
  let ok = true;
  const errors = week.map((day) => {
    const parsed = day.map((w) => ({ start: parseClock(w.start), end: parseEnd(w.end) }));
    return parsed.map((p, i) => {
      let e: WindowError | null = null;
      if (p.start === null || p.end === null) e = 'format';
      else if (p.start >= p.end) e = 'order';
      else {
        const clash = parsed.some(
          (q, j) =>
            j !== i && q.start !== null && q.end !== null && q.start < q.end && p.start! < q.end && q.start < p.end!,
        );
        if (clash) e = 'overlap';
      }
      if (e) ok = false;
      return e;
    });
  });
  return { errors, ok };
}

/** The body of `PUT /api/astrologer/availability`, or null while the week has errors. */
export function toWindows(week: WeekDraft): AvailabilityWindow[] | null {
  if (!checkWeek(week).ok) return null;
  return week.flatMap((day, weekday) =>
    day
      .map((w) => ({ weekday, startMinute: parseClock(w.start)!, endMinute: parseEnd(w.end)! }))
      .sort((a, b) => a.startMinute - b.startMinute),
  );
}

export const windowCount = (week: WeekDraft) => week.reduce((n, d) => n + d.length, 0);

/** A sensible new window for a day: an hour after the day's last one, else 10:00–13:00. */
export function suggestWindow(day: readonly WindowDraft[]): WindowDraft {
  const ends = day.map((w) => parseEnd(w.end)).filter((m): m is number => m !== null);
  const last = ends.length ? Math.max(...ends) : null;
  if (last === null) return { id: newWindowId(), start: '10:00', end: '13:00' };
  const start = Math.min(last + 60, 1380);
  const end = Math.min(start + 120, 1440);
  return { id: newWindowId(), start: clock(start), end: end === 1440 ? '00:00' : clock(end) };
}
