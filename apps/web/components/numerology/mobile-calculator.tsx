'use client';

import { lifePathNumber, psychicNumber } from '@drishti/engine/numerology/date-numbers';
import { analyzeMobileNumber, type MobileAnalysis, type MobileCompatibility } from '@drishti/engine/numerology/mobile';
import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useMemo, useRef, useState } from 'react';
import { TextField } from '@/components/tool-page/text-field';
import tp from '@/components/tool-page/tool-page.module.css';
import { DatePicker, type DatePickerLabels } from '@/components/ui/date-picker';
import { useKeepTyped } from '@/components/ui/keep-typed';
import {
  birthDateLimits,
  distinctKarmic,
  focusField,
  isBlank,
  listText,
  luckyNumbers,
  readDate,
  revealResult,
  stepsText,
} from './model';
import { Badge, NumberCard } from './number-card';
import { ResultSection } from './number-parts';
import s from './numerology.module.css';
import type { KarmicText, NumberTexts } from './texts';
import { useCheckedField } from './use-field';
import { checkMobile } from './validation';

/** "9876543210" → "98765 43210", the way Indian mobile numbers are usually written. */
export function groupMobile(digits: string): string {
  return digits.length === 10 ? `${digits.slice(0, 5)} ${digits.slice(5)}` : digits;
}

/**
 * /numerology/mobile-numerology-calculator: a 10-digit mobile number (and optionally the owner's
 * date of birth) → total, compound and root, meaning, digit counts, match with the birth numbers
 * by the friendship table, and advice.
 */
