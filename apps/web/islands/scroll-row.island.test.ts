// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount } from './scroll-row.island';

/** A row whose track reports the given scroll geometry (happy-dom lays nothing out). */
function row(geometry: { scrollLeft: number; clientWidth: number; scrollWidth: number }) {
  document.body.innerHTML = `
    <div data-island="scroll-row">
      <ul data-scroll-track><li>1</li><li>2</li><li>3</li></ul>
      <div data-scroll-controls hidden>
        <button type="button" data-scroll="-1" disabled aria-label="Previous"></button>
        <button type="button" data-scroll="1" disabled aria-label="Next"></button>
      </div>
    </div>`;
  const root = document.querySelector<HTMLElement>('[data-island]')!;
  const track = root.querySelector<HTMLElement>('[data-scroll-track]')!;
  for (const [key, value] of Object.entries(geometry))
    Object.defineProperty(track, key, { configurable: true, writable: true, value });
  const scrollBy = vi.fn();
  track.scrollBy = scrollBy as never;
  const controls = root.querySelector<HTMLElement>('[data-scroll-controls]')!;
  const [previous, next] = [...controls.querySelectorAll('button')];
  return { root, track, controls, previous: previous!, next: next!, scrollBy };
}

describe('scroll-row island', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the buttons hidden when everything fits', () => {
    const r = row({ scrollLeft: 0, clientWidth: 900, scrollWidth: 900 });
    mount(r.root);
    expect(r.controls.hidden).toBe(true);
    expect(r.root.dataset.ready).toBe('');
  });

  it('shows the buttons for a longer row, Previous disabled at the start, and moves by one card', () => {
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    const r = row({ scrollLeft: 0, clientWidth: 300, scrollWidth: 900 });
    mount(r.root);
    expect(r.controls.hidden).toBe(false);
    expect(r.previous.disabled).toBe(true);
    expect(r.next.disabled).toBe(false);
    r.next.click();
    expect(r.scrollBy).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
    expect(r.scrollBy.mock.calls[0]![0].left).toBeGreaterThanOrEqual(0);

    // At the end: Next disabled, Previous enabled, and Previous scrolls back without motion when reduced.
    r.track.scrollLeft = 600;
    r.track.dispatchEvent(new Event('scroll'));
    expect(r.next.disabled).toBe(true);
    expect(r.previous.disabled).toBe(false);
    vi.stubGlobal('matchMedia', () => ({ matches: true }));
    r.previous.click();
    expect(r.scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ behavior: 'auto' }));
  });
});
