/**
 * Closes the header's menu (components/layout/site-header.tsx, a <details>, which opens without
 * JavaScript) once a link in it is chosen, on Escape (focus back on its button), on a click
 * outside it and on history navigation, so the menu never stays open over the next page.
 *
 * Markup: the `<details data-island="menu">` itself.
 */
export function mount(root: HTMLElement): void {
  if (!(root instanceof HTMLDetailsElement)) return;
  const menu = root;
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!menu.open || !target) return;
    if (!menu.contains(target) || target.closest('nav a')) menu.open = false;
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !menu.open) return;
    menu.open = false;
    menu.querySelector('summary')?.focus();
  });
  window.addEventListener('popstate', () => {
    menu.open = false;
  });
}
