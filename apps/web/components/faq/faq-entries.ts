import { type FaqSetKey, faqSets } from '@drishti/content/faq';
import type { Locale } from '@drishti/content/types';
import type { FaqEntry } from './faq-json-ld';

/** The items of an FAQ set in one language. */
export function faqEntries(set: FaqSetKey, locale: Locale): FaqEntry[] {
  return faqSets[set].map((item) => ({ key: item.key, question: item.question[locale], answer: item.answer[locale] }));
}
