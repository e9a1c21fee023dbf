/**
 * When a remedy reminder falls due: the next instant of a schedule after a given instant, computed
 * with our engine at the reminder's place. Pure: no clock, no I/O.
 *
 * Conventions (stated here because panchangs differ on them):
 * - Times are reckoned in the place's IANA time zone; the "day" of an event is a local civil date,
 *   and a reminder on that day fires at local sunrise, local sunset or a chosen local time.
 * - Sunrise and sunset are the standard ones (upper limb with refraction, what Drik Panchang and
 *   newspapers print, and what our panchang pages show); see packages/engine/src/sunrise.ts.
 * - Ekadashi (tithi 11 or 26), Purnima (15) and Amavasya (30) fall on the day whose sunrise the
 *   tithi prevails at (udaya tithi). When the tithi prevails at two sunrises (vriddhi) the first day
 *   counts; when it begins after one sunrise and ends before the next (kshaya), the day in which it
 *   runs counts. This is the smarta rule most printed panchangs use; Vaishnava calendars, which
 *   also reject an Ekadashi touched by Dashami at arunodaya, can differ by a day.
 * - Pradosh is the day whose sunset Trayodashi (13 or 28) prevails at (pradosh kaal begins at
 *   sunset), with the same vriddhi and kshaya rules reckoned from sunset to sunset.
 * - Sankranti is the local civil day during which the Sun enters a new sidereal (Lahiri) sign.
 * - `daily` is every day.
 * Tithis are those of the engine's panchang: Lahiri, apparent positions (packages/engine/src/lunisolar.ts).
 */
import type { PanchangEvent, ReminderAnchor, ReminderPlace, ReminderSchedule } from '@drishti/contracts/reminders';
import { angleOf, elementOf, findAngleRoot, LuniSolar } from '@drishti/engine/lunisolar';
import { addDays, type CivilDate, localMidnight, weekday } from '@drishti/engine/panchang';
import { nextRiseSet, type RiseSetKind } from '@drishti/engine/sunrise';
import { DAY_MS, isKnownZone, wallTimeToUtcMs, zoneOffsetSeconds } from '@drishti/engine/time';

/** The sunrise definition reminders use (see the module comment). */
export const REMINDER_SUNRISE: RiseSetKind = 'standard';

/** The tithis (1–30) each tithi event looks for. */
export const EVENT_TITHIS: Readonly<Partial<Record<PanchangEvent, readonly number[]>>> = {
  ekadashi: [11, 26],
  purnima: [15],
  amavasya: [30],
  pradosh: [13, 28],
};

/** How far ahead a search looks, in days (a Sankranti is at most 32 days away). */
const HORIZON_DAYS = 40;

