import { localizeHandle } from '@drishti/content/community';
import type { CommunityTopic } from '@drishti/contracts/community';
import { ChevronLeft, ChevronRight, LogIn } from 'lucide-react';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { Breadcrumb } from '@/components/layout/breadcrumb';
import { getErrorLabels } from '@/components/ui/error-labels';
import { ErrorState } from '@/components/ui/error-state';
import { PageHero } from '@/components/ui/page-hero';
import { getPathname, Link } from '@/i18n/navigation';
import { currentUser, loginHref } from '@/lib/session';
import { communityClientMessages } from './client-messages';
import s from './community.module.css';
import { Composer } from './composer';
import { CrisisBox } from './crisis-box';
import { PostCard } from './post-card';
import { fetchMember, fetchPosts } from './server-api';
import { TopicNav } from './topic-nav';

/**
 * /community and /community/[topic]: the topics, the newest posts (10 a page, "Older posts"
 * pages by cursor), and the composer for signed-in members or a sign-in invitation. The
 * depression topic opens with the crisis helplines.
 */
export async function FeedPage({
  locale,
  topic,
  cursor,
}: {
  locale: 'en' | 'hi';
  topic: CommunityTopic | null;
  cursor: string | undefined;
}) {
  const href = topic ? `/community/${topic}` : '/community';
  const path = getPathname({ href, locale });
  const [t, user, list, errorLabels] = await Promise.all([
    getTranslations({ locale, namespace: 'community' }),
    currentUser(),
    fetchPosts(locale, topic ?? undefined, cursor),
    getErrorLabels(locale),
  ]);
  const member = user ? await fetchMember(locale) : null;
  const topicLabel = topic ? t(`topics.${topic}.label`) : null;

  return (
    <>
      <Breadcrumb
        items={
          topic
            ? [{ label: t('breadcrumb'), href: '/community' }, { label: topicLabel! }]
            : [{ label: t('breadcrumb') }]
        }
      />
      <PageHero
        id="community-heading"
        eyebrow={t('hero.eyebrow')}
        title={topic ? topicLabel! : t('hero.title')}
        lead={topic ? t(`topics.${topic}.description`) : t('hero.lead')}
      />
      <div className={`container ${s.page}`}>
        <div className={s.main}>
          {topic === 'depression' && <CrisisBox />}
          <TopicNav current={topic} />
          <section aria-labelledby="feed-heading" className={s.main} data-testid="community-feed">
            <h2 id="feed-heading" className={s.sectionHeading}>
              {topicLabel ? t('feed.headingTopic', { topic: topicLabel }) : t('feed.heading')}
            </h2>
            {!list.ok ? (
              <ErrorState text={list.message ?? t('feed.loadError')} labels={errorLabels} retryHref={path} />
            ) : list.data.items.length === 0 ? (
              <p className={s.empty} data-testid="feed-empty">
                {t('feed.empty')}
              </p>
            ) : (
              <ol className={s.feed} data-testid="post-list">
                {list.data.items.map((post) => (
                  <PostCard key={post.id} post={post} lang={locale} />
                ))}
              </ol>
            )}
            {list.ok && (cursor || list.data.nextCursor) && (
              <nav className={s.pager} aria-label={t('feed.heading')}>
                {cursor ? (
                  <Link href={href} className={s.pagerLink} data-testid="feed-newest">
                    <ChevronLeft aria-hidden="true" size={18} />
                    {t('feed.newest')}
                  </Link>
                ) : (
                  <span />
                )}
                {list.data.nextCursor && (
                  <Link
                    href={`${href}?cursor=${encodeURIComponent(list.data.nextCursor)}`}
                    className={s.pagerLink}
                    data-testid="feed-older"
                  >
                    {t('feed.older')}
                    <ChevronRight aria-hidden="true" size={18} />
                  </Link>
                )}
              </nav>
            )}
          </section>
        </div>
        <div className={s.aside}>
          {!user ? (
            <section className={`${s.card} ${s.signIn}`} aria-labelledby="signin-heading" data-testid="composer-signin">
              <h2 id="signin-heading" className={s.cardHeading}>
                {t('composer.signInTitle')}
              </h2>
              <p className={s.hint}>{t('composer.signInLead')}</p>
              <a href={loginHref(locale, path)} className="button" data-testid="signin-link">
                <LogIn aria-hidden="true" size={18} />
                {t('composer.signIn')}
              </a>
            </section>
          ) : member?.ok && member.data.banned ? (
            <section className={`${s.card} ${s.signIn}`} aria-labelledby="banned-heading" data-testid="composer-banned">
              <h2 id="banned-heading" className={s.cardHeading}>
                {t('composer.bannedTitle')}
              </h2>
              <p>{t('composer.banned', { reason: member.data.banReason ?? '' })}</p>
            </section>
          ) : member?.ok ? (
            <NextIntlClientProvider messages={communityClientMessages(locale)}>
              <Composer lang={locale} topic={topic} handle={localizeHandle(member.data.handle, locale)} />
            </NextIntlClientProvider>
          ) : (
            <ErrorState text={member?.ok === false ? member.message : null} labels={errorLabels} retryHref={path} />
          )}
          <section className={s.card} aria-labelledby="guidelines-heading">
            <h2 id="guidelines-heading" className={s.cardHeading}>
              {t('guidelines.heading')}
            </h2>
            <ul className={s.guidelines}>
              <li>{t('guidelines.kind')}</li>
              <li>{t('guidelines.private')}</li>
              <li>{t('guidelines.notAdvice')}</li>
              <li>{t('guidelines.report')}</li>
            </ul>
          </section>
          {topic !== 'depression' && <CrisisBox />}
        </div>
      </div>
    </>
  );
}
