/**
 * Every page's own behaviour besides its content (components/pwa/sw-register.tsx renders the
 * element): registers the service worker once the page has loaded, so that its first downloads
 * (the offline pages and tools) never compete with the page's own, and, inside the Android and iOS
 * app shells only (they inject `window.Capacitor`), starts the bridge to their plugins (app links,
 * native push), loaded on demand so that browsers never download it.
 *
 * Markup: `data-island="pwa"`, with `data-sw="/sw.js"` in production builds.
 */
export function mount(root: HTMLElement): void {
  const sw = root.dataset.sw;
  if (sw && 'serviceWorker' in navigator) {
    const register = () => {
      navigator.serviceWorker.register(sw, { scope: '/' }).catch(() => {});
    };
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
  }
  const native = (window as { Capacitor?: { isNativePlatform?: () => boolean } }).Capacitor;
  if (!native?.isNativePlatform?.()) return;
  const lang = document.documentElement.lang === 'hi' ? 'hi' : 'en';
  void import('@/components/pwa/native-bridge').then(({ startNativeBridge }) => startNativeBridge(lang));
}
