'use client';

import { LIVE_STAGE_FEED, type LiveTokenData } from '@drishti/contracts/live';
import { useEffect, useMemo, useRef } from 'react';
import type { Lang } from '@/components/admin/format';
import { clientApi } from '@/lib/api/client';
import { type LiveConnection, watchLive } from './janus-client';
import st from './live-stage.module.css';

/**
 * The stage guest's feed (docs/LIVE.md, "The paid stage"): everyone watching (and the host)
 * subscribes to it while someone is on the call, with a viewer token, as to the host's feed.
 */
export function StageFeed({
  lang,
  eventId,
  guest,
  video,
  muted,
  label,
}: {
  lang: Lang;
  eventId: string;
  /** Someone is on the call (a new call connects again). */
  guest: string | null;
  video: boolean;
  muted: boolean;
  label: string;
}) {
  const api = useMemo(() => clientApi(lang), [lang]);
  const el = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (!guest) return;
    let connection: LiveConnection | null = null;
    let gone = false;
    let again: ReturnType<typeof setTimeout> | null = null;
    const connect = async () => {
      const res = await api.post<LiveTokenData>(`/api/publics/live/events/${eventId}/token`, {});
      if (gone || !res.success) return;
      const retry = () => {
        if (gone || again) return;
        connection?.close();
        again = setTimeout(() => {
          again = null;
          void connect();
        }, 2000);
      };
      connection = await watchLive(
        { ...res.data, feed: LIVE_STAGE_FEED },
        {
          onStream: (stream) => {
            if (el.current && el.current.srcObject !== stream) el.current.srcObject = stream;
          },
          // The guest is not publishing yet: watchLive asks again by itself.
          onWaiting: () => {},
          onHostGone: retry,
          onFailed: retry,
          onEnded: () => {},
        },
      );
      if (gone) connection.close();
    };
    void connect();
    return () => {
      gone = true;
      if (again) clearTimeout(again);
      connection?.close();
      if (el.current) el.current.srcObject = null;
    };
  }, [api, eventId, guest]);

  if (!guest) return null;
  return (
    <video
      ref={el}
      className={video ? st.guestVideo : 'visually-hidden'}
      autoPlay
      playsInline
      muted={muted}
      aria-label={label}
      data-testid="live-stage-feed"
    />
  );
}
