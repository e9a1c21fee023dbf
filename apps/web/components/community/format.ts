import { clock12 } from '@/lib/clock';
/** Community times as "7 Dec 2025, 10:30 am" in Indian time (Latin digits in Hindi too). */
export function formatWhen(iso: string, lang: 'en' | 'hi'): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(lang === 'hi' ? 'hi-IN-u-nu-latn' : 'en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...clock12(lang),
  }).format(d);
}

/** A topic segment of a URL, or null when it is not one of ours. */
export function topicFromParam<T extends string>(value: string | undefined, topics: readonly T[]): T | null {
  return value !== undefined && (topics as readonly string[]).includes(value) ? (value as T) : null;
}
