import type { Locale } from '@drishti/content/types';
import { catalogues, type Messages } from '@/messages';

export type AstrologerGroup = keyof Messages['astrologers'];

/**
 * The part of the catalogue a client component of these pages reads, for a
 * NextIntlClientProvider around it (the layout gives client components no messages).
 */
export function astrologerMessages(locale: Locale, groups: readonly AstrologerGroup[]) {
  const all = catalogues[locale].astrologers;
  return {
    astrologers: Object.fromEntries(groups.map((g) => [g, all[g]])),
    errors: catalogues[locale].errors,
  };
}
