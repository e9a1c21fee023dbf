import type { Metadata } from 'next';
import { localeAlternates } from '@/components/tarot/alternates';
import type { AppLocale } from '@/i18n/routing';

/** Title, description, canonical URL and hreflang links of a content page. */
export function contentMetadata(href: string, locale: AppLocale, title: string, description: string): Metadata {
  return { title, description, alternates: localeAlternates(href, locale) };
}
