'use client';

import { useLocale, useTranslations } from 'next-intl';
import { type FocusEvent, type FormEvent, type JSX, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useKeepTyped } from '@/components/ui/keep-typed';
import s from './birth-form.module.css';
import { PlaceSearch } from './place-search';
import { SavedProfilePicker, type SaveState, SaveProfile, saveProfile, useSavedProfiles } from './saved-profiles';
import { profileToBirth } from './profiles';
import { type BirthValue, type Gender, isoDate, type PlaceValue, yearOptions } from './types';
import {
  BIRTH_FIELDS,
  type BirthDraft,
  type BirthErrors,
  type BirthField,
  draftFromValue,
  draftToValue,
  emptyDraft,
  validateBirth,
} from './validation';

const DAYS = Array.from({ length: 31 }, (_, i) => i + 1);
const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);
const HOURS = Array.from({ length: 12 }, (_, i) => i + 1);
const MINUTES = Array.from({ length: 60 }, (_, i) => i);
const GENDERS: readonly Gender[] = ['male', 'female', 'other'];
const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * The birth-details form of every birth-based tool: name, gender, date (day, month, year selects),
 * time (hour 1–12, minute, AM/PM), place (search), with messages per field in the page's
 * language, shown when a field is left and on submit (the first wrong field gets focus).
 * Signed-in visitors can fill it from a saved profile and save what they typed.
 *
 * Texts come from the `birth` catalogue: wrap it in
 * `<NextIntlClientProvider messages={birthMessages(locale)}>` (./messages.ts).
 */
