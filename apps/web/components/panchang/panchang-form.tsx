'use client';

import { LocateFixed } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useState, useTransition } from 'react';
import { PlaceSearch } from '@/components/birth-form/place-search';
import type { PlaceValue } from '@/components/birth-form/types';
import s from '@/components/tool-page/tool-page.module.css';
import { DatePicker, type DatePickerLabels } from '@/components/ui/date-picker';
import type { DateValue } from '@/components/ui/date-model';
import { useRouter } from '@/i18n/navigation';
import { coordinatesText, isoDate, panchangSearch, slashDate, type Ymd } from './panchang-model';
import p from './panchang.module.css';

type LocateState = 'idle' | 'locating' | 'denied' | 'unavailable';

/**
 * The place and date of the panchang. Choosing them loads the page for the new URL
 * (`?date=…&lat=…&lon=…&tz=…&p=…`), which the server renders: a shared link shows the same day.
 */
export function PanchangForm({
  initialDate,
  initialPlace,
  dateLabels,
}: {
  initialDate: Ymd;
  initialPlace: PlaceValue;
  dateLabels: DatePickerLabels;
}) {
  const t = useTranslations('panchang.form');
  const locale = useLocale();
  const router = useRouter();
  const [place, setPlace] = useState<PlaceValue | null>(initialPlace);
  const [date, setDate] = useState<Ymd | null>(initialDate);
  const [submitted, setSubmitted] = useState(false);
  const [locate, setLocate] = useState<LocateState>('idle');
  const [pending, startTransition] = useTransition();

  function go(nextPlace: PlaceValue, nextDate: Ymd) {
    const search = panchangSearch(nextDate, {
      label: nextPlace.label,
      lat: nextPlace.lat,
      lon: nextPlace.lon,
      timezone: nextPlace.timezone,
    });
    startTransition(() => router.push(`/astrology/panchang?${search}`));
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!place || !date) {
      const first = document.getElementById(place ? 'panchang-date' : 'panchang-place');
      first?.focus();
      return;
    }
    go(place, date);
  }

  function useMyLocation() {
    if (!('geolocation' in navigator)) {
      setLocate('unavailable');
      return;
    }
    setLocate('locating');
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocate('idle');
        const lat = pos.coords.latitude;
        const lon = pos.coords.longitude;
        const here: PlaceValue = {
          name: t('myLocation', { coordinates: coordinatesText(lat, lon, locale) }),
          label: t('myLocation', { coordinates: coordinatesText(lat, lon, locale) }),
          lat,
          lon,
          timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        };
        setPlace(here);
        if (date) go(here, date);
      },
      (error) => setLocate(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { timeout: 15_000, maximumAge: 600_000 },
    );
  }

  const placeError = submitted && !place ? t('placeRequired') : undefined;

  return (
    <form
      className={s.form}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="panchang-form-heading"
      data-testid="panchang-form"
    >
      <h2 id="panchang-form-heading" className={s.formHeading}>
        {t('heading')}
      </h2>
      <PlaceSearch
        id="panchang-place"
        label={t('place')}
        value={place}
        onChange={setPlace}
        date={date ? isoDate(date) : undefined}
        error={placeError}
        required
      />
      <div className={p.locateRow}>
        <button type="button" className={s.secondaryButton} onClick={useMyLocation} data-testid="use-location">
          <LocateFixed aria-hidden="true" size={20} />
          {t('useLocation')}
        </button>
        <p role="status" className={locate === 'denied' || locate === 'unavailable' ? p.locateError : p.locateStatus}>
          {locate === 'locating'
            ? t('locating')
            : locate === 'denied'
              ? t('locationDenied')
              : locate === 'unavailable'
                ? t('locationUnavailable')
                : ''}
        </p>
      </div>
      <DatePicker
        id="panchang-date"
        label={t('date')}
        labels={dateLabels}
        defaultValue={slashDate(initialDate)}
        min="01/01/1900"
        max="31/12/2100"
        required
        showError={submitted}
        onChange={(v: DateValue | null) => setDate(v ? { year: v.year, month: v.month, day: v.day } : null)}
      />
      <div className={s.submitRow}>
        <button type="submit" className="button" disabled={pending} data-testid="panchang-submit">
          {t('submit')}
        </button>
        <p role="status" className={p.pending}>
          {pending ? t('loading') : ''}
        </p>
      </div>
    </form>
  );
}
