'use client';

import { Lock, LogIn, Mic } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Link } from '@/i18n/navigation';
import { fetchLoginState } from '@/lib/login-state';
import { MeditationPlayer } from './meditation-player';
import s from './meditation.module.css';
import { trackRecipe } from './recipe';
import { canPlayType, fetchRecordings, type TrackRecording } from './recordings';

/** One music track as the page shows it, in the page's language. */
export interface TrackView {
  key: string;
  title: string;
  description: string;
  imgUri: string;
  isFree: boolean;
  seed: number;
  suggestedMinutes: number;
}

type Auth = 'unknown' | 'signed-in' | 'signed-out';
type Recordings = { status: 'loading' | 'failed' } | { status: 'ready'; byTrack: Record<string, TrackRecording> };

/**
 * The ten tracks. Free ones play for everybody; the others are part of the app for signed-in
 * members: a signed-out visitor is asked to sign in (and comes back here afterwards).
 * `/login/state` answers 200 either way (it asks `GET /api/auth/me` on the server), so a
 * signed-out visit leaves no failed request in the console.
 *
 * A track an admin has given a recording plays that recording; every other track (and every
 * track while the list is loading or when it cannot be had) is synthesised on the device.
 */
export function MusicLibrary({
  tracks,
  loginHref,
  showAppLink,
}: {
  tracks: TrackView[];
  loginHref: string;
  showAppLink: boolean;
}) {
  const t = useTranslations('meditation.music');
  const [auth, setAuth] = useState<Auth>('unknown');
  const [recordings, setRecordings] = useState<Recordings>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    void fetchLoginState().then((state) => live && setAuth(state?.signedIn ? 'signed-in' : 'signed-out'));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const abort = new AbortController();
    void fetchRecordings(abort.signal).then((byTrack) => {
      if (abort.signal.aborted) return;
      setRecordings(byTrack ? { status: 'ready', byTrack } : { status: 'failed' });
    });
    return () => abort.abort();
  }, []);

  return (
    <ul className={s.trackList} data-testid="tracks" data-auth={auth} data-recordings={recordings.status}>
      {tracks.map((track, i) => {
        const playable = track.isFree || auth === 'signed-in';
        const badgeId = `track-${track.key}-access`;
        const found = recordings.status === 'ready' ? recordings.byTrack[track.key] : undefined;
        const recording = found && canPlayType(found.contentType) ? found : null;
        return (
          <li
            key={track.key}
            className={s.trackCard}
            data-track={track.key}
            data-free={track.isFree}
            data-source={recording ? 'recording' : 'synth'}
          >
            {/* biome-ignore lint/performance/noImgElement: our own SVG art; next/image adds nothing for it. */}
            <img
              src={track.imgUri}
              alt=""
              width={160}
              height={160}
              className={s.trackArt}
              loading={i < 2 ? 'eager' : 'lazy'}
            />
            <div className={s.trackBody}>
              <h3 className={s.cardTitle}>{track.title}</h3>
              <p id={badgeId} className={`${s.badge} ${track.isFree ? s.badgeFree : s.badgeMember}`}>
                {track.isFree ? (
                  t('free')
                ) : (
                  <>
                    <Lock aria-hidden="true" size={16} /> {t('members')}
                  </>
                )}
              </p>
              {recording && (
                <p className={s.recorded} data-testid="recorded-note">
                  <Mic aria-hidden="true" size={16} /> {t('recorded')}
                </p>
              )}
              <p className={s.cardText}>{track.description}</p>
              {playable ? (
                <MeditationPlayer
                  id={`music-${track.key}`}
                  title={track.title}
                  recipe={trackRecipe(track.key)}
                  seed={track.seed}
                  suggestedMinutes={track.suggestedMinutes}
                  recordingUrl={recording?.url ?? null}
                  compact
                />
              ) : (
                <div className={s.locked} data-testid="locked">
                  <p className={s.note}>{t(auth === 'unknown' ? 'checking' : 'lockedText')}</p>
                  {auth === 'signed-out' && (
                    <div className={s.lockedActions}>
                      {/* The sign-in page's path carries the language already: a plain link. */}
                      <a href={loginHref} className="button" data-testid="sign-in-to-listen">
                        <LogIn aria-hidden="true" size={20} />
                        {t('signIn')}
                        <span className="visually-hidden">: {track.title}</span>
                      </a>
                      {showAppLink && (
                        <Link href="/download-app" className={s.appLink}>
                          {t('getApp')}
                        </Link>
                      )}
                    </div>
                  )}
                </div>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
