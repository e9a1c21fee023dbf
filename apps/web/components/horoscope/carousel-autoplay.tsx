'use client';

import { Pause, Play } from 'lucide-react';
import type { ReactNode } from 'react';
import { useAutoplay } from '../ui/use-autoplay';
import s from './zodiac-carousel.module.css';

/**
 * A scroll-snap track that moves on by one slide every `intervalMs` (ui/use-autoplay.ts), with a
 * pause button. Without JavaScript it is a plain scrollable row.
 */
export function CarouselAutoplay({
  children,
  label,
  pauseLabel,
  playLabel,
  intervalMs = 1000,
}: {
  children: ReactNode;
  label: string;
  pauseLabel: string;
  playLabel: string;
  intervalMs?: number;
}) {
  const { track, playing, setPlaying } = useAutoplay(intervalMs);

  return (
    <div className={s.frame}>
      <ul ref={track} className={s.track} aria-label={label}>
        {children}
      </ul>
      <button type="button" className={s.toggle} onClick={() => setPlaying((p) => !p)} data-testid="carousel-toggle">
        {playing ? <Pause aria-hidden="true" size={18} /> : <Play aria-hidden="true" size={18} />}
        {playing ? pauseLabel : playLabel}
      </button>
    </div>
  );
}
