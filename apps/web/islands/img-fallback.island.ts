/**
 * Hides the images marked `data-hide-on-error` inside the element that fail to load (a press
 * logo, a post's banner): the text beside them stays, and no broken-image icon shows. An image that
 * failed before this ran is caught too. (CSP allows no inline `onerror`.)
 */
export function mount(root: HTMLElement): void {
  const watch = (img: HTMLImageElement) => {
    if (img.dataset.watched !== undefined) return;
    img.dataset.watched = '';
    const hide = () => {
      img.hidden = true;
    };
    img.addEventListener('error', hide);
    if (img.complete && img.naturalWidth === 0 && img.getAttribute('src')) hide();
  };
  for (const img of root.querySelectorAll<HTMLImageElement>('img[data-hide-on-error]')) watch(img);
  root.dataset.ready = '';
}
