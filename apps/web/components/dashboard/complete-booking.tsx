'use client';

import { CheckCircle2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { formatCount, type Lang } from '@/components/admin/format';
import f from '@/components/registration/forms.module.css';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { ClientApi } from '@/lib/api/client';
import { canComplete } from './bookings-model';
import { WithReviewsMessages } from './reviews-messages';
import type { Booking } from './types';

/** Longest a timer may wait in a browser (about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

interface Props {
  booking: Booking;
  api: ClientApi;
  lang: Lang;
  onCompleted: (booking: Booking) => void;
}

/**
 * "Mark as completed" on a confirmed booking once its slot has begun: after a confirmation, the
 * held coins become the astrologer's earnings and the user may review the consultation.
 */
export function CompleteBooking(props: Props) {
  return (
    <WithReviewsMessages lang={props.lang}>
      <CompleteButton {...props} />
    </WithReviewsMessages>
  );
}

function CompleteButton({ booking, api, lang, onCompleted }: Props) {
  const t = useTranslations('reviews.complete');
  const [now, setNow] = useState(() => new Date());
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const resultRef = useRef<HTMLParagraphElement>(null);
  const startsAt = Date.parse(booking.startsAt);

  // With the dashboard left open, the button appears when the slot begins.
  useEffect(() => {
    if (booking.status !== 'confirmed') return;
    const wait = startsAt - Date.now();
    if (wait <= 0) return;
    const timer = setTimeout(() => setNow(new Date()), Math.min(wait + 1000, MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [booking.status, startsAt]);

  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  async function complete() {
    setAsking(false);
    setBusy(true);
    setResult(null);
    const res = await api.post<Booking>(`/api/astrologer/bookings/${booking.id}/complete`, {});
    setBusy(false);
    if (!res.success) {
      setResult({ kind: 'error', text: res.message });
      return;
    }
    setResult({ kind: 'ok', text: t('done') });
    onCompleted(res.data);
  }

  const offered = canComplete(booking, now);
  if (!offered && !result) return null;
  return (
    <div className={f.stack}>
      {offered && (
        <div className={f.actions}>
          <button
            type="button"
            className={`button ${f.primary}`}
            disabled={busy}
            onClick={() => setAsking(true)}
            data-testid="complete-booking"
          >
            <CheckCircle2 aria-hidden="true" size={18} />
            {busy ? t('busy') : t('button')}
          </button>
        </div>
      )}
      {result && (
        <p
          ref={resultRef}
          tabIndex={-1}
          role={result.kind === 'ok' ? 'status' : 'alert'}
          className={`${f.status} ${result.kind === 'ok' ? f.statusOk : f.statusError}`}
          data-testid="complete-result"
          data-kind={result.kind}
        >
          {result.text}
        </p>
      )}
      <ConfirmDialog
        open={asking}
        title={t('dialogTitle')}
        message={t('dialogBody', { coins: formatCount(booking.priceCoins, lang) })}
        cancelLabel={t('keep')}
        okayLabel={t('confirm')}
        onCancel={() => setAsking(false)}
        onOkay={() => void complete()}
      />
    </div>
  );
}
