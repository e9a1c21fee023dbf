/**
 * The print and share buttons under a tool (components/tool-page/tool-actions.tsx). Print opens
 * the browser's print dialog. Share uses the device's share sheet when it has one; else the button
 * says "Copy link", copies the page's address (without its fragment, so a shared link opens at the
 * top) and the status line says whether it worked.
 */
import { shareOrCopy, shareUrl } from '../components/tool-page/share';

export function mount(root: HTMLElement): void {
  const print = root.querySelector<HTMLButtonElement>('[data-action="print"]');
  const share = root.querySelector<HTMLButtonElement>('[data-action="share"]');
  const label = share?.querySelector<HTMLElement>('[data-part="label"]');
  const status = root.querySelector<HTMLElement>('[role="status"]');
  if (!print || !share || !label || !status) return;

  const canShare = typeof navigator.share === 'function';
  for (const icon of share.querySelectorAll<SVGElement>('[data-when]'))
    icon.style.display = icon.dataset.when === (canShare ? 'share' : 'copy') ? '' : 'none';
  label.textContent = (canShare ? root.dataset.share : root.dataset.copy) ?? label.textContent;

  print.addEventListener('click', () => window.print());
  const failedClass = status.dataset.failedClass;
  share.addEventListener('click', async () => {
    status.textContent = '';
    if (failedClass) status.classList.remove(failedClass);
    const outcome = await shareOrCopy(
      { url: shareUrl(window.location.href), title: root.dataset.title ?? '' },
      navigator,
    );
    if (outcome === 'copied') status.textContent = status.dataset.copied ?? '';
    if (outcome === 'failed') {
      status.textContent = status.dataset.failed ?? '';
      if (failedClass) status.classList.add(failedClass);
    }
  });
}
