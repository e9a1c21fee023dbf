// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The block as components/download/install-app-section.tsx renders it. */
function block() {
  document.body.innerHTML = `
    <div data-island="install-app" data-installing="Installing…" data-dismissed="Not installed" hidden>
      <div data-install-block>
        <p role="status" data-views="installed">Installed</p>
        <p data-views="offer prompting dismissed">Install it</p>
        <button type="button" data-views="offer" data-testid="install-button">Install</button>
        <p role="status" data-views="offer prompting dismissed" data-install-note></p>
        <section data-views="ios" data-testid="install-ios-steps"><ol><li>Share</li></ol></section>
      </div>
    </div>`;
  return document.querySelector<HTMLElement>('[data-island]')!;
}
const shown = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>('[data-views]')].filter((e) => !e.hidden).map((e) => e.dataset.views);

describe('install-app island', () => {
  beforeEach(() => {
    vi.resetModules();
    // The install offer's state is one object on window, shared by every copy of its module.
    delete (window as { __drishtiInstall?: unknown }).__drishtiInstall;
    vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener: () => {} }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows nothing when the browser has nothing to install', async () => {
    const { mount } = await import('./install-app.island');
    const root = block();
    mount(root);
    expect(root.hidden).toBe(true);
    expect(root.querySelector('[data-testid="install-app"]')).toBeNull();
    expect(root.querySelector('[data-install-block]')).not.toBeNull();
    expect(root.dataset.ready).toBe('');
  });

  it('offers the browser dialog, says it is installing, then installed', async () => {
    const { mount } = await import('./install-app.island');
    const root = block();
    mount(root);
    let accept: (v: { outcome: 'accepted' | 'dismissed' }) => void = () => {};
    const offer = Object.assign(new Event('beforeinstallprompt'), {
      prompt: vi.fn(async () => {}),
      userChoice: new Promise((resolve) => {
        accept = resolve;
      }),
    });
    window.dispatchEvent(offer);
    const app = root.querySelector<HTMLElement>('[data-testid="install-app"]')!;
    expect(root.hidden).toBe(false);
    expect(app.dataset.view).toBe('offer');
    expect(shown(root)).toEqual(['offer prompting dismissed', 'offer', 'offer prompting dismissed']);
    root.querySelector<HTMLButtonElement>('[data-testid="install-button"]')!.click();
    expect(offer.prompt).toHaveBeenCalledTimes(1);
    expect(app.dataset.view).toBe('prompting');
    expect(root.querySelector('[data-install-note]')!.textContent).toBe('Installing…');
    accept({ outcome: 'accepted' });
    await vi.waitFor(() => expect(offer.prompt).toHaveBeenCalled());
    window.dispatchEvent(new Event('appinstalled'));
    expect(app.dataset.view).toBe('installed');
    expect(shown(root)).toEqual(['installed']);
  });

  it('says so when the visitor closes the dialog without installing', async () => {
    const { mount } = await import('./install-app.island');
    const root = block();
    mount(root);
    const offer = Object.assign(new Event('beforeinstallprompt'), {
      prompt: async () => {},
      userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
    });
    window.dispatchEvent(offer);
    root.querySelector<HTMLButtonElement>('[data-testid="install-button"]')!.click();
    const app = root.querySelector<HTMLElement>('[data-testid="install-app"]')!;
    await vi.waitFor(() => expect(app.dataset.view).toBe('dismissed'));
    expect(root.querySelector('[data-install-note]')!.textContent).toBe('Not installed');
    expect(shown(root)).not.toContain('offer');
  });

  it('shows the Add to Home Screen steps on an iPhone', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile Safari/604.1',
    );
    const { mount } = await import('./install-app.island');
    const root = block();
    mount(root);
    expect(root.querySelector<HTMLElement>('[data-testid="install-app"]')!.dataset.view).toBe('ios');
    expect(shown(root)).toEqual(['ios']);
  });
});
