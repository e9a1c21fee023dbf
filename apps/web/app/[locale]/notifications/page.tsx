import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import s from '@/components/notifications/notifications.module.css';
import { NotificationList } from '@/components/notifications/notification-list';
import { PushControl } from '@/components/notifications/push-control';
import { fetchMyNotifications } from '@/components/reminders/server-api';
import { localeAlternates } from '@/components/tarot/alternates';
import { getErrorLabels } from '@/components/ui/error-labels';
import { ErrorState } from '@/components/ui/error-state';
import { PageHero } from '@/components/ui/page-hero';
import { getPathname } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { requireUser } from '@/lib/session';
import { catalogues } from '@/messages';

/** A signed-in person's own notifications: never prerendered, never cached. */
export const dynamic = 'force-dynamic';

type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'reminders.notifications.meta' });
  return {
    title: t('title'),
    description: t('description'),
    alternates: localeAlternates('/notifications', locale),
    robots: { index: false, follow: false },
  };
}

/** /notifications: the in-app list (newest first, mark read) and web push for this device. */
export default async function NotificationsPage({ params }: { params: Params }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const path = getPathname({ href: '/notifications', locale });
  await requireUser(locale, path);
  const [t, list] = await Promise.all([
    getTranslations({ locale, namespace: 'reminders.notifications' }),
    fetchMyNotifications(locale),
  ]);
  const { notifications } = catalogues[locale].reminders;
  return (
    <>
      <PageHero id="notifications-title" eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className={`container ${s.page}`}>
        <NextIntlClientProvider messages={{ reminders: { notifications } }}>
          <PushControl />
          {list.ok ? (
            <NotificationList initial={list.data.items} unread={list.data.unread} />
          ) : (
            <ErrorState text={list.message ?? t('loadError')} labels={await getErrorLabels(locale)} retryHref={path} />
          )}
        </NextIntlClientProvider>
      </div>
    </>
  );
}
