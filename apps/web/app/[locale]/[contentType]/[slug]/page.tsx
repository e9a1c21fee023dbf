import { blogCategories, readingMinutesFor } from '@drishti/content/blog';
import type { Locale } from '@drishti/content/types';
import { CalendarDays, Clock } from 'lucide-react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import { ArticleBody } from '@/components/blog/article-body';
import { articleJsonLd, serializeJsonLd } from '@/components/blog/article-json-ld';
import { isBlogContentType } from '@/components/blog/blog-api';
import s from '@/components/blog/blog.module.css';
import { PostCard } from '@/components/blog/post-card';
import { bannerImage, formatPostDate, postPath, toPostCard } from '@/components/blog/post-model';
import { ShareButton, type ShareLabels } from '@/components/blog/share-button';
import { StaticPage } from '@/components/islands/static-page';
import { Breadcrumb } from '@/components/layout/breadcrumb';
import { localeAlternates } from '@/components/tarot/alternates';
import { getErrorLabels } from '@/components/ui/error-labels';
import { ErrorState } from '@/components/ui/error-state';
import { getPathname, Link } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { serverBlogApi } from '@/components/blog/server-blog';
import { siteUrl } from '@/lib/site-url';
import { catalogues } from '@/messages';

// Articles are read from the API on each request; unknown slugs answer 404.
export const dynamic = 'force-dynamic';

type Params = Promise<{ locale: string; contentType: string; slug: string }>;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** One API call per request, shared by the metadata and the page. */
const loadPost = cache((contentType: string, slug: string) => serverBlogApi().single(slug, contentType));

const isArticlePath = (contentType: string, slug: string) =>
  isBlogContentType(contentType) && SLUG.test(slug) && slug.length <= 200;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, contentType, slug } = await params;
  if (!hasLocale(routing.locales, locale) || !isArticlePath(contentType, slug)) return {};
  const res = await loadPost(contentType, slug);
  if (!res.success) return {};
  const post = res.data;
  // Absolute URLs come from the configured public origin, never from the request's Host header.
  const origin = siteUrl();
  const alternates = localeAlternates(postPath(post), locale);
  const banner = bannerImage(post);
  return {
    title: post.title[locale],
    description: post.serpDescription[locale],
    alternates,
    openGraph: {
      type: 'article',
      title: post.title[locale],
      description: post.serpDescription[locale],
      url: `${origin}${alternates.canonical}`,
      publishedTime: post.createdAt,
      locale: locale === 'hi' ? 'hi_IN' : 'en_IN',
      images: [{ url: `${origin}${banner.src}`, width: banner.width, height: banner.height }],
    },
  };
}

