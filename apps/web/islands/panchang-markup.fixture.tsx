import { createTranslator } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { vi } from 'vitest';
import { PlaceSearchMarkup } from '../components/birth-form/place-search-markup';
import type { PlaceValue } from '../components/birth-form/types';
import { DateFieldMarkup } from '../components/panchang/date-field-markup';
import { datePickerLabels } from '../components/tool-page/messages';
import { textAround } from '../lib/text-around';
import { catalogues } from '../messages';

/**
 * The place field and the panchang form as the server renders them (the markup components
 * themselves, with the real catalogues), for the islands' happy-dom tests.
 */
vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: 'en' | 'hi'; namespace: string }) =>
    createTranslator({ locale, messages: catalogues[locale], namespace: namespace as 'birth' }),
}));

export const PUNE: PlaceValue = { name: 'Pune', label: 'Pune', lat: 18.5204, lon: 73.8567, timezone: 'Asia/Kolkata' };

/** The place field alone, in `locale`, for `value`, on `date` (YYYY-MM-DD). */
export async function placeMarkup(locale: 'en' | 'hi', value: PlaceValue | null, date = '2026-01-14') {
  return renderToStaticMarkup(
    await PlaceSearchMarkup({
      id: 'panchang-place',
      label: 'Place',
      locale,
      value,
      date,
      required: true,
      names: { lat: 'lat', lon: 'lon', timezone: 'tz', label: 'p' },
    }),
  );
}

/** The panchang form as app/[locale]/astrology/panchang/page.tsx renders it. */
export async function panchangForm(locale: 'en' | 'hi', value: PlaceValue | null, date = '14/01/2026') {
  const t = createTranslator({ locale, messages: catalogues[locale], namespace: 'panchang.form' });
  const iso = date.split('/').reverse().join('-');
  return `<form method="get" action="${locale === 'hi' ? '/hi' : ''}/astrology/panchang" novalidate
    data-island="panchang-form" data-locale="${locale}" data-place-required="${t('placeRequired')}"
    data-locating="${t('locating')}" data-denied="${t('locationDenied')}" data-unavailable="${t('locationUnavailable')}"
    data-loading="${t('loading')}" data-status-class="ok" data-error-class="bad"
    data-my-location='${JSON.stringify(textAround((v) => t('myLocation', v), 'coordinates'))}'>
    ${await placeMarkup(locale, value, iso)}
    <button type="button" data-testid="use-location">${t('useLocation')}</button><p role="status" data-locate-status></p>
    ${renderToStaticMarkup(
      <DateFieldMarkup
        id="panchang-date"
        name="date"
        label={t('date')}
        labels={datePickerLabels(locale)}
        defaultValue={date}
        min="01/01/1900"
        max="31/12/2100"
        required
      />,
    )}
    <button type="submit" data-testid="panchang-submit">${t('submit')}</button><p role="status" data-pending></p>
  </form>`;
}
