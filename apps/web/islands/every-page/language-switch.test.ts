// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { mount } from './language-switch';

describe('language switch island', () => {
  it("adds the page's query and fragment to the server's link when followed", () => {
    history.replaceState(null, '', '/zodiac-signs/leo?from=menu#facts');
    document.body.innerHTML =
      '<a href="/hi/zodiac-signs/leo" data-island="language-switch" data-href="/hi/zodiac-signs/leo">हिंदी</a>';
    const link = document.querySelector<HTMLAnchorElement>('a')!;
    mount(link);
    expect(link.getAttribute('href')).toBe('/hi/zodiac-signs/leo?from=menu#facts');
    // The query changed under it (a filter on a React page): followed, the link carries the new one.
    history.replaceState(null, '', '/zodiac-signs/leo?from=footer');
    link.dispatchEvent(new Event('pointerdown'));
    expect(link.getAttribute('href')).toBe('/hi/zodiac-signs/leo?from=footer');
    // A React page moved on (its renderer set a new base): the next follow uses it.
    link.dataset.href = '/hi/tarot';
    history.replaceState(null, '', '/tarot');
    link.dispatchEvent(new Event('focus'));
    expect(link.getAttribute('href')).toBe('/hi/tarot');
  });
});
