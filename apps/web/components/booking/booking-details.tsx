'use client';

import { Paperclip, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ChangeEvent, RefObject } from 'react';
import s from './booking.module.css';
import { ATTACHMENT_ACCEPT } from './booking-model';

/** The booking form's details step: an optional note and one photo or PDF. */
export function BookingDetails({
  note,
  onNote,
  file,
  fileError,
  fileInput,
  onFile,
  removeFile,
  busy,
}: {
  note: string;
  onNote: (note: string) => void;
  file: File | null;
  fileError: string | null;
  fileInput: RefObject<HTMLInputElement | null>;
  onFile: (e: ChangeEvent<HTMLInputElement>) => void;
  removeFile: () => void;
  busy: boolean;
}) {
  const t = useTranslations('astrologers');
  return (
    <fieldset className={s.step}>
      <legend className={s.legend}>{t('book.detailsLegend')}</legend>
      <div className={s.field}>
        <label htmlFor="booking-note" className={s.label}>
          {t('book.noteLabel')}
        </label>
        <p id="booking-note-hint" className={s.hint}>
          {t('book.noteHint')}
        </p>
        <textarea
          id="booking-note"
          name="note"
          rows={4}
          maxLength={1000}
          value={note}
          onChange={(e) => onNote(e.target.value)}
          aria-describedby="booking-note-hint"
          className={s.textarea}
          disabled={busy}
        />
      </div>
      <div className={s.field}>
        <label htmlFor="booking-file" className={s.label}>
          {t('book.fileLabel')}
        </label>
        <p id="booking-file-hint" className={s.hint}>
          {t('book.fileHint')}
        </p>
        <div className={s.fileRow}>
          <input
            ref={fileInput}
            id="booking-file"
            type="file"
            name="attachment"
            accept={ATTACHMENT_ACCEPT}
            onChange={onFile}
            aria-describedby={fileError ? 'booking-file-error booking-file-hint' : 'booking-file-hint'}
            aria-invalid={fileError ? true : undefined}
            className={s.fileInput}
            disabled={busy}
            data-testid="booking-file"
          />
          {/* The browser's own file button speaks the browser's language: ours speaks the page's. */}
          <label htmlFor="booking-file" className={`${s.secondary} ${s.fileButton}`}>
            <Paperclip aria-hidden="true" size={18} />
            {t('book.chooseFile')}
          </label>
          {!file && <span className={s.hint}>{t('book.noFile')}</span>}
        </div>
        {fileError && (
          <p id="booking-file-error" className={s.fieldError} role="alert">
            {fileError}
          </p>
        )}
        {file && (
          <p className={s.fileChosen} data-testid="file-chosen">
            <span>{t('book.fileChosen', { name: file.name })}</span>
            <button type="button" className={s.linkButton} onClick={removeFile}>
              <X aria-hidden="true" size={16} />
              {t('book.removeFile')}
            </button>
          </p>
        )}
      </div>
    </fieldset>
  );
}
