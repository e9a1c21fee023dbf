import {
  astrologerConsultationsView,
  CHAT_MAX_CHARS as CONTRACT_CHAT_MAX,
  CONSULT_AWAY_LIMIT_SECONDS,
  CONSULT_HEARTBEAT_GRACE_SECONDS,
  CONSULT_MIN_MINUTES,
  CONSULT_REQUEST_TIMEOUT_SECONDS,
  type ConsultationViewData,
  consultationView,
  type MeterView,
} from '@drishti/contracts/consultations';
import { WS_PROTOCOL_VERSION } from '@drishti/contracts/ws';
import { describe, expect, it } from 'vitest';
import { birthFromQuery } from '../birth-form/types';
import { consultationList, isConsultationView, liveData, profileOptions, walletCoins } from './api';

import {
  AWAY_LIMIT_SECONDS,
  CHAT_MAX_CHARS,
  canAskRefund,
  canReview,
  formatDuration,
  HEARTBEAT_GRACE_SECONDS,
  hasTranscript,
  kundaliHref,
  lastPeerSeq,
  localePath,
  MIN_MINUTES,
  minimumCoins,
  newClientId,
  newIdempotencyKey,
  peerName,
  REQUEST_TIMEOUT_SECONDS,
  requestWindowSeconds,
  secondsUntil,
  shortfall,
  socketUrl,
  startedMinutes,
  tickFor,
  WS_PROTOCOL,
  zoneForOffset,
} from './model';

const meter = (m: Partial<MeterView> = {}): MeterView => ({
  running: true,
  connectedMs: 0,
  billedMinutes: 0,
  costCoins: 0,
  leftCoins: 300,
  minuteMs: 60_000,
  secondsLeft: 300,
  userPresent: true,
  astrologerPresent: true,
  at: 1_000_000,
  ...m,
});

function sampleView(v: Partial<ConsultationViewData> = {}): ConsultationViewData {
  return {
    id: '5b0e5a47-4a38-4f0b-9d7e-6b1e0f0c1a11',
    you: 'user',
    channel: 'chat',
    status: 'active',
    astrologer: { id: 'a1', slug: 'meera-iyer', name: 'Meera Iyer', nameHi: 'मीरा अय्यर', profileImage: null },
    userName: 'Asha',
    pricePerMinute: 35,
    reservedCoins: 175,
    requestedAt: '2026-01-01T10:00:00.000Z',
    requestExpiresAt: '2026-01-01T10:01:00.000Z',
    acceptedAt: '2026-01-01T10:00:20.000Z',
    endedAt: null,
    endReason: null,
    waitlistPosition: null,
    meter: meter(),
    birth: null,
    chargedCoins: null,
    astrologerCoins: null,
    settled: false,
    lastSeq: 3,
    peerReadSeq: 1,
    peerDeliveredSeq: 2,
    transcriptDeleted: false,
    refundRequested: false,
    reviewed: false,
    ...v,
  };
}

describe('constants', () => {
  it('match the published rules in the contracts', () => {
    expect(MIN_MINUTES).toBe(CONSULT_MIN_MINUTES);
    expect(REQUEST_TIMEOUT_SECONDS).toBe(CONSULT_REQUEST_TIMEOUT_SECONDS);
    expect(CHAT_MAX_CHARS).toBe(CONTRACT_CHAT_MAX);
    expect(AWAY_LIMIT_SECONDS).toBe(CONSULT_AWAY_LIMIT_SECONDS);
    expect(HEARTBEAT_GRACE_SECONDS).toBe(CONSULT_HEARTBEAT_GRACE_SECONDS);
    expect(WS_PROTOCOL).toBe(WS_PROTOCOL_VERSION);
  });
});

describe('money before starting', () => {
  it('needs the price of five minutes', () => {
    expect(minimumCoins(29)).toBe(145);
    expect(shortfall(100, 29)).toBe(45);
    expect(shortfall(145, 29)).toBe(0);
    expect(shortfall(1000, 29)).toBe(0);
  });
});

