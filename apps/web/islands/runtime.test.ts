// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isStaticPage, mountIslands } from './runtime';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  delete (globalThis as { __next_f?: unknown }).__next_f;
});

describe('islands runtime', () => {
  it('knows a page served without React from a marked page React runs (development)', () => {
    expect(isStaticPage()).toBe(false);
    document.head.innerHTML = '<meta name="drishti-hydration" content="none">';
    expect(isStaticPage()).toBe(true);
    (globalThis as { __next_f?: unknown }).__next_f = [];
    expect(isStaticPage()).toBe(false);
  });

  it('mounts each island once, and says which island could not start', async () => {
    vi.stubGlobal('matchMedia', () => ({ matches: true }));
    const setInterval = vi.spyOn(globalThis, 'setInterval');
    document.body.innerHTML = `
      <div data-island="autoplay"><ul data-autoplay-track></ul></div>
      <div data-island="autoplay"><ul data-autoplay-track></ul></div>
      <div data-island="no-such-island"></div>`;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await mountIslands(document);
    await mountIslands(document);
    expect(setInterval).toHaveBeenCalledTimes(2);
    expect(errors).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});

describe('islands and React', () => {
  afterEach(() => {
    delete document.documentElement.dataset.reactReady;
  });

  it('wait for React where it runs the page, and not on a page served without it', async () => {
    const { reactSettled } = await import('./runtime');
    let settled = false;
    const waiting = reactSettled().then(() => {
      settled = true;
    });
    await new Promise((r) => setTimeout(r, 10));
    expect(settled).toBe(false);
    document.documentElement.dataset.reactReady = '';
    await waiting;
    expect(settled).toBe(true);

    delete document.documentElement.dataset.reactReady;
    document.head.innerHTML = '<meta name="drishti-hydration" content="none">';
    await expect(reactSettled()).resolves.toBeUndefined();
  });
});
