'use client';

import { Check, Plus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import { clientApi } from '@/lib/api/client';
import s from './follow.module.css';

export interface FollowLabels {
  follow: string;
  following: string;
}

interface FollowState {
  signedIn: boolean;
  following: boolean;
  followers: number;
}

const isState = (v: unknown): v is FollowState =>
  Boolean(v) &&
  typeof (v as FollowState).signedIn === 'boolean' &&
  typeof (v as FollowState).following === 'boolean' &&
  typeof (v as FollowState).followers === 'number';

/**
 * Follow an astrologer (docs/FOLLOW.md): a toggle button for signed-in users (aria-pressed says
 * whether they follow), a link to sign in for everyone else (and before the state has loaded, so
 * that it works without JavaScript too).
 */
export function FollowButton({
  slug,
  lang,
  loginHref,
  labels,
}: {
  slug: string;
  lang: 'en' | 'hi';
  loginHref: string;
  labels: FollowLabels;
}) {
  const api = useMemo(() => clientApi(lang), [lang]);
  const [state, setState] = useState<FollowState | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    void api.get<unknown>(`/api/publics/astrologers/${encodeURIComponent(slug)}/follow`).then((res) => {
      if (current && res.success && isState(res.data)) setState(res.data);
    });
    return () => {
      current = false;
    };
  }, [api, slug]);

  async function toggle() {
    if (!state || busy) return;
    setBusy(true);
    setError(null);
    const path = `/api/users/follows/${encodeURIComponent(slug)}`;
    const res = state.following ? await api.del<unknown>(path) : await api.put<unknown>(path);
    setBusy(false);
    if (res.success && isState(res.data)) setState(res.data);
    else if (!res.success) setError(res.message);
  }

  // The count's ICU message (astrologers.follow.followers) comes from the provider around the button (follow.tsx).
  const t = useTranslations('astrologers.follow');
  const followers = state ? t('followers', { count: state.followers }) : '';

  return (
    <div className={s.follow}>
      {state?.signedIn ? (
        <button
          type="button"
          className={`button ${state.following ? s.following : s.notFollowing}`}
          aria-pressed={state.following}
          aria-busy={busy}
          disabled={busy}
          onClick={() => void toggle()}
          data-testid="follow-button"
        >
          {state.following ? <Check aria-hidden="true" size={18} /> : <Plus aria-hidden="true" size={18} />}
          {state.following ? labels.following : labels.follow}
        </button>
      ) : (
        <a href={loginHref} className={`button ${s.notFollowing}`} data-testid="follow-sign-in">
          <Plus aria-hidden="true" size={18} />
          {labels.follow}
        </a>
      )}
      <span className={s.count} aria-live="polite" data-testid="follower-count">
        {followers}
      </span>
      {error && (
        <p className={s.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