export default async function ArticlePage({ params }: { params: Params }) {
  const { locale, contentType, slug } = await params;
  if (!hasLocale(routing.locales, locale) || !isArticlePath(contentType, slug)) notFound();
  setRequestLocale(locale);
  const res = await loadPost(contentType, slug);
  if (!res.success && res.notFound) notFound();

  const t = await getTranslations({ locale, namespace: 'blogs' });
  const crumbs = [{ label: t('index.breadcrumb'), href: '/blogs' }];

  if (!res.success) {
    return (
      <>
        <StaticPage />
        <Breadcrumb items={crumbs} />
        <div className={`container ${s.error}`}>
          <ErrorState
            labels={await getErrorLabels(locale)}
            retryHref={getPathname({ href: `/${contentType}/${slug}`, locale })}
          />
        </div>
      </>
    );
  }

  const post = res.data;
  const path = postPath(post);
  // Absolute URLs come from the configured public origin, never from the request's Host header.
  const origin = siteUrl();
  const url = `${origin}${getPathname({ href: path, locale })}`;
  const title = post.title[locale];
  const category = blogCategories.find((c) => c.slug === post.category);
  const categoryTitles = Object.fromEntries(blogCategories.map((c) => [c.slug, c.title[locale]]));
  const minutes = readingMinutesFor(post.body.en);
  const banner = bannerImage(post);
  const meta = catalogues[locale];

  const relatedRes = await serverBlogApi().list({ ...(post.category ? { category: post.category } : {}), limit: 4 });
  const related = relatedRes.success
    ? relatedRes.data.data
        .filter((p) => p.slug !== post.slug)
        .slice(0, 3)
        .map((p) => toPostCard(p, locale, { categoryTitles }))
    : [];

  const jsonLd = articleJsonLd({
    url,
    headline: title,
    description: post.serpDescription[locale],
    datePublished: post.createdAt,
    image: `${origin}${banner.src}`,
    inLanguage: locale,
    ...(category ? { section: category.title[locale] } : {}),
    siteName: meta.meta.siteName,
    siteUrl: `${origin}${getPathname({ href: '/', locale })}`,
  });

  return (
    <>
      <StaticPage />
      <Breadcrumb items={[...crumbs, { label: title }]} />
      <article className={s.article} data-testid="article">
        <header className={`container ${s.articleHeader}`}>
          {category && (
            <p className={s.articleCategory}>
              <span className="visually-hidden">{t('article.category')}: </span>
              <Link href={{ pathname: '/blogs', query: { category: category.slug } }} data-testid="article-category">
                {category.title[locale]}
              </Link>
            </p>
          )}
          <h1 className={s.articleTitle}>{title}</h1>
          <p className={s.articleLead}>{post.serpDescription[locale]}</p>
          <p className={s.articleMeta}>
            <span>
              <CalendarDays aria-hidden="true" size={18} />
              <span className="visually-hidden">{t('article.published')}: </span>
              <time dateTime={post.createdAt}>{formatPostDate(post.createdAt, locale)}</time>
            </span>
            <span data-testid="reading-time">
              <Clock aria-hidden="true" size={18} />
              {t('article.readingTime', { minutes })}
            </span>
          </p>
        </header>
        <div className={s.bannerWrap}>
          {/* biome-ignore lint/performance/noImgElement: our SVG banner or the uploaded image, sized; next/image adds nothing. */}
          <img
            src={banner.src}
            alt={t('article.bannerAlt', { title })}
            width={banner.width}
            height={banner.height}
            fetchPriority="high"
            className={banner.uploaded ? `${s.banner} ${s.bannerUploaded}` : s.banner}
            data-testid="article-banner"
          />
        </div>
        <div className={`container ${s.articleBody}`}>
          <ArticleBody body={post.body[locale]} locale={locale} />
          <ShareButton url={url} title={title} labels={await shareLabels(locale)} />
        </div>
      </article>

      {related.length > 0 && (
        <section className={`container ${s.related}`} aria-labelledby="related-heading" data-testid="related">
          <div className={s.relatedHeader}>
            <h2 id="related-heading" className={s.sectionHeading}>
              {t('article.relatedHeading', { category: category?.title[locale] ?? t('index.title') })}
            </h2>
            <Link href="/blogs">{t('article.allArticles')}</Link>
          </div>
          <ul className={s.list}>
            {related.map((p) => (
              <li key={p.key}>
                <PostCard post={p} />
              </li>
            ))}
          </ul>
        </section>
      )}

      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD serialised with <, > and & escaped
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }}
      />
    </>
  );
}

async function shareLabels(locale: Locale): Promise<ShareLabels> {
  const t = await getTranslations({ locale, namespace: 'blogs.share' });
  const network = (key: 'whatsapp' | 'x' | 'facebook') => ({ name: t(key), on: t('on', { network: t(key) }) });
  return {
    label: t('label'),
    button: t('button'),
    copy: t('copy'),
    copied: t('copied'),
    copyFailed: t('copyFailed'),
    newTab: t('newTab'),
    networks: { whatsapp: network('whatsapp'), x: network('x'), facebook: network('facebook') },
  };
}
