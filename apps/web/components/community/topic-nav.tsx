import { COMMUNITY_TOPICS, type CommunityTopic } from '@drishti/contracts/community';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import s from './community.module.css';

/** The four topics with their one-line descriptions; the current one marked. */
export function TopicNav({ current }: { current: CommunityTopic | null }) {
  const t = useTranslations('community.topics');
  return (
    <nav aria-labelledby="topics-heading" className={s.main}>
      <h2 id="topics-heading" className={s.sectionHeading}>
        {t('heading')}
      </h2>
      <ul className={s.topics} data-testid="community-topics">
        {COMMUNITY_TOPICS.map((topic) => (
          <li key={topic}>
            <Link
              href={`/community/${topic}`}
              className={s.topicLink}
              aria-current={current === topic ? 'page' : undefined}
              data-testid="topic-link"
              data-topic={topic}
            >
              <span className={s.topicName}>{t(`${topic}.label`)}</span>
              <span className={s.topicText}>{t(`${topic}.description`)}</span>
            </Link>
          </li>
        ))}
      </ul>
      {current && (
        <Link href="/community" className={s.allLink} data-testid="topic-all">
          {t('all')}
        </Link>
      )}
    </nav>
  );
}
