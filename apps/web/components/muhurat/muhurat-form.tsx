'use client';

import { UserRound, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState, useTransition } from 'react';
import { BirthForm } from '@/components/birth-form/birth-form';
import { PlaceSearch } from '@/components/birth-form/place-search';
import type { BirthValue, PlaceValue } from '@/components/birth-form/types';
import { isoDate, slashDate, type Ymd } from '@/components/panchang/panchang-model';
import p from '@/components/panchang/panchang.module.css';
import s from '@/components/tool-page/tool-page.module.css';
import { DatePicker, type DatePickerLabels } from '@/components/ui/date-picker';
import { useRouter } from '@/i18n/navigation';
import { EVENTS, type MuhuratSearch, muhuratSearchParams, rangeDays, rangeProblem } from './muhurat-model';
import m from './muhurat.module.css';

/**
 * The finder's form: event, place, date range and an optional birth profile. Searching loads the
 * page for the new URL, which the server computes (a shared link shows the same windows); while
 * it works, the form says how many days are being searched.
 */
export function MuhuratForm({
  initial,
  dateLabels,
}: {
  initial: { event: MuhuratSearch['event']; from: Ymd; to: Ymd; place: PlaceValue; person: BirthValue | null };
  dateLabels: DatePickerLabels;
}) {
  const t = useTranslations('muhurat');
  const router = useRouter();
  const [event, setEvent] = useState(initial.event);
  const [place, setPlace] = useState<PlaceValue | null>(initial.place);
  const [from, setFrom] = useState<Ymd | null>(initial.from);
  const [to, setTo] = useState<Ymd | null>(initial.to);
  const [person, setPerson] = useState<BirthValue | null>(initial.person);
  const [submitted, setSubmitted] = useState(false);
  const [searchingDays, setSearchingDays] = useState(0);
  const [pending, startTransition] = useTransition();

  const range = from && to ? rangeProblem(from, to) : null;
  const placeError = submitted && !place ? t('form.placeRequired') : undefined;
  const rangeError =
    submitted && range
      ? range === 'order'
        ? t('form.order')
        : t('form.tooLong', { days: from && to ? rangeDays(from, to) : 0 })
      : null;

  function run(withPerson: BirthValue | null) {
    setSubmitted(true);
    if (!place || !from || !to || range) {
      const firstBad = !place ? 'muhurat-place' : !from ? 'muhurat-from' : 'muhurat-to';
      document.getElementById(firstBad)?.focus();
      return;
    }
    const search: MuhuratSearch = {
      event,
      from,
      to,
      place: { label: place.label, lat: place.lat, lon: place.lon, timezone: place.timezone },
      person: withPerson,
    };
    setSearchingDays(rangeDays(from, to));
    startTransition(() => router.push(`/astrology/shubh-muhurat?${muhuratSearchParams(search)}#muhurat-results`));
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    run(person);
  }

  return (
    <div className={m.forms}>
      <form
        className={s.form}
        onSubmit={onSubmit}
        noValidate
        aria-labelledby="muhurat-form-heading"
        data-testid="muhurat-form"
      >
        <h2 id="muhurat-form-heading" className={s.formHeading}>
          {t('form.heading')}
        </h2>
        <div className={s.field}>
          <label htmlFor="muhurat-event" className={s.label}>
            {t('form.event')}
          </label>
          <select
            id="muhurat-event"
            className={s.input}
            value={event}
            onChange={(e) => setEvent(e.target.value as MuhuratSearch['event'])}
            data-testid="muhurat-event"
          >
            {EVENTS.map((key) => (
              <option key={key} value={key}>
                {t(`events.${key}`)}
              </option>
            ))}
          </select>
        </div>
        <PlaceSearch
          id="muhurat-place"
          label={t('form.place')}
          value={place}
          onChange={setPlace}
          date={from ? isoDate(from) : undefined}
          error={placeError}
          required
        />
        <div className={m.range}>
          <DatePicker
            id="muhurat-from"
            label={t('form.from')}
            labels={dateLabels}
            defaultValue={slashDate(initial.from)}
            min="01/01/1900"
            max="31/12/2100"
            required
            showError={submitted}
            onChange={(v) => setFrom(v ? { year: v.year, month: v.month, day: v.day } : null)}
          />
          <DatePicker
            id="muhurat-to"
            label={t('form.to')}
            labels={dateLabels}
            defaultValue={slashDate(initial.to)}
            min="01/01/1900"
            max="31/12/2100"
            required
            showError={submitted}
            onChange={(v) => setTo(v ? { year: v.year, month: v.month, day: v.day } : null)}
          />
        </div>
        <p className={rangeError ? s.fieldError : s.hint} data-testid="muhurat-range-note">
          {rangeError ?? t('form.rangeHint')}
        </p>
        <p className={m.person} data-testid="muhurat-person">
          <UserRound aria-hidden="true" size={20} />
          <span>
            {person ? t('form.personFor', { name: person.name, date: slashDate(person) }) : t('form.personNone')}
          </span>
          {person && (
            <button type="button" className={m.remove} onClick={() => setPerson(null)}>
              <X aria-hidden="true" size={18} />
              {t('form.personRemove')}
            </button>
          )}
        </p>
        <div className={s.submitRow}>
          <button type="submit" className="button" disabled={pending} data-testid="muhurat-submit">
            {t('form.submit')}
          </button>
        </div>
        <div role="status" className={m.status} data-testid="muhurat-status">
          {pending && (
            <>
              <progress aria-label={t('form.progressLabel')} className={m.progress} />
              <span>{t('form.searching', { days: searchingDays })}</span>
            </>
          )}
        </div>
      </form>

      <details className={`${s.panel} ${p.details} ${s.noPrint}`} open={initial.person !== null}>
        <summary>
          <h2 className={p.summaryHeading}>{t('form.personHeading')}</h2>
        </summary>
        <p className={s.hint}>{t('form.personHint')}</p>
        <BirthForm
          idPrefix="muhurat-person"
          initial={person}
          submitLabel={t('form.personUse')}
          showSavedProfiles
          busy={pending}
          onSubmit={(v) => {
            setPerson(v);
            run(v);
          }}
        />
      </details>
    </div>
  );
}
