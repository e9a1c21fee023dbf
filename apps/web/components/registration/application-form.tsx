'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useRef, useState } from 'react';
import type { ClientApi } from '@/lib/api/client';
import { ActionStatus, type ActionState, describedBy, FieldError, InputField, TextAreaField } from './fields';
import f from './forms.module.css';
import type { Application } from './types';
import {
  type ApplicationForm as FormValues,
  bioLength,
  checkField,
  checkForm,
  type ErrorKey,
  FORM_FIELDS,
  type FormField,
  GENDERS,
  type Gender,
  LANGUAGE_CODES,
  mapApiErrors,
  RULES,
  SKILL_CODES,
  toApplicationInput,
} from './validation';

/**
 * Step 2: the application. Errors show in the page's language when a field is left and on submit
 * (the first one gets focus); the API's own field errors land on the same fields. Nothing typed is
 * lost on an error.
 */
export function ApplicationForm({
  api,
  initial,
  isUpdate,
  onSaved,
  onCancel,
}: {
  api: ClientApi;
  initial: FormValues;
  isUpdate: boolean;
  onSaved: (app: Application) => void;
  onCancel?: () => void;
}) {
  const t = useTranslations('registration');
  const [values, setValues] = useState<FormValues>(initial);
  const [touched, setTouched] = useState<Partial<Record<FormField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [apiErrors, setApiErrors] = useState<Partial<Record<FormField, string>>>({});
  const [status, setStatus] = useState<ActionState>(null);
  const [busy, setBusy] = useState(false);
  const refs = useRef<Partial<Record<FormField, HTMLElement | null>>>({});

  const now = new Date();
  const errorText = (key: ErrorKey) =>
    key === 'price' ? t('errors.price', { min: RULES.priceMin, max: RULES.priceMax }) : t(`errors.${key}`);

  /** The error a field shows now: ours once it was left or the form sent, else the API's. */
  function errorOf(field: FormField): string | null {
    const own = checkField(field, values, now);
    if (own && (touched[field] || submitted)) return errorText(own);
    return apiErrors[field] ?? null;
  }

  function set<K extends keyof FormValues>(key: K, value: FormValues[K]) {
    setValues((v) => ({ ...v, [key]: value }));
    if (apiErrors[key as FormField]) setApiErrors((e) => ({ ...e, [key]: undefined }));
  }
  const leave = (field: FormField) => () => setTouched((x) => ({ ...x, [field]: true }));

  function toggle<C extends string>(list: C[], code: C): C[] {
    return list.includes(code) ? list.filter((c) => c !== code) : [...list, code];
  }

  function focusFirst(fields: Iterable<FormField>) {
    const wanted = new Set(fields);
    const first = FORM_FIELDS.find((x) => wanted.has(x));
    if (first) refs.current[first]?.focus();
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const errors = checkForm(values, new Date());
    if (Object.keys(errors).length > 0) {
      setStatus({ kind: 'error', text: t('form.fixErrors') });
      focusFirst(Object.keys(errors) as FormField[]);
      return;
    }
    const body = toApplicationInput(values, new Date());
    if (!body) return;
    setBusy(true);
    setStatus({ kind: 'busy', text: t('form.submitting') });
    const res = await api.post<Application>('/api/publics/astrologer/registration', body);
    setBusy(false);
    if (!res.success) {
      const mapped = mapApiErrors(res.errors);
      setApiErrors(mapped.fields);
      setStatus({ kind: 'error', text: [res.message, ...mapped.other].join(' ') });
      focusFirst(Object.keys(mapped.fields) as FormField[]);
      return;
    }
    setStatus({ kind: 'ok', text: res.message ?? '' });
    onSaved(res.data);
  }

  const bioEnCount = bioLength(values.bioEn);
  const bioHiCount = bioLength(values.bioHi);
  const counter = (count: number) =>
    count >= RULES.bioMin ? t('form.counterDone', { count }) : t('form.counter', { count, min: RULES.bioMin });

  const langError = errorOf('languages');
  const skillError = errorOf('skills');
  const genderError = errorOf('gender');
  const agreeError = errorOf('agree');

  return (
    <form className={f.form} onSubmit={onSubmit} noValidate data-testid="application-form">
      <p className={f.muted}>{t('form.intro')}</p>

      <InputField
        id="app-name"
        label={t('form.name')}
        hint={t('form.nameHint')}
        autoComplete="name"
        maxLength={RULES.nameMax}
        value={values.name}
        onChange={(v) => set('name', v)}
        onBlur={leave('name')}
        error={errorOf('name')}
        inputRef={(el) => {
          refs.current.name = el;
        }}
        testId="app-name"
      />

      <fieldset
        className={f.fieldset}
        aria-describedby={genderError ? 'app-gender-error' : undefined}
        data-testid="app-gender"
      >
        <legend className={f.legend}>{t('form.gender')}</legend>
        <div className={f.choices}>
          {GENDERS.map((g, i) => (
            <label key={g} className={f.choice}>
              <input
                type="radio"
                name="app-gender"
                value={g}
                checked={values.gender === g}
                aria-invalid={genderError ? true : undefined}
                ref={
                  i === 0
                    ? (el) => {
                        refs.current.gender = el;
                      }
                    : undefined
                }
                onChange={() => set('gender', g as Gender)}
                onBlur={leave('gender')}
              />
              {t(`form.genders.${g}`)}
            </label>
          ))}
        </div>
        <FieldError id="app-gender" error={genderError} />
      </fieldset>

      <InputField
        id="app-dob"
        label={t('form.dateOfBirth')}
        hint={t('form.dateOfBirthHint')}
        inputMode="numeric"
        autoComplete="bday"
        maxLength={10}
        value={values.dateOfBirth}
        onChange={(v) => set('dateOfBirth', v)}
        onBlur={leave('dateOfBirth')}
        error={errorOf('dateOfBirth')}
        inputRef={(el) => {
          refs.current.dateOfBirth = el;
        }}
        testId="app-dob"
      />

      <fieldset
        className={f.fieldset}
        aria-describedby={langError ? 'app-languages-error' : undefined}
        data-testid="app-languages"
      >
        <legend className={f.legend}>{t('form.languages')}</legend>
        <div className={f.choices}>
          {LANGUAGE_CODES.map((code, i) => (
            <label key={code} className={f.choice}>
              <input
                type="checkbox"
                name="app-languages"
                value={code}
                checked={values.languages.includes(code)}
                aria-invalid={langError ? true : undefined}
                ref={
                  i === 0
                    ? (el) => {
                        refs.current.languages = el;
                      }
                    : undefined
                }
                onChange={() => set('languages', toggle(values.languages, code))}
                onBlur={leave('languages')}
              />
              {t(`languages.${code}`)}
            </label>
          ))}
        </div>
        <FieldError id="app-languages" error={langError} />
      </fieldset>

      <fieldset
        className={f.fieldset}
        aria-describedby={skillError ? 'app-skills-error' : undefined}
        data-testid="app-skills"
      >
        <legend className={f.legend}>{t('form.skills')}</legend>
        <div className={f.choices}>
          {SKILL_CODES.map((code, i) => (
            <label key={code} className={f.choice}>
              <input
                type="checkbox"
                name="app-skills"
                value={code}
                checked={values.skills.includes(code)}
                aria-invalid={skillError ? true : undefined}
                ref={
                  i === 0
                    ? (el) => {
                        refs.current.skills = el;
                      }
                    : undefined
                }
                onChange={() => set('skills', toggle(values.skills, code))}
                onBlur={leave('skills')}
              />
              {t(`skills.${code}`)}
            </label>
          ))}
        </div>
        <FieldError id="app-skills" error={skillError} />
      </fieldset>

      <div className={f.row}>
        <InputField
          id="app-experience"
          label={t('form.experience')}
          hint={t('form.experienceHint')}
          inputMode="numeric"
          maxLength={2}
          value={values.experienceYears}
          onChange={(v) => set('experienceYears', v)}
          onBlur={leave('experienceYears')}
          error={errorOf('experienceYears')}
          inputRef={(el) => {
            refs.current.experienceYears = el;
          }}
          testId="app-experience"
        />
        <InputField
          id="app-price"
          label={t('form.price')}
          hint={t('form.priceHint', { min: RULES.priceMin, max: RULES.priceMax })}
          inputMode="numeric"
          maxLength={3}
          value={values.expectedPrice}
          onChange={(v) => set('expectedPrice', v)}
          onBlur={leave('expectedPrice')}
          error={errorOf('expectedPrice')}
          inputRef={(el) => {
            refs.current.expectedPrice = el;
          }}
          testId="app-price"
        />
      </div>

      <TextAreaField
        id="app-bio-en"
        label={t('form.bioEn')}
        hint={t('form.bioEnHint')}
        lang="en"
        maxLength={RULES.bioMax}
        value={values.bioEn}
        onChange={(v) => set('bioEn', v)}
        onBlur={leave('bioEn')}
        error={errorOf('bioEn')}
        counter={counter(bioEnCount)}
        counterDone={bioEnCount >= RULES.bioMin}
        inputRef={(el) => {
          refs.current.bioEn = el;
        }}
        testId="app-bio-en"
      />
      <TextAreaField
        id="app-bio-hi"
        label={t('form.bioHi')}
        hint={t('form.bioHiHint')}
        lang="hi"
        maxLength={RULES.bioMax}
        value={values.bioHi}
        onChange={(v) => set('bioHi', v)}
        onBlur={leave('bioHi')}
        error={errorOf('bioHi')}
        counter={counter(bioHiCount)}
        counterDone={bioHiCount >= RULES.bioMin}
        inputRef={(el) => {
          refs.current.bioHi = el;
        }}
        testId="app-bio-hi"
      />

      <div className={f.field}>
        <label className={f.agree}>
          <input
            type="checkbox"
            checked={values.agree}
            aria-invalid={agreeError ? true : undefined}
            aria-describedby={describedBy('app-agree', false, Boolean(agreeError))}
            ref={(el) => {
              refs.current.agree = el;
            }}
            onChange={(e) => set('agree', e.target.checked)}
            onBlur={leave('agree')}
            data-testid="app-agree"
          />
          <span>{t('form.agree')}</span>
        </label>
        <FieldError id="app-agree" error={agreeError} />
      </div>

      <div className={f.actions}>
        <button type="submit" className={`button ${f.primary}`} disabled={busy} data-testid="app-submit">
          {isUpdate ? t('form.update') : t('form.submit')}
        </button>
        {onCancel && (
          <button type="button" className={f.secondary} onClick={onCancel} disabled={busy}>
            {t('form.cancelEdit')}
          </button>
        )}
      </div>
      <ActionStatus state={status} testId="app-status" />
    </form>
  );
}
