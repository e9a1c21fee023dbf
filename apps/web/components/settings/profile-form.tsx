'use client';

import { ACCOUNT_NAME_MAX } from '@drishti/contracts/account';
import type { UserData } from '@drishti/contracts/auth';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { ActionStatus, type ActionState } from '@/components/registration/fields';
import f from '@/components/registration/forms.module.css';
import { clientApi } from '@/lib/api/client';

/** The account's name and preferred language (also the language of our SMS). */
export function ProfileForm({ lang, user }: { lang: 'en' | 'hi'; user: UserData }) {
  const t = useTranslations('settings.profile');
  const [name, setName] = useState(user.name ?? '');
  const [locale, setLocale] = useState<'en' | 'hi'>(user.locale);
  const [state, setState] = useState<ActionState>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setState({ kind: 'busy', text: t('saving') });
    const res = await clientApi(lang).patch<UserData>('/api/users/me', { name: name.trim() || null, locale });
    if (!res.success) {
      setState({ kind: 'error', text: res.message });
      return;
    }
    setName(res.data.name ?? '');
    setState({ kind: 'ok', text: t('saved') });
  }

  return (
    <form onSubmit={submit} noValidate className={f.form} data-testid="profile-form">
      <div className={f.field}>
        <label htmlFor="account-name" className={f.label}>
          {t('name')}
        </label>
        <input
          id="account-name"
          className={f.input}
          value={name}
          maxLength={ACCOUNT_NAME_MAX}
          autoComplete="name"
          onChange={(e) => setName(e.target.value)}
          aria-describedby="account-name-hint"
          data-testid="profile-name"
        />
        <p id="account-name-hint" className={f.hint}>
          {t('nameHint')}
        </p>
      </div>
      <fieldset className={f.fieldset} aria-describedby="account-lang-hint">
        <legend className={f.legend}>{t('language')}</legend>
        <div className={f.choices}>
          {(['en', 'hi'] as const).map((l) => (
            <label key={l} className={f.choice}>
              <input
                type="radio"
                name="account-locale"
                value={l}
                checked={locale === l}
                onChange={() => setLocale(l)}
                data-testid={`profile-locale-${l}`}
              />
              <span>{t(`languages.${l}`)}</span>
            </label>
          ))}
        </div>
        <p id="account-lang-hint" className={f.hint}>
          {t('languageHint')}
        </p>
      </fieldset>
      <div className={f.actions}>
        <button type="submit" className="button" data-testid="profile-save">
          {t('save')}
        </button>
      </div>
      <ActionStatus state={state} testId="profile-status" />
    </form>
  );
}
