import { blogCategories, blogPosts } from '@drishti/content/blog';
import type { Locale } from '@drishti/content/types';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BLOG_PAGE_SIZE } from '@/components/blog/blog-api';
import s from '@/components/blog/blog.module.css';
import { BlogSearch } from '@/components/blog/blog-search';
import { BlogTabs } from '@/components/blog/blog-tabs';
import { PostCard } from '@/components/blog/post-card';
import { pageCount, pageNumber, toPostCard } from '@/components/blog/post-model';
import { Breadcrumb } from '@/components/layout/breadcrumb';
import { localeAlternates } from '@/components/tarot/alternates';
import { getErrorLabels } from '@/components/ui/error-labels';
import { ErrorState } from '@/components/ui/error-state';
import { PageHero } from '@/components/ui/page-hero';
import { getPathname, Link } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { serverBlogApi } from '@/components/blog/server-blog';
import { catalogues } from '@/messages';

// The list is read from the API on each request (it is not running during `next build`).
export const dynamic = 'force-dynamic';

type Params = Promise<{ locale: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** The category asked for in ?category=, when it is one of the nine. */
function categoryFrom(value: string | string[] | undefined) {
  const slug = first(value);
  return blogCategories.find((c) => c.slug === slug);
}

/** /blogs with its query: ?category=slug&page=n (page 1 and "all" left out). */
function blogsHref(category: string | undefined, page = 1) {
  const query: Record<string, string> = {};
  if (category) query.category = category;
  if (page > 1) query.page = String(page);
  return { pathname: '/blogs', query };
}

export async function generateMetadata({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const category = categoryFrom((await searchParams).category);
  const t = await getTranslations({ locale, namespace: 'blogs.index' });
  const alternates = localeAlternates(category ? `/blogs?category=${category.slug}` : '/blogs', locale);
  return category
    ? {
        title: t('categoryMetaTitle', { category: category.title[locale] }),
        description: category.description[locale],
        alternates,
      }
    : { title: t('metaTitle'), description: t('metaDescription'), alternates };
}

/** Minutes to read each known post (the list API does not carry them). */
const READING_MINUTES: Record<string, number> = Object.fromEntries(blogPosts.map((p) => [p.slug, p.readingMinutes]));

export default async function BlogsPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const query = await searchParams;
  const category = categoryFrom(query.category);
  const page = pageNumber(query.page);

  const messages = catalogues[locale];
  const [t, errorLabels, res] = await Promise.all([
    getTranslations({ locale, namespace: 'blogs' }),
    getErrorLabels(locale),
    serverBlogApi().list({ ...(category ? { category: category.slug } : {}), page }),
  ]);

  const categoryTitles: Record<string, string> = Object.fromEntries(
    blogCategories.map((c) => [c.slug, c.title[locale]]),
  );
  const tabs = [
    { id: 'all', label: t('index.all'), href: getPathname({ href: '/blogs', locale }) },
    ...blogCategories.map((c) => ({
      id: c.slug,
      label: c.title[locale],
      href: getPathname({ href: blogsHref(c.slug), locale }),
    })),
  ];
  const selected = category?.slug ?? 'all';
  const readingTemplate = t('card.readingTime');

  return (
    <>
      <Breadcrumb items={[{ label: t('index.breadcrumb') }]} />
      <PageHero id="blogs-heading" eyebrow={t('index.eyebrow')} title={t('index.title')} lead={t('index.lead')} />
      <div className={`container ${s.body}`}>
        <NextIntlClientProvider
          messages={{ blogs: { search: messages.blogs.search, card: messages.blogs.card }, errors: messages.errors }}
        >
          <BlogSearch categoryTitles={categoryTitles} readingMinutes={READING_MINUTES}>
            <BlogTabs tabs={tabs} selected={selected} label={t('index.tabsLabel')} loadingLabel={t('index.loading')}>
              <div className={s.panelHeader}>
                <h2 className={s.sectionHeading}>{category ? category.title[locale] : t('index.latestHeading')}</h2>
                {category && <p className={s.categoryIntro}>{category.description[locale]}</p>}
              </div>
              {res.success ? (
                <PostList
                  posts={res.data.data.map((post) =>
                    toPostCard(post, locale, { categoryTitles, readingMinutes: READING_MINUTES, readingTemplate }),
                  )}
                  total={res.data.total}
                  page={page}
                  category={category?.slug}
                  locale={locale}
                />
              ) : (
                <ErrorState
                  labels={errorLabels}
                  retryHref={getPathname({ href: blogsHref(category?.slug, page), locale })}
                />
              )}
            </BlogTabs>
          </BlogSearch>
        </NextIntlClientProvider>
      </div>
    </>
  );
}

async function PostList({
  posts,
  total,
  page,
  category,
  locale,
}: {
  posts: ReturnType<typeof toPostCard>[];
  total: number | undefined;
  page: number;
  category: string | undefined;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'blogs.index' });
  if (posts.length === 0) {
    return (
      <p className={s.empty} data-testid="blog-empty">
        {t('empty')}
      </p>
    );
  }
  const pages = total !== undefined ? pageCount(total, BLOG_PAGE_SIZE) : undefined;
  const hasNext = pages !== undefined ? page < pages : posts.length === BLOG_PAGE_SIZE;
  return (
    <>
      <ul className={s.list} data-testid="blog-list">
        {posts.map((post) => (
          <li key={post.key}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
      {(page > 1 || hasNext) && (
        <nav aria-label={t('pagination')} className={s.pagination}>
          {page > 1 ? (
            <Link href={blogsHref(category, page - 1)} className={s.pageLink} rel="prev">
              <ChevronLeft aria-hidden="true" size={20} />
              {t('previous')}
            </Link>
          ) : (
            <span />
          )}
          {pages !== undefined && <p className={s.pageStatus}>{t('pageOf', { page, pages })}</p>}
          {hasNext ? (
            <Link href={blogsHref(category, page + 1)} className={s.pageLink} rel="next" data-testid="next-page">
              {t('next')}
              <ChevronRight aria-hidden="true" size={20} />
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </>
  );
}
