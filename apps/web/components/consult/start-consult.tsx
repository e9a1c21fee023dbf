'use client';

import type { ConsultChannel } from '@drishti/contracts/consultations';
import { Coins, LogIn, MessageCircle, Phone, Video, Wallet, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useRouter } from '@/i18n/navigation';
import { fetchLoginState } from '@/lib/login-state';
import {
  call,
  consultationList,
  isConsultationView,
  type Lang,
  profileOptions,
  type SavedProfileOption,
  walletCoins,
} from './api';
import sh from './shared.module.css';
import s from './start-consult.module.css';
import {
  CHANNELS,
  formatCount,
  HEARTBEAT_GRACE_SECONDS,
  AWAY_LIMIT_SECONDS,
  isOpen,
  MIN_MINUTES,
  minimumCoins,
  newIdempotencyKey,
  REQUEST_TIMEOUT_SECONDS,
  roomPath,
  shortfall,
  WALLET_PATH,
} from './model';

const ICONS = { chat: MessageCircle, voice: Phone, video: Video } as const;

type Load<T> = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; data: T };
type Submit =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'error'; message: string; code: string | null; openId?: string };

export interface StartAstrologer {
  id: string;
  /** The name in the page's language. */
  name: string;
  pricePerMinute: number;
}

/**
 * "Talk now" on an astrologer's profile: one button per channel the astrologer is live on. It
 * states the price per minute, the five-minute minimum and the balance before anything is sent,
 * offers a recharge when short, lets the user share a saved birth profile, then sends the request
 * and opens the consultation room.
 */
