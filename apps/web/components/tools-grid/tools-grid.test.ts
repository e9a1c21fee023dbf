import { vedicTools } from '@drishti/content/tools';
import { describe, expect, it } from 'vitest';
import { en, hi } from '../../messages';
import { TOOL_ICONS } from './tool-icon';
import { visibleTools } from './tools-model';

describe('visibleTools', () => {
  it('shows only tools whose page is built, in order', () => {
    const built = new Set(['/tarot', '/kundali', '/love-calculator']);
    expect(visibleTools(vedicTools, built).map((t) => t.link)).toEqual(['/kundali', '/tarot', '/love-calculator']);
    expect(visibleTools(vedicTools, new Set())).toEqual([]);
  });

  it('honours the count limit and exclusions', () => {
    const built = new Set(vedicTools.map((t) => t.link));
    expect(visibleTools(vedicTools, built)).toHaveLength(vedicTools.length);
    expect(visibleTools(vedicTools, built, { limit: 4 }).map((t) => t.key)).toEqual(
      vedicTools.slice(0, 4).map((t) => t.key),
    );
    expect(visibleTools(vedicTools, built, { limit: 0 })).toEqual([]);
    const withoutKundali = visibleTools(vedicTools, built, { exclude: ['kundali'], limit: 1 });
    expect(withoutKundali.map((t) => t.key)).toEqual(['kundali-matchmaking']);
  });
});

describe('tool icons', () => {
  it('has an icon for every tool', () => {
    for (const tool of vedicTools) expect(TOOL_ICONS[tool.icon], tool.icon).toBeDefined();
  });
});

describe('vedicTools messages', () => {
  it('title the grid "Vedic Tools" by default, in both languages', () => {
    expect(en.vedicTools.grid.title).toBe('Vedic Tools');
    expect(hi.vedicTools.grid.title).toMatch(/[\u0900-\u097F]/);
  });
});