describe('the meter as shown', () => {
  it('formats mm:ss, and h:mm:ss past an hour', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(65_400)).toBe('01:05');
    expect(formatDuration(3_725_000)).toBe('1:02:05');
    expect(formatDuration(-5)).toBe('00:00');
  });

  it('bills each started minute in full', () => {
    expect(startedMinutes(0, 60_000)).toBe(0);
    expect(startedMinutes(1, 60_000)).toBe(1);
    expect(startedMinutes(60_000, 60_000)).toBe(1);
    expect(startedMinutes(60_001, 60_000)).toBe(2);
    expect(startedMinutes(13_000, 6_000)).toBe(3);
  });

  it('counts down to an instant', () => {
    expect(secondsUntil('2026-01-01T10:01:00.000Z', Date.parse('2026-01-01T10:00:30.500Z'))).toBe(30);
    expect(secondsUntil('2026-01-01T10:01:00.000Z', Date.parse('2026-01-01T10:02:00Z'))).toBe(0);
    // The waiting bar's whole is the server's window, not a fixed minute.
    expect(requestWindowSeconds('2026-01-01T10:00:00.000Z', '2026-01-01T10:00:20.000Z')).toBe(20);
    expect(requestWindowSeconds('2026-01-01T10:00:00.000Z', null)).toBe(REQUEST_TIMEOUT_SECONDS);
    expect(secondsUntil(null, 0)).toBe(0);
  });
});

describe('ticks', () => {
  it('are sent, delivered or read by how far the other side got', () => {
    expect(tickFor(5, 4, 3)).toBe('sent');
    expect(tickFor(4, 4, 3)).toBe('delivered');
    expect(tickFor(3, 4, 3)).toBe('read');
    expect(tickFor(3, 0, 3)).toBe('read');
  });

  it('find the other side’s newest message', () => {
    const m = (seq: number, from: 'user' | 'astrologer' | 'system') => ({
      seq,
      from,
      clientId: `c${seq}xxxxxx`,
      text: '',
      at: '',
    });
    expect(lastPeerSeq([m(1, 'astrologer'), m(2, 'user'), m(3, 'system')], 'user')).toBe(3);
    expect(lastPeerSeq([m(1, 'astrologer'), m(2, 'user')], 'astrologer')).toBe(2);
    expect(lastPeerSeq([], 'user')).toBe(0);
  });
});

describe('ids and addresses', () => {
  it('makes client ids the protocol accepts, with or without randomUUID', () => {
    const a = newClientId();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    const b = newClientId({ getRandomValues: <T extends ArrayBufferView | null>(x: T) => x });
    expect(b).toMatch(/^[\w-]{8,64}$/);
    expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newClientId()).not.toBe(a);
  });

  it('opens the socket on the page’s own origin, secure on https', () => {
    expect(socketUrl({ protocol: 'http:', host: 'localhost:3464' })).toBe('ws://localhost:3464/ws');
    expect(socketUrl({ protocol: 'https:', host: 'drishti.example' })).toBe('wss://drishti.example/ws');
  });

  it('prefixes Hindi paths', () => {
    expect(localePath('/wallet', 'hi')).toBe('/hi/wallet');
    expect(localePath('/wallet', 'en')).toBe('/wallet');
    expect(localePath('/', 'hi')).toBe('/hi');
  });
});

describe('the kundali link for shared birth details', () => {
  it('is read back by the kundali page as the same birth', () => {
    const href = kundaliHref({
      name: 'Asha Verma',
      gender: 'female',
      day: 15,
      month: 8,
      year: 1990,
      hour: 14,
      min: 30,
      place: 'Pune, Maharashtra, India',
      lat: 18.5204303,
      lon: 73.8567437,
      tzone: 5.5,
    });
    expect(href.startsWith('/kundali?')).toBe(true);
    const birth = birthFromQuery(new URLSearchParams(href.split('?')[1]));
    expect(birth).toMatchObject({
      name: 'Asha Verma',
      gender: 'female',
      year: 1990,
      month: 8,
      day: 15,
      hour: 14,
      minute: 30,
      place: {
        label: 'Pune, Maharashtra, India',
        name: 'Pune',
        lat: 18.52043,
        timezone: 'Asia/Kolkata',
        utcOffset: 5.5,
      },
    });
  });

  it('names a zone for fixed offsets', () => {
    expect(zoneForOffset(5.5)).toBe('Asia/Kolkata');
    expect(zoneForOffset(-5)).toBe('Etc/GMT+5');
    expect(zoneForOffset(4)).toBe('Etc/GMT-4');
    expect(zoneForOffset(0)).toBe('UTC');
    for (const zone of ['Etc/GMT+5', 'Etc/GMT-4', 'Asia/Kathmandu']) {
      expect(() => new Intl.DateTimeFormat('en', { timeZone: zone })).not.toThrow();
    }
  });
});

