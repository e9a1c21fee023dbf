import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { birthMessages } from '@/components/birth-form/messages';
import { birthFromQuery } from '@/components/birth-form/types';
import { toSearchParams } from '@/components/matching/birth-text';
import { NakshatraFinder } from '@/components/matching/nakshatra-finder';
import { ganaNames, nadiNames, planetNames, signNamesByNumber } from '@/components/matching/names';
import { localeAlternates } from '@/components/tarot/alternates';
import { ToolPage } from '@/components/tool-page/tool-page';
import { getErrorLabels } from '@/components/ui/error-labels';
import { routing } from '@/i18n/routing';
import { canLink, nakshatraHref } from '@/lib/content-routes';
import { catalogues } from '@/messages';

const HREF = '/nakshatra-finder';

type Params = Promise<{ locale: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'matching.nakshatraFinder' });
  return { title: t('metaTitle'), description: t('metaDescription'), alternates: localeAlternates(HREF, locale) };
}

/** /nakshatra-finder: birth details → the Moon's nakshatra, pada and lore, linked to its page. */
export default async function NakshatraFinderPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'matching.nakshatraFinder' });
  const initial = birthFromQuery(toSearchParams(await searchParams));

  return (
    <ToolPage
      locale={locale}
      id="nakshatra-finder"
      crumbs={[
        { label: t('crumbNakshatras'), ...(canLink('/nakshatras') ? { href: '/nakshatras' } : {}) },
        { label: t('title') },
      ]}
      eyebrow={t('eyebrow')}
      title={t('title')}
      lead={t('lead')}
      how={{ steps: [1, 2, 3, 4].map((n) => t(`how.step${n}`)) }}
      faq={{ set: 'nakshatras', variant: 'plain' }}
    >
      <NextIntlClientProvider messages={{ ...birthMessages(locale), matching: catalogues[locale].matching }}>
        <NakshatraFinder
          initial={initial}
          names={{
            planets: planetNames(locale),
            signs: signNamesByNumber(locale),
            ganas: ganaNames(locale),
            nadis: nadiNames(locale),
          }}
          {...(canLink(nakshatraHref('ashwini')) ? { nakshatraHref: nakshatraHref('{key}') } : {})}
          errorLabels={await getErrorLabels(locale)}
        />
      </NextIntlClientProvider>
    </ToolPage>
  );
}
