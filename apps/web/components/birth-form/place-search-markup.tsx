import { MapPin, X } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { zoneName } from '@/lib/clock';
import { isoToDateText } from '../ui/date-model';
import s from './birth-form.module.css';
import { offsetOnDate } from './place-model';
import { formatUtcOffset, type PlaceValue } from './types';

/** The names of the hidden fields that carry the chosen place when the form is sent. */
export interface PlaceFieldNames {
  lat: string;
  lon: string;
  timezone: string;
  label: string;
}

/** The texts the place-search island shows, in the page's language (read from `data-texts`). */
export interface PlaceSearchTexts {
  searching: string;
  failed: string;
  noMatch: string;
  offlineNoMatch: string;
  /** "3 places found…" for 1 to 8 results (index 0 is one result): ICU plurals stay on the server. */
  count: string[];
  offlineCount: string[];
  /** "Time zone {zone}, {offset} on {date}" with the three slots left as written. */
  zone: string;
  zoneOnDate: string;
  /** "Latitude {lat}, longitude {lon}". */
  coordinates: string;
}

/** The most results a search shows (the API's limit and the offline finder's). */
export const PLACE_RESULTS = 8;

/**
 * The place combobox as the server renders it, behaviour from `apps/web/islands/place-search.island.ts`
 * (the same field as the React `PlaceSearch`, for pages served without React). The chosen place is
 * in hidden inputs named by `names`, so a form sent without JavaScript keeps it; the island fills
 * them when a place is chosen and empties them when the text is edited.
 *
 * Contract (read by the island): the root has `data-island="place-search"`, `data-locale`,
 * `data-texts` (PlaceSearchTexts), `data-classes` (option, active, name, zone, status) and
 * `data-date` (YYYY-MM-DD, for the offset under the field; a form may change it); inside, the
 * combobox input, `[data-clear]`, the listbox, the status line, `[data-testid=place-zone]`,
 * `[data-place-error]` and the hidden inputs `[data-place=lat|lon|timezone|label]`.
 */
export async function PlaceSearchMarkup({
  id,
  label,
  locale,
  value,
  date,
  required,
  names,
}: {
  id: string;
  label: string;
  locale: 'en' | 'hi';
  value: PlaceValue | null;
  /** YYYY-MM-DD: the offset shown is the zone's on that day. */
  date?: string;
  required?: boolean;
  names: PlaceFieldNames;
}) {
  const t = await getTranslations({ locale, namespace: 'birth' });
  const counts = (key: 'place.count' | 'place.offlineCount') =>
    Array.from({ length: PLACE_RESULTS }, (_, i) => t(key, { count: i + 1 }));
  const texts: PlaceSearchTexts = {
    searching: t('place.searching'),
    failed: t('place.failed'),
    noMatch: t('place.noMatch'),
    offlineNoMatch: t('place.offlineNoMatch'),
    count: counts('place.count'),
    offlineCount: counts('place.offlineCount'),
    zone: t('place.zone', { zone: '{zone}', offset: '{offset}' }),
    zoneOnDate: t('place.zoneOnDate', { zone: '{zone}', offset: '{offset}', date: '{date}' }),
    coordinates: t('place.coordinates', { lat: '{lat}', lon: '{lon}' }),
  };
  const classes = {
    option: s.option,
    active: s.optionActive,
    name: s.optionName,
    zone: s.optionZone,
    status: s.status,
  };
  const [listId, hintId, errorId, zoneId, statusId] = ['list', 'hint', 'error', 'zone', 'status'].map(
    (part) => `${id}-${part}`,
  );
  const offset = value
    ? ((date ? offsetOnDate(value.timezone, date) : undefined) ??
      value.utcOffset ??
      offsetOnDate(value.timezone, new Date().toISOString().slice(0, 10)))
    : undefined;
  const zoneText = value
    ? `${(date && offset !== undefined ? texts.zoneOnDate : texts.zone)
        .replace('{zone}', zoneName(value.timezone, locale))
        .replace('{offset}', offset !== undefined ? formatUtcOffset(offset, locale) : '')
        .replace('{date}', date ? isoToDateText(date) : '')} · ${texts.coordinates
        .replace('{lat}', value.lat.toFixed(2))
        .replace('{lon}', value.lon.toFixed(2))}`
    : '';

  return (
    <div
      className={s.field}
      data-testid="place-search"
      data-island="place-search"
      data-locale={locale}
      data-texts={JSON.stringify(texts)}
      data-classes={JSON.stringify(classes)}
      data-date={date}
    >
      <label htmlFor={id} className={s.label}>
        {label}
        {required && <span className={s.req}> ({t('required')})</span>}
      </label>
      <p id={hintId} className={s.hint}>
        {t('place.hint')}
      </p>
      <div className={s.comboField}>
        <MapPin aria-hidden="true" size={18} className={s.comboIcon} />
        <input
          id={id}
          type="text"
          role="combobox"
          aria-expanded={false}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-describedby={value ? `${hintId} ${zoneId}` : hintId}
          aria-required={required ? true : undefined}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          className={`${s.input} ${s.comboInput}`}
          placeholder={t('place.placeholder')}
          defaultValue={value?.label ?? ''}
        />
        <button type="button" className={s.clear} aria-label={t('place.clear')} hidden={!value} data-clear>
          <X aria-hidden="true" size={16} />
        </button>
        <div id={listId} role="listbox" aria-label={t('place.listLabel')} className={s.listbox} hidden />
      </div>
      <p id={statusId} role="status" className="visually-hidden" data-place-status />
      <p id={zoneId} className={s.zone} data-testid="place-zone" hidden={!value}>
        {zoneText}
      </p>
      <p id={errorId} className={s.error} data-testid={errorId} data-place-error hidden />
      <input type="hidden" name={names.lat} defaultValue={value ? String(value.lat) : ''} data-place="lat" />
      <input type="hidden" name={names.lon} defaultValue={value ? String(value.lon) : ''} data-place="lon" />
      <input type="hidden" name={names.timezone} defaultValue={value?.timezone ?? ''} data-place="timezone" />
      <input type="hidden" name={names.label} defaultValue={value?.label ?? ''} data-place="label" />
    </div>
  );
}
