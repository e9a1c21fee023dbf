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
 * Asks Next to render `paths` again now, as its own on-demand revalidation does: a request to this
 * server carrying the build's private preview id in `x-prerender-revalidate`. Such a request skips
 * the locale middleware, so paths name the locale segment itself (`/en`, not `/`). Failures are
 * logged; the pages are renewed at their revalidation time anyway.
 */
export function renewPagesOnListen(app: FastifyInstance, webDir: string, paths = PAGES_RENEWED_AT_START): void {
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
    // Not awaited: the server answers meanwhile (the old copy until the new one is stored).
    void Promise.all(
      paths.map(async (path) => {
        try {
          const res = await fetch(`http://${host}:${address.port}${path}`, {
            headers: { 'x-prerender-revalidate': id },
            redirect: 'manual',
          });
          await res.arrayBuffer();
          if (res.status !== 200) app.log.warn({ path, status: res.status }, 'a page could not be renewed at start');
        } catch (err) {
          app.log.warn({ err, path }, 'a page could not be renewed at start');
        }
      }),
    );
  });
}
