import { defineRouting } from 'next-intl/routing';

export const locales = ['en', 'hi'] as const;
export type AppLocale = (typeof locales)[number];

/** English at /, Hindi under /hi. The URL alone decides the language, so links are shareable. */
export const routing = defineRouting({
  locales,
  defaultLocale: 'en',
  localePrefix: 'as-needed',
  localeDetection: false,
  alternateLinks: true,
});
