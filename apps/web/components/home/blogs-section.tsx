import type { BlogSummaryData } from '@drishti/contracts/blog';
import type { Locale } from '@drishti/content/types';
import { ChevronRight } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { builtRoutes } from '@/lib/site-map';
import s from './blogs.module.css';
import { fill, formatShortDate } from './format';
import h from './home.module.css';
import { ScrollRow } from './scroll-row';
import { SectionHead } from './section-head';

/**
 * Section 5: the newest five blog posts, rendered on the server and renewed with the page. With
 * none (or when the server could not read them, as while `next build` renders the page before the
 * API answers) the section is left out until the page is renewed (docs/PERFORMANCE.md). A banner
 * that fails to load hides itself (islands/img-fallback.island.ts).
 */
export async function BlogsSection({ locale, initial }: { locale: Locale; initial?: BlogSummaryData[] }) {
  if (!initial || initial.length === 0) return null;
  const t = await getTranslations('home.blogs');
  const published = t.raw('published') as string;
  return (
    <section
      className={`container ${h.section}`}
      aria-labelledby="blogs-heading"
      data-testid="home-section"
      data-section="blogs"
    >
      <SectionHead
        id="blogs-heading"
        heading={t('heading')}
        intro={t('intro')}
        action={
          builtRoutes.has('/blogs') && (
            <Link href="/blogs" className={h.viewMore}>
              {t('viewAll')}
              <ChevronRight aria-hidden="true" size={18} />
            </Link>
          )
        }
      />
      <ScrollRow
        label={t('listLabel')}
        previousLabel={t('previous')}
        nextLabel={t('next')}
        testId="blog-list"
        trackIsland="img-fallback"
      >
        {initial.map((post) => (
          <BlogCard key={post.id} post={post} locale={locale} published={published} />
        ))}
      </ScrollRow>
    </section>
  );
}

function BlogCard({ post, locale, published }: { post: BlogSummaryData; locale: Locale; published: string }) {
  const date = formatShortDate(post.createdAt, locale);
  return (
    <li data-testid="blog-card">
      <article className={s.card}>
        <div className={s.banner} data-category={post.category ?? undefined}>
          {/* biome-ignore lint/performance/noImgElement: uploaded photos and SVG banners; next/image adds nothing for them. */}
          <img src={post.banner} alt="" width={640} height={360} loading="lazy" data-hide-on-error="" />
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
