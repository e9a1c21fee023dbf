'use client';

import { Mic, MicOff, PhoneOff, RefreshCw, SwitchCamera, Video, VideoOff, Volume2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { call, type Lang } from './api';
import s from './call-panel.module.css';
import sh from './shared.module.css';
import { upperFirst } from './model';
import { CallSession, type CallStatus } from './rtc-call';
import type { ConsultSocket } from './socket-client';

interface IceAnswer {
  iceServers: { urls: string[]; username?: string; credential?: string }[];
}

/**
 * The voice or video part of the room (loaded only for calls): local and remote media, mute,
 * camera on/off, switching cameras and hanging up. The chat stays beside it.
 */
export default function CallPanel({
  locale,
  consultationId,
  role,
  video,
  socket,
  bothPresent,
  peerName,
  onHangUp,
}: {
  locale: Lang;
  consultationId: string;
  role: 'user' | 'astrologer';
  video: boolean;
  socket: ConsultSocket | null;
  bothPresent: boolean;
  peerName: string;
  onHangUp: () => void;
}) {
  const t = useTranslations('consult.call');
  const [status, setStatus] = useState<CallStatus>('media');
  const [muted, setMuted] = useState(false);
  const [cameraOn, setCameraOn] = useState(true);
  const [cameras, setCameras] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [soundBlocked, setSoundBlocked] = useState(false);
  const [local, setLocal] = useState<MediaStream | null>(null);
  const [remote, setRemote] = useState<MediaStream | null>(null);
  const session = useRef<CallSession | null>(null);
  const localVideo = useRef<HTMLVideoElement>(null);
  const remoteVideo = useRef<HTMLVideoElement>(null);
  const remoteAudio = useRef<HTMLAudioElement>(null);
  const present = useRef(bothPresent);
  present.current = bothPresent;

  useEffect(() => {
    if (!socket) return;
    const c = new CallSession({
      role,
      video,
      signal: (signal) => socket.signal(signal),
      report: (state) => {
        socket.rtcState(state);
      },
      iceServers: async () => {
        const res = await call<IceAnswer>(locale, 'GET', `/api/consultations/${consultationId}/ice`);
        return res.ok && Array.isArray(res.data.iceServers) ? res.data.iceServers : [];
      },
      onStatus: setStatus,
      onLocalStream: setLocal,
      onRemoteStream: (stream) => {
        setRemote(stream);
        if (!stream) setPlaying(false);
      },
      onDevices: setCameras,
    });
    session.current = c;
    const off = socket.subscribe((event) => {
      if (event.type === 'joined' && event.rejoin) c.rejoined();
      if (event.type === 'server' && event.message.type === 'rtc.signal') {
        const m = event.message;
        if (m.consultationId === consultationId && m.from !== role) void c.handleSignal(m.signal);
      }
    });
    void c.startMedia().then(() => c.bothPresent(present.current));
    return () => {
      off();
      c.close();
      session.current = null;
    };
  }, [socket, role, video, consultationId, locale]);

  useEffect(() => {
    session.current?.bothPresent(bothPresent);
  }, [bothPresent]);

  useEffect(() => {
    if (localVideo.current) localVideo.current.srcObject = local;
  }, [local]);

  useEffect(() => {
    const v = remoteVideo.current;
    if (v) {
      v.srcObject = remote;
      if (remote) void v.play().catch(() => undefined);
    }
    const a = remoteAudio.current;
    if (a) {
      a.srcObject = remote;
      if (remote) {
        a.play()
          .then(() => setSoundBlocked(false))
          .catch(() => setSoundBlocked(true));
      }
    }
  }, [remote]);

  const toggleMute = () => {
    const next = !muted;
    session.current?.setMuted(next);
    setMuted(next);
  };
  const toggleCamera = () => {
    const next = !cameraOn;
    session.current?.setCameraOn(next);
    setCameraOn(next);
  };

  const statusText =
    status === 'waiting' && !bothPresent
      ? upperFirst(t('status.waitingPeer', { name: peerName }))
      : t(`status.${status}`);

  return (
    <section
      className={s.call}
      aria-labelledby="call-heading"
      data-testid="call-panel"
      data-status={status}
      data-kind={video ? 'video' : 'voice'}
    >
      <h2 id="call-heading" className="visually-hidden">
        {video ? upperFirst(t('headingVideo', { name: peerName })) : upperFirst(t('headingVoice', { name: peerName }))}
      </h2>
      <div className={video ? s.stage : s.voiceStage}>
        {video ? (
          <>
            <video
              ref={remoteVideo}
              className={s.remoteVideo}
              autoPlay
              playsInline
              muted
              onPlaying={() => setPlaying(true)}
              data-testid="remote-video"
              data-playing={playing}
              aria-label={upperFirst(t('remoteLabel', { name: peerName }))}
            />
            {!remote && <p className={s.stageNote}>{statusText}</p>}
            <video
              ref={localVideo}
              className={s.localVideo}
              autoPlay
              playsInline
              muted
              data-testid="local-video"
              aria-label={t('localLabel')}
              hidden={!local}
            />
          </>
        ) : (
          <div className={s.voiceAvatar} aria-hidden="true">
            <Volume2 size={40} />
          </div>
        )}
        {/* biome-ignore lint/a11y/useMediaCaption: a live call's sound has no caption file; the chat sits beside it */}
        <audio ref={remoteAudio} autoPlay data-testid="remote-audio" />
      </div>
      <p className={s.callStatus} role="status" data-testid="call-status">
        {statusText}
      </p>
      {status === 'media-failed' && (
        <div className={sh.alert} role="alert" data-testid="media-failed">
          <p>{video ? t('mediaFailedVideo') : t('mediaFailedVoice')}</p>
          <button type="button" className={sh.secondary} onClick={() => window.location.reload()}>
            <RefreshCw aria-hidden="true" size={18} />
            {t('reload')}
          </button>
        </div>
      )}
      {soundBlocked && (
        <button
          type="button"
          className={sh.secondary}
          onClick={() => {
            void remoteAudio.current?.play().then(() => setSoundBlocked(false));
          }}
          data-testid="sound-on"
        >
          <Volume2 aria-hidden="true" size={18} />
          {t('soundOn')}
        </button>
      )}
      <div className={s.controls}>
        <button
          type="button"
          className={s.control}
          aria-pressed={muted}
          onClick={toggleMute}
          disabled={!local}
          data-testid="call-mute"
        >
          {muted ? <MicOff aria-hidden="true" size={22} /> : <Mic aria-hidden="true" size={22} />}
          <span>{muted ? t('unmute') : t('mute')}</span>
        </button>
        {video && (
          <button
            type="button"
            className={s.control}
            aria-pressed={!cameraOn}
            onClick={toggleCamera}
            disabled={!local}
            data-testid="call-camera"
          >
            {cameraOn ? <Video aria-hidden="true" size={22} /> : <VideoOff aria-hidden="true" size={22} />}
            <span>{cameraOn ? t('cameraOff') : t('cameraOn')}</span>
          </button>
        )}
        {video && cameras > 1 && (
          <button
            type="button"
            className={s.control}
            onClick={() => void session.current?.switchCamera()}
            disabled={!local}
            data-testid="call-switch"
          >
            <SwitchCamera aria-hidden="true" size={22} />
            <span>{t('switchCamera')}</span>
          </button>
        )}
        <button type="button" className={`${s.control} ${s.hangUp}`} onClick={onHangUp} data-testid="call-hangup">
          <PhoneOff aria-hidden="true" size={22} />
          <span>{t('hangUp')}</span>
        </button>
      </div>
    </section>
  );
}
