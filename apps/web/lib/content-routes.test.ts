import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { canLink, contentRouteGroups, contentRoutes } from './content-routes';
import { builtRoutes, navGroups } from './site-map';

const appDir = join(import.meta.dirname, '../app/[locale]');

/**
 * The content page folders: these top-level folders with everything under them, except
 * astrology/*, the numerology calculators and the kaal sarp checker (tools, other parts of the product).
 */
const ROOTS = [
  'astrology',
  'live-astrologer',
  'numerology',
  'mole-astrology',
  'kaal-sarp-dosha',
  'muhurat',
  'nakshatras',
  'zodiac-signs',
];
const notOurs = (route: string) =>
  /^\/astrology\/|^\/numerology\/[^[/]*-calculator|^\/kaal-sarp-dosha\/check$/.test(route);

/** Route patterns of every page.tsx under a folder, e.g. /numerology/[topic]. */
function pagePatterns(dir: string, prefix: string): string[] {
  const out = existsSync(join(dir, 'page.tsx')) ? [prefix] : [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.isDirectory()) out.push(...pagePatterns(join(dir, e.name), `${prefix}/${e.name}`));
  }
  return out.filter((p) => !notOurs(p));
}

const patterns = ROOTS.flatMap((root) => pagePatterns(join(appDir, root), `/${root}`));
const toRegExp = (pattern: string) => new RegExp(`^${pattern.replace(/\[[^\]]+\]/g, '[a-z0-9-]+')}$`);
/** The page file that serves a route: a static folder before a dynamic one, as Next routes. */
const patternOf = (route: string) =>
  patterns.find((p) => p === route) ?? patterns.find((p) => p.includes('[') && toRegExp(p).test(route));

describe('content routes', () => {
  const routes = contentRoutes();

  it('list each page once, without a locale prefix', () => {
    expect(new Set(routes).size).toBe(routes.length);
    for (const r of routes) expect(r).toMatch(/^\/(?!hi\/)[a-z0-9/-]+$/);
    expect(routes).toHaveLength(1 + 1 + (1 + 14 + 9) + 1 + 1 + 1 + (1 + 27) + (1 + 12));
  });

  it('match the page folders on disk: every route has a page, every page folder has routes', () => {
    expect(patterns.length).toBeGreaterThan(0);
    for (const r of routes) expect(patternOf(r), `${r} has no page.tsx`).toBeDefined();
    for (const p of patterns) {
      const served = routes.filter((r) => patternOf(r) === p);
      expect(served.length, `${p} is not in contentRoutes()`).toBeGreaterThan(0);
    }
    // Each dynamic folder serves exactly the list its generateStaticParams is built from.
    const count = (p: string) => routes.filter((r) => patternOf(r) === p).length;
    expect(count('/numerology/[topic]')).toBe(14);
    expect(count('/numerology/number/[n]')).toBe(9);
    expect(count('/nakshatras/[key]')).toBe(27);
    expect(count('/zodiac-signs/[sign]')).toBe(12);
  });

  it('do not claim pages other people build', () => {
    const navHrefs = navGroups.flatMap((g) => g.links.map((l) => l.href));
    const claimed = routes.filter((r) => navHrefs.includes(r));
    // The navigation menu links to one content page: mole astrology.
    expect(claimed).toEqual(['/mole-astrology']);
    expect(routes.some(notOurs)).toBe(false);
  });

  it('group the routes with each hub first', () => {
    expect(contentRouteGroups.flatMap((g) => g.routes)).toEqual(routes);
    for (const g of contentRouteGroups) expect(g.routes[0]).toBe(g.hub);
  });

  it('allow links to content pages and to built pages only', () => {
    expect(canLink('/nakshatras/ashwini')).toBe(true);
    expect(canLink('/tarot')).toBe(builtRoutes.has('/tarot'));
    expect(canLink('/kundali', new Set())).toBe(false);
    expect(canLink('/kundali', new Set(['/kundali']))).toBe(true);
    expect(canLink('/nakshatras/pluto')).toBe(false);
  });
});
