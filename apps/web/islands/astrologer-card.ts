import { avatarColours, initials } from '../components/home/api-guards';

/*
 * What the astrologer cards of the home page (astrologers.island.ts) and of the astrologer list
 * (astrologer-list.island.ts) share: both clone a card from the server's <template>, in the page's
 * language, and fill it for one astrologer.
 */

/** The first element of the card marked `data-part="name"`. */
export const part = (el: ParentNode, name: string) => el.querySelector<HTMLElement>(`[data-part="${name}"]`);

/** Removes every element marked `data-part="name"` (a variant the card does not have). */
export function dropParts(el: ParentNode, name: string): void {
  for (const node of el.querySelectorAll(`[data-part="${name}"]`)) node.remove();
}

/** A JSON data attribute of the island's root (labels, texts), or null when missing or broken. */
export function readJson<T>(root: HTMLElement, key: string): T | null {
  try {
    return JSON.parse(root.dataset[key] ?? '') as T;
  } catch {
    return null;
  }
}

/** A fresh copy of the template's first element. */
export const cloneFirst = (template: HTMLTemplateElement) =>
  (template.content.firstElementChild as HTMLElement).cloneNode(true) as HTMLElement;

/**
 * The card's picture: the photo (the initials avatar removed), or the initials avatar drawn in
 * the name's colours (the photo removed), as the server draws them (components/astrologers/avatar.tsx).
 */
export function drawAvatar(card: HTMLElement, photo: string | null, name: string, photoAlt: string): void {
  const img = part(card, 'photo') as HTMLImageElement | null;
  const avatar = card.querySelector<SVGElement>('[data-testid="initials-avatar"]');
  if (photo && img) {
    img.src = photo;
    img.alt = photoAlt;
    avatar?.remove();
    return;
  }
  img?.remove();
  if (!avatar) return;
  // No destructuring here: the islands are built for Safari 14 (scripts/lib/islands-build.mjs).
  const colours = avatarColours(name);
  const ink = colours[1];
  const circles = avatar.querySelectorAll('circle');
  circles[0]?.setAttribute('fill', colours[0]);
  circles[1]?.setAttribute('stroke', ink);
  avatar.querySelector('path')?.setAttribute('fill', ink);
  const text = avatar.querySelector('text');
  const letters = initials(name);
  if (text) {
    text.textContent = letters;
    text.setAttribute('fill', ink);
    text.setAttribute('font-size', letters.length > 1 ? '22' : '26');
  }
}

/** Puts each text into the card's `data-part` element of that name. */
export function fillParts(card: HTMLElement, texts: Record<string, string>): void {
  for (const el of card.querySelectorAll<HTMLElement>('[data-part]')) {
    const text = texts[el.dataset.part ?? ''];
    if (text !== undefined) el.textContent = text;
  }
}
