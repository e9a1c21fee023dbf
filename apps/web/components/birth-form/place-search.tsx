'use client';

import { MapPin, X } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { type KeyboardEvent, type JSX, useEffect, useRef, useState } from 'react';
import { isoToDateText } from '../ui/date-model';
import type { PlaceOption } from '../offline/place-offline';
import s from './birth-form.module.css';
import { offsetOnDate, PLACE_DEBOUNCE_MS, PLACE_MIN_CHARS } from './place-model';
import { searchPlaces } from './place-search-query';
import { rememberPlace } from './recent-places';
import { formatUtcOffset, type PlaceValue } from './types';
import { zoneName } from '@/lib/clock';

type Status = 'idle' | 'searching' | 'done' | 'failed';

/**
 * The place-of-birth field: an ARIA 1.2 combobox. Typing searches the place index (debounced),
 * arrows move through the suggestions, Enter chooses, Escape closes. Only a place chosen from the
 * list counts as a value; editing the text clears it. The chosen place's time zone and its UTC
 * offset on `date` (YYYY-MM-DD) are shown under the field. Offline (or when the search gets no
 * answer at all), places chosen before on this device and major Indian cities can still be found.
 *
 * Its texts come from the `birth` catalogue: wrap it in
 * `<NextIntlClientProvider messages={birthMessages(locale)}>` (see ./messages.ts).
 */
