/** What every `apps/web/islands/<name>.island.ts` exports. */
export interface IslandModule {
  /**
   * Gives the server-rendered element its behaviour. Strings it shows come from the element's
   * `data-*` attributes or its children, already in the page's language; never from a catalogue
   * in the browser.
   */
  mount(root: HTMLElement): void;
}
