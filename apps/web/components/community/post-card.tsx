import { isDemoHandle, localizeHandle } from '@drishti/content/community';
import { type PostViewData, REACTION_KINDS } from '@drishti/contracts/community';
import { ArrowRight, MessageCircle } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import s from './community.module.css';
import { formatWhen } from './format';

/** One post in a feed: who (pseudonym), where, when, the text (clamped) and its counts. */
export function PostCard({ post, lang }: { post: PostViewData; lang: 'en' | 'hi' }) {
  const t = useTranslations('community');
  const handle = localizeHandle(post.handle, lang);
  return (
    <li>
      <article className={s.card} data-testid="community-post" data-post-id={post.id} data-topic={post.topic}>
        <p className={s.meta}>
          <span className={s.handle} data-testid="post-handle">
            {handle}
          </span>
          {isDemoHandle(post.handle) && (
            <span className={s.badge} title={t('post.demoNote')} data-testid="demo-badge">
              {t('post.demo')}
            </span>
          )}
          <span className={s.badge}>{t(`topics.${post.topic}.label`)}</span>
          <time dateTime={post.createdAt}>{formatWhen(post.createdAt, lang)}</time>
        </p>
        <p className={`${s.body} ${s.clamp}`} data-testid="post-body">
          {post.body}
        </p>
        <div className={s.cardFoot}>
          <ul className={s.counts} aria-label={t('reactions.label')}>
            {REACTION_KINDS.map((k) => (
              <li key={k} className={s.count}>
                {t('reactions.button', { label: t(`reactions.${k}`), count: post.reactions[k] })}
              </li>
            ))}
            <li className={s.count}>
              <MessageCircle aria-hidden="true" size={16} />
              {t('feed.comments', { count: post.commentCount })}
            </li>
          </ul>
          <Link
            href={`/community/post/${post.id}`}
            className={s.readLink}
            aria-label={t('feed.readLabel', { handle })}
            data-testid="post-link"
          >
            {t('feed.read')}
            <ArrowRight aria-hidden="true" size={18} />
          </Link>
        </div>
      </article>
    </li>
  );
}
