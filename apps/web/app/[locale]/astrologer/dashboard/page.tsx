import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AstrologerDashboard } from '@/components/dashboard/astrologer-dashboard';
import d from '@/components/dashboard/dashboard.module.css';
import f from '@/components/registration/forms.module.css';
import { localeAlternates } from '@/components/tarot/alternates';
import { PageHero } from '@/components/ui/page-hero';
import { getPathname, Link } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { currentUser, loginHref } from '@/lib/session';
import { builtRoutes } from '@/lib/site-map';
import { catalogues } from '@/messages';

// The signed-in astrologer's own data: never prerendered, never cached.
export const dynamic = 'force-dynamic';

const HREF = '/astrologer/dashboard';

type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'admin.dashboard.meta' });
  return {
    title: t('title'),
    description: t('description'),
    robots: { index: false, follow: false },
    alternates: localeAlternates(HREF, locale),
  };
}

/**
 * /astrologer/dashboard: an approved astrologer's bookings, weekly hours and reviews. Signed-out
 * visitors are asked to sign in; other accounts are pointed to their application.
 */
export default async function AstrologerDashboardPage({ params }: { params: Params }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'admin.dashboard' });
  const user = await currentUser();

  let body: ReactNode;
  if (!user) {
    const login = builtRoutes.has('/login');
    body = (
      <section className={`${f.card} ${d.notice}`} aria-labelledby="dashboard-gate" data-testid="dashboard-signed-out">
        <h2 id="dashboard-gate" className={f.cardHeading}>
          {t('signedOut.title')}
        </h2>
        <p>{t('signedOut.body')}</p>
        {login ? (
          <a href={loginHref(locale, getPathname({ href: HREF, locale }))} className="button">
            {t('signedOut.login')}
          </a>
        ) : (
          <Link href="/consultant/registration" className="button">
            {t('signedOut.register')}
          </Link>
        )}
      </section>
    );
  } else if (user.role !== 'astrologer') {
    body = (
      <section
        className={`${f.card} ${d.notice}`}
        aria-labelledby="dashboard-gate"
        data-testid="dashboard-not-astrologer"
      >
        <h2 id="dashboard-gate" className={f.cardHeading}>
          {t('notAstrologer.title')}
        </h2>
        <p>{t('notAstrologer.body')}</p>
        <Link href="/consultant/registration" className="button">
          {t('notAstrologer.link')}
        </Link>
      </section>
    );
  } else {
    const messages = catalogues[locale].admin;
    const live = await getTranslations({ locale, namespace: 'live.studio' });
    body = (
      <>
        <section className={f.card} aria-labelledby="dashboard-live" data-testid="dashboard-live">
          <h2 id="dashboard-live" className={f.cardHeading}>
            {live('dashboardLink')}
          </h2>
          <p>{live('dashboardLead')}</p>
          <Link href="/astrologer/live" className="button" data-testid="dashboard-live-link">
            {live('form.goLive')}
          </Link>
        </section>
        <NextIntlClientProvider
          messages={{
            admin: {
              dashboard: messages.dashboard,
              weekdays: messages.weekdays,
              errors: messages.errors,
              common: messages.common,
            },
            account: { statementLines: catalogues[locale].account.statementLines },
          }}
        >
          <AstrologerDashboard lang={locale} />
        </NextIntlClientProvider>
      </>
    );
  }

  return (
    <>
      <PageHero id="dashboard-heading" title={t('title')} lead={t('lead')} />
      <div className={`container ${d.page}`}>{body}</div>
    </>
  );
}
