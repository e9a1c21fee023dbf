import type {
  BirthSnapshot,
  ChatMessageViewData,
  ConsultationViewData,
  ConsultChannel,
  ConsultStatus,
  MeterView,
} from '@drishti/contracts/consultations';
import { clock12 } from '@/lib/clock';

/*
 * Pure rules of the consultation pages: prices, the meter as the browser shows it between the
 * server's updates, ticks, links. The constants repeat packages/contracts/src/consultations.ts
 * (importing that module would bring zod into the page's JavaScript); a test keeps them equal.
 */

/** A consultation starts only with coins for this many minutes. */
export const MIN_MINUTES = 5;
/** Seconds the astrologer has to accept a request. */
export const REQUEST_TIMEOUT_SECONDS = 60;
/** Longest chat message, in characters. */
export const CHAT_MAX_CHARS = 2000;
/** Seconds a side may stay away before the consultation ends itself. */
export const AWAY_LIMIT_SECONDS = 180;
/** Seconds of silence after which a side counts as away. */
export const HEARTBEAT_GRACE_SECONDS = 45;
/** The WebSocket protocol this client speaks. */
export const WS_PROTOCOL = 1;

export const CHANNELS: readonly ConsultChannel[] = ['chat', 'voice', 'video'];
export type Role = 'user' | 'astrologer';

export const WALLET_PATH = '/wallet';
export const HISTORY_PATH = '/consultations';
export const ASTROLOGERS_PATH = '/online-astrologer';
export const DASHBOARD_PATH = '/astrologer/dashboard';

export const roomPath = (id: string) => `/consultation/${id}`;

/** A path of this site in the page's language (Hindi pages live under /hi). */
export const localePath = (path: string, locale: string) => (locale === 'hi' ? `/hi${path === '/' ? '' : path}` : path);

/** Coins needed to start: the price of the minimum minutes. */
export const minimumCoins = (pricePerMinute: number) => pricePerMinute * MIN_MINUTES;

/** How many coins are missing to start (0 when the balance is enough). */
export const shortfall = (balance: number, pricePerMinute: number) =>
  Math.max(0, minimumCoins(pricePerMinute) - balance);

/** Waiting for the astrologer (or in the queue). */
export const isWaiting = (s: ConsultStatus) => s === 'requested' || s === 'waitlisted';
/** Not started and never will: declined, missed, cancelled. */
export const isUnanswered = (s: ConsultStatus) => s === 'declined' || s === 'missed' || s === 'cancelled';
/** Still going or about to. */
export const isOpen = (s: ConsultStatus) => isWaiting(s) || s === 'active';

/** "07:05", or "1:02:09" past an hour. */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mm = String(m).padStart(2, '0');
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}

/** Each started minute is billed in full (the published rule). */
export const startedMinutes = (connectedMs: number, minuteMs: number) =>
  connectedMs <= 0 || minuteMs <= 0 ? 0 : Math.ceil(connectedMs / minuteMs);

/** The server's meter and when (server clock, epoch ms) this browser received it. */
export interface MeterReading {
  meter: MeterView;
  /** The server time at which the reading arrived (local time + clock offset). */
  receivedAt: number;
}

/** Whole seconds from `serverNow` until an instant (0 once it has passed). */
export function secondsUntil(iso: string | null, serverNow: number): number {
  if (!iso) return 0;
  const t = Date.parse(iso);
  return Number.isNaN(t) ? 0 : Math.max(0, Math.ceil((t - serverNow) / 1000));
}

/**
 * How long a request waits for the astrologer, in seconds: the server's own window (requestedAt to
 * requestExpiresAt; the operator may change it), or the product's default when it sent none.
 */
export function requestWindowSeconds(requestedAt: string, expiresAt: string | null): number {
  const from = Date.parse(requestedAt);
  const to = expiresAt ? Date.parse(expiresAt) : Number.NaN;
  if (Number.isNaN(from) || Number.isNaN(to) || to <= from) return REQUEST_TIMEOUT_SECONDS;
  return Math.round((to - from) / 1000);
}

export type Tick = 'pending' | 'failed' | 'sent' | 'delivered' | 'read';

/** The tick of one of my own messages, from how far the other side has received and read. */
export function tickFor(seq: number, peerDeliveredSeq: number, peerReadSeq: number): Tick {
  if (seq <= peerReadSeq) return 'read';
  if (seq <= Math.max(peerDeliveredSeq, peerReadSeq)) return 'delivered';
  return 'sent';
}

/** The newest message the other side wrote (0 when none). */
export function lastPeerSeq(messages: readonly ChatMessageViewData[], me: Role): number {
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i]!;
    if (m.from !== me) return m.seq;
  }
  return 0;
}

/**
 * A chat message id of our own: 32 hex characters (a v4 UUID without dashes; the protocol takes
 * 8–64 of [A-Za-z0-9_-]). `crypto.randomUUID` exists only on secure pages (https, localhost).
 */
