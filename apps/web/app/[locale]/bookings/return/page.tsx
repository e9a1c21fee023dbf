import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import s from '@/components/account/account.module.css';
import { BookingResult } from '@/components/account/booking-result';
import { accountMessages } from '@/components/account/messages';
import { pathWithQuery, paymentReturn } from '@/components/account/payment-params';
import { localeAlternates } from '@/components/tarot/alternates';
import { PageHero } from '@/components/ui/page-hero';
import { routing } from '@/i18n/routing';
import { requireUser } from '@/lib/session';

export const dynamic = 'force-dynamic';

type Params = Promise<{ locale: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'account.bookingReturn' });
  return {
    title: t('metaTitle'),
    description: t('metaDescription'),
    alternates: localeAlternates('/bookings/return', locale),
    robots: { index: false, follow: false },
  };
}

/** /bookings/return?bookingId=…&razorpay_…: confirms a booking paid at the gateway's checkout. */
export default async function BookingReturnPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const query = await searchParams;
  await requireUser(locale, pathWithQuery(`${locale === 'hi' ? '/hi' : ''}/bookings/return`, query));
  const t = await getTranslations({ locale, namespace: 'account.bookingReturn' });
  const rawId = Array.isArray(query.bookingId) ? query.bookingId[0] : query.bookingId;
  const bookingId = rawId && /^[0-9a-f-]{36}$/i.test(rawId) ? rawId : null;

  return (
    <>
      <PageHero id="booking-return-title" title={t('title')} />
      <div className={`container ${s.page}`}>
        <section className={`${s.panel} ${s.panelWide}`}>
          <NextIntlClientProvider messages={accountMessages(locale, ['bookingReturn', 'bookings', 'units'])}>
            <BookingResult locale={locale} params={paymentReturn(query)} bookingId={bookingId} />
          </NextIntlClientProvider>
        </section>
      </div>
    </>
  );
}
