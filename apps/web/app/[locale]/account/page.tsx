import { accountDeletionCheckResponse } from '@drishti/contracts/account';
import { profileListResponse } from '@drishti/contracts/profiles';
import { sessionListResponse } from '@drishti/contracts/sessions';
import { Download } from 'lucide-react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import f from '@/components/registration/forms.module.css';
import { FollowingSection } from '@/components/follow/following-section';
import { DeleteAccount } from '@/components/settings/delete-account';
import { NotificationSwitches } from '@/components/settings/notification-switches';
import { ProfileForm } from '@/components/settings/profile-form';
import { SavedKundalis } from '@/components/settings/saved-kundalis';
import { Sessions } from '@/components/settings/sessions';
import s from '@/components/settings/settings.module.css';
import { localeAlternates } from '@/components/tarot/alternates';
import { getErrorLabels } from '@/components/ui/error-labels';
import { ErrorState } from '@/components/ui/error-state';
import { PageHero } from '@/components/ui/page-hero';
import { displayPhone } from '@/components/admin/edit-rules';
import { getPathname, Link } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { requireUser } from '@/lib/session';
import { builtRoutes } from '@/lib/site-map';
import { catalogues } from '@/messages';
import { getServer } from '@/lib/api/server';

/** A signed-in person's own data: never prerendered, never cached. */
export const dynamic = 'force-dynamic';

type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'settings.meta' });
  return {
    title: t('title'),
    description: t('description'),
    alternates: localeAlternates('/account', locale),
    robots: { index: false, follow: false },
  };
}

/**
 * /account: my profile and language, saved kundalis, notification switches, where I am signed in,
 * the export of all my data and deleting the account.
 */
export default async function AccountPage({ params }: { params: Params }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const path = getPathname({ href: '/account', locale });
  const user = await requireUser(locale, path);
  const [t, profiles, check, sessions] = await Promise.all([
    getTranslations({ locale, namespace: 'settings' }),
    getServer('/api/users/profiles', profileListResponse, { locale, cookies: true }),
    getServer('/api/users/me/deletion', accountDeletionCheckResponse, { locale, cookies: true }),
    getServer('/api/users/me/sessions', sessionListResponse, { locale, cookies: true }),
  ]);
  const m = catalogues[locale].settings;
  const labels = await getErrorLabels(locale);

  return (
    <>
      <PageHero id="account-title" eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className={`container ${s.page}`}>
        <nav aria-label={t('nav.label')}>
          <ul className={s.links}>
            <li>
              <Link href="/support">{t('nav.support')}</Link>
            </li>
            {builtRoutes.has('/consultations') && (
              <li>
                <Link href="/consultations">{t('nav.consultations')}</Link>
              </li>
            )}
            {builtRoutes.has('/wallet') && (
              <li>
                <Link href="/wallet">{t('nav.wallet')}</Link>
              </li>
            )}
            <li>
              <Link href="/privacy">{t('nav.privacy')}</Link>
            </li>
          </ul>
        </nav>

        <section aria-labelledby="profile-heading" className={f.card}>
          <h2 id="profile-heading" className={f.cardHeading}>
            {t('profile.heading')}
          </h2>
          <p className={f.muted}>{t('profile.phone', { phone: displayPhone(user.phone) })}</p>
          <NextIntlClientProvider messages={{ settings: { profile: m.profile } }}>
            <ProfileForm lang={locale} user={user} />
          </NextIntlClientProvider>
        </section>

        <section aria-labelledby="kundalis-heading" className={f.card}>
          <h2 id="kundalis-heading" className={f.cardHeading}>
            {t('kundalis.heading')}
          </h2>
          {profiles.ok ? (
            <NextIntlClientProvider messages={{ settings: { kundalis: m.kundalis } }}>
              <SavedKundalis lang={locale} initial={profiles.data} />
            </NextIntlClientProvider>
          ) : (
            <ErrorState text={profiles.message} labels={labels} retryHref={path} />
          )}
        </section>

        <section aria-labelledby="notifications-heading" className={f.card}>
          <h2 id="notifications-heading" className={f.cardHeading}>
            {t('notifications.heading')}
          </h2>
          <p className={f.muted}>{t('notifications.lead')}</p>
          <NextIntlClientProvider messages={{ settings: { notifications: m.notifications, errors: m.errors } }}>
            <NotificationSwitches lang={locale} />
          </NextIntlClientProvider>
        </section>

        <FollowingSection locale={locale} />

        <section aria-labelledby="sessions-heading" className={f.card}>
          <h2 id="sessions-heading" className={f.cardHeading}>
            {t('sessions.heading')}
          </h2>
          <p className={f.muted}>{t('sessions.lead')}</p>
          {sessions.ok ? (
            <NextIntlClientProvider messages={{ settings: { sessions: m.sessions } }}>
              <Sessions lang={locale} initial={sessions.data} />
            </NextIntlClientProvider>
          ) : (
            <ErrorState text={sessions.message} labels={labels} retryHref={path} />
          )}
        </section>

        <section aria-labelledby="export-heading" className={f.card}>
          <h2 id="export-heading" className={f.cardHeading}>
            {t('export.heading')}
          </h2>
          <p>{t('export.lead')}</p>
          <p>
            <a href="/api/users/me/export" download className="button" data-testid="export-download">
              <Download aria-hidden="true" size={20} />
              {t('export.download')}
            </a>
          </p>
        </section>

        <section aria-labelledby="delete-heading" className={`${f.card} ${s.dangerZone}`}>
          <h2 id="delete-heading" className={f.cardHeading}>
            {t('delete.heading')}
          </h2>
          <h3 className={f.subHeading}>{t('delete.removesHeading')}</h3>
          <ul className={s.list}>
            {(['signOut', 'kundalis', 'reminders', 'transcripts', 'tickets', 'community'] as const).map((k) => (
              <li key={k}>{t(`delete.removes.${k}`)}</li>
            ))}
          </ul>
          <h3 className={f.subHeading}>{t('delete.keepsHeading')}</h3>
          <p>
            {t('delete.keeps')} <Link href="/privacy#deletion">{t('delete.more')}</Link>
          </p>
          {check.ok ? null : <ErrorState text={check.message} labels={labels} retryHref={path} />}
          <NextIntlClientProvider messages={{ settings: { delete: m.delete } }}>
            <DeleteAccount lang={locale} check={check.ok ? check.data : null} />
          </NextIntlClientProvider>
        </section>
      </div>
    </>
  );
}
