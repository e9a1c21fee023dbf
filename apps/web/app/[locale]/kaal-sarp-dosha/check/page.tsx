import { kaalSarpTypes } from '@drishti/content/doshas';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { birthMessages } from '@/components/birth-form/messages';
import { birthFromQuery } from '@/components/birth-form/types';
import { KaalSarpChecker } from '@/components/doshas/kaal-sarp-checker';
import { toSearchParams } from '@/components/matching/birth-text';
import { planetNames, signNamesByNumber } from '@/components/matching/names';
import { localeAlternates } from '@/components/tarot/alternates';
import { ToolPage } from '@/components/tool-page/tool-page';
import { getErrorLabels } from '@/components/ui/error-labels';
import { routing } from '@/i18n/routing';
import { catalogues } from '@/messages';

const HREF = '/kaal-sarp-dosha/check';
const PARENT = '/kaal-sarp-dosha';

type Params = Promise<{ locale: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'doshas.kaalSarp' });
  return { title: t('metaTitle'), description: t('metaDescription'), alternates: localeAlternates(HREF, locale) };
}

/** /kaal-sarp-dosha/check: birth details → the engine's Kaal Sarp dosha (full, by sign, partial or none, and the type). */
export default async function KaalSarpCheckPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'doshas.kaalSarp' });
  const initial = birthFromQuery(toSearchParams(await searchParams));
  const types = Object.fromEntries(
    kaalSarpTypes.map((x) => [x.key, { name: x.name[locale], description: x.description[locale] }]),
  );

  return (
    <ToolPage
      locale={locale}
      id="kaal-sarp"
      crumbs={[{ label: t('crumbParent'), href: PARENT }, { label: t('crumb') }]}
      eyebrow={t('eyebrow')}
      title={t('title')}
      lead={t('lead')}
      how={{ steps: [1, 2, 3, 4].map((n) => t(`how.step${n}`)) }}
      faq={{ set: 'kaal-sarp-dosha', variant: 'plain' }}
    >
      <NextIntlClientProvider
        messages={{
          ...birthMessages(locale),
          matching: catalogues[locale].matching,
          doshas: catalogues[locale].doshas,
        }}
      >
        <KaalSarpChecker
          initial={initial}
          signs={signNamesByNumber(locale)}
          planets={planetNames(locale)}
          types={types}
          readMoreHref={PARENT}
          errorLabels={await getErrorLabels(locale)}
        />
      </NextIntlClientProvider>
    </ToolPage>
  );
}
