/**
 * A scroll-snap track that moves on by one slide every `data-interval-ms`, back to the start
 * after the last, with a pause button (components/ui/autoplay-toggle.tsx). It holds still while
 * hovered or focused, while the tab is hidden, once paused, and always with
 * prefers-reduced-motion. Without JavaScript the track is a plain scrollable row.
 *
 * Markup: the element with `data-island="autoplay"` holds one `[data-autoplay-track]` (the list)
 * and one `AutoplayToggle`.
 */
export function mount(root: HTMLElement): void {
  const track = root.querySelector<HTMLElement>('[data-autoplay-track]');
  const toggle = root.querySelector<HTMLButtonElement>('[data-autoplay-toggle]');
  if (!track) return;
  const interval = Number(root.dataset.intervalMs) || 3000;
  const reduce = matchMedia('(prefers-reduced-motion: reduce)');
  let timer: ReturnType<typeof setInterval> | undefined;

  const step = () => {
    const slide = track.firstElementChild;
    if (!slide || reduce.matches || document.hidden || track.matches(':hover, :focus-within')) return;
    const width = slide.getBoundingClientRect().width + (Number.parseFloat(getComputedStyle(track).columnGap) || 0);
    const atEnd = track.scrollLeft + track.clientWidth >= track.scrollWidth - 2;
    track.scrollTo({ left: atEnd ? 0 : track.scrollLeft + width, behavior: 'smooth' });
  };
  const show = (playing: boolean) => {
    if (!toggle) return;
    toggle.setAttribute('aria-pressed', String(!playing));
    for (const part of toggle.querySelectorAll<HTMLElement>('[data-when]'))
      part.hidden = part.dataset.when !== (playing ? 'playing' : 'paused');
  };
  const play = (on: boolean) => {
    if (timer) clearInterval(timer);
    timer = on ? setInterval(step, interval) : undefined;
    show(on);
  };
  toggle?.addEventListener('click', () => play(timer === undefined));
  play(true);
}
