import type { HomeReviewData, PressLinkData } from '@drishti/contracts/home';
import { createTranslator } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { en, hi } from '../../messages';
import { CompletedCount } from './completed-count';
import { FeedbackSection } from './feedback-section';
import { MediaSection } from './media-section';

/*
 * The three sections that show what GET /api/publics/home holds, as the server renders them with
 * its answer (`initial`): an empty showcase claims nothing (no count, no review, no press), and
 * what the API gave is in the HTML, with no script but the islands. Without an answer (the server
 * could not read the API) the HTML claims nothing either, until the page is renewed.
 */
vi.mock('next-intl/server', () => ({
  // The sections ask for their own namespace; the catalogue's types cannot know which one here.
  getTranslations: async (namespace: 'home') => createTranslator({ locale: 'en', messages: en, namespace }),
}));

const { solved } = en.home.info.cards;
const count = (value: number | undefined, m = en) =>
  renderToStaticMarkup(
    <CompletedCount
      locale={m === hi ? 'hi' : 'en'}
      one={m.home.info.cards.solved.countOne}
      other={m.home.info.cards.solved.countOther}
      count={value}
    />,
  );

const feedback = async (initial: HomeReviewData[] | undefined) => {
  const section = await FeedbackSection({ initial });
  return section ? renderToStaticMarkup(section) : '';
};
const press = async (initial: PressLinkData[] | undefined) => {
  const section = await MediaSection({ initial });
  return section ? renderToStaticMarkup(section) : '';
};

const REVIEWS: HomeReviewData[] = [
  {
    id: 'r1',
    rating: 5,
    comment: 'कुंडली का हर भाव सरल हिंदी में समझाया।',
    author: 'अनीता क.',
    createdAt: '2026-11-20T10:00:00Z',
  },
  {
    id: 'r2',
    rating: 4,
    comment: 'Clear about the timing of a job change.',
    author: 'Rahul V.',
    createdAt: '2026-11-20T09:00:00Z',
  },
  { id: 'r3', rating: 5, comment: 'Patient & kind <3', author: null, createdAt: '2026-11-20T08:00:00Z' },
  { id: 'r4', rating: 3, comment: 'Helpful.', author: 'Meera', createdAt: '2026-11-20T07:00:00Z' },
  {
    id: 'r5',
    rating: 5,
    comment: 'Good advice about my shop.',
    author: 'Vikram S.',
    createdAt: '2026-11-20T06:00:00Z',
  },
];
const PRESS: PressLinkData[] = [
  { outlet: 'The Example Times', url: 'https://example.com/story', logo: '/home/info-app.svg' },
  { outlet: 'Daily Sample', url: 'https://example.org/drishti', logo: '/home/info-solved.svg' },
];

describe('an empty showcase claims nothing', () => {
  it('shows no count before the first completed consultation', () => {
    expect(count(0)).toBe('');
    expect(count(0, hi)).toBe('');
  });

  it('has no feedback section without reviews, and no media section without press links', async () => {
    expect(await feedback([])).toBe('');
    expect(await press([])).toBe('');
  });

  it('claims nothing when the server could not read the showcase', async () => {
    expect(count(undefined)).toBe('');
    expect(await feedback(undefined)).toBe('');
    expect(await press(undefined)).toBe('');
  });
});

describe('a showcase with data is in the server’s HTML', () => {
  it('counts in Indian grouping with Latin digits, in both languages', () => {
    expect(count(1)).toContain(solved.countOne.replace('{count}', '1'));
    expect(count(1234567)).toContain(solved.countOther.replace('{count}', '12,34,567'));
    expect(count(1234567)).toContain('data-count="1234567"');
    expect(count(1234567, hi)).toContain(hi.home.info.cards.solved.countOther.replace('{count}', '12,34,567'));
  });

  it('quotes every review with its author, or the anonymous label, and its stars', async () => {
    const html = await feedback(REVIEWS);
    expect(html.match(/data-testid="testimonial"/g)).toHaveLength(5);
    expect(html).toContain('aria-labelledby="feedback-heading"');
    expect(html).toContain('कुंडली का हर भाव सरल हिंदी में समझाया।');
    expect(html).toContain('Patient &amp; kind &lt;3');
    expect(html).toContain('>अनीता क.<');
    expect(html).toContain(`>${en.home.feedback.anonymous}<`);
    expect(html).toContain('data-rating="3"');
    expect(html.split(en.home.feedback.verified)).toHaveLength(6);
  });

  it('links each press mention in a new tab, in a row that moves by itself and hides failed logos', async () => {
    const html = await press(PRESS);
    expect(html.match(/data-testid="press-link"/g)).toHaveLength(2);
    expect(html).toContain('href="https://example.org/drishti"');
    expect(html).toContain('The Example Times');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).toContain('data-island="autoplay" data-interval-ms="3000"');
    expect(html).toContain('data-autoplay-track=""');
    expect(html.match(/data-hide-on-error=""/g)).toHaveLength(2);
    expect(html).toContain(` ${en.home.media.pause}</span>`);
  });
});
