import type { AstrologerCardData } from '@drishti/contracts/astrologers';
import type { Locale } from '@drishti/content/types';
import { fill, formatNumber, formatRating } from './format';

/**
 * The words of an astrologer card, in the page's language: the server puts them in the card's
 * markup, and the astrologers island (given the same labels in the page) words the cards of the
 * current list the same way. Plain TypeScript: the island bundles it.
 */
export interface CardLabels {
  online: string;
  new: string;
  /** "Rating {rating} out of 5". */
  ratingLabel: string;
  /** "{count} reviews". */
  reviews: string;
  /** "1 year", "11 years" by years of experience (./experience.ts). */
  experience: Record<number, string>;
  experienceLabel: string;
  price: string;
  priceLabel: string;
  skillsLabel: string;
  languagesLabel: string;
  photoAlt: string;
  skills: Record<string, string>;
  languages: Record<string, string>;
}

/** Words from a slug nobody has translated yet: "face-reading" → "face reading". */
const humanise = (slug: string) => slug.replace(/-/g, ' ');

export function cardTexts(a: AstrologerCardData, locale: Locale, labels: CardLabels) {
  const name = locale === 'hi' ? a.nameHi || a.name : a.name;
  const price = formatNumber(a.price.perMinute, locale);
  const rating = a.rating === null ? '' : formatRating(a.rating, locale);
  return {
    name,
    photoAlt: fill(labels.photoAlt, { name }),
    rating,
    ratingLabel: a.rating === null ? '' : fill(labels.ratingLabel, { rating }),
    reviews: a.rating === null ? '' : `(${fill(labels.reviews, { count: formatNumber(a.reviewCount, locale) })})`,
    skills: a.skills.map((k) => labels.skills[k] ?? humanise(k)).join(', '),
    languages: a.languages.map((k) => labels.languages[k] ?? humanise(k)).join(', '),
    experience: labels.experience[a.experienceYears] ?? formatNumber(a.experienceYears, locale),
    price: fill(labels.price, { price }),
    priceLabel: fill(labels.priceLabel, { price }),
  };
}
