import { trackBody } from '@drishti/contracts/commons';
import { describe, expect, it, vi } from 'vitest';
import { consentCookie, readConsent, TRACK_PATH, type TrackEnvironment, track } from './analytics';

function fakeEnv(cookie: string, fetchImpl?: TrackEnvironment['fetch']) {
  const fetch = vi.fn<TrackEnvironment['fetch']>(fetchImpl ?? (async () => Response.json({ success: true })));
  return { env: { cookie: () => cookie, fetch, path: () => '/hi' } satisfies TrackEnvironment, fetch };
}

const storeClick = {
  store: 'playstore',
  location: 'home-download-panel',
  destination: '/download-app#android',
} as const;

describe('readConsent', () => {
  it('finds the choice among other cookies', () => {
    expect(readConsent('a=1; drishti_consent=granted; b=2')).toBe('granted');
    expect(readConsent('drishti_consent=denied')).toBe('denied');
  });

  it('is null before a choice and for unknown values or look-alike names', () => {
    expect(readConsent('')).toBeNull();
    expect(readConsent('drishti_consent=maybe')).toBeNull();
    expect(readConsent('xdrishti_consent=granted; drishti_consent_old=granted')).toBeNull();
  });
});

describe('consentCookie', () => {
  it('lasts a year on the whole site, SameSite=Lax', () => {
    expect(consentCookie('granted')).toBe('drishti_consent=granted; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(consentCookie('denied', true)).toBe(
      'drishti_consent=denied; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
    );
  });
});

describe('track', () => {
  it('sends nothing without a choice or after Decline', () => {
    for (const cookie of ['', 'drishti_consent=denied', 'other=granted']) {
      const { env, fetch } = fakeEnv(cookie);
      expect(track('app_store_click', storeClick, env)).toBe(false);
      expect(fetch).not.toHaveBeenCalled();
    }
  });

  it('posts a body the API accepts once consent is granted', () => {
    const { env, fetch } = fakeEnv('drishti_consent=granted');
    expect(track('app_store_click', storeClick, env)).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(TRACK_PATH);
    expect(init?.method).toBe('POST');
    expect(init?.keepalive).toBe(true);
    const body = JSON.parse(String(init?.body));
    expect(trackBody.parse(body)).toEqual({
      event: 'app_store_click',
      category: 'App Download',
      props: storeClick,
      path: '/hi',
    });
  });

  it('labels download clicks with the platform', () => {
    const { env, fetch } = fakeEnv('drishti_consent=granted');
    track('download_click', { platform: 'web', location: 'home-download-panel', destination: '/download-app' }, env);
    const body = JSON.parse(String(fetch.mock.calls[0]![1]?.body));
    expect(body).toMatchObject({ event: 'download_click', category: 'App Download', props: { platform: 'web' } });
  });

  it('ignores network failures, rejected or thrown', async () => {
    const rejected = fakeEnv('drishti_consent=granted', () => Promise.reject(new TypeError('offline')));
    expect(track('app_store_click', storeClick, rejected.env)).toBe(true);
    await Promise.resolve();
    const thrown = fakeEnv('drishti_consent=granted', () => {
      throw new TypeError('no fetch');
    });
    expect(() => track('app_store_click', storeClick, thrown.env)).not.toThrow();
  });
});
