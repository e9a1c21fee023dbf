import type { Metadata } from 'next';
import { LocateFixed } from 'lucide-react';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PlaceSearchMarkup } from '@/components/birth-form/place-search-markup';
import { StaticPage } from '@/components/islands/static-page';
import offline from '@/components/offline/offline.module.css';
import type { PageClasses } from '@/components/offline/panchang-offline';
import { DateFieldMarkup } from '@/components/panchang/date-field-markup';
import { islandFiles } from '@/components/panchang/island-files';
import { dayPanchang } from '@/components/panchang/panchang-data';
import type { RenderedDay } from '@/components/panchang/panchang-mismatch';
import {
  DEFAULT_PLACE,
  dateInZone,
  isoDate,
  localePath,
  longDate,
  parsePanchangQuery,
  type QueryPlace,
  type SearchParams,
  slashDate,
} from '@/components/panchang/panchang-model';
import p from '@/components/panchang/panchang.module.css';
import { PanchangView } from '@/components/panchang/panchang-view';
import { localeAlternates } from '@/components/tarot/alternates';
import { datePickerLabels } from '@/components/tool-page/messages';
import { ToolPage } from '@/components/tool-page/tool-page';
import s from '@/components/tool-page/tool-page.module.css';
import { Link } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { textAround } from '@/lib/text-around';

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

/**
 * /astrology/panchang: the day's panchang for a place and date from the URL (today at New Delhi by
 * default), served without React (docs/PERFORMANCE.md, "The panchang page"). The form is a GET form
 * of the page's own query; its behaviour (place search, date checks, "use my location") and the
 * offline check are islands: panchang-form, place-search, date-field and panchang-offline.
 */
export default async function PanchangPage({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'panchang' });
  const tOffline = await getTranslations({ locale, namespace: 'offline' });
  const query = parsePanchangQuery(await searchParams, Date.now());

  const fallbackPlace: QueryPlace = { ...DEFAULT_PLACE, label: t('defaultPlace') };
  const place: QueryPlace = query.ok && query.place ? { ...query.place } : fallbackPlace;
  if (!place.label) place.label = `${place.lat.toFixed(4)}, ${place.lon.toFixed(4)}`;
  const date = query.ok ? query.date : null;
  const formDate = date ?? dateInZone(Date.now(), DEFAULT_PLACE.timezone);
  const rendered: RenderedDay | null = query.ok && date ? { date, queryPlace: query.place } : null;
  const classes: PageClasses = { toolPage: { ...s }, panchang: { ...p } };

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
      <StaticPage />
      <div
        className={s.tool}
        data-island="panchang-offline"
        data-offline-files={islandFiles([
          'panchang-offline',
          'panchang-form',
          'place-search',
          'date-field',
          'tool-actions',
        ])}
        data-locale={locale}
        data-rendered={JSON.stringify(rendered)}
        data-default-place={t('defaultPlace')}
        data-classes={JSON.stringify(classes)}
        data-note={tOffline('note')}
        data-working={tOffline('panchangWorking')}
        data-failed={
          rendered
            ? tOffline('panchangUnavailable', {
                date: longDate(rendered.date, locale),
                place: rendered.queryPlace?.label || t('defaultPlace'),
              })
            : tOffline('unavailable')
        }
      >
        <form
          method="get"
          action={localePath(locale, HREF)}
          className={s.form}
          noValidate
          aria-labelledby="panchang-form-heading"
          data-testid="panchang-form"
          data-island="panchang-form"
          data-locale={locale}
          data-place-required={t('form.placeRequired')}
          data-locating={t('form.locating')}
          data-denied={t('form.locationDenied')}
          data-unavailable={t('form.locationUnavailable')}
          data-loading={t('form.loading')}
          data-my-location={JSON.stringify(textAround((v) => t('form.myLocation', v), 'coordinates'))}
          data-status-class={p.locateStatus}
          data-error-class={p.locateError}
        >
          <h2 id="panchang-form-heading" className={s.formHeading}>
            {t('form.heading')}
          </h2>
          <PlaceSearchMarkup
            id="panchang-place"
            label={t('form.place')}
            locale={locale}
            value={{ name: place.label.split(',')[0]!, ...place }}
            date={isoDate(formDate)}
            required
            names={{ lat: 'lat', lon: 'lon', timezone: 'tz', label: 'p' }}
          />
          <div className={p.locateRow}>
            <button type="button" className={s.secondaryButton} data-testid="use-location">
              <LocateFixed aria-hidden="true" size={20} />
              {t('form.useLocation')}
            </button>
            <p role="status" className={p.locateStatus} data-locate-status />
          </div>
          <DateFieldMarkup
            id="panchang-date"
            name="date"
            label={t('form.date')}
            labels={datePickerLabels(locale)}
            defaultValue={slashDate(formDate)}
            min="01/01/1900"
            max="31/12/2100"
            required
          />
          <div className={s.submitRow}>
            <button type="submit" className="button" data-testid="panchang-submit">
              {t('form.submit')}
            </button>
            <p role="status" className={p.pending} data-pending />
          </div>
        </form>
        <p role="status" aria-live="polite" className={offline.note} data-testid="panchang-offline-note" />
        <div className={offline.contents} data-panchang-day>
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
        </div>
      </div>
    </ToolPage>
  );
}
