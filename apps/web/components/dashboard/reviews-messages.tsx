'use client';

import { NextIntlClientProvider, useMessages, useTimeZone } from 'next-intl';
import { type ReactNode, useMemo } from 'react';
import enReviews from '@/messages/en/reviews.json';
import hiReviews from '@/messages/hi/reviews.json';

/**
 * Adds the `reviews` namespace to the messages of the surrounding provider, for the dashboard's
 * review and completion widgets: the dashboard page hands its client part the admin texts only.
 * Both languages of this namespace are a few kilobytes.
 */
export function WithReviewsMessages({ lang, children }: { lang: 'en' | 'hi'; children: ReactNode }) {
  const outer = useMessages();
  const timeZone = useTimeZone();
  const messages = useMemo(() => ({ ...outer, reviews: lang === 'hi' ? hiReviews : enReviews }), [outer, lang]);
  return (
    <NextIntlClientProvider locale={lang} timeZone={timeZone} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}
