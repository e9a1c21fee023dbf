import type { Locale } from '@drishti/content/types';

/** How the kundali PDF writes numbers, places, zones, dates and times in each language. */

export const pad2 = (n: number) => String(n).padStart(2, '0');

/** 21.55931 → 21°33′33″ (degrees within the sign). */
export function dms(deg: number): string {
  let total = Math.round(deg * 3600);
  const s = total % 60;
  total = (total - s) / 60;
  const m = total % 60;
  const d = (total - m) / 60;
  return `${d}°${pad2(m)}′${pad2(s)}″`;
}

/** UTC as each language writes it (docs/HINDI-STYLE.md: यूटीसी in Hindi). */
export const UTC_NAME: Record<Locale, string> = { en: 'UTC', hi: 'यूटीसी' };

/** 5.5 → UTC+05:30 (in Hindi यूटीसी+05:30). */
export function utcOffsetText(hours: number, locale: Locale = 'en'): string {
  const sign = hours < 0 ? '−' : '+';
  const minutes = Math.round(Math.abs(hours) * 60);
  return `${UTC_NAME[locale]}${sign}${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
}

const COMPASS: Record<Locale, { N: string; S: string; E: string; W: string }> = {
  en: { N: 'N', S: 'S', E: 'E', W: 'W' },
  hi: { N: 'उत्तर', S: 'दक्षिण', E: 'पूर्व', W: 'पश्चिम' },
};

/** "28.6139° N, 77.2090° E" (in Hindi "28.6139° उत्तर, 77.2090° पूर्व"). */
export function coordinatesText(lat: number, lon: number, locale: Locale = 'en'): string {
  const d = COMPASS[locale];
  return `${Math.abs(lat).toFixed(4)}° ${lat >= 0 ? d.N : d.S}, ${Math.abs(lon).toFixed(4)}° ${lon >= 0 ? d.E : d.W}`;
}

/**
 * A time zone as the reader names it: the IANA name in English; in Hindi India's zone is भारतीय
 * समय and another zone its Hindi name, the IANA name only where the language has none.
 */
export function zoneText(zone: string, locale: Locale, atMs: number): string {
  if (locale !== 'hi') return zone;
  if (zone === 'Asia/Kolkata' || zone === 'Asia/Calcutta') return 'भारतीय समय';
  try {
    const name = new Intl.DateTimeFormat('hi-IN', { timeZone: zone, timeZoneName: 'long' })
      .formatToParts(atMs)
      .find((p) => p.type === 'timeZoneName')?.value;
    return name && !/^GMT/.test(name) ? name : zone;
  } catch {
    return zone;
  }
}

export function formatters(locale: Locale, zone: string | null, offsetHours: number) {
  const intl = locale === 'hi' ? 'hi-IN-u-nu-latn' : 'en-IN';
  // A fixed offset (tzone) has no IANA name: shift the instant and format it as UTC.
  const timeZone = zone ?? 'UTC';
  const shift = zone ? 0 : offsetHours * 3_600_000;
  const make = (opts: Intl.DateTimeFormatOptions) => {
    const f = new Intl.DateTimeFormat(intl, { ...opts, timeZone });
    return (ms: number) => f.format(new Date(ms + shift));
  };
  const upper = (s: string) => s.replace(/\b(am|pm)\b/g, (m) => m.toUpperCase());
  const time = make({ hour: 'numeric', minute: '2-digit', hour12: true });
  return {
    /** 7 Dec 1996 / 7 दिसंबर 1996 */
    date: make({ day: 'numeric', month: locale === 'hi' ? 'long' : 'short', year: 'numeric' }),
    /** 07/12/1996 */
    short: make({ day: '2-digit', month: '2-digit', year: 'numeric' }),
    time: (ms: number) => upper(time(ms)),
    /** A wall-clock date and time given as fields (no zone arithmetic). */
    wallDate: (y: number, m: number, d: number) =>
      new Intl.DateTimeFormat(intl, {
        day: 'numeric',
        month: locale === 'hi' ? 'long' : 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(Date.UTC(y, m - 1, d, 12))),
    wallTime: (h: number, min: number, sec?: number) =>
      upper(
        new Intl.DateTimeFormat(intl, {
          hour: 'numeric',
          minute: '2-digit',
          ...(sec ? { second: '2-digit' } : {}),
          hour12: true,
          timeZone: 'UTC',
        }).format(new Date(Date.UTC(2000, 0, 1, h, min, sec ?? 0))),
      ),
  };
}

export type Formatters = ReturnType<typeof formatters>;
