import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ReminderManager } from '@/components/reminders/reminder-manager';
import { fetchMyReminders } from '@/components/reminders/server-api';
import { localeAlternates } from '@/components/tarot/alternates';
import { getErrorLabels } from '@/components/ui/error-labels';
import { ErrorState } from '@/components/ui/error-state';
import { PageHero } from '@/components/ui/page-hero';
import { getPathname } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { requireUser } from '@/lib/session';
import { catalogues } from '@/messages';

/** A signed-in person's own reminders: never prerendered, never cached. */
export const dynamic = 'force-dynamic';

type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'reminders.meta' });
  return {
    title: t('title'),
    description: t('description'),
    alternates: localeAlternates('/reminders', locale),
    robots: { index: false, follow: false },
  };
}

/** /reminders: remedy reminders (create, edit, pause, delete; done, snooze, streak) and astrologers' suggestions. */
export default async function RemindersPage({ params }: { params: Params }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const path = getPathname({ href: '/reminders', locale });
  await requireUser(locale, path);
  const [t, list] = await Promise.all([
    getTranslations({ locale, namespace: 'reminders.page' }),
    fetchMyReminders(locale),
  ]);
  const messages = { reminders: catalogues[locale].reminders, birth: catalogues[locale].birth };
  return (
    <>
      <PageHero id="reminders-title" eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className="container">
        {list.ok ? (
          <NextIntlClientProvider messages={messages}>
            <ReminderManager initial={list.data} />
          </NextIntlClientProvider>
        ) : (
          <ErrorState text={list.message ?? t('loadError')} labels={await getErrorLabels(locale)} retryHref={path} />
        )}
      </div>
    </>
  );
}