export function MobileCalculator({
  texts,
  karmic,
  dateLabels,
}: {
  texts: NumberTexts<'title' | 'planet' | 'keywords'>;
  karmic: Record<number, KarmicText>;
  dateLabels: DatePickerLabels;
}) {
  const formRef = useKeepTyped();
  const t = useTranslations('tools');
  const id = useId();
  const mobileId = `${id}-mobile`;
  const dateId = `${id}-dob`;
  const [submitted, setSubmitted] = useState(false);
  const mobile = useCheckedField(checkMobile, submitted);
  const [result, setResult] = useState<MobileAnalysis | null>(null);
  const resultRef = useRef<HTMLElement>(null);
  const limits = useMemo(() => birthDateLimits(new Date()), []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    const dateText = (document.getElementById(dateId) as HTMLInputElement | null)?.value ?? '';
    const date = readDate(dateText, limits);
    const dateInvalid = !isBlank(dateText) && !date;
    const check = mobile.result;
    if (!check.ok || dateInvalid) {
      setResult(null);
      focusField(!check.ok ? mobileId : dateId);
      return;
    }
    const owner = date ? { psychicNumber: psychicNumber(date).value, lifePathNumber: lifePathNumber(date).value } : {};
    setResult(analyzeMobileNumber(check.digits, owner));
    requestAnimationFrame(() => revealResult(resultRef.current));
  }

  const mobileError = (() => {
    const r = mobile.result;
    if (!mobile.errorKey || r.ok) return null;
    return t(`mobile.errors.${r.error}`, { count: r.count });
  })();

  const r = result;
  const rootText = r && r.root >= 1 ? texts[r.root] : undefined;
  const and = t('common.and');

  return (
    <>
      <form ref={formRef} className={tp.form} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-form-heading`}>
        <h2 id={`${id}-form-heading`} className={tp.formHeading}>
          {t('mobile.formHeading')}
        </h2>
        <TextField
          id={mobileId}
          label={t('mobile.mobileLabel')}
          hint={t('mobile.mobileHint')}
          value={mobile.value}
          onChange={mobile.setValue}
          onBlur={mobile.onBlur}
          error={mobileError}
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={16}
          required
          testId="mobile-input"
        />
        <div>
          <DatePicker
            id={dateId}
            label={`${t('common.dob.label')} ${t('common.optional')}`}
            labels={dateLabels}
            min={limits.min}
            max={limits.max}
            showError={submitted}
          />
          <p className={tp.formNote}>{t('mobile.dobNote')}</p>
        </div>
        <div className={tp.submitRow}>
          <button type="submit" className="button" data-testid="calculate">
            {t('common.calculate')}
          </button>
        </div>
      </form>

      <p role="status" aria-live="polite" className="visually-hidden" data-testid="announcement">
        {r ? t('mobile.announce', { digits: groupMobile(r.digits), total: r.digitSum, root: r.root }) : ''}
      </p>

      {r && (
        <ResultSection
          id={id}
          heading={t('mobile.numberHeading', { digits: groupMobile(r.digits) })}
          sectionRef={resultRef}
        >
          <NumberCard
            id="mobile-root"
            label={t('mobile.root')}
            value={r.root}
            steps={`${[...r.digits].join(' + ')} = ${stepsText(r.reduction.steps)}`}
            badges={
              distinctKarmic(r.karmicDebts).length
                ? distinctKarmic(r.karmicDebts).map((k) => (
                    <Badge key={k.number} kind="karmic">
                      {t('common.karmicBadge', { number: k.number })}
                    </Badge>
                  ))
                : undefined
            }
            moreLink={
              r.root >= 1
                ? { href: `/numerology/number/${r.root}`, label: t('common.moreAboutNumber', { number: r.root }) }
                : undefined
            }
          >
            <dl className={s.facts}>
              <div className={s.fact}>
                <dt>{t('mobile.digitTotal')}</dt>
                <dd data-testid="mobile-total">{r.digitSum}</dd>
              </div>
              <div className={s.fact}>
                <dt>{t('common.compound')}</dt>
                <dd data-testid="mobile-compound">{r.compound}</dd>
              </div>
            </dl>
            {rootText && (
              <>
                <h4 className={s.meaningTitle}>{t('mobile.meaningHeading', { root: r.root })}</h4>
                <p className={s.meaningTitle}>
                  {rootText.title} · {t('common.ruledBy', { planet: rootText.planet })}
                </p>
                <p>{rootText.keywords}</p>
                <p data-testid="mobile-meaning">{t(`mobile.meanings.${r.root}`)}</p>
              </>
            )}
          </NumberCard>

          <section className={tp.panel} aria-labelledby={`${id}-freq`} data-testid="frequency">
            <h3 id={`${id}-freq`}>{t('mobile.frequencyHeading')}</h3>
            <ol className={s.digitRow} aria-label={t('mobile.frequencyCaption')}>
              {r.frequencies.map((count, digit) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the index is the digit
                <li key={digit} className={s.digitCell} data-count={count} data-digit={digit}>
                  <span className={s.digitName}>{digit}</span>
                  <span className="visually-hidden">: </span>
                  <span className={s.digitCount}>×{count}</span>
                </li>
              ))}
            </ol>
            <p data-testid="missing-digits">
              {r.missingDigits.length
                ? t('mobile.missingDigits', { digits: listText(r.missingDigits, and) })
                : t('mobile.noMissingDigits')}
            </p>
            <p>
              {r.repeatedDigits.length
                ? t('mobile.repeatedDigits', { digits: listText(r.repeatedDigits, and) })
                : t('mobile.noRepeatedDigits')}
            </p>
          </section>

          <section className={tp.panel} aria-labelledby={`${id}-match`} data-testid="compatibility">
            <h3 id={`${id}-match`}>{t('mobile.compatibilityHeading')}</h3>
            {r.compatibility.psychic ? (
              <ul className={s.matchList}>
                <MatchRow kind="psychic" match={r.compatibility.psychic} root={r.root} />
                {r.compatibility.lifePath && (
                  <MatchRow kind="lifePath" match={r.compatibility.lifePath} root={r.root} />
                )}
              </ul>
            ) : (
              <p>{t('mobile.noDob')}</p>
            )}
          </section>

          <section className={tp.panel} aria-labelledby={`${id}-advice`} data-testid="advice">
            <h3 id={`${id}-advice`}>{t('mobile.adviceHeading')}</h3>
            <ul className={s.adviceList}>
              {r.compatibility.psychic &&
                (r.compatibility.psychic.lookup.relation === 'friend' ? (
                  <li>{t('mobile.advice.keep', { root: r.root, owner: r.compatibility.psychic.ownerRoot })}</li>
                ) : (
                  <li>
                    {t('mobile.advice.choose', {
                      friends: listText(luckyNumbers(r.compatibility.psychic.ownerRoot), and),
                      owner: r.compatibility.psychic.ownerRoot,
                    })}
                  </li>
                ))}
              {!r.compatibility.psychic && <li>{t('mobile.advice.addDob')}</li>}
              {distinctKarmic(r.karmicDebts).map((k) => (
                <li key={k.number}>
                  {t('mobile.advice.karmic', { compound: k.number, lesson: karmic[k.number]?.lesson ?? '' })}
                </li>
              ))}
              <li>{t('mobile.advice.practical')}</li>
            </ul>
          </section>
        </ResultSection>
      )}
    </>
  );
}

/** One birth number, the friendship table's verdict on the mobile's root, and what it means. */
function MatchRow({ kind, match, root }: { kind: 'psychic' | 'lifePath'; match: MobileCompatibility; root: number }) {
  const t = useTranslations('tools');
  const relation = match.lookup.relation;
  return (
    <li data-testid={`match-${kind}`} data-relation={relation}>
      <span>
        <strong>
          {t(kind === 'psychic' ? 'mobile.psychicLabel' : 'mobile.lifePathLabel', { number: match.ownerNumber })}
        </strong>
        {match.ownerRoot !== match.ownerNumber && <> ({t('mobile.lifePathRow', { root: match.ownerRoot })})</>}
      </span>
      <span>
        <span className={`${s.relation} ${s[`relation-${relation}`]}`}>{t(`common.relation.${relation}`)}</span>
      </span>
      <span>{t(`mobile.relationText.${relation}`, { root, owner: match.ownerRoot })}</span>
    </li>
  );
}
