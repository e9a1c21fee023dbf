import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BirthFormMarkup } from '@/components/birth-form/birth-form-markup';
import { placeFinderFiles } from '@/components/birth-form/birth-form-markup-files';
import { draftFromFormQuery, isFormQuery } from '@/components/birth-form/form-query';
import { birthMessages } from '@/components/birth-form/messages';
import { type BirthValue, birthFromQuery, birthToQuery } from '@/components/birth-form/types';
import { draftToValue, emptyDraft, validateBirth } from '@/components/birth-form/validation';
import { ScriptsAfterPaint, StaticPage } from '@/components/islands/static-page';
import k from '@/components/kundali/kundali.module.css';
import { KundaliApp } from '@/components/kundali/kundali-app';
import { kundaliNames } from '@/components/kundali/names';
import { islandFiles } from '@/components/panchang/island-files';
import { localePath } from '@/components/panchang/panchang-model';
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
 * signed-in visitor. Without either, the page is the form alone, served without React
 * (docs/PERFORMANCE.md, "The kundali form page"): a GET form (components/birth-form/form-query.ts)
 * whose behaviour is an island; what it sends without JavaScript is read here and sent on to the
 * shared link's address, or shown again with its messages.
 */
export default async function KundaliPage({ params, searchParams }: { params: Params; searchParams: Search }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'kundali' });
  const q = toSearchParams(await searchParams);
  const profileId = q.get('profile');
  const fromLink = birthFromQuery(q);
  const sent = !fromLink && isFormQuery(q) ? draftFromFormQuery(q) : null;
  const sentBirth = sent ? draftToValue(sent) : null;
  if (sentBirth) redirect(`${localePath(locale, HREF)}?${birthToQuery(sentBirth)}`);
  const fromProfile = !fromLink && profileId ? await savedProfileBirth(profileId) : null;
  const initial: BirthValue | null = fromLink ?? fromProfile;
  const tab = q.get('tab');

  if (!initial && !profileId) {
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
        <StaticPage />
        <div
          className={k.app}
          data-offline-files={[islandFiles(['birth-form', 'place-search', 'tool-actions']), ...placeFinderFiles()].join(
            ' ',
          )}
        >
          <div className={k.formBox}>
            <BirthFormMarkup
              idPrefix="kundali"
              locale={locale}
              action={localePath(locale, HREF)}
              legend={t('formLegend')}
              submitLabel={t('submit')}
              draft={sent ?? emptyDraft()}
              errors={sent ? validateBirth(sent) : {}}
            />
          </div>
        </div>
      </ToolPage>
    );
  }

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
          profileId={fromProfile && profileId ? profileId : undefined}
          initialTab={isKundaliTab(tab) ? tab : undefined}
          names={kundaliNames(locale)}
          errorLabels={await getErrorLabels(locale)}
        />
      </NextIntlClientProvider>
    </ToolPage>
  );
}
