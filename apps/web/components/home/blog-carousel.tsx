'use client';

import type { BlogSummaryData } from '@drishti/contracts/blog';
import type { Locale } from '@drishti/content/types';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from '@/i18n/navigation';
import { apiLang, clientApi } from '@/lib/api/client';
import { BLOG_LIST_BODY, BLOG_LIST_PATH, blogItems } from './api-guards';
import s from './blogs.module.css';
import { fill, formatShortDate } from './format';
import { ScrollRow } from './scroll-row';

export interface BlogLabels {
  listLabel: string;
  previous: string;
  next: string;
  loading: string;
  published: string;
}

/**
 * The newest blog posts, rendered on the server (`initial`) and renewed with the page. Without them
 * (the API could not be reached when the page was rendered) they load in the browser: skeletons
 * meanwhile; when the call fails or there are no posts the carousel is empty (spec section 8) and
 * the whole section steps aside.
 */
export function BlogCarousel({
  locale,
  labels,
  header,
  className,
  headingId,
  initial,
}: {
  locale: Locale;
  labels: BlogLabels;
  /** The posts rendered on the server, when it could read them. */
  initial?: BlogSummaryData[];
  /** The section's heading and introduction, rendered on the server. */
  header: ReactNode;
  className: string;
  headingId: string;
}) {
  const [posts, setPosts] = useState<BlogSummaryData[] | null>(initial ?? null);
  const rendered = initial !== undefined;

  useEffect(() => {
    if (rendered) return;
    let live = true;
    void clientApi(apiLang(locale))
      .post<unknown>(BLOG_LIST_PATH, BLOG_LIST_BODY)
      .then((res) => {
        if (live) setPosts((res.success ? blogItems(res.data) : null)?.slice(0, 5) ?? []);
      });
    return () => {
      live = false;
    };
  }, [rendered, locale]);

  if (posts && posts.length === 0) return null;
  return (
    <section className={className} aria-labelledby={headingId} data-testid="home-section" data-section="blogs">
      {header}
      <p className="visually-hidden" role="status">
        {posts ? '' : labels.loading}
      </p>
      <ScrollRow
        label={labels.listLabel}
        previousLabel={labels.previous}
        nextLabel={labels.next}
        testId="blog-list"
        busy={!posts}
      >
        {posts
          ? posts.map((post) => <BlogCard key={post.id} post={post} locale={locale} published={labels.published} />)
          : [0, 1, 2].map((i) => (
              <li key={i} aria-hidden="true">
                <div className={`${s.card} ${s.skeleton}`}>
                  <span className={s.bannerBone} />
                  <span className={s.bone} />
                  <span className={s.bone} />
                </div>
              </li>
            ))}
      </ScrollRow>
    </section>
  );
}

function BlogCard({ post, locale, published }: { post: BlogSummaryData; locale: Locale; published: string }) {
  const [bannerFailed, setBannerFailed] = useState(false);
  const date = formatShortDate(post.createdAt, locale);
  return (
    <li data-testid="blog-card">
      <article className={s.card}>
        <div className={s.banner} data-category={post.category ?? undefined}>
          {!bannerFailed && (
            // biome-ignore lint/performance/noImgElement: uploaded photos and SVG banners; next/image adds nothing for them.
            <img
              src={post.banner}
              alt=""
              width={640}
              height={360}
              loading="lazy"
              onError={() => setBannerFailed(true)}
              ref={(img) => {
                // An image that failed before hydration fired its error event before React listened.
                if (img?.complete && img.naturalWidth === 0 && img.currentSrc) setBannerFailed(true);
              }}
            />
          )}
        </div>
        <div className={s.body}>
          <h3 className={s.title}>
            <Link href={`/${post.contentType}/${post.slug}`} className={s.link}>
              {post.title[locale]}
            </Link>
          </h3>
          <p className={s.description}>{post.serpDescription[locale]}</p>
          <p className={s.date}>
            <time dateTime={post.createdAt}>
              <span className="visually-hidden">{fill(published, { date })}</span>
              <span aria-hidden="true">{date}</span>
            </time>
          </p>
        </div>
      </article>
    </li>
  );
}
