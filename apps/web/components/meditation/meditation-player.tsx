'use client';

import { TIMER_MINUTES } from '@drishti/content/meditation';
import { Pause, Play, Volume2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import {
  canSynthesise,
  pause,
  play,
  resume,
  setPauseWhenHidden,
  setTimer,
  setVolume,
  stop,
  usePlayerState,
} from './audio-store';
import s from './meditation.module.css';
import type { Recipe } from './recipe';

/** 75 → "01:15", 3725 → "1:02:05". */
export function formatClock(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const sec = total % 60;
  const mm = String(m).padStart(2, '0');
  const ss = String(sec).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}

/**
 * Listen Now ↔ Pause for one synthesised sound, with elapsed time, volume, a timer that fades
 * out at the end and the choice to pause when the page is hidden. `compact` players (the music
 * list) show the controls only while their sound is the one playing. With `recordingUrl` the
 * player plays that recording instead, with the same controls.
 */
export function MeditationPlayer({
  id,
  title,
  recipe,
  seed,
  suggestedMinutes,
  compact = false,
  recordingUrl = null,
}: {
  id: string;
  title: string;
  recipe: Recipe;
  seed: number;
  suggestedMinutes: number;
  compact?: boolean;
  recordingUrl?: string | null;
}) {
  const t = useTranslations('meditation.player');
  const player = usePlayerState();
  const uid = useId();
  const mine = player.owner === id;
  const playing = mine && player.status === 'playing';
  const [timer, setTimerChoice] = useState(suggestedMinutes);
  const [supported, setSupported] = useState(true);
  const mediaSlot = useRef<HTMLSpanElement>(null);

  useEffect(() => setSupported(canSynthesise()), []);
  // Leaving the page (or closing the list item) stops this player's sound.
  useEffect(() => () => void stop(id), [id]);

  function toggle() {
    if (playing) pause();
    else if (mine && player.status === 'paused') resume();
    else if (!play(id, recipe, seed, timer, recordingUrl ? { url: recordingUrl, mount: mediaSlot.current } : null)) {
      setSupported(false);
    }
  }

  function chooseTimer(minutes: number) {
    setTimerChoice(minutes);
    setTimer(id, minutes);
  }

  const showControls = !compact || mine;
  const remaining = mine && player.timerMinutes > 0 ? player.timerMinutes * 60 - player.elapsed : null;
  const status = mine
    ? t(player.status === 'playing' ? 'statusPlaying' : 'statusPaused', { title })
    : player.completed === id
      ? t('statusComplete', { title })
      : '';

  return (
    <div
      className={`${s.player} ${compact ? s.playerCompact : ''}`}
      data-testid="player"
      data-player={id}
      data-status={mine ? player.status : 'idle'}
      data-audio-state={mine ? player.contextState : 'none'}
      data-playing-source={mine ? (player.source ?? 'none') : 'none'}
    >
      {/* The recording's audio element goes in here while it plays; React leaves it alone. */}
      {recordingUrl && <span ref={mediaSlot} hidden data-testid="recording-slot" />}
      <div className={s.playerRow}>
        <button
          type="button"
          className={`button ${s.toggle}`}
          onClick={toggle}
          aria-pressed={playing}
          disabled={!supported}
          data-testid="player-toggle"
        >
          {playing ? <Pause aria-hidden="true" size={20} /> : <Play aria-hidden="true" size={20} />}
          <span>{playing ? t('pause') : t('listenNow')}</span>
          <span className="visually-hidden">: {title}</span>
        </button>
        {showControls && (
          <p className={s.clock}>
            <span className="visually-hidden">{t('elapsed')}: </span>
            <time data-testid="player-elapsed" dateTime={`PT${Math.floor(mine ? player.elapsed : 0)}S`}>
              {formatClock(mine ? player.elapsed : 0)}
            </time>
            {remaining !== null && (
              <span className={s.remaining}> · {t('remaining', { time: formatClock(remaining) })}</span>
            )}
          </p>
        )}
      </div>
      {!supported && <p className={s.note}>{t('unsupported')}</p>}
      {showControls && supported && (
        <div className={s.controls}>
          <label className={s.control} htmlFor={`${uid}-volume`}>
            <Volume2 aria-hidden="true" size={20} />
            <span>{t('volume')}</span>
            <input
              id={`${uid}-volume`}
              type="range"
              min={0}
              max={100}
              step={5}
              value={Math.round(player.volume * 100)}
              onChange={(e) => setVolume(Number(e.currentTarget.value) / 100)}
              aria-valuetext={`${Math.round(player.volume * 100)}%`}
            />
          </label>
          <label className={s.control} htmlFor={`${uid}-timer`}>
            <span>{t('timer')}</span>
            <select
              id={`${uid}-timer`}
              value={mine ? player.timerMinutes : timer}
              onChange={(e) => chooseTimer(Number(e.currentTarget.value))}
            >
              <option value={0}>{t('noTimer')}</option>
              {TIMER_MINUTES.map((m) => (
                <option key={m} value={m}>
                  {t('minutes', { count: m })}
                </option>
              ))}
            </select>
          </label>
          <label className={s.check}>
            <input
              type="checkbox"
              checked={player.pauseWhenHidden}
              onChange={(e) => setPauseWhenHidden(e.currentTarget.checked)}
            />
            <span>{t('pauseWhenHidden')}</span>
          </label>
        </div>
      )}
      <p className={s.playerStatus} role="status" data-testid="player-status">
        {status}
      </p>
    </div>
  );
}
