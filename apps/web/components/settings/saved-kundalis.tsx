'use client';

import { Pencil, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { formatIsoDate } from '@/components/admin/format';
import { ActionStatus, type ActionState } from '@/components/registration/fields';
import f from '@/components/registration/forms.module.css';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { clientApi } from '@/lib/api/client';
import s from './settings.module.css';

export interface SavedKundali {
  id: string;
  name: string;
  birthDate: string;
  birthTime: string;
  placeName: string;
}

/** The saved birth profiles: rename one in place, or delete it after a confirmation. */
export function SavedKundalis({ lang, initial }: { lang: 'en' | 'hi'; initial: SavedKundali[] }) {
  const t = useTranslations('settings.kundalis');
  const [items, setItems] = useState(initial);
  const [editing, setEditing] = useState<string | null>(null);
  const [draft, setDraft] = useState('');
  const [asking, setAsking] = useState<SavedKundali | null>(null);
  const [state, setState] = useState<ActionState>(null);

  async function rename(event: FormEvent, k: SavedKundali) {
    event.preventDefault();
    const name = draft.trim();
    if (!name) {
      setState({ kind: 'error', text: t('nameRequired') });
      return;
    }
    const res = await clientApi(lang).patch<SavedKundali>(`/api/users/profiles/${k.id}`, { name });
    if (!res.success) {
      setState({ kind: 'error', text: res.message });
      return;
    }
    setItems((list) => list.map((x) => (x.id === k.id ? { ...x, name: res.data.name } : x)));
    setEditing(null);
    setState({ kind: 'ok', text: t('renamed') });
  }

  async function remove(k: SavedKundali) {
    setAsking(null);
    const res = await clientApi(lang).del(`/api/users/profiles/${k.id}`);
    if (!res.success) {
      setState({ kind: 'error', text: t('failed') });
      return;
    }
    setItems((list) => list.filter((x) => x.id !== k.id));
    setState({ kind: 'ok', text: t('deleted') });
  }

  return (
    <div className={f.stack}>
      {items.length === 0 ? (
        <p className={f.muted} data-testid="kundalis-empty">
          {t('empty')}
        </p>
      ) : (
        <ul className={s.kundalis} data-testid="kundalis">
          {items.map((k) => (
            <li key={k.id} className={s.kundali} data-testid="kundali">
              {editing === k.id ? (
                <form onSubmit={(e) => void rename(e, k)} className={f.row} noValidate>
                  <div className={f.field}>
                    <label htmlFor={`rename-${k.id}`} className={f.label}>
                      {t('renameLabel', { name: k.name })}
                    </label>
                    <input
                      id={`rename-${k.id}`}
                      className={f.input}
                      value={draft}
                      maxLength={80}
                      onChange={(e) => setDraft(e.target.value)}
                      data-testid="kundali-rename-input"
                    />
                  </div>
                  <div className={f.actions}>
                    <button type="submit" className="button" data-testid="kundali-rename-save">
                      {t('save')}
                    </button>
                    <button type="button" className={f.secondary} onClick={() => setEditing(null)}>
                      {t('cancel')}
                    </button>
                  </div>
                </form>
              ) : (
                <>
                  <div>
                    <p className={s.kundaliName}>{k.name}</p>
                    <p className={f.hint}>
                      {t('born', { date: formatIsoDate(k.birthDate, lang), time: k.birthTime, place: k.placeName })}
                    </p>
                  </div>
                  <div className={f.actions}>
                    <button
                      type="button"
                      className={f.iconButton}
                      aria-label={t('rename', { name: k.name })}
                      onClick={() => {
                        setEditing(k.id);
                        setDraft(k.name);
                      }}
                      data-testid="kundali-rename"
                    >
                      <Pencil aria-hidden="true" size={20} />
                    </button>
                    <button
                      type="button"
                      className={f.iconButton}
                      aria-label={t('delete', { name: k.name })}
                      onClick={() => setAsking(k)}
                      data-testid="kundali-delete"
                    >
                      <Trash2 aria-hidden="true" size={20} />
                    </button>
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <ActionStatus state={state} testId="kundalis-status" />
      <ConfirmDialog
        open={asking !== null}
        title={t('deleteTitle')}
        message={asking ? t('deleteMessage', { name: asking.name }) : ''}
        cancelLabel={t('cancel')}
        okayLabel={t('deleteOkay')}
        onCancel={() => setAsking(null)}
        onOkay={() => asking && void remove(asking)}
      />
    </div>
  );
}
