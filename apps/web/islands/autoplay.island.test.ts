// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount } from './autoplay.island';

function carousel() {
  document.body.innerHTML = `
    <div data-island="autoplay" data-interval-ms="1000">
      <ul data-autoplay-track><li>1</li><li>2</li><li>3</li></ul>
      <button type="button" data-autoplay-toggle>
        <span data-when="playing">Pause</span><span data-when="paused" hidden>Play</span>
      </button>
    </div>`;
  const root = document.querySelector<HTMLElement>('[data-island]')!;
  const track = root.querySelector<HTMLElement>('[data-autoplay-track]')!;
  const scrollTo = vi.fn();
  track.scrollTo = scrollTo as never;
  return { root, track, scrollTo, toggle: root.querySelector<HTMLButtonElement>('button')! };
}

describe('autoplay island', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('moves the track on every interval until paused, and says which state it is in', () => {
    const { root, scrollTo, toggle } = carousel();
    mount(root);
    vi.advanceTimersByTime(3000);
    expect(scrollTo).toHaveBeenCalledTimes(3);
    const visible = () => [...toggle.querySelectorAll<HTMLElement>('[data-when]')].filter((e) => !e.hidden);
    expect(visible().map((e) => e.textContent)).toEqual(['Pause']);
    toggle.click();
    vi.advanceTimersByTime(5000);
    expect(scrollTo).toHaveBeenCalledTimes(3);
    expect(visible().map((e) => e.textContent)).toEqual(['Play']);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    toggle.click();
    vi.advanceTimersByTime(1000);
    expect(scrollTo).toHaveBeenCalledTimes(4);
  });

  it('holds still with reduced motion', () => {
    vi.stubGlobal('matchMedia', () => ({ matches: true }));
    const { root, scrollTo } = carousel();
    mount(root);
    vi.advanceTimersByTime(5000);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
