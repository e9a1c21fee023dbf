'use client';

import { BellRing } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { call, type Lang } from '@/components/reminders/api';
import b from '@/components/ui/pill-buttons.module.css';
import s from './notifications.module.css';

/** Where the service worker lives (apps/web/public/sw.js); it controls the whole site. */
export const SERVICE_WORKER_URL = '/sw.js';

type State = 'checking' | 'unsupported' | 'denied' | 'off' | 'on' | 'busy' | 'failed';

/** The VAPID key as the Push API wants it. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

function supported(): boolean {
  return (
    typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  );
}

/** Registers the service worker (idempotent) and waits until it is active. */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  return navigator.serviceWorker.ready;
}

/**
 * "Turn on notifications" for this device: asks for permission, subscribes to web push with our
 * VAPID key and hands the subscription to the API; then offers a test push and turning it off.
 * Says so plainly when the browser cannot (unsupported) or the person blocked it (denied).
 */
export function PushControl() {
  const t = useTranslations('reminders.notifications.push');
  const lang = (useLocale() === 'hi' ? 'hi' : 'en') as Lang;
  const [state, setState] = useState<State>('checking');
  const [note, setNote] = useState<string | null>(null);

  useEffect(() => {
    if (!supported()) {
      setState('unsupported');
      return;
    }
    if (Notification.permission === 'denied') {
      setState('denied');
      return;
    }
    let live = true;
    registerServiceWorker()
      .then((reg) => reg.pushManager.getSubscription())
      .then((sub) => {
        if (live) setState(sub && Notification.permission === 'granted' ? 'on' : 'off');
      })
      .catch(() => {
        if (live) setState('off');
      });
    return () => {
      live = false;
    };
  }, []);

  const turnOn = async () => {
    setState('busy');
    setNote(null);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        setState(permission === 'denied' ? 'denied' : 'off');
        return;
      }
      const reg = await registerServiceWorker();
      const key = await call<{ publicKey: string }>(lang, 'GET', '/api/publics/push/vapid-key');
      if (!key.ok) throw new Error(key.message);
      const sub =
        (await reg.pushManager.getSubscription()) ??
        (await reg.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: keyBytes(key.data.publicKey),
        }));
      const saved = await call(lang, 'POST', '/api/users/push-subscriptions', sub.toJSON());
      if (!saved.ok) throw new Error(saved.message);
      setState('on');
    } catch {
      setState('failed');
    }
  };

  const turnOff = async () => {
    setState('busy');
    try {
      const reg = await registerServiceWorker();
      const sub = await reg.pushManager.getSubscription();
      if (sub) {
        await call(lang, 'DELETE', '/api/users/push-subscriptions', { endpoint: sub.endpoint });
        await sub.unsubscribe();
      }
      setState('off');
    } catch {
      setState('failed');
    }
  };

  const test = async () => {
    setNote(null);
    const res = await call<{ sent: number }>(lang, 'POST', '/api/users/push/test');
    setNote(res.ok ? (res.data.sent > 0 ? t('testSent') : t('testNone')) : res.message);
  };

  const message =
    state === 'checking' || state === 'busy'
      ? t(state === 'busy' ? 'turningOn' : 'checking')
      : state === 'on'
        ? t('on')
        : state === 'off'
          ? t('off')
          : t(state);

  return (
    <section className={`card ${s.push}`} aria-labelledby="push-heading" data-testid="push-control" data-state={state}>
      <h2 id="push-heading" className={s.pushHeading}>
        <BellRing aria-hidden="true" size={22} /> {t('heading')}
      </h2>
      <p className={s.muted}>{t('lead')}</p>
      <p
        role="status"
        data-testid="push-state"
        className={state === 'denied' || state === 'failed' ? s.warn : undefined}
      >
        {message}
      </p>
      <div className={s.actions}>
        {(state === 'off' || state === 'failed') && (
          <button type="button" className="button" onClick={turnOn} data-testid="push-on">
            {t('turnOn')}
          </button>
        )}
        {state === 'on' && (
          <>
            <button type="button" className="button" onClick={test} data-testid="push-test">
              {t('test')}
            </button>
            <button type="button" className={b.secondary} onClick={turnOff} data-testid="push-off">
              {t('turnOff')}
            </button>
          </>
        )}
      </div>
      {note && (
        <p role="status" data-testid="push-note">
          {note}
        </p>
      )}
    </section>
  );
}
