// @vitest-environment happy-dom
import type { AstrologerCardData } from '@drishti/contracts/astrologers';
import { createTranslator } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ListResult, ListView } from '../components/astrologers/list-view';
import { type AstrologerFilters, DEFAULT_FILTERS } from '../components/astrologers/query';
import { catalogues } from '../messages';
import { mount } from './astrologer-list.island';

// The server's own markup, with the real catalogues: getTranslations outside a request is next-intl's translator.
vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: 'en' | 'hi'; namespace: string }) =>
    createTranslator({ locale, messages: catalogues[locale], namespace: namespace as never }),
}));

const en = catalogues.en.astrologers;
const hi = catalogues.hi.astrologers;

function astrologer(i: number, live = false): AstrologerCardData {
  return {
    id: `a-${i}`,
    slug: `astro-${i}`,
    name: `Test Astrologer ${i}`,
    nameHi: `परीक्षण ज्योतिषी ${i}`,
    gender: 'female',
    profileImage: i === 2 ? '/uploads/a-2.jpg' : null,
    skills: ['tarot'],
    languages: ['hindi'],
    specializations: [],
    experienceYears: 5,
    price: { perMinute: 20 + i, currency: 'INR' },
    rating: i % 2 ? 4.5 : null,
    reviewCount: i % 2 ? 1 : 0,
    problemSolved: 1200,
    isOnline: live,
    sessionsStatus: { isChatLive: live, isVoiceLive: live, isVideoLive: false },
  } as AstrologerCardData;
}
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => astrologer(from + i));

/** The page as the server renders it (components/astrologers/list-view.tsx), at `url`. */
async function page(result: ListResult, filters: AstrologerFilters = DEFAULT_FILTERS, locale: 'en' | 'hi' = 'en') {
  const base = locale === 'hi' ? '/hi/online-astrologer' : '/online-astrologer';
  const tree = await ListView({
    locale,
    base,
    filters,
    page: 1,
    result,
    skills: ['tarot', 'vedic'],
    languages: ['hindi', 'english'],
  });
  document.body.innerHTML = renderToStaticMarkup(tree);
  return document.querySelector<HTMLElement>('[data-island="astrologer-list"]')!;
}

const answer = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
const listAnswer = (items: AstrologerCardData[], total = items.length) =>
  answer({ success: true, data: { items, total } });
const failure = () => answer({ success: false, message: '' }, 500);
const cards = () => [...document.querySelectorAll<HTMLElement>('[data-testid="astrologer-card"]')];
const results = () => document.querySelector<HTMLElement>('[data-testid="astrologer-results"]')!;
const live = () => vi.waitFor(() => expect(results().dataset.live).toBe('ready'));
const status = (s: string) => vi.waitFor(() => expect(results().dataset.status).toBe(s));
const called = (fetch: ReturnType<typeof vi.fn>, n: number) => new URL(String(fetch.mock.calls[n]![0]), 'http://x');
const search = () => document.querySelector<HTMLInputElement>('input[name="search"]')!;

