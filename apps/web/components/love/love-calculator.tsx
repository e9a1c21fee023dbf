'use client';

import { type FlamesGame, flames } from '@drishti/engine/tools/flames';
import { type LoveCalculation, loveCalculator } from '@drishti/engine/tools/love-calculator';
import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useRef, useState } from 'react';
import { focusField, revealResult } from '@/components/numerology/model';
import { useCheckedField } from '@/components/numerology/use-field';
import { checkGameName } from '@/components/numerology/validation';
import { TextField } from '@/components/tool-page/text-field';
import tp from '@/components/tool-page/tool-page.module.css';
import { useKeepTyped } from '@/components/ui/keep-typed';
import s from './love.module.css';
import { cancelMarks, FLAMES_LETTER, type MarkedLetter, flamesRounds } from './model';

interface Result {
  names: [string, string];
  love: LoveCalculation;
  game: FlamesGame;
}

/** /love-calculator: two names → the love percentage and FLAMES, each worked through step by step. */
export function LoveCalculator() {
  const formRef = useKeepTyped();
  const t = useTranslations('tools');
  const id = useId();
  const firstId = `${id}-first`;
  const secondId = `${id}-second`;
  const [submitted, setSubmitted] = useState(false);
  const first = useCheckedField(checkGameName, submitted);
  const second = useCheckedField(checkGameName, submitted);
  const [result, setResult] = useState<Result | null>(null);
  const resultRef = useRef<HTMLElement>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    const a = first.result;
    const b = second.result;
    if (!a.ok || !b.ok) {
      setResult(null);
      focusField(!a.ok ? firstId : secondId);
      return;
    }
    setResult({ names: [a.name, b.name], love: loveCalculator(a.name, b.name), game: flames(a.name, b.name) });
    requestAnimationFrame(() => revealResult(resultRef.current));
  }

  const r = result;
  const marks = r ? cancelMarks(r.game.names[0], r.game.names[1]) : null;
  const rounds = r ? flamesRounds(r.game.count) : [];
  const flamesLabel = (key: keyof typeof FLAMES_LETTER) => t(`love.result.${key}`);

  return (
    <>
      <form ref={formRef} className={tp.form} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-form-heading`}>
        <h2 id={`${id}-form-heading`} className={tp.formHeading}>
          {t('love.formHeading')}
        </h2>
        <TextField
          id={firstId}
          label={t('love.yourName')}
          hint={t('love.nameHint')}
          value={first.value}
          onChange={first.setValue}
          onBlur={first.onBlur}
          error={first.errorKey ? t(`common.name.errors.${first.errorKey}`) : null}
          autoComplete="given-name"
          maxLength={60}
          required
          testId="first-name"
        />
        <TextField
          id={secondId}
          label={t('love.partnerName')}
          hint={t('love.nameHint')}
          value={second.value}
          onChange={second.setValue}
          onBlur={second.onBlur}
          error={second.errorKey ? t(`common.name.errors.${second.errorKey}`) : null}
          maxLength={60}
          required
          testId="second-name"
        />
        <div className={tp.submitRow}>
          <button type="submit" className="button" data-testid="calculate">
            {t('common.calculate')}
          </button>
        </div>
      </form>

      <p role="status" aria-live="polite" className="visually-hidden" data-testid="announcement">
        {r
          ? t('love.announce', {
              percentage: r.love.percentage,
              flames: r.game.result ? flamesLabel(r.game.result) : '–',
            })
          : ''}
      </p>

      {r && marks && (
        <section
          ref={resultRef}
          className={tp.result}
          aria-labelledby={`${id}-result-heading`}
          data-testid="result"
          tabIndex={-1}
        >
          <h2 id={`${id}-result-heading`} className={tp.resultHeading}>
            {t('common.resultHeading')}
          </h2>

          <section className={s.score} aria-labelledby={`${id}-score`}>
            <h3 id={`${id}-score`}>{t('love.scoreHeading')}</h3>
            <p className={s.names}>{t('love.scoreLabel', { first: r.names[0], second: r.names[1] })}</p>
            <p className={s.percentage} data-testid="love-percentage">
              {r.love.percentage}%
            </p>
            <div className={s.bar} aria-hidden="true">
              <div className={s.barFill} style={{ width: `${r.love.percentage}%` }} />
            </div>
          </section>
          <p className={tp.note}>{t('love.forFun')}</p>

          <section className={tp.panel} aria-labelledby={`${id}-score-how`} data-testid="score-steps">
            <h3 id={`${id}-score-how`}>{t('love.scoreHowHeading')}</h3>
            <p>{t('love.scorePhrase', { phrase: r.love.phrase })}</p>
            <p>{t('love.scoreCounts')}</p>
            <ol className={s.counts}>
              {r.love.letterCounts.map((c) => (
                <li key={c.letter} className={s.count}>
                  <span className={s.countLetter}>{c.letter}</span>
                  <span className="visually-hidden"> = </span>
                  <span className={s.countValue}>{c.count}</span>
                </li>
              ))}
            </ol>
            <p>{t('love.scoreFold')}</p>
            <ol className={s.rows} data-testid="fold-rows">
              {r.love.rows.map((row) => (
                <li key={row.join('-')} className={s.row}>
                  {row.map((digit, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: digits repeat; the position is the identity
                    <span key={i} className={s.digit}>
                      {digit}
                    </span>
                  ))}
                </li>
              ))}
            </ol>
          </section>

          <section className={tp.panel} aria-labelledby={`${id}-flames`} data-testid="flames">
            <h3 id={`${id}-flames`}>{t('love.flamesHeading')}</h3>
            <p>{t('love.flamesCancel')}</p>
            <NameLetters
              label={r.names[0]}
              letters={marks[0]}
              struckLabel={t('love.struckLetter')}
              testId="flames-first"
            />
            <NameLetters
              label={r.names[1]}
              letters={marks[1]}
              struckLabel={t('love.struckLetter')}
              testId="flames-second"
            />
            {r.game.result ? (
              <>
                <p data-testid="flames-count">{t('love.flamesCount', { count: r.game.count })}</p>
                <ol className={s.rounds}>
                  {rounds.map((round, i) => (
                    <li key={round.struck}>
                      <p>
                        {t('love.flamesRound', {
                          round: i + 1,
                          count: r.game.count,
                          start: FLAMES_LETTER[round.start],
                          struck: `${FLAMES_LETTER[round.struck]} (${flamesLabel(round.struck)})`,
                        })}
                      </p>
                      <ul className={s.flames} aria-hidden="true">
                        {(['friends', 'love', 'affection', 'marriage', 'enemies', 'siblings'] as const).map((key) => {
                          const gone = !round.standing.includes(key);
                          const hit = key === round.struck;
                          return (
                            <li key={key} className={gone ? s.struck : hit ? s.hit : undefined}>
                              {FLAMES_LETTER[key]}
                            </li>
                          );
                        })}
                      </ul>
                    </li>
                  ))}
                </ol>
                <p className={s.flamesResult}>
                  <span>{t('love.flamesResultLabel')}</span>
                  <strong data-testid="flames-result" data-result={r.game.result}>
                    {flamesLabel(r.game.result)}
                  </strong>
                </p>
              </>
            ) : (
              <p className={tp.note} data-testid="flames-none">
                {t('love.flamesNone')}
              </p>
            )}
          </section>
        </section>
      )}
    </>
  );
}

/** A name's letters with the cancelled ones struck through. */
function NameLetters({
  label,
  letters,
  struckLabel,
  testId,
}: {
  label: string;
  letters: MarkedLetter[];
  struckLabel: string;
  testId: string;
}) {
  return (
    <div>
      <p className={s.nameLabel}>{label}</p>
      <ol className={s.nameLetters} data-testid={testId}>
        {letters.map((l, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: letters repeat; the position is the identity
          <li key={i} className={l.struck ? s.struck : undefined} data-struck={l.struck || undefined}>
            {l.letter}
            {l.struck && <span className="visually-hidden"> ({struckLabel})</span>}
          </li>
        ))}
      </ol>
    </div>
  );
}
