/**
 * The site's side of the Android and iOS app shells (Capacitor). Inside a shell the native runtime
 * injects `window.Capacitor` with its plugins; the site talks to them through that global so that
 * no Capacitor package ships to ordinary browsers, where this module does nothing.
 *
 * - App links (`appUrlOpen`) to this site open the linked page in the app.
 * - Push: asks for permission, registers with Firebase Cloud Messaging and sends the device token
 *   to the API; tapping a notification opens its `data.url` (a path on this site).
 */
import { type ApiLang, clientApi } from '@/lib/api/client';

interface ListenerHandle {
  remove(): Promise<void> | void;
}
type Listen<E> = (event: E, callback: (value: never) => void) => Promise<ListenerHandle> | ListenerHandle;
type Permission = 'prompt' | 'prompt-with-rationale' | 'granted' | 'denied';

/** The parts of Capacitor's global and plugins this module uses. */
export interface CapacitorGlobal {
  isNativePlatform?: () => boolean;
  getPlatform?: () => string;
  Plugins?: {
    App?: { addListener: Listen<'appUrlOpen'> };
    PushNotifications?: {
      checkPermissions(): Promise<{ receive: Permission }>;
      requestPermissions(): Promise<{ receive: Permission }>;
      register(): Promise<void>;
      addListener: Listen<'registration' | 'registrationError' | 'pushNotificationActionPerformed'>;
    };
  };
}

export interface NativeBridgeOptions {
  /** Opens a path of this site; a full page load by default (a router's push fits too). */
  navigate?: (path: string) => void;
  /** The window to use; tests pass a fake. */
  window?: { Capacitor?: CapacitorGlobal; location: { origin: string; assign(url: string): void } };
  fetch?: typeof fetch;
}

interface PushToken {
  platform: 'android' | 'ios';
  token: string;
  lang: ApiLang;
  fetch?: typeof fetch;
}

/*
 * The device's last push token. The bridge runs from an island (apps/web/islands/every-page/pwa.ts)
 * while sign-out buttons may be React's: each bundle has its own copy of this module, so the token
 * is kept on the global object, where every copy finds it.
 */
const TOKEN_KEY = '__drishtiPushToken';
const tokenHost = globalThis as unknown as Record<typeof TOKEN_KEY, PushToken | null | undefined>;
const lastToken = (): PushToken | null => tokenHost[TOKEN_KEY] ?? null;

/** A path (with query and hash) on this site for `link`, or null when it points elsewhere. */
export function sameSitePath(link: unknown, origin: string): string | null {
  if (typeof link !== 'string' || link.trim() === '') return null;
  // "//host/..." and "/\host" are other sites to a browser, even though they start with "/".
  if (/^[/\\]{2}/.test(link)) return null;
  let url: URL;
  try {
    url = new URL(link, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

async function sendToken(): Promise<boolean> {
  const saved = lastToken();
  if (!saved) return false;
  const { platform, token, lang, fetch } = saved;
  const api = clientApi(lang, fetch ? { fetch } : {});
  const result = await api.post('/api/users/native-push-tokens', { platform, token });
  return result.success;
}

/**
 * Sends the device's push token again, e.g. right after sign-in: the first attempt, made when the
 * app opened, is refused while nobody is signed in. Resolves false when there is no token yet.
 */
export function resendNativePushToken(): Promise<boolean> {
  return sendToken();
}

/**
 * Detaches this device from the account: call before signing out, while the session still exists,
 * so that the next person using the phone does not get this account's notifications.
 */
export async function forgetNativePushToken(): Promise<boolean> {
  const saved = lastToken();
  if (!saved) return false;
  const { token, lang, fetch: doFetch = globalThis.fetch.bind(globalThis) } = saved;
  try {
    const res = await doFetch('/api/users/native-push-tokens', {
      method: 'DELETE',
      headers: { accept: 'application/json', 'content-type': 'application/json', 'x-lang': lang },
      body: JSON.stringify({ token }),
      credentials: 'same-origin',
    });
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * Starts the bridge when running inside an app shell; resolves to a function that removes its
 * listeners (a no-op in a browser). Call once, on the client, after the page has loaded.
 */
export async function startNativeBridge(lang: ApiLang, options: NativeBridgeOptions = {}): Promise<() => void> {
  const win = options.window ?? (typeof window === 'undefined' ? undefined : (window as NativeBridgeOptions['window']));
  const cap = win?.Capacitor;
  if (!win || !cap?.isNativePlatform?.()) return () => {};
  const origin = win.location.origin;
  const navigate = options.navigate ?? ((path: string) => win.location.assign(path));
  const open = (link: unknown) => {
    const path = sameSitePath(link, origin);
    if (path) navigate(path);
  };
  // Listeners are in place before registering, so that neither the token nor a tap is missed.
  const handles: ListenerHandle[] = [];

  const app = cap.Plugins?.App;
  if (app) handles.push(await app.addListener('appUrlOpen', ((e: { url?: unknown }) => open(e?.url)) as never));

  const push = cap.Plugins?.PushNotifications;
  const platform = cap.getPlatform?.();
  if (push && (platform === 'android' || platform === 'ios')) {
    handles.push(
      await push.addListener('registration', (async (t: { value?: unknown }) => {
        if (typeof t?.value !== 'string' || !t.value) return;
        tokenHost[TOKEN_KEY] = { platform, token: t.value, lang, ...(options.fetch ? { fetch: options.fetch } : {}) };
        await sendToken();
      }) as never),
      await push.addListener('pushNotificationActionPerformed', ((a: { notification?: { data?: { url?: unknown } } }) =>
        open(a?.notification?.data?.url)) as never),
    );
    try {
      let permission = (await push.checkPermissions()).receive;
      if (permission === 'prompt' || permission === 'prompt-with-rationale')
        permission = (await push.requestPermissions()).receive;
      if (permission === 'granted') await push.register();
    } catch {
      // Android without Firebase set up in the native project fails to register; the app works without push.
    }
  }

  return () => {
    for (const h of handles) void h.remove();
  };
}
