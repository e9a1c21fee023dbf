// Lighthouse (mobile defaults: throttled 4G, a mid-range phone) on Debian's Chromium against the
// whole product started as `npm start` would, on a fresh data directory. Scores are 0–100; the
// JavaScript figure is what the page downloads as script, compressed, on its first visit.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import type { BenchRow } from '../types';

const root = resolve(import.meta.dirname, '../..');
const port = Number(process.env.BENCH_WEB_PORT ?? 3300);

/** Reading pages: text and pictures, almost no script of their own. Tools and marketplace pages: interactive. */
const READING = 110;
const TOOL = 170;
const pageList = [
  { name: 'home', path: '/', js: READING },
  { name: 'daily horoscope (Aries)', path: '/horoscope/daily-horoscope/aries', js: READING },
  { name: 'tarot card (The Fool)', path: '/tarot/major-arcana/the-fool', js: READING },
  { name: 'numerology content (number 7)', path: '/numerology/number/7', js: READING },
  { name: 'blog article', path: '/blog/palmistry-major-lines', js: READING },
  { name: 'astrologer list', path: '/online-astrologer', js: TOOL },
  { name: 'panchang', path: '/astrology/panchang', js: TOOL },
  { name: 'kundali (form)', path: '/kundali', js: TOOL },
];
/**
 * Runs per page. One Lighthouse run of a page varies by several points from the next (the machine's
 * load moves the simulated timings), so each page is measured this many times and the run Lighthouse
 * itself calls the median (`computeMedianRun`: nearest the median FCP and time to interactive) is
 * reported, with the spread of the performance score beside it.
 */
const runs = Math.max(1, Number(process.env.BENCH_LH_RUNS ?? 3));
/** Every page in English and Hindi; BENCH_LH_PAGES=home,panchang runs a subset (names start with these). */
const only = process.env.BENCH_LH_PAGES?.split(',').filter(Boolean);
const pages = pageList
  .filter((p) => !only || only.some((o) => p.name.startsWith(o)))
  .flatMap((p) => [p, { ...p, name: `Hindi ${p.name}`, path: p.path === '/' ? '/hi' : `/hi${p.path}` }]);

async function waitForHealth(child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the product exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://localhost:${port}/api/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error('the product did not start');
}

interface ResourceItem {
  resourceType: string;
  transferSize: number;
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** "median of 3 runs (93–97), " when a page was measured more than once. */
function spread(scores: number[]): string {
  if (scores.length < 2) return '';
  return `median of ${scores.length} runs (${Math.min(...scores)}–${Math.max(...scores)}), `;
}

export async function run(): Promise<BenchRow[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'drishti-lh-'));
  const server = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const rows: BenchRow[] = [];
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    await waitForHealth(server);
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    for (const page of pages) {
      const url = `http://localhost:${port}${page.path}`;
      // One warm-up visit so that on-demand pages are rendered and cached, as for any real visitor after the first.
      await fetch(url).catch(() => undefined);
      const lhrs: Lhr[] = [];
      for (let attempt = 0; lhrs.length < runs && attempt < runs * 2; attempt++) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'],
        });
        // A run Lighthouse could not trace has no performance score; it is measured again.
        if (result && result.lhr.categories.performance?.score != null) lhrs.push(result.lhr);
      }
      if (lhrs.length === 0) throw new Error(`lighthouse gave no result for ${page.path}`);
      const lhr = computeMedianRun(lhrs);
      const perfScores = lhrs.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100));
      const { categories, audits } = lhr;
      const score = (k: string) => Math.round((categories[k]?.score ?? 0) * 100);
      const items = ((audits['resource-summary']?.details as { items?: ResourceItem[] } | undefined)?.items ??
        []) as ResourceItem[];
      const scriptBytes = items.find((i) => i.resourceType === 'script')?.transferSize ?? 0;
      // Web fonts downloaded: on this machine the Devanagari face comes from the installed Noto Sans
      // Devanagari, as on Android (docs/PERFORMANCE.md, "Fonts").
      const fontBytes = items.find((i) => i.resourceType === 'font')?.transferSize ?? 0;
      const fcp = audits['first-contentful-paint']?.numericValue ?? 0;
      const lcp = audits['largest-contentful-paint']?.numericValue ?? 0;
      const cls = audits['cumulative-layout-shift']?.numericValue ?? 0;
      const tbt = audits['total-blocking-time']?.numericValue ?? 0;
      rows.push(
        {
          name: `${page.name}: performance`,
          value: score('performance'),
          unit: 'score',
          target: '>= 95',
          note: `${spread(perfScores)}FCP ${(fcp / 1000).toFixed(2)} s, LCP ${(lcp / 1000).toFixed(2)} s, TBT ${Math.round(tbt)} ms, CLS ${cls.toFixed(3)}, fonts ${Math.round(fontBytes / 1024)} KB, ${page.path}`,
        },
        { name: `${page.name}: accessibility`, value: score('accessibility'), unit: 'score', target: '>= 95' },
        { name: `${page.name}: SEO`, value: score('seo'), unit: 'score', target: '>= 95' },
        { name: `${page.name}: best practices`, value: score('best-practices'), unit: 'score' },
        {
          name: `${page.name}: JavaScript`,
          value: Math.round(scriptBytes / 102.4) / 10,
          unit: 'KB gzipped',
          target: `<= ${page.js} KB`,
        },
      );
    }
  } finally {
    await chrome?.kill();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}
