import {
  GANAS,
  NADIS,
  NAKSHATRA_NATURES,
  NAKSHATRA_VARNAS,
  NAKSHATRAS,
  type Nakshatra,
} from '@drishti/content/nakshatras';
import { NAKSHATRA_DEPTH } from '@drishti/content/nakshatra-depth';
import { planet } from '@drishti/content/planets';
import { zodiacSign } from '@drishti/content/zodiac';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ContentPage } from '@/components/content-page/content-page';
import { DepthReading } from '@/components/content-page/depth-reading';
import s from '@/components/content-page/content-page.module.css';
import { Facts } from '@/components/content-page/facts';
import { contentMetadata } from '@/components/content-page/metadata';
import { Pager } from '@/components/content-page/pager';
import { RelatedLinks } from '@/components/content-page/related-links';
import { splitFirstSentence } from '@/components/content-page/sentences';
import { DataSection } from '@/components/content-page/text-section';
import { Link } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { nakshatraHref, zodiacSignHref } from '@/lib/content-routes';
import { StaticPage } from '@/components/islands/static-page';

type Params = Promise<{ locale: string; key: string }>;

export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.flatMap((locale) => NAKSHATRAS.map((n) => ({ locale, key: n.key })));
}

/** The nakshatra with this route key and its neighbours in the sequence, or undefined. */
function find(key: string): { n: Nakshatra; prev?: Nakshatra; next?: Nakshatra } | undefined {
  const i = NAKSHATRAS.findIndex((n) => n.key === key);
  if (i < 0) return undefined;
  return { n: NAKSHATRAS[i]!, prev: NAKSHATRAS[i - 1], next: NAKSHATRAS[i + 1] };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, key } = await params;
  const found = find(key);
  if (!hasLocale(routing.locales, locale) || !found) return {};
  const { n } = found;
  const t = await getTranslations({ locale, namespace: 'content.nakshatras' });
  const name = n.name[locale];
  return contentMetadata(
    nakshatraHref(n.key),
    locale,
    t('detailMetaTitle', { name }),
    t('detailMetaDescription', { name, index: n.index, span: n.span[locale], lord: planet(n.lord).name[locale] }),
  );
}

/** /nakshatras/{key}: one nakshatra's lord, deity, symbol, span, qualities and meaning. */
export default async function NakshatraPage({ params }: { params: Params }) {
  const { locale, key } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const found = find(key);
  if (!found) notFound();
  setRequestLocale(locale);
  const { n, prev, next } = found;
  const t = await getTranslations({ locale, namespace: 'content.nakshatras' });
  const tc = await getTranslations({ locale, namespace: 'content' });
  const name = n.name[locale];
  const nature = NAKSHATRA_NATURES[n.nature];
  // The description's first sentence introduces the page; the rest follows under "About".
  const description = splitFirstSentence(n.description[locale]);

  return (
    <ContentPage
      locale={locale}
      crumbs={[{ label: t('breadcrumb'), href: '/nakshatras' }, { label: name }]}
      eyebrow={t('index', { index: n.index })}
      title={t('detailTitle', { name })}
      lead={description.first}
      faq={{ set: 'nakshatras', variant: 'plain' }}
    >
      <StaticPage />
      <Facts
        label={t('facts', { name })}
        testId="nakshatra-facts"
        items={[
          { label: t('lord'), value: planet(n.lord).name[locale] },
          { label: t('deity'), value: n.deity[locale] },
          { label: t('symbol'), value: n.symbol[locale] },
          { label: t('span'), value: n.span[locale] },
          {
            label: t('signs'),
            value: n.signs.map((sign, i) => (
              <span key={sign}>
                {i > 0 && ', '}
                <Link href={zodiacSignHref(sign)}>{zodiacSign(sign).name[locale]}</Link>
              </span>
            )),
          },
          { label: t('gana'), value: GANAS[n.gana][locale] },
          { label: t('yoni'), value: n.yoni.label[locale] },
          { label: t('nadi'), value: NADIS[n.nadi][locale] },
          { label: t('varna'), value: NAKSHATRA_VARNAS[n.varna][locale] },
          { label: t('nature'), value: nature.label[locale] },
        ]}
      />

      {description.rest && (
        <DataSection id="about" title={t('aboutHeading', { name })}>
          <p className={s.prose}>{description.rest}</p>
        </DataSection>
      )}
      <DepthReading depth={NAKSHATRA_DEPTH[n.key]} name={name} locale={locale} />
      <DataSection id="good-for" title={t('goodForHeading')}>
        <p className={s.prose}>{n.goodFor[locale]}</p>
      </DataSection>
      <DataSection id="nature" title={t('natureHeading', { nature: nature.label[locale] })}>
        <p className={s.prose}>{nature.description[locale]}</p>
      </DataSection>

      <Pager
        label={t('pager')}
        previousLabel={tc('previous')}
        nextLabel={tc('next')}
        prev={prev && { href: nakshatraHref(prev.key), name: prev.name[locale] }}
        next={next && { href: nakshatraHref(next.key), name: next.name[locale] }}
        all={{ href: '/nakshatras', name: t('all') }}
      />

      <RelatedLinks
        locale={locale}
        pages={['nakshatras', 'zodiacSigns', 'muhurat', 'astrology']}
        tools={['kundali', 'panchang']}
      />
    </ContentPage>
  );
}
