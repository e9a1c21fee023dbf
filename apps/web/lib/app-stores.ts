/**
 * The store listings of the app shells, from ANDROID_APP_URL and IOS_APP_URL (the same variables
 * the API reads). Only http(s) addresses count; unset or anything else leaves the Android and
 * iPhone buttons on the site's own install steps. Pages built ahead of time (the home page,
 * /download-app) take the values present when the web app is built, as with PUBLIC_URL.
 */
export interface AppStoreLinks {
  android: string | null;
  ios: string | null;
}

function storeUrl(raw: string | undefined): string | null {
  const value = raw?.trim();
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

export function appStoreLinks(env: Record<string, string | undefined> = process.env): AppStoreLinks {
  return { android: storeUrl(env.ANDROID_APP_URL), ios: storeUrl(env.IOS_APP_URL) };
}
