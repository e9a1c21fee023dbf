import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import s from '@/components/account/account.module.css';
import { formatPhone } from '@/components/account/format';
import { LoginForm } from '@/components/account/login-form';
import { accountMessages } from '@/components/account/messages';
import { safeNextPath } from '@/components/account/next-path';
import { SignOutButton } from '@/components/account/sign-out-button';
import { localeAlternates } from '@/components/tarot/alternates';
import { PageHero } from '@/components/ui/page-hero';
import { routing } from '@/i18n/routing';
import { currentUser } from '@/lib/session';

export const dynamic = 'force-dynamic';

type Params = Promise<{ locale: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'account.login' });
  return {
    title: t('metaTitle'),
    description: t('metaDescription'),
    alternates: localeAlternates('/login', locale),
    robots: { index: false, follow: true },
  };
}

/** /login: phone + one-time code; afterwards back to `?next=` (a path on this site) or the wallet. */
export default async function LoginPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const [t, tm, user, query] = await Promise.all([
    getTranslations({ locale, namespace: 'account.login' }),
    getTranslations({ locale, namespace: 'account.menu' }),
    currentUser(),
    searchParams,
  ]);
  const next = safeNextPath(query.next, locale);
  // Only a page the person came from; without one, the landing depends on who signs in.
  const cameFrom = query.next === undefined ? null : next;

  return (
    <>
      <PageHero
        id="login-title"
        eyebrow={t('eyebrow')}
        title={user ? t('alreadyTitle') : t('title')}
        lead={user ? undefined : t('lead')}
      />
      <div className={`container ${s.page}`}>
        <section className={s.panel}>
          {user ? (
            <div className={s.result} data-testid="signed-in">
              <p className={s.resultText}>{t('alreadyBody', { phone: formatPhone(user.phone) })}</p>
              <div className={s.linkRow}>
                {/* `next` already carries the language prefix: a plain link, not the locale-aware one. */}
                <a href={next} className="button">
                  {t('continue')}
                </a>
                <SignOutButton
                  locale={locale}
                  label={tm('signOut')}
                  busyLabel={tm('signingOut')}
                  className={s.secondaryButton}
                />
              </div>
            </div>
          ) : (
            <NextIntlClientProvider messages={accountMessages(locale, ['login'])}>
              <LoginForm locale={locale} next={cameFrom} />
            </NextIntlClientProvider>
          )}
          <p className={s.small}>{t('privacy')}</p>
        </section>
      </div>
    </>
  );
}
