import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en, hi } from '../messages';
import { builtRoutes, navGroups, visibleNavGroups } from './site-map';

const appDir = join(import.meta.dirname, '../app/[locale]');

/** Static routes that have a page.tsx under app/[locale] (dynamic segments skipped). */
function pageRoutes(dir = appDir, prefix = ''): string[] {
  const out: string[] = [];
  if (existsSync(join(dir, 'page.tsx'))) out.push(prefix || '/');
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.isDirectory() && !e.name.startsWith('[') && !e.name.startsWith('(')) {
      out.push(...pageRoutes(join(dir, e.name), `${prefix}/${e.name}`));
    }
  }
  return out;
}

const flat = (o: object, p = ''): [string, unknown][] =>
  Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? flat(v, `${p}${k}.`) : [[`${p}${k}`, v]]));

describe('site map', () => {
  it('lists as built exactly the navigation pages that exist', () => {
    const pages = new Set(pageRoutes());
    for (const route of builtRoutes) expect(pages.has(route), `${route} has no page`).toBe(true);
    const navHrefs = navGroups.flatMap((g) => g.links.map((l) => l.href));
    for (const href of navHrefs) expect(builtRoutes.has(href)).toBe(pages.has(href));
  });

  it('shows only links whose page exists and drops empty groups', () => {
    const groups = visibleNavGroups(
      [
        { key: 'tools', links: [{ key: 'panchang', href: '/astrology/panchang' }] },
        {
          key: 'tarot',
          links: [
            { key: 'tarot', href: '/tarot' },
            { key: 'yesNoTarot', href: '/x' },
          ],
        },
      ],
      new Set(['/tarot']),
    );
    expect(groups).toEqual([{ key: 'tarot', links: [{ key: 'tarot', href: '/tarot' }] }]);
  });

  it('has a label in both catalogues for every navigation link', () => {
    for (const g of navGroups) {
      expect(en.nav.groups[g.key]).toBeTruthy();
      expect(hi.nav.groups[g.key]).toMatch(/[\u0900-\u097F]/);
      for (const l of g.links) {
        expect(en.nav.links[l.key]).toBeTruthy();
        expect(hi.nav.links[l.key]).toMatch(/[\u0900-\u097F]/);
      }
    }
  });
});

describe('message catalogues', () => {
  it('have the same keys in English and Hindi', () => {
    expect(
      flat(hi)
        .map(([k]) => k)
        .sort(),
    ).toEqual(
      flat(en)
        .map(([k]) => k)
        .sort(),
    );
  });

  it('are translated: Hindi strings are in Devanagari unless they are names or symbols', () => {
    const hiMap = new Map(flat(hi));
    const untranslated = flat(en).filter(([k, v]) => {
      const h = hiMap.get(k);
      // Placeholders ("{label}, {count}") are not words to translate.
      return typeof v === 'string' && /[a-z]{4,}/i.test(v.replace(/\{[^{}]*\}/g, '')) && h === v;
    });
    // The language switch's own labels name the other language in its script on purpose.
    expect(untranslated.map(([k]) => k).filter((k) => !k.startsWith('language.'))).toEqual([]);
  });
});
