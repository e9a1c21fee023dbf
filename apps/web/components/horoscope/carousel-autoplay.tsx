'use client';

import { Pause, Play } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import s from './zodiac-carousel.module.css';

/**
 * A scroll-snap track that moves on by one slide every `intervalMs`, back to the start after
 * the last. It holds still while hovered or focused, while the tab is hidden, after the pause
 * button, and always with prefers-reduced-motion. Without JavaScript it is a plain scrollable row.
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
  const track = useRef<HTMLUListElement>(null);
  const [playing, setPlaying] = useState(true);

  useEffect(() => {
    if (!playing) return;
    const reduce = matchMedia('(prefers-reduced-motion: reduce)');
    const id = setInterval(() => {
      const el = track.current;
      const slide = el?.firstElementChild;
      if (!el || !slide || reduce.matches || document.hidden || el.matches(':hover, :focus-within')) return;
      const step = slide.getBoundingClientRect().width + (Number.parseFloat(getComputedStyle(el).columnGap) || 0);
      const atEnd = el.scrollLeft + el.clientWidth >= el.scrollWidth - 2;
      el.scrollTo({ left: atEnd ? 0 : el.scrollLeft + step, behavior: 'smooth' });
    }, intervalMs);
    return () => clearInterval(id);
  }, [playing, intervalMs]);

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
