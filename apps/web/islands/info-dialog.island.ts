/**
 * The "Read more" button of an info card and its modal <dialog> (components/home/info-dialog.tsx):
 * showModal moves focus into the dialog and keeps it there, Escape closes it, focus returns to the
 * button, and a click on the dimmed backdrop closes it too.
 *
 * Markup: the element with `data-island="info-dialog"` holds one `[data-dialog-open]` button, one
 * <dialog> and, inside it, `[data-dialog-close]` buttons. `data-ready` marks it once it listens.
 */
export function mount(root: HTMLElement): void {
  const opener = root.querySelector<HTMLButtonElement>('[data-dialog-open]');
  const dialog = root.querySelector('dialog');
  if (!opener || !dialog) return;
  opener.addEventListener('click', () => dialog.showModal());
  dialog.addEventListener('close', () => opener.focus());
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  for (const button of dialog.querySelectorAll<HTMLButtonElement>('[data-dialog-close]'))
    button.addEventListener('click', () => dialog.close());
  root.dataset.ready = '';
}
