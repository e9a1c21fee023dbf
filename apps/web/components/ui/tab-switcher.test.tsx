import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { selectedTabId, tabKeyTarget } from './tab-model';
import { TabSwitcher } from './tab-switcher';

describe('tabKeyTarget', () => {
  it('moves with the arrows, wrapping, and jumps with Home and End', () => {
    expect(tabKeyTarget('ArrowRight', 0, 3)).toBe(1);
    expect(tabKeyTarget('ArrowRight', 2, 3)).toBe(0);
    expect(tabKeyTarget('ArrowLeft', 0, 3)).toBe(2);
    expect(tabKeyTarget('ArrowLeft', 2, 3)).toBe(1);
    expect(tabKeyTarget('Home', 2, 3)).toBe(0);
    expect(tabKeyTarget('End', 0, 3)).toBe(2);
    expect(tabKeyTarget('Enter', 1, 3)).toBeNull();
    expect(tabKeyTarget('ArrowDown', 1, 3)).toBeNull();
    expect(tabKeyTarget('ArrowRight', 0, 0)).toBeNull();
  });
});

describe('selectedTabId', () => {
  const tabs = [{ id: 'all' }, { id: 'yoga' }];
  it('keeps a known tab and falls back to the first', () => {
    expect(selectedTabId(tabs, 'yoga')).toBe('yoga');
    expect(selectedTabId(tabs, 'astrology')).toBe('all');
    expect(selectedTabId(tabs, undefined)).toBe('all');
    expect(selectedTabId([], 'x')).toBeUndefined();
  });
});

describe('TabSwitcher', () => {
  it('renders an ARIA tab list with one tab in the tab order, linked to its panel', () => {
    const html = renderToStaticMarkup(
      <TabSwitcher
        label="Blog categories"
        idPrefix="blog"
        panelId="blog-panel"
        selected="yoga"
        tabs={[
          { id: 'all', label: 'All', href: '/blogs' },
          { id: 'yoga', label: 'Yoga', href: '/blogs?category=yoga' },
          { id: 'tarot', label: 'Tarot' },
        ]}
      />,
    );
    expect(html).toContain('role="tablist" aria-label="Blog categories"');
    expect(html.match(/role="tab"/g)).toHaveLength(3);
    expect(html).toContain('<a href="/blogs?category=yoga" role="tab" id="blog-tab-yoga" aria-selected="true"');
    expect(html).toContain('id="blog-tab-all" aria-selected="false" aria-controls="blog-panel" tabindex="-1"');
    expect(html).toMatch(/<button type="button" role="tab" id="blog-tab-tarot" aria-selected="false"/);
    expect(html.match(/tabindex="0"/g)).toHaveLength(1);
  });

  it('makes the first tab reachable when none is selected', () => {
    const html = renderToStaticMarkup(
      <TabSwitcher
        label="L"
        idPrefix="t"
        panelId="p"
        selected="nope"
        tabs={[
          { id: 'a', label: 'A' },
          { id: 'b', label: 'B' },
        ]}
      />,
    );
    expect(html).toContain('id="t-tab-a" aria-selected="true" aria-controls="p" tabindex="0"');
  });
});
