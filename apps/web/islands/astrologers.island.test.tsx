// @vitest-environment happy-dom
import type { AstrologerCardData } from '@drishti/contracts/astrologers';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AstrologerCard } from '../components/home/astrologer-card';
import type { CardLabels } from '../components/home/astrologer-texts';
import { mount } from './astrologers.island';

const labels: CardLabels = {
  online: 'Online',
  new: 'New',
  ratingLabel: 'Rating {rating} out of 5',
  reviews: '{count} reviews',
  experience: { 1: '1 year', 2: '2 years', 3: '3 years' },
  experienceLabel: 'Experience',
  price: '₹{price}/min',
  priceLabel: '{price} rupees a minute',
  skillsLabel: 'Skills',
  languagesLabel: 'Languages',
  photoAlt: 'Photo of {name}',
  skills: { tarot: 'Tarot' },
  languages: { hindi: 'Hindi' },
};

function astrologer(i: number, live = false): AstrologerCardData {
  return {
    id: `a-${i}`,
    slug: `a-${i}`,
    name: `Test Astrologer ${i}`,
    nameHi: `परीक्षण ज्योतिषी ${i}`,
    gender: 'female',
    profileImage: i === 2 ? '/uploads/a-2.jpg' : null,
    skills: ['tarot', 'face-reading'],
    languages: ['hindi'],
    specializations: [],
    experienceYears: i + 1,
    price: { perMinute: 20 + i, currency: 'INR' },
    rating: i % 2 ? 4.5 : null,
    reviewCount: 12,
    problemSolved: 0,
    isOnline: live,
    sessionsStatus: { isChatLive: live, isVoiceLive: false, isVideoLive: false },
  } as AstrologerCardData;
}

/** The section's island markup, as components/home/astrologers-section.tsx renders it. */
function section(server: AstrologerCardData[] | undefined) {
  const card = (a?: AstrologerCardData) =>
    renderToStaticMarkup(<AstrologerCard astrologer={a} locale="en" labels={labels} linkHref="/online-astrologer" />);
  const items = server
    ? server.map((a) => card(a)).join('')
    : '<li aria-hidden="true" data-testid="astrologer-skeleton"></li>'.repeat(3);
  document.body.innerHTML = `
    <div data-island="astrologers" data-locale="en" data-generic="Something went wrong.">
      <p role="status" data-loading="Loading astrologers">${server ? '' : 'Loading astrologers'}</p>
      <div data-island="scroll-row"><ul data-scroll-track>${items}</ul></div>
      <template data-template="card">${card()}</template>
      <template data-template="empty"><p data-testid="astrologers-empty">No astrologers available</p></template>
      <template data-template="error"><div role="alert" data-testid="astrologers-error">
        <p>Error: <span data-part="message"></span></p><button type="button">Retry</button></div></template>
    </div>`;
  const root = document.querySelector<HTMLElement>('[data-island="astrologers"]')!;
  root.dataset.labels = JSON.stringify(labels);
  return root;
}

const answer = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
const list = (items: AstrologerCardData[]) => answer({ success: true, data: { items, total: items.length } });
const ready = (root: HTMLElement) => vi.waitFor(() => expect(root.dataset.ready).toBe(''));
const cards = () => [...document.querySelectorAll<HTMLElement>('[data-testid="astrologer-card"]')];

describe('astrologers island', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('replaces the server cards with the current list and marks who is online now', async () => {
    const fetch = vi.fn(() => list([astrologer(0, true), astrologer(1), astrologer(2)]));
    vi.stubGlobal('fetch', fetch);
    const root = section([astrologer(5), astrologer(6)]);
    expect(root.querySelectorAll('[data-testid="live-dot"]')).toHaveLength(0);
    mount(root);
    await ready(root);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe('/api/publics/astrologers?limit=10');
    expect(cards().map((c) => c.dataset.id)).toEqual(['a-0', 'a-1', 'a-2']);
    expect(document.querySelectorAll('[data-testid="live-dot"]')).toHaveLength(1);
    expect(cards()[0]!.querySelector('[data-testid="live-dot"]')).not.toBeNull();

    // Worded like the server's cards: name, "New" or the rating, skills, experience, price.
    const [first, second, third] = cards();
    expect(first!.querySelector('h3')!.textContent).toBe('Test Astrologer 0');
    expect(first!.querySelector('[data-testid="rating"]')!.textContent).toBe('New');
    expect(first!.querySelector('[data-testid="initials-avatar"] text')!.textContent).toBe('TA');
    expect(first!.querySelector('img')).toBeNull();
    expect(second!.querySelector('[data-testid="rating"]')!.textContent).toContain('4.5');
    expect(second!.querySelector('[data-testid="rating"]')!.textContent).toContain('(12 reviews)');
    expect(second!.querySelector('[data-part="skills"]')!.textContent).toBe('Tarot, face reading');
    expect(second!.querySelector('[data-part="experience"]')!.textContent).toBe('2 years');
    expect(second!.querySelector('[data-testid="price"]')!.textContent).toContain('₹21/min');
    expect(third!.querySelector('img')!.getAttribute('src')).toBe('/uploads/a-2.jpg');
    expect(third!.querySelector('img')!.getAttribute('alt')).toBe('Photo of Test Astrologer 2');
    expect(third!.querySelector('[data-testid="initials-avatar"]')).toBeNull();
    expect(first!.querySelector('a')!.getAttribute('href')).toBe('/online-astrologer');
  });

  it('keeps the server cards when the refresh fails, with no error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => answer({ success: false, message: 'Resting' }, 503)),
    );
    const root = section([astrologer(5), astrologer(6)]);
    mount(root);
    await ready(root);
    expect(cards().map((c) => c.dataset.id)).toEqual(['a-5', 'a-6']);
    expect(document.querySelector('[data-testid="astrologers-error"]')).toBeNull();
  });

  it('says no astrologers are available for an empty list', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => list([])),
    );
    const root = section([astrologer(5)]);
    mount(root);
    await ready(root);
    expect(document.querySelector('[data-testid="astrologers-empty"]')!.textContent).toBe('No astrologers available');
    expect(root.querySelector<HTMLElement>('[data-island="scroll-row"]')!.hidden).toBe(true);
  });

  it('without server cards, shows the API message and Retry, then the cards after a Retry', async () => {
    const fetch = vi
      .fn()
      .mockImplementationOnce(() => answer({ success: false, message: 'The list is resting' }, 503))
      .mockImplementationOnce(() => Promise.reject(new TypeError('offline')))
      .mockImplementationOnce(() => list([astrologer(1)]));
    vi.stubGlobal('fetch', fetch);
    const root = section(undefined);
    mount(root);
    await ready(root);
    const error = () => document.querySelector<HTMLElement>('[data-testid="astrologers-error"]');
    expect(error()!.textContent).toContain('Error: The list is resting');
    expect(root.querySelector<HTMLElement>('[data-island="scroll-row"]')!.hidden).toBe(true);

    // A network failure: the page's own text; focus on the new Retry.
    error()!.querySelector('button')!.click();
    await vi.waitFor(() => expect(error()?.textContent).toContain('Something went wrong.'));
    expect(document.activeElement).toBe(error()!.querySelector('button'));

    error()!.querySelector('button')!.click();
    await vi.waitFor(() => expect(cards()).toHaveLength(1));
    expect(error()).toBeNull();
    expect(root.querySelector<HTMLElement>('[data-island="scroll-row"]')!.hidden).toBe(false);
    expect(document.querySelector('[data-testid="astrologer-skeleton"]')).toBeNull();
  });
});
