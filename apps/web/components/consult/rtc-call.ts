import type { RtcSignal } from '@drishti/contracts/ws';
import {
  cameraCount,
  iceCandidateOf,
  iceSignalOf,
  type MediaDevicesLike,
  nextCameraTrack,
  openLocalMedia,
  swapVideoTrack,
} from './call-media';

/*
 * A voice or video call between the two sides of a consultation, without React. The astrologer's
 * browser makes the offers; the user's answers. Signalling travels over the consultation socket.
 * Recovery: on ICE failure (or a disconnect that lasts), or after the socket reconnects, the
 * astrologer restarts ICE with a new offer and the user asks for one (`restart`); a `restart`
 * request makes the astrologer start over with a fresh connection (the user's page may have been
 * reloaded), and an offer that cannot be applied makes the user start over too.
 */

export type CallStatus = 'media' | 'media-failed' | 'waiting' | 'connecting' | 'connected' | 'reconnecting' | 'closed';

export interface CallSessionOptions {
  role: 'user' | 'astrologer';
  video: boolean;
  /** Sends a signal to the other side; false when the socket is down (it is retried on rejoin). */
  signal: (signal: RtcSignal) => boolean;
  /** Reports the media state to the server (the meter of a call starts at the first `connected`). */
  report: (state: 'connected' | 'disconnected') => void;
  iceServers: () => Promise<RTCIceServer[]>;
  onStatus?: (status: CallStatus) => void;
  onLocalStream?: (stream: MediaStream | null) => void;
  onRemoteStream?: (stream: MediaStream | null) => void;
  onDevices?: (videoInputs: number) => void;
  createPeer?: (config: RTCConfiguration) => RTCPeerConnection;
  mediaDevices?: MediaDevicesLike;
  /** How long a `disconnected` ICE state may last before a restart (ms). */
  disconnectGraceMs?: number;
}

export class CallSession {
  private pc: RTCPeerConnection | null = null;
  private local: MediaStream | null = null;
  private remote: MediaStream | null = null;
  private pendingIce: RTCIceCandidateInit[] = [];
  /** An offer that came before the microphone was ours. */
  private pendingOffer: string | null = null;
  private statusValue: CallStatus = 'media';
  private reported: 'connected' | 'disconnected' | null = null;
  private everConnected = false;
  private askedRestart = false;
  private disconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private watchdog: ReturnType<typeof setTimeout> | null = null;
  private offering = false;
  /** Offers answered so far (the user's side). */
  private answered = 0;
  private closed = false;
  private peerPresent = false;
  private videoDeviceId: string | null = null;
  private facing: 'user' | 'environment' = 'user';
  private readonly o: CallSessionOptions & { disconnectGraceMs: number };

  constructor(options: CallSessionOptions) {
    this.o = { disconnectGraceMs: 3_000, ...options };
  }

  get status(): CallStatus {
    return this.statusValue;
  }

  get localStream(): MediaStream | null {
    return this.local;
  }

  /** Asks for the microphone (and camera). False when refused or missing. */
  async startMedia(): Promise<boolean> {
    const devices = this.o.mediaDevices ?? navigator.mediaDevices;
    this.setStatus('media');
    try {
      this.local = await openLocalMedia(devices, this.o.video);
    } catch {
      this.setStatus('media-failed');
      return false;
    }
    if (this.closed) {
      this.stopLocal();
      return false;
    }
    this.videoDeviceId = this.local.getVideoTracks()[0]?.getSettings().deviceId ?? null;
    this.o.onLocalStream?.(this.local);
    void this.countCameras();
    this.setStatus(this.pc ? this.statusValue : 'waiting');
    const offer = this.pendingOffer;
    this.pendingOffer = null;
    if (offer && this.o.role === 'user') void this.answer(offer);
    else if (this.peerPresent) this.begin();
    return true;
  }

  /** Both sides are in the room: the astrologer calls (once), the user waits for the offer. */
  bothPresent(present: boolean) {
    this.peerPresent = present;
    if (present) this.begin();
  }

  /** The socket came back after a drop: recover the call if there was one. */
  rejoined() {
    if (!this.local || this.closed) return;
    if (this.o.role === 'astrologer') {
      if (this.pc) void this.offer(true);
      else this.begin();
    } else {
      this.askForOffer();
    }
  }

