/**
 * How a 12-hour clock time is written: "8:34 pm" in English, "रात 8:34" in Hindi (the part of the
 * day — रात, सुबह, दोपहर, शाम — before the time, as a Hindi reader writes it, never "am"/"pm").
 * Spread into `Intl.DateTimeFormat` options beside `hour` and `minute`.
 */
export function clock12(lang: string): Intl.DateTimeFormatOptions {
  return lang === 'hi' ? { hour12: true, dayPeriod: 'short' } : { hour12: true };
}

/** "6:05 AM" / "सुबह 6:05" for a wall-clock hour (0–23) and minute, whatever the zone. */
export function clockTime(hour: number, minute: number, lang: string): string {
  const d = new Date(Date.UTC(2000, 0, 1, hour, minute));
  return new Intl.DateTimeFormat(lang === 'hi' ? 'hi-IN-u-nu-latn' : 'en-IN', {
    timeZone: 'UTC',
    hour: 'numeric',
    minute: '2-digit',
    ...clock12(lang),
  }).format(d);
}

/**
 * A time zone as a reader of the page names it: the IANA name in English ("Asia/Kolkata"); in Hindi
 * India's own zone is भारतीय समय and any other zone its Hindi name ("मध्य यूरोपीय मानक समय"), the
 * IANA name only where the language has none.
 */
export function zoneName(zone: string, locale: string, atMs: number = Date.now()): string {
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
