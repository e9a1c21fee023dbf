import { meditationPurposes } from '@drishti/content/meditation';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FaqSection } from '@/components/faq/faq-section';
import { Breadcrumb } from '@/components/layout/breadcrumb';
import { MantraGallery, type PurposeView } from '@/components/meditation/mantra-gallery';
import s from '@/components/meditation/meditation.module.css';
import { firstSentence, meditationMessages } from '@/components/meditation/messages';
import { localeAlternates } from '@/components/tarot/alternates';
import { PageHero } from '@/components/ui/page-hero';
import { Link } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { builtRoutes } from '@/lib/site-map';

const HREF = '/vedic-mantra-meditation';

type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'meditation.mantra' });
  return { title: t('metaTitle'), description: t('metaDescription'), alternates: localeAlternates(HREF, locale) };
}

/** /vedic-mantra-meditation: five purposes, each a mantra practice in a modal with synthesised sound. */
export default async function MantraMeditationPage({ params }: { params: Params }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'meditation.mantra' });

  const purposes: PurposeView[] = meditationPurposes.map((p) => ({
    key: p.key,
    label: p.label[locale],
    alt: p.alt[locale],
    summary: firstSentence(p.description[locale]),
    description: p.description[locale],
    imgUri: p.imgUri,
    seed: p.sound.seed,
    mantra: {
      devanagari: p.mantra.devanagari,
      transliteration: p.mantra.transliteration,
      meaning: p.mantra.meaning[locale],
    },
  }));

  return (
    <>
      <Breadcrumb items={[{ label: t('breadcrumb') }]} />
      <PageHero id="mantra-heading" eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className={`container ${s.body}`}>
        <section aria-labelledby="purposes-heading">
          <h2 id="purposes-heading" className={s.sectionTitle}>
            {t('purposesHeading')}
          </h2>
          <p className={s.sectionIntro}>{t('purposesIntro')}</p>
          <NextIntlClientProvider messages={meditationMessages(locale, ['mantra', 'modal', 'japa', 'player'])}>
            <MantraGallery purposes={purposes} showAppLink={builtRoutes.has('/download-app')} />
          </NextIntlClientProvider>
        </section>

        <section aria-labelledby="practice-heading">
          <h2 id="practice-heading" className={s.sectionTitle}>
            {t('practiceHeading')}
          </h2>
          <ol className={s.steps}>
            {[1, 2, 3, 4, 5].map((n) => (
              <li key={n}>{t(`practice.step${n}`)}</li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="music-link-heading" className={s.appPanel}>
          <h2 id="music-link-heading">{t('musicHeading')}</h2>
          <p>{t('musicText')}</p>
          <Link href="/meditation-music" className="button">
            {t('musicLink')}
          </Link>
        </section>

        <FaqSection set="meditation" locale={locale} variant="card" />
      </div>
    </>
  );
}
