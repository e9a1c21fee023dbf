// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount } from './pwa';

afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as { Capacitor?: unknown }).Capacitor;
});

function element(sw?: string) {
  document.body.innerHTML = `<span hidden data-island="pwa"${sw ? ` data-sw="${sw}"` : ''}></span>`;
  return document.querySelector<HTMLElement>('[data-island]')!;
}

describe('pwa island', () => {
  it('registers the service worker in production builds (data-sw), at the root scope', () => {
    const register = vi.fn(async () => ({}));
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { register } });
    mount(element());
    expect(register).not.toHaveBeenCalled();
    mount(element('/sw.js'));
    // The test document has loaded: registered at once (otherwise on `load`).
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('starts the native bridge only inside the app shells', async () => {
    const isNativePlatform = vi.fn(() => true);
    const addListener = vi.fn(async () => ({ remove() {} }));
    (window as { Capacitor?: unknown }).Capacitor = {
      isNativePlatform,
      getPlatform: () => 'web',
      Plugins: { App: { addListener } },
    };
    mount(element());
    await vi.waitFor(() => expect(addListener).toHaveBeenCalledWith('appUrlOpen', expect.any(Function)));
    isNativePlatform.mockReturnValue(false);
    addListener.mockClear();
    mount(element());
    await new Promise((r) => setTimeout(r, 20));
    expect(addListener).not.toHaveBeenCalled();
  });
});
