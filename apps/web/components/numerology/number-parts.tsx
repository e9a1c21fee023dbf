'use client';

import type { NameNumber, PythagoreanNumbers } from '@drishti/engine/numerology/name';
import type { KarmicDebt } from '@drishti/engine/numerology/reduce';
import { useTranslations } from 'next-intl';
import type { ReactNode, Ref } from 'react';
import tp from '@/components/tool-page/tool-page.module.css';
import { distinctKarmic, stepsText } from './model';
import { Badge, type NatureText, NumberCard, NumberNature } from './number-card';
import type { MasterText } from './texts';

/** The parts every numerology calculator builds its number cards from, in the page's language. */
export function useNumberParts({
  texts,
  masters,
}: {
  texts: Record<number, NatureText>;
  masters: Record<number, MasterText>;
}) {
  const t = useTranslations('tools');
  const natureLabels = {
    strengths: t('common.strengths'),
    challenges: t('common.challenges'),
    careers: t('common.careers'),
    ruledBy: (planet: string) => t('common.ruledBy', { planet }),
  };
  return {
    /** What the number is like (a master number's own text for 11, 22 and 33). */
    nature: (value: number) => <NumberNature value={value} texts={texts} masters={masters} labels={natureLabels} />,
    /** A link to the number's own page, for 1–9. */
    moreLink: (value: number) =>
      value >= 1 && value <= 9
        ? { href: `/numerology/number/${value}`, label: t('common.moreAboutNumber', { number: value }) }
        : undefined,
    /** The master-number and karmic-debt pills, or nothing. */
    karmicBadges: (debts: readonly KarmicDebt[], isMaster = false) => {
      const list = [
        ...(isMaster
          ? [
              <Badge key="master" kind="master">
                {t('common.masterBadge')}
              </Badge>,
            ]
          : []),
        ...distinctKarmic(debts).map((k) => (
          <Badge key={k.number} kind="karmic">
            {t('common.karmicBadge', { number: k.number })}
          </Badge>
        )),
      ];
      return list.length ? list : undefined;
    },
    /** How a name number was reached: its letters, their values and the reduction. */
    lettersSteps: (n: NameNumber) =>
      t('numerology.lettersSteps', {
        letters: [...n.letters].join(' '),
        steps: `${n.breakdown.map((l) => l.value).join(' + ')} = ${stepsText(n.reduction.steps)}`,
      }),
  };
}

type NumberParts = ReturnType<typeof useNumberParts>;

/**
 * The expression, soul urge and personality cards of a name (Pythagorean), each with its meaning;
 * a note in place of the soul urge or personality when the name has no vowels or no consonants.
 */
export function NameNumberCards({ names, parts }: { names: PythagoreanNumbers; parts: NumberParts }) {
  const t = useTranslations('tools');
  const card = (id: string, field: 'expression' | 'soulUrge' | 'personality', n: NameNumber) => (
    <NumberCard
      id={id}
      label={t(`numerology.${field}`)}
      about={t(`numerology.${field}About`)}
      value={n.value}
      steps={parts.lettersSteps(n)}
      badges={parts.karmicBadges(n.karmicDebts, n.reduction.isMaster)}
      moreLink={parts.moreLink(n.value)}
    >
      {parts.nature(n.value)}
    </NumberCard>
  );
  return (
    <>
      {card('expression', 'expression', names.expression)}
      {names.soulUrge ? (
        card('soul-urge', 'soulUrge', names.soulUrge)
      ) : (
        <p className={tp.note} data-testid="soul-urge">
          {t('numerology.noSoulUrge')}
        </p>
      )}
      {names.personality ? (
        card('personality', 'personality', names.personality)
      ) : (
        <p className={tp.note} data-testid="personality">
          {t('numerology.noPersonality')}
        </p>
      )}
    </>
  );
}

/** A calculator's result: a focusable section headed by its title, revealed after a calculation. */
export function ResultSection({
  id,
  heading,
  sectionRef,
  children,
}: {
  id: string;
  heading: string;
  sectionRef: Ref<HTMLElement>;
  children: ReactNode;
}) {
  return (
    <section
      ref={sectionRef}
      className={tp.result}
      aria-labelledby={`${id}-result-heading`}
      data-testid="result"
      tabIndex={-1}
    >
      <h2 id={`${id}-result-heading`} className={tp.resultHeading}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
