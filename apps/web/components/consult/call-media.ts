import type { RtcSignal } from '@drishti/contracts/ws';

/* The local side of a call's media, for CallSession (rtc-call.ts): microphone, camera and switching cameras. */

export type MediaDevicesLike = Pick<MediaDevices, 'getUserMedia' | 'enumerateDevices'>;

/** The microphone (with echo cancellation and noise suppression), and the front camera for a video call. */
export function openLocalMedia(devices: MediaDevicesLike, video: boolean): Promise<MediaStream> {
  return devices.getUserMedia({
    audio: { echoCancellation: true, noiseSuppression: true },
    video: video ? { facingMode: 'user', width: { ideal: 640 }, height: { ideal: 480 } } : false,
  });
}

/** How many cameras the device has (0 when they cannot be listed). */
export async function cameraCount(devices: MediaDevicesLike): Promise<number> {
  try {
    return (await devices.enumerateDevices()).filter((d) => d.kind === 'videoinput').length;
  } catch {
    return 0;
  }
}

/** The next camera's track after `currentId` (front/back on phones); null when there is no other or it is refused. */
export async function nextCameraTrack(
  devices: MediaDevicesLike,
  currentId: string | null,
): Promise<{ track: MediaStreamTrack; deviceId: string } | null> {
  const cams = (await devices.enumerateDevices()).filter((d) => d.kind === 'videoinput');
  if (cams.length < 2) return null;
  const index = cams.findIndex((d) => d.deviceId === currentId);
  const next = cams[(index + 1) % cams.length]!;
  try {
    const stream = await devices.getUserMedia({ video: { deviceId: { exact: next.deviceId } }, audio: false });
    const track = stream.getVideoTracks()[0];
    return track ? { track, deviceId: next.deviceId } : null;
  } catch {
    return null;
  }
}

/**
 * Puts `track` in place of the local stream's video track, in the stream and in what the peer
 * connection sends; returns a new stream object (so a preview element picks up the new track).
 */
export async function swapVideoTrack(
  local: MediaStream,
  pc: RTCPeerConnection | null,
  track: MediaStreamTrack,
): Promise<MediaStream> {
  const old = local.getVideoTracks()[0] ?? null;
  track.enabled = old ? old.enabled : true;
  const sender = pc?.getSenders().find((x) => x.track?.kind === 'video');
  if (sender) await sender.replaceTrack(track);
  if (old) {
    local.removeTrack(old);
    old.stop();
  }
  local.addTrack(track);
  return new MediaStream(local.getTracks());
}

/** A candidate from the other side, as the browser's addIceCandidate takes it. */
export function iceCandidateOf(s: Extract<RtcSignal, { type: 'ice' }>): RTCIceCandidateInit {
  return {
    candidate: s.candidate.candidate,
    sdpMid: s.candidate.sdpMid ?? null,
    sdpMLineIndex: s.candidate.sdpMLineIndex ?? null,
    ...(s.candidate.usernameFragment ? { usernameFragment: s.candidate.usernameFragment } : {}),
  };
}

/** A candidate of this side as the signal that carries it; null for the end-of-candidates marker. */
export function iceSignalOf(c: RTCIceCandidateInit): RtcSignal | null {
  if (!c.candidate) return null;
  return {
    type: 'ice',
    candidate: {
      candidate: c.candidate,
      sdpMid: c.sdpMid ?? null,
      sdpMLineIndex: c.sdpMLineIndex ?? null,
      ...(c.usernameFragment ? { usernameFragment: c.usernameFragment } : {}),
    },
  };
}
