'use client';

import { AudioLines, RotateCcw, Upload } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { formatDateTimeIst } from '@/components/admin/format';
import { ActionStatus, type ActionState, Skeleton } from '@/components/registration/fields';
import f from '@/components/registration/forms.module.css';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorState } from '@/components/ui/error-state';
import { Link } from '@/i18n/navigation';
import { useApi } from '@/lib/api/use-api';
import { type AdminResult, audioTypeLabel, formatFileSize, removeRecording, uploadRecording } from './admin-recordings';
import s from './meditation.module.css';
import { parseRecording, RECORDINGS_PATH, recordingsByTrack, type TrackRecording } from './recordings';

type Lang = 'en' | 'hi';

/** One track as the admin list shows it, in the page's language. */
export interface AdminTrack {
  key: string;
  title: string;
  isFree: boolean;
}

type State = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; byTrack: Record<string, TrackRecording> };

/**
 * The admin's list of the ten meditation tracks: each one's current sound (synthesised or a
 * recording), Upload/Replace, and "Use synthesised sound" to delete the recording.
 */
export function RecordingsAdmin({ lang, tracks, maxBytes }: { lang: Lang; tracks: AdminTrack[]; maxBytes: number }) {
  const t = useTranslations('meditation.admin');
  const { view, reload: load, mutate } = useApi<unknown>(RECORDINGS_PATH, lang);
  const byTrack = view.kind === 'ready' ? recordingsByTrack(view.data) : null;
  const state: State =
    view.kind === 'loading' ? { kind: 'loading' } : byTrack ? { kind: 'ready', byTrack } : { kind: 'error' };

  /** Shows a track's new recording (or none) without reading the list again. */
  const setRecording = (trackId: string, recording: TrackRecording | null) =>
    void mutate(
      (data: unknown) => {
        const others = Array.isArray(data) ? data.filter((r) => parseRecording(r)?.trackId !== trackId) : [];
        return recording ? [...others, recording] : others;
      },
      { revalidate: false },
    );

  const maxMb = Math.round(maxBytes / (1024 * 1024));
  return (
    <section aria-labelledby="meditation-admin-heading" className={f.stack} data-testid="meditation-admin">
      <div>
        <h2 id="meditation-admin-heading" className={s.adminHeading}>
          {t('heading')}
        </h2>
        <p className={f.muted}>{t('intro', { max: maxMb })}</p>
        <p className={s.adminPageLink}>
          <Link href="/meditation-music">{t('pageLink')}</Link>
        </p>
      </div>
      {state.kind === 'loading' && <Skeleton label={t('loading')} lines={4} />}
      {state.kind === 'error' && (
        <ErrorState
          labels={{ prefix: t('errorPrefix'), generic: t('generic'), retry: t('retry') }}
          onRetry={() => void load()}
        />
      )}
      {state.kind === 'ready' && (
        <ul className={s.adminList}>
          {tracks.map((track) => (
            <TrackRow
              key={track.key}
              lang={lang}
              track={track}
              recording={state.byTrack[track.key] ?? null}
              maxBytes={maxBytes}
              onChange={(r) => setRecording(track.key, r)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function TrackRow({
  lang,
  track,
  recording,
  maxBytes,
  onChange,
}: {
  lang: Lang;
  track: AdminTrack;
  recording: TrackRecording | null;
  maxBytes: number;
  onChange: (r: TrackRecording | null) => void;
}) {
  const t = useTranslations('meditation.admin');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const uploadButton = useRef<HTMLButtonElement>(null);
  const focusUpload = useRef(false);
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);
  const [percent, setPercent] = useState(0);
  const [status, setStatus] = useState<ActionState>(null);
  const [confirming, setConfirming] = useState(false);
  const maxMb = Math.round(maxBytes / (1024 * 1024));

  // After a removal the button that was pressed is gone with the recording: keep the keyboard in
  // this row, on Upload (once it is enabled again).
  useEffect(() => {
    if (focusUpload.current && busy === null) {
      focusUpload.current = false;
      uploadButton.current?.focus();
    }
  });

  /** The API's refusal in the page's language: our own words for the reasons we know. */
  function failureText(res: Extract<AdminResult<unknown>, { ok: false }>) {
    return res.code ? t(`errors.${res.code}`, { max: maxMb }) : res.message;
  }

  async function chosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    // Cleared at once, so that choosing the same file again uploads it again.
    event.currentTarget.value = '';
    if (!file) return;
    if (file.size > maxBytes) {
      setStatus({ kind: 'error', text: t('errors.too-large', { max: maxMb }) });
      return;
    }
    if (file.size === 0) {
      setStatus({ kind: 'error', text: t('errors.no-file') });
      return;
    }
    setBusy('upload');
    setPercent(0);
    setStatus({ kind: 'busy', text: t('uploading', { percent: 0 }) });
    const res = await uploadRecording(track.key, file, lang, (fraction) => {
      const p = Math.min(100, Math.round(fraction * 100));
      setPercent(p);
      setStatus({ kind: 'busy', text: t('uploading', { percent: p }) });
    });
    setBusy(null);
    if (!res.ok) {
      setStatus({ kind: 'error', text: failureText(res) });
      return;
    }
    onChange(res.data);
    setStatus({ kind: 'ok', text: t('uploaded') });
  }

  async function remove() {
    setConfirming(false);
    setBusy('remove');
    setStatus({ kind: 'busy', text: t('removing') });
    const res = await removeRecording(track.key, lang);
    setBusy(null);
    if (!res.ok) {
      setStatus({ kind: 'error', text: failureText(res) });
      return;
    }
    onChange(null);
    setStatus({ kind: 'ok', text: t('removed') });
    focusUpload.current = true;
  }

  const titleId = `${id}-title`;
  return (
    <li
      className={`${f.card} ${s.adminTrack}`}
      aria-labelledby={titleId}
      aria-busy={busy !== null}
      data-track={track.key}
      data-source={recording ? 'recording' : 'synth'}
    >
      <div className={s.adminTrackHead}>
        <h3 id={titleId} className={s.adminTrackTitle}>
          {track.title}
        </h3>
        <span className={`${f.badge} ${track.isFree ? f.badgeGood : f.badgeOkay}`}>
          {track.isFree ? t('free') : t('members')}
        </span>
      </div>
      <p className={s.adminSource} data-testid="track-source">
        <AudioLines aria-hidden="true" size={20} />
        <span>
          {recording
            ? t('sourceRecording', {
                type: audioTypeLabel(recording.contentType),
                size: formatFileSize(recording.size, lang),
                date: formatDateTimeIst(recording.uploadedAt, lang),
              })
            : t('sourceSynth')}
        </span>
      </p>
      {recording && (
        // biome-ignore lint/a11y/useMediaCaption: instrumental meditation music has no speech to caption.
        <audio
          className={s.adminPreview}
          controls
          preload="none"
          src={recording.url}
          aria-label={t('preview', { title: track.title })}
        />
      )}
      <div className={f.actions}>
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept="audio/*"
          hidden
          aria-label={t('fileLabel', { title: track.title })}
          onChange={(e) => void chosen(e)}
          data-testid="recording-file"
        />
        <button
          ref={uploadButton}
          type="button"
          className="button"
          onClick={() => input.current?.click()}
          disabled={busy !== null}
          data-testid="recording-upload"
        >
          <Upload aria-hidden="true" size={20} />
          {recording ? t('replace') : t('upload')}
          <span className="visually-hidden">: {track.title}</span>
        </button>
        {recording && (
          <button
            type="button"
            className={f.secondary}
            onClick={() => setConfirming(true)}
            disabled={busy !== null}
            data-testid="recording-remove"
          >
            <RotateCcw aria-hidden="true" size={20} />
            {t('useSynth')}
            <span className="visually-hidden">: {track.title}</span>
          </button>
        )}
      </div>
      {busy === 'upload' && (
        <progress className={s.adminProgress} max={100} value={percent} aria-label={t('uploading', { percent })} />
      )}
      <ActionStatus state={status} testId="recording-status" />
      {recording && (
        <ConfirmDialog
          open={confirming}
          title={t('confirmTitle', { title: track.title })}
          message={t('confirmText')}
          cancelLabel={t('cancel')}
          okayLabel={t('okay')}
          onCancel={() => setConfirming(false)}
          onOkay={() => void remove()}
        />
      )}
    </li>
  );
}
