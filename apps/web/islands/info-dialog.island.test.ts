// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { mount } from './info-dialog.island';

function card() {
  document.body.innerHTML = `
    <div data-island="info-dialog">
      <button type="button" data-dialog-open>Read more</button>
      <dialog aria-labelledby="t"><div><button type="button" data-dialog-close aria-label="Close"></button>
        <h2 id="t">Title</h2></div></dialog>
    </div>`;
  const root = document.querySelector<HTMLElement>('[data-island]')!;
  const dialog = root.querySelector('dialog')!;
  return {
    root,
    dialog,
    opener: root.querySelector<HTMLButtonElement>('[data-dialog-open]')!,
    close: root.querySelector<HTMLButtonElement>('[data-dialog-close]')!,
  };
}

describe('info-dialog island', () => {
  it('opens the dialog as a modal, closes it with its button, and gives focus back to the opener', () => {
    const c = card();
    const showModal = vi.spyOn(c.dialog, 'showModal');
    mount(c.root);
    expect(c.root.dataset.ready).toBe('');
    c.opener.click();
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(c.dialog.open).toBe(true);
    c.close.click();
    expect(c.dialog.open).toBe(false);
    c.dialog.dispatchEvent(new Event('close'));
    expect(document.activeElement).toBe(c.opener);
  });

  it('closes on a click on the backdrop (the dialog itself), not on its content', () => {
    const c = card();
    mount(c.root);
    c.opener.click();
    c.dialog.querySelector('h2')!.click();
    expect(c.dialog.open).toBe(true);
    c.dialog.click();
    expect(c.dialog.open).toBe(false);
  });
});