  async handleSignal(s: RtcSignal) {
    if (this.closed) return;
    if (s.type === 'restart') {
      // Only the astrologer makes offers: start over with a fresh connection.
      if (this.o.role === 'astrologer' && this.local) {
        this.resetPeer();
        void this.offer(false);
      }
      return;
    }
    if (s.type === 'offer' && this.o.role === 'user') {
      if (!this.local) {
        this.pendingOffer = s.sdp; // answered once the microphone is ours
        return;
      }
      await this.answer(s.sdp);
      return;
    }
    if (s.type === 'answer' && this.o.role === 'astrologer') {
      const pc = this.pc;
      if (pc?.signalingState !== 'have-local-offer') return;
      try {
        await pc.setRemoteDescription({ type: 'answer', sdp: s.sdp });
        await this.flushIce();
      } catch {
        this.resetPeer();
        void this.offer(false);
      }
      return;
    }
    if (s.type === 'ice') {
      const c = iceCandidateOf(s);
      if (!this.pc?.remoteDescription) {
        this.pendingIce.push(c);
        return;
      }
      try {
        await this.pc.addIceCandidate(c);
      } catch {
        // A candidate of an older negotiation: harmless.
      }
    }
  }

  setMuted(muted: boolean) {
    for (const t of this.local?.getAudioTracks() ?? []) t.enabled = !muted;
  }

  setCameraOn(on: boolean) {
    for (const t of this.local?.getVideoTracks() ?? []) t.enabled = on;
  }

  /** Moves to the next camera (front/back on phones); false when there is no other. */
  async switchCamera(): Promise<boolean> {
    const devices = this.o.mediaDevices ?? navigator.mediaDevices;
    if (!this.local || !this.o.video) return false;
    const next = await nextCameraTrack(devices, this.videoDeviceId);
    if (!next || !this.local) return false;
    this.local = await swapVideoTrack(this.local, this.pc, next.track);
    this.videoDeviceId = next.deviceId;
    this.facing = this.facing === 'user' ? 'environment' : 'user';
    this.o.onLocalStream?.(this.local);
    return true;
  }

  close() {
    if (this.closed) return;
    this.closed = true;
    this.clearTimers();
    if (this.everConnected) this.report('disconnected');
    this.resetPeer();
    this.stopLocal();
    this.setStatus('closed');
  }

  // ---- internals ----

  private setStatus(status: CallStatus) {
    if (this.statusValue === status) return;
    this.statusValue = status;
    this.o.onStatus?.(status);
  }

  private report(state: 'connected' | 'disconnected') {
    if (this.reported === state) return;
    this.reported = state;
    this.o.report(state);
  }

  private async countCameras() {
    this.o.onDevices?.(await cameraCount(this.o.mediaDevices ?? navigator.mediaDevices));
  }

  private begin() {
    if (!this.local || this.closed) return;
    if (this.o.role === 'astrologer') {
      if (!this.pc) void this.offer(false);
    } else if (!this.pc?.remoteDescription) {
      // An offer may have gone out while this page was not listening: ask for one if none comes.
      this.armWatchdog(4_000, 'offer');
    }
  }

  private askForOffer() {
    if (this.closed || this.o.role !== 'user') return;
    this.askedRestart = true;
    this.o.signal({ type: 'restart' });
    if (this.statusValue === 'connected') this.setStatus('reconnecting');
    this.armWatchdog(8_000, 'offer');
  }

  /**
   * Tries again when nothing happens in time: no offer came (`offer`, the user waiting), or the
   * negotiated connection did not come up (`connect`).
   */
  private armWatchdog(ms: number, kind: 'offer' | 'connect') {
    if (this.watchdog) clearTimeout(this.watchdog);
    const answered = this.answered;
    this.watchdog = setTimeout(() => {
      this.watchdog = null;
      if (this.closed || this.statusValue === 'connected') return;
      // An offer was answered meanwhile: that answer's own watchdog is running.
      if (kind === 'offer' && this.answered !== answered) return;
      this.recover();
    }, ms);
  }

  private async peer(): Promise<RTCPeerConnection> {
    if (this.pc) return this.pc;
    const iceServers = await this.o.iceServers().catch((): RTCIceServer[] => []);
    if (this.pc) return this.pc;
    const config: RTCConfiguration = { iceServers };
    const pc = this.o.createPeer ? this.o.createPeer(config) : new RTCPeerConnection(config);
    this.pc = pc;
    for (const track of this.local?.getTracks() ?? []) pc.addTrack(track, this.local!);
    pc.onicecandidate = (e) => {
      if (this.pc !== pc || !e.candidate) return;
      const signal = iceSignalOf(e.candidate.toJSON());
      if (signal) this.o.signal(signal);
    };
    pc.ontrack = (e) => {
      if (this.pc !== pc) return;
      const stream = e.streams[0] ?? new MediaStream([e.track]);
      if (this.remote !== stream) {
        this.remote = stream;
        this.o.onRemoteStream?.(stream);
      }
    };
    pc.oniceconnectionstatechange = () => this.onIceState(pc);
    pc.onconnectionstatechange = () => this.onIceState(pc);
    this.setStatus(this.everConnected ? 'reconnecting' : 'connecting');
    return pc;
  }

