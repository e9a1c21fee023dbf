'use client';

import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import s from './scroll-row.module.css';

/**
 * A horizontal scroll-snap list with Previous and Next buttons: three cards in view on wide
 * screens, two on tablets, one (and a peek of the next) on phones. Without JavaScript it is a
 * plain scrollable row. The buttons hide when everything fits.
 */
export function ScrollRow({
  children,
  label,
  previousLabel,
  nextLabel,
  testId,
  busy = false,
}: {
  children: ReactNode;
  label: string;
  previousLabel: string;
  nextLabel: string;
  testId?: string;
  busy?: boolean;
}) {
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: true });

  const measure = useCallback(() => {
    const el = track.current;
    if (!el) return;
    setEdges({ start: el.scrollLeft <= 2, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 2 });
  }, []);

  useEffect(() => {
    const el = track.current;
    if (!el) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure]);

  // New children (loaded cards) change the width to scroll.
  // biome-ignore lint/correctness/useExhaustiveDependencies: children is the trigger, not an input.
  useEffect(measure, [children, measure]);

  const move = (direction: 1 | -1) => {
    const el = track.current;
    const slide = el?.firstElementChild;
    if (!el || !slide) return;
    const step = slide.getBoundingClientRect().width + (Number.parseFloat(getComputedStyle(el).columnGap) || 0);
    const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollBy({ left: direction * step, behavior: reduce ? 'auto' : 'smooth' });
  };

  const fits = edges.start && edges.end;
  return (
    <div className={s.row}>
      <ul
        ref={track}
        className={s.track}
        aria-label={label}
        aria-busy={busy || undefined}
        onScroll={measure}
        data-testid={testId}
        // Keyboard users can scroll a row whose cards hold nothing focusable.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
        tabIndex={0}
      >
        {children}
      </ul>
      {!fits && (
        <div className={s.controls}>
          <button
            type="button"
            className={s.arrow}
            onClick={() => move(-1)}
            disabled={edges.start}
            aria-label={previousLabel}
          >
            <ChevronLeft aria-hidden="true" size={22} />
          </button>
          <button type="button" className={s.arrow} onClick={() => move(1)} disabled={edges.end} aria-label={nextLabel}>
            <ChevronRight aria-hidden="true" size={22} />
          </button>
        </div>
      )}
    </div>
  );
}
