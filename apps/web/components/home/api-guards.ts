import type { AstrologerCardData } from '@drishti/contracts/astrologers';
import type { BlogSummaryData } from '@drishti/contracts/blog';
import type { HomeReviewData, HomeShowcaseData, PressLinkData } from '@drishti/contracts/home';

/** The home page's astrologers: rendered on the server, their online state refreshed in the browser. */
export const ASTROLOGERS_PATH = '/api/publics/astrologers?limit=10';
export const BLOG_LIST_PATH = '/api/publics/blog/list';
/** The newest five posts (spec section 9). */
export const BLOG_LIST_BODY = { filter: {}, sort: { createdAt: -1 }, limit: 5 } as const;
/** The count, reviews and press the home page may claim. */
export const HOME_SHOWCASE_PATH = '/api/publics/home';

/*
 * Shape checks for what the home page reads, on the server and, when the server could not, in the
 * browser. The zod schemas of @drishti/contracts describe the same shapes, but zod would add about
 * 90 KB (gzipped) to the page's JavaScript; these checks look only at the fields the sections
 * show. Tests keep them in step with the schemas.
 */

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string';
const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every(isString);
const isBilingual = (v: unknown) => isObject(v) && isString(v.en) && isString(v.hi);

export function isAstrologerCard(v: unknown): v is AstrologerCardData {
  if (!isObject(v)) return false;
  // No destructuring: the astrologers island bundles this for Safari 14 (scripts/lib/islands-build.mjs).
  const price = v.price;
  const live = v.sessionsStatus;
  return (
    isString(v.id) &&
    isString(v.name) &&
    isString(v.nameHi) &&
    (v.profileImage === null || isString(v.profileImage)) &&
    isStrings(v.skills) &&
    isStrings(v.languages) &&
    Number.isFinite(v.experienceYears) &&
    isObject(price) &&
    Number.isFinite(price.perMinute) &&
    (v.rating === null || Number.isFinite(v.rating)) &&
    Number.isFinite(v.reviewCount) &&
    isObject(live) &&
    typeof live.isChatLive === 'boolean' &&
    typeof live.isVoiceLive === 'boolean' &&
    typeof live.isVideoLive === 'boolean'
  );
}

/** The cards of `data` from GET /api/publics/astrologers (`{ items, total }`), or null for another shape. */
export function astrologerItems(data: unknown): AstrologerCardData[] | null {
  if (!isObject(data) || !Array.isArray(data.items)) return null;
  return data.items.filter(isAstrologerCard);
}

export function isBlogSummary(v: unknown): v is BlogSummaryData {
  return (
    isObject(v) &&
    isString(v.id) &&
    isString(v.contentType) &&
    isString(v.slug) &&
    isBilingual(v.title) &&
    isBilingual(v.serpDescription) &&
    isString(v.banner) &&
    isString(v.createdAt) &&
    !Number.isNaN(Date.parse(v.createdAt))
  );
}

/** The posts of `data` from POST /api/publics/blog/list (read as `data.data`), or null for another shape. */
export function blogItems(data: unknown): BlogSummaryData[] | null {
  if (!isObject(data) || !Array.isArray(data.data)) return null;
  return data.data.filter(isBlogSummary);
}

function isReview(v: unknown): v is HomeReviewData {
  return (
    isObject(v) &&
    isString(v.id) &&
    isString(v.comment) &&
    Number.isInteger(v.rating) &&
    (v.author === null || isString(v.author))
  );
}
function isPress(v: unknown): v is PressLinkData {
  return isObject(v) && isString(v.outlet) && isString(v.url) && isString(v.logo);
}

/** The showcase from `data`, or null for another shape (then nothing is shown). */
export function showcaseOf(data: unknown): HomeShowcaseData | null {
  if (!isObject(data) || !Number.isInteger(data.completedConsultations)) return null;
  if (!Array.isArray(data.reviews) || !Array.isArray(data.press)) return null;
  return {
    completedConsultations: data.completedConsultations as number,
    reviews: data.reviews.filter(isReview),
    press: data.press.filter(isPress),
  };
}

/** Any of chat, voice or video live: the card shows the green dot. */
/** The card as cached HTML may show it: the online state changes by the second, so none is baked in. */
export const withoutLiveState = (a: AstrologerCardData): AstrologerCardData => ({
  ...a,
  isOnline: false,
  sessionsStatus: { isChatLive: false, isVoiceLive: false, isVideoLive: false },
});

export const isLive = (a: AstrologerCardData) =>
  a.sessionsStatus.isChatLive || a.sessionsStatus.isVoiceLive || a.sessionsStatus.isVideoLive;

/**
 * Up to two initials for an avatar: the first letters of the first and last words that hold a
 * letter ("Meera Iyer" → "MI"), as the server's avatars draw them (components/astrologers/avatar.tsx).
 */
export function initials(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((w) => /\p{L}/u.test(w));
  if (words.length === 0) return '?';
  const letter = (w: string) => [...w].find((c) => /\p{L}/u.test(c)) ?? '';
  const first = letter(words[0]!);
  const last = words.length > 1 ? letter(words[words.length - 1]!) : '';
  return (first + last).toLocaleUpperCase('en-IN');
}

/** A stable colour pair for an avatar, chosen from the name. */
const AVATAR_COLOURS = [
  ['#1E1B4B', '#FCD34D'],
  ['#7F1D1D', '#FFE4C7'],
  ['#92400E', '#FFF7ED'],
  ['#14532D', '#DCFCE7'],
  ['#1E3A8A', '#DBEAFE'],
  ['#581C87', '#F3E8FF'],
] as const;

export function avatarColours(name: string): readonly [string, string] {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.codePointAt(0)!) >>> 0;
  return AVATAR_COLOURS[hash % AVATAR_COLOURS.length]!;
}
