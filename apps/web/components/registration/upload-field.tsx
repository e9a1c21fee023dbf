'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { formatBytes } from '@/components/admin/format';
import type { ClientApi } from '@/lib/api/client';
import { ActionStatus, type ActionState, describedBy } from './fields';
import f from './forms.module.css';
import type { Lang } from './types';
import { checkFile, FILE_TYPES, type FileKind } from './validation';

export interface UploadedFile {
  kind: string;
  contentType: string;
  size: number;
}

const TYPE_KEY: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/**
 * One document upload: the file is checked here by type and size (the server checks its content
 * again) and sent as soon as it is chosen, with progress and the result shown under it.
 */
export function UploadField({
  api,
  lang,
  kind,
  label,
  hint,
  onUploaded,
}: {
  api: ClientApi;
  lang: Lang;
  kind: FileKind;
  label: string;
  hint: string;
  onUploaded: (file: UploadedFile) => void;
}) {
  const t = useTranslations('registration');
  const id = `upload-${kind}-${useId().replace(/:/g, '')}`;
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<ActionState>(null);
  const [busy, setBusy] = useState(false);

  async function upload(file: File | null) {
    const problem = checkFile(kind, file);
    if (problem || !file) {
      setStatus(null);
      setError(t(`errors.${problem ?? 'fileRequired'}`));
      return;
    }
    setError(null);
    setBusy(true);
    setStatus({ kind: 'busy', text: t('documents.uploading') });
    const form = new FormData();
    form.append('kind', kind);
    form.append('file', file, file.name);
    const res = await api.postForm<UploadedFile>('/api/publics/astrologer/documents', form);
    setBusy(false);
    if (!res.success) {
      setStatus(null);
      setError(res.message);
      return;
    }
    const typeKey = TYPE_KEY[res.data.contentType];
    setStatus({
      kind: 'ok',
      text: t('documents.uploaded', {
        type: typeKey ? t(`fileTypes.${typeKey}`) : res.data.contentType,
        size: formatBytes(res.data.size, lang),
      }),
    });
    onUploaded(res.data);
  }

  return (
    <div className={f.field} data-testid={`upload-${kind}`}>
      <label htmlFor={id} className={f.label}>
        {label}
      </label>
      <p id={`${id}-hint`} className={f.hint}>
        {hint}
      </p>
      <input
        id={id}
        type="file"
        accept={FILE_TYPES[kind].join(',')}
        className={f.input}
        disabled={busy}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, true, Boolean(error))}
        data-testid={`upload-${kind}-input`}
        onChange={(e) => {
          void upload(e.target.files?.[0] ?? null);
        }}
      />
      {error && (
        <p id={`${id}-error`} className={f.fieldError} data-testid={`upload-${kind}-error`}>
          {error}
        </p>
      )}
      <ActionStatus state={status} testId={`upload-${kind}-status`} />
    </div>
  );
}
