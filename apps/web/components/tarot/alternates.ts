import { getPathname } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';

/** Canonical URL and hreflang links of a page that exists in both languages. */
export function localeAlternates(href: string, locale: AppLocale) {
  const en = getPathname({ href, locale: 'en' });
  const hi = getPathname({ href, locale: 'hi' });
  return { canonical: locale === 'hi' ? hi : en, languages: { en, hi, 'x-default': en } };
}
