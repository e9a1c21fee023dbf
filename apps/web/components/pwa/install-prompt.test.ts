// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';

type Module = typeof import('./install-prompt');

/** A fresh copy of the module, as another bundle (React's or the islands') has its own. */
async function copy(): Promise<Module> {
  vi.resetModules();
  return import('./install-prompt');
}

describe('install offer', () => {
  it('is caught once and shared by every copy of the module', async () => {
    const islands = await copy();
    const react = await copy();
    expect(react).not.toBe(islands);
    const seen = vi.fn();
    const off = react.onInstallChange(seen);
    expect(islands.installOffer()).toBeNull();

    const offer = new Event('beforeinstallprompt');
    window.dispatchEvent(offer);
    // Listeners are attached once, whatever the number of copies: one change, one offer.
    expect(seen).toHaveBeenCalledTimes(1);
    expect(react.installOffer()).toBe(offer);
    expect(islands.takeInstallOffer()).toBe(offer);
    expect(react.installOffer()).toBeNull();

    window.dispatchEvent(new Event('appinstalled'));
    expect(seen).toHaveBeenCalledTimes(2);
    expect(islands.installedDuringVisit()).toBe(true);
    expect(react.installedDuringVisit()).toBe(true);
    off();
    window.dispatchEvent(new Event('beforeinstallprompt'));
    expect(seen).toHaveBeenCalledTimes(2);
  });
});
