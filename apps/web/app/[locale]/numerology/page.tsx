import { DIGITS, numberMeanings } from '@drishti/content/numerology';
import {
  NUMEROLOGY_TOPICS,
  type NumerologyTopicGroup,
  numbersIntro,
  numerologyPage,
} from '@drishti/content/pages/numerology';
import { section } from '@drishti/content/pages/types';
import type { Locale } from '@drishti/content/types';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ContentPage } from '@/components/content-page/content-page';
import s from '@/components/content-page/content-page.module.css';
import { LoShuSquare } from '@/components/content-page/lo-shu-square';
import { contentMetadata } from '@/components/content-page/metadata';
import { RelatedLinks } from '@/components/content-page/related-links';
import { DataSection, Paragraphs, TextSection } from '@/components/content-page/text-section';
import { Link } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { numberHref, numerologyTopicHref } from '@/lib/content-routes';
import { StaticPage } from '@/components/islands/static-page';

const HREF = '/numerology';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'content.numerology' });
  return contentMetadata(HREF, locale, t('metaTitle'), t('metaDescription'));
}

/** Cards linking to the numerology topics of one group. */
function TopicCards({ group, locale }: { group: NumerologyTopicGroup; locale: Locale }) {
  return (
    <ul className={s.cards} data-testid={`topics-${group}`}>
      {NUMEROLOGY_TOPICS.filter((topic) => topic.group === group).map((topic) => (
        <li key={topic.slug}>
          <Link href={numerologyTopicHref(topic.slug)} className={s.cardLink}>
            <span className={s.cardTitle}>{topic.title[locale]}</span>
            <span className={s.cardText}>{topic.summary[locale]}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** /numerology: what numerology is, the numbers 1 to 9 and every numerology topic. */
export default async function NumerologyPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'content.numerology' });
  const page = numerologyPage;

  return (
    <ContentPage
      locale={locale}
      crumbs={[{ label: t('breadcrumb') }]}
      eyebrow={t('eyebrow')}
      title={t('title')}
      lead={page.lead[locale]}
      art={<LoShuSquare label={t('loShuLabel')} />}
      faq={{ set: 'numerology', variant: 'card' }}
    >
      <StaticPage />
      <Paragraphs items={page.intro} locale={locale} />
      <TextSection section={section(page, 'core')} locale={locale} />

      <DataSection id="numbers" title={t('numbersHeading')} intro={numbersIntro[locale]}>
        <ul className={s.cards} data-testid="numbers">
          {DIGITS.map((n) => {
            const m = numberMeanings[n];
            return (
              <li key={n}>
                <Link href={numberHref(n)} className={s.cardLink}>
                  <span className={s.cardHead}>
                    <span className={s.cardNumber} aria-hidden="true">
                      {n}
                    </span>
                    <span>
                      <span className={s.cardTitle}>
                        <span className="visually-hidden">{n}: </span>
                        {m.title[locale]}
                      </span>
                      <br />
                      <span className={s.cardMeta}>{t('ruledBy', { planet: m.planet[locale] })}</span>
                    </span>
                  </span>
                  <span className={s.cardText}>{m.keywords[locale]}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </DataSection>

      <DataSection id="special" title={t('specialHeading')}>
        <TopicCards group="special" locale={locale} />
      </DataSection>
      <DataSection id="systems" title={t('systemsHeading')}>
        <TopicCards group="system" locale={locale} />
      </DataSection>
      <DataSection id="daily-life" title={t('lifeHeading')}>
        <TopicCards group="life" locale={locale} />
      </DataSection>

      <TextSection section={section(page, 'how-to-use')} locale={locale} />

      <RelatedLinks
        locale={locale}
        pages={['astrology', 'zodiacSigns', 'nakshatras', 'liveAstrologer']}
        tools={['numerologyCalculator', 'nameNumerology', 'mobileNumerology', 'pythagorean', 'loShuGrid']}
      />
    </ContentPage>
  );
}
