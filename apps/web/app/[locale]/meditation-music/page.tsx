import { meditationTracks } from '@drishti/content/meditation';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FaqSection } from '@/components/faq/faq-section';
import { Breadcrumb } from '@/components/layout/breadcrumb';
import s from '@/components/meditation/meditation.module.css';
import { meditationMessages } from '@/components/meditation/messages';
import { MusicLibrary, type TrackView } from '@/components/meditation/music-library';
import { localeAlternates } from '@/components/tarot/alternates';
import { PageHero } from '@/components/ui/page-hero';
import { getPathname, Link } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { builtRoutes } from '@/lib/site-map';

const HREF = '/meditation-music';

type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'meditation.music' });
  return { title: t('metaTitle'), description: t('metaDescription'), alternates: localeAlternates(HREF, locale) };
}

/** /meditation-music: ten synthesised tracks; the free ones play for all, the rest for members. */
export default async function MeditationMusicPage({ params }: { params: Params }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'meditation.music' });

  const tracks: TrackView[] = meditationTracks.map((track) => ({
    key: track.key,
    title: track.title[locale],
    description: track.description[locale],
    imgUri: track.imgUri,
    isFree: track.isFree,
    seed: track.sound.seed,
    suggestedMinutes: track.suggestedMinutes,
  }));
  const back = getPathname({ href: HREF, locale });
  const login = `${getPathname({ href: '/login', locale })}?next=${encodeURIComponent(back)}`;

  return (
    <>
      <Breadcrumb items={[{ label: t('breadcrumb') }]} />
      <PageHero id="music-heading" eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className={`container ${s.body}`}>
        <section aria-labelledby="tracks-heading">
          <h2 id="tracks-heading" className={s.sectionTitle}>
            {t('tracksHeading')}
          </h2>
          <p className={s.sectionIntro}>{t('tracksIntro')}</p>
          <NextIntlClientProvider messages={meditationMessages(locale, ['music', 'player'])}>
            <MusicLibrary tracks={tracks} loginHref={login} showAppLink={builtRoutes.has('/download-app')} />
          </NextIntlClientProvider>
        </section>

        <section aria-labelledby="listen-heading">
          <h2 id="listen-heading" className={s.sectionTitle}>
            {t('listenHeading')}
          </h2>
          <ol className={s.steps}>
            {[1, 2, 3, 4].map((n) => (
              <li key={n}>{t(`listen.step${n}`)}</li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="mantra-link-heading" className={s.appPanel}>
          <h2 id="mantra-link-heading">{t('mantraHeading')}</h2>
          <p>{t('mantraText')}</p>
          <Link href="/vedic-mantra-meditation" className="button">
            {t('mantraLink')}
          </Link>
        </section>

        <FaqSection set="meditation" locale={locale} variant="plain" />
      </div>
    </>
  );
}
