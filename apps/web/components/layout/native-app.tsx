'use client';

import { useLocale } from 'next-intl';
import { useEffect } from 'react';

/**
 * Inside the Android and iOS app shells only: starts the bridge to their plugins (app links,
 * native push). In a browser `window.Capacitor` is absent and nothing is loaded.
 */
export function NativeApp() {
  const lang = useLocale() === 'hi' ? 'hi' : 'en';
  useEffect(() => {
    const native = (window as { Capacitor?: { isNativePlatform?: () => boolean } }).Capacitor;
    if (!native?.isNativePlatform?.()) return;
    let stop: (() => void) | undefined;
    let live = true;
    void import('@/components/pwa/native-bridge')
      .then(({ startNativeBridge }) => startNativeBridge(lang))
      .then((s) => {
        if (live) stop = s;
        else s();
      });
    return () => {
      live = false;
      stop?.();
    };
  }, [lang]);
  return null;
}
