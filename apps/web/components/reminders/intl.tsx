'use client';

import { NextIntlClientProvider, useTimeZone } from 'next-intl';
import type { ReactNode } from 'react';
import enBirth from '@/messages/en/birth.json' with { type: 'json' };
import hiBirth from '@/messages/hi/birth.json' with { type: 'json' };
import enReminders from '@/messages/en/reminders.json' with { type: 'json' };
import hiReminders from '@/messages/hi/reminders.json' with { type: 'json' };

/**
 * The `reminders` and `birth` catalogues for reminder widgets placed inside pages whose provider
 * does not carry them (the consultation room). Pages of this part pass them from the server instead.
 */
export function RemindersIntl({ locale, children }: { locale: 'en' | 'hi'; children: ReactNode }) {
  const timeZone = useTimeZone();
  const messages =
    locale === 'hi' ? { reminders: hiReminders, birth: hiBirth } : { reminders: enReminders, birth: enBirth };
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone={timeZone}>
      {children}
    </NextIntlClientProvider>
  );
}
