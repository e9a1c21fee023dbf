import { isDemoHandle, localizeHandle } from '@drishti/content/community';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ChevronLeft, LogIn } from 'lucide-react';
import { communityClientMessages } from '@/components/community/client-messages';
import s from '@/components/community/community.module.css';
import { CommentForm } from '@/components/community/comment-form';
import { CrisisBox } from '@/components/community/crisis-box';
import { DeleteButton } from '@/components/community/delete-button';
import { formatWhen } from '@/components/community/format';
import { Reactions } from '@/components/community/reactions';
import { ReportForm } from '@/components/community/report-form';
import { fetchPost } from '@/components/community/server-api';
import { Breadcrumb } from '@/components/layout/breadcrumb';
import { localeAlternates } from '@/components/tarot/alternates';
import { getErrorLabels } from '@/components/ui/error-labels';
import { ErrorState } from '@/components/ui/error-state';
import { getPathname, Link } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { currentUser, loginHref } from '@/lib/session';

// A post with its replies and the reader's own reactions: rendered on every request.
export const dynamic = 'force-dynamic';

type Params = Promise<{ locale: string; id: string }>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, id } = await params;
  if (!hasLocale(routing.locales, locale) || !UUID.test(id)) return {};
  const [t, found] = await Promise.all([getTranslations({ locale, namespace: 'community' }), fetchPost(id, locale)]);
  const topic = found.ok ? t(`topics.${found.data.post.topic}.label`) : t('breadcrumb');
  return {
    title: t('meta.postTitle', { topic }),
    description: t('meta.postDescription', { topic }),
    alternates: localeAlternates(`/community/post/${id}`, locale),
    // Members' own words, often about their health: readable by anyone here, kept out of search engines.
    robots: { index: false, follow: true },
  };
}

/** /community/post/[id]: one post, its reactions and replies; reply, react, report or delete your own. */
export default async function CommunityPostPage({ params }: { params: Params }) {
  const { locale, id } = await params;
  if (!hasLocale(routing.locales, locale) || !UUID.test(id)) notFound();
  setRequestLocale(locale);
  const path = getPathname({ href: `/community/post/${id}`, locale });
  const [t, user, found] = await Promise.all([
    getTranslations({ locale, namespace: 'community' }),
    currentUser(),
    fetchPost(id, locale),
  ]);
  if (!found.ok && found.status === 404) notFound();
  if (!found.ok) {
    return (
      <div className={`container ${s.page}`}>
        <h1 className={s.sectionHeading}>{t('breadcrumb')}</h1>
        <ErrorState text={found.message} labels={await getErrorLabels(locale)} retryHref={path} />
      </div>
    );
  }
  const { post, comments } = found.data;
  const topicLabel = t(`topics.${post.topic}.label`);
  const topicHref = `/community/${post.topic}`;
  const handle = localizeHandle(post.handle, locale);
  const signedIn = user !== null;

  return (
    <>
      <Breadcrumb
        items={[
          { label: t('breadcrumb'), href: '/community' },
          { label: topicLabel, href: topicHref },
          { label: t('meta.postTitle', { topic: topicLabel }) },
        ]}
      />
      <NextIntlClientProvider messages={communityClientMessages(locale)}>
        <div className={`container ${s.page}`}>
          <div className={s.main}>
            <Link href={topicHref} className={s.back} data-testid="post-back">
              <ChevronLeft aria-hidden="true" size={18} />
              {t('post.back', { topic: topicLabel })}
            </Link>
            {(post.topic === 'depression' || post.selfHarm) && <CrisisBox />}
            <article
              className={s.card}
              aria-labelledby="post-heading"
              data-testid="community-post-page"
              data-post-id={post.id}
            >
              <h1 id="post-heading" className={s.cardHeading}>
                {t('meta.postTitle', { topic: topicLabel })}
              </h1>
              <p className={s.meta}>
                <span className={s.handle} data-testid="post-handle">
                  {handle}
                </span>
                {post.mine && <span className={s.badge}>{t('post.you')}</span>}
                {isDemoHandle(post.handle) && (
                  <span className={s.badge} data-testid="demo-badge">
                    {t('post.demo')}
                  </span>
                )}
                <time dateTime={post.createdAt}>{formatWhen(post.createdAt, locale)}</time>
              </p>
              {isDemoHandle(post.handle) && (
                <p className={s.hint} data-testid="demo-note">
                  {t('post.demoNote')}
                </p>
              )}
              <p className={s.body} data-testid="post-body" lang={locale}>
                {post.body}
              </p>
              <Reactions
                lang={locale}
                postId={post.id}
                initial={post.reactions}
                mine={post.myReactions}
                canReact={signedIn}
              />
              {signedIn && (
                <div className={s.actions}>
                  {post.mine ? (
                    <DeleteButton lang={locale} targetType="post" targetId={post.id} afterHref={topicHref} />
                  ) : (
                    <ReportForm lang={locale} targetType="post" targetId={post.id} reported={post.reportedByMe} />
                  )}
                </div>
              )}
            </article>

            <section aria-labelledby="comments-heading" className={s.main} data-testid="comments">
              <h2 id="comments-heading" className={s.sectionHeading}>
                {t('post.commentsHeading')}
              </h2>
              {comments.length === 0 ? (
                <p className={s.empty} data-testid="comments-empty">
                  {t('post.noComments')}
                </p>
              ) : (
                <ol className={s.comments} data-testid="comment-list">
                  {comments.map((c) => (
                    <li key={c.id} className={s.comment} data-testid="comment" data-comment-id={c.id}>
                      <p className={s.meta}>
                        <span className={s.handle}>{localizeHandle(c.handle, locale)}</span>
                        {c.mine && <span className={s.badge}>{t('post.you')}</span>}
                        <time dateTime={c.createdAt}>{formatWhen(c.createdAt, locale)}</time>
                      </p>
                      <p className={s.body} data-testid="comment-body">
                        {c.body}
                      </p>
                      {signedIn && (
                        <div className={s.actions}>
                          {c.mine ? (
                            <DeleteButton lang={locale} targetType="comment" targetId={c.id} />
                          ) : (
                            <ReportForm lang={locale} targetType="comment" targetId={c.id} reported={c.reportedByMe} />
                          )}
                        </div>
                      )}
                    </li>
                  ))}
                </ol>
              )}
            </section>
          </div>
          <div className={s.aside}>
            <section className={s.card} aria-labelledby="reply-heading">
              <h2 id="reply-heading" className={s.cardHeading}>
                {t('comment.heading')}
              </h2>
              {signedIn ? (
                <CommentForm lang={locale} postId={post.id} />
              ) : (
                <div className={s.signIn} data-testid="comment-signin">
                  <p className={s.hint}>{t('composer.signInLead')}</p>
                  <a href={loginHref(locale, path)} className="button" data-testid="signin-link">
                    <LogIn aria-hidden="true" size={18} />
                    {t('comment.signIn')}
                  </a>
                </div>
              )}
            </section>
          </div>
        </div>
      </NextIntlClientProvider>
    </>
  );
}
