'use client';

import {
  REACTION_KINDS,
  type ReactionCounts,
  type ReactionKind,
  type ReactionResultData,
} from '@drishti/contracts/community';
import { HandHeart, HeartHandshake, Users } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { clientApi } from '@/lib/api/client';
import s from './community.module.css';

const ICONS = { support: HeartHandshake, relate: Users, thanks: HandHeart } as const;

/**
 * The reaction buttons of a post: each toggles (aria-pressed) and shows its count. Signed-out
 * visitors (`canReact` false) see the counts on disabled buttons.
 */
export function Reactions({
  lang,
  postId,
  initial,
  mine,
  canReact,
}: {
  lang: 'en' | 'hi';
  postId: string;
  initial: ReactionCounts;
  mine: ReactionKind[];
  canReact: boolean;
}) {
  const t = useTranslations('community');
  const api = useMemo(() => clientApi(lang), [lang]);
  const [counts, setCounts] = useState(initial);
  const [pressed, setPressed] = useState<ReactionKind[]>(mine);
  const [busy, setBusy] = useState<ReactionKind | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function toggle(kind: ReactionKind) {
    setBusy(kind);
    setFailure(null);
    const res = await api.post<ReactionResultData>(`/api/users/community/posts/${postId}/reactions`, { kind });
    setBusy(null);
    if (!res.success) {
      setFailure(res.message);
      return;
    }
    setCounts(res.data.reactions);
    setPressed(res.data.myReactions);
  }

  return (
    <div>
      <ul className={s.reactions} aria-label={t('reactions.label')} data-testid="reactions">
        {REACTION_KINDS.map((kind) => {
          const Icon = ICONS[kind];
          return (
            <li key={kind}>
              <button
                type="button"
                className={s.reaction}
                aria-pressed={canReact ? pressed.includes(kind) : undefined}
                disabled={!canReact || busy !== null}
                onClick={() => void toggle(kind)}
                data-testid="reaction"
                data-kind={kind}
                data-count={counts[kind]}
              >
                <Icon aria-hidden="true" size={18} />
                {t('reactions.button', { label: t(`reactions.${kind}`), count: counts[kind] })}
              </button>
            </li>
          );
        })}
      </ul>
      <p role="status" aria-live="polite" className={`${s.status} ${s.statusError}`}>
        {failure ?? ''}
      </p>
    </div>
  );
}
