import { ReactReady } from './react-ready';

/** The service worker (apps/web/public/sw.js); the notifications page registers the same URL and scope. */
export const SW_URL = '/sw.js';

/**
 * What every page runs besides its own content (apps/web/islands/every-page/pwa.ts): the service
 * worker's registration and, inside the Android and iOS app shells, the bridge to their plugins.
 * Production builds only register the worker (`data-sw` names it): development chunks are not
 * content-hashed and must not be served from a cache.
 */
export function ServiceWorkerRegistration() {
  return (
    <>
      <span hidden data-island="pwa" data-sw={process.env.NODE_ENV === 'production' ? SW_URL : undefined} />
      <ReactReady />
    </>
  );
}
