import type { ChatMessageViewData, ConsultationViewData, PresenceBody } from '@drishti/contracts/consultations';
import { apiClient } from '@/lib/api/client';

/*
 * Same-origin calls of the consultation pages, through the typed client (lib/api/client.ts,
 * docs/ARCHITECTURE.md "Web data"): they never throw, send the page's language and keep the
 * error's `code` (`insufficient-balance`, …), which the start panel needs; `message` is the API's
 * own text, null when it gave none. Answers are checked by shape here rather than with zod (about
 * 90 KB gzipped).
 */

export type Lang = 'en' | 'hi';

export type ApiAnswer<T> =
  | { ok: true; data: T; status: number }
  | { ok: false; status: number; message: string | null; code: string | null };

export interface CallOptions {
  idempotencyKey?: string;
  fetch?: typeof fetch;
}

export async function call<T>(
  lang: Lang,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
  options: CallOptions = {},
): Promise<ApiAnswer<T>> {
  const api = apiClient({ lang, cache: 'no-store', ...(options.fetch ? { fetch: options.fetch } : {}) });
  const { result, apiMessage } = await api.exchange<T>(
    method,
    path,
    body,
    options.idempotencyKey ? { idempotencyKey: options.idempotencyKey } : {},
  );
  if (result.success) return { ok: true, data: result.data, status: result.status };
  return { ok: false, status: result.status, message: apiMessage, code: result.code ?? null };
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => Number.isInteger(v);
const isString = (v: unknown): v is string => typeof v === 'string';

/** Whether `v` looks like a consultation view (the fields these pages read). */
export function isConsultationView(v: unknown): v is ConsultationViewData {
  if (!isObject(v) || !isObject(v.astrologer) || !isObject(v.meter)) return false;
  const m = v.meter;
  return (
    isString(v.id) &&
    (v.you === 'user' || v.you === 'astrologer') &&
    (v.channel === 'chat' || v.channel === 'voice' || v.channel === 'video') &&
    isString(v.status) &&
    isString(v.astrologer.name) &&
    isString(v.astrologer.slug) &&
    isInt(v.pricePerMinute) &&
    isInt(v.reservedCoins) &&
    isInt(v.lastSeq) &&
    isInt(v.peerReadSeq) &&
    isInt(v.peerDeliveredSeq) &&
    typeof v.settled === 'boolean' &&
    typeof m.running === 'boolean' &&
    isInt(m.connectedMs) &&
    isInt(m.billedMinutes) &&
    isInt(m.costCoins) &&
    (m.leftCoins === null || isInt(m.leftCoins)) &&
    isInt(m.minuteMs) &&
    isInt(m.at)
  );
}

/** `data` of GET /api/wallet: the spendable coins, or null for another shape. */
export function walletCoins(data: unknown): number | null {
  return isObject(data) && isInt(data.coins) ? data.coins : null;
}

export interface SavedProfileOption {
  id: string;
  name: string;
  birthDate: string;
  birthTime: string;
  placeName: string;
}

/** `data` of GET /api/users/profiles, as options to share. */
export function profileOptions(data: unknown): SavedProfileOption[] | null {
  if (!Array.isArray(data)) return null;
  return data
    .filter(
      (p): p is SavedProfileOption =>
        isObject(p) &&
        isString(p.id) &&
        isString(p.name) &&
        isString(p.birthDate) &&
        isString(p.birthTime) &&
        isString(p.placeName),
    )
    .map(({ id, name, birthDate, birthTime, placeName }) => ({ id, name, birthDate, birthTime, placeName }));
}

/** `data` of GET /api/users/consultations. */
export function consultationList(data: unknown): ConsultationViewData[] | null {
  return Array.isArray(data) ? data.filter(isConsultationView) : null;
}

export interface LiveData {
  presence: PresenceBody;
  incoming: ConsultationViewData[];
  waitlist: ConsultationViewData[];
  active: ConsultationViewData | null;
  history: ConsultationViewData[];
  earnings: { today: number; month: number; total: number };
}

/** `data` of GET /api/astrologer/consultations, or null for another shape. */
export function liveData(v: unknown): LiveData | null {
  if (typeof v !== 'object' || v === null) return null;
  const o = v as Record<string, unknown>;
  const p = o.presence as Record<string, unknown> | undefined;
  const e = o.earnings as Record<string, unknown> | undefined;
  if (!p || typeof p.chat !== 'boolean' || typeof p.voice !== 'boolean' || typeof p.video !== 'boolean') return null;
  if (!e || !Number.isInteger(e.today) || !Number.isInteger(e.month) || !Number.isInteger(e.total)) return null;
  const list = (x: unknown) => (Array.isArray(x) ? x.filter(isConsultationView) : []);
  return {
    presence: { chat: p.chat, voice: p.voice, video: p.video },
    incoming: list(o.incoming),
    waitlist: list(o.waitlist),
    active: isConsultationView(o.active) ? o.active : null,
    history: list(o.history),
    earnings: { today: e.today as number, month: e.month as number, total: e.total as number },
  };
}

/** A page of a consultation's messages (`GET /api/consultations/:id/messages`). */
export interface MessagesPage {
  messages: ChatMessageViewData[];
  lastSeq: number;
  more: boolean;
  nextAfterSeq: number;
}

/** The page of messages after `afterSeq` (at most 500), or null when the call failed. */
export async function messagesPage(
  lang: Lang,
  id: string,
  afterSeq: number,
  options: CallOptions = {},
): Promise<MessagesPage | null> {
  const res = await call<unknown>(
    lang,
    'GET',
    `/api/consultations/${encodeURIComponent(id)}/messages?afterSeq=${afterSeq}&limit=500`,
    undefined,
    options,
  );
  if (!res.ok || !isObject(res.data)) return null;
  const d = res.data;
  if (!Array.isArray(d.messages) || !isInt(d.lastSeq) || typeof d.more !== 'boolean' || !isInt(d.nextAfterSeq)) {
    return null;
  }
  return {
    messages: d.messages as ChatMessageViewData[],
    lastSeq: d.lastSeq,
    more: d.more,
    nextAfterSeq: d.nextAfterSeq,
  };
}

/** Every message after `afterSeq`, page by page to the end; null when a page failed. */
export async function allMessages(
  lang: Lang,
  id: string,
  afterSeq = 0,
  options: CallOptions = {},
): Promise<ChatMessageViewData[] | null> {
  const out: ChatMessageViewData[] = [];
  let cursor = afterSeq;
  for (;;) {
    const page = await messagesPage(lang, id, cursor, options);
    if (!page) return null;
    out.push(...page.messages);
    if (!page.more || page.nextAfterSeq <= cursor) return out;
    cursor = page.nextAfterSeq;
  }
}
