'use client';

import { destinyNumber, psychicNumber } from '@drishti/engine/numerology/date-numbers';
import { type Gender, type KuaResult, kuaNumber } from '@drishti/engine/numerology/kua';
import { type LoShuGrid, loShuGrid } from '@drishti/engine/numerology/lo-shu';
import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useMemo, useRef, useState } from 'react';
import tp from '@/components/tool-page/tool-page.module.css';
import type { DateValue } from '@/components/ui/date-model';
import { DatePicker, type DatePickerLabels } from '@/components/ui/date-picker';
import { useKeepTyped } from '@/components/ui/keep-typed';
import { birthDateLimits, cellText, focusField, listText, readDate, revealResult } from './model';
import { NumberCard } from './number-card';
import { ResultSection } from './number-parts';
import s from './numerology.module.css';
import type { ArrowText, KuaText, MissingText, NumberTexts } from './texts';

interface Result {
  date: DateValue;
  grid: LoShuGrid;
  driver: number;
  conductor: number;
  kua: KuaResult;
  gender: Gender;
}

/**
 * /lo-shu-grid-calculator: date of birth and gender → the Lo Shu grid with repeated and missing
 * numbers (and remedies), the arrows, the driver and conductor numbers, and the Kua number.
 */
export function LoShuCalculator({
  texts,
  missing,
  arrows,
  kua,
  compass,
  dateLabels,
}: {
  texts: NumberTexts<'title' | 'planet' | 'psychic' | 'destiny'>;
  missing: Record<number, MissingText>;
  arrows: Record<string, ArrowText>;
  kua: Record<number, KuaText>;
  compass: Record<string, string>;
  dateLabels: DatePickerLabels;
}) {
  const formRef = useKeepTyped();
  const t = useTranslations('tools');
  const id = useId();
  const dateId = `${id}-dob`;
  const genderId = `${id}-gender`;
  const [submitted, setSubmitted] = useState(false);
  const [gender, setGender] = useState<Gender | null>(null);
  const [addNumbers, setAddNumbers] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const resultRef = useRef<HTMLElement>(null);
  const limits = useMemo(() => birthDateLimits(new Date()), []);
  const genderError = submitted && !gender ? t('loShu.genderRequired') : null;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    const date = readDate((document.getElementById(dateId) as HTMLInputElement | null)?.value ?? '', limits);
    if (!date || !gender) {
      setResult(null);
      focusField(!date ? dateId : `${genderId}-male`);
      return;
    }
    setResult({
      date,
      grid: loShuGrid(date, { includeDriverAndConductor: addNumbers }),
      driver: psychicNumber(date).value,
      conductor: destinyNumber(date).value,
      kua: kuaNumber({ year: date.year, month: date.month, day: date.day, gender }),
      gender,
    });
    requestAnimationFrame(() => revealResult(resultRef.current));
  }

  const r = result;
  const and = t('common.and');
  const lineText = (numbers: readonly number[]) => arrows[numbers.join('-')];

  return (
    <>
      <form ref={formRef} className={tp.form} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-form-heading`}>
        <h2 id={`${id}-form-heading`} className={tp.formHeading}>
          {t('loShu.formHeading')}
        </h2>
        <DatePicker
          id={dateId}
          label={t('common.dob.label')}
          labels={dateLabels}
          min={limits.min}
          max={limits.max}
          required
          showError={submitted}
        />
        <fieldset
          className={genderError ? `${tp.fieldset} ${tp.fieldsetInvalid}` : tp.fieldset}
          aria-describedby={genderError ? `${genderId}-hint ${genderId}-error` : `${genderId}-hint`}
          data-testid="gender"
        >
          <legend className={tp.legend}>{t('loShu.genderLegend')}</legend>
          <p id={`${genderId}-hint`} className={tp.hint}>
            {t('loShu.genderHint')}
          </p>
          <div className={tp.choices}>
            {(['male', 'female'] as const).map((g) => (
              <label key={g} className={tp.choice}>
                <input
                  type="radio"
                  id={`${genderId}-${g}`}
                  name={genderId}
                  value={g}
                  checked={gender === g}
                  onChange={() => setGender(g)}
                  aria-invalid={genderError ? true : undefined}
                  required
                />
                {t(`loShu.${g}`)}
              </label>
            ))}
          </div>
          {genderError && (
            <p id={`${genderId}-error`} className={tp.fieldError} data-testid="gender-error">
              {genderError}
            </p>
          )}
        </fieldset>
        <label className={tp.choice}>
          <input type="checkbox" checked={addNumbers} onChange={(e) => setAddNumbers(e.target.checked)} />
          {t('loShu.addNumbers')}
        </label>
        <div className={tp.submitRow}>
          <button type="submit" className="button" data-testid="calculate">
            {t('common.calculate')}
          </button>
        </div>
      </form>

      <p role="status" aria-live="polite" className="visually-hidden" data-testid="announcement">
        {r
          ? t('loShu.announce', {
              date: r.date.text,
              missing: r.grid.missingNumbers.length ? listText(r.grid.missingNumbers, and) : t('loShu.noneMissing'),
              kua: r.kua.number,
            })
          : ''}
      </p>

      {r && (
        <ResultSection id={id} heading={t('common.resultHeading')} sectionRef={resultRef}>
          <section className={tp.panel} aria-labelledby={`${id}-grid`}>
            <h3 id={`${id}-grid`}>{t('loShu.gridHeading')}</h3>
            <table className={s.loShu} data-testid="lo-shu-grid">
              <caption>{t('loShu.gridCaption', { date: r.date.text })}</caption>
              <tbody>
                {r.grid.cells.map((row) => (
                  <tr key={row.map((c) => c.number).join('')}>
                    {row.map((cell) => (
                      <td
                        key={cell.number}
                        className={s.loShuCell}
                        data-testid={`cell-${cell.number}`}
                        data-count={cell.count}
                      >
                        <span className={s.loShuHome} aria-hidden="true">
                          {cell.number}
                        </span>
                        <span className={s.loShuDigits} aria-hidden="true" data-testid={`cell-${cell.number}-digits`}>
                          {cellText(cell.number, cell.count)}
                        </span>
                        <span className="visually-hidden">
                          {cell.count
                            ? t('loShu.cellPresent', { number: cell.number, count: cell.count })
                            : t('loShu.cellMissing', { number: cell.number })}
                        </span>
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
            <p>{t('loShu.digitsUsed', { digits: r.grid.digits.join(', ') })}</p>
            {r.grid.added && (
              <p>{t('loShu.gridAdded', { driver: r.grid.added.driver, conductor: r.grid.added.conductor })}</p>
            )}
          </section>

          <div className={tp.panelGrid}>
            <NumberCard
              id="driver"
              label={t('loShu.driver')}
              about={t('loShu.driverAbout')}
              value={r.driver}
              moreLink={{
                href: `/numerology/number/${r.driver}`,
                label: t('common.moreAboutNumber', { number: r.driver }),
              }}
            >
              {texts[r.driver] && (
                <>
                  <p className={s.meaningTitle}>
                    {texts[r.driver]!.title} · {t('common.ruledBy', { planet: texts[r.driver]!.planet })}
                  </p>
                  <p>{texts[r.driver]!.psychic}</p>
                </>
              )}
            </NumberCard>
            <NumberCard
              id="conductor"
              label={t('loShu.conductor')}
              about={t('loShu.conductorAbout')}
              value={r.conductor}
              moreLink={{
                href: `/numerology/number/${r.conductor}`,
                label: t('common.moreAboutNumber', { number: r.conductor }),
              }}
            >
              {texts[r.conductor] && (
                <>
                  <p className={s.meaningTitle}>
                    {texts[r.conductor]!.title} · {t('common.ruledBy', { planet: texts[r.conductor]!.planet })}
                  </p>
                  <p>{texts[r.conductor]!.destiny}</p>
                </>
              )}
            </NumberCard>
          </div>

          <section className={tp.panel} aria-labelledby={`${id}-missing`} data-testid="missing">
            <h3 id={`${id}-missing`}>{t('loShu.missingHeading')}</h3>
            {r.grid.missingNumbers.length === 0 ? (
              <p>{t('loShu.noMissing')}</p>
            ) : (
              <ul className={s.lineList}>
                {r.grid.missingNumbers.map((n) => (
                  <li key={n} data-testid={`missing-${n}`}>
                    <p className={s.lineName}>
                      {n}: {missing[n]?.quality}
                    </p>
                    <p>{missing[n]?.meaning}</p>
                    <p>
                      <strong>{t('loShu.remedy')}:</strong> {missing[n]?.remedy}
                    </p>
                  </li>
                ))}
              </ul>
            )}
            <h3>{t('loShu.repeatedHeading')}</h3>
            {r.grid.repeatedNumbers.length === 0 ? (
              <p>{t('loShu.noRepeated')}</p>
            ) : (
              <ul className={s.lineList}>
                {r.grid.repeatedNumbers.map((n) => (
                  <li key={n}>
                    <p>{t('loShu.repeatedItem', { number: n, count: r.grid.counts[n] ?? 0 })}</p>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section className={tp.panel} aria-labelledby={`${id}-arrows`} data-testid="arrows">
            <h3 id={`${id}-arrows`}>{t('loShu.arrowsHeading')}</h3>
            <h4>{t('loShu.strengthHeading')}</h4>
            {r.grid.lines.some((l) => l.status === 'strength') ? (
              <ul className={s.lineList} data-testid="arrows-strength">
                {r.grid.lines
                  .filter((l) => l.status === 'strength')
                  .map((l) => (
                    <li key={l.key} data-line={l.numbers.join('-')}>
                      <p className={s.lineName}>
                        {lineText(l.numbers)?.name} ({t('loShu.lineNumbers', { numbers: l.numbers.join('-') })})
                      </p>
                      <p>{lineText(l.numbers)?.strength}</p>
                    </li>
                  ))}
              </ul>
            ) : (
              <p>{t('loShu.noStrength')}</p>
            )}
            <h4>{t('loShu.weaknessHeading')}</h4>
            {r.grid.lines.some((l) => l.status === 'weakness') ? (
              <ul className={s.lineList} data-testid="arrows-weakness">
                {r.grid.lines
                  .filter((l) => l.status === 'weakness')
                  .map((l) => (
                    <li key={l.key} data-line={l.numbers.join('-')}>
                      <p className={s.lineName}>
                        {lineText(l.numbers)?.name} ({t('loShu.lineNumbers', { numbers: l.numbers.join('-') })})
                      </p>
                      <p>{lineText(l.numbers)?.weakness}</p>
                    </li>
                  ))}
              </ul>
            ) : (
              <p>{t('loShu.noWeakness')}</p>
            )}
          </section>

          <NumberCard
            id="kua"
            label={t('loShu.kuaHeading', { number: r.kua.number })}
            about={
              kua[r.kua.number] &&
              t('loShu.kuaGroup', { group: kua[r.kua.number]!.group, element: kua[r.kua.number]!.element })
            }
            value={r.kua.number}
          >
            {kua[r.kua.number] && <p>{kua[r.kua.number]!.summary}</p>}
            {r.kua.rawNumber === 5 && (
              <p>
                {t('loShu.kuaFive', {
                  gender: t(r.gender === 'male' ? 'loShu.kuaFiveMale' : 'loShu.kuaFiveFemale'),
                  number: r.kua.number,
                })}
              </p>
            )}
            {r.kua.solarYear !== r.date.year && <p>{t('loShu.solarYear', { year: r.kua.solarYear })}</p>}
            <h4>{t('loShu.goodHeading')}</h4>
            <dl className={s.directions} data-testid="kua-good">
              {r.kua.good.map((d) => (
                <div key={d.key} className={s.direction} data-direction={d.direction}>
                  <dt>{t(`loShu.good.${d.key}`)}</dt>
                  <dd>{compass[d.direction]}</dd>
                </div>
              ))}
            </dl>
            <h4>{t('loShu.badHeading')}</h4>
            <dl className={s.directions} data-testid="kua-bad">
              {r.kua.bad.map((d) => (
                <div key={d.key} className={s.direction} data-direction={d.direction}>
                  <dt>{t(`loShu.bad.${d.key}`)}</dt>
                  <dd>{compass[d.direction]}</dd>
                </div>
              ))}
            </dl>
          </NumberCard>
          <p className={s.disclaimer}>{t('common.disclaimer')}</p>
        </ResultSection>
      )}
    </>
  );
}
