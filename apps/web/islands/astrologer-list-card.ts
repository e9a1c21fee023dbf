import type { AstrologerCardData } from '@drishti/contracts/astrologers';
import { type ListCardLabels, listCardTexts } from '../components/astrologers/list-texts';
import { cloneFirst, drawAvatar, dropParts, fillParts } from './astrologer-card';

/*
 * The astrologer list's cards as its island adds them (islands/astrologer-list.island.ts), cloned
 * from the server's card template (components/astrologers/list-card.tsx) and worded with the
 * server's labels.
 */

type Locale = 'en' | 'hi';
/** A list card for `a`; `base` is the list's path in the page's language (/hi/online-astrologer). */
export function buildListCard(
  template: HTMLTemplateElement,
  a: AstrologerCardData,
  locale: Locale,
  labels: ListCardLabels,
  base: string,
): HTMLElement {
  const li = cloneFirst(template);
  const t = listCardTexts(a, locale, labels);
  const profile = `${base}/${a.slug}`;
  const headingId = `astrologer-${a.slug}`;
  li.dataset.testid = 'astrologer-card';
  li.dataset.slug = a.slug;
  li.dataset.id = a.id;
  li.querySelector('article')?.setAttribute('aria-labelledby', headingId);
  li.querySelector('h3')?.setAttribute('id', headingId);
  drawAvatar(li, a.profileImage, t.name, t.photoAlt);
  if (!t.live) dropParts(li, 'live');
  dropParts(li, a.rating === null ? 'rated' : 'new');
  if (a.rating !== null) li.querySelector('[data-part="rated"]')?.setAttribute('data-rating', String(a.rating));
  li.querySelector('[data-testid="price"]')?.setAttribute('data-price', String(a.price.perMinute));
  for (const link of li.querySelectorAll<HTMLElement>('[data-href]'))
    link.setAttribute('href', `${profile}${link.dataset.href ?? ''}`);
  const ariaLabels: Record<string, string> = {
    actions: t.actionsLabel,
    chat: t.chatLabel,
    call: t.callLabel,
    video: t.videoLabel,
    book: t.bookLabel,
  };
  for (const el of li.querySelectorAll<HTMLElement>('[data-label]')) {
    const label = ariaLabels[el.dataset.label ?? ''];
    if (label !== undefined) el.setAttribute('aria-label', label);
  }
  fillParts(li, {
    name: t.name,
    rating: t.rating,
    'rating-label': t.ratingLabel,
    reviews: t.reviews,
    'online-for': t.onlineFor,
    skills: t.skills,
    languages: t.languages,
    experience: t.experience,
    solved: t.solved,
    price: t.price,
    'price-label': t.priceLabel,
  });
  return li;
}
