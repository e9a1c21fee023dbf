// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { markReady } from './page-state';

afterEach(() => {
  document.head.innerHTML = '';
  for (const key of ['hydrated', 'reactReady', 'islandsReady']) delete document.documentElement.dataset[key];
  delete (globalThis as { __next_f?: unknown }).__next_f;
});

describe('html[data-hydrated]', () => {
  it('on a page React runs: once both React and the islands are ready, in either order', () => {
    (globalThis as { __next_f?: unknown }).__next_f = [];
    markReady('islands');
    expect('hydrated' in document.documentElement.dataset).toBe(false);
    markReady('react');
    expect('hydrated' in document.documentElement.dataset).toBe(true);
  });

  it('on a page React runs: not from React alone', () => {
    markReady('react');
    expect('hydrated' in document.documentElement.dataset).toBe(false);
  });

  it('on a page served without React: once the islands are mounted', () => {
    document.head.innerHTML = '<meta name="drishti-hydration" content="none">';
    markReady('islands');
    expect('hydrated' in document.documentElement.dataset).toBe(true);
  });
});
