/**
 * The islands runtime: the only script a page served without Next's client runtime loads, and a
 * small one beside React on every other page (docs/PERFORMANCE.md, "Reading pages without
 * hydration").
 *
 * An element with `data-island="name"` gets the behaviour of `./name.island.ts`, loaded on demand
 * (the layout's, in ./every-page, come with the runtime). Each element is mounted once; elements that appear later
 * (a client-side navigation on a React page) are mounted when they appear. Where React runs the
 * page, islands are mounted once it has hydrated (`reactSettled`).
 */
import * as account from './every-page/account';
import * as consent from './every-page/consent';
import * as languageSwitch from './every-page/language-switch';
import * as menu from './every-page/menu';
import { isStaticPage, markReady } from './page-state';
import * as pwa from './every-page/pwa';
import type { IslandModule } from './types';

export { isStaticPage } from './page-state';

const NAME = /^[a-z0-9-]+$/;
const mounted = new WeakSet<Element>();

/**
 * The layout's islands (./every-page) are on every page: bundled with the runtime (one file compresses far better
 * than six). The others load when a page holds them.
 */
const EVERY_PAGE: Record<string, IslandModule> = {
  account,
  consent,
  'language-switch': languageSwitch,
  menu,
  pwa,
};

function load(name: string): Promise<IslandModule> {
  const bundled = EVERY_PAGE[name];
  if (bundled) return Promise.resolve(bundled);
  return import(`./${name}.island.ts`) as Promise<IslandModule>;
}

function mountOne(el: HTMLElement, name: string | undefined): Promise<void> {
  if (!name || mounted.has(el)) return Promise.resolve();
  mounted.add(el);
  if (!NAME.test(name)) return Promise.resolve();
  return load(name)
    .then((m) => m.mount(el))
    .catch((err: unknown) => console.error(`island ${name} could not start`, err));
}

/** Mounts the islands under `root`; resolves once each has started (or failed to). */
export function mountIslands(root: ParentNode): Promise<void> {
  const started: Promise<void>[] = [];
  for (const el of root.querySelectorAll<HTMLElement>('[data-island]')) started.push(mountOne(el, el.dataset.island));
  return Promise.all(started).then(() => undefined);
}

/**
 * Resolves once React has hydrated the page (components/pwa/react-ready.tsx), at once on a page
 * served without React. Islands change the server's markup (attributes, text); on a page React runs
 * they wait for its hydration, which expects the markup as the server sent it.
 */
export function reactSettled(doc: Document = document): Promise<void> {
  const root = doc.documentElement;
  if (isStaticPage(doc) || 'reactReady' in root.dataset) return Promise.resolve();
  return new Promise((resolve) => {
    const watch = new MutationObserver(() => {
      if (!('reactReady' in root.dataset)) return;
      watch.disconnect();
      resolve();
    });
    watch.observe(root, { attributes: true, attributeFilter: ['data-react-ready'] });
  });
}

/** Mounts what the page holds now and what appears later; marks the page ready once the first are mounted. */
export async function startIslands(): Promise<void> {
  await reactSettled();
  new MutationObserver((changes) => {
    for (const change of changes)
      for (const node of change.addedNodes) {
        if (!(node instanceof HTMLElement)) continue;
        if (node.dataset.island) void mountOne(node, node.dataset.island);
        void mountIslands(node);
      }
  }).observe(document.body, { childList: true, subtree: true });
  await mountIslands(document);
  markReady('islands');
}
