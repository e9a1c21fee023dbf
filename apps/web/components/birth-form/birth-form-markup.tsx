import { getTranslations } from 'next-intl/server';
import s from './birth-form.module.css';
import { BIRTH_FORM_NAMES as N, GENDER_CODES } from './form-query';
import { PlaceSearchMarkup } from './place-search-markup';
import { type Gender, isoDate, yearOptions } from './types';
import { BIRTH_FIELDS, type BirthDraft, type BirthErrorKey, type BirthErrors, type BirthField } from './validation';

const DAYS = Array.from({ length: 31 }, (_, i) => i + 1);
const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);
const HOURS = Array.from({ length: 12 }, (_, i) => i + 1);
const MINUTES = Array.from({ length: 60 }, (_, i) => i);
const GENDERS: readonly Gender[] = ['male', 'female', 'other'];
const ERROR_KEYS: readonly BirthErrorKey[] = [
  'nameRequired',
  'nameTooLong',
  'dateRequired',
  'dateInvalid',
  'dateFuture',
  'timeRequired',
  'placeRequired',
  'placeChoose',
];
const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * The birth form as the server renders it for a page served without React (the kundali form
 * page), behaviour from `apps/web/islands/birth-form.island.ts`: the same fields, ids, classes
 * and test ids as the React `BirthForm` (./birth-form.tsx), as a real GET form whose field names
 * are ./form-query.ts's, so it works without JavaScript too.
 *
 * Contract (read by the island): the form has `data-island="birth-form"`, `data-id` (the id
 * prefix), `data-errors` (every `birth.errors` message by key), `data-summary` (the summary for 1
 * to 4 wrong fields; ICU plurals stay on the server); each field group has `data-field` (name,
 * date, time, place) and one `[data-field-error]`; `[data-summary-line]` above the fields; the
 * saved-profile picker `[data-profiles]` (hidden until the visitor is known to be signed in).
 * `draft` and `errors` are what a form sent without JavaScript held, shown again with its messages.
 */
