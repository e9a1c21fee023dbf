/**
 * The browser's install offer (`beforeinstallprompt`, Chrome on Android and desktop) is made once,
 * early, often before the page's install button exists. The islands entry (apps/web/islands/main.ts)
 * loads this module on every page, so it catches the offer and keeps it for whichever button asks
 * later. The browser's own install hint is left in place: we do not call preventDefault.
 *
 * React components and islands come in different bundles, each with its own copy of this module:
 * the state is one object on `window`, shared by all copies, and the listeners are attached once.
 */

export interface InstallOffer extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface InstallState {
  offer: InstallOffer | null;
  installed: boolean;
  listeners: Set<() => void>;
}

const KEY = '__drishtiInstall';

function shared(): InstallState | null {
  if (typeof window === 'undefined') return null;
  const host = window as unknown as Record<typeof KEY, InstallState | undefined>;
  const existing = host[KEY];
  if (existing) return existing;
  const state: InstallState = { offer: null, installed: false, listeners: new Set() };
  host[KEY] = state;
  const notify = () => {
    for (const l of state.listeners) l();
  };
  window.addEventListener('beforeinstallprompt', (e) => {
    state.offer = e as InstallOffer;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    state.offer = null;
    state.installed = true;
    notify();
  });
  return state;
}

shared();

/** Calls `listener` whenever the offer or the installed state changes; returns the unsubscribe. */
export function onInstallChange(listener: () => void): () => void {
  const state = shared();
  state?.listeners.add(listener);
  return () => {
    state?.listeners.delete(listener);
  };
}

/** The offer kept for a button, if the browser made one that has not been used. */
export function installOffer(): InstallOffer | null {
  return shared()?.offer ?? null;
}

/** Uses the offer (it can be shown once) and forgets it. */
export function takeInstallOffer(): InstallOffer | null {
  const state = shared();
  const o = state?.offer ?? null;
  if (state) state.offer = null;
  return o;
}

/** Whether the app was installed while this page was open. */
export function installedDuringVisit(): boolean {
  return shared()?.installed ?? false;
}