describe('the astrologer list island', () => {
  beforeEach(() => window.history.replaceState(null, '', '/online-astrologer'));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('marks who is online now on the server cards, drawing again only the cards that changed', async () => {
    const first = range(0, 12);
    const fetch = vi.fn(() => listAnswer([astrologer(3, true), ...first.filter((a) => a.id !== 'a-3')], 30));
    vi.stubGlobal('fetch', fetch);
    const root = await page({ ok: true, items: first, total: 30 });
    // Nothing online in the server's HTML.
    expect(root.querySelectorAll('[data-testid="live"]')).toHaveLength(0);
    const kept = cards()[5];
    mount(root);
    await live();
    expect(called(fetch, 0).searchParams.get('limit')).toBe('12');
    expect(called(fetch, 0).searchParams.get('offset')).toBe('0');
    expect(cards().map((c) => c.dataset.slug)).toEqual([
      'astro-3',
      'astro-0',
      'astro-1',
      'astro-2',
      ...range(4, 12).map((a) => a.slug),
    ]);
    const badge = cards()[0]!.querySelector('[data-testid="live"]')!;
    expect(badge.textContent).toContain(en.card.online);
    expect(badge.querySelector('.visually-hidden')!.textContent).toBe('Online now for chat, voice call');
    expect(cards()[5]).toBe(kept);
    expect(root.querySelectorAll('[data-testid="live"]')).toHaveLength(1);
  });

  it('adds cards worded as the server words them, with their links and labels', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => listAnswer([astrologer(1, true), astrologer(2)], 2)),
    );
    const root = await page({ ok: true, items: [astrologer(1), astrologer(2)], total: 2 });
    const server = cards()[1]!.outerHTML;
    mount(root);
    await live();
    // The unchanged card is the server's; the new one carries the same words and links.
    expect(cards()[1]!.outerHTML).toBe(server);
    const card = cards()[0]!;
    expect(card.dataset.slug).toBe('astro-1');
    expect(card.querySelector('[data-testid="astrologer-name"]')!.textContent).toBe('Test Astrologer 1');
    expect(card.querySelector('[data-testid="astrologer-name"]')!.getAttribute('href')).toBe(
      '/online-astrologer/astro-1',
    );
    expect(card.querySelector('[data-testid="book-link"]')!.getAttribute('href')).toBe(
      '/online-astrologer/astro-1/book',
    );
    expect(card.querySelector('[data-testid="book-link"]')!.getAttribute('aria-label')).toBe(
      'Book a consultation with Test Astrologer 1',
    );
    expect(card.querySelector('[data-testid="rating"]')!.getAttribute('data-rating')).toBe('4.5');
    expect(card.querySelector('[data-testid="rating"]')!.textContent).toContain('(1 review)');
    expect(card.querySelector('[data-testid="price"]')!.getAttribute('data-price')).toBe('21');
    expect(card.querySelector('[data-part="solved"]')!.textContent).toBe('1,200');
    expect(card.querySelector('[data-part="experience"]')!.textContent).toBe('5 years');
    expect(card.querySelector('h3')!.id).toBe('astrologer-astro-1');
    expect(card.querySelector('article')!.getAttribute('aria-labelledby')).toBe('astrologer-astro-1');
    expect(card.querySelectorAll('[data-testid="initials-avatar"]')).toHaveLength(1);
    expect(card.querySelector('img')).toBeNull();
  });

  it('"Load more" appends the next page, moves focus to the first new card, and hides itself at the end', async () => {
    const fetch = vi
      .fn()
      .mockImplementationOnce(() => listAnswer(range(0, 12), 26))
      .mockImplementationOnce(() => listAnswer(range(12, 24), 26))
      .mockImplementationOnce(failure)
      .mockImplementationOnce(() => listAnswer(range(24, 26), 26));
    vi.stubGlobal('fetch', fetch);
    const root = await page({ ok: true, items: range(0, 12), total: 26 });
    const more = root.querySelector<HTMLAnchorElement>('[data-testid="load-more"]')!;
    expect(more.getAttribute('href')).toBe('/online-astrologer?page=2');
    mount(root);
    await live();
    more.click();
    await vi.waitFor(() => expect(cards()).toHaveLength(24));
    expect(called(fetch, 1).searchParams.get('offset')).toBe('12');
    expect(document.activeElement).toBe(cards()[12]!.querySelector('[data-testid="astrologer-name"]'));
    expect(root.querySelector('[data-part="showing"]')!.textContent).toBe('Showing 24 of 26');
    expect(more.getAttribute('href')).toBe('/online-astrologer?page=3');

    // A failed page: the error beside the link, which now says Try Again; the cards stay.
    more.click();
    await vi.waitFor(() => expect(more.textContent).toBe(en.list.tryAgain));
    expect(root.querySelector('[data-part="more-error"]')!.textContent).toBe('Error: Something went wrong!');
    expect(cards()).toHaveLength(24);
    more.click();
    await vi.waitFor(() => expect(cards()).toHaveLength(26));
    expect(more.hidden).toBe(true);
    expect(root.querySelector('[data-part="more-error"]')!.textContent).toBe('');
    expect(root.querySelector('h2[data-part="heading"]')!.textContent).toBe('26 astrologers');
  });

  it('searches 500 ms after the last key and at once on Enter, keeping the search in the address', async () => {
    vi.useFakeTimers();
    const fetch = vi
      .fn()
      .mockImplementationOnce(() => listAnswer(range(0, 12), 30))
      .mockImplementationOnce(() => listAnswer([astrologer(4)], 1))
      .mockImplementationOnce(() => listAnswer([astrologer(5)], 1));
    vi.stubGlobal('fetch', fetch);
    const root = await page({ ok: true, items: range(0, 12), total: 30 });
    mount(root);
    await live();
    const box = search();
    for (const text of ['m', 'me', 'meera']) {
      box.value = text;
      box.dispatchEvent(new Event('input', { bubbles: true }));
      vi.advanceTimersByTime(300);
    }
    vi.advanceTimersByTime(199);
    expect(fetch).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(called(fetch, 1).searchParams.get('search')).toBe('meera');
    expect(window.location.search).toBe('?search=meera');
    expect(results().dataset.status).toBe('loading');
    expect(results().getAttribute('aria-busy')).toBe('true');
    await status('ready');
    expect(cards().map((c) => c.dataset.slug)).toEqual(['astro-4']);
    expect(root.querySelector('[role="status"]')!.textContent).toBe('1 astrologer');

    box.value = 'sam';
    box.dispatchEvent(new Event('input', { bubbles: true }));
    box.form!.requestSubmit();
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(called(fetch, 2).searchParams.get('search')).toBe('sam');
    vi.advanceTimersByTime(1000);
    expect(fetch).toHaveBeenCalledTimes(3);
    await status('ready');
    expect(cards().map((c) => c.dataset.slug)).toEqual(['astro-5']);
  });

  it('applies a filter or a sort at once; "clear" brings back every astrologer and empties the form', async () => {
    const fetch = vi.fn(() => listAnswer(range(0, 12), 30));
    vi.stubGlobal('fetch', fetch);
    const root = await page({ ok: true, items: range(0, 12), total: 30 });
    const clear = root.querySelector<HTMLElement>('[data-testid="clear-filters"]')!;
    expect(clear.hidden).toBe(true);
    mount(root);
    await live();
    const skill = root.querySelector<HTMLSelectElement>('[data-testid="filter-skill"]')!;
    skill.value = 'tarot';
    skill.dispatchEvent(new Event('change', { bubbles: true }));
    expect(called(fetch, 1).searchParams.get('skill')).toBe('tarot');
    const price = root.querySelector<HTMLSelectElement>('[data-testid="filter-price"]')!;
    price.value = '26-50';
    price.dispatchEvent(new Event('change', { bubbles: true }));
    expect(called(fetch, 2).searchParams.get('minPrice')).toBe('26');
    expect(called(fetch, 2).searchParams.get('maxPrice')).toBe('50');
    expect(window.location.search).toBe('?skill=tarot&minPrice=26&maxPrice=50');
    expect(clear.hidden).toBe(false);
    await status('ready');

    clear.click();
    expect(window.location.search).toBe('');
    expect(skill.value).toBe('');
    expect(price.value).toBe('');
    expect(called(fetch, 3).searchParams.has('skill')).toBe(false);
    expect(clear.hidden).toBe(true);
    await status('ready');
    expect(cards()).toHaveLength(12);
  });

  it('shows the empty state, then the error with Try Again, focus back on it when it fails again', async () => {
    const fetch = vi
      .fn()
      .mockImplementationOnce(() => listAnswer([], 0))
      .mockImplementationOnce(failure)
      .mockImplementationOnce(() => Promise.reject(new TypeError('offline')))
      .mockImplementationOnce(() => listAnswer(range(0, 3), 3));
    vi.stubGlobal('fetch', fetch);
    // The server's list was empty for a search: no online refresh is needed.
    const root = await page({ ok: true, items: [], total: 0 }, { ...DEFAULT_FILTERS, search: 'zz' });
    expect(document.querySelector('[data-testid="astrologers-empty"]')!.textContent).toContain(en.list.empty);
    mount(root);
    await live();
    expect(fetch).not.toHaveBeenCalled();

    search().value = '';
    search().form!.requestSubmit();
    await status('ready');
    // Still nothing, and nothing chosen: no way to clear.
    expect(document.querySelector('[data-testid="astrologers-empty"] [data-part="clear"]')).toBeNull();

    search().form!.requestSubmit();
    await status('error');
    const error = () => document.querySelector<HTMLElement>('[data-testid="astrologers-error"]')!;
    expect(error().getAttribute('role')).toBe('alert');
    expect(error().textContent).toContain('Error: Something went wrong!');
    error().querySelector('button')!.click();
    await vi.waitFor(() => expect(document.activeElement?.getAttribute('data-testid')).toBe('try-again'));
    expect(results().dataset.status).toBe('error');
    error().querySelector('button')!.click();
    await status('ready');
    expect(cards()).toHaveLength(3);
  });

  it('retries in place when the server could not read the list', async () => {
    const fetch = vi.fn(() => listAnswer(range(0, 2), 2));
    vi.stubGlobal('fetch', fetch);
    const root = await page({ ok: false, message: 'The list is resting' });
    expect(document.querySelector('[data-testid="astrologers-error"]')!.textContent).toContain('The list is resting');
    mount(root);
    await live();
    document.querySelector<HTMLElement>('[data-testid="try-again"]')!.click();
    await status('ready');
    expect(cards()).toHaveLength(2);
  });

  it('words added cards and counts in Hindi from the Hindi page', async () => {
    window.history.replaceState(null, '', '/hi/online-astrologer');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => listAnswer([astrologer(1, true)], 1)),
    );
    const root = await page({ ok: true, items: [astrologer(1)], total: 1 }, DEFAULT_FILTERS, 'hi');
    mount(root);
    await live();
    const card = cards()[0]!;
    expect(card.querySelector('[data-testid="astrologer-name"]')!.textContent).toBe('परीक्षण ज्योतिषी 1');
    expect(card.querySelector('[data-testid="astrologer-name"]')!.getAttribute('href')).toBe(
      '/hi/online-astrologer/astro-1',
    );
    expect(card.querySelector('[data-testid="live"]')!.textContent).toContain(hi.card.online);
    expect(card.querySelector('[data-testid="rating"]')!.textContent).toContain('(1 समीक्षा)');
    expect(card.querySelector('[data-part="experience"]')!.textContent).toBe('5 वर्ष');
    expect(root.querySelector('h2[data-part="heading"]')!.textContent).toBe('1 ज्योतिषी');
  });

  it('shows an answer of another shape as the error, and skips cards without what a card needs', async () => {
    const fetch = vi
      .fn()
      .mockImplementationOnce(() => answer({ success: true, data: { items: [astrologer(1)] } }))
      .mockImplementationOnce(() => listAnswer([astrologer(2), { ...astrologer(3), slug: 7 } as never], 2));
    vi.stubGlobal('fetch', fetch);
    const root = await page({ ok: true, items: [], total: 0 });
    mount(root);
    search().form!.requestSubmit();
    await status('error');
    expect(document.querySelector('[data-testid="astrologers-error"]')!.textContent).toContain(
      'Error: Something went wrong!',
    );
    document.querySelector<HTMLElement>('[data-testid="try-again"]')!.click();
    await status('ready');
    expect(cards().map((c) => c.dataset.slug)).toEqual(['astro-2']);
  });
});