export function newClientId(
  cryptoImpl: Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>> = globalThis.crypto,
): string {
  if (typeof cryptoImpl.randomUUID === 'function') return cryptoImpl.randomUUID().replace(/-/g, '');
  const b = cryptoImpl.getRandomValues(new Uint8Array(16));
  return [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
}

/** A fresh Idempotency-Key (a v4 UUID). */
export function newIdempotencyKey(
  cryptoImpl: Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>> = globalThis.crypto,
): string {
  const hex = newClientId(cryptoImpl);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${'89ab'[parseInt(hex[16]!, 16) & 3]}${hex.slice(17, 20)}-${hex.slice(20)}`;
}

/** The socket's address on this page's origin (`wss:` on https). */
export function socketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/ws`;
}

/**
 * An IANA zone for a fixed offset in hours east of UTC, for the kundali link (India's own zone for
 * +5:30; whole hours as Etc/GMT zones, whose sign is reversed by convention).
 */
export function zoneForOffset(hours: number): string {
  if (hours === 5.5) return 'Asia/Kolkata';
  if (hours === 5.75) return 'Asia/Kathmandu';
  if (hours === 0) return 'UTC';
  if (Number.isInteger(hours) && Math.abs(hours) <= 14) return `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`;
  return 'UTC';
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** The /kundali link for shared birth details (the query that page reads; see birth-form/types.ts). */
export function kundaliHref(b: BirthSnapshot): string {
  const q = new URLSearchParams();
  q.set('n', b.name);
  q.set('g', b.gender === 'female' ? 'f' : b.gender === 'other' ? 'o' : 'm');
  q.set('d', `${String(b.year).padStart(4, '0')}-${pad2(b.month)}-${pad2(b.day)}`);
  q.set('t', `${pad2(b.hour)}:${pad2(b.min)}`);
  q.set('lat', String(Math.round(b.lat * 1e6) / 1e6));
  q.set('lon', String(Math.round(b.lon * 1e6) / 1e6));
  q.set('tz', zoneForOffset(b.tzone));
  q.set('p', b.place);
  q.set('o', String(b.tzone));
  return `/kundali?${q.toString()}`;
}

/** The other side's name as the viewer should see it. */
export function peerName(
  v: Pick<ConsultationViewData, 'you' | 'astrologer' | 'userName'>,
  locale: string,
  fallbackUser: string,
) {
  if (v.you === 'user') return locale === 'hi' ? v.astrologer.nameHi || v.astrologer.name : v.astrologer.name;
  return v.userName?.trim() || fallbackUser;
}

/**
 * A sentence that may begin with the other side's name starts with a capital: the name of a user
 * who gave none is written in lower case ("the user") so that it also reads right mid-sentence.
 */
export const upperFirst = (text: string) => (text ? text[0]!.toUpperCase() + text.slice(1) : text);

export const astrologerName = (a: { name: string; nameHi: string }, locale: string) =>
  locale === 'hi' ? a.nameHi || a.name : a.name;

/** The user may rate it: ended with billed minutes, not rated yet. */
export const canReview = (v: ConsultationViewData) =>
  v.you === 'user' && v.status === 'ended' && v.meter.billedMinutes > 0 && !v.reviewed;

/** The user may ask for a refund of coins actually charged. */
export const canAskRefund = (v: ConsultationViewData) =>
  v.you === 'user' && v.status === 'ended' && v.settled && (v.chargedCoins ?? 0) > 0 && !v.refundRequested;

/** A transcript exists to download or delete. */
export const hasTranscript = (v: ConsultationViewData) =>
  v.you === 'user' && (v.status === 'ended' || v.status === 'active') && !v.transcriptDeleted && v.lastSeq > 0;

/** Indian digit grouping with Latin digits in both languages. */
export function formatCount(n: number, locale: string): string {
  return new Intl.NumberFormat(locale === 'hi' ? 'hi-IN-u-nu-latn' : 'en-IN').format(n);
}

/** "7 Dec 2026, 5:40 pm" in Indian time. */
export function formatWhen(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale === 'hi' ? 'hi-IN-u-nu-latn' : 'en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...clock12(locale),
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));
}

/** "15 Aug 1990, 2:30 pm" for birth details (local time at birth, no zone conversion). */
export function formatBirth(b: BirthSnapshot, locale: string): string {
  const d = new Date(Date.UTC(b.year, b.month - 1, b.day, b.hour, b.min));
  return new Intl.DateTimeFormat(locale === 'hi' ? 'hi-IN-u-nu-latn' : 'en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...clock12(locale),
    timeZone: 'UTC',
  }).format(d);
}

/** Birth-time offset as "UTC+05:30". */
export function formatOffset(hours: number): string {
  const total = Math.round(Math.abs(hours) * 60);
  return `UTC${hours < 0 ? '−' : '+'}${pad2(Math.floor(total / 60))}:${pad2(total % 60)}`;
}
