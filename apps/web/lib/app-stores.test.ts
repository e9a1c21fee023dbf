import { describe, expect, it } from 'vitest';
import { appStoreLinks } from './app-stores';

describe('store links', () => {
  it('are the configured store addresses', () => {
    expect(
      appStoreLinks({
        ANDROID_APP_URL: 'https://play.google.com/store/apps/details?id=app.drishti',
        IOS_APP_URL: ' https://apps.apple.com/in/app/drishti/id1234567890 ',
      }),
    ).toEqual({
      android: 'https://play.google.com/store/apps/details?id=app.drishti',
      ios: 'https://apps.apple.com/in/app/drishti/id1234567890',
    });
  });

  it('fall back to the install steps when unset, empty or not a web address', () => {
    expect(appStoreLinks({})).toEqual({ android: null, ios: null });
    expect(appStoreLinks({ ANDROID_APP_URL: '', IOS_APP_URL: '   ' })).toEqual({ android: null, ios: null });
    expect(appStoreLinks({ ANDROID_APP_URL: 'javascript:alert(1)', IOS_APP_URL: 'not a url' })).toEqual({
      android: null,
      ios: null,
    });
  });
});
