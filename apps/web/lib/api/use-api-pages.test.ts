import { describe, expect, it } from 'vitest';
import { pagePath } from './use-api-pages';

describe('pagePath', () => {
  const path = pagePath<{ cursor: string }>('/lines?limit=2', 2, (last) => `/lines?limit=2&before=${last.cursor}`);

  it('reads the first page, then the page after the last line of a full page', () => {
    expect(path(0, null)).toBe('/lines?limit=2');
    expect(path(1, [{ cursor: 'a' }, { cursor: 'b' }])).toBe('/lines?limit=2&before=b');
  });

  it('stops after a page that was not full', () => {
    expect(path(1, [{ cursor: 'a' }])).toBeNull();
    expect(path(2, [])).toBeNull();
  });
});
