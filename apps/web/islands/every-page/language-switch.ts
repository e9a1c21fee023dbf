/**
 * The header's language switch (components/layout/language-switch.tsx): its link, rendered on the
 * server, names the same page in the other language; the page's query (a tool's inputs, a search,
 * a filter) and fragment go along, added when it is followed, so that static pages need not read
 * them while rendering.
 *
 * Markup: the `<a data-island="language-switch" data-href="/hi/…">` itself.
 */
export function mount(root: HTMLElement): void {
  const follow = () => {
    const base = root.dataset.href;
    if (base) root.setAttribute('href', base + location.search + location.hash);
  };
  follow();
  for (const event of ['pointerdown', 'focus', 'click']) root.addEventListener(event, follow);
}
