'use client';

import { JAPA_ROUNDS } from '@drishti/content/meditation';
import { Download, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from '@/i18n/navigation';
import { stop, usePlayerState } from './audio-store';
import { MeditationPlayer } from './meditation-player';
import s from './meditation.module.css';
import { mantraPurposeRecipe } from './recipe';

/** One purpose as the page shows it, in the page's language. */
export interface PurposeView {
  key: string;
  label: string;
  alt: string;
  /** The first sentence, for the card. */
  summary: string;
  description: string;
  imgUri: string;
  seed: number;
  mantra: { devanagari: string; transliteration: string; meaning: string };
}

const ownerOf = (key: string) => `mantra-${key}`;

/**
 * The five purposes as cards; each opens the Mantra Meditation modal (a native modal dialog)
 * with the art, the mantra, the practice, the player, a japa counter and the app alternative.
 * Closing the dialog, by its button or Escape, stops the sound.
 */
export function MantraGallery({ purposes, showAppLink }: { purposes: PurposeView[]; showAppLink: boolean }) {
  const t = useTranslations('meditation');
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const [openKey, setOpenKey] = useState<string | null>(null);
  // Bumped on every open, so the effect below runs after the dialog's content has rendered.
  const [opening, setOpening] = useState(0);
  const [count, setCount] = useState(0);
  const player = usePlayerState();
  const purpose = purposes.find((p) => p.key === openKey) ?? null;
  const recipe = useMemo(
    () => (purpose ? mantraPurposeRecipe(purpose.key, purpose.mantra.transliteration) : null),
    [purpose],
  );
  const breathing = purpose !== null && player.owner === ownerOf(purpose.key) && player.status === 'playing';

  function open(key: string, button: HTMLButtonElement) {
    opener.current = button;
    if (key !== openKey) setCount(0);
    setOpenKey(key);
    setOpening((n) => n + 1);
  }

  useEffect(() => {
    const d = dialog.current;
    if (opening === 0 || !d || d.open) return;
    d.showModal();
    d.querySelector<HTMLElement>('[data-testid="close-dialog"]')?.focus();
  }, [opening]);

  function onClose() {
    if (openKey) void stop(ownerOf(openKey));
    opener.current?.focus();
  }

  return (
    <>
      <ul className={s.purposeGrid} data-testid="purposes">
        {purposes.map((p, i) => (
          <li key={p.key} className={s.purposeCard} data-purpose={p.key}>
            {/* biome-ignore lint/performance/noImgElement: our own SVG art; next/image adds nothing for it. */}
            <img
              src={p.imgUri}
              alt={p.alt}
              width={320}
              height={200}
              className={s.cardArt}
              loading={i < 2 ? 'eager' : 'lazy'}
            />
            <div className={s.cardBody}>
              <h3 className={s.cardTitle}>{p.label}</h3>
              <p className={s.cardMantra} lang="sa">
                {p.mantra.devanagari}
              </p>
              <p className={s.cardText}>{p.summary}</p>
              <button
                type="button"
                className={`button ${s.cardButton}`}
                onClick={(e) => open(p.key, e.currentTarget)}
                aria-haspopup="dialog"
                data-testid="open-purpose"
              >
                {t('mantra.open')}
                <span className="visually-hidden">: {p.label}</span>
              </button>
            </div>
          </li>
        ))}
      </ul>

      <dialog
        ref={dialog}
        className={s.dialog}
        aria-labelledby="mantra-dialog-title"
        onClose={onClose}
        data-testid="mantra-dialog"
        data-purpose={openKey ?? ''}
      >
        {purpose && recipe && (
          <div className={s.dialogInner}>
            <div className={s.dialogHead}>
              <h2 id="mantra-dialog-title" className={s.dialogTitle}>
                {purpose.label}
              </h2>
              <button
                type="button"
                className={s.iconButton}
                onClick={() => dialog.current?.close()}
                aria-label={t('modal.close')}
                data-testid="close-dialog"
              >
                <X aria-hidden="true" size={24} />
              </button>
            </div>
            {/* biome-ignore lint/performance/noImgElement: our own SVG art; next/image adds nothing for it. */}
            <img src={purpose.imgUri} alt={purpose.alt} width={320} height={200} className={s.dialogArt} />

            <figure className={s.mantraBox}>
              <blockquote className={s.mantraText} lang="sa">
                {purpose.mantra.devanagari}
              </blockquote>
              <figcaption>
                <p className={s.translit} lang="sa-Latn">
                  <span className="visually-hidden">{t('modal.transliteration')}: </span>
                  {purpose.mantra.transliteration}
                </p>
                <p className={s.meaning}>
                  <strong>{t('modal.meaning')}:</strong> {purpose.mantra.meaning}
                </p>
              </figcaption>
            </figure>

            <p className={s.description}>{purpose.description}</p>

            <div className={s.listen}>
              <div className={`${s.breathCircle} ${breathing ? s.breathing : ''}`} aria-hidden="true">
                <span className={s.breathDot} />
              </div>
              <p className={s.breathNote}>{t('modal.breathe')}</p>
              <MeditationPlayer
                id={ownerOf(purpose.key)}
                title={purpose.label}
                recipe={recipe}
                seed={purpose.seed}
                suggestedMinutes={purpose.key === 'stress-free' ? 10 : 5}
              />
              <p className={s.note}>{t('modal.backgroundNote')}</p>
            </div>

            <section className={s.japa} aria-labelledby="japa-heading">
              <h3 id="japa-heading" className={s.japaTitle}>
                {t('japa.heading')}
              </h3>
              <p className={s.note}>{t('japa.intro', { total: JAPA_ROUNDS })}</p>
              <div className={s.japaRow}>
                <button
                  type="button"
                  className={`button ${s.japaButton}`}
                  onClick={() => setCount((c) => Math.min(JAPA_ROUNDS, c + 1))}
                  disabled={count >= JAPA_ROUNDS}
                  data-testid="japa-count"
                >
                  {t('japa.count')}
                </button>
                <button type="button" className={s.secondary} onClick={() => setCount(0)}>
                  {t('japa.reset')}
                </button>
              </div>
              <div className={s.japaProgress}>
                <span id="japa-value" aria-live="polite" data-testid="japa-value">
                  {count >= JAPA_ROUNDS
                    ? t('japa.done', { total: JAPA_ROUNDS })
                    : t('japa.progress', { count, total: JAPA_ROUNDS })}
                </span>
                <progress max={JAPA_ROUNDS} value={count} aria-labelledby="japa-heading japa-value" />
              </div>
            </section>

            <aside className={s.appBox} aria-labelledby="app-alt-heading">
              <h3 id="app-alt-heading" className={s.japaTitle}>
                {t('modal.appHeading')}
              </h3>
              <p className={s.note}>{t('modal.appText')}</p>
              {showAppLink && (
                <Link href="/download-app" className={s.appLink} data-testid="download-app-link">
                  <Download aria-hidden="true" size={20} />
                  {t('modal.appLink')}
                </Link>
              )}
            </aside>
          </div>
        )}
      </dialog>
    </>
  );
}