/** The local civil date of a UTC instant in a zone. */
export function localDateOf(utcMs: number, zone: string): CivilDate {
  const d = new Date(utcMs + zoneOffsetSeconds(zone, utcMs) * 1000);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** "YYYY-MM-DD". */
export function formatCivilDate(d: CivilDate): string {
  return `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
}

function parseDate(s: string): CivilDate {
  const [y, m, d] = s.split('-').map(Number);
  return { year: y!, month: m!, day: d! };
}

function atLocalTime(date: CivilDate, time: string, zone: string): number {
  const [hour, minute] = time.split(':').map(Number);
  return wallTimeToUtcMs({ ...date, hour: hour!, minute: minute!, second: 0 }, zone);
}

/**
 * Sunrise, sunset and what the Sun and the Moon do, day by day at one place: the days a search
 * visits, each computed once.
 */
export class PlaceDays {
  private readonly ls = new LuniSolar();
  private readonly sun = new Map<string, { rise: number | null; set: number | null }>();
  private readonly tithis = new Map<string, number | null>();

  constructor(readonly place: Pick<ReminderPlace, 'lat' | 'lon' | 'timezone'>) {}

  /** Local sunrise and sunset of a civil date (UTC ms), null in polar day or night. */
  sunTimes(date: CivilDate): { rise: number | null; set: number | null } {
    const key = formatCivilDate(date);
    let v = this.sun.get(key);
    if (!v) {
      const { lat, lon, timezone } = this.place;
      const midnight = localMidnight(date, timezone);
      const span = (localMidnight(addDays(date, 1), timezone) - midnight) / DAY_MS;
      const rise = nextRiseSet('sun', REMINDER_SUNRISE, 'rise', lat, lon, midnight, span);
      const set = rise === null ? null : nextRiseSet('sun', REMINDER_SUNRISE, 'set', lat, lon, rise, 1);
      v = { rise, set };
      this.sun.set(key, v);
    }
    return v;
  }

  /** The tithi (1–30) at an instant. */
  tithiAt(utcMs: number): number {
    return elementOf('tithi', angleOf('tithi', this.ls.at(utcMs))) + 1;
  }

  /** The sidereal sign (1–12) of the Sun at an instant. */
  sunSignAt(utcMs: number): number {
    return elementOf('sunSign', angleOf('sunSign', this.ls.at(utcMs))) + 1;
  }

  /** The tithi prevailing at the day's sunrise (or sunset), null when the Sun does not rise (set). */
  tithiOf(date: CivilDate, at: 'rise' | 'set'): number | null {
    const key = `${formatCivilDate(date)}:${at}`;
    if (!this.tithis.has(key)) {
      const t = this.sunTimes(date)[at];
      this.tithis.set(key, t === null ? null : this.tithiAt(t));
    }
    return this.tithis.get(key)!;
  }

  /** Whether the civil date is a day of the event at this place (see the module comment). */
  isEventDay(event: PanchangEvent, date: CivilDate): boolean {
    if (event === 'daily') return true;
    if (event === 'sankranti') {
      const tz = this.place.timezone;
      return this.sunSignAt(localMidnight(date, tz)) !== this.sunSignAt(localMidnight(addDays(date, 1), tz));
    }
    const at = event === 'pradosh' ? 'set' : 'rise';
    const today = this.tithiOf(date, at);
    if (today === null) return false;
    for (const target of EVENT_TITHIS[event]!) {
      if (today === target) {
        // Vriddhi: the first of two days counts.
        if (this.tithiOf(addDays(date, -1), at) !== target) return true;
      } else if (today === prevTithi(target)) {
        // Kshaya: the tithi began after this sunrise (sunset) and was over before the next one.
        if (this.tithiOf(addDays(date, 1), at) === nextTithi(target)) return true;
      }
    }
    return false;
  }

  /** The instant of an anchor on a civil date, null when the Sun does not rise or set then. */
  anchorOn(date: CivilDate, anchor: ReminderAnchor, time?: string): number | null {
    if (anchor === 'time') return atLocalTime(date, time ?? '06:00', this.place.timezone);
    const s = this.sunTimes(date);
    return anchor === 'sunrise' ? s.rise : s.set;
  }

  /** The instant the Sun next enters a sidereal sign after `afterMs` (UTC ms), by root finding. */
  nextSankranti(afterMs: number): { ms: number; sign: number } {
    const sun = angleOf('sunSign', this.ls.at(afterMs));
    const boundary = Math.floor(sun / 30) + 1;
    const guess = afterMs + ((boundary * 30 - sun) / 0.9856) * DAY_MS;
    const root = findAngleRoot(this.ls.at, 'sunSign', (boundary % 12) * 30, guess);
    return { ms: root.ms, sign: (boundary % 12) + 1 };
  }
}

const prevTithi = (t: number) => ((t + 28) % 30) + 1;
const nextTithi = (t: number) => (t % 30) + 1;

/** Whether the schedule needs a place with coordinates (every schedule needs its time zone). */
export function isValidZone(zone: string): boolean {
  return isKnownZone(zone);
}

/**
 * The first instant of `schedule` strictly after `afterMs` (UTC ms) at `place`, or null when there
 * is none (a `once` reminder in the past, or an event that does not happen at a polar place within
 * the search horizon). Pass `days` to share work between calls at the same place.
 */
export function nextDue(
  schedule: ReminderSchedule,
  place: Pick<ReminderPlace, 'lat' | 'lon' | 'timezone'>,
  afterMs: number,
  days: PlaceDays = new PlaceDays(place),
): number | null {
  const zone = place.timezone;
  if (schedule.type === 'once') {
    const at = atLocalTime(parseDate(schedule.date), schedule.time, zone);
    return at > afterMs ? at : null;
  }
  // From the day before (an instant late in the evening may belong to an event day before it in
  // local time) through the horizon.
  const start = addDays(localDateOf(afterMs, zone), -1);
  for (let i = 0; i <= HORIZON_DAYS; i++) {
    const date = addDays(start, i);
    let at: number | null = null;
    if (schedule.type === 'weekly') {
      if (schedule.days.includes(weekday(date))) at = atLocalTime(date, schedule.time, zone);
    } else if (days.isEventDay(schedule.event, date)) {
      at = days.anchorOn(date, schedule.anchor, schedule.time);
    }
    if (at !== null && at > afterMs) return at;
  }
  return null;
}

/** The next `count` instants of a schedule after `afterMs` (fewer when it ends). */
export function nextDues(
  schedule: ReminderSchedule,
  place: Pick<ReminderPlace, 'lat' | 'lon' | 'timezone'>,
  afterMs: number,
  count: number,
): number[] {
  const days = new PlaceDays(place);
  const out: number[] = [];
  let from = afterMs;
  for (let i = 0; i < count; i++) {
    const at = nextDue(schedule, place, from, days);
    if (at === null) break;
    out.push(at);
    from = at;
  }
  return out;
}
