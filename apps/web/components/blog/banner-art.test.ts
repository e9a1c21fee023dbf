import { blogCategories, blogPosts } from '@drishti/content/blog';
import { describe, expect, it } from 'vitest';
import { BANNER_MOTIFS, blogBannerSvg, hashSlug, isBannerMotif } from './banner-art';

describe('blog banners', () => {
  it('has a motif for each of the nine categories and a generic one', () => {
    for (const c of blogCategories) expect(isBannerMotif(c.slug), c.slug).toBe(true);
    expect(BANNER_MOTIFS).toContain('generic');
    expect(isBannerMotif('horoscope')).toBe(false);
    expect(isBannerMotif(null)).toBe(false);
  });

  it('draws a well-formed 1200×630 SVG in the category motif, with no text', () => {
    for (const post of blogPosts.slice(0, 9)) {
      const svg = blogBannerSvg(post.slug, post.category);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630"')).toBe(true);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg).toContain(`data-motif="${post.category}"`);
      expect(svg).not.toMatch(/<text|<script|NaN|undefined/);
      // Every opened element is closed (self-closing ones aside).
      const opened = (svg.match(/<[a-zA-Z][^>]*[^/]>/g) ?? []).length;
      const closed = (svg.match(/<\/[a-zA-Z]+>/g) ?? []).length;
      expect(opened, post.slug).toBe(closed);
    }
  });

  it('is the same for a slug every time and differs between slugs', () => {
    expect(blogBannerSvg('a', 'yoga')).toBe(blogBannerSvg('a', 'yoga'));
    expect(blogBannerSvg('a', 'yoga')).not.toBe(blogBannerSvg('b', 'yoga'));
    expect(hashSlug('a')).not.toBe(hashSlug('b'));
  });

  it('falls back to the generic banner for unknown categories', () => {
    expect(blogBannerSvg('no-such-post')).toContain('data-motif="generic"');
    expect(blogBannerSvg('x', 'horoscope')).toContain('data-motif="generic"');
  });
});
