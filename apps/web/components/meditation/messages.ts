import type { Locale } from '@drishti/content/types';
import { catalogues, type Messages } from '../../messages';

type Part = keyof Messages['meditation'];

/**
 * The part of the meditation catalogue a client component reads, for a NextIntlClientProvider
 * around it (the layout gives client components no catalogue).
 */
export function meditationMessages(locale: Locale, parts: readonly Part[]) {
  const all = catalogues[locale].meditation;
  return { meditation: Object.fromEntries(parts.map((p) => [p, all[p]])) };
}

/** The first sentence of a text (ends at ".", "!", "?" or the Devanagari danda "।"). */
export function firstSentence(text: string): string {
  const match = /^.+?[.!?।](?=\s|$)/u.exec(text.trim());
  return match ? match[0] : text.trim();
}
