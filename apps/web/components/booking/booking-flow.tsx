'use client';

import type { BookingViewData } from '@drishti/contracts/bookings';
import type { Locale } from '@drishti/content/types';
import { useTranslations } from 'next-intl';
import { type ChangeEvent, type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  type ClockLabels,
  formatDayLong,
  formatNumber,
  formatSlotTime,
  groupSlotsByDay,
  istParts,
} from '@/components/astrologers/format';
import { bookingCreated, type SlotData, slotList, walletBalance } from '@/components/astrologers/guards';
import { openCheckout } from '@/components/payments/checkout';
import { clientApi } from '@/lib/api/client';
import s from './booking.module.css';
import { BookingConfirmation } from './booking-confirmation';
import { BookingDetails } from './booking-details';
import { PaymentChoice } from './booking-payment';
import { SlotPicker } from './booking-slots';
import { LengthAndChannel } from './booking-choices';
import { BookingSummary } from './booking-summary';
import type { BookingAstrologer, Load, Submit } from './booking-types';

export type { BookingAstrologer } from './booking-types';
import {
  attachmentProblem,
  attemptSignature,
  bookingCoins,
  type Channel,
  DEFAULT_DURATION,
  type Duration,
  gatewayAmounts,
  newIdempotencyKey,
  paymentReturnPath,
  shortfall,
} from './booking-model';

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
  const message = useCallback((m: string | null | undefined) => m || generic, [generic]);

  const startsAtRef = useRef(startsAt);
  startsAtRef.current = startsAt;

  const loadSlots = useCallback(
    async (minutes: Duration) => {
      const request = ++slotsRequest.current;
      setSlots({ status: 'loading' });
      // `apiMessage`: the API's own message, null when it gave none (then the page's own text is shown).
      const { result: res, apiMessage } = await api.exchange<unknown>(
        'GET',
        `/api/publics/astrologers/${encodeURIComponent(astrologer.slug)}/slots?duration=${minutes}`,
        undefined,
        {},
      );
      if (request !== slotsRequest.current) return null;
      const list = res.success ? slotList(res.data) : null;
      if (!list) {
        setSlots({ status: 'error', message: apiMessage });
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
    const { result: res, apiMessage } = await api.exchange<unknown>('POST', '/api/publics/consultant-booking', form, {
      idempotencyKey: key,
    });
    const created = res.success ? bookingCreated(res.data) : null;
    if (created) return { ok: true as const, ...created };
    return { ok: false as const, status: res.status, message: apiMessage };
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
      <BookingConfirmation
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
        <LengthAndChannel
          locale={locale}
          pricePerMinute={astrologer.pricePerMinute}
          duration={duration}
          onDuration={setDuration}
          channel={channel}
          onChannel={setChannel}
          busy={busy}
        />

        <SlotPicker
          locale={locale}
          clock={clock}
          slots={slots}
          groups={groups}
          dayGroup={dayGroup}
          day={day}
          startsAt={startsAt}
          notice={notice}
          busy={busy}
          timeFieldset={timeFieldset}
          onRetry={() => void loadSlots(duration)}
          onDay={(d) => {
            setDay(d);
            setStartsAt(null);
          }}
          onTime={(chosen) => {
            setStartsAt(chosen);
            setFormError(null);
            setNotice(null);
          }}
        />

        <BookingDetails
          note={note}
          onNote={setNote}
          file={file}
          fileError={fileError}
          fileInput={fileInput}
          onFile={onFile}
          removeFile={removeFile}
          busy={busy}
        />

        <PaymentChoice
          locale={locale}
          payWith={payWith}
          onPayWith={setPayWith}
          wallet={wallet}
          price={price}
          online={online}
          short={short}
          busy={busy}
        />
      </div>

      <BookingSummary
        locale={locale}
        astrologer={astrologer}
        chosenLabel={chosenLabel}
        duration={duration}
        channel={channel}
        payWith={payWith}
        price={price}
        online={online}
        formError={formError}
        submit={submit}
        errorRef={errorRef}
        busy={busy}
        onPayOnline={() => {
          setPayWith('gateway');
          void book('gateway');
        }}
      />
    </form>
  );
}