export function PlaceSearch({
  id,
  label,
  value,
  onChange,
  date,
  error,
  required,
}: {
  id: string;
  label: string;
  value: PlaceValue | null;
  onChange: (p: PlaceValue | null) => void;
  date?: string;
  error?: string;
  required?: boolean;
}): JSX.Element {
  const t = useTranslations('birth');
  const locale = useLocale();
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const zoneId = `${id}-zone`;
  const statusId = `${id}-status`;
  const optionId = (i: number) => `${id}-option-${i}`;

  const [text, setText] = useState(value?.label ?? '');
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  const [results, setResults] = useState<PlaceOption[]>([]);
  const [offlineMode, setOfflineMode] = useState(false);
  const [active, setActive] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inflight = useRef<AbortController | null>(null);
  const lastLabel = useRef(value?.label ?? '');

  // A value set from outside (a saved profile, the URL) shows its label.
  useEffect(() => {
    const next = value?.label ?? '';
    if (next !== lastLabel.current) {
      lastLabel.current = next;
      if (value) setText(next);
    }
  }, [value]);

  // The offset changes with the birth date (summer time, historical changes).
  const offset = value
    ? ((date ? offsetOnDate(value.timezone, date) : undefined) ??
      value.utcOffset ??
      offsetOnDate(value.timezone, new Date().toISOString().slice(0, 10)))
    : undefined;
  useEffect(() => {
    if (value && offset !== undefined && offset !== value.utcOffset) onChange({ ...value, utcOffset: offset });
  }, [value, offset, onChange]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      inflight.current?.abort();
    },
    [],
  );

  const search = async (query: string) => {
    inflight.current?.abort();
    const controller = new AbortController();
    inflight.current = controller;
    setStatus('searching');
    const show = (found: PlaceOption[], offline: boolean) => {
      setResults(found);
      setActive(found.length > 0 ? 0 : -1);
      setOfflineMode(offline);
      setStatus('done');
    };
    const answer = await searchPlaces(query, locale, date, controller.signal);
    if (!answer) return;
    if (answer.status === 'failed') {
      setResults([]);
      setActive(-1);
      setStatus('failed');
      return;
    }
    show(answer.results, answer.offline);
  };

  const onType = (next: string) => {
    setText(next);
    if (value) {
      lastLabel.current = '';
      onChange(null);
    }
    if (timer.current) clearTimeout(timer.current);
    const query = next.trim();
    if (query.length < PLACE_MIN_CHARS) {
      inflight.current?.abort();
      setResults([]);
      setActive(-1);
      setStatus('idle');
      setOpen(false);
      return;
    }
    setOpen(true);
    timer.current = setTimeout(() => void search(query), PLACE_DEBOUNCE_MS);
  };

  const choose = (option: PlaceOption) => {
    const place = option.place;
    rememberPlace(place);
    lastLabel.current = place.label;
    setText(place.label);
    setOpen(false);
    onChange(place);
  };

  const clear = () => {
    setText('');
    setResults([]);
    setStatus('idle');
    setOpen(false);
    lastLabel.current = '';
    onChange(null);
    document.getElementById(id)?.focus();
  };

  const showList = open && status === 'done' && results.length > 0;

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        if (!open && results.length > 0) {
          setOpen(true);
          setActive(0);
        } else if (results.length > 0) setActive((a) => Math.min(a + 1, results.length - 1));
        break;
      case 'ArrowUp':
        e.preventDefault();
        if (open && results.length > 0) setActive((a) => Math.max(a - 1, 0));
        break;
      case 'Home':
      case 'End':
        if (showList) {
          e.preventDefault();
          setActive(e.key === 'Home' ? 0 : results.length - 1);
        }
        break;
      case 'Enter':
        if (open) {
          // Choosing a place must not submit the form.
          e.preventDefault();
          const c = results[active];
          if (showList && c) choose(c);
        }
        break;
      case 'Escape':
        if (open) {
          e.preventDefault();
          setOpen(false);
        }
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  };

  useEffect(() => {
    if (showList && active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  const describedBy = [hintId, value ? zoneId : null, error ? errorId : null].filter(Boolean).join(' ');
  const statusText =
    !open || status === 'idle'
      ? ''
      : status === 'searching'
        ? t('place.searching')
        : status === 'failed'
          ? t('place.failed')
          : offlineMode
            ? results.length === 0
              ? t('place.offlineNoMatch')
              : t('place.offlineCount', { count: results.length })
            : results.length === 0
              ? t('place.noMatch')
              : t('place.count', { count: results.length });

  return (
    <div className={s.field} data-testid="place-search">
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
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          aria-required={required ? true : undefined}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          className={`${s.input} ${s.comboInput}`}
          placeholder={t('place.placeholder')}
          value={text}
          onChange={(e) => onType(e.target.value)}
          onKeyDown={onKeyDown}
          onFocus={() => {
            if (!value && results.length > 0) setOpen(true);
          }}
          onBlur={() => setOpen(false)}
        />
        {text && (
          <button type="button" className={s.clear} onClick={clear} aria-label={t('place.clear')}>
            <X aria-hidden="true" size={16} />
          </button>
        )}
        <div id={listId} role="listbox" aria-label={t('place.listLabel')} className={s.listbox} hidden={!showList}>
          {showList &&
            results.map((c, i) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard choice goes through the combobox input (aria-activedescendant).
              <div
                key={c.key}
                id={optionId(i)}
                role="option"
                tabIndex={-1}
                aria-selected={i === active}
                className={`${s.option} ${i === active ? s.optionActive : ''}`}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(c)}
                data-testid="place-option"
              >
                <span className={s.optionName}>{c.label}</span>
                <span className={s.optionZone}>{zoneName(c.timezone, locale)}</span>
              </div>
            ))}
        </div>
      </div>
      <p id={statusId} role="status" className={statusText ? s.status : 'visually-hidden'}>
        {statusText}
      </p>
      {value && (
        <p id={zoneId} className={s.zone} data-testid="place-zone">
          {t(date && offset !== undefined ? 'place.zoneOnDate' : 'place.zone', {
            zone: zoneName(value.timezone, locale),
            offset: offset !== undefined ? formatUtcOffset(offset, locale) : '',
            // The form's own date (of birth, of the panchang, …) as DD/MM/YYYY.
            date: date ? isoToDateText(date) : '',
          })}
          {' · '}
          {t('place.coordinates', { lat: value.lat.toFixed(2), lon: value.lon.toFixed(2) })}
        </p>
      )}
      {error && (
        <p id={errorId} className={s.error} data-testid={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
