'use client';

import type { ChatMessageViewData } from '@drishti/contracts/consultations';
import { useEffect, useRef, useState } from 'react';
import { type Lang, messagesPage } from './api';
import { newClientId, socketUrl } from './model';
import { type ConnectionStatus, ConsultSocket, type Listener, type OutboxItem } from './socket-client';

export interface SocketView {
  socket: ConsultSocket | null;
  status: ConnectionStatus;
  messages: readonly ChatMessageViewData[];
  outbox: readonly OutboxItem[];
}

/**
 * One ConsultSocket for the component's life (or while `enabled`), with its status and chat as
 * React state. `onEvent` sees every event; it may change between renders.
 */
export function useConsultSocket({
  consultationId,
  role,
  enabled,
  onEvent,
  lang = 'en',
}: {
  consultationId?: string;
  role?: 'user' | 'astrologer';
  enabled: boolean;
  onEvent?: Listener;
  /** The page's language, sent with the history pages a long resume fetches. */
  lang?: Lang;
}): SocketView {
  const [socket, setSocket] = useState<ConsultSocket | null>(null);
  const [status, setStatus] = useState<ConnectionStatus>('connecting');
  const [chat, setChat] = useState<{ messages: readonly ChatMessageViewData[]; outbox: readonly OutboxItem[] }>({
    messages: [],
    outbox: [],
  });
  const handler = useRef(onEvent);
  handler.current = onEvent;

  useEffect(() => {
    if (!enabled) return;
    let storage: Storage | null = null;
    try {
      storage = window.sessionStorage;
    } catch {
      storage = null;
    }
    const s = new ConsultSocket({
      url: socketUrl(window.location),
      ...(consultationId ? { consultationId } : {}),
      ...(role ? { role } : {}),
      storage,
      newClientId: () => newClientId(),
      ...(consultationId ? { fetchHistory: (afterSeq: number) => messagesPage(lang, consultationId, afterSeq) } : {}),
    });
    const off = s.subscribe((event) => {
      if (event.type === 'status') setStatus(event.status);
      if (event.type === 'chat') setChat({ messages: event.messages, outbox: event.outbox });
      handler.current?.(event);
    });
    setSocket(s);
    setChat({ messages: s.messages, outbox: s.outbox });
    s.start();
    const online = () => s.reconnectNow();
    const visible = () => {
      if (document.visibilityState === 'visible') s.reconnectNow();
    };
    window.addEventListener('online', online);
    document.addEventListener('visibilitychange', visible);
    return () => {
      window.removeEventListener('online', online);
      document.removeEventListener('visibilitychange', visible);
      off();
      s.stop();
      setSocket(null);
    };
  }, [consultationId, role, enabled, lang]);

  return { socket, status: enabled ? status : 'stopped', messages: chat.messages, outbox: chat.outbox };
}
