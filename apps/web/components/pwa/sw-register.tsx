'use client';

import { useEffect } from 'react';
import './install-prompt';

/** The service worker (apps/web/public/sw.js); the notifications page registers the same URL and scope. */
export const SW_URL = '/sw.js';

/**
 * Registers the service worker once the page has loaded, so that its first downloads (the offline
 * pages and tools) never compete with the page's own. Production builds only: development chunks
 * are not content-hashed and must not be served from a cache.
 */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    // `<html data-hydrated>`: automated checks and progressive-enhancement styles can tell a live
    // page from its server HTML. (Here, not in a component of its own: every page carries this.)
    document.documentElement.dataset.hydrated = '';
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    const register = () => {
      navigator.serviceWorker.register(SW_URL, { scope: '/' }).catch(() => {});
    };
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
    return () => window.removeEventListener('load', register);
  }, []);
  // Inside the Android and iOS app shells only (they inject window.Capacitor): the bridge to their
  // plugins (app links, native push), loaded on demand so that browsers never download it.
  useEffect(() => {
    const native = (window as { Capacitor?: { isNativePlatform?: () => boolean } }).Capacitor;
    if (!native?.isNativePlatform?.()) return;
    let stop: (() => void) | undefined;
    let live = true;
    const lang = document.documentElement.lang === 'hi' ? 'hi' : 'en';
    void import('./native-bridge')
      .then(({ startNativeBridge }) => startNativeBridge(lang))
      .then((s) => {
        if (live) stop = s;
        else s();
      });
    return () => {
      live = false;
      stop?.();
    };
  }, []);
  return null;
}
