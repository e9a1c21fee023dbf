import type { AstrologerCardData } from '@drishti/contracts/astrologers';
import { ASTROLOGERS_PATH, astrologerItems, isLive } from '../components/home/api-guards';
import { type CardLabels, cardTexts } from '../components/home/astrologer-texts';
import { apiClient, apiLang } from '../lib/api/client';
import { cloneFirst, drawAvatar, fillParts, part, readJson } from './astrologer-card';

/**
 * The home page's astrologers (components/home/astrologers-section.tsx). The server rendered the
 * cards without anyone online (who is online changes by the second and is never in cached HTML);
 * after load this asks the API once for the current list and shows it, online marks included. A
 * failure keeps the server's cards. When the server could not read the list (the page was rendered
 * while the API did not answer), the list loads here: the skeletons, then the cards, "No
 * astrologers available", or the error with Retry.
 *
 * Markup: `data-island="astrologers"` with `data-locale`, `data-generic` (the page's own error
 * text) and `data-labels` (CardLabels as JSON); one `[data-scroll-track]` list; <template>s
 * `[data-template="card"|"empty"|"error"]`; a `[data-loading]` status line. `data-ready` is set
 * once the answer is shown.
 */
type Locale = 'en' | 'hi';

/** A card for `a`, cloned from the server's template and worded with the server's labels. */
export function buildCard(template: HTMLTemplateElement, a: AstrologerCardData, locale: Locale, labels: CardLabels) {
  const li = cloneFirst(template);
  const t = cardTexts(a, locale, labels);
  li.dataset.id = a.id;
  li.dataset.testid = 'astrologer-card';
  drawAvatar(li, a.profileImage, t.name, t.photoAlt);
  const live = part(li, 'live');
  if (isLive(a)) live?.setAttribute('data-testid', 'live-dot');
  else live?.remove();
  part(li, a.rating === null ? 'rated' : 'new')?.remove();
  fillParts(li, {
    name: t.name,
    rating: t.rating,
    'rating-label': t.ratingLabel,
    reviews: t.reviews,
    skills: t.skills,
    languages: t.languages,
    experience: t.experience,
    price: t.price,
    'price-label': t.priceLabel,
  });
  return li;
}

export function mount(root: HTMLElement): void {
  const track = root.querySelector<HTMLElement>('[data-scroll-track]');
  const row = track?.parentElement;
  const labels = readJson<CardLabels>(root, 'labels');
  const template = (name: string) => root.querySelector<HTMLTemplateElement>(`template[data-template="${name}"]`);
  const cardTemplate = template('card');
  if (!track || !row || !labels || !cardTemplate) return;
  const locale: Locale = root.dataset.locale === 'hi' ? 'hi' : 'en';
  const api = apiClient({ lang: apiLang(locale) });
  const loading = root.querySelector<HTMLElement>('[data-loading]');
  // The server's list (cards, or none), unless it could not read it and left skeletons.
  const rendered = track.querySelector('[data-testid="astrologer-skeleton"]') === null;
  // "No astrologers available", when that was the server's list.
  let message: HTMLElement | null = root.querySelector('[data-testid="astrologers-empty"]');
  let request = 0;

  const showMessage = (name: 'empty' | 'error', text?: string) => {
    const node = template(name)?.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined;
    if (!node) return null;
    const slot = part(node, 'message');
    if (slot && text !== undefined) slot.textContent = text;
    message?.remove();
    message = node;
    row.hidden = true;
    root.append(node);
    return node;
  };

  const load = async (retried: boolean) => {
    const mine = ++request;
    if (!rendered) {
      message?.remove();
      message = null;
      row.hidden = false;
      track.setAttribute('aria-busy', 'true');
      if (loading) loading.textContent = loading.dataset.loading ?? '';
    }
    const answer = await api.exchange<unknown>('GET', ASTROLOGERS_PATH, undefined, {});
    const result = answer.result;
    const apiMessage = answer.apiMessage;
    if (mine !== request) return;
    const items = result.success ? astrologerItems(result.data) : null;
    track.removeAttribute('aria-busy');
    if (loading) loading.textContent = '';
    if (items && items.length === 0) {
      track.replaceChildren();
      showMessage('empty');
    } else if (items) {
      track.replaceChildren(...items.map((a) => buildCard(cardTemplate, a, locale, labels)));
      message?.remove();
      message = null;
      row.hidden = false;
    } else if (!rendered) {
      const node = showMessage('error', apiMessage ?? root.dataset.generic ?? '');
      const retry = node?.querySelector<HTMLButtonElement>('button');
      retry?.addEventListener('click', () => void load(true));
      // After a Retry that fails again, keyboard focus goes back to the new Retry button.
      if (retried) retry?.focus();
    }
    root.dataset.ready = '';
  };
  void load(false);
}
