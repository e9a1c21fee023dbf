'use client';

import {
  type DestinyNumber,
  destinyNumber,
  type LifePathNumber,
  lifePathNumber,
  type PersonalYearNumber,
  type PsychicNumber,
  personalYearNumber,
  psychicNumber,
} from '@drishti/engine/numerology/date-numbers';
import { type PythagoreanNumbers, pythagoreanNumbers } from '@drishti/engine/numerology/name';
import { type KarmicDebt, reduceNumber } from '@drishti/engine/numerology/reduce';
import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useMemo, useRef, useState } from 'react';
import { TextField } from '@/components/tool-page/text-field';
import tp from '@/components/tool-page/tool-page.module.css';
import type { DateValue } from '@/components/ui/date-model';
import { DatePicker, type DatePickerLabels } from '@/components/ui/date-picker';
import { useKeepTyped } from '@/components/ui/keep-typed';
import { birthDateLimits, distinctKarmic, focusField, readDate, revealResult, stepsText } from './model';
import { KarmicPanels, NumberCard } from './number-card';
import { NameNumberCards, ResultSection, useNumberParts } from './number-parts';
import s from './numerology.module.css';
import type { KarmicText, MasterText, NumberTexts, PersonalYearText } from './texts';
import { useCheckedField } from './use-field';
import { checkName } from './validation';

export type NumerologyField =
  | 'title'
  | 'planet'
  | 'keywords'
  | 'lifePath'
  | 'psychic'
  | 'destiny'
  | 'strengths'
  | 'challenges';

interface Result {
  name: string;
  date: DateValue;
  lifePath: LifePathNumber;
  destiny: DestinyNumber;
  psychic: PsychicNumber;
  personalYear: PersonalYearNumber;
  names: PythagoreanNumbers;
}

/**
 * /numerology/numerology-calculator: name and date of birth → life path (masters kept), destiny,
 * expression, soul urge, personality, birthday and personal year numbers, and karmic debts.
 */
