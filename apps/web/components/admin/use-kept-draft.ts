'use client';

import { useEffect } from 'react';
import { type BlogForm, writeLocalDraft } from './blog-editor-model';

/** This device's storage for drafts (none while rendering on the server). */
export const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

/**
 * Unsaved changes of the blog editor: kept on this device a moment after each keystroke (offered
 * back after a crash), and the browser asks before a tab holding them is closed or reloaded.
 */
export function useKeptDraft({
  dirty,
  keeping,
  id,
  form,
}: {
  dirty: boolean;
  /** False while the post loads or a kept draft waits for an answer. */
  keeping: boolean;
  id: string | null;
  form: BlogForm;
}) {
  useEffect(() => {
    if (!dirty || !keeping) return;
    const timer = setTimeout(() => writeLocalDraft(storage(), id, { form, savedAt: Date.now() }), 400);
    return () => clearTimeout(timer);
  }, [dirty, form, id, keeping]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
