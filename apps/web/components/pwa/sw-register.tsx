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
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    const register = () => {
      navigator.serviceWorker.register(SW_URL, { scope: '/' }).catch(() => {});
    };
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
    return () => window.removeEventListener('load', register);
  }, []);
  return null;
}
