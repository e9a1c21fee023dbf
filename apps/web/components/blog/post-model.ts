import type { BlogSummaryData } from '@drishti/contracts/blog';
import { parseUploadedBanner } from '@drishti/contracts/blog-admin';

export type PostLocale = 'en' | 'hi';

/** Dates in the page's language, reckoned in India: "20 Nov 2026", "20 नवंबर 2026" (Latin digits). */
export function formatPostDate(iso: string, locale: PostLocale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale === 'hi' ? 'hi-IN-u-nu-latn' : 'en-IN', {
    day: 'numeric',
    month: locale === 'hi' ? 'long' : 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(date);
}

/** Fills "{name}" placeholders of a message that was translated on the server. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** The locale-free path of a post: /{contentType}/{slug}. */
export const postPath = (post: Pick<BlogSummaryData, 'contentType' | 'slug'>) => `/${post.contentType}/${post.slug}`;

const SAFE_BANNER = /^\/images\/blog\/[a-z0-9-]+\.svg$/;

/** The banner to show: the post's uploaded image or own banner file, else the one drawn for its slug. */
export function bannerSrc(post: Pick<BlogSummaryData, 'banner' | 'slug'>): string {
  return bannerImage(post).src;
}

/** The banner with its size in pixels: an uploaded image as recorded, a drawn banner 1200 × 630. */
export function bannerImage(post: Pick<BlogSummaryData, 'banner' | 'slug'>): {
  src: string;
  width: number;
  height: number;
  uploaded: boolean;
} {
  const uploaded = parseUploadedBanner(post.banner);
  if (uploaded) return { ...uploaded, uploaded: true };
  if (SAFE_BANNER.test(post.banner)) return { src: post.banner, width: 1200, height: 630, uploaded: false };
  const slug = post.slug.toLowerCase().replace(/[^a-z0-9-]+/g, '-');
  return { src: `/images/blog/${slug || 'blog'}.svg`, width: 1200, height: 630, uploaded: false };
}

/** What a post card shows, in one language. */
export interface PostCardModel {
  key: string;
  href: string;
  title: string;
  description: string;
  banner: string;
  bannerWidth: number;
  bannerHeight: number;
  dateIso: string;
  dateText: string;
  category?: string;
  readingText?: string;
}

export function toPostCard(
  post: BlogSummaryData,
  locale: PostLocale,
  extras: {
    categoryTitles?: Readonly<Record<string, string>>;
    readingMinutes?: Readonly<Record<string, number>>;
    /** e.g. "{minutes} min read" */
    readingTemplate?: string;
  } = {},
): PostCardModel {
  const minutes = extras.readingMinutes?.[post.slug];
  const category = post.category ? extras.categoryTitles?.[post.category] : undefined;
  const banner = bannerImage(post);
  return {
    key: post.id,
    href: postPath(post),
    title: post.title[locale],
    description: post.serpDescription[locale],
    banner: banner.src,
    bannerWidth: banner.width,
    bannerHeight: banner.height,
    dateIso: post.createdAt,
    dateText: formatPostDate(post.createdAt, locale),
    ...(category ? { category } : {}),
    ...(minutes && extras.readingTemplate ? { readingText: fill(extras.readingTemplate, { minutes }) } : {}),
  };
}

/** A positive whole page number from a query string value; 1 otherwise. */
export function pageNumber(value: string | string[] | undefined): number {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw || !/^\d{1,4}$/.test(raw)) return 1;
  const n = Number(raw);
  return n >= 1 ? n : 1;
}

/** How many pages a list of `total` posts has, at least one. */
export const pageCount = (total: number, size: number) => Math.max(1, Math.ceil(total / size));
