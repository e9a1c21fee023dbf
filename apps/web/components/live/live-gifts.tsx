'use client';

import { LIVE_GIFTS, type LiveGift } from '@drishti/content/live-gifts';
import type { LiveChatMessageData } from '@drishti/contracts/live';
import { Gift } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import type { Lang } from '@/components/admin/format';
import f from '@/components/registration/forms.module.css';
import { formatCoinAmount, formatRupees } from '@/components/wallet/money';
import { Link } from '@/i18n/navigation';
import { clientApi } from '@/lib/api/client';
import s from './live.module.css';

/** A new idempotency key for each gift the viewer decides to send (kept when a send is retried). */
const newKey = () => `gift-${crypto.randomUUID()}`;

/**
 * Gifts from the fixed list: each shows its price in coins and rupees before sending; the viewer
 * confirms, and the coins move once (the request carries an Idempotency-Key, kept when retried).
 */
export function LiveGifts({
  lang,
  eventId,
  coins,
  onSent,
}: {
  lang: Lang;
  eventId: string;
  /** The viewer's wallet balance in coins. */
  coins: number;
  onSent: (m: LiveChatMessageData) => void;
}) {
  const t = useTranslations('live.gifts');
  const api = useMemo(() => clientApi(lang), [lang]);
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<{ gift: LiveGift; key: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sentNote, setSentNote] = useState<string | null>(null);
  const name = (g: LiveGift) => (lang === 'hi' ? g.hi : g.en);
  const price = (g: LiveGift) =>
    t('price', { coins: formatCoinAmount(g.coins), rupees: formatRupees(g.coins * 100).replace(/\.00$/, '') });

  async function send() {
    if (!chosen || busy) return;
    setBusy(true);
    setError(null);
    const res = await api.post<{ message: LiveChatMessageData; coins: number }>(
      `/api/users/live/events/${eventId}/gifts`,
      { giftId: chosen.gift.id },
      { idempotencyKey: chosen.key },
    );
    setBusy(false);
    if (!res.success) return setError(res.message);
    setSentNote(t('sent', { gift: name(chosen.gift) }));
    setChosen(null);
    setOpen(false);
    onSent(res.data.message);
  }

  return (
    <div className={s.gifts} data-testid="live-gifts">
      <button
        type="button"
        className={s.giftToggle}
        aria-expanded={open}
        aria-controls="live-gift-list"
        onClick={() => {
          setOpen((o) => !o);
          setChosen(null);
          setError(null);
          setSentNote(null);
        }}
        data-testid="live-gifts-open"
      >
        <Gift aria-hidden="true" size={18} /> {t('open')}
      </button>
      {sentNote && (
        <p className={f.muted} role="status" data-testid="live-gift-sent">
          {sentNote}
        </p>
      )}
      {open && (
        <div id="live-gift-list" className={s.giftPanel}>
          <p className={f.hint}>{t('balance', { coins: formatCoinAmount(coins) })}</p>
          <ul className={s.giftList}>
            {LIVE_GIFTS.map((g) => (
              <li key={g.id}>
                <button
                  type="button"
                  className={s.giftChoice}
                  aria-pressed={chosen?.gift.id === g.id}
                  onClick={() => {
                    setChosen((c) => (c?.gift.id === g.id ? c : { gift: g, key: newKey() }));
                    setError(null);
                  }}
                  data-testid="live-gift-choice"
                  data-gift={g.id}
                >
                  <span className={s.giftName}>{name(g)}</span>
                  <span className={s.giftPrice}>{price(g)}</span>
                </button>
              </li>
            ))}
          </ul>
          {chosen &&
            (chosen.gift.coins > coins ? (
              <p className={s.error} role="alert" data-testid="live-gift-short">
                {t('notEnough', { gift: name(chosen.gift), coins: formatCoinAmount(chosen.gift.coins) })}{' '}
                <Link href="/wallet">{t('recharge')}</Link>
              </p>
            ) : (
              <div className={s.giftConfirm}>
                <p>{t('confirm', { gift: name(chosen.gift), price: price(chosen.gift) })}</p>
                <p className={f.hint}>{t('goesTo')}</p>
                <button
                  type="button"
                  className="button"
                  onClick={() => void send()}
                  disabled={busy}
                  data-testid="live-gift-send"
                >
                  {busy ? t('sending') : t('send', { gift: name(chosen.gift) })}
                </button>
              </div>
            ))}
          {error && (
            <p className={s.error} role="alert" data-testid="live-gift-error">
              {error}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
