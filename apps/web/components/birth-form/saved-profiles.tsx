'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { isoToDateText } from '@/components/ui/date-model';
import { clientApi } from '@/lib/api/client';
import { fetchLoginState } from '@/lib/login-state';
import s from './birth-form.module.css';
import { birthToProfileInput, isProfileList, type SavedProfile } from './profiles';
import type { BirthValue } from './types';

/*
 * The birth form's saved profiles: signed-in visitors fill the form from one and save what they
 * typed. Read with a plain call, not SWR: the birth form sits on reading pages whose script must
 * not grow (docs/ARCHITECTURE.md, "Web data").
 */

export type SaveState = 'idle' | 'saved' | { failed: string };

/** Whether this browser is signed in and, if so, its saved profiles (never a console error when not). */
export function useSavedProfiles(enabled: boolean, lang: 'en' | 'hi') {
  const [signedIn, setSignedIn] = useState(false);
  const [profiles, setProfiles] = useState<SavedProfile[] | null>(null);
  const reload = useCallback(async () => {
    const res = await clientApi(lang).get<unknown>('/api/users/profiles');
    if (res.success && isProfileList(res.data)) setProfiles(res.data);
  }, [lang]);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    // /login/state always answers 200, so signed-out visitors see no failed request.
    void fetchLoginState().then((state) => {
      if (!live || !state?.signedIn) return;
      setSignedIn(true);
      void reload();
    });
    return () => {
      live = false;
    };
  }, [enabled, reload]);
  return { signedIn, profiles, reload };
}

/** Saves the details as a new profile of the signed-in visitor. */
export async function saveProfile(lang: 'en' | 'hi', value: BirthValue): Promise<SaveState> {
  const res = await clientApi(lang).post<unknown>('/api/users/profiles', birthToProfileInput(value));
  return res.success ? 'saved' : { failed: res.message };
}

/** The list of saved profiles that fills the form. */
export function SavedProfilePicker({
  id,
  profiles,
  onChoose,
}: {
  id: string;
  profiles: SavedProfile[];
  onChoose: (profileId: string) => void;
}) {
  const t = useTranslations('birth');
  return (
    <div className={`${s.field} ${s.wide}`}>
      <label htmlFor={id} className={s.label}>
        {t('profiles.label')}
      </label>
      <select
        id={id}
        className={s.select}
        value=""
        onChange={(e) => onChoose(e.target.value)}
        data-testid="saved-profiles"
      >
        <option value="" disabled>
          {t('profiles.choose')}
        </option>
        {profiles.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name} · {isoToDateText(p.birthDate)} · {p.placeName}
          </option>
        ))}
      </select>
    </div>
  );
}

/** "Save these details" and what came of saving them. */
export function SaveProfile({
  show,
  save,
  onSave,
  saveState,
}: {
  show: boolean;
  save: boolean;
  onSave: (save: boolean) => void;
  saveState: SaveState;
}) {
  const t = useTranslations('birth');
  return (
    <>
      {show && (
        <label className={s.save}>
          <input type="checkbox" checked={save} onChange={(e) => onSave(e.target.checked)} data-testid="save-profile" />
          {t('profiles.save')}
        </label>
      )}
      {saveState === 'saved' && (
        <p className={s.notice} role="status">
          {t('profiles.saved')}
        </p>
      )}
      {typeof saveState === 'object' && (
        <p className={s.error} role="alert">
          {t('profiles.saveFailed', { message: saveState.failed })}
        </p>
      )}
    </>
  );
}
