'use client';

import { chaldeanNameNumber, type NameNumber, pythagoreanNumbers } from '@drishti/engine/numerology/name';
import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useRef, useState } from 'react';
import { TextField } from '@/components/tool-page/text-field';
import tp from '@/components/tool-page/tool-page.module.css';
import { useKeepTyped } from '@/components/ui/keep-typed';
import { distinctKarmic, focusField, listText, luckyNumbers, revealResult, stepsText } from './model';
import { Facts, KarmicPanels, LetterBreakdown, NumberCard } from './number-card';
import { NameNumberCards, ResultSection, useNumberParts } from './number-parts';
import s from './numerology.module.css';
import type { KarmicText, MasterText, NumberTexts } from './texts';
import { useCheckedField } from './use-field';
import { checkName } from './validation';

/** The texts of numbers 1–9 the name calculators show (the lucky days and colours for the name number only). */
export type NameNumberField = 'title' | 'planet' | 'keywords' | 'strengths' | 'challenges' | 'careers';
type NameTexts = NumberTexts<NameNumberField | 'luckyDays' | 'luckyColours'> | NumberTexts<NameNumberField>;

type Result =
  | { mode: 'chaldean'; name: string; number: NameNumber }
  | {
      mode: 'pythagorean';
      name: string;
      expression: NameNumber;
      soulUrge: NameNumber | null;
      personality: NameNumber | null;
    };

const VOWELS = new Set(['A', 'E', 'I', 'O', 'U']);

/**
 * The name calculators: Chaldean (the spec's letter table, /numerology/name-numerology-calculator)
 * and Pythagorean (1–9 in alphabet order, /pythagoren-numerology-calculator). Both take a name in
 * English letters and show the letters with their values, the numbers and what they mean.
 */
export function NameCalculator({
  mode,
  texts,
  masters,
  karmic,
}: {
  mode: 'chaldean' | 'pythagorean';
  texts: NameTexts;
  masters: Record<number, MasterText>;
  karmic: Record<number, KarmicText>;
}) {
  const formRef = useKeepTyped();
  const t = useTranslations('tools');
  const ns = mode === 'chaldean' ? 'name' : 'pythagorean';
  const id = useId();
  const nameId = `${id}-name`;
  const [submitted, setSubmitted] = useState(false);
  const name = useCheckedField(checkName, submitted);
  const [result, setResult] = useState<Result | null>(null);
  const resultRef = useRef<HTMLElement>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const check = name.result;
    if (!check.ok) {
      setResult(null);
      focusField(nameId);
      return;
    }
    if (mode === 'chaldean') setResult({ mode, name: check.name, number: chaldeanNameNumber(check.name) });
    else setResult({ mode, name: check.name, ...pythagoreanNumbers(check.name) });
    requestAnimationFrame(() => revealResult(resultRef.current));
  }

  const announcement = !result
    ? ''
    : result.mode === 'chaldean'
      ? t('name.announce', { total: result.number.total, value: result.number.value })
      : t('pythagorean.announce', { expression: result.expression.value });

  const parts = useNumberParts({ texts, masters });
  const meaning = parts.nature;
  const moreLink = parts.moreLink;
  const badges = (n: NameNumber) => parts.karmicBadges(n.karmicDebts, n.reduction.isMaster);

  const karmicPanels = (numbers: (NameNumber | null)[]) => (
    <KarmicPanels
      idPrefix={id}
      debts={distinctKarmic(numbers.flatMap((n) => n?.karmicDebts ?? []))}
      texts={karmic}
      lessonLabel={t('common.lesson')}
      className={tp.panel}
    />
  );

  return (
    <>
      <form ref={formRef} className={tp.form} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-form-heading`}>
        <h2 id={`${id}-form-heading`} className={tp.formHeading}>
          {t(`${ns}.formHeading`)}
        </h2>
        <TextField
          id={nameId}
          label={t('common.name.label')}
          hint={t(`${ns}.nameHint`)}
          value={name.value}
          onChange={name.setValue}
          onBlur={name.onBlur}
          error={name.errorKey ? t(`common.name.errors.${name.errorKey}`) : null}
          autoComplete="name"
          maxLength={80}
          required
          testId="name-input"
        />
        <div className={tp.submitRow}>
          <button type="submit" className="button" data-testid="calculate">
            {t('common.calculate')}
          </button>
        </div>
      </form>

      <p role="status" aria-live="polite" className="visually-hidden" data-testid="announcement">
        {announcement}
      </p>

      {result && (
        <ResultSection id={id} heading={t('common.resultHeading')} sectionRef={resultRef}>
          {result.mode === 'chaldean' ? (
            <>
              <div className={tp.panel}>
                <h3>{t('name.breakdownHeading')}</h3>
                <LetterBreakdown
                  caption={t('name.breakdownCaption', { name: result.name })}
                  letters={result.number.breakdown}
                  total={result.number.total}
                  testId="letters"
                />
              </div>
              <NumberCard
                id="name-number"
                label={t('name.nameNumber')}
                value={result.number.value}
                steps={t('name.compoundText', {
                  total: result.number.total,
                  steps: stepsText(result.number.reduction.steps),
                })}
                badges={badges(result.number)}
                moreLink={moreLink(result.number.value)}
              >
                {meaning(result.number.value)}
              </NumberCard>
              <section className={tp.panel} aria-labelledby={`${id}-lucky`} data-testid="lucky">
                <h3 id={`${id}-lucky`}>{t('name.luckyHeading')}</h3>
                <p data-testid="lucky-numbers">
                  {t('name.luckyText', {
                    value: result.number.value,
                    numbers: listText(luckyNumbers(result.number.value), t('common.and')),
                  })}
                </p>
                <LuckyFacts texts={texts} value={result.number.value} />
              </section>
              {karmicPanels([result.number])}
            </>
          ) : (
            <>
              <div className={tp.panel}>
                <h3>{t('pythagorean.breakdownHeading')}</h3>
                <LetterBreakdown
                  caption={t('pythagorean.breakdownCaption', { name: result.name })}
                  letters={result.expression.breakdown.map((l) => ({
                    ...l,
                    marked: VOWELS.has(l.letter),
                    mark: t('pythagorean.vowel'),
                  }))}
                  total={result.expression.total}
                  testId="letters"
                />
              </div>
              <div className={tp.panelGrid}>
                <NameNumberCards names={result} parts={parts} />
              </div>
              {karmicPanels([result.expression, result.soulUrge, result.personality])}
            </>
          )}
          <p className={s.disclaimer}>{t('common.disclaimer')}</p>
        </ResultSection>
      )}
    </>
  );
}

/** Lucky days and colours of a name number, when the page passed them. */
function LuckyFacts({ texts, value }: { texts: NameTexts; value: number }) {
  const t = useTranslations('tools.common');
  const n = texts[value];
  if (!n || !('luckyDays' in n)) return null;
  return (
    <Facts
      items={[
        { term: t('luckyDays'), text: n.luckyDays },
        { term: t('luckyColours'), text: n.luckyColours },
      ]}
    />
  );
}
