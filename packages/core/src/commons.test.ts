import { describe, expect, it } from 'vitest';
import { appLinkSite, appLinkUrl } from './commons';
import { renderSms } from './sms';

describe('the app-link SMS', () => {
  it('carries the /download-app page of the public site in the reader’s language', () => {
    expect(appLinkUrl('https://drishti.app')).toBe('https://drishti.app/download-app');
    expect(appLinkUrl('https://drishti.app', 'en')).toBe('https://drishti.app/download-app');
    expect(appLinkUrl('https://drishti.app', 'hi')).toBe('https://drishti.app/hi/download-app');
  });

  it('joins PUBLIC_URL without doubled slashes, and keeps a path the site is served under', () => {
    expect(appLinkUrl('https://drishti.app/', 'hi')).toBe('https://drishti.app/hi/download-app');
    expect(appLinkUrl('https://drishti.app///')).toBe('https://drishti.app/download-app');
    expect(appLinkUrl('https://example.org/drishti/', 'hi')).toBe('https://example.org/drishti/hi/download-app');
  });

  it('reads in each language around the link', () => {
    for (const locale of ['en', 'hi'] as const) {
      const site = appLinkSite('https://drishti.app/');
      expect(renderSms('app-link', locale, { site })).toContain(appLinkUrl('https://drishti.app', locale));
    }
    expect(renderSms('app-link', 'en', { site: appLinkSite('https://drishti.app') })).toBe(
      'Get the Drishti app: https://drishti.app/download-app',
    );
    expect(renderSms('app-link', 'hi', { site: appLinkSite('https://drishti.app') })).toBe(
      'दृष्टि ऐप पाएँ: https://drishti.app/hi/download-app',
    );
  });
});
