import type { AstrologerCardData } from '@drishti/contracts/astrologers';
import type { Locale } from '@drishti/content/types';
import { type CardLabels, cardTexts } from '@/components/home/astrologer-texts';
import { fill, formatNumber, numberLocale } from './format';
import { type LiveChannel, liveChannels } from './labels';

/*
 * The words of the astrologer list (/online-astrologer), in the page's language. The server
 * renders its cards and counts with these functions, and puts the labels in the page; the list's
 * island (islands/astrologer-list.island.ts) words the cards and counts it adds with the same
 * functions and labels. Plain TypeScript: the island bundles it.
 */

/**
 * A plural message as one template per plural category of the language ("{count} reviews" under
 * `other`), formatted on the server with the catalogue's ICU message, so that the browser needs no
 * message formatter: it picks the category with Intl.PluralRules.
 */
export type PluralTemplates = Record<string, string>;

/** The first whole number (0–999) of each plural category of `locale`. */
function examples(locale: Locale): Map<string, number> {
  const rules = new Intl.PluralRules(numberLocale(locale));
  const found = new Map<string, number>();
  for (let n = 0; n < 1000 && found.size < rules.resolvedOptions().pluralCategories.length; n++) {
    const category = rules.select(n);
    if (!found.has(category)) found.set(category, n);
  }
  return found;
}

/** `format(n)` for an example of each category, the number turned back into "{count}". */
export function pluralTemplates(format: (count: number) => string, locale: Locale): PluralTemplates {
  const out: PluralTemplates = {};
  for (const [category, n] of examples(locale)) out[category] = format(n).replace(formatNumber(n, locale), '{count}');
  return out;
}

/** The plural message for `count`, its number formatted as the page formats numbers. */
export function plural(templates: PluralTemplates, count: number, locale: Locale): string {
  const category = new Intl.PluralRules(numberLocale(locale)).select(count);
  const template = templates[category] ?? templates.other ?? '';
  return fill(template, { count: formatNumber(count, locale) });
}

/** What a list card says beyond the home page's card: templates with {name}, {price}, {channels}. */
export interface ListCardLabels extends Omit<CardLabels, 'reviews'> {
  /** "{count} reviews", by plural category. */
  reviews: PluralTemplates;
  newLabel: string;
  onlineFor: string;
  channelWords: Record<LiveChannel, string>;
  solvedLabel: string;
  /** The ways to consult: the links' words, and their labels with {name}. */
  chat: string;
  call: string;
  video: string;
  book: string;
  actionsLabel: string;
  chatLabel: string;
  callLabel: string;
  videoLabel: string;
  bookLabel: string;
}

/** The texts and labels of one list card. */
export function listCardTexts(a: AstrologerCardData, locale: Locale, labels: ListCardLabels) {
  const base = cardTexts(a, locale, { ...labels, reviews: '' });
  const name = base.name;
  const live = liveChannels(a);
  return {
    ...base,
    reviews: a.rating === null ? '' : `(${plural(labels.reviews, a.reviewCount, locale)})`,
    solved: formatNumber(a.problemSolved, locale),
    live: live.length > 0,
    onlineFor: fill(labels.onlineFor, { channels: live.map((c) => labels.channelWords[c]).join(', ') }),
    actionsLabel: fill(labels.actionsLabel, { name }),
    chatLabel: fill(labels.chatLabel, { name }),
    callLabel: fill(labels.callLabel, { name }),
    videoLabel: fill(labels.videoLabel, { name }),
    bookLabel: fill(labels.bookLabel, { name }),
  };
}

/** The list's own words: its states, counts and the "Load more" link. */
export interface ListTexts {
  /** "{count} astrologers", by plural category. */
  results: PluralTemplates;
  /** "Showing {shown} of {total}". */
  showing: string;
  listLabel: string;
  loading: string;
  loadingMore: string;
  loadMore: string;
  tryAgain: string;
  errorPrefix: string;
  /** The page's generic error, when the API gives no message of its own. */
  generic: string;
}

export const showingText = (texts: Pick<ListTexts, 'showing'>, shown: number, total: number, locale: Locale) =>
  fill(texts.showing, { shown: formatNumber(shown, locale), total: formatNumber(total, locale) });
