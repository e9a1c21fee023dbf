'use client';

import type { BookingViewData } from '@drishti/contracts/bookings';
import { GENERIC_ERROR } from '@drishti/contracts/client';
import type { Locale } from '@drishti/content/types';
import { CheckCircle2, Coins, CreditCard, MessageCircle, Paperclip, Phone, Video, Wallet, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import {
  type ChangeEvent,
  type FormEvent,
  type RefObject,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  type ClockLabels,
  formatDayLong,
  formatDayShort,
  formatNumber,
  formatRupees,
  formatSlotTime,
  groupSlotsByDay,
  istParts,
} from '@/components/astrologers/format';
import { bookingCreated, type SlotData, slotList, walletBalance } from '@/components/astrologers/guards';
import { openCheckout } from '@/components/payments/checkout';
import { Link } from '@/i18n/navigation';
import { clientApi } from '@/lib/api/client';
import s from './booking.module.css';
import {
  ATTACHMENT_ACCEPT,
  attachmentProblem,
  attemptSignature,
  BOOKINGS_PATH,
  bookingCoins,
  CHANNELS,
  type Channel,
  DEFAULT_DURATION,
  DURATIONS,
  type Duration,
  gatewayAmounts,
  newIdempotencyKey,
  paymentReturnPath,
  shortfall,
  WALLET_PATH,
} from './booking-model';

export interface BookingAstrologer {
  id: string;
  slug: string;
  /** The name in the page's language. */
  name: string;
  pricePerMinute: number;
}

type Load<T> = { status: 'loading' } | { status: 'error'; message: string | null } | { status: 'ready'; data: T };
type Submit =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'redirecting' }
  | { status: 'error'; message: string; canPayOnline: boolean };

const CHANNEL_ICONS = { chat: MessageCircle, voice: Phone, video: Video } as const;

/**
 * Booking a slot: length (price shown), channel, day and time in Indian time, an optional note
 * and photo or PDF, then paying from the wallet (confirmed at once) or online through the
 * gateway (its checkout page, then the account area's return page).
 */
