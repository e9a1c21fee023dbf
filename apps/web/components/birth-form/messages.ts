import type { Locale } from '@drishti/content/types';
import { catalogues } from '../../messages';

/**
 * The `birth` catalogue for a NextIntlClientProvider around BirthForm / PlaceSearch (the layout
 * gives client components no messages). Spread it with your own namespaces:
 * `messages={{ ...birthMessages(locale), matching: catalogues[locale].matching }}`.
 */
export function birthMessages(locale: Locale) {
  return { birth: catalogues[locale].birth };
}
