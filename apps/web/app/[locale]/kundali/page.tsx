import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { birthMessages } from '@/components/birth-form/messages';
import { type BirthValue, birthFromQuery } from '@/components/birth-form/types';
import { ScriptsAfterPaint } from '@/components/islands/static-page';
import { KundaliApp } from '@/components/kundali/kundali-app';
import { kundaliNames } from '@/components/kundali/names';
import { savedProfileBirth } from '@/components/kundali/saved-profile';
import { isKundaliTab } from '@/components/kundali/tabs';
import { localeAlternates } from '@/components/tarot/alternates';
import { ToolPage } from '@/components/tool-page/tool-page';
import { getErrorLabels } from '@/components/ui/error-labels';
import { routing } from '@/i18n/routing';
import { catalogues } from '@/messages';

const HREF = '/kundali';

type Params = Promise<{ locale: string }>;
type Search = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'kundali' });
  return { title: t('metaTitle'), description: t('metaDescription'), alternates: localeAlternates(HREF, locale) };
}

function toSearchParams(sp: Record<string, string | string[] | undefined>): URLSearchParams {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(sp)) {
    if (typeof v === 'string') q.set(k, v);
    else if (Array.isArray(v) && v[0] !== undefined) q.set(k, v[0]);
  }
  return q;
}

/**
 * /kundali: the birth form and the kundali in six tabs. A shared link carries the birth in its
 * query (`?n=…&d=…&t=…&lat=…&lon=…&tz=…&p=…`); `?profile=<id>` opens a saved profile of the
 * signed-in visitor.
 */
export default async function KundaliPage({ params, searchParams }: { params: Params; searchParams: Search }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'kundali' });
  const q = toSearchParams(await searchParams);
  const profileId = q.get('profile');
  const initial: BirthValue | null = birthFromQuery(q) ?? (profileId ? await savedProfileBirth(profileId) : null);
  const tab = q.get('tab');

  return (
    <ToolPage
      locale={locale}
      id="kundali"
      crumbs={[{ label: t('crumb') }]}
      eyebrow={t('eyebrow')}
      title={t('title')}
      lead={t('lead')}
      how={{ steps: [1, 2, 3, 4].map((n) => t(`how.step${n}`)) }}
      faq={{ set: 'kundali', variant: 'card' }}
    >
      <ScriptsAfterPaint />
      <NextIntlClientProvider
        messages={{
          ...birthMessages(locale),
          kundali: catalogues[locale].kundali,
          offline: catalogues[locale].offline,
        }}
      >
        <KundaliApp
          initial={initial}
          initialTab={isKundaliTab(tab) ? tab : undefined}
          names={kundaliNames(locale)}
          errorLabels={await getErrorLabels(locale)}
        />
      </NextIntlClientProvider>
    </ToolPage>
  );
}
