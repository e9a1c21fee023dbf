/**
 * The browser's install offer (`beforeinstallprompt`, Chrome on Android and desktop) is made once,
 * early, often before the page's install button exists. This module is loaded on every page by the
 * service worker registration, so it catches the offer and keeps it for whichever button asks later.
 * The browser's own install hint is left in place: we do not call preventDefault.
 */

export interface InstallOffer extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: InstallOffer | null = null;
let installedNow = false;
const listeners = new Set<() => void>();
const notify = () => {
  for (const l of listeners) l();
};

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (e) => {
    offer = e as InstallOffer;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    installedNow = true;
    notify();
  });
}

/** Calls `listener` whenever the offer or the installed state changes; returns the unsubscribe. */
export function onInstallChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The offer kept for a button, if the browser made one that has not been used. */
export function installOffer(): InstallOffer | null {
  return offer;
}

/** Uses the offer (it can be shown once) and forgets it. */
export function takeInstallOffer(): InstallOffer | null {
  const o = offer;
  offer = null;
  return o;
}

/** Whether the app was installed while this page was open. */
export function installedDuringVisit(): boolean {
  return installedNow;
}
