/**
 * The share button of an article (components/blog/share-button.tsx): the device's share sheet
 * when it has one, else the link is copied and the status line says so. The button is hidden in
 * the markup (it does nothing without JavaScript) and shown here with the wording that fits; the
 * network links beside it work without JavaScript.
 */
import { shareOrCopy } from '../components/tool-page/share';

export function mount(root: HTMLElement): void {
  const button = root.querySelector<HTMLButtonElement>('[data-testid="share-button"]');
  const status = root.querySelector<HTMLElement>('[role="status"]');
  const url = root.dataset.url;
  const title = root.dataset.title ?? '';
  if (!button || !status || !url) return;
  const canShare = typeof navigator.share === 'function';
  for (const part of button.querySelectorAll<HTMLElement>('[data-when]'))
    part.hidden = part.dataset.when !== (canShare ? 'share' : 'copy');
  button.hidden = false;

  const failedClass = status.dataset.failedClass;
  button.addEventListener('click', async () => {
    status.textContent = '';
    if (failedClass) status.classList.remove(failedClass);
    const outcome = await shareOrCopy({ url, title }, navigator);
    if (outcome === 'copied') status.textContent = status.dataset.copied ?? '';
    if (outcome === 'failed') {
      status.textContent = status.dataset.failed ?? '';
      if (failedClass) status.classList.add(failedClass);
    }
  });
}
