/**
 * When the offline tools' engine is fetched ahead of need (docs/PERFORMANCE.md, "JavaScript
 * budgets"). It is large (the panchang's about 96 KB, the kundali's with its readings about
 * 169 KB, gzipped), so a page never downloads it just for being opened:
 *   - in the installed app (the home-screen or store app), it is fetched once the browser is idle,
 *     and the service worker keeps its files, so the tools work offline from then on;
 *   - in a browser tab, only after the visitor first uses the page (a tap, a click or a key), and
 *     then while idle: someone filling in a birth or changing the panchang's day gets the engine
 *     cached before they may lose the connection; a reader who only looks downloads nothing extra.
 * Never while the browser knows it is offline (what is fetched under Data Saver is the callers' choice).
 * With no prefetch, a first offline use still loads the engine on demand (a failed request or
 * `navigator.onLine === false`), with the page's loading state, when the connection allows.
 */

/** The parts of `window` this needs, so that it can be driven in tests. */
export interface WantedWindow {
  navigator: { onLine: boolean; standalone?: boolean };
  matchMedia?: (query: string) => { matches: boolean };
  Capacitor?: { isNativePlatform?: () => boolean };
  addEventListener: (type: string, listener: () => void, options?: AddEventListenerOptions) => void;
  removeEventListener: (type: string, listener: () => void, options?: EventListenerOptions) => void;
  requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
  setTimeout: (cb: () => void, ms: number) => unknown;
  clearTimeout: (id: never) => void;
}

/** The ways a person uses a page; the first one of them lets the engine be fetched. */
export const USE_EVENTS = ['pointerdown', 'keydown'] as const;

/** True when the page runs as the installed app: a home-screen window, an iPhone web app or the store app's shell. */
export function runsInstalled(w: WantedWindow): boolean {
  if (w.navigator.standalone === true) return true;
  if (w.Capacitor?.isNativePlatform?.()) return true;
  const mq = w.matchMedia;
  return Boolean(
    mq &&
      (mq('(display-mode: standalone)').matches ||
        mq('(display-mode: fullscreen)').matches ||
        mq('(display-mode: minimal-ui)').matches),
  );
}

/**
 * Runs `run` once, when the engine is wanted ahead of need (see above). Returns a cancel function
 * for an effect's cleanup.
 */
export function whenWanted(w: WantedWindow, run: () => void): () => void {
  if (w.navigator.onLine === false) return () => {};
  let cancelled = false;
  let cancelIdle = () => {};
  const idle = () => {
    if (cancelled) return;
    const go = () => {
      if (!cancelled && w.navigator.onLine !== false) run();
    };
    if (w.requestIdleCallback) {
      const id = w.requestIdleCallback(go, { timeout: 10_000 });
      cancelIdle = () => w.cancelIdleCallback?.(id);
    } else {
      const timer = w.setTimeout(go, 3000);
      cancelIdle = () => w.clearTimeout(timer as never);
    }
  };
  if (runsInstalled(w)) {
    idle();
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }
  const onUse = () => {
    stopListening();
    idle();
  };
  const stopListening = () => {
    for (const type of USE_EVENTS) w.removeEventListener(type, onUse, { capture: true });
  };
  for (const type of USE_EVENTS) w.addEventListener(type, onUse, { capture: true, passive: true });
  return () => {
    cancelled = true;
    stopListening();
    cancelIdle();
  };
}
