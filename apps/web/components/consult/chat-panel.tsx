'use client';

import type { ChatMessageViewData } from '@drishti/contracts/consultations';
import { AlertCircle, Check, CheckCheck, Clock, RotateCw, SendHorizontal, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { type FormEvent, type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import s from './chat-panel.module.css';
import sh from './shared.module.css';
import { CHAT_MAX_CHARS, formatCount, lastPeerSeq, type Role, type Tick, tickFor, upperFirst } from './model';
import type { ConsultSocket, OutboxItem } from './socket-client';
import { clock12 } from '@/lib/clock';

const CONTACT_REASONS = new Set(['phone', 'email', 'upi', 'link']);

function timeOf(iso: string, locale: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat(locale === 'hi' ? 'hi-IN-u-nu-latn' : 'en-IN', {
    hour: 'numeric',
    minute: '2-digit',
    ...clock12(locale),
    timeZone: 'Asia/Kolkata',
  }).format(d);
}

function TickIcon({ tick, label }: { tick: Tick; label: string }) {
  const Icon = tick === 'pending' ? Clock : tick === 'failed' ? AlertCircle : tick === 'sent' ? Check : CheckCheck;
  return (
    <span className={s.tick} data-tick={tick} data-testid="tick">
      <Icon aria-hidden="true" size={16} className={tick === 'read' ? s.tickRead : undefined} />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/**
 * The conversation: messages in order (mine on the right), ticks on mine (sent, delivered, read),
 * the other side's typing, and — while the consultation is live — the composer. Incoming messages
 * are announced politely. Delivered receipts go out as messages arrive; read receipts when the
 * page is visible and scrolled to them.
 */
export function ChatPanel({
  locale,
  me: role,
  peerName,
  messages,
  outbox,
  peerDeliveredSeq,
  peerReadSeq,
  peerTyping,
  socket,
  live,
}: {
  locale: string;
  /** Which side this browser is. */
  me: Role;
  peerName: string;
  messages: readonly ChatMessageViewData[];
  outbox: readonly OutboxItem[];
  peerDeliveredSeq: number;
  peerReadSeq: number;
  peerTyping: boolean;
  socket: ConsultSocket | null;
  /** The composer is shown (the consultation is active). */
  live: boolean;
}) {
  const t = useTranslations('consult.chat');
  const [text, setText] = useState('');
  const [blocked, setBlocked] = useState<string | null>(null);
  const [atBottom, setAtBottom] = useState(true);
  const list = useRef<HTMLElement>(null);
  const end = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const peerSeq = lastPeerSeq(messages, role);
  const lastIncoming = [...messages].reverse().find((m) => m.from !== role && m.from !== 'system');

  // A message the server refused comes back to the composer with the reason.
  useEffect(() => {
    if (!socket) return;
    return socket.subscribe((event) => {
      if (event.type !== 'blocked') return;
      setText((current) => (current.trim() ? `${event.text}\n${current}` : event.text));
      setBlocked(event.reason && CONTACT_REASONS.has(event.reason) ? t(`blocked.${event.reason}`) : t('blocked.other'));
      input.current?.focus();
    });
  }, [socket, t]);

  // Delivered: the other side's messages are on this screen.
  useEffect(() => {
    if (peerSeq > 0) socket?.markDelivered(peerSeq);
  }, [peerSeq, socket]);

  // Read: the page is visible and the list is scrolled to the end.
  useEffect(() => {
    const el = end.current;
    const root = list.current;
    if (!el || !root || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => setAtBottom(entries.some((e) => e.isIntersecting)), {
      root,
      threshold: 0,
    });
    io.observe(el);
    return () => io.disconnect();
  }, []);

  useEffect(() => {
    const mark = () => {
      if (atBottom && peerSeq > 0 && document.visibilityState === 'visible') socket?.markRead(peerSeq);
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [atBottom, peerSeq, socket]);

  // Keep to the newest message when already there, or when I wrote it.
  const count = messages.length + outbox.length;
  const stick = useRef(true);
  stick.current = atBottom || outbox.length > 0 || messages[messages.length - 1]?.from === role;
  useLayoutEffect(() => {
    const root = list.current;
    if (root && count > 0 && stick.current) root.scrollTop = root.scrollHeight;
  }, [count]);

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    const value = text.trim();
    if (!value || !socket || value.length > CHAT_MAX_CHARS) return;
    socket.sendChat(value);
    socket.typing(false);
    setText('');
    setBlocked(null);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      send();
    }
  };

  const tickLabel = (tick: Tick) => t(`ticks.${tick}`);

  return (
    <section className={s.chat} aria-labelledby="chat-heading" data-testid="chat">
      <h2 id="chat-heading" className="visually-hidden">
        {upperFirst(t('heading', { name: peerName }))}
      </h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard */}
      <section ref={list} className={s.messages} data-testid="chat-messages" tabIndex={0} aria-label={t('listLabel')}>
        {messages.length === 0 && outbox.length === 0 && (
          <p className={s.chatEmpty} data-testid="chat-empty">
            {live ? upperFirst(t('empty', { name: peerName })) : t('emptyEnded')}
          </p>
        )}
        <ol className={s.messageList}>
          {messages.map((m) => {
            if (m.from === 'system') {
              return (
                <li key={m.seq} className={s.system} data-testid="chat-message" data-from="system" data-seq={m.seq}>
                  {m.text}
                </li>
              );
            }
            const mine = m.from === role;
            const tick = mine ? tickFor(m.seq, peerDeliveredSeq, peerReadSeq) : null;
            return (
              <li
                key={m.seq}
                className={mine ? s.mine : s.theirs}
                data-testid="chat-message"
                data-from={mine ? 'me' : 'peer'}
                data-seq={m.seq}
                data-tick={tick ?? undefined}
              >
                <span className="visually-hidden">{mine ? t('you') : peerName}: </span>
                <p className={s.bubbleText}>{m.text}</p>
                <span className={s.meta}>
                  <time dateTime={m.at} suppressHydrationWarning>
                    {timeOf(m.at, locale)}
                  </time>
                  {tick && <TickIcon tick={tick} label={tickLabel(tick)} />}
                </span>
              </li>
            );
          })}
          {outbox.map((o) => (
            <li
              key={o.clientId}
              className={`${s.mine} ${o.failed ? s.failed : s.pending}`}
              data-testid="chat-message"
              data-from="me"
              data-tick={o.failed ? 'failed' : 'pending'}
            >
              <span className="visually-hidden">{t('you')}: </span>
              <p className={s.bubbleText}>{o.text}</p>
              <span className={s.meta}>
                <TickIcon tick={o.failed ? 'failed' : 'pending'} label={tickLabel(o.failed ? 'failed' : 'pending')} />
              </span>
              {o.failed && (
                <span className={s.failedRow}>
                  <span>{t('notSent', { reason: o.failed.message })}</span>
                  <button type="button" className={sh.linkButton} onClick={() => socket?.retry(o.clientId)}>
                    <RotateCw aria-hidden="true" size={14} />
                    {t('retry')}
                  </button>
                  <button type="button" className={sh.linkButton} onClick={() => socket?.discard(o.clientId)}>
                    <Trash2 aria-hidden="true" size={14} />
                    {t('discard')}
                  </button>
                </span>
              )}
            </li>
          ))}
        </ol>
        <div ref={end} className={s.endMark} aria-hidden="true" />
      </section>
      <div className="visually-hidden" aria-live="polite" data-testid="chat-live">
        {lastIncoming ? `${peerName}: ${lastIncoming.text}` : ''}
      </div>
      <p className={s.typing} data-testid="typing" aria-hidden={!peerTyping}>
        {live && peerTyping ? upperFirst(t('typing', { name: peerName })) : '\u00a0'}
      </p>

      {live && (
        <form className={s.composer} onSubmit={send} data-testid="composer">
          {blocked && (
            <p className={s.blocked} role="alert" id="chat-blocked" data-testid="chat-blocked">
              <AlertCircle aria-hidden="true" size={18} />
              {blocked}
            </p>
          )}
          <label htmlFor="chat-input" className="visually-hidden">
            {t('inputLabel')}
          </label>
          <div className={s.composerRow}>
            <textarea
              ref={input}
              id="chat-input"
              className={`${sh.input} ${s.composerInput}`}
              rows={2}
              maxLength={CHAT_MAX_CHARS}
              value={text}
              placeholder={t('placeholder')}
              onChange={(e) => {
                setText(e.target.value);
                if (blocked) setBlocked(null);
                socket?.typing(e.target.value.trim().length > 0);
              }}
              onKeyDown={onKeyDown}
              aria-describedby={blocked ? 'chat-blocked chat-hint chat-count' : 'chat-hint chat-count'}
              data-testid="chat-input"
            />
            <button
              type="submit"
              className={`button ${s.sendButton}`}
              disabled={!text.trim() || !socket}
              data-testid="chat-send"
            >
              <SendHorizontal aria-hidden="true" size={20} />
              <span className={s.sendLabel}>{t('send')}</span>
            </button>
          </div>
          <p className={s.composerHint}>
            <span id="chat-hint">{t('hint')}</span>
            <span
              id="chat-count"
              className={text.length >= CHAT_MAX_CHARS ? s.countFull : s.count}
              data-testid="chat-count"
            >
              {`${formatCount(text.length, locale)}/${formatCount(CHAT_MAX_CHARS, locale)}`}
            </span>
          </p>
          <p className={s.rulesNote}>{t('contactRule')}</p>
        </form>
      )}
    </section>
  );
}