export async function BirthFormMarkup({
  idPrefix,
  locale,
  action,
  legend,
  submitLabel,
  draft,
  errors = {},
}: {
  idPrefix: string;
  locale: 'en' | 'hi';
  action: string;
  legend?: string;
  submitLabel: string;
  draft: BirthDraft;
  errors?: BirthErrors;
}) {
  const t = await getTranslations({ locale, namespace: 'birth' });
  const id = (f: string) => `${idPrefix}-${f}`;
  const shown = (f: BirthField) => errors[f];
  const errorCount = BIRTH_FIELDS.filter((f) => errors[f]).length;
  const describe = (f: BirthField, extra?: string) =>
    [extra, shown(f) ? id(`${f}-error`) : null].filter(Boolean).join(' ') || undefined;
  const fieldError = (f: BirthField) => {
    const key = shown(f);
    return (
      <p
        id={id(`${f}-error`)}
        className={s.error}
        data-testid={`${idPrefix}-${f}-error`}
        data-field-error
        hidden={!key}
      >
        {key ? t(`errors.${key}`) : ''}
      </p>
    );
  };
  const invalid = (f: BirthField) => (shown(f) ? true : undefined);
  const required = <span className={s.req}> ({t('required')})</span>;
  const value = (n: number | null) => (n === null ? '' : String(n));
  const dateIso = draft.year && draft.month && draft.day ? isoDate(draft.year, draft.month, draft.day) : undefined;
  // Called, not nested: the markup is then one synchronous tree (rendered as such in the island's tests).
  const place = await PlaceSearchMarkup({
    id: id('place'),
    label: t('placeOfBirth'),
    locale,
    value: draft.place,
    date: dateIso,
    required: true,
    names: { lat: N.lat, lon: N.lon, timezone: N.timezone, label: N.label },
  });

  return (
    <form
      method="get"
      action={action}
      className={s.form}
      noValidate
      data-testid="birth-form"
      data-island="birth-form"
      data-id={idPrefix}
      data-locale={locale}
      data-errors={JSON.stringify(Object.fromEntries(ERROR_KEYS.map((k) => [k, t(`errors.${k}`)])))}
      data-summary={JSON.stringify([1, 2, 3, 4].map((count) => t('errors.summary', { count })))}
    >
      <fieldset className={s.fieldset}>
        <legend className={s.legend}>{legend ?? t('legend')}</legend>
        <p
          className={s.summary}
          role="alert"
          data-testid={`${idPrefix}-summary`}
          data-summary-line
          hidden={errorCount === 0}
        >
          {errorCount > 0 ? t('errors.summary', { count: errorCount }) : ''}
        </p>
        <div className={s.fields}>
          {/* The class of the field sets `display`, which would override `hidden`: it is on a child. */}
          <div className={s.wide} data-profiles hidden>
            <div className={s.field}>
              <label htmlFor={id('profile')} className={s.label}>
                {t('profiles.label')}
              </label>
              <select id={id('profile')} className={s.select} defaultValue="" data-testid="saved-profiles">
                <option value="" disabled>
                  {t('profiles.choose')}
                </option>
              </select>
            </div>
          </div>

          <div className={s.field} data-field="name">
            <label htmlFor={id('name')} className={s.label}>
              {t('name')}
              {required}
            </label>
            <input
              id={id('name')}
              name={N.name}
              className={s.input}
              type="text"
              autoComplete="name"
              maxLength={100}
              placeholder={t('namePlaceholder')}
              defaultValue={draft.name}
              aria-invalid={invalid('name')}
              aria-describedby={describe('name')}
              aria-required="true"
            />
            {fieldError('name')}
          </div>

          <fieldset className={s.fieldset}>
            <legend className={s.groupLegend}>{t('gender')}</legend>
            <div className={s.choices}>
              {GENDERS.map((g) => (
                <label key={g} className={s.choice}>
                  <input type="radio" name={N.gender} value={GENDER_CODES[g]} defaultChecked={draft.gender === g} />
                  {t(`genders.${g}`)}
                </label>
              ))}
            </div>
          </fieldset>

          <fieldset className={s.fieldset} data-field="date">
            <legend className={s.groupLegend}>
              {t('dateOfBirth')}
              {required}
            </legend>
            <div className={s.row}>
              {(
                [
                  ['day', N.day, draft.day, DAYS.map((d) => [d, pad2(d)] as const)],
                  ['month', N.month, draft.month, MONTHS.map((m) => [m, t(`months.${m}`)] as const)],
                  ['year', N.year, draft.year, yearOptions().map((y) => [y, String(y)] as const)],
                ] as const
              ).map(([part, name, current, options]) => (
                <div key={part} className={s.field}>
                  <label htmlFor={id(part)} className={s.hint}>
                    {t(part)}
                  </label>
                  <select
                    id={id(part)}
                    name={name}
                    className={s.select}
                    defaultValue={value(current)}
                    aria-invalid={invalid('date')}
                    aria-describedby={describe('date')}
                  >
                    <option value="" disabled>
                      {t(part)}
                    </option>
                    {options.map(([v, text]) => (
                      <option key={v} value={v}>
                        {text}
                      </option>
                    ))}
                  </select>
                </div>
              ))}
            </div>
            {fieldError('date')}
          </fieldset>

          <fieldset className={s.fieldset} data-field="time">
            <legend className={s.groupLegend}>
              {t('timeOfBirth')}
              {required}
            </legend>
            <p id={id('time-hint')} className={s.hint}>
              {t('timeHint')}
            </p>
            <div className={s.row3}>
              {(
                [
                  ['hour', N.hour12, value(draft.hour12), HOURS.map((h) => [String(h), String(h)] as const)],
                  ['minute', N.minute, value(draft.minute), MINUTES.map((m) => [String(m), pad2(m)] as const)],
                  [
                    'meridiem',
                    N.meridiem,
                    draft.meridiem ?? '',
                    [
                      ['am', t('am')],
                      ['pm', t('pm')],
                    ] as const,
                  ],
                ] as const
              ).map(([part, name, current, options]) => (
                <div key={part} className={s.field}>
                  <label htmlFor={id(part)} className={s.hint}>
                    {t(part)}
                  </label>
                  <select
                    id={id(part)}
                    name={name}
                    className={s.select}
                    defaultValue={current}
                    aria-invalid={invalid('time')}
                    aria-describedby={describe('time', part === 'hour' ? id('time-hint') : undefined)}
                  >
                    <option value="" disabled>
                      {t(part)}
                    </option>
                    {options.map(([v, text]) => (
                      <option key={v} value={v}>
                        {text}
                      </option>
                    ))}
                  </select>
                </div>
              ))}
            </div>
            {fieldError('time')}
          </fieldset>

          <div className={s.wide} data-field="place">
            {place}
          </div>
        </div>
      </fieldset>

      <div className={s.actions}>
        <button type="submit" className={`button ${s.submit}`} data-testid={`${idPrefix}-submit`}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
