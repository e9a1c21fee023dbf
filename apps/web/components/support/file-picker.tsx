'use client';

import { Paperclip, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import f from '@/components/registration/forms.module.css';
import { ACCEPT, formatSize } from './files';
import s from './support.module.css';

/**
 * Up to 3 files to send with a message: a labelled file input and the chosen files, each removable.
 * The caller keeps the list (so that nothing chosen is lost when sending fails).
 */
export function FilePicker({
  id,
  files,
  onChange,
  lang,
  error,
}: {
  id: string;
  files: File[];
  onChange: (files: File[]) => void;
  lang: 'en' | 'hi';
  error: string | null;
}) {
  const t = useTranslations('support.form');
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className={f.field}>
      <label htmlFor={id} className={f.label}>
        <Paperclip aria-hidden="true" size={18} /> {t('files')}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        multiple
        accept={ACCEPT}
        aria-describedby={`${id}-hint${error ? ` ${id}-err` : ''}`}
        aria-invalid={error ? true : undefined}
        onChange={(e) => {
          const picked = [...(e.target.files ?? [])];
          onChange([...files, ...picked]);
          if (input.current) input.current.value = '';
        }}
        data-testid="ticket-files"
      />
      <p id={`${id}-hint`} className={f.hint}>
        {t('filesHint')}
      </p>
      {files.length > 0 && (
        <ul className={s.picked} aria-label={t('chosen')}>
          {files.map((file, i) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}`} className={s.pickedItem}>
              <span className={s.pickedName}>
                {file.name} <span className={s.meta}>({formatSize(file.size, lang)})</span>
              </span>
              <button
                type="button"
                className={f.iconButton}
                aria-label={t('remove', { name: file.name })}
                onClick={() => onChange(files.filter((_, j) => j !== i))}
              >
                <X aria-hidden="true" size={20} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={`${id}-err`} className={f.fieldError} role="alert" data-testid="files-error">
          {error}
        </p>
      )}
    </div>
  );
}
