import { type InstallView, installView, isIosDevice, isStandalone } from '../components/download/install-model';
import {
  installedDuringVisit,
  installOffer,
  onInstallChange,
  takeInstallOffer,
} from '../components/pwa/install-prompt';

/**
 * The install block (components/download/install-app-section.tsx): asks the browser what it can
 * install, then shows the block's view (install-model.ts): the button that opens the browser's
 * own install dialog, the iPhone steps, or the installed note; nothing when there is nothing to
 * install. On a page React runs, it waits until React has hydrated before it changes the markup.
 *
 * Markup: `data-island="install-app"` (hidden) with `data-installing`, `data-dismissed` and the
 * block, `[data-install-block]`, whose parts name their views in `data-views`. The block is named
 * `data-testid="install-app"` only once it shows something.
 */
function afterHydration(start: () => void) {
  const html = document.documentElement;
  const reactPage = '__next_f' in window;
  if (!reactPage || html.dataset.hydrated !== undefined) return start();
  const watch = new MutationObserver(() => {
    if (html.dataset.hydrated === undefined) return;
    watch.disconnect();
    start();
  });
  watch.observe(html, { attributes: true, attributeFilter: ['data-hydrated'] });
}

export function mount(root: HTMLElement): void {
  const block = root.querySelector<HTMLElement>('[data-install-block]');
  if (!block) return;
  const ios = isIosDevice(navigator.userAgent, navigator.platform, navigator.maxTouchPoints);
  let choice: 'prompting' | 'dismissed' | undefined;

  const show = () => {
    const view: InstallView = installView({
      standalone: isStandalone(window),
      installed: installedDuringVisit(),
      offer: installOffer() !== null,
      ios,
      choice,
    });
    if (view === 'none') {
      root.hidden = true;
      return;
    }
    block.dataset.testid = 'install-app';
    block.dataset.view = view;
    for (const el of block.querySelectorAll<HTMLElement>('[data-views]'))
      el.hidden = !(el.dataset.views ?? '').split(' ').includes(view);
    const note = block.querySelector<HTMLElement>('[data-install-note]');
    if (note)
      note.textContent =
        view === 'prompting'
          ? (root.dataset.installing ?? '')
          : view === 'dismissed'
            ? (root.dataset.dismissed ?? '')
            : '';
    root.hidden = false;
  };

  const install = async () => {
    const offer = takeInstallOffer();
    if (!offer) return;
    choice = 'prompting';
    show();
    try {
      await offer.prompt();
      const outcome = (await offer.userChoice).outcome;
      // An accepted dialog stays "installing" until `appinstalled` turns it into the installed note.
      if (outcome !== 'accepted') choice = 'dismissed';
    } catch {
      choice = 'dismissed';
    }
    show();
  };

  afterHydration(() => {
    block.querySelector('[data-testid="install-button"]')?.addEventListener('click', () => void install());
    onInstallChange(show);
    window.matchMedia?.('(display-mode: standalone)').addEventListener?.('change', show);
    show();
    root.dataset.ready = '';
  });
}
