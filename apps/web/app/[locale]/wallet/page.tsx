import { statementResponse } from '@drishti/contracts/statement';
import { balanceResponse, packsResponse } from '@drishti/contracts/wallet';
import { Coins } from 'lucide-react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { accountMessages } from '@/components/account/messages';
import { accountServerApi } from '@/components/account/server-api';
import { localeAlternates } from '@/components/tarot/alternates';
import { getErrorLabels } from '@/components/ui/error-labels';
import { ErrorState } from '@/components/ui/error-state';
import { PageHero } from '@/components/ui/page-hero';
import { formatCoinAmount } from '@/components/wallet/money';
import { RechargePacks } from '@/components/wallet/recharge-packs';
import { Statement } from '@/components/wallet/statement';
import s from '@/components/wallet/wallet.module.css';
import { routing } from '@/i18n/routing';
import { requireUser } from '@/lib/session';

export const dynamic = 'force-dynamic';

/** Statement lines per page. */
const PAGE = 20;

type Params = Promise<{ locale: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'account.wallet' });
  return {
    title: t('metaTitle'),
    description: t('metaDescription'),
    alternates: localeAlternates('/wallet', locale),
    robots: { index: false, follow: false },
  };
}

function positiveInt(raw: string | string[] | undefined): number | undefined {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !/^\d{1,15}$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 ? n : undefined;
}

/** /wallet: balance, recharge packs (GST shown before paying) and the statement. Signed-in only. */
export default async function WalletPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const query = await searchParams;
  const before = positiveInt(query.before);
  const prefix = locale === 'hi' ? '/hi' : '';
  await requireUser(locale, `${prefix}/wallet${before ? `?before=${before}` : ''}`);

  const api = await accountServerApi(locale);
  const [t, tu, errorLabels, balance, packs, history] = await Promise.all([
    getTranslations({ locale, namespace: 'account.wallet' }),
    getTranslations({ locale, namespace: 'account.units' }),
    getErrorLabels(locale),
    api.call('GET', '/api/wallet', undefined, balanceResponse.shape.data),
    api.call('GET', '/api/wallet/packs', undefined, packsResponse.shape.data),
    api.call(
      'GET',
      `/api/wallet/statement?limit=${PAGE}${before ? `&before=${before}` : ''}`,
      undefined,
      statementResponse.shape.data,
    ),
  ]);
  const coins = (n: number) => tu('coins', { count: n, amount: formatCoinAmount(n) });
  const retryHref = `${prefix}/wallet`;

  return (
    <>
      <PageHero id="wallet-title" eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className={`container ${s.page}`}>
        <section className={s.section} aria-labelledby="balance-title">
          <h2 id="balance-title" className={s.sectionTitle}>
            {t('balanceTitle')}
          </h2>
          {balance.success ? (
            <div className={s.balance}>
              <p className={s.balanceMain} data-testid="wallet-balance" data-coins={balance.data.coins}>
                <Coins aria-hidden="true" size={36} className={s.coinIcon} />
                <span>
                  <span className={s.balanceLabel}>{t('available')}</span>
                  {coins(balance.data.coins)}
                </span>
              </p>
              <p className={s.reserved} data-testid="wallet-reserved" data-coins={balance.data.reserved}>
                {t('reserved')}: {coins(balance.data.reserved)}
              </p>
              <p className={s.note}>{t('reservedHint')}</p>
            </div>
          ) : (
            <ErrorState text={balance.message} labels={errorLabels} retryHref={retryHref} />
          )}
        </section>

        <section className={s.section} aria-labelledby="packs-title">
          <h2 id="packs-title" className={s.sectionTitle}>
            {t('packsTitle')}
          </h2>
          {packs.success && packs.data.packs.length > 0 ? (
            <NextIntlClientProvider messages={accountMessages(locale, ['wallet', 'units'])}>
              <RechargePacks locale={locale} packs={packs.data.packs} gstPercent={packs.data.gstPercent} />
            </NextIntlClientProvider>
          ) : (
            <ErrorState text={packs.success ? null : packs.message} labels={errorLabels} retryHref={retryHref} />
          )}
        </section>

        <section id="statement" className={`${s.section} ${s.wide}`} aria-labelledby="statement-title">
          <h2 id="statement-title" className={s.sectionTitle}>
            {t('historyTitle')}
          </h2>
          {history.success ? (
            <Statement
              locale={locale}
              lines={history.data}
              olderThan={history.data.length === PAGE ? (history.data.at(-1)?.cursor ?? null) : null}
              showNewest={before !== undefined}
            />
          ) : (
            <ErrorState text={history.message} labels={errorLabels} retryHref={retryHref} />
          )}
        </section>
      </div>
    </>
  );
}
