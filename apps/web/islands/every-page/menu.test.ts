// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { mount } from './menu';

describe('menu island', () => {
  it('closes the header menu on Escape (focus back on its button), on a click outside and on a chosen link', () => {
    document.body.innerHTML = `
      <details id="site-menu" data-island="menu" open>
        <summary>Menu</summary>
        <nav><a href="#one">One</a><span>Group</span></nav>
      </details>
      <p id="outside">Page</p>`;
    const menu = document.querySelector<HTMLDetailsElement>('details')!;
    mount(menu);
    document.querySelector<HTMLElement>('nav span')!.click();
    expect(menu.open).toBe(true);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    expect(menu.open).toBe(true);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(menu.open).toBe(false);
    expect(document.activeElement).toBe(menu.querySelector('summary'));
    menu.open = true;
    document.getElementById('outside')!.click();
    expect(menu.open).toBe(false);
    menu.open = true;
    document.querySelector<HTMLElement>('nav a')!.click();
    expect(menu.open).toBe(false);
  });
});