  private onIceState(pc: RTCPeerConnection) {
    if (this.pc !== pc || this.closed) return;
    const ice = pc.iceConnectionState;
    const conn = pc.connectionState;
    if (ice === 'connected' || ice === 'completed' || conn === 'connected') {
      if (this.disconnectTimer) clearTimeout(this.disconnectTimer);
      this.disconnectTimer = null;
      if (this.watchdog) clearTimeout(this.watchdog);
      this.watchdog = null;
      this.everConnected = true;
      this.askedRestart = false;
      this.setStatus('connected');
      this.report('connected');
      return;
    }
    if (ice === 'failed' || conn === 'failed') {
      this.setStatus('reconnecting');
      this.report('disconnected');
      this.recover();
      return;
    }
    if (ice === 'disconnected' && !this.disconnectTimer) {
      this.setStatus('reconnecting');
      this.disconnectTimer = setTimeout(() => {
        this.disconnectTimer = null;
        if (this.pc !== pc || this.closed) return;
        if (pc.iceConnectionState === 'disconnected' || pc.iceConnectionState === 'failed') {
          this.report('disconnected');
          this.recover();
        }
      }, this.o.disconnectGraceMs);
    }
  }

  private recover() {
    if (this.o.role === 'astrologer') void this.offer(true);
    else this.askForOffer();
  }

  private async offer(iceRestart: boolean) {
    if (this.closed || !this.local || this.offering) return;
    this.offering = true;
    try {
      const pc = await this.peer();
      if (pc.signalingState !== 'stable' && !iceRestart) return;
      const offer = await pc.createOffer(iceRestart ? { iceRestart: true } : {});
      if (this.pc !== pc) return;
      await pc.setLocalDescription(offer);
      if (pc.localDescription) this.o.signal({ type: 'offer', sdp: pc.localDescription.sdp });
      this.armWatchdog(15_000, 'connect');
    } catch {
      // The next recovery (ICE state, rejoin, restart request) tries again.
    } finally {
      this.offering = false;
    }
  }

  private async answer(sdp: string) {
    // After asking for a fresh start, or when the last offer came from an earlier connection of the
    // other side, begin with a new peer.
    if (this.askedRestart && this.pc?.remoteDescription) this.resetPeer();
    this.askedRestart = false;
    for (let tries = 0; tries < 2; tries++) {
      const pc = await this.peer();
      try {
        await pc.setRemoteDescription({ type: 'offer', sdp });
        const answer = await pc.createAnswer();
        if (this.pc !== pc) return;
        await pc.setLocalDescription(answer);
        if (pc.localDescription) this.o.signal({ type: 'answer', sdp: pc.localDescription.sdp });
        this.answered++;
        await this.flushIce();
        this.armWatchdog(15_000, 'connect');
        return;
      } catch {
        this.resetPeer();
      }
    }
  }

  private async flushIce() {
    const pc = this.pc;
    if (!pc) return;
    const list = this.pendingIce;
    this.pendingIce = [];
    for (const c of list) {
      try {
        await pc.addIceCandidate(c);
      } catch {
        // From another negotiation.
      }
    }
  }

  private resetPeer() {
    const pc = this.pc;
    this.pc = null;
    this.pendingIce = [];
    if (this.disconnectTimer) clearTimeout(this.disconnectTimer);
    this.disconnectTimer = null;
    if (pc) {
      pc.onicecandidate = null;
      pc.ontrack = null;
      pc.oniceconnectionstatechange = null;
      pc.onconnectionstatechange = null;
      pc.close();
    }
    if (this.remote) {
      this.remote = null;
      this.o.onRemoteStream?.(null);
    }
  }

  private stopLocal() {
    for (const t of this.local?.getTracks() ?? []) t.stop();
    this.local = null;
    this.o.onLocalStream?.(null);
  }

  private clearTimers() {
    if (this.disconnectTimer) clearTimeout(this.disconnectTimer);
    if (this.watchdog) clearTimeout(this.watchdog);
    this.disconnectTimer = null;
    this.watchdog = null;
  }
}
