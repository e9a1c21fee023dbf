import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import sh from '@/components/consult/shared.module.css';
import { consultMessages } from '@/components/consult/messages';
import { ConsultRoom } from '@/components/consult/room';
import { fetchConsultation } from '@/components/consult/server-api';
import { localeAlternates } from '@/components/tarot/alternates';
import { getErrorLabels } from '@/components/ui/error-labels';
import { ErrorState } from '@/components/ui/error-state';
import { getPathname, Link } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { currentUser, loginHref } from '@/lib/session';

/** Private and live: rendered per request for its two participants, never indexed. */
export const dynamic = 'force-dynamic';

type Params = Promise<{ locale: string; id: string }>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, id } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'consult.page' });
  return {
    title: t('metaTitle'),
    description: t('metaDescription'),
    alternates: localeAlternates(`/consultation/${id}`, locale),
    robots: { index: false, follow: false },
  };
}

/**
 * /consultation/[id]: the room of one live consultation, for the user who asked for it and the
 * astrologer. Signed-out visitors are asked to sign in; anyone else is told it cannot be found.
 */
export default async function ConsultationPage({ params }: { params: Params }) {
  const { locale, id } = await params;
  if (!hasLocale(routing.locales, locale) || !UUID.test(id)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'consult.page' });
  const path = getPathname({ href: `/consultation/${id}`, locale });

  const user = await currentUser();
  const res = user ? await fetchConsultation(id, locale) : null;

  if (!user || (res && !res.ok && res.status === 401)) {
    return (
      <div className={`container ${sh.page}`}>
        <section className={sh.panel} aria-labelledby="consult-gate" data-testid="consult-signed-out">
          <h1 id="consult-gate" className={sh.panelHeading}>
            {t('signInTitle')}
          </h1>
          <p className={sh.muted}>{t('signInBody')}</p>
          <p className={sh.actionsRow}>
            <a href={loginHref(locale, path)} className="button" data-testid="consult-sign-in">
              {t('signIn')}
            </a>
          </p>
        </section>
      </div>
    );
  }

  if (!res?.ok) {
    const missing = res && (res.status === 403 || res.status === 404 || res.status === 400);
    return (
      <div className={`container ${sh.page}`}>
        <section className={sh.panel} aria-labelledby="consult-missing" data-testid="consult-missing">
          <h1 id="consult-missing" className={sh.panelHeading}>
            {missing ? t('notFoundTitle') : t('loadError')}
          </h1>
          {missing ? (
            <p className={sh.muted}>{t('notFoundBody')}</p>
          ) : (
            <ErrorState text={res?.message} labels={await getErrorLabels(locale)} retryHref={path} />
          )}
          <p className={sh.actionsRow}>
            <Link href="/consultations" className={sh.secondary}>
              {t('toHistory')}
            </Link>
            <Link href="/online-astrologer" className={sh.secondary}>
              {t('findAstrologer')}
            </Link>
          </p>
        </section>
      </div>
    );
  }

  return (
    <div className="container">
      <NextIntlClientProvider
        messages={consultMessages(locale, [
          'common',
          'room',
          'waiting',
          'unanswered',
          'meter',
          'chat',
          'call',
          'ended',
          'rating',
          'transcript',
          'refund',
          'birth',
        ])}
      >
        <ConsultRoom locale={locale} initial={res.data} />
      </NextIntlClientProvider>
    </div>
  );
}
