import type { LiveTokenData } from '@drishti/contracts/live';

/**
 * Janus's own browser library (janus.js from the `janus-gateway` package) over our `/janus`
 * WebSocket (docs/LIVE.md). Loaded only on the live pages. The token from our API picks the event
 * and the role; the server fills in the room's PIN and refuses anything the role may not do.
 */

// janus.js has loose types of its own; these are the calls used here.
interface JanusHandle {
  send(p: { message: Record<string, unknown>; jsep?: unknown }): void;
  createOffer(p: {
    tracks: Record<string, unknown>[];
    success: (jsep: unknown) => void;
    error: (e: unknown) => void;
  }): void;
  createAnswer(p: {
    jsep: unknown;
    tracks: Record<string, unknown>[];
    success: (jsep: unknown) => void;
    error: (e: unknown) => void;
  }): void;
  handleRemoteJsep(p: { jsep: unknown }): void;
  hangup(): void;
  detach(): void;
  webrtcStuff?: { pc?: RTCPeerConnection };
}
type Message = Record<string, unknown> & { videoroom?: string; error_code?: number };
interface JanusSession {
  attach(p: {
    plugin: string;
    success: (h: JanusHandle) => void;
    error: (e: unknown) => void;
    onmessage: (msg: Message, jsep?: unknown) => void;
    onremotetrack?: (track: MediaStreamTrack, mid: string, on: boolean) => void;
    webrtcState?: (on: boolean) => void;
    oncleanup?: () => void;
  }): void;
  destroy(p?: Record<string, unknown>): void;
}
interface JanusStatic {
  init(p: { debug: boolean | string[]; dependencies: unknown; callback: () => void }): void;
  useDefaultDependencies(p: { adapter: unknown }): unknown;
  new (p: {
    server: string;
    iceServers: LiveTokenData['iceServers'];
    success: () => void;
    error: (e: unknown) => void;
    destroyed?: () => void;
  }): JanusSession;
}

let loaded: Promise<JanusStatic> | null = null;

function loadJanus(): Promise<JanusStatic> {
  loaded ??= (async () => {
    const [janusModule, adapterModule] = await Promise.all([import('janus-gateway'), import('webrtc-adapter')]);
    const Janus = janusModule.default as unknown as JanusStatic;
    await new Promise<void>((resolve) =>
      Janus.init({
        debug: false,
        dependencies: Janus.useDefaultDependencies({ adapter: adapterModule.default }),
        callback: resolve,
      }),
    );
    return Janus;
  })();
  return loaded;
}

const socketUrl = (token: string) =>
  `${window.location.protocol === 'https:' ? 'wss:' : 'ws:'}//${window.location.host}/janus?token=${encodeURIComponent(token)}`;

export interface LiveConnection {
  /** The peer connection, for statistics (null until negotiated). */
  pc(): RTCPeerConnection | null;
  close(): void;
}

/**
 * Watches the host's feed: joins as a subscriber, answers Janus's offer and hands the incoming
 * tracks to `onStream`. When the host is not publishing yet it asks again every two seconds.
 */
export async function watchLive(
  t: LiveTokenData,
  on: {
    onStream: (stream: MediaStream) => void;
    onWaiting: () => void;
    /** The host's feed went away (their connection dropped or they stopped): the caller reconnects. */
    onHostGone: () => void;
    onFailed: (why: string) => void;
    onEnded: () => void;
  },
): Promise<LiveConnection> {
  const Janus = await loadJanus();
  let handle: JanusHandle | null = null;
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | null = null;
  const stream = new MediaStream();
  const join = () => {
    if (!closed) handle?.send({ message: { request: 'join', ptype: 'subscriber', streams: [{ feed: t.feed }] } });
  };
  const session = new Janus({
    server: socketUrl(t.token),
    iceServers: t.iceServers,
    success: () => {
      session.attach({
        plugin: 'janus.plugin.videoroom',
        success: (h) => {
          handle = h;
          join();
        },
        error: (e) => on.onFailed(String(e)),
        onmessage: (msg, jsep) => {
          if (msg.videoroom === 'destroyed') return on.onEnded();
          if (msg.videoroom === 'event' && (msg.unpublished !== undefined || msg.leaving !== undefined))
            return on.onHostGone();
          if (msg.error_code === 428 || msg.error_code === 426) {
            // No such feed yet: the host has not started publishing.
            on.onWaiting();
            retry = setTimeout(join, 2000);
            return;
          }
          if (msg.error) return on.onFailed(String(msg.error));
          if (jsep && handle) {
            const h = handle;
            h.createAnswer({
              jsep,
              tracks: [{ type: 'data' }],
              success: (answer) => h.send({ message: { request: 'start' }, jsep: answer }),
              error: (e) => on.onFailed(String(e)),
            });
          }
        },
        onremotetrack: (track, _mid, added) => {
          if (added) {
            for (const old of stream.getTracks().filter((x) => x.kind === track.kind)) stream.removeTrack(old);
            stream.addTrack(track);
            on.onStream(stream);
          } else if (track.kind === 'video' && !closed) on.onHostGone();
        },
      });
    },
    error: (e) => {
      if (!closed) on.onFailed(String(e));
    },
  });
  return {
    pc: () => handle?.webrtcStuff?.pc ?? null,
    close: () => {
      closed = true;
      if (retry) clearTimeout(retry);
      try {
        session.destroy({ unload: true });
      } catch {
        // The socket may be gone already.
      }
    },
  };
}

/**
 * Publishes the astrologer's camera and microphone as the host's feed, with simulcast so that
 * viewers on slow networks can get a lower layer.
 */
export async function publishLive(
  t: LiveTokenData,
  media: MediaStream,
  on: { onLive: () => void; onFailed: (why: string) => void; onEnded: () => void },
): Promise<LiveConnection> {
  const Janus = await loadJanus();
  let handle: JanusHandle | null = null;
  let closed = false;
  const audio = media.getAudioTracks()[0];
  const video = media.getVideoTracks()[0];
  const session = new Janus({
    server: socketUrl(t.token),
    iceServers: t.iceServers,
    success: () => {
      session.attach({
        plugin: 'janus.plugin.videoroom',
        success: (h) => {
          handle = h;
          h.send({ message: { request: 'join', ptype: 'publisher', display: 'host' } });
        },
        error: (e) => on.onFailed(String(e)),
        onmessage: (msg, jsep) => {
          if (msg.videoroom === 'destroyed') return on.onEnded();
          if (msg.error) return on.onFailed(String(msg.error));
          if (msg.videoroom === 'joined' && handle) {
            const h = handle;
            h.createOffer({
              tracks: [
                ...(audio ? [{ type: 'audio', capture: audio, recv: false }] : []),
                ...(video ? [{ type: 'video', capture: video, recv: false, simulcast: true }] : []),
              ],
              success: (offer) =>
                h.send({
                  message: { request: 'configure', audio: Boolean(audio), video: Boolean(video) },
                  jsep: offer,
                }),
              error: (e) => on.onFailed(String(e)),
            });
          }
          if (jsep && handle) handle.handleRemoteJsep({ jsep });
        },
        webrtcState: (up) => {
          if (up) on.onLive();
          else if (!closed) on.onFailed('media stopped');
        },
      });
    },
    error: (e) => {
      if (!closed) on.onFailed(String(e));
    },
  });
  return {
    pc: () => handle?.webrtcStuff?.pc ?? null,
    close: () => {
      closed = true;
      try {
        session.destroy({ unload: true });
      } catch {
        // The socket may be gone already.
      }
    },
  };
}
