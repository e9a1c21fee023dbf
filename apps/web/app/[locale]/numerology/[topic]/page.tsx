import { NUMEROLOGY_TOPIC_SLUGS, NUMEROLOGY_TOPICS, numerologyTopic } from '@drishti/content/pages/numerology';
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
import { sectionData } from '@/components/numerology/topic-sections';
import { Link } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { numerologyTopicHref } from '@/lib/content-routes';
import { StaticPage } from '@/components/islands/static-page';

type Params = Promise<{ locale: string; topic: string }>;

export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.flatMap((locale) => NUMEROLOGY_TOPIC_SLUGS.map((topic) => ({ locale, topic })));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, topic: slug } = await params;
  const topic = numerologyTopic(slug);
  if (!hasLocale(routing.locales, locale) || !topic) return {};
  const t = await getTranslations({ locale, namespace: 'content.topic' });
  return contentMetadata(
    numerologyTopicHref(topic.slug),
    locale,
    t('metaTitle', { title: topic.title[locale] }),
    topic.page.lead[locale],
  );
}

const GROUP_HEADING = { special: 'specialHeading', system: 'systemsHeading', life: 'lifeHeading' } as const;

/** /numerology/{topic}: one numerology topic with its FAQ set. */
export default async function NumerologyTopicPage({ params }: { params: Params }) {
  const { locale, topic: slug } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const topic = numerologyTopic(slug);
  if (!topic) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'content.topic' });
  const tn = await getTranslations({ locale, namespace: 'content.numerology' });
  const others = NUMEROLOGY_TOPICS.filter((o) => o.group === topic.group && o.slug !== topic.slug);

  return (
    <ContentPage
      locale={locale}
      crumbs={[{ label: tn('breadcrumb'), href: '/numerology' }, { label: topic.title[locale] }]}
      eyebrow={t('eyebrow')}
      title={topic.title[locale]}
      lead={topic.page.lead[locale]}
      art={topic.slug === 'missing-numbers' || topic.slug === 'kua-number' ? <LoShuSquare /> : undefined}
      faq={{ set: topic.faq, variant: 'card' }}
    >
      <StaticPage />
      <Paragraphs items={topic.page.intro} locale={locale} />
      {topic.page.sections.map((sec) => (
        <TextSection key={sec.key} section={sec} locale={locale}>
          {sectionData(topic.slug, sec.key, locale, t)}
        </TextSection>
      ))}

      <DataSection id="more-topics" title={tn(GROUP_HEADING[topic.group])}>
        <ul className={s.cards} data-testid="more-topics">
          {others.map((o) => (
            <li key={o.slug}>
              <Link href={numerologyTopicHref(o.slug)} className={s.cardLink}>
                <span className={s.cardTitle}>{o.title[locale]}</span>
                <span className={s.cardText}>{o.summary[locale]}</span>
              </Link>
            </li>
          ))}
        </ul>
      </DataSection>

      <RelatedLinks
        locale={locale}
        pages={['numerology', 'astrology']}
        tools={['numerologyCalculator', 'nameNumerology', 'pythagorean', 'loShuGrid']}
      />
    </ContentPage>
  );
}