export function BookingFlow({
  locale,
  astrologer,
  preselect,
}: {
  locale: Locale;
  astrologer: BookingAstrologer;
  preselect: { duration?: Duration; channel?: Channel; startsAt?: string };
}) {
  const t = useTranslations('astrologers');
  const te = useTranslations('errors');
  const api = useMemo(() => clientApi(locale), [locale]);
  const clock = t.raw('clock') as ClockLabels;

  const [duration, setDuration] = useState<Duration>(preselect.duration ?? DEFAULT_DURATION);
  const [channel, setChannel] = useState<Channel>(preselect.channel ?? 'chat');
  const [slots, setSlots] = useState<Load<SlotData[]>>({ status: 'loading' });
  const [day, setDay] = useState<string | null>(null);
  const [startsAt, setStartsAt] = useState<string | null>(preselect.startsAt ?? null);
  const [note, setNote] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [payWith, setPayWith] = useState<'wallet' | 'gateway'>('wallet');
  const [wallet, setWallet] = useState<Load<number>>({ status: 'loading' });
  const [submit, setSubmit] = useState<Submit>({ status: 'idle' });
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState<BookingViewData | null>(null);

  const attempt = useRef<{ signature: string; key: string } | null>(null);
  const slotsRequest = useRef(0);
  const fileInput = useRef<HTMLInputElement>(null);
  const timeFieldset = useRef<HTMLFieldSetElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const confirmedHeading = useRef<HTMLHeadingElement>(null);

  const price = bookingCoins(astrologer.pricePerMinute, duration);
  const online = gatewayAmounts(price);
  const generic = te('generic');
  const message = useCallback((m: string | null | undefined) => (!m || m === GENERIC_ERROR ? generic : m), [generic]);

  const startsAtRef = useRef(startsAt);
  startsAtRef.current = startsAt;

  const loadSlots = useCallback(
    async (minutes: Duration) => {
      const request = ++slotsRequest.current;
      setSlots({ status: 'loading' });
      const res = await api.get<unknown>(
        `/api/publics/astrologers/${encodeURIComponent(astrologer.slug)}/slots?duration=${minutes}`,
      );
      if (request !== slotsRequest.current) return null;
      const list = res.success ? slotList(res.data) : null;
      if (!list) {
        setSlots({ status: 'error', message: res.success ? null : res.message });
        return null;
      }
      setSlots({ status: 'ready', data: list.slots });
      // Keep the chosen time when it is still free; else the first day with free times.
      setStartsAt((chosen) => (chosen && list.slots.some((x) => x.startsAt === chosen) ? chosen : null));
      setDay((current) => {
        const days = groupSlotsByDay(list.slots).map((g) => g.day);
        const chosen = startsAtRef.current;
        if (chosen && list.slots.some((x) => x.startsAt === chosen)) return istParts(chosen).day;
        return current && days.includes(current) ? current : (days[0] ?? null);
      });
      return list.slots;
    },
    [api, astrologer.slug],
  );
  const loadWallet = useCallback(async () => {
    const res = await api.get<unknown>('/api/wallet');
    const balance = res.success ? walletBalance(res.data) : null;
    setWallet(balance ? { status: 'ready', data: balance.coins } : { status: 'error', message: null });
    return balance?.coins ?? null;
  }, [api]);

  useEffect(() => {
    void loadSlots(duration);
  }, [duration, loadSlots]);

  useEffect(() => {
    void loadWallet();
  }, [loadWallet]);

  useEffect(() => {
    if (submit.status === 'error') errorRef.current?.focus();
  }, [submit]);

  useEffect(() => {
    if (confirmed) confirmedHeading.current?.focus();
  }, [confirmed]);

  const groups = slots.status === 'ready' ? groupSlotsByDay(slots.data) : [];
  const dayGroup = groups.find((g) => g.day === day);
  const short = wallet.status === 'ready' ? shortfall(wallet.data, price) : 0;
  const busy = submit.status === 'submitting' || submit.status === 'redirecting';

  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0] ?? null;
    if (!chosen) {
      setFile(null);
      setFileError(null);
      return;
    }
    const problem = attachmentProblem(chosen);
    if (problem) {
      setFile(null);
      setFileError(problem === 'size' ? t('book.fileTooBig') : t('book.fileType'));
      e.target.value = '';
      return;
    }
    setFileError(null);
    setFile(chosen);
  };

  const removeFile = () => {
    setFile(null);
    setFileError(null);
    if (fileInput.current) fileInput.current.value = '';
    fileInput.current?.focus();
  };

  /** The Idempotency-Key of this attempt: the same choices retried keep it, changed choices get a new one. */
  const keyFor = (chosen: string) => {
    const signature = attemptSignature({
      startsAt: chosen,
      durationMinutes: duration,
      channel,
      note,
      file: file ? { name: file.name, size: file.size } : null,
    });
    if (attempt.current?.signature !== signature) attempt.current = { signature, key: newIdempotencyKey() };
    return attempt.current.key;
  };

  const post = async (chosen: string, method: 'wallet' | 'gateway', key: string, returnUrl?: string) => {
    const form = new FormData();
    form.set('astrologerId', astrologer.id);
    form.set('startsAt', chosen);
    form.set('durationMinutes', String(duration));
    form.set('channel', channel);
    form.set('payWith', method);
    form.set('lang', locale);
    if (note.trim()) form.set('note', note.trim());
    if (returnUrl) form.set('returnUrl', returnUrl);
    if (file) form.set('attachment', file, file.name);
    const res = await api.postForm<unknown>('/api/publics/consultant-booking', form, { idempotencyKey: key });
    const created = res.success ? bookingCreated(res.data) : null;
    if (created) return { ok: true as const, ...created };
    return { ok: false as const, status: res.status, message: res.success ? null : res.message };
  };

  const book = async (method: 'wallet' | 'gateway') => {
    setFormError(null);
    setNotice(null);
    if (!startsAt) {
      setFormError(t('book.chooseSlotFirst'));
      timeFieldset.current?.querySelector<HTMLInputElement>('input')?.focus();
      return;
    }
    if (fileError) {
      fileInput.current?.focus();
      return;
    }
    if (method === 'wallet' && short > 0) {
      // Known to be short: nothing is sent (a booking would only hold the slot unpaid).
      setSubmit({
        status: 'error',
        message: t('book.walletShort', { short: formatNumber(short, locale) }),
        canPayOnline: true,
      });
      return;
    }
    const key = keyFor(startsAt);
    setSubmit({ status: 'submitting' });
    const returnBase = paymentReturnPath(locale);
    const first = await post(startsAt, method, key, method === 'gateway' ? returnBase : undefined);

    if (!first.ok) {
      if (first.status === 401) {
        const next = `${window.location.pathname}${window.location.search}`;
        window.location.assign(`${locale === 'hi' ? '/hi' : ''}/login?next=${encodeURIComponent(next)}`);
        return;
      }
      let walletShort = false;
      if (first.status === 409) {
        // Either the wallet is short (the booking then holds the slot for this attempt, which
        // "pay online" completes) or the slot was taken (fresh free times are shown).
        const coins = await loadWallet();
        walletShort = method === 'wallet' && coins !== null && coins < price;
        if (!walletShort) {
          const fresh = await loadSlots(duration);
          if (fresh && !fresh.some((x) => x.startsAt === startsAt)) setNotice(t('book.slotGone'));
        }
      }
      setSubmit({ status: 'error', message: message(first.message), canPayOnline: walletShort });
      return;
    }

    if (first.booking.status === 'confirmed') {
      setConfirmed(first.booking);
      setSubmit({ status: 'idle' });
      void loadWallet();
      return;
    }
    if (method === 'wallet') {
      // Paid from the wallet but not confirmed (the attempt had lapsed): the next try is a new attempt.
      attempt.current = null;
      setSubmit({ status: 'error', message: generic, canPayOnline: false });
      return;
    }

    // The gateway returns to the account area's page; the server names the booking in that address.
    setSubmit({ status: 'redirecting' });
    const returnPath = paymentReturnPath(locale, first.booking.id);
    const checkout = first.checkout;
    if (!checkout) {
      setSubmit({ status: 'error', message: generic, canPayOnline: false });
      return;
    }
    try {
      await openCheckout(checkout, returnPath);
    } catch {
      setSubmit({ status: 'error', message: t('book.checkoutUnavailable'), canPayOnline: true });
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) void book(payWith);
  };

  if (confirmed) {
    return (
      <Confirmation
        booking={confirmed}
        locale={locale}
        astrologer={astrologer}
        wallet={wallet}
        clock={clock}
        headingRef={confirmedHeading}
      />
    );
  }

  const chosenLabel = startsAt
    ? t('book.whenValue', {
        day: formatDayLong(istParts(startsAt).day, locale),
        time: formatSlotTime(startsAt, clock),
      })
    : t('book.notChosen');

  return (
    <form
      className={s.layout}
      onSubmit={onSubmit}
      aria-label={t('book.formLabel')}
      noValidate
      data-testid="booking-form"
    >
      <div className={s.steps}>
        <fieldset className={s.step}>
          <legend className={s.legend}>{t('book.durationLegend')}</legend>
          <div className={s.options4}>
            {DURATIONS.map((d) => (
              <label key={d} className={s.option} data-testid={`duration-${d}`}>
                <input
                  type="radio"
                  name="duration"
                  value={d}
                  checked={duration === d}
                  onChange={() => setDuration(d)}
                  disabled={busy}
                />
                <span className={s.optionMain}>{t('book.minutes', { count: formatNumber(d, locale) })}</span>
                <span className={s.optionSub}>
                  {t('book.durationCoins', {
                    coins: formatNumber(bookingCoins(astrologer.pricePerMinute, d), locale),
                  })}
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset className={s.step}>
          <legend className={s.legend}>{t('book.channelLegend')}</legend>
          <div className={s.options3}>
            {CHANNELS.map((c) => {
              const Icon = CHANNEL_ICONS[c];
              return (
                <label key={c} className={s.option} data-testid={`channel-${c}`}>
                  <input
                    type="radio"
                    name="channel"
                    value={c}
                    checked={channel === c}
                    onChange={() => setChannel(c)}
                    disabled={busy}
                  />
                  <Icon aria-hidden="true" size={20} />
                  <span className={s.optionMain}>{t(`book.channels.${c}`)}</span>
                </label>
              );
            })}
          </div>
        </fieldset>

        <div className={s.step} aria-busy={slots.status === 'loading'} data-testid="slots" data-status={slots.status}>
          {slots.status === 'loading' && (
            <p className={s.muted} role="status">
              {t('book.slotsLoading')}
            </p>
          )}
          {slots.status === 'error' && (
            <div className={s.alert} role="alert">
              <p>
                {te('errorPrefix')}{' '}
                {slots.message && slots.message !== GENERIC_ERROR ? slots.message : t('book.slotsError')}
              </p>
              <button type="button" className={s.secondary} onClick={() => void loadSlots(duration)}>
                {te('retry')}
              </button>
            </div>
          )}
          {slots.status === 'ready' && groups.length === 0 && (
            <p className={s.muted} role="status" data-testid="no-slots">
              {t('book.noSlots')}
            </p>
          )}
          {slots.status === 'ready' && groups.length > 0 && (
            <>
              <fieldset className={s.inner}>
                <legend className={s.legend}>{t('book.dayLegend')}</legend>
                <div className={s.days}>
                  {groups.map((g) => (
                    <label key={g.day} className={s.chip} data-testid="day-option">
                      <input
                        type="radio"
                        name="day"
                        value={g.day}
                        checked={day === g.day}
                        onChange={() => {
                          setDay(g.day);
                          setStartsAt(null);
                        }}
                        disabled={busy}
                      />
                      <span className={s.optionMain}>{formatDayShort(g.day, locale)}</span>
                      <span className={s.optionSub}>{t('book.slotsCount', { count: g.slots.length })}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
              {dayGroup && (
                <fieldset className={s.inner} ref={timeFieldset}>
                  <legend className={s.legend}>{t('book.timeLegend')}</legend>
                  <div className={s.times}>
                    {dayGroup.slots.map((slot) => (
                      <label key={slot.startsAt} className={s.chip} data-testid="time-option">
                        <input
                          type="radio"
                          name="startsAt"
                          value={slot.startsAt}
                          checked={startsAt === slot.startsAt}
                          onChange={() => {
                            setStartsAt(slot.startsAt);
                            setFormError(null);
                            setNotice(null);
                          }}
                          disabled={busy}
                        />
                        <span className={s.optionMain}>{formatSlotTime(slot.startsAt, clock)}</span>
                      </label>
                    ))}
                  </div>
                </fieldset>
              )}
            </>
          )}
          {notice && (
            <p className={s.notice} role="status">
              {notice}
            </p>
          )}
        </div>

        <fieldset className={s.step}>
          <legend className={s.legend}>{t('book.detailsLegend')}</legend>
          <div className={s.field}>
            <label htmlFor="booking-note" className={s.label}>
              {t('book.noteLabel')}
            </label>
            <p id="booking-note-hint" className={s.hint}>
              {t('book.noteHint')}
            </p>
            <textarea
              id="booking-note"
              name="note"
              rows={4}
              maxLength={1000}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              aria-describedby="booking-note-hint"
              className={s.textarea}
              disabled={busy}
            />
          </div>
          <div className={s.field}>
            <label htmlFor="booking-file" className={s.label}>
              {t('book.fileLabel')}
            </label>
            <p id="booking-file-hint" className={s.hint}>
              {t('book.fileHint')}
            </p>
            <div className={s.fileRow}>
              <input
                ref={fileInput}
                id="booking-file"
                type="file"
                name="attachment"
                accept={ATTACHMENT_ACCEPT}
                onChange={onFile}
                aria-describedby={fileError ? 'booking-file-error booking-file-hint' : 'booking-file-hint'}
                aria-invalid={fileError ? true : undefined}
                className={s.fileInput}
                disabled={busy}
                data-testid="booking-file"
              />
              {/* The browser's own file button speaks the browser's language: ours speaks the page's. */}
              <label htmlFor="booking-file" className={`${s.secondary} ${s.fileButton}`}>
                <Paperclip aria-hidden="true" size={18} />
                {t('book.chooseFile')}
              </label>
              {!file && <span className={s.hint}>{t('book.noFile')}</span>}
            </div>
            {fileError && (
              <p id="booking-file-error" className={s.fieldError} role="alert">
                {fileError}
              </p>
            )}
            {file && (
              <p className={s.fileChosen} data-testid="file-chosen">
                <span>{t('book.fileChosen', { name: file.name })}</span>
                <button type="button" className={s.linkButton} onClick={removeFile}>
                  <X aria-hidden="true" size={16} />
                  {t('book.removeFile')}
                </button>
              </p>
            )}
          </div>
        </fieldset>

        <fieldset className={s.step}>
          <legend className={s.legend}>{t('book.payLegend')}</legend>
          <div className={s.payOptions}>
            <label className={s.payOption} data-testid="pay-wallet">
              <input
                type="radio"
                name="payWith"
                value="wallet"
                checked={payWith === 'wallet'}
                onChange={() => setPayWith('wallet')}
                disabled={busy}
              />
              <Wallet aria-hidden="true" size={20} />
              <span className={s.payText}>
                <span className={s.optionMain}>{t('book.payWallet')}</span>
                <span className={s.optionSub} data-testid="wallet-balance">
                  {wallet.status === 'loading'
                    ? t('book.walletLoading')
                    : wallet.status === 'error'
                      ? t('book.walletError')
                      : t('book.walletBalance', { coins: formatNumber(wallet.data, locale) })}
                </span>
              </span>
            </label>
            <label className={s.payOption} data-testid="pay-online">
              <input
                type="radio"
                name="payWith"
                value="gateway"
                checked={payWith === 'gateway'}
                onChange={() => setPayWith('gateway')}
                disabled={busy}
              />
              <CreditCard aria-hidden="true" size={20} />
              <span className={s.payText}>
                <span className={s.optionMain}>{t('book.payOnline')}</span>
                <span className={s.optionSub}>
                  {t('book.payOnlineAmount', {
                    price: formatNumber(price, locale),
                    gst: formatRupees(online.gstPaise, locale),
                    total: formatRupees(online.totalPaise, locale),
                  })}
                </span>
              </span>
            </label>
          </div>
          {payWith === 'wallet' && short > 0 && (
            <div className={s.notice} data-testid="wallet-short">
              <p>{t('book.walletShort', { short: formatNumber(short, locale) })}</p>
              <p className={s.noticeActions}>
                <Link href={WALLET_PATH} className={s.secondary}>
                  {t('book.recharge')}
                </Link>
                <button type="button" className={s.secondary} onClick={() => setPayWith('gateway')}>
                  {t('book.payOnlineInstead')}
                </button>
              </p>
            </div>
          )}
        </fieldset>
      </div>

      <aside className={s.summary} aria-labelledby="booking-summary-heading">
        <h2 id="booking-summary-heading" className={s.summaryHeading}>
          {t('book.summaryHeading')}
        </h2>
        <dl className={s.summaryList} data-testid="booking-summary">
          <div>
            <dt>{t('book.summaryAstrologer')}</dt>
            <dd>{astrologer.name}</dd>
          </div>
          <div>
            <dt>{t('book.summaryWhen')}</dt>
            <dd data-testid="summary-when">{chosenLabel}</dd>
          </div>
          <div>
            <dt>{t('book.summaryDuration')}</dt>
            <dd>{t('book.minutes', { count: formatNumber(duration, locale) })}</dd>
          </div>
          <div>
            <dt>{t('book.summaryChannel')}</dt>
            <dd>{t(`book.channels.${channel}`)}</dd>
          </div>
          <div>
            <dt>{t('book.summaryPrice')}</dt>
            <dd data-testid="summary-price" data-coins={price}>
              <Coins aria-hidden="true" size={16} className={s.coin} />{' '}
              {payWith === 'wallet'
                ? t('book.priceCoins', { coins: formatNumber(price, locale) })
                : formatRupees(online.totalPaise, locale)}
            </dd>
          </div>
        </dl>
        {formError && (
          <p className={s.fieldError} role="alert">
            {formError}
          </p>
        )}
        {submit.status === 'error' && (
          <div className={s.alert} role="alert" tabIndex={-1} ref={errorRef} data-testid="booking-error">
            <p>
              {te('errorPrefix')} {submit.message}
            </p>
            {submit.canPayOnline && (
              <p className={s.noticeActions}>
                <Link href={WALLET_PATH} className={s.secondary}>
                  {t('book.recharge')}
                </Link>
                <button
                  type="button"
                  className={s.secondary}
                  onClick={() => {
                    setPayWith('gateway');
                    void book('gateway');
                  }}
                >
                  {t('book.payOnlineInstead')}
                </button>
              </p>
            )}
          </div>
        )}
        <button type="submit" className={`button ${s.submit}`} disabled={busy} data-testid="booking-submit">
          {submit.status === 'submitting'
            ? t('book.submitting')
            : submit.status === 'redirecting'
              ? t('book.redirecting')
              : payWith === 'wallet'
                ? t('book.submitWallet', { coins: formatNumber(price, locale) })
                : t('book.submitOnline', { total: formatRupees(online.totalPaise, locale) })}
        </button>
        <p className="visually-hidden" role="status">
          {submit.status === 'submitting'
            ? t('book.submitting')
            : submit.status === 'redirecting'
              ? t('book.redirecting')
              : ''}
        </p>
      </aside>
    </form>
  );
}

function Confirmation({
  booking: b,
  locale,
  astrologer,
  wallet,
  clock,
  headingRef,
}: {
  booking: BookingViewData;
  locale: Locale;
  astrologer: BookingAstrologer;
  wallet: Load<number>;
  clock: ClockLabels;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const t = useTranslations('astrologers');
  const name = locale === 'hi' ? b.astrologer.nameHi || b.astrologer.name : b.astrologer.name;
  return (
    <section className={s.confirmed} aria-labelledby="booking-confirmed-heading" data-testid="booking-confirmed">
      <h2 id="booking-confirmed-heading" ref={headingRef} tabIndex={-1} className={s.confirmedHeading}>
        <CheckCircle2 aria-hidden="true" size={28} />
        {t('book.confirmedHeading')}
      </h2>
      <p>{t('book.confirmedBody')}</p>
      <dl className={s.summaryList}>
        <div>
          <dt>{t('book.bookingId')}</dt>
          <dd data-testid="booking-id">{b.id.slice(0, 8).toUpperCase()}</dd>
        </div>
        <div>
          <dt>{t('book.summaryAstrologer')}</dt>
          <dd>{name}</dd>
        </div>
        <div>
          <dt>{t('book.summaryWhen')}</dt>
          <dd>
            {t('book.whenValue', {
              day: formatDayLong(istParts(b.startsAt).day, locale),
              time: formatSlotTime(b.startsAt, clock),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('book.summaryDuration')}</dt>
          <dd>{t('book.minutes', { count: formatNumber(b.durationMinutes, locale) })}</dd>
        </div>
        <div>
          <dt>{t('book.summaryChannel')}</dt>
          <dd>{t(`book.channels.${b.channel}`)}</dd>
        </div>
        <div>
          <dt>{t('book.paid')}</dt>
          <dd data-testid="booking-paid" data-coins={b.priceCoins}>
            {t('book.priceCoins', { coins: formatNumber(b.priceCoins, locale) })}
          </dd>
        </div>
        <div>
          <dt>{t('book.status')}</dt>
          <dd>{b.status === 'confirmed' ? t('book.statusConfirmed') : t('book.statusPending')}</dd>
        </div>
      </dl>
      {wallet.status === 'ready' && (
        <p className={s.balance} data-testid="balance-after">
          {t('book.newBalance', { coins: formatNumber(wallet.data, locale) })}
        </p>
      )}
      <p className={s.confirmedActions}>
        <Link href={BOOKINGS_PATH} className="button">
          {t('book.myBookings')}
        </Link>
        <Link href={`/online-astrologer/${astrologer.slug}`} className={s.secondary}>
          {t('book.backToProfile', { name: astrologer.name })}
        </Link>
        <Link href="/online-astrologer" className={s.secondary}>
          {t('book.backToList')}
        </Link>
      </p>
    </section>
  );
}
