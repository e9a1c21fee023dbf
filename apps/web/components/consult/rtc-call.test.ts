import type { RtcSignal } from '@drishti/contracts/ws';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CallSession, type CallStatus } from './rtc-call';

/** Enough of RTCPeerConnection to follow the negotiation. */
class FakePeer {
  static made: FakePeer[] = [];
  signalingState: RTCSignalingState = 'stable';
  iceConnectionState: RTCIceConnectionState = 'new';
  connectionState: RTCPeerConnectionState = 'new';
  localDescription: { type: string; sdp: string } | null = null;
  remoteDescription: { type: string; sdp: string } | null = null;
  tracks: unknown[] = [];
  candidates: RTCIceCandidateInit[] = [];
  offers: (RTCOfferOptions | undefined)[] = [];
  closed = false;
  failRemote = false;
  onicecandidate: ((e: { candidate: { toJSON(): RTCIceCandidateInit } | null }) => void) | null = null;
  ontrack: ((e: unknown) => void) | null = null;
  oniceconnectionstatechange: (() => void) | null = null;
  onconnectionstatechange: (() => void) | null = null;
  readonly n: number;

  constructor(readonly config: RTCConfiguration) {
    FakePeer.made.push(this);
    this.n = FakePeer.made.length;
  }
  addTrack(track: unknown) {
    this.tracks.push(track);
  }
  getSenders() {
    return [];
  }
  async createOffer(options?: RTCOfferOptions) {
    this.offers.push(options);
    return { type: 'offer', sdp: `offer-${this.n}-${this.offers.length}` };
  }
  async createAnswer() {
    return { type: 'answer', sdp: `answer-${this.n}` };
  }
  async setLocalDescription(d: { type: string; sdp: string }) {
    this.localDescription = d;
    this.signalingState = d.type === 'offer' ? 'have-local-offer' : 'stable';
  }
  async setRemoteDescription(d: { type: string; sdp: string }) {
    if (this.failRemote) throw new Error('cannot apply');
    this.remoteDescription = d;
    this.signalingState = d.type === 'offer' ? 'have-remote-offer' : 'stable';
  }
  async addIceCandidate(c: RTCIceCandidateInit) {
    this.candidates.push(c);
  }
  close() {
    this.closed = true;
  }
  setIce(state: RTCIceConnectionState) {
    this.iceConnectionState = state;
    this.oniceconnectionstatechange?.();
  }
}

const track = (kind: string) => ({
  kind,
  enabled: true,
  stop: vi.fn(),
  getSettings: () => ({ deviceId: `${kind}-1` }),
});

function fakeMedia() {
  const audio = track('audio');
  const video = track('video');
  const stream = {
    getTracks: () => [audio, video],
    getAudioTracks: () => [audio],
    getVideoTracks: () => [video],
  };
  return {
    audio,
    video,
    devices: {
      getUserMedia: vi.fn(async () => stream as unknown as MediaStream),
      enumerateDevices: vi.fn(async () => [{ kind: 'videoinput', deviceId: 'video-1' }] as MediaDeviceInfo[]),
    },
  };
}

function session(role: 'user' | 'astrologer', extra: { failMedia?: boolean } = {}) {
  const signals: RtcSignal[] = [];
  const reports: string[] = [];
  const statuses: CallStatus[] = [];
  const media = fakeMedia();
  if (extra.failMedia) media.devices.getUserMedia.mockRejectedValue(new Error('denied'));
  const call = new CallSession({
    role,
    video: true,
    signal: (s) => {
      signals.push(s);
      return true;
    },
    report: (s) => reports.push(s),
    iceServers: async () => [{ urls: ['stun:example.test'] }],
    onStatus: (s) => statuses.push(s),
    createPeer: (config) => new FakePeer(config) as unknown as RTCPeerConnection,
    mediaDevices: media.devices,
    disconnectGraceMs: 3_000,
  });
  return { call, signals, reports, statuses, media };
}

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

