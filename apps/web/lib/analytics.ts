import type { trackBody } from '@drishti/contracts/commons';
import type { z } from 'zod';

/**
 * Marketing consent and the analytics events of the app-download buttons (spec section 7).
 * Events leave the browser only after the visitor has accepted; errors are ignored.
 */

export const CONSENT_COOKIE = 'drishti_consent';
export type ConsentChoice = 'granted' | 'denied';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The visitor's choice in a `document.cookie` string, or null before they have chosen. */
export function readConsent(cookieHeader: string): ConsentChoice | null {
  for (const part of cookieHeader.split(';')) {
    // No destructuring: the islands bundle this for Safari 14, which esbuild cannot give it to.
    const pair = part.trim();
    const eq = pair.indexOf('=');
    if ((eq < 0 ? pair : pair.slice(0, eq)) !== CONSENT_COOKIE) continue;
    const value = pair.slice(eq + 1);
    if (value === 'granted' || value === 'denied') return value;
  }
  return null;
}

/** The `document.cookie` assignment that remembers a choice for a year on the whole site. */
export function consentCookie(choice: ConsentChoice, secure = false): string {
  return `${CONSENT_COOKIE}=${choice}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Stores the choice in the browser. */
export function saveConsent(choice: ConsentChoice): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox.
  document.cookie = consentCookie(choice, location.protocol === 'https:');
}

export type StoreType = 'playstore' | 'appstore';

/** The events and their properties; every one belongs to the "App Download" category. */
export interface AnalyticsEvents {
  app_store_click: { store: StoreType; location: string; destination: string };
  download_click: { platform: 'android' | 'ios' | 'web'; location: string; destination: string };
}
export type AnalyticsEvent = keyof AnalyticsEvents;

const CATEGORY: Record<AnalyticsEvent, string> = {
  app_store_click: 'App Download',
  download_click: 'App Download',
};

export const TRACK_PATH = '/api/publics/commons/track-content';

export interface TrackEnvironment {
  cookie: () => string;
  fetch: typeof fetch;
  path: () => string;
}

const browser = (): TrackEnvironment => ({
  cookie: () => document.cookie,
  fetch: globalThis.fetch.bind(globalThis),
  path: () => location.pathname,
});

/**
 * Sends one event when the visitor has granted consent; returns whether it was sent. The request
 * is `keepalive` so that it survives the navigation the click starts; failures are ignored.
 */
export function track<E extends AnalyticsEvent>(
  event: E,
  props: AnalyticsEvents[E],
  env: TrackEnvironment = browser(),
): boolean {
  if (readConsent(env.cookie()) !== 'granted') return false;
  const body: z.input<typeof trackBody> = { event, category: CATEGORY[event], props: { ...props }, path: env.path() };
  try {
    env
      .fetch(TRACK_PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        keepalive: true,
        credentials: 'same-origin',
      })
      .catch(() => undefined);
  } catch {
    // A fetch that throws synchronously (very old browsers) is ignored like any other failure.
  }
  return true;
}