export function NumerologyCalculator({
  texts,
  masters,
  karmic,
  personalYears,
  dateLabels,
}: {
  texts: NumberTexts<NumerologyField>;
  masters: Record<number, MasterText>;
  karmic: Record<number, KarmicText>;
  personalYears: Record<number, PersonalYearText>;
  dateLabels: DatePickerLabels;
}) {
  const formRef = useKeepTyped();
  const t = useTranslations('tools');
  const id = useId();
  const nameId = `${id}-name`;
  const dateId = `${id}-dob`;
  const [submitted, setSubmitted] = useState(false);
  const name = useCheckedField(checkName, submitted);
  const [result, setResult] = useState<Result | null>(null);
  const resultRef = useRef<HTMLElement>(null);
  const limits = useMemo(() => birthDateLimits(new Date()), []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    const dateInput = document.getElementById(dateId) as HTMLInputElement | null;
    const date = readDate(dateInput?.value ?? '', limits);
    const check = name.result;
    if (!check.ok || !date) {
      setResult(null);
      focusField(!check.ok ? nameId : dateId);
      return;
    }
    setResult({
      name: check.name,
      date,
      lifePath: lifePathNumber(date),
      destiny: destinyNumber(date),
      psychic: psychicNumber(date),
      personalYear: personalYearNumber(date, new Date().getFullYear()),
      names: pythagoreanNumbers(check.name),
    });
    requestAnimationFrame(() => revealResult(resultRef.current));
  }

  const parts = useNumberParts({ texts, masters });
  const { moreLink, karmicBadges } = parts;
  /** A number's own text (life path, birthday, destiny) with its title, or a master number's text. */
  const ownText = (value: number, field: 'lifePath' | 'psychic' | 'destiny') => {
    const master = masters[value];
    if (master) {
      return (
        <>
          <p className={s.meaningTitle}>{master.title}</p>
          <p>{master.meaning}</p>
        </>
      );
    }
    const n = texts[value];
    if (!n) return null;
    return (
      <>
        <p className={s.meaningTitle}>
          {n.title} · {t('common.ruledBy', { planet: n.planet })}
        </p>
        <p>{n[field]}</p>
      </>
    );
  };

  const r = result;
  const allKarmic = r
    ? distinctKarmic([
        ...relabel(r.lifePath.karmicDebts, 'total', 'lifePathTotal'),
        ...relabel(r.destiny.karmicDebts, 'total', 'destinyTotal'),
        ...r.names.expression.karmicDebts,
        ...(r.names.soulUrge?.karmicDebts ?? []),
        ...(r.names.personality?.karmicDebts ?? []),
      ])
    : [];

  return (
    <>
      <form ref={formRef} className={tp.form} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-form-heading`}>
        <h2 id={`${id}-form-heading`} className={tp.formHeading}>
          {t('numerology.formHeading')}
        </h2>
        <TextField
          id={nameId}
          label={t('numerology.nameLabel')}
          hint={t('numerology.nameHint')}
          value={name.value}
          onChange={name.setValue}
          onBlur={name.onBlur}
          error={name.errorKey ? t(`common.name.errors.${name.errorKey}`) : null}
          autoComplete="name"
          maxLength={80}
          required
          testId="name-input"
        />
        <DatePicker
          id={dateId}
          label={t('common.dob.label')}
          labels={dateLabels}
          min={limits.min}
          max={limits.max}
          required
          showError={submitted}
        />
        <div className={tp.submitRow}>
          <button type="submit" className="button" data-testid="calculate">
            {t('common.calculate')}
          </button>
        </div>
      </form>

      <p role="status" aria-live="polite" className="visually-hidden" data-testid="announcement">
        {r
          ? t('numerology.announce', {
              lifePath: r.lifePath.value,
              destiny: r.destiny.value,
              expression: r.names.expression.value,
            })
          : ''}
      </p>

      {r && (
        <ResultSection id={id} heading={t('common.resultHeading')} sectionRef={resultRef}>
          <div className={tp.panelGrid}>
            <NumberCard
              id="life-path"
              label={t('numerology.lifePath')}
              about={t('numerology.lifePathAbout')}
              value={r.lifePath.value}
              steps={t('numerology.lifePathSteps', {
                day: stepsText(r.lifePath.components.day.steps),
                month: stepsText(r.lifePath.components.month.steps),
                year: stepsText(r.lifePath.components.year.steps),
                sum: `${r.lifePath.components.day.value} + ${r.lifePath.components.month.value} + ${r.lifePath.components.year.value} = ${stepsText(r.lifePath.total.steps)}`,
              })}
              badges={karmicBadges(r.lifePath.karmicDebts, r.lifePath.isMaster)}
              moreLink={moreLink(r.lifePath.value)}
            >
              {ownText(r.lifePath.value, 'lifePath')}
            </NumberCard>
            <NumberCard
              id="destiny"
              label={t('numerology.destiny')}
              about={t('numerology.destinyAbout')}
              value={r.destiny.value}
              steps={t('numerology.destinySteps', { date: r.date.text, steps: stepsText(r.destiny.reduction.steps) })}
              badges={karmicBadges(r.destiny.karmicDebts)}
              moreLink={moreLink(r.destiny.value)}
            >
              {ownText(r.destiny.value, 'destiny')}
            </NumberCard>
            <NameNumberCards names={r.names} parts={parts} />
            <NumberCard
              id="birthday"
              label={t('numerology.birthday')}
              about={t('numerology.birthdayAbout')}
              value={r.psychic.value}
              steps={stepsText(r.psychic.reduction.steps)}
              badges={karmicBadges(r.psychic.karmicDebts)}
              moreLink={moreLink(r.psychic.value)}
            >
              {ownText(r.psychic.value, 'psychic')}
            </NumberCard>
            <NumberCard
              id="personal-year"
              label={t('numerology.personalYear', { year: r.personalYear.year })}
              about={t('numerology.personalYearAbout')}
              value={r.personalYear.value}
              steps={t('numerology.personalYearSteps', {
                day: stepsText(reduceNumber(r.date.day).steps),
                month: stepsText(reduceNumber(r.date.month).steps),
                year: stepsText(reduceNumber(r.personalYear.year).steps),
                steps: stepsText(r.personalYear.reduction.steps),
              })}
            >
              {personalYears[r.personalYear.value] && (
                <>
                  <p className={s.meaningTitle}>{personalYears[r.personalYear.value]!.theme}</p>
                  <p>{personalYears[r.personalYear.value]!.text}</p>
                </>
              )}
            </NumberCard>
          </div>

          <section className={tp.panel} aria-labelledby={`${id}-karmic-heading`} data-testid="karmic">
            <h3 id={`${id}-karmic-heading`}>{t('numerology.karmicHeading')}</h3>
            {allKarmic.length === 0 && <p>{t('numerology.noKarmic')}</p>}
          </section>
          <KarmicPanels
            idPrefix={id}
            debts={allKarmic}
            texts={karmic}
            lessonLabel={t('common.lesson')}
            sourceLabel={(sources) =>
              t('common.karmicFoundIn', {
                sources: [...new Set(sources)].map((src) => t(`common.karmicSource.${src}`)).join(', '),
              })
            }
            className={tp.panel}
          />
          <p className={s.disclaimer}>{t('common.disclaimer')}</p>
        </ResultSection>
      )}
    </>
  );
}

/** The same karmic debts with one source renamed (the life path and destiny both have a "total"). */
function relabel(debts: readonly KarmicDebt[], from: string, to: string): KarmicDebt[] {
  return debts.map((d) => (d.source === from ? { ...d, source: to } : d));
}
