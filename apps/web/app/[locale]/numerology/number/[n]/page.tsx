import { DIGITS, type Digit, numberMeanings } from '@drishti/content/numerology';
import { numerologyTopic } from '@drishti/content/pages/numerology';
import { NUMBER_FRIENDS } from '@drishti/engine/numerology/friendship';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ContentPage } from '@/components/content-page/content-page';
import s from '@/components/content-page/content-page.module.css';
import { Facts } from '@/components/content-page/facts';
import { contentMetadata } from '@/components/content-page/metadata';
import { Pager } from '@/components/content-page/pager';
import { RelatedLinks } from '@/components/content-page/related-links';
import { DataSection } from '@/components/content-page/text-section';
import { Link } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { numberHref, numerologyTopicHref } from '@/lib/content-routes';
import { StaticPage } from '@/components/islands/static-page';

type Params = Promise<{ locale: string; n: string }>;

export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.flatMap((locale) => DIGITS.map((n) => ({ locale, n: String(n) })));
}

/** The digit of a route parameter, only for the exact strings "1" to "9". */
function digitOf(param: string): Digit | undefined {
  return DIGITS.find((d) => String(d) === param);
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, n: param } = await params;
  const n = digitOf(param);
  if (!hasLocale(routing.locales, locale) || !n) return {};
  const t = await getTranslations({ locale, namespace: 'content.number' });
  const m = numberMeanings[n];
  return contentMetadata(
    numberHref(n),
    locale,
    t('metaTitle', { n, name: m.title[locale] }),
    t('metaDescription', { n, planet: m.planet[locale], keywords: m.keywords[locale] }),
  );
}

/** /numerology/number/{1..9}: one root number as life path, mulank and bhagyank. */
export default async function NumberPage({ params }: { params: Params }) {
  const { locale, n: param } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const n = digitOf(param);
  if (!n) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'content.number' });
  const tn = await getTranslations({ locale, namespace: 'content.numerology' });
  const tt = await getTranslations({ locale, namespace: 'content' });
  const m = numberMeanings[n];
  const prev = n > 1 ? numberMeanings[(n - 1) as Digit] : undefined;
  const next = n < 9 ? numberMeanings[(n + 1) as Digit] : undefined;
  const pagerLink = (d: (typeof numberMeanings)[Digit]) => ({
    href: numberHref(d.number),
    name: `${d.number}: ${d.title[locale]}`,
  });

  return (
    <ContentPage
      locale={locale}
      crumbs={[{ label: tn('breadcrumb'), href: '/numerology' }, { label: t('breadcrumb', { n }) }]}
      eyebrow={t('eyebrow', { planet: m.planet[locale] })}
      title={t('title', { n, name: m.title[locale] })}
      lead={m.keywords[locale]}
      faq={{ set: 'numbers-1-to-9', variant: 'plain' }}
    >
      <StaticPage />
      <Facts
        label={t('facts', { n })}
        testId="number-facts"
        items={[
          { label: t('planet'), value: m.planet[locale] },
          { label: t('bornOn'), value: m.bornOn.join(', ') },
          { label: t('luckyDays'), value: m.luckyDays[locale] },
          { label: t('luckyColours'), value: m.luckyColours[locale] },
          {
            label: t('friends'),
            value: (NUMBER_FRIENDS[n] ?? []).map((f, i) => (
              <span key={f}>
                {i > 0 && ', '}
                {f === n ? f : <Link href={numberHref(f)}>{f}</Link>}
              </span>
            )),
          },
        ]}
      />

      <DataSection id="life-path" title={t('lifePath')}>
        <p className={s.prose}>{m.lifePath[locale]}</p>
        <p className={s.prose}>
          <Link href={numerologyTopicHref('life-path-number')}>
            {numerologyTopic('life-path-number')?.title[locale]}
          </Link>
        </p>
      </DataSection>
      <DataSection id="mulank" title={t('psychic')}>
        <p className={s.prose}>{m.psychic[locale]}</p>
      </DataSection>
      <DataSection id="bhagyank" title={t('destiny')}>
        <p className={s.prose}>{m.destiny[locale]}</p>
      </DataSection>
      <DataSection id="strengths" title={t('strengths')}>
        <p className={s.prose}>{m.strengths[locale]}</p>
      </DataSection>
      <DataSection id="challenges" title={t('challenges')}>
        <p className={s.prose}>{m.challenges[locale]}</p>
      </DataSection>
      <DataSection id="careers" title={t('careers', { n })}>
        <p className={s.prose}>{m.careers[locale]}</p>
      </DataSection>

      <Pager
        label={t('pager')}
        previousLabel={tt('previous')}
        nextLabel={tt('next')}
        prev={prev && pagerLink(prev)}
        next={next && pagerLink(next)}
        all={{ href: '/numerology', name: t('all') }}
      />

      <RelatedLinks locale={locale} pages={['numerology', 'astrology']} tools={['numerologyCalculator', 'loShuGrid']} />
    </ContentPage>
  );
}