export function StartConsult({
  locale,
  astrologer,
  live,
  loginHref,
}: {
  locale: Lang;
  astrologer: StartAstrologer;
  live: readonly ConsultChannel[];
  /** The sign-in page, returning here. */
  loginHref: string;
}) {
  const t = useTranslations('consult');
  const router = useRouter();
  const [auth, setAuth] = useState<'unknown' | 'in' | 'out'>('unknown');
  const [wallet, setWallet] = useState<Load<number>>({ kind: 'loading' });
  const [profiles, setProfiles] = useState<SavedProfileOption[] | null>(null);
  const [channel, setChannel] = useState<ConsultChannel | null>(null);
  const [profileId, setProfileId] = useState('');
  const [submit, setSubmit] = useState<Submit>({ kind: 'idle' });
  const attempt = useRef<{ signature: string; key: string } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const errorBox = useRef<HTMLDivElement>(null);
  const liveSet = new Set(live);
  const price = astrologer.pricePerMinute;
  const minimum = minimumCoins(price);
  const coins = (n: number) => t('common.coins', { count: n, coins: formatCount(n, locale) });

  const loadWallet = useCallback(async () => {
    setWallet({ kind: 'loading' });
    const res = await call<unknown>(locale, 'GET', '/api/wallet');
    const balance = res.ok ? walletCoins(res.data) : null;
    setWallet(balance === null ? { kind: 'error' } : { kind: 'ready', data: balance });
    return balance;
  }, [locale]);

  useEffect(() => {
    let alive = true;
    // /login/state answers 200 either way: signed-out visitors see no failed request.
    void fetchLoginState().then(async (state) => {
      if (!alive) return;
      if (!state?.signedIn) {
        setAuth('out');
        return;
      }
      setAuth('in');
      void loadWallet();
      const res = await call<unknown>(locale, 'GET', '/api/users/profiles');
      if (alive) setProfiles(res.ok ? (profileOptions(res.data) ?? []) : []);
    });
    return () => {
      alive = false;
    };
  }, [locale, loadWallet]);

  useEffect(() => {
    if (channel) heading.current?.focus();
  }, [channel]);

  useEffect(() => {
    if (submit.kind === 'error') errorBox.current?.focus();
  }, [submit]);

  const short = wallet.kind === 'ready' ? shortfall(wallet.data, price) : 0;
  const busy = submit.kind === 'busy';

  const start = async (event: FormEvent) => {
    event.preventDefault();
    if (!channel || busy) return;
    const signature = `${astrologer.id}|${channel}|${profileId}`;
    if (attempt.current?.signature !== signature) attempt.current = { signature, key: newIdempotencyKey() };
    setSubmit({ kind: 'busy' });
    const res = await call<unknown>(
      locale,
      'POST',
      '/api/users/consultations',
      { astrologerId: astrologer.id, channel, ...(profileId ? { profileId } : {}) },
      { idempotencyKey: attempt.current.key },
    );
    if (res.ok && isConsultationView(res.data)) {
      router.push(roomPath(res.data.id));
      return;
    }
    if (!res.ok && res.status === 401) {
      window.location.assign(loginHref);
      return;
    }
    // A refused request is finished: a new try gets a new key.
    attempt.current = null;
    const code = res.ok ? null : res.code;
    const message = (!res.ok && res.message) || t('start.failed');
    let openId: string | undefined;
    if (code === 'insufficient-balance') void loadWallet();
    if (code === 'already-open') {
      const list = await call<unknown>(locale, 'GET', '/api/users/consultations');
      openId = (list.ok ? consultationList(list.data) : null)?.find((c) => isOpen(c.status))?.id;
    }
    setSubmit({ kind: 'error', message, code, ...(openId ? { openId } : {}) });
  };

  const choose = (c: ConsultChannel) => {
    setSubmit({ kind: 'idle' });
    setChannel((current) => (current === c ? null : c));
  };

  return (
    <div className={s.start} data-testid="start-consult" data-auth={auth}>
      <ul className={s.channelList}>
        {CHANNELS.map((c) => {
          const Icon = ICONS[c];
          const on = liveSet.has(c);
          return (
            <li key={c} className={on ? s.channelOn : s.channelOff} data-channel={c} data-live={on}>
              <Icon aria-hidden="true" size={20} />
              <span className={s.channelName}>
                {t(`common.channelLong.${c}`)}
                <span className={s.channelState}>
                  {on && <span className={sh.onlineDot} aria-hidden="true" />}
                  {on ? t('start.online') : t('start.offline')}
                </span>
              </span>
              {on && (
                <button
                  type="button"
                  className={`button ${s.channelButton}`}
                  aria-expanded={channel === c}
                  aria-controls="start-consult-form"
                  aria-label={t(`start.buttonLabel.${c}`, { name: astrologer.name })}
                  onClick={() => choose(c)}
                  data-testid={`start-${c}`}
                >
                  {t(`start.button.${c}`)}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <p className={sh.muted}>
        {live.length > 0
          ? t('start.priceLine', {
              price: formatCount(price, locale),
              minimum: formatCount(minimum, locale),
              minutes: MIN_MINUTES,
            })
          : t('start.noneLive', { name: astrologer.name })}
      </p>

      {channel && (
        <form
          id="start-consult-form"
          className={s.startForm}
          onSubmit={start}
          aria-labelledby="start-consult-heading"
          data-testid="start-form"
          data-channel={channel}
          noValidate
        >
          <div className={s.startHead}>
            <h3 id="start-consult-heading" ref={heading} tabIndex={-1} className={s.startTitle}>
              {t(`start.title.${channel}`, { name: astrologer.name })}
            </h3>
            <button
              type="button"
              className={sh.iconButton}
              onClick={() => setChannel(null)}
              aria-label={t('start.close')}
            >
              <X aria-hidden="true" size={20} />
            </button>
          </div>
          <dl className={sh.facts}>
            <div>
              <dt>{t('start.priceLabel')}</dt>
              <dd data-testid="start-price" data-coins={price}>
                <Coins aria-hidden="true" size={16} className={sh.coin} />
                {t('common.perMinute', { coins: formatCount(price, locale) })}
              </dd>
            </div>
            <div>
              <dt>{t('start.minimumLabel')}</dt>
              <dd data-testid="start-minimum" data-coins={minimum}>
                {t('start.minimum', { coins: formatCount(minimum, locale), minutes: MIN_MINUTES })}
              </dd>
            </div>
            {auth === 'in' && (
              <div>
                <dt>{t('start.balanceLabel')}</dt>
                <dd data-testid="start-balance" data-coins={wallet.kind === 'ready' ? wallet.data : undefined}>
                  <Wallet aria-hidden="true" size={16} className={sh.coin} />
                  {wallet.kind === 'loading'
                    ? t('start.balanceLoading')
                    : wallet.kind === 'error'
                      ? t('start.balanceError')
                      : coins(wallet.data)}
                </dd>
              </div>
            )}
          </dl>

          {auth === 'out' && (
            <div className={sh.notice} data-testid="start-signed-out">
              <p>{t('start.signInFirst')}</p>
              <a href={loginHref} className="button" data-testid="start-sign-in">
                <LogIn aria-hidden="true" size={18} />
                {t('start.signIn')}
              </a>
            </div>
          )}

          {auth === 'in' && short > 0 && (
            <div className={sh.notice} data-testid="start-short">
              <p>{t('start.short', { coins: formatCount(short, locale), minimum: formatCount(minimum, locale) })}</p>
              <Link href={WALLET_PATH} className={sh.secondary} data-testid="start-recharge">
                {t('start.recharge')}
              </Link>
            </div>
          )}

          {auth === 'in' && (
            <div className={sh.field}>
              <label htmlFor="start-profile" className={sh.label}>
                {t('start.profileLabel')}
              </label>
              <p id="start-profile-hint" className={sh.hint}>
                {profiles && profiles.length === 0 ? t('start.profileNone') : t('start.profileHint')}
              </p>
              <select
                id="start-profile"
                className={sh.select}
                value={profileId}
                onChange={(e) => setProfileId(e.target.value)}
                aria-describedby="start-profile-hint"
                disabled={busy || !profiles || profiles.length === 0}
                data-testid="start-profile"
              >
                <option value="">{t('start.profileSkip')}</option>
                {profiles?.map((p) => (
                  <option key={p.id} value={p.id}>
                    {`${p.name} · ${p.birthDate.split('-').reverse().join('/')} · ${p.placeName}`}
                  </option>
                ))}
              </select>
            </div>
          )}

          <BillingRules />

          {submit.kind === 'error' && (
            <div
              className={sh.alert}
              role="alert"
              tabIndex={-1}
              ref={errorBox}
              data-testid="start-error"
              data-code={submit.code ?? ''}
            >
              <p>{submit.message}</p>
              {submit.code === 'insufficient-balance' && (
                <Link href={WALLET_PATH} className={sh.secondary}>
                  {t('start.recharge')}
                </Link>
              )}
              {submit.openId && (
                <Link href={roomPath(submit.openId)} className={sh.secondary}>
                  {t('start.openExisting')}
                </Link>
              )}
            </div>
          )}

          {auth !== 'out' && (
            <button
              type="submit"
              className={`button ${sh.wide}`}
              disabled={busy || auth !== 'in' || short > 0 || wallet.kind !== 'ready'}
              data-testid="start-submit"
            >
              {busy ? t('start.sending') : t(`start.submit.${channel}`, { coins: formatCount(minimum, locale) })}
            </button>
          )}
          <p className="visually-hidden" role="status">
            {busy ? t('start.sending') : ''}
          </p>
        </form>
      )}
    </div>
  );
}

/** The published billing rules, short (packages/contracts/src/consultations.ts). */
export function BillingRules() {
  const t = useTranslations('consult.rules');
  return (
    <details className={s.rules} data-testid="billing-rules">
      <summary>{t('summary')}</summary>
      <ul>
        <li>{t('minimum', { minutes: MIN_MINUTES })}</li>
        <li>{t('accept', { seconds: REQUEST_TIMEOUT_SECONDS })}</li>
        <li>{t('meter')}</li>
        <li>{t('away', { grace: HEARTBEAT_GRACE_SECONDS, limit: AWAY_LIMIT_SECONDS / 60 })}</li>
        <li>{t('end')}</li>
        <li>{t('released')}</li>
      </ul>
    </details>
  );
}
