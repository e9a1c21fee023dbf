import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { birthMessages } from '@/components/birth-form/messages';
import type { PlaceValue } from '@/components/birth-form/types';
import { searchMuhurats } from '@/components/muhurat/muhurat-data';
import { MuhuratForm } from '@/components/muhurat/muhurat-form';
import { muhuratSearchParams, parseMuhuratQuery, rangeDays } from '@/components/muhurat/muhurat-model';
import m from '@/components/muhurat/muhurat.module.css';
import { MuhuratResults } from '@/components/muhurat/muhurat-results';
import { DEFAULT_PLACE, type SearchParams } from '@/components/panchang/panchang-model';
import p from '@/components/panchang/panchang.module.css';
import { localeAlternates } from '@/components/tarot/alternates';
import { datePickerLabels } from '@/components/tool-page/messages';
import { ToolPage } from '@/components/tool-page/tool-page';
import s from '@/components/tool-page/tool-page.module.css';
import { routing } from '@/i18n/routing';
import { catalogues } from '@/messages';

const HREF = '/astrology/shubh-muhurat';

/** The search comes from the URL and is computed on each request. */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'muhurat' });
  return { title: t('metaTitle'), description: t('metaDescription'), alternates: localeAlternates(HREF, locale) };
}

/** /astrology/shubh-muhurat: the auspicious windows for an event at a place over up to 90 days. */
export default async function ShubhMuhuratPage({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'muhurat' });
  const query = parseMuhuratQuery(await searchParams, Date.now());
  const search = query.ok ? query.search : null;
  const place: PlaceValue = search?.place
    ? {
        name: search.place.label.split(',')[0] ?? search.place.label,
        label: search.place.label || `${search.place.lat}, ${search.place.lon}`,
        lat: search.place.lat,
        lon: search.place.lon,
        timezone: search.place.timezone,
      }
    : { name: t('defaultPlace').split(',')[0]!, label: t('defaultPlace'), ...DEFAULT_PLACE };
  const catalogue = catalogues[locale].muhurat;

  return (
    <ToolPage
      locale={locale}
      id="muhurat"
      crumbs={[{ label: t('breadcrumbAstrology'), href: '/astrology' }, { label: t('breadcrumb') }]}
      eyebrow={t('eyebrow')}
      title={t('title')}
      lead={t('lead')}
      how={{ steps: [1, 2, 3, 4].map((n) => t(`how.step${n}`)) }}
      faq={{ set: 'muhurat', variant: 'card' }}
      after={
        <section className={m.about} aria-labelledby="muhurat-about-heading">
          <h2 id="muhurat-about-heading">{t('about.heading')}</h2>
          <p className={s.prose}>{t('about.p1')}</p>
          <p className={s.prose}>{t('about.p2')}</p>
          <p className={s.prose}>{t('about.p3')}</p>
        </section>
      }
    >
      <NextIntlClientProvider
        messages={{
          ...birthMessages(locale),
          muhurat: { form: catalogue.form, events: catalogue.events },
        }}
      >
        <MuhuratForm
          initial={{
            event: search?.event ?? 'marriage',
            from: search?.from ?? query.defaults.from,
            to: search?.to ?? query.defaults.to,
            place,
            person: search?.person ?? null,
          }}
          dateLabels={datePickerLabels(locale)}
        />
      </NextIntlClientProvider>

      {!query.ok && (
        <div className={p.alert} role="alert" data-testid="muhurat-error">
          <h2>{t('errors.heading')}</h2>
          <p>{t(`errors.${query.problem}`)}</p>
        </div>
      )}

      {search && (
        <Suspense
          key={muhuratSearchParams(search)}
          fallback={
            <div role="status" className={m.status} data-testid="muhurat-loading">
              <progress aria-label={t('form.progressLabel')} className={m.progress} />
              <span>{t('form.searching', { days: rangeDays(search.from, search.to) })}</span>
            </div>
          }
        >
          <MuhuratResults
            search={search}
            compute={() => searchMuhurats(search)}
            placeLabel={place.label}
            locale={locale}
          />
        </Suspense>
      )}
    </ToolPage>
  );
}
