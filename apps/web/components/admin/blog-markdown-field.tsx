'use client';

import { useTranslations } from 'next-intl';
import { type KeyboardEvent, type Ref, useRef, useState } from 'react';
import { ArticleBody } from '@/components/blog/article-body';
import { describedBy, FieldError } from '@/components/registration/fields';
import f from '@/components/registration/forms.module.css';
import a from './admin.module.css';
import b from './blog-editor.module.css';

type Mode = 'write' | 'preview';

/**
 * An article body in one language: Write (a Markdown text area) and Preview (the text as the
 * public article renders it, by the same renderer) as two tabs.
 */
export function BlogMarkdownField({
  id,
  label,
  lang,
  value,
  onChange,
  error,
  maxLength,
  inputRef,
}: {
  id: string;
  label: string;
  lang: 'en' | 'hi';
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  maxLength: number;
  inputRef?: Ref<HTMLTextAreaElement>;
}) {
  const t = useTranslations('blogEditor.form');
  const [mode, setMode] = useState<Mode>('write');
  const writeTab = useRef<HTMLButtonElement>(null);
  const previewTab = useRef<HTMLButtonElement>(null);

  function onKeyDown(e: KeyboardEvent<HTMLButtonElement>) {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight' && e.key !== 'Home' && e.key !== 'End') return;
    e.preventDefault();
    const next: Mode =
      e.key === 'Home' ? 'write' : e.key === 'End' ? 'preview' : mode === 'write' ? 'preview' : 'write';
    setMode(next);
    (next === 'write' ? writeTab : previewTab).current?.focus();
  }

  const tab = (m: Mode) => ({
    id: `${id}-tab-${m}`,
    role: 'tab' as const,
    type: 'button' as const,
    'aria-selected': mode === m,
    'aria-controls': `${id}-panel-${m}`,
    tabIndex: mode === m ? 0 : -1,
    className: `${b.modeTab} ${mode === m ? b.modeTabSelected : ''}`,
    onClick: () => setMode(m),
    onKeyDown,
    'data-testid': `${id}-${m}`,
  });

  return (
    <div className={f.field}>
      <div className={b.markdownHead}>
        <label htmlFor={id} className={f.label} id={`${id}-label`}>
          {label}
        </label>
        <div role="tablist" aria-label={t('tabsLabel', { field: label })} className={b.modeTabs}>
          <button ref={writeTab} {...tab('write')}>
            {t('write')}
          </button>
          <button ref={previewTab} {...tab('preview')}>
            {t('preview')}
          </button>
        </div>
      </div>
      <p id={`${id}-hint`} className={f.hint}>
        {t('bodyHint')}
      </p>
      <div id={`${id}-panel-write`} role="tabpanel" aria-labelledby={`${id}-tab-write`} hidden={mode !== 'write'}>
        <textarea
          ref={inputRef}
          id={id}
          name={id}
          value={value}
          rows={14}
          maxLength={maxLength}
          lang={lang}
          className={`${f.textarea} ${b.markdown}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, true, Boolean(error))}
          data-testid={id}
          onChange={(e) => onChange(e.target.value)}
        />
      </div>
      <div
        id={`${id}-panel-preview`}
        role="tabpanel"
        aria-labelledby={`${id}-tab-preview`}
        hidden={mode !== 'preview'}
        className={`${a.inset} ${b.preview}`}
        data-testid={`${id}-rendered`}
      >
        {mode === 'preview' &&
          (value.trim() ? (
            <ArticleBody body={value} lang={lang} locale={lang} />
          ) : (
            <p className={f.muted}>{t('previewEmpty')}</p>
          ))}
      </div>
      <FieldError id={id} error={error} testId={`${id}-error`} />
    </div>
  );
}
