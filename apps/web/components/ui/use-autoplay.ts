'use client';

import { useEffect, useRef, useState } from 'react';

/**
 * Moves a scroll-snap track on by one slide every `intervalMs`, back to the start after the last.
 * It holds still while hovered or focused, while the tab is hidden, once paused, and always with
 * prefers-reduced-motion. Put `track` on the list; `playing`/`setPlaying` drive the pause button.
 */
export function useAutoplay(intervalMs: number) {
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

  return { track, playing, setPlaying };
}
