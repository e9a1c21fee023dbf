import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { birthMessages } from '@/components/birth-form/messages';
import { PanchangForm } from '@/components/panchang/panchang-form';
import { dayPanchang } from '@/components/panchang/panchang-data';
import { PanchangOfflineCheck } from '@/components/panchang/panchang-offline-check';
import {
  DEFAULT_PLACE,
  dateInZone,
  longDate,
  parsePanchangQuery,
  type QueryPlace,
  type SearchParams,
} from '@/components/panchang/panchang-model';
import p from '@/components/panchang/panchang.module.css';
import { PanchangView } from '@/components/panchang/panchang-view';
import { localeAlternates } from '@/components/tarot/alternates';
import { datePickerLabels } from '@/components/tool-page/messages';
import { ToolPage } from '@/components/tool-page/tool-page';
import { Link } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { catalogues } from '@/messages';

const HREF = '/astrology/panchang';

/** The panchang is computed for the URL's date and place on every request. */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'panchang' });
  const query = parsePanchangQuery(await searchParams, Date.now());
  const title =
    query.ok && !query.isToday
      ? t('metaTitleFor', {
          date: longDate(query.date, locale, false),
          place: query.place?.label || t('defaultPlace'),
        })
      : t('metaTitle');
  return { title, description: t('metaDescription'), alternates: localeAlternates(HREF, locale) };
}

/** /astrology/panchang: the day's panchang for a place and date from the URL (today at New Delhi by default). */
export default async function PanchangPage({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'panchang' });
  const query = parsePanchangQuery(await searchParams, Date.now());

  const fallbackPlace: QueryPlace = { ...DEFAULT_PLACE, label: t('defaultPlace') };
  const place: QueryPlace = query.ok && query.place ? { ...query.place } : fallbackPlace;
  if (!place.label) place.label = `${place.lat.toFixed(4)}, ${place.lon.toFixed(4)}`;
  const date = query.ok ? query.date : null;
  const formDate = date ?? dateInZone(Date.now(), DEFAULT_PLACE.timezone);

  return (
    <ToolPage
      locale={locale}
      id="panchang"
      crumbs={[{ label: t('breadcrumbAstrology'), href: '/astrology' }, { label: t('breadcrumb') }]}
      eyebrow={t('eyebrow')}
      title={t('title')}
      lead={t('lead')}
      how={{ steps: [1, 2, 3, 4, 5].map((n) => t(`how.step${n}`)) }}
      faq={{ set: 'panchang', variant: 'card' }}
    >
      <NextIntlClientProvider
        messages={{
          ...birthMessages(locale),
          panchang: { form: catalogues[locale].panchang.form },
          offline: catalogues[locale].offline,
        }}
      >
        <PanchangOfflineCheck
          rendered={query.ok && date ? { date, queryPlace: query.place } : null}
          locale={locale}
          defaultPlaceLabel={t('defaultPlace')}
          dateLabels={datePickerLabels(locale)}
        >
          <PanchangForm
            key={`${formDate.year}-${formDate.month}-${formDate.day}|${place.lat}|${place.lon}|${place.timezone}`}
            initialDate={formDate}
            initialPlace={{ name: place.label.split(',')[0]!, ...place }}
            dateLabels={datePickerLabels(locale)}
          />
          {query.ok && date ? (
            <PanchangView
              data={dayPanchang(date, place)}
              date={date}
              place={place}
              queryPlace={query.place}
              isToday={query.isToday}
              locale={locale}
            />
          ) : (
            <div className={p.alert} role="alert" data-testid="panchang-error">
              <h2>{t('errors.heading')}</h2>
              <p>{t(`errors.${query.ok ? 'format' : query.problem}`)}</p>
              <Link href={HREF}>{t('errors.back')}</Link>
            </div>
          )}
        </PanchangOfflineCheck>
      </NextIntlClientProvider>
    </ToolPage>
  );
}
