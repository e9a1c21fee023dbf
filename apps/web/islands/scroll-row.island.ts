/**
 * A horizontal scroll-snap row with Previous and Next buttons (components/home/scroll-row.tsx).
 * The buttons are in the markup, hidden; they show when the row holds more than fits, and each is
 * disabled at its end. Without JavaScript the row is a plain scrollable list.
 *
 * Markup: the element with `data-island="scroll-row"` holds one `[data-scroll-track]` (the list)
 * and `[data-scroll-controls]` with `[data-scroll="-1"]` and `[data-scroll="1"]` buttons.
 * `data-ready` marks it once it listens.
 */
export function mount(root: HTMLElement): void {
  const track = root.querySelector<HTMLElement>('[data-scroll-track]');
  const controls = root.querySelector<HTMLElement>('[data-scroll-controls]');
  if (!track || !controls) return;
  const previous = controls.querySelector<HTMLButtonElement>('[data-scroll="-1"]');
  const next = controls.querySelector<HTMLButtonElement>('[data-scroll="1"]');

  const measure = () => {
    const start = track.scrollLeft <= 2;
    const end = track.scrollLeft + track.clientWidth >= track.scrollWidth - 2;
    controls.hidden = start && end;
    if (previous) previous.disabled = start;
    if (next) next.disabled = end;
  };
  const move = (direction: number) => {
    const slide = track.firstElementChild;
    if (!slide) return;
    const step = slide.getBoundingClientRect().width + (Number.parseFloat(getComputedStyle(track).columnGap) || 0);
    const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
    track.scrollBy({ left: direction * step, behavior: reduce ? 'auto' : 'smooth' });
  };

  previous?.addEventListener('click', () => move(-1));
  next?.addEventListener('click', () => move(1));
  track.addEventListener('scroll', measure, { passive: true });
  if (typeof ResizeObserver !== 'undefined') new ResizeObserver(measure).observe(track);
  // Cards put in by another island (the astrologers' current list) change the width to scroll.
  new MutationObserver(measure).observe(track, { childList: true });
  measure();
  root.dataset.ready = '';
}
