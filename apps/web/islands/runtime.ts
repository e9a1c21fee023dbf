/**
 * The islands runtime: the only script a page served without Next's client runtime loads, and a
 * small one beside React on every other page (docs/PERFORMANCE.md, "Reading pages without
 * hydration").
 *
 * An element with `data-island="name"` gets the behaviour of `./name.island.ts`, loaded on demand;
 * `data-static-island="name"` only on a page served without React (where a client component
 * rendered the markup but will not run). Each element is mounted once; elements that appear later
 * (a client-side navigation on a React page) are mounted when they appear.
 */
import type { IslandModule } from './types';

const NAME = /^[a-z0-9-]+$/;
const mounted = new WeakSet<Element>();

/**
 * No React on this page: it is marked static and the server took Next's scripts away (in
 * development nothing is taken away, and React runs the page's client components itself).
 */
export function isStaticPage(doc: Document = document): boolean {
  const marked = doc.querySelector('meta[name="drishti-hydration"][content="none"]') !== null;
  return marked && !('__next_f' in (doc.defaultView ?? globalThis));
}

function load(name: string): Promise<IslandModule> {
  return import(`./${name}.island.ts`) as Promise<IslandModule>;
}

function mountOne(el: HTMLElement, name: string | undefined) {
  if (!name || mounted.has(el)) return;
  mounted.add(el);
  if (!NAME.test(name)) return;
  load(name)
    .then((m) => m.mount(el))
    .catch((err: unknown) => console.error(`island ${name} could not start`, err));
}

export function mountIslands(root: ParentNode, staticPage: boolean): void {
  for (const el of root.querySelectorAll<HTMLElement>('[data-island]')) mountOne(el, el.dataset.island);
  if (staticPage)
    for (const el of root.querySelectorAll<HTMLElement>('[data-static-island]')) mountOne(el, el.dataset.staticIsland);
}

/** Mounts what the page holds now and what appears later. */
export function startIslands(): void {
  const staticPage = isStaticPage();
  mountIslands(document, staticPage);
  new MutationObserver((changes) => {
    for (const change of changes)
      for (const node of change.addedNodes) {
        if (!(node instanceof HTMLElement)) continue;
        if (node.dataset.island) mountOne(node, node.dataset.island);
        if (staticPage && node.dataset.staticIsland) mountOne(node, node.dataset.staticIsland);
        mountIslands(node, staticPage);
      }
  }).observe(document.body, { childList: true, subtree: true });
}