describe('what each side sees and may do', () => {
  it('names the other side', () => {
    expect(peerName(sampleView(), 'hi', 'उपयोगकर्ता')).toBe('मीरा अय्यर');
    expect(peerName(sampleView({ you: 'astrologer' }), 'en', 'The user')).toBe('Asha');
    expect(peerName(sampleView({ you: 'astrologer', userName: null }), 'en', 'The user')).toBe('The user');
  });

  it('offers a rating only to the user after billed minutes, once', () => {
    const ended = sampleView({ status: 'ended', meter: meter({ billedMinutes: 2 }), settled: true, chargedCoins: 70 });
    expect(canReview(ended)).toBe(true);
    expect(canReview({ ...ended, reviewed: true })).toBe(false);
    expect(canReview({ ...ended, meter: meter({ billedMinutes: 0 }) })).toBe(false);
    expect(canReview({ ...ended, you: 'astrologer' })).toBe(false);
    expect(canReview(sampleView())).toBe(false);
  });

  it('offers a refund request for charged coins, and the transcript while there are messages', () => {
    const ended = sampleView({ status: 'ended', settled: true, chargedCoins: 70 });
    expect(canAskRefund(ended)).toBe(true);
    expect(canAskRefund({ ...ended, chargedCoins: 0 })).toBe(false);
    expect(canAskRefund({ ...ended, refundRequested: true })).toBe(false);
    expect(hasTranscript(ended)).toBe(true);
    expect(hasTranscript({ ...ended, transcriptDeleted: true })).toBe(false);
    expect(hasTranscript({ ...ended, lastSeq: 0 })).toBe(false);
  });
});

describe('shape checks (kept in step with the contracts’ schemas)', () => {
  it('accept what the schema accepts', () => {
    const v = sampleView({
      birth: {
        name: 'A',
        gender: null,
        day: 1,
        month: 1,
        year: 2000,
        hour: 0,
        min: 0,
        place: 'X',
        lat: 0,
        lon: 0,
        tzone: 5.5,
      },
    });
    expect(consultationView.safeParse(v).success).toBe(true);
    expect(isConsultationView(v)).toBe(true);
    expect(consultationList([v, { id: 'broken' }])).toHaveLength(1);
    const live = {
      presence: { chat: true, voice: false, video: false },
      incoming: [v],
      waitlist: [],
      active: null,
      history: [v],
      earnings: { today: 1, month: 2, total: 3 },
    };
    expect(astrologerConsultationsView.safeParse(live).success).toBe(true);
    expect(liveData(live)).toEqual(live);
  });

  it('refuse what the pages cannot show', () => {
    expect(isConsultationView({ ...sampleView(), you: 'admin' })).toBe(false);
    expect(isConsultationView({ ...sampleView(), meter: null })).toBe(false);
    expect(liveData({ presence: { chat: true }, earnings: {} })).toBeNull();
    expect(walletCoins({ coins: 12, reserved: 0 })).toBe(12);
    expect(walletCoins({ coins: '12' })).toBeNull();
    expect(
      profileOptions([
        { id: 'p1', name: 'Asha', birthDate: '1990-08-15', birthTime: '14:30', placeName: 'Pune', extra: 1 },
        { id: 2 },
      ]),
    ).toEqual([{ id: 'p1', name: 'Asha', birthDate: '1990-08-15', birthTime: '14:30', placeName: 'Pune' }]);
  });
});
