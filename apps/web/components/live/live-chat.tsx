'use client';

import { liveGift } from '@drishti/content/live-gifts';
import type { LiveChatMessageData, LiveStateData } from '@drishti/contracts/live';
import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import type { Lang } from '@/components/admin/format';
import f from '@/components/registration/forms.module.css';
import { clientApi } from '@/lib/api/client';
import { LiveGifts } from './live-gifts';
import s from './live.module.css';

/**
 * The live chat: everyone reads the latest messages; signed-in viewers write (the server refuses
 * contact details and muted viewers); the astrologer and admins remove messages and mute viewers.
 */
export function LiveChat({
  lang,
  eventId,
  state,
  loginHref,
  onChanged,
  maxLength,
}: {
  lang: Lang;
  eventId: string;
  state: LiveStateData | null;
  loginHref: string;
  onChanged: () => void;
  maxLength: number;
}) {
  const t = useTranslations('live.chat');
  const tg = useTranslations('live.gifts');
  const api = useMemo(() => clientApi(lang), [lang]);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** This viewer's messages just sent, shown until the polls have them (two polls at most). */
  const [sent, setSent] = useState<{ m: LiveChatMessageData; polls: number }[]>([]);
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (state) setSent((prev) => prev.map((x) => ({ ...x, polls: x.polls + 1 })).filter((x) => x.polls < 2));
  }, [state]);

  // The server's messages (removed ones are gone from them for everyone), then this viewer's own newer ones.
  const shown = useMemo(() => {
    const fromServer = state?.messages ?? [];
    const newest = fromServer.at(-1)?.id ?? 0;
    return [...fromServer, ...sent.filter((x) => x.m.id > newest).map((x) => x.m)];
  }, [state, sent]);

  useEffect(() => {
    const el = list.current;
    if (el && shown.length > 0) el.scrollTop = el.scrollHeight;
  }, [shown.length]);

  const live = state?.event.status === 'live';
  const me = state?.me;

  async function send(e: FormEvent) {
    e.preventDefault();
    const body = text.trim();
    if (!body || busy) return;
    setBusy(true);
    setError(null);
    const res = await api.post<LiveChatMessageData>(`/api/users/live/events/${eventId}/messages`, { body });
    setBusy(false);
    if (!res.success) return setError(res.message);
    setText('');
    setSent((prev) => [...prev, { m: res.data, polls: 0 }]);
    onChanged();
  }

  async function remove(m: LiveChatMessageData) {
    const res = await api.del(`/api/users/live/events/${eventId}/messages/${m.id}`);
    if (!res.success) return setError(res.message);
    setSent((prev) => prev.filter((x) => x.m.id !== m.id));
    onChanged();
  }

  async function mute(userId: string) {
    const res = await api.post(`/api/users/live/events/${eventId}/mutes`, { userId });
    if (!res.success) return setError(res.message);
    onChanged();
  }

  const giftName = (id: string) => {
    const g = liveGift(id);
    return g ? (lang === 'hi' ? g.hi : g.en) : id;
  };

  const author = (m: LiveChatMessageData) => (m.host ? m.author || t('host') : m.author || t('anonymous'));

  return (
    <section className={`${f.card} ${s.chat}`} aria-labelledby="live-chat-heading" data-testid="live-chat">
      <h2 id="live-chat-heading" className={f.cardHeading}>
        {t('heading')}
      </h2>
      <ol className={s.messages} ref={list} aria-live="polite" aria-relevant="additions" data-testid="live-messages">
        {shown.length === 0 && <li className={f.muted}>{t('empty')}</li>}
        {shown.map((m) => (
          <li key={m.id} className={s.message} data-testid="live-message" data-id={m.id}>
            <span className={m.host ? s.hostAuthor : s.author}>
              {author(m)}
              {m.host && <span className={s.hostTag}> · {t('host')}</span>}
            </span>{' '}
            {m.gift ? (
              <span className={s.giftLine} data-testid="live-gift-line" data-gift={m.gift.id}>
                {tg('line', { gift: giftName(m.gift.id) })}
              </span>
            ) : (
              <span className={s.body}>{m.body}</span>
            )}
            {me?.moderator && !m.host && (
              <span className={s.modActions}>
                <button
                  type="button"
                  className={s.linkButton}
                  onClick={() => void remove(m)}
                  aria-label={t('removeLabel', { author: author(m) })}
                  data-testid="live-remove"
                >
                  {t('remove')}
                </button>
                {m.userId && (
                  <button
                    type="button"
                    className={s.linkButton}
                    onClick={() => void mute(m.userId!)}
                    aria-label={t('muteLabel', { author: author(m) })}
                    data-testid="live-mute"
                  >
                    {t('mute')}
                  </button>
                )}
              </span>
            )}
          </li>
        ))}
      </ol>
      {state && !live && <p className={f.muted}>{t('closed')}</p>}
      {live && me && !me.signedIn && (
        <div className={s.signIn}>
          <p className={f.muted}>{t('signInLead')}</p>
          <a href={loginHref} className="button" data-testid="live-signin">
            {t('signIn')}
          </a>
        </div>
      )}
      {live && me?.signedIn && me.muted && (
        <p className={f.muted} role="status" data-testid="live-muted">
          {t('muted')}
        </p>
      )}
      {live && me?.signedIn && !me.muted && (
        <form className={s.chatForm} onSubmit={(e) => void send(e)}>
          <label htmlFor="live-chat-input" className="visually-hidden">
            {t('label')}
          </label>
          <input
            id="live-chat-input"
            className={f.input}
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={maxLength}
            placeholder={t('placeholder')}
            autoComplete="off"
            aria-describedby="live-chat-rules"
            data-testid="live-chat-input"
          />
          <button type="submit" className="button" disabled={busy || !text.trim()} data-testid="live-chat-send">
            {busy ? t('sending') : t('send')}
          </button>
          <p id="live-chat-rules" className={f.hint}>
            {t('rules')}
          </p>
        </form>
      )}
      {live && me?.signedIn && !me.host && !me.muted && me.coins !== null && (
        <LiveGifts
          lang={lang}
          eventId={eventId}
          coins={me.coins}
          onSent={(m) => {
            setSent((prev) => [...prev, { m, polls: 0 }]);
            onChanged();
          }}
        />
      )}
      {error && (
        <p className={s.error} role="alert" data-testid="live-chat-error">
          {error}
        </p>
      )}
    </section>
  );
}
