import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import s from './scroll-row.module.css';

/**
 * A horizontal scroll-snap list with Previous and Next buttons: three cards in view on wide
 * screens, two on tablets, one (and a peek of the next) on phones. Without JavaScript it is a
 * plain scrollable row. The buttons are rendered hidden; the scroll-row island
 * (islands/scroll-row.island.ts) shows them when the row holds more than fits.
 */
export function ScrollRow({
  children,
  label,
  previousLabel,
  nextLabel,
  testId,
  busy = false,
  trackIsland,
  hidden,
}: {
  children: ReactNode;
  label: string;
  previousLabel: string;
  nextLabel: string;
  testId?: string;
  busy?: boolean;
  /** An island of the list itself (img-fallback: its images hide when they fail). */
  trackIsland?: string;
  hidden?: boolean;
}) {
  return (
    <div className={s.row} data-island="scroll-row" hidden={hidden}>
      <ul
        className={s.track}
        aria-label={label}
        aria-busy={busy || undefined}
        data-testid={testId}
        data-scroll-track=""
        data-island={trackIsland}
        // Keyboard users can scroll a row whose cards hold nothing focusable.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
        tabIndex={0}
      >
        {children}
      </ul>
      <div className={s.controls} data-scroll-controls="" hidden>
        <button type="button" className={s.arrow} data-scroll="-1" disabled aria-label={previousLabel}>
          <ChevronLeft aria-hidden="true" size={22} />
        </button>
        <button type="button" className={s.arrow} data-scroll="1" disabled aria-label={nextLabel}>
          <ChevronRight aria-hidden="true" size={22} />
        </button>
      </div>
    </div>
  );
}
