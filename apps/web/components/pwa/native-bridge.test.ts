import { describe, expect, it } from 'vitest';
import {
  type CapacitorGlobal,
  forgetNativePushToken,
  resendNativePushToken,
  sameSitePath,
  startNativeBridge,
} from './native-bridge';

const ORIGIN = 'https://drishti.example';

/** A stand-in for the shell's injected global: records calls and lets the test fire plugin events. */
function fakeShell(options: { platform?: string; native?: boolean; permission?: string; answer?: string } = {}) {
  const listeners = new Map<string, (value: unknown) => unknown>();
  const calls: string[] = [];
  const opened: string[] = [];
  const posted: Array<{ url: string; method?: string; body: unknown; headers: Record<string, string> }> = [];
  const addListener = (event: string, cb: (value: unknown) => unknown) => {
    listeners.set(event, cb);
    return Promise.resolve({ remove: () => void listeners.delete(event) });
  };
  const Capacitor = {
    isNativePlatform: () => options.native ?? true,
    getPlatform: () => options.platform ?? 'android',
    Plugins: {
      App: { addListener },
      PushNotifications: {
        checkPermissions: async () => {
          calls.push('check');
          return { receive: options.permission ?? 'prompt' };
        },
        requestPermissions: async () => {
          calls.push('request');
          return { receive: options.answer ?? 'granted' };
        },
        register: async () => {
          calls.push('register');
        },
        addListener,
      },
    },
  } as unknown as CapacitorGlobal;
  const window = { Capacitor, location: { origin: ORIGIN, assign: (url: string) => opened.push(url) } };
  const fetch = (async (url: string, init: RequestInit) => {
    posted.push({
      url,
      method: init.method,
      body: JSON.parse(String(init.body)),
      headers: init.headers as Record<string, string>,
    });
    return new Response(JSON.stringify({ success: true, data: { registered: true } }), { status: 200 });
  }) as typeof globalThis.fetch;
  const fire = async (event: string, value: unknown) => {
    await listeners.get(event)?.(value);
  };
  return { window, fetch, calls, opened, posted, listeners, fire };
}

describe('startNativeBridge', () => {
  it('does nothing in a browser', async () => {
    const plain = { location: { origin: ORIGIN, assign: () => {} } };
    const stop = await startNativeBridge('en', { window: plain });
    stop();
    const web = fakeShell({ native: false });
    await startNativeBridge('en', { window: web.window, fetch: web.fetch });
    expect(web.calls).toEqual([]);
    expect(web.listeners.size).toBe(0);
  });

  it('asks for permission, registers and sends the token with the platform', async () => {
    const shell = fakeShell({ platform: 'ios' });
    await startNativeBridge('hi', { window: shell.window, fetch: shell.fetch });
    expect(shell.calls).toEqual(['check', 'request', 'register']);
    await shell.fire('registration', { value: 'dev1:APA91b-token' });
    expect(shell.posted).toEqual([
      {
        url: '/api/users/native-push-tokens',
        method: 'POST',
        body: { platform: 'ios', token: 'dev1:APA91b-token' },
        headers: expect.objectContaining({ 'x-lang': 'hi', 'content-type': 'application/json' }),
      },
    ]);
    expect(await resendNativePushToken()).toBe(true);
    expect(shell.posted).toHaveLength(2);
    // Before sign-out the device is detached from the account.
    expect(await forgetNativePushToken()).toBe(true);
    expect(shell.posted[2]).toMatchObject({
      url: '/api/users/native-push-tokens',
      method: 'DELETE',
      body: { token: 'dev1:APA91b-token' },
    });
  });

  it('does not register when the user refused; does not ask again once granted', async () => {
    const refused = fakeShell({ answer: 'denied' });
    await startNativeBridge('en', { window: refused.window, fetch: refused.fetch });
    expect(refused.calls).toEqual(['check', 'request']);
    const granted = fakeShell({ permission: 'granted' });
    await startNativeBridge('en', { window: granted.window, fetch: granted.fetch });
    expect(granted.calls).toEqual(['check', 'register']);
  });

  it('opens app links and tapped notifications on this site only', async () => {
    const shell = fakeShell();
    const stop = await startNativeBridge('en', { window: shell.window, fetch: shell.fetch });
    await shell.fire('appUrlOpen', { url: `${ORIGIN}/hi/kundali?d=1#charts` });
    await shell.fire('appUrlOpen', { url: 'https://evil.example/hi/kundali' });
    await shell.fire('pushNotificationActionPerformed', { notification: { data: { url: '/hi/support' } } });
    await shell.fire('pushNotificationActionPerformed', { notification: { data: { url: '//evil.example/x' } } });
    await shell.fire('pushNotificationActionPerformed', { notification: { data: {} } });
    expect(shell.opened).toEqual(['/hi/kundali?d=1#charts', '/hi/support']);
    stop();
    expect(shell.listeners.size).toBe(0);
  });

  it('uses the given navigation', async () => {
    const shell = fakeShell();
    const paths: string[] = [];
    await startNativeBridge('en', { window: shell.window, fetch: shell.fetch, navigate: (p) => paths.push(p) });
    await shell.fire('pushNotificationActionPerformed', { notification: { data: { url: '/reminders' } } });
    expect(paths).toEqual(['/reminders']);
    expect(shell.opened).toEqual([]);
  });
});

describe('sameSitePath', () => {
  it('keeps paths on the site and refuses everything else', () => {
    expect(sameSitePath('/notifications', ORIGIN)).toBe('/notifications');
    expect(sameSitePath(`${ORIGIN}/a?b=1`, ORIGIN)).toBe('/a?b=1');
    for (const bad of ['//evil.example', '/\\evil.example', 'javascript:alert(1)', 'http://drishti.example/', '', 42])
      expect(sameSitePath(bad, ORIGIN)).toBeNull();
  });
});
