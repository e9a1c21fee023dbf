import { describe, expect, it } from 'vitest';
import { installView, isIosDevice, isStandalone } from './install-model';

const facts = { standalone: false, installed: false, offer: false, ios: false };

describe('install view', () => {
  it('says installed first: as the installed app or after installing during the visit', () => {
    expect(installView({ ...facts, standalone: true, offer: true, ios: true })).toBe('installed');
    expect(installView({ ...facts, installed: true, choice: 'prompting' })).toBe('installed');
  });

  it('offers the button when the browser made an offer, and follows the dialog', () => {
    expect(installView({ ...facts, offer: true })).toBe('offer');
    expect(installView({ ...facts, choice: 'prompting' })).toBe('prompting');
    expect(installView({ ...facts, choice: 'dismissed' })).toBe('dismissed');
  });

  it('shows the Add to Home Screen steps on iOS, and nothing extra elsewhere', () => {
    expect(installView({ ...facts, ios: true })).toBe('ios');
    expect(installView(facts)).toBe('none');
  });
});

describe('devices', () => {
  it('knows iPhones and iPads, including iPadOS presenting itself as a Mac', () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    const mac =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
    const android =
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
    expect(isIosDevice(iphone, 'iPhone', 5)).toBe(true);
    expect(isIosDevice(mac, 'MacIntel', 5)).toBe(true);
    expect(isIosDevice(mac, 'MacIntel', 0)).toBe(false);
    expect(isIosDevice(android, 'Linux armv8l', 5)).toBe(false);
  });

  it('detects the installed app by display mode, the iOS flag or the store apps’ web view', () => {
    const win = (mode: string | null, standalone?: boolean) =>
      ({
        matchMedia: (q: string) => ({ matches: mode !== null && q === `(display-mode: ${mode})` }),
        navigator: { standalone },
      }) as unknown as Window;
    expect(isStandalone(win('standalone'))).toBe(true);
    expect(isStandalone(win('minimal-ui'))).toBe(true);
    expect(isStandalone(win(null, true))).toBe(true);
    const shell = Object.assign(win('browser'), { Capacitor: { isNativePlatform: () => true } });
    expect(isStandalone(shell)).toBe(true);
    expect(isStandalone(win('browser'))).toBe(false);
    expect(isStandalone(win(null))).toBe(false);
  });
});
