import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import s from '@/components/account/account.module.css';
import { accountMessages } from '@/components/account/messages';
import { pathWithQuery, paymentReturn } from '@/components/account/payment-params';
import { localeAlternates } from '@/components/tarot/alternates';
import { PageHero } from '@/components/ui/page-hero';
import { RechargeResult } from '@/components/wallet/recharge-result';
import { routing } from '@/i18n/routing';
import { requireUser } from '@/lib/session';

export const dynamic = 'force-dynamic';

type Params = Promise<{ locale: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'account.walletReturn' });
  return {
    title: t('metaTitle'),
    description: t('metaDescription'),
    alternates: localeAlternates('/wallet/return', locale),
    robots: { index: false, follow: false },
  };
}

/** /wallet/return: where the checkout sends the browser back; confirms the recharge. */
export default async function WalletReturnPage({
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
  await requireUser(locale, pathWithQuery(`${locale === 'hi' ? '/hi' : ''}/wallet/return`, query));
  const t = await getTranslations({ locale, namespace: 'account.walletReturn' });

  return (
    <>
      <PageHero id="wallet-return-title" title={t('title')} />
      <div className={`container ${s.page}`}>
        <section className={s.panel}>
          <NextIntlClientProvider messages={accountMessages(locale, ['walletReturn', 'units'])}>
            <RechargeResult locale={locale} params={paymentReturn(query)} />
          </NextIntlClientProvider>
        </section>
      </div>
    </>
  );
}
