import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ConnectionStatus } from '@/components/pwa/connection-status';
import s from '@/components/pwa/offline.module.css';
import { SavedPages } from '@/components/pwa/saved-pages';
import { routing } from '@/i18n/routing';
import { OFFLINE_TOOLS } from '@/lib/offline-tools';
import { localePath } from '@/lib/site-url';

type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'pwa.offline' });
  return { title: t('metaTitle'), robots: { index: false, follow: true } };
}

/**
 * /offline: what the service worker shows in place of a page that is not saved on this device
 * while there is no connection. Not in the sitemap, not indexed.
 */
export default async function OfflinePage({ params }: { params: Params }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'pwa' });
  const nav = await getTranslations({ locale, namespace: 'nav.links' });
  const meta = await getTranslations({ locale, namespace: 'meta' });

  return (
    <div className={`container ${s.page}`} data-testid="offline-page">
      <h1 className={s.title}>{t('offlineTitle')}</h1>
      <p className={s.lead}>{t('offline.lead')}</p>
      <ConnectionStatus onlineText={t('offline.online')} retryLabel={t('offline.retry')} />

      <section className={s.section} aria-labelledby="saved-heading">
        <h2 id="saved-heading">{t('offline.savedHeading')}</h2>
        <SavedPages
          locale={locale}
          siteName={meta('siteName')}
          labels={{
            loading: t('offline.savedLoading'),
            empty: t('offline.savedEmpty'),
            unavailable: t('offline.savedUnavailable'),
          }}
        />
      </section>

      <section className={s.section} aria-labelledby="offline-tools-heading">
        <h2 id="offline-tools-heading">{t('offline.toolsHeading')}</h2>
        <p className={s.muted}>{t('offline.toolsLead')}</p>
        <ul className={s.links} data-testid="offline-tools">
          {OFFLINE_TOOLS.map((tool) => (
            <li key={tool.href}>
              {/* A full page load, answered by the worker from the device. */}
              <a href={localePath(tool.href, locale)} className={s.link}>
                {nav(tool.key)}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
