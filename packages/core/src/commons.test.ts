import { describe, expect, it } from 'vitest';
import { appLinkUrl } from './commons';
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
    expect(renderSms('app-link', 'en', { url: appLinkUrl('https://drishti.app') })).toBe(
      'Get the Drishti app: https://drishti.app/download-app',
    );
    expect(renderSms('app-link', 'hi', { url: appLinkUrl('https://drishti.app', 'hi') })).toBe(
      'दृष्टि ऐप पाएँ: https://drishti.app/hi/download-app',
    );
  });
});