export function BirthForm({
  idPrefix,
  legend,
  initial,
  submitLabel,
  onSubmit,
  busy,
  fixedGender,
  showSavedProfiles,
}: {
  idPrefix: string;
  legend?: string;
  initial?: BirthValue | null;
  submitLabel: string;
  onSubmit: (v: BirthValue) => void;
  busy?: boolean;
  fixedGender?: 'male' | 'female';
  showSavedProfiles?: boolean;
}): JSX.Element {
  const formRef = useKeepTyped();
  const t = useTranslations('birth');
  const locale = useLocale() === 'hi' ? 'hi' : 'en';
  const id = (f: string) => `${idPrefix}-${f}`;
  const [draft, setDraft] = useState<BirthDraft>(() =>
    initial ? draftFromValue(fixedGender ? { ...initial, gender: fixedGender } : initial) : emptyDraft(fixedGender),
  );
  const [touched, setTouched] = useState<Partial<Record<BirthField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [save, setSave] = useState(false);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const years = useMemo(() => yearOptions(), []);
  const { signedIn, profiles, reload } = useSavedProfiles(Boolean(showSavedProfiles), locale);

  // A new initial value (a shared link opened, a profile chosen elsewhere) replaces the draft.
  const lastInitial = useRef(initial);
  useEffect(() => {
    if (initial && initial !== lastInitial.current) {
      setDraft(draftFromValue(fixedGender ? { ...initial, gender: fixedGender } : initial));
      setTouched({});
      setSubmitted(false);
    }
    lastInitial.current = initial;
  }, [initial, fixedGender]);

  const placeText = () => (document.getElementById(id('place')) as HTMLInputElement | null)?.value ?? draft.placeText;
  const errors: BirthErrors = validateBirth(draft);
  const shown = (f: BirthField) => (touched[f] || submitted ? errors[f] : undefined);
  const errorText = (f: BirthField) => {
    const key = shown(f);
    return key ? t(`errors.${key}`) : undefined;
  };

  const set = <K extends keyof BirthDraft>(key: K, value: BirthDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const onPlace = useCallback((p: PlaceValue | null) => {
    setDraft((d) => ({ ...d, place: p, placeText: p?.label ?? d.placeText }));
    if (p) setTouched((x) => ({ ...x, place: true }));
  }, []);

  // A group counts as visited when focus leaves it (not when moving between its own selects).
  const leave = (f: BirthField) => (e: FocusEvent<HTMLElement>) => {
    if (e.currentTarget.contains(e.relatedTarget as Node | null)) return;
    if (f === 'place') setDraft((d) => ({ ...d, placeText: placeText() }));
    setTouched((x) => ({ ...x, [f]: true }));
  };

  const firstFieldId: Record<BirthField, string> = {
    name: id('name'),
    date: id('day'),
    time: id('hour'),
    place: id('place'),
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const current = { ...draft, placeText: placeText() };
    setDraft(current);
    setSubmitted(true);
    const found = validateBirth(current);
    const first = BIRTH_FIELDS.find((f) => found[f]);
    if (first) {
      document.getElementById(firstFieldId[first])?.focus();
      return;
    }
    const value = draftToValue(current);
    if (!value) return;
    setSaveState('idle');
    onSubmit(value);
    if (save && signedIn) {
      const state = await saveProfile(locale, value);
      setSaveState(state);
      if (state === 'saved') {
        setSave(false);
        void reload();
      }
    }
  };

  const chooseProfile = (profileId: string) => {
    const p = profiles?.find((x) => x.id === profileId);
    const v = p ? profileToBirth(p) : null;
    if (!v) return;
    setDraft(draftFromValue(fixedGender ? { ...v, gender: fixedGender } : v));
    setTouched({});
    setSubmitted(false);
  };

  const errorCount = submitted ? BIRTH_FIELDS.filter((f) => errors[f]).length : 0;
  const describe = (f: BirthField, extra?: string) =>
    [extra, shown(f) ? id(`${f}-error`) : null].filter(Boolean).join(' ') || undefined;
  const fieldError = (f: BirthField) => {
    const text = errorText(f);
    return text ? (
      <p id={id(`${f}-error`)} className={s.error} data-testid={`${idPrefix}-${f}-error`}>
        {text}
      </p>
    ) : null;
  };
  const num = (v: string) => (v === '' ? null : Number(v));
  const required = <span className={s.req}> ({t('required')})</span>;
  const dateIso = draft.year && draft.month && draft.day ? isoDate(draft.year, draft.month, draft.day) : undefined;

  return (
    <form
      ref={formRef}
      className={s.form}
      onSubmit={submit}
      noValidate
      aria-busy={busy ? true : undefined}
      data-testid="birth-form"
    >
      <fieldset className={s.fieldset}>
        <legend className={s.legend}>{legend ?? t('legend')}</legend>
        {errorCount > 0 && (
          <p className={s.summary} role="alert" data-testid={`${idPrefix}-summary`}>
            {t('errors.summary', { count: errorCount })}
          </p>
        )}
        <div className={s.fields}>
          {signedIn && showSavedProfiles && profiles && profiles.length > 0 && (
            <SavedProfilePicker id={id('profile')} profiles={profiles} onChoose={chooseProfile} />
          )}

          {/* biome-ignore lint/a11y/noStaticElementInteractions: focus leaving the field (bubbling blur), not an interaction. */}
          <div className={s.field} onBlur={leave('name')}>
            <label htmlFor={id('name')} className={s.label}>
              {t('name')}
              {required}
            </label>
            <input
              id={id('name')}
              className={s.input}
              type="text"
              autoComplete="name"
              maxLength={100}
              placeholder={t('namePlaceholder')}
              value={draft.name}
              onChange={(e) => set('name', e.target.value)}
              aria-invalid={shown('name') ? true : undefined}
              aria-describedby={describe('name')}
              aria-required="true"
            />
            {fieldError('name')}
          </div>

          {!fixedGender && (
            <fieldset className={s.fieldset}>
              <legend className={s.groupLegend}>{t('gender')}</legend>
              <div className={s.choices}>
                {GENDERS.map((g) => (
                  <label key={g} className={s.choice}>
                    <input
                      type="radio"
                      name={id('gender')}
                      value={g}
                      checked={draft.gender === g}
                      onChange={() => set('gender', g)}
                    />
                    {t(`genders.${g}`)}
                  </label>
                ))}
              </div>
            </fieldset>
          )}

          <fieldset className={s.fieldset} onBlur={leave('date')}>
            <legend className={s.groupLegend}>
              {t('dateOfBirth')}
              {required}
            </legend>
            <div className={s.row}>
              <div className={s.field}>
                <label htmlFor={id('day')} className={s.hint}>
                  {t('day')}
                </label>
                <select
                  id={id('day')}
                  className={s.select}
                  value={draft.day ?? ''}
                  onChange={(e) => set('day', num(e.target.value))}
                  aria-invalid={shown('date') ? true : undefined}
                  aria-describedby={describe('date')}
                >
                  <option value="" disabled>
                    {t('day')}
                  </option>
                  {DAYS.map((d) => (
                    <option key={d} value={d}>
                      {pad2(d)}
                    </option>
                  ))}
                </select>
              </div>
              <div className={s.field}>
                <label htmlFor={id('month')} className={s.hint}>
                  {t('month')}
                </label>
                <select
                  id={id('month')}
                  className={s.select}
                  value={draft.month ?? ''}
                  onChange={(e) => set('month', num(e.target.value))}
                  aria-invalid={shown('date') ? true : undefined}
                  aria-describedby={describe('date')}
                >
                  <option value="" disabled>
                    {t('month')}
                  </option>
                  {MONTHS.map((m) => (
                    <option key={m} value={m}>
                      {t(`months.${m}`)}
                    </option>
                  ))}
                </select>
              </div>
              <div className={s.field}>
                <label htmlFor={id('year')} className={s.hint}>
                  {t('year')}
                </label>
                <select
                  id={id('year')}
                  className={s.select}
                  value={draft.year ?? ''}
                  onChange={(e) => set('year', num(e.target.value))}
                  aria-invalid={shown('date') ? true : undefined}
                  aria-describedby={describe('date')}
                >
                  <option value="" disabled>
                    {t('year')}
                  </option>
                  {years.map((y) => (
                    <option key={y} value={y}>
                      {y}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            {fieldError('date')}
          </fieldset>

          <fieldset className={s.fieldset} onBlur={leave('time')}>
            <legend className={s.groupLegend}>
              {t('timeOfBirth')}
              {required}
            </legend>
            <p id={id('time-hint')} className={s.hint}>
              {t('timeHint')}
            </p>
            <div className={s.row3}>
              <div className={s.field}>
                <label htmlFor={id('hour')} className={s.hint}>
                  {t('hour')}
                </label>
                <select
                  id={id('hour')}
                  className={s.select}
                  value={draft.hour12 ?? ''}
                  onChange={(e) => set('hour12', num(e.target.value))}
                  aria-invalid={shown('time') ? true : undefined}
                  aria-describedby={describe('time', id('time-hint'))}
                >
                  <option value="" disabled>
                    {t('hour')}
                  </option>
                  {HOURS.map((h) => (
                    <option key={h} value={h}>
                      {h}
                    </option>
                  ))}
                </select>
              </div>
              <div className={s.field}>
                <label htmlFor={id('minute')} className={s.hint}>
                  {t('minute')}
                </label>
                <select
                  id={id('minute')}
                  className={s.select}
                  value={draft.minute ?? ''}
                  onChange={(e) => set('minute', num(e.target.value))}
                  aria-invalid={shown('time') ? true : undefined}
                  aria-describedby={describe('time')}
                >
                  <option value="" disabled>
                    {t('minute')}
                  </option>
                  {MINUTES.map((m) => (
                    <option key={m} value={m}>
                      {pad2(m)}
                    </option>
                  ))}
                </select>
              </div>
              <div className={s.field}>
                <label htmlFor={id('meridiem')} className={s.hint}>
                  {t('meridiem')}
                </label>
                <select
                  id={id('meridiem')}
                  className={s.select}
                  value={draft.meridiem ?? ''}
                  onChange={(e) =>
                    set('meridiem', e.target.value === 'pm' ? 'pm' : e.target.value === 'am' ? 'am' : null)
                  }
                  aria-invalid={shown('time') ? true : undefined}
                  aria-describedby={describe('time')}
                >
                  <option value="" disabled>
                    {t('meridiem')}
                  </option>
                  <option value="am">{t('am')}</option>
                  <option value="pm">{t('pm')}</option>
                </select>
              </div>
            </div>
            {fieldError('time')}
          </fieldset>

          {/* biome-ignore lint/a11y/noStaticElementInteractions: focus leaving the field (bubbling blur), not an interaction. */}
          <div className={s.wide} onBlur={leave('place')}>
            <PlaceSearch
              id={id('place')}
              label={t('placeOfBirth')}
              value={draft.place}
              onChange={onPlace}
              date={dateIso}
              error={errorText('place')}
              required
            />
          </div>
        </div>
      </fieldset>

      <SaveProfile show={Boolean(signedIn && showSavedProfiles)} save={save} onSave={setSave} saveState={saveState} />

      <div className={s.actions}>
        <button type="submit" className={`button ${s.submit}`} disabled={busy} data-testid={`${idPrefix}-submit`}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
