import { bookingListResponse } from '@drishti/contracts/bookings';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import s from '@/components/account/account.module.css';
import { BookingList } from '@/components/account/booking-list';
import { accountMessages } from '@/components/account/messages';
import { accountServerApi } from '@/components/account/server-api';
import { localeAlternates } from '@/components/tarot/alternates';
import { getErrorLabels } from '@/components/ui/error-labels';
import { ErrorState } from '@/components/ui/error-state';
import { PageHero } from '@/components/ui/page-hero';
import { routing } from '@/i18n/routing';
import { requireUser } from '@/lib/session';
import { builtRoutes } from '@/lib/site-map';

export const dynamic = 'force-dynamic';

type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'account.bookings' });
  return {
    title: t('metaTitle'),
    description: t('metaDescription'),
    alternates: localeAlternates('/bookings', locale),
    robots: { index: false, follow: false },
  };
}

/** /bookings: my booked consultations, with cancelling by the refund rules. Signed-in only. */
export default async function BookingsPage({ params }: { params: Params }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  await requireUser(locale, `${locale === 'hi' ? '/hi' : ''}/bookings`);
  const api = await accountServerApi(locale);
  const [t, errorLabels, list] = await Promise.all([
    getTranslations({ locale, namespace: 'account.bookings' }),
    getErrorLabels(locale),
    api.call('GET', '/api/users/bookings', undefined, bookingListResponse.shape.data),
  ]);

  return (
    <>
      <PageHero id="bookings-title" eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className={`container ${s.page}`}>
        {list.success ? (
          <NextIntlClientProvider messages={accountMessages(locale, ['bookings', 'units'])}>
            <BookingList
              locale={locale}
              initial={list.data}
              findHref={builtRoutes.has('/online-astrologer') ? '/online-astrologer' : null}
            />
          </NextIntlClientProvider>
        ) : (
          <ErrorState text={list.message} labels={errorLabels} retryHref={`${locale === 'hi' ? '/hi' : ''}/bookings`} />
        )}
      </div>
    </>
  );
}
