import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { birthMessages } from '@/components/birth-form/messages';
import { birthFromQuery } from '@/components/birth-form/types';
import { BOY_PREFIX, GIRL_PREFIX, toSearchParams } from '@/components/matching/birth-text';
import { MatchTool } from '@/components/matching/match-tool';
import { kootaAttributeNames, nadiNames, nakshatraNamesByNumber, signNamesByNumber } from '@/components/matching/names';
import { localeAlternates } from '@/components/tarot/alternates';
import { ToolPage } from '@/components/tool-page/tool-page';
import { getErrorLabels } from '@/components/ui/error-labels';
import { routing } from '@/i18n/routing';
import { canLink } from '@/lib/content-routes';
import { catalogues } from '@/messages';

const HREF = '/kundali/kundali-matchmaking';

type Params = Promise<{ locale: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'matching' });
  return { title: t('metaTitle'), description: t('metaDescription'), alternates: localeAlternates(HREF, locale) };
}

/**
 * /kundali/kundali-matchmaking: Ashtakoota matching of a boy and a girl from their birth details.
 * A shared link (`?bn=…&gn=…`) carries both people and shows the same result.
 */
export default async function KundaliMatchmakingPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'matching' });
  const query = toSearchParams(await searchParams);
  const initialBoy = birthFromQuery(query, BOY_PREFIX);
  const initialGirl = birthFromQuery(query, GIRL_PREFIX);

  return (
    <ToolPage
      locale={locale}
      id="matching"
      crumbs={[
        { label: t('crumbKundali'), ...(canLink('/kundali') ? { href: '/kundali' } : {}) },
        { label: t('title') },
      ]}
      eyebrow={t('eyebrow')}
      title={t('title')}
      lead={t('lead')}
      how={{ intro: t('how.intro'), steps: [1, 2, 3, 4, 5].map((n) => t(`how.step${n}`)) }}
      faq={{ set: 'matchmaking', variant: 'card' }}
    >
      <NextIntlClientProvider messages={{ ...birthMessages(locale), matching: catalogues[locale].matching }}>
        <MatchTool
          initialBoy={initialBoy}
          initialGirl={initialGirl}
          names={{
            attributes: kootaAttributeNames(locale),
            signs: signNamesByNumber(locale),
            nakshatras: nakshatraNamesByNumber(locale),
            nadis: nadiNames(locale),
          }}
          links={{
            ...(canLink('/mangal-dosha') ? { mangalDosha: '/mangal-dosha' } : {}),
            ...(canLink('/online-astrologer') ? { astrologer: '/online-astrologer' } : {}),
          }}
          errorLabels={await getErrorLabels(locale)}
        />
      </NextIntlClientProvider>
    </ToolPage>
  );
}
