import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

/**
 * Pages whose HTML holds what the API serves (the home page's astrologers and newest posts): the
 * build renders them while no API answers, so the server renews them as soon as it listens instead
 * of waiting out their revalidation time (docs/PERFORMANCE.md).
 */
export const PAGES_RENEWED_AT_START = ['/en', '/hi'];

/**
 * Pages that show blog posts from cached HTML (the home page's newest posts). A change to a post
 * renews them at once, so that a cached page never points at a deleted post or its removed banner
 * for its whole revalidation time (docs/PERFORMANCE.md).
 */
export const PAGES_SHOWING_POSTS = ['/en', '/hi'];

/**
 * Pages that show reviews and the count of consultations from cached HTML (the home page's
 * showcase). A new review, or one an admin hides or shows again, renews them at once instead of at
 * their next revalidation (a hidden review must not stay on the home page for a minute).
 */
export const PAGES_SHOWING_REVIEWS = ['/en', '/hi'];

/**
 * Once the server listens, `target.renew` asks Next to render paths again now, as its own on-demand
 * revalidation does: a request to this server carrying the build's private preview id in
 * `x-prerender-revalidate`. Such a request skips the locale middleware, so paths name the locale
 * segment itself (`/en`, not `/`). Failures are logged; the pages are renewed at their revalidation
 * time anyway. The home pages are renewed at start (not awaited: the old copy is served meanwhile).
 */
export function renewPagesOnListen(
  app: FastifyInstance,
  webDir: string,
  target: { renew: ((paths: readonly string[]) => Promise<void>) | null },
  /** Called once paths are rendered again, with the paths as renewed (the page cache drops them). */
  onRenewed?: (paths: readonly string[]) => void,
): void {
  let done = false;
  app.addHook('onListen', async () => {
    if (done) return;
    done = true;
    let id: string;
    try {
      id = JSON.parse(readFileSync(join(webDir, '.next/prerender-manifest.json'), 'utf8')).preview.previewModeId;
    } catch (err) {
      app.log.warn({ err }, 'the web build has no prerender manifest; pages are renewed at their revalidation');
      return;
    }
    const address = app.server.address() as AddressInfo | null;
    if (!address || typeof address === 'string') return;
    const host = ['0.0.0.0', '::'].includes(address.address)
      ? '127.0.0.1'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address;
    const renew = async (paths: readonly string[]) => {
      await Promise.all(
        paths.map(async (path) => {
          try {
            const res = await fetch(`http://${host}:${address.port}${path}`, {
              headers: { 'x-prerender-revalidate': id },
              redirect: 'manual',
            });
            await res.arrayBuffer();
            if (res.status !== 200) app.log.warn({ path, status: res.status }, 'a page could not be renewed');
          } catch (err) {
            app.log.warn({ err, path }, 'a page could not be renewed');
          }
        }),
      );
      onRenewed?.(paths);
    };
    target.renew = renew;
    void renew(PAGES_RENEWED_AT_START);
  });
}
