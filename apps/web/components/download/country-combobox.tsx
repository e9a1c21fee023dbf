'use client';

import type { Country } from '@drishti/content/countries';
import type { Locale } from '@drishti/content/types';
import { Check, ChevronDown } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import s from './download.module.css';
import { countryText, filterCountries } from './sms-rules';

export interface ComboboxLabels {
  label: string;
  hint: string;
  noMatch: string;
  listLabel: string;
  loading: string;
}

type CountriesModule = typeof import('@drishti/content/countries');

/**
 * The ~245 countries load when the field is first focused, not with the page: most visitors keep
 * India, and the list would otherwise be the largest part of the home page's own JavaScript.
 */
function useCountries() {
  const [mod, setMod] = useState<CountriesModule | null>(null);
  const started = useRef(false);
  const load = () => {
    if (started.current) return;
    started.current = true;
    import('@drishti/content/countries').then(setMod, () => {
      started.current = false;
    });
  };
  return { mod, load };
}

/**
 * The searchable country-code dropdown, an ARIA 1.2 combobox with a list popup: type to filter
 * (name in either language, dial code or ISO code), arrows to move, Enter to choose, Escape to
 * close. Closed, the field shows the choice as "🇮🇳 India (+91)".
 */
export function CountryCombobox({
  value,
  onChange,
  locale,
  labels,
}: {
  value: Country;
  onChange: (country: Country) => void;
  locale: Locale;
  labels: ComboboxLabels;
}) {
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const optionId = (c: Country) => `${id}-${c.code}`;
  const { mod, load } = useCountries();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  // The highlighted option by ISO code; null means the best match.
  const [activeCode, setActiveCode] = useState<string | null>(null);

  // Listed in the alphabetical order of the page's language.
  const ordered = useMemo(() => {
    if (!mod) return [];
    return locale === 'hi' ? [...mod.countries].sort((a, b) => a.nameHi.localeCompare(b.nameHi, 'hi')) : mod.countries;
  }, [mod, locale]);
  const matches = useMemo(() => filterCountries(ordered, query, mod?.countryByDial), [ordered, query, mod]);
  const activeIndex = Math.max(
    0,
    matches.findIndex((c) => c.code === activeCode),
  );
  const activeCountry = open ? matches[activeIndex] : undefined;

  const show = (q: string) => {
    load();
    setQuery(q);
    setOpen(true);
    // With nothing typed the current choice is highlighted; otherwise the best match.
    setActiveCode(q ? null : value.code);
  };
  const close = () => {
    setOpen(false);
    setQuery('');
  };
  const choose = (country: Country) => {
    onChange(country);
    close();
  };
  const move = (by: number) => {
    const next = matches[Math.min(Math.max(activeIndex + by, 0), matches.length - 1)];
    if (next) setActiveCode(next.code);
  };

  useEffect(() => {
    if (activeCountry) document.getElementById(optionId(activeCountry))?.scrollIntoView({ block: 'nearest' });
  });

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        if (!open) show('');
        else move(1);
        break;
      case 'ArrowUp':
        e.preventDefault();
        if (open) move(-1);
        break;
      case 'PageDown':
        if (open) {
          e.preventDefault();
          move(8);
        }
        break;
      case 'PageUp':
        if (open) {
          e.preventDefault();
          move(-8);
        }
        break;
      case 'Enter':
        if (open) {
          // Choosing a country must not submit the form.
          e.preventDefault();
          if (activeCountry) choose(activeCountry);
        }
        break;
      case 'Escape':
        if (open) {
          e.preventDefault();
          close();
        }
        break;
      case 'Tab':
        if (open) close();
        break;
    }
  };

  return (
    <div className={s.combo}>
      <label htmlFor={inputId} className={s.label}>
        {labels.label}
      </label>
      <div className={s.comboField}>
        <input
          id={inputId}
          type="text"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeCountry ? optionId(activeCountry) : undefined}
          aria-describedby={hintId}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          className={s.input}
          placeholder={open ? labels.hint : undefined}
          value={open ? query : countryText(value, locale)}
          onFocus={load}
          onChange={(e) => show(e.target.value)}
          onClick={() => (open ? close() : show(''))}
          onKeyDown={onKeyDown}
          onBlur={close}
          data-testid="country-input"
        />
        <ChevronDown aria-hidden="true" size={18} className={s.chevron} />
      </div>
      <span id={hintId} className="visually-hidden">
        {labels.hint}
      </span>
      <div
        id={listId}
        role="listbox"
        aria-label={labels.listLabel}
        aria-busy={open && !mod ? true : undefined}
        className={s.listbox}
        hidden={!open || !mod || matches.length === 0}
      >
        {open &&
          matches.map((c, i) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard choice goes through the combobox input (aria-activedescendant).
            <div
              key={c.code}
              id={optionId(c)}
              role="option"
              // Focus stays in the input (aria-activedescendant); -1 only makes the option focusable by script.
              tabIndex={-1}
              aria-selected={i === activeIndex}
              className={`${s.option} ${i === activeIndex ? s.optionActive : ''}`}
              // Keeps focus in the input, so that its blur does not close the list before the click.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(c)}
              data-testid="country-option"
              data-code={c.code}
            >
              <span aria-hidden="true">{c.flag}</span> {locale === 'hi' ? c.nameHi : c.name}{' '}
              <span className={s.dial}>+{c.dial}</span>
              {c.code === value.code && <Check aria-hidden="true" size={16} className={s.chosen} />}
            </div>
          ))}
      </div>
      {open && (!mod || matches.length === 0) && (
        <p className={s.noMatch} role="status">
          {mod ? labels.noMatch : labels.loading}
        </p>
      )}
    </div>
  );
}
