// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { mount } from './img-fallback.island';

describe('img-fallback island', () => {
  it('hides a marked image that fails to load, and leaves the others and the text', () => {
    document.body.innerHTML = `
      <ul data-island="img-fallback">
        <li><img src="/a.svg" alt="" data-hide-on-error><span>Outlet A</span></li>
        <li><img src="/b.svg" alt="" data-hide-on-error><span>Outlet B</span></li>
        <li><img src="/c.svg" alt=""></li>
      </ul>`;
    const root = document.querySelector<HTMLElement>('ul')!;
    const [a, b, c] = [...root.querySelectorAll('img')];
    // Still loading when the island starts (happy-dom loads no image).
    for (const img of [a, b, c]) Object.defineProperty(img, 'complete', { value: false });
    mount(root);
    expect(root.dataset.ready).toBe('');
    a!.dispatchEvent(new Event('error'));
    expect(a!.hidden).toBe(true);
    expect(b!.hidden).toBe(false);
    c!.dispatchEvent(new Event('error'));
    expect(c!.hidden).toBe(false);
    expect(root.textContent).toContain('Outlet A');
  });

  it('hides an image that had already failed before it ran', () => {
    document.body.innerHTML = '<div data-island="img-fallback"><img src="/gone.svg" alt="" data-hide-on-error></div>';
    const img = document.querySelector('img')!;
    Object.defineProperty(img, 'complete', { value: true });
    Object.defineProperty(img, 'naturalWidth', { value: 0 });
    mount(document.querySelector<HTMLElement>('div')!);
    expect(img.hidden).toBe(true);
  });
});
