'use client';

import { Pencil } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { BirthForm } from '../birth-form/birth-form';
import { type BirthValue, birthToQuery, toBirthRequest } from '../birth-form/types';
import tp from '../tool-page/tool-page.module.css';
import { ErrorState } from '../ui/error-state';
import { BOY_PREFIX, birthDateText, birthTimeText, GIRL_PREFIX, joinQueries } from './birth-text';
import { type MatchLinks, type MatchNames, MatchResult } from './match-result';
import s from './matching.module.css';
import { isMatchAnswer, pointsText, verdictBand } from './model';
import { replaceQuery, useApiCall } from './use-api-call';

const MATCH_PATH = '/api/users/vedic-tools/male-female-match-report';

type Step = 'boy' | 'girl' | null;

/**
 * /kundali/kundali-matchmaking: the boy's details, then the girl's (both need date, time and
 * place), then the match from the API. The inputs go into the URL so a shared link shows the same
 * result; opening such a link runs the match at once.
 */
export function MatchTool({
  initialBoy,
  initialGirl,
  names,
  links,
  errorLabels,
}: {
  initialBoy: BirthValue | null;
  initialGirl: BirthValue | null;
  names: MatchNames;
  links: MatchLinks;
  errorLabels: { prefix: string; generic: string; retry: string };
}) {
  const t = useTranslations('matching');
  const locale = useLocale() === 'hi' ? 'hi' : 'en';
  const id = useId();
  const [boy, setBoy] = useState<BirthValue | null>(initialBoy);
  const [girl, setGirl] = useState<BirthValue | null>(initialGirl);
  const [step, setStep] = useState<Step>(initialBoy ? (initialGirl ? null : 'girl') : 'boy');
  const { state, run } = useApiCall(locale, MATCH_PATH, isMatchAnswer);
  const girlRef = useRef<HTMLHeadingElement>(null);
  const boyRef = useRef<HTMLHeadingElement>(null);
  const resultRef = useRef<HTMLElement>(null);
  const [pendingFocus, setPendingFocus] = useState<'boy' | 'girl' | 'result' | null>(null);

  const match = useCallback(
    (b: BirthValue, g: BirthValue) => {
      void run({ boy: toBirthRequest(b), girl: toBirthRequest(g), lang: locale });
      replaceQuery(joinQueries(birthToQuery(b, BOY_PREFIX), birthToQuery(g, GIRL_PREFIX)));
    },
    [run, locale],
  );

  // A shared link: both people are in the URL, so the match runs as soon as the page is ready.
  const ranInitial = useRef(false);
  useEffect(() => {
    if (ranInitial.current || !initialBoy || !initialGirl) return;
    ranInitial.current = true;
    match(initialBoy, initialGirl);
  }, [initialBoy, initialGirl, match]);

  useEffect(() => {
    if (pendingFocus === 'girl') girlRef.current?.focus();
    else if (pendingFocus === 'boy') boyRef.current?.focus();
    else if (pendingFocus === 'result' && state.status === 'done') resultRef.current?.focus();
    else return;
    setPendingFocus(null);
  }, [pendingFocus, state.status]);

  function onBoy(v: BirthValue) {
    setBoy(v);
    if (girl) {
      setStep(null);
      setPendingFocus('result');
      match(v, girl);
    } else {
      setStep('girl');
      setPendingFocus('girl');
    }
  }

  function onGirl(v: BirthValue) {
    setGirl(v);
    setStep(null);
    if (boy) {
      setPendingFocus('result');
      match(boy, v);
    } else {
      setStep('boy');
      setPendingFocus('boy');
    }
  }

  function edit(which: 'boy' | 'girl') {
    setStep(which);
    setPendingFocus(which);
  }

  const busy = state.status === 'loading';
  const resultHeadingId = `${id}-result`;

  return (
    <>
      <div className={`${s.steps} ${tp.noPrint}`}>
        <section className={s.step} aria-labelledby={`${id}-boy`} data-testid="boy-step">
          <h2 id={`${id}-boy`} ref={boyRef} tabIndex={-1} className={s.stepHeading}>
            <span className={s.stepNumber}>{t('form.stepOf', { step: 1 })}</span>
            {t('form.boyLegend')}
          </h2>
          {step === 'boy' ? (
            <BirthForm
              idPrefix="boy"
              legend={t('form.boyLegend')}
              initial={boy}
              fixedGender="male"
              submitLabel={girl ? t('form.submit') : t('form.continue')}
              onSubmit={onBoy}
              busy={busy}
              showSavedProfiles
            />
          ) : boy ? (
            <PersonSummary value={boy} onChange={() => edit('boy')} locale={locale} testId="boy-person" />
          ) : null}
        </section>

        <section className={s.step} aria-labelledby={`${id}-girl`} data-testid="girl-step">
          <h2 id={`${id}-girl`} ref={girlRef} tabIndex={-1} className={s.stepHeading}>
            <span className={s.stepNumber}>{t('form.stepOf', { step: 2 })}</span>
            {t('form.girlLegend')}
          </h2>
          {step === 'girl' ? (
            <BirthForm
              idPrefix="girl"
              legend={t('form.girlLegend')}
              initial={girl}
              fixedGender="female"
              submitLabel={t('form.submit')}
              onSubmit={onGirl}
              busy={busy}
              showSavedProfiles
            />
          ) : girl ? (
            <PersonSummary value={girl} onChange={() => edit('girl')} locale={locale} testId="girl-person" />
          ) : null}
        </section>
      </div>

      <p role="status" aria-live="polite" className="visually-hidden" data-testid="announcement">
        {state.status === 'loading'
          ? t('loading')
          : state.status === 'done'
            ? t('result.announce', {
                total: pointsText(state.data.total),
                verdict: t(`result.verdict.${verdictBand(state.data.total)}`),
              })
            : ''}
      </p>

      {state.status === 'loading' && (
        <div className={s.skeleton} aria-hidden="true" data-testid="match-loading">
          <div className={s.skeletonScore} />
          <div className={s.skeletonRows} />
        </div>
      )}
      {state.status === 'error' && (
        <ErrorState
          text={state.message}
          labels={errorLabels}
          onRetry={boy && girl ? () => match(boy, girl) : undefined}
        />
      )}
      {state.status === 'done' && boy && girl && (
        <section
          ref={resultRef}
          className={tp.result}
          aria-labelledby={resultHeadingId}
          data-testid="match-result"
          tabIndex={-1}
        >
          <MatchResult
            answer={state.data}
            boy={boy}
            girl={girl}
            names={names}
            links={links}
            headingId={resultHeadingId}
          />
        </section>
      )}
    </>
  );
}

function PersonSummary({
  value,
  onChange,
  locale,
  testId,
}: {
  value: BirthValue;
  onChange: () => void;
  locale: 'en' | 'hi';
  testId: string;
}) {
  const t = useTranslations('matching');
  return (
    <div className={s.summary} data-testid={testId}>
      <p className={s.summaryText}>
        <strong>{value.name}</strong>
        <span className={s.personMeta}>
          {t('person.details', {
            date: birthDateText(value, locale),
            time: birthTimeText(value, locale),
            place: value.place.label,
          })}
        </span>
      </p>
      <button
        type="button"
        className={tp.secondaryButton}
        onClick={onChange}
        aria-label={t('form.changeFor', { name: value.name })}
      >
        <Pencil aria-hidden="true" size={18} />
        {t('form.change')}
      </button>
    </div>
  );
}