beforeEach(() => {
  vi.useFakeTimers();
  FakePeer.made = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe('CallSession', () => {
  it('the astrologer offers once both are there (once, however often told), and takes the answer', async () => {
    const { call, signals } = session('astrologer');
    await call.startMedia();
    call.bothPresent(true);
    call.bothPresent(true);
    await flush();
    expect(FakePeer.made).toHaveLength(1);
    const pc = FakePeer.made[0]!;
    expect(pc.config.iceServers).toEqual([{ urls: ['stun:example.test'] }]);
    expect(pc.tracks).toHaveLength(2);
    expect(signals).toEqual([{ type: 'offer', sdp: 'offer-1-1' }]);
    await call.handleSignal({ type: 'answer', sdp: 'answer-x' });
    expect(pc.remoteDescription).toEqual({ type: 'answer', sdp: 'answer-x' });
  });

  it('the user answers an offer that came before the microphone, and adds early ICE candidates after', async () => {
    const { call, signals } = session('user');
    await call.handleSignal({ type: 'offer', sdp: 'offer-a' });
    await call.handleSignal({
      type: 'ice',
      candidate: { candidate: 'candidate:1 1 udp 1 10.0.0.1 9 typ host', sdpMid: '0' },
    });
    expect(FakePeer.made).toHaveLength(0);
    await call.startMedia();
    await flush();
    const pc = FakePeer.made[0]!;
    expect(pc.remoteDescription).toEqual({ type: 'offer', sdp: 'offer-a' });
    expect(signals).toEqual([{ type: 'answer', sdp: 'answer-1' }]);
    expect(pc.candidates.map((c) => c.candidate)).toEqual(['candidate:1 1 udp 1 10.0.0.1 9 typ host']);
  });

  it('reports connected once, and the status follows', async () => {
    const { call, reports, statuses } = session('astrologer');
    await call.startMedia();
    call.bothPresent(true);
    await flush();
    const pc = FakePeer.made[0]!;
    pc.setIce('checking');
    pc.setIce('connected');
    pc.setIce('completed');
    expect(reports).toEqual(['connected']);
    expect(statuses.at(-1)).toBe('connected');
    call.close();
    expect(reports).toEqual(['connected', 'disconnected']);
    expect(pc.closed).toBe(true);
  });

  it('restarts ICE after a disconnect that lasts, and at once after a failure', async () => {
    const { call, signals, reports } = session('astrologer');
    await call.startMedia();
    call.bothPresent(true);
    await flush();
    const pc = FakePeer.made[0]!;
    await call.handleSignal({ type: 'answer', sdp: 'a' });
    pc.setIce('connected');
    pc.setIce('disconnected');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(signals.filter((s) => s.type === 'offer')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_500);
    expect(pc.offers.at(-1)).toEqual({ iceRestart: true });
    expect(reports).toEqual(['connected', 'disconnected']);
    expect(signals.filter((s) => s.type === 'offer')).toHaveLength(2);
  });

  it('the user asks the astrologer to start over after its socket came back; the astrologer does, with a fresh connection', async () => {
    const user = session('user');
    await user.call.startMedia();
    await user.call.handleSignal({ type: 'offer', sdp: 'o1' });
    await flush();
    user.call.rejoined();
    expect(user.signals.at(-1)).toEqual({ type: 'restart' });

    FakePeer.made = [];
    const astro = session('astrologer');
    await astro.call.startMedia();
    astro.call.bothPresent(true);
    await flush();
    const first = FakePeer.made[0]!;
    await astro.call.handleSignal({ type: 'restart' });
    await flush();
    expect(first.closed).toBe(true);
    expect(FakePeer.made).toHaveLength(2);
    expect(astro.signals.filter((s) => s.type === 'offer')).toHaveLength(2);
  });

  it('the user starts over when an offer cannot be applied', async () => {
    const { call, signals } = session('user');
    await call.startMedia();
    await call.handleSignal({ type: 'offer', sdp: 'o1' });
    await flush();
    FakePeer.made[0]!.failRemote = true;
    await call.handleSignal({ type: 'offer', sdp: 'o2' });
    await flush();
    expect(FakePeer.made).toHaveLength(2);
    expect(FakePeer.made[0]!.closed).toBe(true);
    expect(FakePeer.made[1]!.remoteDescription).toEqual({ type: 'offer', sdp: 'o2' });
    expect(signals.filter((s) => s.type === 'answer')).toHaveLength(2);
  });

  it('waiting for an offer that never comes, the user asks for one', async () => {
    const { call, signals } = session('user');
    await call.startMedia();
    call.bothPresent(true);
    await vi.advanceTimersByTimeAsync(4_100);
    expect(signals).toEqual([{ type: 'restart' }]);
  });

  it('mutes and turns the camera off through the tracks; says so when the camera is refused', async () => {
    const { call, media } = session('user');
    await call.startMedia();
    call.setMuted(true);
    call.setCameraOn(false);
    expect(media.audio.enabled).toBe(false);
    expect(media.video.enabled).toBe(false);
    expect(await call.switchCamera()).toBe(false);

    const refused = session('user', { failMedia: true });
    expect(await refused.call.startMedia()).toBe(false);
    expect(refused.call.status).toBe('media-failed');
  });
});
