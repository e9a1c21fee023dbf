'use client';

import type { TarotCard } from '@drishti/content/tarot';
import { QUESTION_CAUTIONS, questionCaution, REVERSED_NOTES, yesNoVerdict } from '@drishti/content/tarot-yes-no';
import type { Locale } from '@drishti/content/types';
import { cryptoRandomSource } from '@drishti/engine/tools/random';
import { drawTarotCard, type TarotDraw } from '@drishti/engine/tools/tarot';
import { RotateCcw } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { type FormEvent, type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { TarotCardArt } from '@/components/tarot/tarot-card-art';
import { TextField } from '@/components/tool-page/text-field';
import tp from '@/components/tool-page/tool-page.module.css';
import { type ErrorLabels, ErrorState } from '@/components/ui/error-state';
import { Link } from '@/i18n/navigation';
import { CardBack } from './card-back';
import { cardPath, checkQuestion, columnsOf, DECK_SIZE, moveInDeck, QUESTION_MAX_LENGTH } from './model';
import s from './yes-no-tarot.module.css';

type Step = 'ask' | 'pick' | 'reveal';
type Load = { state: 'loading' } | { state: 'error' } | { state: 'ready'; card: TarotCard };

const POSITIONS = Array.from({ length: DECK_SIZE }, (_, i) => i);

/** Reads a card file and checks it is the card asked for. */
async function loadCard(slug: string): Promise<TarotCard> {
  const res = await fetch(cardPath(slug));
  if (!res.ok) throw new Error(`card ${slug}: HTTP ${res.status}`);
  const card = (await res.json()) as TarotCard;
  if (card?.slug !== slug) throw new Error(`card ${slug}: unexpected data`);
  return card;
}

/**
 * The yes/no tarot (spec §4): ask a question, pick one of 78 face-down cards, turn it over, and
 * read the verdict with the card's meaning upright or reversed. The card is drawn in the browser
 * from Web Crypto randomness at the moment of the pick; its texts are then read from a static file.
 */
export function YesNoTarot({ locale, errorLabels, cta }: { locale: Locale; errorLabels: ErrorLabels; cta: ReactNode }) {
  const t = useTranslations('tools.yesNoTarot');
  const id = useId();
  const questionId = `${id}-question`;
  const [step, setStep] = useState<Step>('ask');
  const [question, setQuestion] = useState('');
  const [asked, setAsked] = useState('');
  const [touched, setTouched] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [active, setActive] = useState(0);
  const [picked, setPicked] = useState<{ position: number; draw: TarotDraw } | null>(null);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [revealed, setRevealed] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const deckRef = useRef<HTMLFieldSetElement>(null);
  const pickHeadingRef = useRef<HTMLHeadingElement>(null);
  const revealButtonRef = useRef<HTMLButtonElement>(null);
  const answerHeadingRef = useRef<HTMLHeadingElement>(null);
  /** Where focus should go once the next render is on screen. */
  const focusNext = useRef<'pick' | 'reveal' | 'answer' | 'question' | null>(null);

  const check = checkQuestion(question);
  const questionError = (touched || submitted) && !check.ok ? t(`errors.${check.error}`) : null;

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'pick') pickHeadingRef.current?.focus();
    else if (target === 'reveal') revealButtonRef.current?.focus();
    else if (target === 'answer') answerHeadingRef.current?.focus();
    else if (target === 'question') document.getElementById(questionId)?.focus();
  });

  function onAsk(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (!check.ok) {
      document.getElementById(questionId)?.focus();
      return;
    }
    setAsked(check.question);
    setStep('pick');
    setActive(0);
    focusNext.current = 'pick';
  }

  /** Counts card requests, so that an answer arriving after "draw again" is dropped. */
  const request = useRef(0);
  /** Whether the picked card has been turned (read by the card request when it completes). */
  const turned = useRef(false);

  function announceAnswer(card: TarotCard, draw: TarotDraw) {
    setAnnouncement(
      t('announce', {
        card: card.name[locale],
        orientation: t(`orientation.${draw.orientation}`),
        verdict: t(`verdict.${yesNoVerdict(card.yesNo.verdict, draw.orientation)}`),
      }),
    );
    focusNext.current = 'answer';
  }

  function fetchCard(draw: TarotDraw) {
    const current = ++request.current;
    setLoad({ state: 'loading' });
    loadCard(draw.card.key).then(
      (card) => {
        if (current !== request.current) return;
        setLoad({ state: 'ready', card });
        if (turned.current) announceAnswer(card, draw);
      },
      () => {
        if (current === request.current) setLoad({ state: 'error' });
      },
    );
  }

  function pick(position: number) {
    const draw = drawTarotCard(cryptoRandomSource());
    setPicked({ position, draw });
    setRevealed(false);
    turned.current = false;
    setStep('reveal');
    setAnnouncement(t('picked', { number: position + 1 }));
    fetchCard(draw);
    focusNext.current = 'reveal';
  }

  function turn() {
    setRevealed(true);
    turned.current = true;
    if (load.state === 'ready' && picked) announceAnswer(load.card, picked.draw);
  }

  function onDeckKey(event: KeyboardEvent<HTMLFieldSetElement>) {
    const buttons = [...(deckRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const columns = columnsOf(buttons.map((b) => b.offsetTop));
    const next = moveInDeck(active, event.key, columns);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    buttons[next]?.focus();
  }

  /** Back to the question, keeping what was typed. */
  function changeQuestion() {
    setStep('ask');
    focusNext.current = 'question';
  }

  function drawAgain() {
    setStep('ask');
    setQuestion('');
    setAsked('');
    setTouched(false);
    setSubmitted(false);
    setPicked(null);
    setRevealed(false);
    turned.current = false;
    request.current++;
    setAnnouncement('');
    focusNext.current = 'question';
  }

  const card = load.state === 'ready' ? load.card : null;
  const orientation = picked?.draw.orientation ?? 'upright';
  const orientationLabel = t(`orientation.${orientation}`);
  // Reversed, a card's answer steps down (Yes to Maybe, Maybe to No).
  const verdict = card ? yesNoVerdict(card.yesNo.verdict, orientation) : null;
  const caution = step === 'ask' ? null : questionCaution(asked);

  return (
    <div className={s.reading} data-step={step}>
      <p role="status" aria-live="polite" className="visually-hidden" data-testid="announcement">
        {announcement}
      </p>

      {step === 'ask' && (
        <form className={tp.form} onSubmit={onAsk} noValidate aria-labelledby={`${id}-ask`} data-testid="ask">
          <h2 id={`${id}-ask`} className={tp.formHeading}>
            {t('askHeading')}
          </h2>
          <TextField
            id={questionId}
            label={t('questionLabel')}
            hint={t('questionHint')}
            value={question}
            onChange={setQuestion}
            onBlur={() => setTouched(true)}
            error={questionError}
            maxLength={QUESTION_MAX_LENGTH}
            required
            multiline
            testId="question"
          />
          <div className={tp.submitRow}>
            <button type="submit" className="button" data-testid="ask-submit">
              {t('submit')}
            </button>
          </div>
        </form>
      )}

      {step !== 'ask' && (
        <p className={s.question} data-testid="asked">
          <span className={s.questionLabel}>{t('yourQuestion')}:</span> {asked}
        </p>
      )}
      {caution && (
        <p
          className={caution === 'crisis' ? `${s.caution} ${s.crisis}` : s.caution}
          role="note"
          data-testid="caution"
          data-caution={caution}
        >
          {QUESTION_CAUTIONS[caution][locale]}
        </p>
      )}

      {step === 'pick' && (
        <section aria-labelledby={`${id}-pick`} className={s.pick}>
          <h2 id={`${id}-pick`} ref={pickHeadingRef} tabIndex={-1} className={s.stepHeading}>
            {t('pickHeading')}
          </h2>
          <p id={`${id}-pick-help`}>{t('pickHelp')}</p>
          {/* The 78 cards are one tab stop; the arrow keys move between them. */}
          <fieldset
            ref={deckRef}
            aria-describedby={`${id}-pick-help`}
            className={s.deck}
            onKeyDown={onDeckKey}
            data-testid="deck"
          >
            <legend className="visually-hidden">{t('deckLabel')}</legend>
            {POSITIONS.map((position) => (
              <button
                key={position}
                type="button"
                className={s.deckCard}
                tabIndex={position === active ? 0 : -1}
                aria-label={t('cardLabel', { number: position + 1 })}
                onClick={() => pick(position)}
                onFocus={() => setActive(position)}
                data-position={position}
              />
            ))}
          </fieldset>
          <button type="button" className={tp.secondaryButton} onClick={changeQuestion}>
            {t('changeQuestion')}
          </button>
        </section>
      )}

      {step === 'reveal' && picked && (
        <section aria-labelledby={`${id}-reveal`} className={s.reveal} data-testid="reveal">
          <h2 id={`${id}-reveal`} className={s.stepHeading}>
            {t('revealHeading')}
          </h2>
          <p>{t('picked', { number: picked.position + 1 })}</p>
          <div className={s.stage}>
            <div
              className={revealed && card ? `${s.flip} ${s.flipped}` : s.flip}
              data-testid="flip"
              data-flipped={revealed && card ? 'true' : 'false'}
            >
              <div className={`${s.side} ${s.back}`} aria-hidden={revealed && card ? true : undefined}>
                <CardBack />
              </div>
              <div className={`${s.side} ${s.front}`}>
                {card && revealed && (
                  <div className={orientation === 'reversed' ? s.reversed : undefined}>
                    <TarotCardArt
                      card={card}
                      locale={locale}
                      label={t('cardAlt', { name: card.name[locale], orientation: orientationLabel })}
                    />
                  </div>
                )}
              </div>
            </div>
          </div>

          {!revealed && (
            <button ref={revealButtonRef} type="button" className="button" onClick={turn} data-testid="reveal-button">
              {t('reveal')}
            </button>
          )}
          {revealed && load.state === 'loading' && (
            <p className={s.loading} aria-busy="true">
              {t('loading')}
            </p>
          )}
          {load.state === 'error' && (
            <ErrorState text={t('loadError')} labels={errorLabels} onRetry={() => fetchCard(picked.draw)} />
          )}

          {revealed && card && verdict && (
            <>
              <section
                aria-labelledby={`${id}-answer`}
                className={s.answer}
                data-testid="answer"
                data-card={card.slug}
                data-orientation={orientation}
                data-verdict={verdict}
              >
                <h3 id={`${id}-answer`} ref={answerHeadingRef} tabIndex={-1} className={s.answerHeading}>
                  {t('answerHeading')}
                </h3>
                <p className={s.verdictLine}>
                  <span>{t('verdictLabel')}:</span>
                  <strong
                    className={`${s.verdict} ${s[`verdict-${verdict}`]}`}
                    data-testid="verdict"
                    data-verdict={verdict}
                  >
                    {t(`verdict.${verdict}`)}
                  </strong>
                </p>
                <p className={s.cardName} data-testid="card-name">
                  {card.name[locale]} · {orientationLabel}
                </p>
                <h4>{t('whyHeading', { verdict: t(`verdict.${verdict}`) })}</h4>
                <p data-testid="verdict-explanation">{card.yesNo.explanation[locale]}</p>
                {orientation === 'reversed' && (
                  <p data-testid="reversed-note">{REVERSED_NOTES[card.yesNo.verdict][locale]}</p>
                )}
                <h4>{t('meaningHeading', { orientation: orientationLabel })}</h4>
                <p data-testid="card-meaning">{card[orientation][locale]}</p>
                <p>
                  <strong>{t('keywords')}:</strong> {card.keywords[orientation].map((k) => k[locale]).join(' · ')}
                </p>
                {card.arcana === 'major' && (
                  <p>
                    <Link href={`/tarot/major-arcana/${card.slug}`}>
                      {t('cardPageLink', { name: card.name[locale] })}
                    </Link>
                  </p>
                )}
              </section>
              {cta}
              <div className={tp.submitRow}>
                <button type="button" className={tp.secondaryButton} onClick={drawAgain} data-testid="draw-again">
                  <RotateCcw aria-hidden="true" size={20} />
                  {t('drawAgain')}
                </button>
              </div>
            </>
          )}
        </section>
      )}
    </div>
  );
}
